"""The generated suite: determinism, the split, coverage, independence from the engine,
the lexicon's WordNet relations, and the `qreas suite` command."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from argparse import Namespace
from collections import Counter, defaultdict

import pytest

from qreas.suite import generate, label_for, load_patterns, split_of, to_jsonl
from qreas.suite.commands import run as run_suite
from qreas.suite.lexicon import suite_lexicon


@pytest.fixture(scope="module")
def rows():
    return generate(seed=0, per_pattern=20, split="all")


def test_acceptance_size_and_coverage(rows):
    patterns = load_patterns()
    assert len(patterns) >= 250
    assert len(rows) >= 5000
    labels = defaultdict(set)
    for p in patterns.values():
        labels[p.phenomenon].add(p.label)
    assert len(labels) >= 20
    missing = {ph: {"entailment", "neutral", "contradiction"} - ls for ph, ls in labels.items()}
    assert not {ph: m for ph, m in missing.items() if m}, "every phenomenon needs all three labels"


def test_every_pattern_gives_distinct_rows_with_its_label(rows):
    by = defaultdict(list)
    for r in rows:
        by[r["pattern"]].append(r)
    patterns = load_patterns()
    assert set(by) == set(patterns)
    thin = {pid: len(rs) for pid, rs in by.items() if len(rs) < 10}
    assert not thin, f"patterns with fewer than 10 distinct instances: {thin}"
    for pid, rs in by.items():
        assert {r["gold_label"] for r in rs} == {patterns[pid].label}
        assert len({(r["sentence1"], r["sentence2"]) for r in rs}) == len(rs)


def test_same_seed_same_bytes_other_seed_other_rows():
    a = to_jsonl(generate(seed=7, per_pattern=3))
    assert a == to_jsonl(generate(seed=7, per_pattern=3))
    assert a != to_jsonl(generate(seed=8, per_pattern=3))


def test_split_is_a_fixed_rule_on_the_id_and_both_splits_cover_every_phenomenon():
    patterns = load_patterns()
    dev = [p for p in patterns.values() if split_of(p.id) == "dev"]
    share = len(dev) / len(patterns)
    assert 0.6 <= share <= 0.8
    assert split_of("bounds/at-least-vs-at-least-lower") == split_of("bounds/at-least-vs-at-least-lower")
    for split in ("dev", "test"):
        covered = {p.phenomenon for p in patterns.values() if split_of(p.id) == split}
        assert covered == {p.phenomenon for p in patterns.values()}, split
    test_rows = generate(seed=0, per_pattern=2, split="test")
    assert test_rows and {r["split"] for r in test_rows} == {"test"}


def test_rows_are_equate_format_with_suite_fields(rows):
    r = rows[0]
    assert {"sentence1", "sentence2", "gold_label", "pattern", "phenomenon", "split", "slots"} <= set(r)
    assert r["sentence1"][0].isupper() and "{" not in r["sentence1"] + r["sentence2"]


def test_label_for_fixes_slot_values():
    pid = "bounds/more-than-vs-at-least-lower"
    assert label_for(pid, n=5, m=6) == "entailment"  # more than 5 = at least 6 (counts)
    assert label_for(pid, n=5, m=7) == "neutral"
    assert label_for("bounds/exactly-vs-fewer-than-equal", n=6, m=6) == "contradiction"
    assert label_for("bounds/exactly-vs-at-most-equal", n=6, m=6) == "entailment"


def test_the_suite_does_not_import_the_engine():
    code = (
        "import sys; from qreas.suite import generate; generate(0, 1); "
        "bad = [m for m in ('qreas.reasoner', 'qreas.pruner', 'qreas.composer', 'qreas.quantities', "
        "'qreas.matching', 'qreas.roles', 'qreas.verbal', 'spacy') if m in sys.modules]; print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_lexicon_relations_hold_in_wordnet():
    from qreas.resources import load_wordnet

    wn = load_wordnet()

    def under(word: str, hyper: str) -> bool:
        targets = set(wn.synsets(hyper.replace(" ", "_"), "n"))
        return any(targets & set(path[:-1]) for s in wn.synsets(word, "n") for path in s.hypernym_paths())

    lex = suite_lexicon()
    for c in lex.classes:
        assert len(c.members) >= 5, c.name
        for m in c.members:
            assert under(m.sg, c.hypernym.sg), f"{m.sg} is not a {c.hypernym.sg} in WordNet"
            others = [o for o in c.members if o != m]
            assert not any(under(m.sg, o.sg) for o in others), f"{m.sg} is under another member"
    for _, noun in lex.people:
        assert under(noun.sg.lower(), "person"), noun.sg


def test_cli_generate_and_list(tmp_path):
    out = tmp_path / "dev.jsonl"
    err = io.StringIO()
    args = Namespace(
        suite_command="generate", seed=0, per_pattern=2, split="dev", phenomena="bounds", out=str(out)
    )
    assert run_suite(args, stderr=err) == 0
    lines = out.read_text().splitlines()
    assert lines and all(
        json.loads(x)["split"] == "dev" and json.loads(x)["phenomenon"] == "bounds" for x in lines
    )
    assert "pairs from" in err.getvalue()
    bad = Namespace(suite_command="generate", seed=0, per_pattern=2, split="dev", phenomena="nope", out=None)
    err = io.StringIO()
    assert run_suite(bad, stderr=err) == 2 and "unknown phenomena: nope" in err.getvalue()
    listing = io.StringIO()
    assert run_suite(Namespace(suite_command="list", json=True), stdout=listing) == 0
    listed = [json.loads(x) for x in listing.getvalue().splitlines()]
    assert len(listed) == len(load_patterns())
    assert Counter(x["split"] for x in listed).keys() == {"dev", "test"}


def test_counted_draws_a_verb_that_suits_its_holder():
    """The verb of a counted noun is one its holder uses with that class (no "the
    orchard picked"); a person's things come only from classes with a "someone" row."""
    import random

    from qreas.suite.draw import Draw

    for i in range(300):
        d = Draw(random.Random(i))
        cls, _ = d.counted()
        assert d.slots["verb"] in cls.verbs_for(d.slots["holder"]), d.slots
        cls, _ = d.counted("p", by_person=True)
        assert cls.person_verbs and d.slots["pverb"] in cls.person_verbs
        assert "pholder" not in d.slots
    owned = {c.name for c in suite_lexicon().classes if c.person_verbs}
    assert owned and "vehicle" not in owned and "tree" not in owned


def test_class_rows_must_agree_on_the_hypernym(monkeypatch, tmp_path):
    """A malformed row of suite_classes.tsv is reported with its file and line."""
    from qreas.suite import lexicon

    bad = tmp_path / "suite_classes.tsv"
    bad.write_text("# header\nfruit\tfruit\tfruits\tthe market\tsold\nfruit\tfood\tfoods\tthe stall\tsold\n")
    monkeypatch.setattr(lexicon, "files", lambda _pkg: tmp_path)
    members = {"fruit": [lexicon.Noun("apple", "apples", "fruit")]}
    with pytest.raises(ValueError, match=r"suite_classes.tsv:3"):
        lexicon._classes(members)
    bad.write_text("fruit\tfruit\tfruits\tthe market\n")
    with pytest.raises(ValueError, match=r"suite_classes.tsv:1: want 5"):
        lexicon._classes(members)


def test_same_bytes_in_fresh_processes_whatever_the_hash_seed(tmp_path):
    """Set iteration order depends on PYTHONHASHSEED: the file must not."""
    import hashlib
    import os

    digests = set()
    for seed in ("1", "2"):
        out = tmp_path / f"s{seed}.jsonl"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        cmd = ["generate", "--seed", "3", "--per-pattern", "2", "--split", "all", "--out", str(out)]
        code = f"from qreas.cli import main; main(['suite', *{cmd!r}])"
        subprocess.run([sys.executable, "-c", code], check=True, env=env, capture_output=True)
        digests.add(hashlib.sha256(out.read_bytes()).hexdigest())
    assert len(digests) == 1


def test_listing_into_a_closed_pipe_is_quiet():
    proc = subprocess.run(
        f"{sys.executable} -m qreas suite list --json | head -1",
        shell=True,
        capture_output=True,
        text=True,
        check=True,
    )
    assert proc.stdout.count("\n") == 1 and "Traceback" not in proc.stderr
