"""Pattern accuracy (SpaceNLI) and scoring another system's predictions file."""

from __future__ import annotations

import csv
import io
import json

import pytest

from qreas.cli import main
from qreas.labels import LabelError, normalize_label, parse_label_map
from qreas.pattern_accuracy import pattern_scores
from qreas.scoring import format_csv, format_latex, format_markdown, format_table, score_set


def test_pattern_accuracy_follows_spacenli():
    # pattern a: 20/20 right; b: 19/20 (0.95); c: 18/20 (0.9); d: 10/20
    patterns, correct = [], []
    for name, right in (("a", 20), ("b", 19), ("c", 18), ("d", 10)):
        patterns += [name] * 20
        correct += [True] * right + [False] * (20 - right)
    phenomena = ["x" if p in "ab" else "y" for p in patterns]
    ps = pattern_scores(patterns, phenomena, correct)
    assert ps.overall.patterns == 4 and ps.overall.instances == 80
    assert ps.overall.instance_accuracy == pytest.approx(67 / 80)
    assert ps.overall.pattern_accuracy == (0.25, 0.5, 0.75)  # at 1.0, 0.95, 0.9
    assert ps.by_phenomenon["x"].pattern_accuracy == (0.5, 1.0, 1.0)
    assert ps.by_phenomenon["y"].pattern_accuracy == (0.0, 0.0, 0.5)


def test_rows_without_patterns_have_no_pattern_scores():
    assert pattern_scores([None, None], [None, None], [True, False]) is None
    s = score_set("x", "x.jsonl", 3, ["neutral"], ["neutral"])
    assert s.patterns is None and "patterns" not in s.to_dict()


def _suite_score():
    golds = ["entailment", "neutral", "contradiction", "neutral"]
    preds = ["entailment", "neutral", "neutral", "neutral"]
    return score_set("suite", "suite.jsonl", 3, golds, preds, 0, None, ["p1", "p1", "p2", "p3"],
                     ["bounds", "bounds", "rates", "rates"])  # fmt: skip


def test_every_format_reports_pattern_accuracy():
    s = _suite_score()
    assert "PA@0.9" in format_table([s], details=True) and "rates" in format_table([s], details=True)
    assert s.to_dict()["patterns"]["by_phenomenon"]["rates"]["pattern_accuracy"]["0.9"] == 0.5
    md = format_markdown([s])
    assert "| rates | 2 | 50.0 | 2 | 50.0 | 50.0 | 50.0 |" in md and "Q-REAS" not in md
    assert r"rates & 2 & 50.0 & 2 & 50.0 & 50.0 & 50.0 \\" in format_latex([s])
    rows = list(csv.DictReader(io.StringIO(format_csv([s]))))
    by = {r["slice"]: r for r in rows}
    assert by["all"]["patterns"] == "3" and by["all"]["pattern_accuracy@0.9"] == "0.6667"
    assert by["phenomenon:bounds"]["pattern_accuracy@1"] == "1.0000"


def test_html_report_has_the_pattern_table():
    from qreas.report_html import render_html

    page = render_html([_suite_score()], [])
    assert "<h2>Patterns</h2>" in page and "PA@0.95" in page


def test_label_aliases_and_maps():
    assert normalize_label(" Not_Entailment ") == "non-entailment"
    assert normalize_label("non-entailment") == normalize_label("not-entailment") == "non-entailment"
    m = parse_label_map("0=entailment,1=neutral,2=contradiction")
    assert normalize_label(2, m) == "contradiction" and normalize_label("1", m) == "neutral"
    with pytest.raises(LabelError, match="--label-map"):
        normalize_label(0)
    with pytest.raises(LabelError, match="unknown label"):
        normalize_label("maybe")
    with pytest.raises(LabelError, match="not a label"):
        parse_label_map("0=yes")


DATA = [
    {"sentence1": "The farm keeps 40 goats.", "sentence2": "The farm keeps 40 sheep.",
     "gold_label": "neutral", "pattern": "noun/sibling", "phenomenon": "noun"},
    {"sentence1": "The farm keeps 40 goats.", "sentence2": "The farm keeps 30 goats.",
     "gold_label": "contradiction", "pattern": "exact/other", "phenomenon": "exact"},
    {"sentence1": "The farm keeps 40 goats.", "sentence2": "The farm keeps 40 goats.",
     "gold_label": "entailment", "pattern": "exact/same", "phenomenon": "exact"},
]  # fmt: skip


def _write(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(path)


def _score(capsys, *argv):
    status = main(["score", *argv, "--json"])
    out, err = capsys.readouterr()
    return status, json.loads(out) if out.strip() else None, err


def test_predictions_by_text_and_by_index(tmp_path, capsys):
    data = _write(tmp_path / "suite.jsonl", DATA)
    labels = ["entailment", "contradiction", "entailment"]
    by_text = [
        {"premise": r["sentence1"], "hypothesis": r["sentence2"], "label": lab}
        for r, lab in zip(DATA, labels, strict=True)
    ]
    status, obj, _ = _score(capsys, data, "--predictions", _write(tmp_path / "p.jsonl", by_text))
    s = obj["sets"][0]
    assert status == 0 and s["n"] == 3 and s["accuracy"] == pytest.approx(2 / 3)
    assert s["patterns"]["overall"]["pattern_accuracy"]["1"] == pytest.approx(2 / 3)
    by_index = [{"index": 2, "prediction": 0}, {"index": 0, "prediction": 1}, {"index": 1, "prediction": 2}]
    preds = _write(tmp_path / "q.jsonl", by_index)
    status, obj, _ = _score(
        capsys, data, "--predictions", preds, "--label-map", "0=entailment,1=neutral,2=contradiction"
    )
    assert status == 0 and obj["sets"][0]["accuracy"] == 1.0


def test_two_class_predictions_score_two_class(tmp_path, capsys):
    data = _write(tmp_path / "suite.jsonl", DATA)
    labels = ["not_entailment", "non-entailment", "entailment"]
    preds = _write(tmp_path / "p.jsonl", [{"index": i, "label": lab} for i, lab in enumerate(labels)])
    status, obj, err = _score(capsys, data, "--predictions", preds)
    assert status == 0 and obj["sets"][0]["classes"] == 2 and obj["sets"][0]["accuracy"] == 1.0
    assert "scored 2-class" in err


def test_missing_and_bad_predictions_are_reported_by_file_and_line(tmp_path, capsys):
    data = _write(tmp_path / "suite.jsonl", DATA)
    preds = tmp_path / "p.jsonl"
    rows = [{"index": 0, "label": "neutral"}, {"index": 1, "label": 7}, {"index": 9, "label": "neutral"}]
    preds.write_text("".join(json.dumps(r) + "\n" for r in rows))
    status, obj, err = _score(capsys, data, "--predictions", str(preds))
    assert status == 1 and obj["sets"][0]["n"] == 1
    assert f"{preds}:2: integer label 7" in err
    assert f"{data}:2: no prediction for this row in {preds}" in err
    assert f"{data}:3: no prediction" in err
    assert "1 prediction(s) matched no data row" in err


def test_index_only_predictions_for_several_files_need_a_set(tmp_path, capsys):
    a = _write(tmp_path / "a.jsonl", DATA)
    b = _write(tmp_path / "b.jsonl", DATA)
    preds = _write(tmp_path / "p.jsonl", [{"index": 0, "label": "neutral"}])
    assert main(["score", a, b, "--predictions", preds]) == 2
    assert "need a 'set' field" in capsys.readouterr().err
