"""Exceptives with a stated group ("all but two of the 9 runners",
``derivers/all_but``): the doers are the group less the exception; a claim's own
partitive group ("7 of *the 9 runners*") is the group, not a count of doers.
Invented sentences."""

from __future__ import annotations

import pytest

from qreas import Reasoner


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner(use_cache=False)


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        ("All but two of the 9 runners finished.", "7 of the 9 runners finished.", "entailment"),
        ("All but two of the 9 runners finished.", "6 of the 9 runners finished.", "contradiction"),
        ("All but two of the 9 runners finished.", "All 9 runners finished.", "contradiction"),
        ("All but three of the 12 ferries sailed.", "Nine ferries sailed.", "entailment"),
        ("All but three of the 12 ferries sailed.", "Three ferries did not sail.", "entailment"),
    ],
)
def test_exceptive_counts(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label
