"""Parquet input (the optional `parquet` extra): the CSV column names, row numbers as lines."""

from __future__ import annotations

import sys

import pytest
from conftest import extra

from qreas.cli import main
from qreas.datasets import DatasetError, read_dataset

P, H = "Sam had 9 dimes and got 7 more dimes.", "Sam has 16 dimes."


def write(path, columns):
    pa = extra("pyarrow")
    import pyarrow.parquet as pq

    pq.write_table(pa.table(columns), path)
    return path


def test_parquet_rows_labels_and_bad_rows(tmp_path):
    path = write(tmp_path / "AWPNLI.parquet", {
        "Premise": [P, P, None], "hypothesis": [H, "Sam has 17 dimes.", H], "label": [0, 1, 0]})  # fmt: skip
    ds = read_dataset(path, label_map={0: "entailment", "1": "not_entailment"})
    assert (ds.name, ds.classes) == ("AWPNLI", 2)
    assert [(e.gold, e.line) for e in ds.examples] == [("entailment", 1), ("non-entailment", 2)]
    assert [str(b) for b in ds.bad_rows] == [f"{path}:3: missing field 'premise'"]
    bad = read_dataset(path)  # integers without --label-map
    assert "--label-map" in bad.bad_rows[0].reason and bad.bad_rows[0].line == 1


def test_parquet_through_the_command_line(tmp_path, capsys):
    path = write(tmp_path / "u.parquet", {"sentence1": [P], "sentence2": [H]})
    assert main(["predict", "--file", str(path), "--quiet"]) == 0
    assert '"prediction": "entailment"' in capsys.readouterr().out


def test_not_parquet_and_missing_pyarrow(tmp_path, monkeypatch):
    path = tmp_path / "x.parquet"
    path.write_text("premise,hypothesis\n")
    extra("pyarrow")
    with pytest.raises(DatasetError, match="x.parquet: not a readable Parquet file"):
        read_dataset(path)
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # as if not installed
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    with pytest.raises(DatasetError, match=r"x.parquet: reading Parquet needs pyarrow: pip install 'qreas\["):
        read_dataset(path)
