"""Datasets, scoring and the command line (files in tmp_path; the real engine)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from qreas.cli import main, run_score
from qreas.datasets import DatasetError, read_dataset, set_identity
from qreas.scoring import format_latex, format_markdown, is_correct, score_set

GOOD = {"sentence1": "Sam had 9 dimes and got 7 more dimes.", "sentence2": "Sam has 16 dimes.",
        "gold_label": "entailment"}  # fmt: skip


def jsonl(path, rows):
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))
    return path


# ---------------------------------------------------------------- datasets


def test_set_identity_from_file_name():
    assert set_identity("x/RTE_Quant.jsonl") == ("RTE_Quant", 2)
    assert set_identity("stresstest.csv") == ("StressTest", 3)
    assert set_identity("AWPNLI.tsv") == ("AWPNLI", 2)
    assert set_identity("mine.csv", 2) == ("mine", 2)
    assert set_identity("mine.csv") == ("mine", 3)


def test_bad_rows_are_reported_with_their_line(tmp_path):
    rows = [
        GOOD,
        "{not json",
        "[1, 2]",
        {"sentence1": "a 1", "gold_label": "neutral"},
        {**GOOD, "gold_label": "maybe"},
        {**GOOD, "sentence2": "   "},
        {**GOOD, "sentence1": 5},
        "",
        GOOD,
    ]
    ds = read_dataset(jsonl(tmp_path / "x.jsonl", rows))
    assert len(ds.examples) == 2
    reasons = {b.line: b.reason for b in ds.bad_rows}
    assert set(reasons) == {2, 3, 4, 5, 6, 7}
    assert "bad JSON" in reasons[2] and "not a JSON object" in reasons[3]
    assert "hypothesis" in reasons[4] and "unknown label" in reasons[5]
    assert "empty hypothesis" in reasons[6] and "not text" in reasons[7]
    assert str(ds.bad_rows[0]).startswith(f"{tmp_path / 'x.jsonl'}:2: ")
    assert ds.examples[1].line == 9


def test_strict_stops_at_first_bad_row(tmp_path):
    with pytest.raises(DatasetError, match=r"x.jsonl:2: bad JSON"):
        read_dataset(jsonl(tmp_path / "x.jsonl", [GOOD, "{"]), strict=True)


def test_csv_tsv_bom_crlf_and_blank_lines(tmp_path):
    csv_path = tmp_path / "a.csv"
    csv_path.write_bytes(
        '\ufeffpremise,hypothesis,label\r\n"He had 3, then 4",He had 7,Entailment\r\n\r\n'
        "x 1,y 2,neutral\r\n".encode()
    )
    ds = read_dataset(csv_path)
    assert [e.gold for e in ds.examples] == ["entailment", "neutral"]
    assert ds.examples[0].premise == "He had 3, then 4" and ds.examples[1].line == 4
    tsv = tmp_path / "b.tsv"
    tsv.write_text("sentence1\tsentence2\tgold_label\nA 1\tB 1\tcontradiction\n")
    assert read_dataset(tsv).examples[0].gold == "contradiction"


@pytest.mark.parametrize("kind", ["missing", "directory", "latin1"])
def test_unreadable_files(tmp_path, kind):
    path = tmp_path / "f.jsonl"
    if kind == "directory":
        path.mkdir()
    elif kind == "latin1":
        path.write_bytes('{"sentence1": "caf\xe9"}\n'.encode("latin-1"))
    with pytest.raises(DatasetError, match="f.jsonl"):
        read_dataset(path)


def test_empty_file_has_no_rows(tmp_path):
    (tmp_path / "e.csv").write_text("")
    assert read_dataset(tmp_path / "e.csv").examples == ()


def test_real_equate_headers(equate_dir):
    ds = read_dataset(equate_dir / "RTE_Quant.jsonl")
    assert (ds.name, ds.classes, len(ds.examples), ds.bad_rows) == ("RTE_Quant", 2, 166, ())
    ds = read_dataset(equate_dir / "derived_csv" / "NewsNLI.csv")
    assert (ds.name, ds.classes, len(ds.examples)) == ("NewsNLI", 2, 968)


# ---------------------------------------------------------------- scoring


def test_two_and_three_class_scoring():
    assert is_correct("neutral", "contradiction", 2)
    assert not is_correct("neutral", "contradiction", 3)
    assert not is_correct("entailment", "neutral", 2)
    s = score_set("X", "x", 2, ["entailment", "neutral", "contradiction"],
                  ["entailment", "contradiction", "neutral"])  # fmt: skip
    assert s.accuracy == 1.0 and s.confusion["neutral"]["contradiction"] == 1
    s3 = score_set("X", "x", 3, ["entailment", "neutral"], ["entailment", "contradiction"])
    assert s3.accuracy == 0.5


def test_tables_have_published_rows():
    s = score_set("AWPNLI", "a", 2, ["entailment"], ["entailment"])
    md = format_markdown([s])
    assert "| Q-REAS (paper) | 56.6 | 61.1 | 50.8 | 63.3 | 71.5 | 60.7 |" in md
    assert "| qreas (this run) | – | – | – | – | 100.0 | – |" in md
    tex = format_latex([s])
    assert r"\begin{tabular}" in tex and "100.0" in tex and "--" in tex


# ---------------------------------------------------------------- command line


def score(args, capsys):
    status = main(["score", "--quiet", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_score_json_and_out(tmp_path, capsys):
    data = jsonl(tmp_path / "RTE_Quant.jsonl", [GOOD, {**GOOD, "gold_label": "neutral"}])
    out_file = tmp_path / "pred.jsonl"
    status, out, err = score([str(data), "--json", "--out", str(out_file)], capsys)
    assert status == 0, err
    obj = json.loads(out)
    (s,) = obj["sets"]
    assert (s["name"], s["n"], s["classes"], s["errors"]) == ("RTE_Quant", 2, 2, 0)
    assert s["accuracy"] == 0.5 and "seconds" in obj
    rows = [json.loads(line) for line in out_file.read_text().splitlines()]
    assert [r["index"] for r in rows] == [0, 1]
    assert set(rows[0]) == {"set", "index", "line", "classes", "premise", "hypothesis", "gold",
                            "prediction", "correct", "tags", "reason", "justifications"}  # fmt: skip
    assert rows[0]["prediction"] == "entailment"
    assert [r["correct"] for r in rows] == [True, False] and [r["line"] for r in rows] == [1, 2]
    assert "arithmetic" in rows[0]["tags"]
    assert "9 + 7 = 16" in rows[0]["justifications"][0]["equation"]


def test_bad_rows_exit_1_and_good_rows_still_written(tmp_path, capsys):
    data = jsonl(tmp_path / "mine.jsonl", [GOOD, "{bad", GOOD])
    out_file = tmp_path / "p.jsonl"
    status, out, err = score([str(data), "--json", "--out", str(out_file)], capsys)
    assert status == 1
    assert f"{data}:2: bad JSON" in err
    assert json.loads(out)["sets"][0]["errors"] == 1
    assert len(out_file.read_text().splitlines()) == 2


def test_strict_usage_and_missing_file(tmp_path, capsys):
    data = jsonl(tmp_path / "mine.jsonl", [GOOD, "{bad"])
    assert score([str(data), "--strict"], capsys)[0] == 1
    assert score([str(tmp_path / "nope.jsonl")], capsys)[0] == 2
    assert score([str(data), "--disable", "nonsense"], capsys)[0] == 2
    assert main(["score"]) == 2


def test_disable_components(tmp_path, capsys):
    data = jsonl(tmp_path / "mine.jsonl", [GOOD])
    # labels from the stages ("--natlog explain"): 9 + 7 needs the composer there (the
    # natural-logic core's derivers read "7 more" themselves)
    status, out, _ = score([str(data), "--json", "--disable", "composer", "--natlog", "explain"], capsys)
    assert status == 0
    assert json.loads(out)["sets"][0]["accuracy"] == 0.0


def test_interrupt_leaves_no_out_file(tmp_path, capsys):
    data = jsonl(tmp_path / "mine.jsonl", [GOOD])
    out_file = tmp_path / "p.jsonl"

    class Interrupting:
        def predict_many(self, pairs, jobs=1, progress=None, errors="raise"):
            raise KeyboardInterrupt

    from qreas.cli import _parser

    args = _parser().parse_args(["score", str(data), "--out", str(out_file), "--quiet"])
    err = io.StringIO()
    assert run_score(args, lambda cfg: Interrupting(), io.StringIO(), err) == 130
    assert not out_file.exists() and not list(tmp_path.glob(".p.jsonl*"))
    assert "interrupted" in err.getvalue()


def test_engine_error_is_a_bad_row(tmp_path):
    data = jsonl(tmp_path / "mine.jsonl", [GOOD, GOOD])

    class Failing:
        def predict_many(self, pairs, jobs=1, progress=None, errors="raise"):
            from qreas.types import Prediction

            return [Prediction("entailment"), RuntimeError("boom")]

    from qreas.cli import _parser

    args = _parser().parse_args(["score", str(data), "--json", "--quiet"])
    out, err = io.StringIO(), io.StringIO()
    assert run_score(args, lambda cfg: Failing(), out, err) == 1
    assert f"{data}:2: engine error: boom" in err.getvalue()
    assert json.loads(out.getvalue())["sets"][0]["n"] == 1


def test_markdown_and_latex_formats(tmp_path, capsys):
    data = jsonl(tmp_path / "AWPNLI.jsonl", [GOOD])
    _, out, _ = score([str(data), "--format", "markdown"], capsys)
    assert "| qreas (this run) | – | – | – | – | 100.0 | – |" in out
    _, out, _ = score([str(data), "--format", "latex"], capsys)
    assert r"\end{tabular}" in out


def test_predict_explain_shows_the_equation(capsys):
    status = main(["predict", "Sam had 9 dimes and his dad gave him 7 dimes", "Sam has 16 dimes",
                   "--explain"])  # fmt: skip
    out = capsys.readouterr().out
    assert status == 0
    assert "label: entailment" in out and "9 + 7 = 16 dime" in out
    # the quantities of both sides, numbered; the pairs the pruner allowed; the tree
    assert "p1  9 dime" in out and "p2  7 dime" in out and "h1  16 dime" in out
    assert "h1 ~ p1  same unit, values differ" in out
    tree = out[out.index("h1: entails") :].splitlines()[1:6]
    assert [t.strip() for t in tree] == ["=", "├── +", "│   ├── 9 dime [p1]", "│   └── 7 dime [p2]",
                                         "└── 16 dime [h1]"]  # fmt: skip


def test_predict_explain_without_compatible_quantity(capsys):
    assert main(["predict", "The shop sold 40 lamps.", "The shop sold 40 chairs.", "--explain"]) == 0
    out = capsys.readouterr().out
    assert "compatible pairs" in out and "  (none)" in out


def test_missing_resource_is_a_clean_usage_error(monkeypatch, capsys):
    import qreas.resources
    from qreas.resources import ResourceError

    def no_model():
        raise ResourceError("No spaCy English pipeline found.")

    monkeypatch.setattr(qreas.resources, "load_nlp", no_model)
    assert main(["predict", "I had 3 apples.", "I had 3 apples."]) == 2
    assert "qreas: No spaCy English pipeline found." in capsys.readouterr().err


def test_score_table_csv_and_html(tmp_path, capsys):
    wrong = {**GOOD, "sentence2": "Sam has 17 dimes.", "gold_label": "entailment"}
    data = jsonl(tmp_path / "AWPNLI.jsonl", [GOOD, wrong])
    html = tmp_path / "report.html"
    status, out, err = score([str(data), "--html", str(html)], capsys)
    assert status == 0, err
    # the table shows the confusion matrix (raw labels) and the phenomena
    assert "AWPNLI: gold \\ predicted" in out and "arithmetic" in out
    row = next(line for line in out.splitlines() if line.strip().startswith("entailment ") and "  1" in line)
    assert row.split()[1:] == ["1", "1"]  # gold entailment: 1 entailed, 1 contradicted
    page = html.read_text()
    assert "Sam has 17 dimes." in page and page.count('class="error"') == 1
    assert "h1 ~ p1" in page  # the error's explanation is on the page
    _, out, _ = score([str(data), "--format", "csv"], capsys)
    lines = out.strip().splitlines()
    assert lines[0].startswith("set,slice,n,accuracy,errors,entailment->entailment")
    assert lines[1].startswith("AWPNLI,all,2,0.5000,0,1,0,1,")
    assert any(x.startswith("AWPNLI,tag:arithmetic,") for x in lines)


def test_compare_two_runs(tmp_path, capsys):
    data = jsonl(tmp_path / "AWPNLI.jsonl", [GOOD, {**GOOD, "sentence2": "Sam has 17 dimes."}])
    old, new = tmp_path / "old.jsonl", tmp_path / "new.jsonl"
    stages_only = ["--disable", "composer", "--natlog", "explain"]
    assert score([str(data), "--out", str(old), *stages_only], capsys)[0] == 0
    assert score([str(data), "--out", str(new)], capsys)[0] == 0
    assert main(["compare", str(old), str(new), "--json"]) == 0
    obj = json.loads(capsys.readouterr().out)
    (s,) = obj["sets"]
    assert (s["n"], s["old_accuracy"], s["new_accuracy"], s["fixed"], s["broken"]) == (2, 0.0, 0.5, 1, 0)
    assert [(c["index"], c["kind"]) for c in obj["changes"]] == [(0, "fixed")]
    assert main(["compare", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    assert "+50.0" in out and "fixed (1):" in out and "AWPNLI#0" in out
    (tmp_path / "bad.jsonl").write_text('{"set": "x"}\n')
    assert main(["compare", str(old), str(tmp_path / "bad.jsonl")]) == 2
    assert "bad.jsonl:1: not a qreas prediction (missing index, prediction)" in capsys.readouterr().err


def test_predict_json(capsys):
    assert main(["predict", "I had 3 apples.", "I had 3 apples.", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["label"] == "entailment"


def test_console_script_help():
    env = {**os.environ}
    r = subprocess.run([sys.executable, "-m", "qreas", "--help"], capture_output=True, text=True, env=env)
    assert r.returncode == 0 and "score" in r.stdout and "predict" in r.stdout


def test_empty_file_is_reported(tmp_path, capsys):
    path = tmp_path / "empty.jsonl"
    path.write_text("\n\n")
    status, out, err = score([str(path), "--json"], capsys)
    assert status == 1 and f"{path}:1: no data rows" in err
