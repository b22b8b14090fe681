"""Hostile input, limits, properties of interval arithmetic, determinism."""

from __future__ import annotations

import json
import math
import os
import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qreas import Prediction, parse_quantities
from qreas.arithmetic import apply
from qreas.cli import main
from qreas.config import Config
from qreas.numbers import parse_number_words
from qreas.types import LABELS
from tests.fuzzing import pairs, words

# CI size; QREAS_FUZZ_N=100000 for the long run.
FUZZ_N = int(os.environ.get("QREAS_FUZZ_N", "400"))


def test_fuzz_predict_many(reasoner):
    data = pairs(FUZZ_N, seed=int(os.environ.get("QREAS_FUZZ_SEED", "0")))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # over-long sentences are cut with a warning
        preds = reasoner.predict_many(data, errors="collect")
    bad = [(d, p) for d, p in zip(data, preds, strict=True) if not isinstance(p, Prediction)]
    assert bad == []
    assert all(p.label in LABELS for p in preds)


def test_fuzz_parse_quantities():
    for p, h in pairs(100, seed=1):
        for text in (p, h):
            for q in parse_quantities(text[:2000], all_kinds=True):
                assert q.lo <= q.hi or math.isnan(q.lo)


def test_long_sentence_is_cut_with_a_warning(reasoner):
    text = "word " * 3000 + "5 apples"
    with pytest.warns(UserWarning, match="cut to"):
        p = reasoner.predict(text, "5 apples")
    assert p.label in LABELS


@pytest.mark.parametrize("text", ["", "   ", "1e400 apples", "NaN apples", "inf dollars", "$$$ 5 5 5"])
def test_odd_pairs(reasoner, text):
    assert reasoner.predict(text, text).label in LABELS


# ------------------------------------------------------------ properties

INTERVALS = st.tuples(st.floats(-1e6, 1e6, allow_nan=False), st.floats(0, 1e3, allow_nan=False)).map(
    lambda t: (t[0], t[0] + t[1])
)


@given(INTERVALS, INTERVALS, st.sampled_from(["+", "-", "*", "/"]), st.floats(0, 1), st.floats(0, 1))
def test_interval_arithmetic_contains_the_point_results(a, b, op, s, t):
    r = apply(op, a, b)
    x, y = a[0] + s * (a[1] - a[0]), b[0] + t * (b[1] - b[0])
    if r is None:
        assert op == "/" and b[0] <= 0 <= b[1]
        return
    ops = {"+": lambda: x + y, "-": lambda: x - y, "*": lambda: x * y, "/": lambda: x / y}
    point = ops[op]()
    if not math.isfinite(point):  # overflow: the interval overflows too
        assert not all(math.isfinite(v) for v in r)
        return
    assert r[0] - 1e-6 * max(1, abs(point)) <= point <= r[1] + 1e-6 * max(1, abs(point))


@given(st.floats(-1e6, 1e6, allow_nan=False), st.floats(-1e6, 1e6, allow_nan=False),
       st.sampled_from(["+", "-", "*"]))  # fmt: skip
def test_interval_ops_agree_with_points(x, y, op):
    r = apply(op, (x, x), (y, y))
    point = {"+": x + y, "-": x - y, "*": x * y}[op]
    assert r == (point, point)


@settings(max_examples=300)
@given(st.integers(0, 10**9 - 1))
def test_words_round_trip(n):
    assert parse_number_words(words(n)) == n


@given(st.integers(1, 10**6), st.sampled_from(["more than", "at least", "fewer than", "at most"]))
def test_bounds_are_monotone(n, phrase):
    (q,) = parse_quantities(f"They saw {phrase} {n} birds.")
    if phrase in ("more than", "at least"):
        assert q.lo == n and q.hi == math.inf
    else:  # birds are counted: never fewer than none
        assert q.hi == n and q.lo == 0 and q.open_below


# ------------------------------------------------------------ determinism


def test_same_predictions_with_and_without_cache(tmp_path):
    from qreas import Reasoner

    data = pairs(60, seed=3) + [("Sam had 9 dimes and got 7 more.", "Sam has 16 dimes.")]
    runs = [
        Reasoner(use_cache=False).predict_many(data),
        Reasoner(cache_dir=tmp_path).predict_many(data),  # cold: fills the cache
        Reasoner(cache_dir=tmp_path).predict_many(data),  # warm
        Reasoner(cache_dir=tmp_path).predict_many(data, jobs=2),
        Reasoner(Config(), use_cache=False).predict_many(list(reversed(data)))[::-1],
    ]
    dicts = [[p.to_dict() for p in run] for run in runs]
    assert all(d == dicts[0] for d in dicts[1:])


# ------------------------------------------------------------ files


def test_huge_line_and_duplicate_rows(tmp_path, capsys):
    row = {"sentence1": "He had 3 apples. " + "x " * 200_000, "sentence2": "He had 3 apples.",
           "gold_label": "entailment"}  # fmt: skip
    path = tmp_path / "big.jsonl"
    path.write_text(json.dumps(row) + "\n" + json.dumps(row) + "\n")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        status = main(["score", str(path), "--json", "--quiet", "--no-cache"])
    out = json.loads(capsys.readouterr().out)
    assert status == 0 and out["sets"][0]["n"] == 2


def test_not_utf8_is_a_usage_error(tmp_path, capsys):
    path = tmp_path / "x.csv"
    path.write_bytes("premise,hypothesis,label\ncaf\xe9 1,b 1,neutral\n".encode("latin-1"))
    assert main(["score", str(path), "--quiet"]) == 2
    assert "not UTF-8" in capsys.readouterr().err
    assert main(["score", str(path), "--quiet", "--strict"]) == 2  # unreadable, not a bad row


def test_workers_parse_what_was_not_cached_and_store_it(tmp_path, monkeypatch):
    """A cold ``jobs=2`` run: the forked workers parse their shares themselves; the
    same predictions as one process, and the parses they stored serve a warm run that
    parses nothing."""
    from qreas import Reasoner

    data = pairs(80, seed=5) + [("Sam had 9 dimes and got 7 more.", "Sam has 16 dimes.")]
    one = [p.to_dict() for p in Reasoner(use_cache=False).predict_many(data)]
    cold = [p.to_dict() for p in Reasoner(cache_dir=tmp_path).predict_many(data, jobs=2)]
    nocache = [p.to_dict() for p in Reasoner(use_cache=False).predict_many(data, jobs=2)]
    warm_reasoner = Reasoner(cache_dir=tmp_path)

    def no_parsing(texts, *args, **kwargs):
        texts = list(texts)
        assert not texts, f"a warm run parsed {texts[:2]}"
        return iter(())

    monkeypatch.setattr(warm_reasoner.nlp, "pipe", no_parsing)
    warm = [p.to_dict() for p in warm_reasoner.predict_many(data)]
    assert cold == one and nocache == one and warm == one


def test_shares_keep_pairs_with_a_sentence_in_common_together():
    from qreas.parallel import shares

    texts = [["a", "b"], ["c", "d"], ["a", "e"], ["f", "d"], ["g", "h"], ["i", "e"]]
    out = shares(texts, size=2)
    assert sorted(k for share in out for k in share) == list(range(len(texts)))
    where = {k: n for n, share in enumerate(out) for k in share}
    assert where[0] == where[2] == where[5] and where[1] == where[3]
    assert out == shares(texts, size=2)  # a pure function of its input
    assert all(len(share) >= 2 for share in out[:-1])
