"""Oracle tests for the number phenomena of the generated suite: exact values,
approximation, number forms, percentages, fractions, multiplicative change, rates and
unit conversion. Expected labels are written by hand for concrete slot values
(``label_for`` fixes the named slots), edge cases among them; then every pattern of
these phenomena must generate enough distinct rows with its declared label."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from qreas.suite import generate, label_for, load_patterns
from qreas.suite.draw import Redraw
from qreas.suite.oracle import count_of_unknown_base

PHENOMENA = (
    "exact-values",
    "approximation",
    "number-forms",
    "percentages",
    "fractions",
    "multiplicative-change",
    "rates",
    "unit-conversion",
)
E, N, C = "entailment", "neutral", "contradiction"
KM_M, HOUR_MINUTE, DOLLAR_CENT = 0, 6, 9  # indices in unit_conversion.PAIRS

CASES = [
    # exact values: same / different number, zero, one
    ("exact-values/same-number", {"n": 1}, E),
    ("exact-values/different-number-same-slot", {"n": 40, "m": 41}, C),
    ("exact-values/zero-vs-positive", {"m": 1}, C),
    ("exact-values/zero-vs-positive", {"m": 0}, E),  # "no goats" is zero goats
    ("exact-values/a-single-is-one", {"n": 1}, E),
    ("exact-values/a-single-is-one", {"n": 2}, C),
    ("exact-values/same-number-other-holder", {"n": 40}, N),
    ("exact-values/two-nouns-number-of-the-other-noun", {"n": 40, "m": 25}, C),
    # approximation: supervaluation over 2% and 10%
    ("approximation/exact-vs-about-near-number", {"m": 500, "n": 495}, E),  # 1%: about under both
    ("approximation/exact-vs-about-near-number", {"m": 500, "n": 470}, None),  # 6%: vague zone
    ("approximation/exact-vs-about-near-number", {"m": 500, "n": 440}, C),  # 12%: far
    ("approximation/exact-vs-about-same-number", {"n": 50}, E),
    ("approximation/about-vs-exact-same-number", {"n": 50}, N),  # about 50 is 49..51 at 2%
    ("approximation/exact-above-vs-nearly", {"n": 500, "m": 500}, C),  # nearly N excludes N
    ("approximation/exact-above-vs-nearly", {"n": 500, "m": 499}, E),
    ("approximation/nearly-vs-exact-same-number", {"n": 300}, C),
    ("approximation/about-vs-more-than-far-below", {"n": 500, "m": 400}, E),
    ("approximation/nearly-vs-about-same-number", {"n": 200}, E),
    ("approximation/about-vs-nearly-same-number", {"n": 200}, N),
    # number forms
    ("number-forms/digits-vs-words-same", {"n": 258}, E),
    ("number-forms/words-vs-digits-different", {"n": 258, "m": 259}, C),
    ("number-forms/magnitude-vs-digits-same", {"n_k": 32}, E),
    ("number-forms/magnitude-same-amount-other-object", {"n_k": 32}, N),
    # percentages of a stated base
    ("percentages/share-to-count", {"p": 30, "base": 200, "c": 60}, E),  # the example
    ("percentages/share-to-count", {"p": 30, "base": 200, "c": 59}, C),
    ("percentages/count-to-share", {"p": 30, "base": 200, "c": 60}, E),
    ("percentages/count-to-share", {"p": 30, "base": 200, "c": 66}, C),
    ("percentages/share-without-base", {"p": 30, "c": 60}, N),
    ("percentages/share-without-base", {"p": 30, "c": 7}, C),  # 7 / 0.3 is no whole group
    ("percentages/share-to-count-of-the-rest", {"p": 30, "base": 200}, E),
    ("percentages/share-to-count-of-the-rest", {"p": 30, "base": 200, "rest": 60}, C),
    ("percentages/share-of-group-is-not-share-of-all", {"p": 30, "base": 200, "total": 400}, N),
    # the group is all the members: its share is the members' share
    ("percentages/share-of-group-is-not-share-of-all", {"p": 30, "base": 200, "total": 200}, E),
    ("percentages/share-of-all-below-the-group-count", {"p": 30, "base": 200, "total": 400, "q": 10}, C),
    ("percentages/share-of-group-bounds-all-from-below", {"p": 30, "base": 200, "total": 400}, E),
    # fractions of a stated base
    ("fractions/fraction-to-count", {"f": Fraction(2, 3), "base": 300, "c": 200}, E),
    ("fractions/fraction-to-count", {"f": Fraction(2, 3), "base": 300, "c": 100}, C),
    ("fractions/count-to-fraction", {"f": Fraction(1, 4), "base": 200, "c": 50}, E),
    ("fractions/n-in-m-to-count", {"den": 3, "num": 2, "base": 300, "c": 200}, E),
    ("fractions/one-out-of-every-m-to-count", {"den": 5, "base": 200, "c": 40}, E),
    ("fractions/one-out-of-every-m-to-count", {"den": 5, "base": 200, "c": 5}, C),
    ("fractions/fraction-without-base", {"f": Fraction(1, 3), "c": 5}, N),
    ("fractions/fraction-without-base", {"f": Fraction(2, 3), "c": 5}, C),  # 7.5 people
    ("fractions/fraction-to-count-of-the-rest", {"f": Fraction(1, 2), "base": 100, "rest": 50}, E),
    # multiplicative change
    ("multiplicative-change/multiplied-to-count", {"f": 2, "x": 40, "y": 80}, E),
    ("multiplicative-change/multiplied-to-count", {"f": 2, "x": 40, "y": 42}, C),
    ("multiplicative-change/halved-to-count", {"f": Fraction(1, 2), "x": 40, "y": 20}, E),
    ("multiplicative-change/multiple-without-the-earlier-count", {"y": 12}, N),
    ("multiplicative-change/multiple-without-the-earlier-count", {"y": 7}, C),  # 7 is no multiple
    ("multiplicative-change/rose-from-to-by-percent", {"x": 200, "p_chg": 50, "pc": 50}, E),
    ("multiplicative-change/rose-from-to-by-percent", {"x": 200, "p_chg": 50, "pc": 100}, C),
    ("multiplicative-change/fell-from-to-by-difference", {"x": 50, "y": 30}, E),
    ("multiplicative-change/fell-from-to-vs-rose", {"x": 50, "y": 30}, C),
    # 10% rising by 5 percentage points is 15%; by 5 percent it is 10.5%
    ("multiplicative-change/rate-by-points-to-new-rate", {"r": 10, "k": 5, "s": 15}, E),
    ("multiplicative-change/rate-by-points-to-new-rate", {"r": 10, "k": 5, "s": Fraction(21, 2)}, C),
    # "by N percent" of a rate is read both ways (relative / points): only what both give
    ("multiplicative-change/rate-by-percent-at-most-points", {"r": 10, "k": 5}, E),
    ("multiplicative-change/rate-by-percent-more-than-points", {"r": 10, "k": 5}, C),
    ("multiplicative-change/rate-from-to-at-least-points-in-percent", {"r": 10, "k": 5}, E),
    ("multiplicative-change/rate-from-to-less-than-points-in-percent", {"r": 10, "k": 5}, C),
    # from 100% to 105% is 5 points and also 5 percent: "less than 5 percent" is false
    ("multiplicative-change/rate-from-to-less-than-points-in-percent", {"r": 100, "k": 5}, C),
    ("multiplicative-change/rate-by-points-without-start", {"k": 5, "s": 15}, N),
    # rates
    ("rates/speed-times-time-is-distance", {"v": 60, "h": 3, "dd": 180}, E),
    ("rates/speed-times-time-is-distance", {"v": 60, "h": 3, "dd": 63}, C),
    ("rates/speed-without-time", {"v": 60, "h": 3}, N),
    ("rates/distance-over-time-is-speed", {"v": 60, "h": 3, "dd": 200}, C),
    ("rates/unit-price-times-count-is-cost", {"p": 4, "n": 12, "cost": 48}, E),
    ("rates/unit-price-without-count", {"p": 4, "cost": 12}, N),
    ("rates/unit-price-without-count", {"p": 4, "cost": 10}, C),  # 2.5 pens
    ("rates/equal-share-of-a-bill", {"n": 4, "each": 25, "total": 100}, E),
    ("rates/equal-share-of-a-bill", {"n": 4, "each": 25, "total": 90}, C),
    ("rates/work-rate-times-time", {"r": 50, "t": 10, "amount": 500}, E),
    # unit conversion
    ("unit-conversion/big-unit-to-small-unit", {"pair": KM_M, "x_steps": 6}, E),  # 3 km, 3,000 m
    ("unit-conversion/same-number-other-unit", {"pair": KM_M, "x_steps": 2}, C),  # 1 km, 1 m
    ("unit-conversion/converted-value-other-thing", {"pair": KM_M, "x_steps": 6}, N),
    ("unit-conversion/small-unit-to-big-unit", {"pair": DOLLAR_CENT, "x_steps": 47}, E),  # $2.35
    ("unit-conversion/compound-measure-in-the-small-unit", {"pair": HOUR_MINUTE, "a": 2, "b": 15}, E),
    (
        "unit-conversion/compound-measure-in-the-small-unit",
        {"pair": HOUR_MINUTE, "a": 2, "b": 15, "y": 215},
        C,
    ),
    (
        "unit-conversion/compound-measure-in-the-small-unit",
        {"pair": HOUR_MINUTE, "a": 2, "b": 15, "y": 120},
        C,
    ),
]


@pytest.mark.parametrize(("pid", "values", "expected"), CASES, ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_oracle_labels_for_fixed_values(pid: str, values: dict, expected: str | None) -> None:
    assert label_for(pid, **values) == expected


def test_fixed_values_do_not_depend_on_the_seed() -> None:
    for pid, values, expected in CASES[:20]:
        assert {label_for(pid, seed=s, **values) for s in range(5)} == {expected}, pid


def test_values_that_do_not_fit_are_redrawn() -> None:
    with pytest.raises(Redraw):
        label_for("exact-values/different-number-same-slot", n=40, m=40)
    with pytest.raises(Redraw):
        label_for("percentages/share-to-count", p=30, base=205)  # 61.5 workers


def test_count_of_unknown_base() -> None:
    assert count_of_unknown_base(Fraction(1, 4), 25) == N
    assert count_of_unknown_base(Fraction(3, 10), 7) == C
    assert count_of_unknown_base(2, 9) == C  # twice as many is even
    assert count_of_unknown_base(0, 0) == E


def test_hand_cases_cover_at_least_15_patterns() -> None:
    assert len({c[0] for c in CASES}) >= 15


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return generate(0, 20, phenomena=PHENOMENA)


def test_every_pattern_generates_15_distinct_rows_with_its_label(rows: list[dict]) -> None:
    patterns = {pid: p for pid, p in load_patterns().items() if p.phenomenon in PHENOMENA}
    by_pattern: dict[str, set[tuple[str, str]]] = {pid: set() for pid in patterns}
    for r in rows:
        assert r["gold_label"] == patterns[r["pattern"]].label
        by_pattern[r["pattern"]].add((r["sentence1"], r["sentence2"]))
    few = {pid: len(s) for pid, s in by_pattern.items() if len(s) < 15}
    assert not few


def test_every_phenomenon_has_enough_patterns_of_each_label() -> None:
    labels: dict[str, Counter] = {ph: Counter() for ph in PHENOMENA}
    for p in load_patterns().values():
        if p.phenomenon in PHENOMENA:
            labels[p.phenomenon][p.label] += 1
    for ph, c in labels.items():
        assert sum(c.values()) >= 9, ph
        assert min(c[E], c[N], c[C]) >= 2, (ph, c)


def test_generation_is_deterministic(rows: list[dict]) -> None:
    assert generate(0, 20, phenomena=["rates", "unit-conversion"]) == [
        r for r in rows if r["phenomenon"] in ("rates", "unit-conversion")
    ]
