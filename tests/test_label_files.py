"""Label aliases and maps in data files, 2-class gold files, and `qreas predict --file`."""

from __future__ import annotations

import json

import pytest

from qreas.cli import main
from qreas.datasets import DatasetError, read_dataset
from qreas.labels import NON_ENTAILMENT, LabelError, normalize_label, parse_label_map

P, H = "Sam had 9 dimes and got 7 more dimes.", "Sam has 16 dimes."
WRONG = "Sam has 17 dimes."


def jsonl(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


@pytest.mark.parametrize(
    ("raw", "label"),
    [
        ("entailment", "entailment"),
        (" Neutral ", "neutral"),
        ("CONTRADICTION", "contradiction"),
        ("non-entailment", NON_ENTAILMENT),
        ("not_entailment", NON_ENTAILMENT),
        ("not-entailment", NON_ENTAILMENT),
        ("Non_Entailment", NON_ENTAILMENT),
        ("nonentailment", NON_ENTAILMENT),
    ],
)
def test_every_alias_in_a_file(tmp_path, raw, label):
    ds = read_dataset(jsonl(tmp_path / "mine.jsonl", [{"premise": P, "hypothesis": H, "label": raw}]))
    assert [e.gold for e in ds.examples] == [label] and ds.bad_rows == ()


def test_label_map_for_integers_in_jsonl_and_csv(tmp_path):
    m = parse_label_map("0=entailment, 1=neutral,2=contradiction")
    assert m == {"0": "entailment", "1": "neutral", "2": "contradiction"}
    rows = [{"premise": P, "hypothesis": H, "label": k} for k in (0, 1, 2)]
    assert [e.gold for e in read_dataset(jsonl(tmp_path / "a.jsonl", rows), label_map=m).examples] == [
        "entailment", "neutral", "contradiction",
    ]  # fmt: skip
    csv = tmp_path / "b.csv"
    csv.write_text(f"premise,hypothesis,label\n{P},{H},2\n{P},{H},0\n")
    assert [e.gold for e in read_dataset(csv, label_map=m).examples] == ["contradiction", "entailment"]
    # a map may also name a 2-class label
    two = parse_label_map("0=entailment,1=not_entailment")
    assert read_dataset(csv, label_map=two).bad_rows[0].reason.startswith("integer label '2'")


def test_unmapped_integer_and_unknown_label_are_file_line_errors(tmp_path):
    rows = [{"premise": P, "hypothesis": H, "label": 1}, {"premise": P, "hypothesis": H, "label": "maybe"}]
    ds = read_dataset(jsonl(tmp_path / "x.jsonl", rows))
    assert ds.examples == ()
    first, second = (str(b) for b in ds.bad_rows)
    assert first.startswith(f"{tmp_path / 'x.jsonl'}:1: integer label 1") and "--label-map" in first
    assert second.startswith(f"{tmp_path / 'x.jsonl'}:2: unknown label 'maybe'")
    with pytest.raises(LabelError, match="--label-map"):
        normalize_label("0")
    with pytest.raises(LabelError, match="not a label"):
        parse_label_map("0=yes")
    with pytest.raises(LabelError, match="KEY=LABEL"):
        parse_label_map("entailment")


def test_two_class_gold_file_is_scored_two_class(tmp_path, capsys):
    rows = [
        {"premise": P, "hypothesis": H, "label": "entailment"},
        {"premise": P, "hypothesis": WRONG, "label": "not_entailment"},
    ]
    data = jsonl(tmp_path / "glue.jsonl", rows)
    assert read_dataset(data).classes == 2
    out_file = tmp_path / "o.jsonl"
    assert main(["score", str(data), "--json", "--quiet", "--out", str(out_file)]) == 0
    (s,) = json.loads(capsys.readouterr().out)["sets"]
    assert (s["classes"], s["accuracy"]) == (2, 1.0)  # 17 dimes: contradiction, which is not entailment
    assert s["confusion"][NON_ENTAILMENT]["contradiction"] == 1
    recs = [json.loads(x) for x in out_file.read_text().splitlines()]
    assert [r["gold"] for r in recs] == ["entailment", NON_ENTAILMENT] and all(r["correct"] for r in recs)
    assert main(["score", str(data), "--quiet"]) == 0  # the table shows the non-entailment gold row
    assert any(line.split()[:1] == [NON_ENTAILMENT] for line in capsys.readouterr().out.splitlines())
    with pytest.raises(DatasetError, match=r"glue.jsonl:2: 2-class label"):
        read_dataset(data, classes=3)
    assert main(["score", str(data), "--classes", "3", "--quiet"]) == 2


def test_score_label_map_option(tmp_path, capsys):
    rows = [{"premise": P, "hypothesis": H, "label": 0}, {"premise": P, "hypothesis": WRONG, "label": 2}]
    data = jsonl(tmp_path / "ints.jsonl", rows)
    assert main(["score", str(data), "--json", "--quiet"]) == 1
    err = capsys.readouterr().err
    assert f"{data}:1: integer label 0" in err and "--label-map" in err
    three = "0=entailment,1=neutral,2=contradiction"
    assert main(["score", str(data), "--json", "--quiet", "--label-map", three]) == 0
    assert json.loads(capsys.readouterr().out)["sets"][0]["accuracy"] == 1.0
    assert main(["score", str(data), "--quiet", "--label-map", "0=yes"]) == 2
    assert "not a label" in capsys.readouterr().err


def test_predict_file_without_labels(tmp_path, capsys):
    csv = tmp_path / "corpus.csv"
    csv.write_text(f"premise,hypothesis\n{P},{H}\n{P},{WRONG}\n,{H}\n")
    out_file = tmp_path / "pred.jsonl"
    status = main(["predict", "--file", str(csv), "--out", str(out_file), "--quiet"])
    captured = capsys.readouterr()
    assert status == 1  # the row with an empty premise is bad, the others are written
    assert f"{csv}:4: empty premise" in captured.err
    assert "2 pairs labelled" in captured.out
    rows = [json.loads(x) for x in out_file.read_text().splitlines()]
    assert [r["prediction"] for r in rows] == ["entailment", "contradiction"]
    assert [r["line"] for r in rows] == [2, 3]
    assert set(rows[0]) == {"set", "index", "line", "premise", "hypothesis", "prediction", "tags",
                            "reason", "justifications"}  # fmt: skip


def test_predict_file_to_stdout_keeps_gold_where_given(tmp_path, capsys):
    rows = [{"premise": P, "hypothesis": H}, {"premise": P, "hypothesis": WRONG, "label": "1"}]
    data = jsonl(tmp_path / "mixed.jsonl", rows)
    assert main(["predict", "--file", str(data), "--label-map", "0=entailment,1=not_entailment"]) == 0
    recs = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert "gold" not in recs[0] and "correct" not in recs[0]
    assert (recs[1]["gold"], recs[1]["correct"]) == (NON_ENTAILMENT, True)
    assert main(["predict", "a 1", "b 2", "--file", str(data)]) == 2
    assert main(["predict"]) == 2
