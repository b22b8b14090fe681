"""ValueMatch on intervals: exact values, strict and non-strict bounds, ranges,
approximations and the relative tolerance."""

import math

import pytest

from qreas.matching import Interval, close, relate, relate_quantities
from qreas.types import Numset

INF = math.inf


def iv(lo, hi=None, lo_open=False, hi_open=False):
    return Interval(lo, lo if hi is None else hi, lo_open, hi_open)


@pytest.mark.parametrize(
    "p, h, verdict",
    [
        (iv(6), iv(6), "entails"),
        (iv(6), iv(7), "contradicts"),
        (iv(6), iv(1, INF, lo_open=True), "entails"),  # 6 -> more than 1
        (iv(1, INF, lo_open=True), iv(6), "compatible"),  # more than 1 -> 6: unknown
        (iv(6), iv(-INF, 6, hi_open=True), "contradicts"),  # 6 vs fewer than 6
        (iv(6), iv(-INF, 6), "entails"),  # 6 -> at most 6
        (iv(6), iv(6, INF, lo_open=True), "contradicts"),  # 6 vs more than 6
        (iv(6), iv(6, INF), "entails"),  # 6 -> at least 6
        (iv(7), iv(-INF, 8, hi_open=True), "entails"),  # 7 -> less than 8
        (iv(20), iv(-INF, 80, hi_open=True), "entails"),
        (iv(-INF, 30, hi_open=True), iv(20), "compatible"),  # less than 30 -> 20
        (iv(-INF, 30, hi_open=True), iv(40), "contradicts"),  # less than 30 vs 40
        (iv(-INF, 5, hi_open=True), iv(-INF, 10, hi_open=True), "entails"),
        (iv(-INF, 10, hi_open=True), iv(-INF, 5, hi_open=True), "compatible"),
        (iv(20, 30), iv(10, 40), "entails"),  # range inside range
        (iv(10, 40), iv(20, 30), "compatible"),
        (iv(10, 20), iv(30, 40), "contradicts"),
        (iv(10, 20, hi_open=True), iv(20, 30), "contradicts"),  # touching, one open
        (iv(10, 20), iv(20, 30), "compatible"),  # touching, both closed
        (iv(294, 306), iv(300), "compatible"),  # about 300 vs exactly 300
        (iv(300), iv(294, 306), "entails"),  # 300 -> about 300
        (iv(100.00001), iv(100), "entails"),  # within tolerance
        (iv(101), iv(100), "contradicts"),
    ],
)
def test_relate(p, h, verdict):
    assert relate(p, h) == verdict


def test_close_uses_relative_tolerance():
    assert close(1e9, 1e9 + 10, 1e-4)
    assert not close(1e9, 1.01e9, 1e-4)
    assert close(0.0, 1e-5, 1e-4)  # absolute floor of 1 * tol near zero
    assert not close(INF, 1e300, 1e-4)
    assert close(INF, INF, 1e-4)


def test_nan_is_never_a_verdict_of_entailment_or_contradiction():
    assert relate(iv(math.nan), iv(1)) == "compatible"


def test_unit_factor_applies_to_premise():
    km = Numset(lo=2, hi=2, unit="kilometer")
    m = Numset(lo=2000, hi=2000, unit="meter")
    assert relate_quantities(km, m, factor=1000) == "entails"
    assert relate_quantities(km, m, factor=1) == "contradicts"


def test_approximate_premise_supports_its_nominal_value():
    about = Numset(lo=294, hi=306, unit="soldier", approximate=True)
    assert relate_quantities(about, Numset(lo=300, hi=300, unit="soldier")) == "entails"
    assert relate_quantities(about, Numset(lo=297, hi=297, unit="soldier")) == "compatible"
    assert relate_quantities(about, Numset(lo=400, hi=400, unit="soldier")) == "contradicts"


def test_a_lower_bound_supports_the_bare_numeral_at_the_bound():
    inf = math.inf
    at_least = Numset(lo=13, hi=inf, unit="civilian")
    more_than = Numset(lo=100, hi=inf, lo_open=True, unit="recommendation")
    assert relate_quantities(at_least, Numset(lo=13, hi=13, unit="civilian")) == "entails"
    # "more than 100" excludes 100 itself: that stays a contradiction
    assert relate_quantities(more_than, Numset(lo=100, hi=100, unit="recommendation")) == "contradicts"
    # nothing above the bound, and a bound is not a bare numeral
    assert relate_quantities(at_least, Numset(lo=20, hi=20, unit="civilian")) == "compatible"
    assert relate_quantities(at_least, Numset(lo=-inf, hi=20, unit="civilian")) == "compatible"
    # an exact premise still rules a smaller number out
    assert relate_quantities(Numset(lo=15, hi=15), Numset(lo=13, hi=13)) == "contradicts"
