"""Optional extras and packaging: clear errors without them, and pyproject's metadata."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from qreas.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_dask_option_without_the_extra(tmp_path, monkeypatch, capsys):
    data = tmp_path / "u.csv"
    data.write_text("premise,hypothesis\nI had 3 apples.,I had 3 apples.\n")
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed
    monkeypatch.delitem(sys.modules, "qreas.dask", raising=False)
    assert main(["predict", "--file", str(data), "--dask", "local:2"]) == 2
    assert 'pip install "qreas[dask]"' in capsys.readouterr().err


def test_pyproject_licence_marker_and_extras():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert meta["project"]["license"] == "MIT"  # an SPDX expression, not the deprecated table
    extras = meta["project"]["optional-dependencies"]
    assert any(d.startswith("dask[") for d in extras["dask"])
    assert any(d.startswith("pyarrow") for d in extras["parquet"])
    assert (ROOT / "qreas" / "py.typed").exists()
    assert "py.typed" in meta["tool"]["setuptools"]["package-data"]["qreas"]
    factories = meta["project"]["entry-points"]["spacy_factories"]
    assert factories == {"qreas_quantities": "qreas.spacy_component:make_quantities"}
    tqdm = [d for d in meta["project"]["dependencies"] if d.startswith("tqdm")]
    assert tqdm
