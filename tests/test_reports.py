"""Pure report pieces: equation trees, the comparison of two runs, CSV and text tables."""

from __future__ import annotations

import csv
import io

from qreas.arithmetic import postfix_to_tree
from qreas.compare import compare
from qreas.scoring import format_csv, format_table, score_set


def test_tree_nests_by_postfix_order():
    tree = postfix_to_tree((0, 1, 2, "*", "-", "H", "="), ["a", "b", "c"], "h")
    assert tree == ["=", "├── -", "│   ├── a", "│   └── *", "│       ├── b", "│       └── c", "└── h"]
    assert postfix_to_tree((0, "H", "disjoint"), ["a"], "h") == ["≠", "├── a", "└── h"]


def rec(i, pred, gold="entailment", s="AWPNLI", **kw):
    return {"set": s, "index": i, "premise": f"p{i}", "hypothesis": f"h{i}", "gold": gold,
            "prediction": pred, **kw}  # fmt: skip


def test_compare_counts_fixed_broken_and_changed():
    old = [rec(0, "neutral"), rec(1, "entailment"), rec(2, "neutral", "contradiction"), rec(3, "entailment")]
    new = [rec(0, "entailment"), rec(1, "neutral"), rec(2, "contradiction", "contradiction"),
           rec(4, "entailment")]  # fmt: skip
    c = compare(old, new)
    (d,) = c.sets
    assert (d.n, d.fixed, d.broken, d.changed, d.only_old, d.only_new) == (3, 1, 1, 1, 1, 1)
    # AWPNLI is 2-class: neutral -> contradiction on a contradiction pair changes no score
    assert [x.kind for x in c.changes] == ["fixed", "broken", "changed"]
    assert d.old_accuracy == d.new_accuracy == 2 / 3


def test_compare_uses_3_classes_for_3_class_sets_and_skips_changed_sentences():
    old = [rec(0, "neutral", "contradiction", "RedditNLI"), rec(1, "neutral", s="RedditNLI")]
    new = [rec(0, "contradiction", "contradiction", "RedditNLI"), {**rec(1, "entailment", s="RedditNLI"),
                                                                   "hypothesis": "other"}]  # fmt: skip
    (d,) = compare(old, new).sets
    assert (d.fixed, d.mismatched, d.n) == (1, 1, 1)


def test_csv_parses_back():
    s = score_set("NewsNLI", "x", 2, ["entailment", "neutral"], ["entailment", "entailment"], 1,
                  [("ratios",), ()])  # fmt: skip
    rows = list(csv.DictReader(io.StringIO(format_csv([s]))))
    assert rows[0]["slice"] == "all" and rows[0]["accuracy"] == "0.5000" and rows[0]["errors"] == "1"
    assert rows[0]["neutral->entailment"] == "1" and rows[0]["entailment->entailment"] == "1"
    assert rows[1]["slice"] == "tag:ratios" and rows[1]["n"] == "1" and rows[1]["accuracy"] == "1.0000"


def test_table_details_show_only_labels_in_use():
    s = score_set("AWPNLI", "x", 2, ["entailment", "contradiction"], ["contradiction", "contradiction"])
    text = format_table([s], details=True).splitlines()
    header = next(k for k, line in enumerate(text) if "gold \\ predicted" in line)
    assert text[header + 1].split() == ["entailment", "contradiction"]
    assert [line.split()[0] for line in text[header + 2 : header + 4]] == ["entailment", "contradiction"]
