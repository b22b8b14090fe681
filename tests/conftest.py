"""Shared fixtures: one spaCy pipeline and one Reasoner per test session."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Property tests draw the same examples on every run (CI results are reproducible);
# HYPOTHESIS_PROFILE=explore draws new ones.
settings.register_profile("ci", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# Tests never write to the user's cache: WordNet preparation and parse caches go here.
os.environ.setdefault(
    "QREAS_CACHE_DIR", str(Path(__file__).resolve().parent.parent / ".pytest_cache" / "qreas")
)

EQUATE_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "equate"


@pytest.fixture(scope="session")
def nlp():
    from qreas.resources import load_nlp

    return load_nlp()


@pytest.fixture(scope="session")
def reasoner():
    from qreas import Reasoner

    return Reasoner(use_cache=False)


@pytest.fixture(scope="session")
def equate_dir() -> Path:
    if not EQUATE_DIR.exists():
        pytest.skip("../shared/equate is not present")
    return EQUATE_DIR


def extra(module: str):
    """Import an optional extra's module, or skip the test; with QREAS_REQUIRE_EXTRAS=1
    (set by CI, which installs the extras) a missing module fails instead."""
    if os.environ.get("QREAS_REQUIRE_EXTRAS") == "1":
        import importlib

        return importlib.import_module(module)
    return pytest.importorskip(module)
