"""Approximation: "about / around / roughly / approximately / some N", "nearly / almost N"
and "close to N" against exact values, bounds and other approximations.

Reading conventions:
- "about N" (and "around", "roughly", "approximately", "some" before a numeral) is N
  within a tolerance t on either side; "nearly / almost N" is below N within t (the
  polar part of "almost": "almost 500" entails "not 500"; Horn 2002, Nouwen 2006).
- "close to N" is read either way (two-sided like "about", or from below like
  "nearly"): both readings are precisifications, so a label must hold under both.
- Supervaluation (Fine 1975) over the tolerances ``oracle.APPROX_TOLERANCES`` (2% and
  10%): a value inside the vague zone (in "about N" at one tolerance, outside at the
  other) has no label, and the draw is rejected. Values far from N (more than 10% away)
  contradict, values within 2% fit. Numbers are at least 50, so that even the narrow
  tolerance leaves more than one whole count in "about N".
- In "about N" against "about M", both phrases use the same precisification.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

PH = "approximation"
ABOUT = ("about {}", "around {}", "roughly {}", "approximately {}", "some {}")
NEARLY = ("nearly {}", "almost {}")
T = "{holder} {verb} {pq} {noun}."
H = "{holder} {verb} {hq} {noun}."


def _round(d: Draw, name: str) -> int:
    """A round number, as approximations usually are."""
    step = d.rng.choice([10, 50, 100])
    return d.number(name, max(50, step), 50 * step, step)


def _phrase(d: Draw, slot: str, forms: tuple[str, ...], num_slot: str) -> None:
    d.text(slot, d.rng.choice(forms).format(d.slots[num_slot]))


BOUNDS: dict[str, Callable[[int], O.Interval]] = {
    "more than {}": O.more_than,
    "over {}": O.more_than,
    "at least {}": O.at_least,
    "fewer than {}": O.fewer_than,
    "under {}": O.fewer_than,
    "at most {}": O.at_most,
    "exactly {}": O.exactly,
    "{}": O.exactly,
}


def _bound(d: Draw, slot: str, forms: list[str], n: int, num_slot: str) -> O.Interval:
    """A bound phrase on ``n`` in the slot, and its interval."""
    form = d.rng.choice(forms)
    d.text(slot, form.format(d.slots[num_slot]))
    return BOUNDS[form](n)


def _near(d: Draw, name: str, n: int, lo: Fraction, hi: Fraction, below: bool | None = None) -> int:
    """A whole number whose distance from ``n`` is a share in [lo, hi] of ``n``."""
    share = Fraction(d.rng.randint(int(lo * 1000), int(hi * 1000)), 1000)
    sign = (-1 if below else 1) if below is not None else d.rng.choice([-1, 1])
    m = int(d.value(name, round(n + sign * share * n)))
    if m < 1 or m == n:
        raise Redraw("no such number")
    return m


def _label(p: Callable[[Fraction], O.Interval], h: Callable[[Fraction], O.Interval]) -> O.Label | None:
    return O.approx_label(lambda t: O.count_label(p(t), h(t)))


def _close_to(n: int) -> list[Callable[[Fraction], O.Interval]]:
    """The two readings of "close to N"."""
    return [lambda t: O.about(n, t), lambda t: O.nearly(n, t)]


@pattern(PH, "entailment", T, H)
def exact_vs_about_same_number(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    d.text("pq", d.slots["n"])
    _phrase(d, "hq", ABOUT, "n")
    return _label(lambda t: O.exactly(n), lambda t: O.about(n, t))


@pattern(PH, "entailment", T, H)
def exact_vs_about_near_number(d: Draw) -> O.Label | None:
    """A value within 2% of N is "about N" under every tolerance; others are redrawn."""
    d.counted()
    m = _round(d, "m")
    n = _near(d, "n", m, Fraction(0), Fraction(4, 100))
    d.text("pq", d.slots["n"])
    _phrase(d, "hq", ABOUT, "m")
    return _label(lambda t: O.exactly(n), lambda t: O.about(m, t))


@pattern(PH, "contradiction", T, H)
def exact_vs_about_far_number(d: Draw) -> O.Label | None:
    d.counted()
    m = _round(d, "m")
    n = _near(d, "n", m, Fraction(5, 100), Fraction(60, 100))
    d.text("pq", d.slots["n"])
    _phrase(d, "hq", ABOUT, "m")
    return _label(lambda t: O.exactly(n), lambda t: O.about(m, t))


@pattern(PH, "neutral", T, H)
def about_vs_exact_same_number(d: Draw) -> O.Label | None:
    """ "about N" leaves the exact count open, N among the candidates."""
    d.counted()
    n = _round(d, "n")
    _phrase(d, "pq", ABOUT, "n")
    d.text("hq", d.slots["n"])
    return _label(lambda t: O.about(n, t), lambda t: O.exactly(n))


@pattern(PH, "contradiction", T, H)
def about_vs_exact_far_number(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    m = _near(d, "m", n, Fraction(5, 100), Fraction(60, 100))
    _phrase(d, "pq", ABOUT, "n")
    d.text("hq", d.slots["m"])
    return _label(lambda t: O.about(n, t), lambda t: O.exactly(m))


@pattern(PH, "entailment", T, H)
def about_vs_more_than_far_below(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    m = _near(d, "m", n, Fraction(5, 100), Fraction(60, 100), below=True)
    _phrase(d, "pq", ABOUT, "n")
    h = _bound(d, "hq", ["more than {}", "at least {}", "over {}"], m, "m")
    return _label(lambda t: O.about(n, t), lambda t: h)


@pattern(PH, "contradiction", T, H)
def about_vs_fewer_than_far_below(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    m = _near(d, "m", n, Fraction(5, 100), Fraction(60, 100), below=True)
    _phrase(d, "pq", ABOUT, "n")
    h = _bound(d, "hq", ["fewer than {}", "under {}"], m, "m")
    return _label(lambda t: O.about(n, t), lambda t: h)


@pattern(PH, "neutral", T, H)
def about_vs_at_least_same_number(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    _phrase(d, "pq", ABOUT, "n")
    h = _bound(d, "hq", ["at least {}", "more than {}", "fewer than {}", "at most {}"], n, "n")
    return _label(lambda t: O.about(n, t), lambda t: h)


@pattern(PH, "contradiction", T, H)
def about_vs_about_far_apart(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    m = _near(d, "m", n, Fraction(25, 100), Fraction(70, 100))
    if m % 10:
        raise Redraw("approximations are round")
    _phrase(d, "pq", ABOUT, "n")
    _phrase(d, "hq", ABOUT, "m")
    return _label(lambda t: O.about(n, t), lambda t: O.about(m, t))


@pattern(PH, "entailment", T, H)
def nearly_vs_fewer_than_same_number(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    _phrase(d, "pq", NEARLY, "n")
    h = _bound(d, "hq", ["fewer than {}", "under {}", "at most {}"], n, "n")
    return _label(lambda t: O.nearly(n, t), lambda t: h)


@pattern(PH, "contradiction", T, H)
def nearly_vs_exact_same_number(d: Draw) -> O.Label | None:
    """ "almost 500" entails "not 500" (the polar component of "almost")."""
    d.counted()
    n = _round(d, "n")
    _phrase(d, "pq", NEARLY, "n")
    h = _bound(d, "hq", ["{}", "exactly {}", "more than {}"], n, "n")
    return _label(lambda t: O.nearly(n, t), lambda t: h)


@pattern(PH, "entailment", T, H)
def nearly_vs_more_than_far_below(d: Draw) -> O.Label | None:
    d.counted()
    n = _round(d, "n")
    m = _near(d, "m", n, Fraction(15, 100), Fraction(60, 100), below=True)
    _phrase(d, "pq", NEARLY, "n")
    h = _bound(d, "hq", ["more than {}", "at least {}", "over {}"], m, "m")
    return _label(lambda t: O.nearly(n, t), lambda t: h)


@pattern(PH, "entailment", T, H)
def exact_just_below_vs_nearly(d: Draw) -> O.Label | None:
    """A value just under N (within 2%) is "nearly N"; others are redrawn."""
    d.counted()
    n = _round(d, "n")
    m = _near(d, "m", n, Fraction(1, 1000), Fraction(4, 100), below=True)
    d.text("pq", d.slots["m"])
    _phrase(d, "hq", NEARLY, "n")
    return _label(lambda t: O.exactly(m), lambda t: O.nearly(n, t))


@pattern(PH, "contradiction", T, H)
def exact_above_vs_nearly(d: Draw) -> O.Label | None:
    """A value at or above N is not "nearly N"."""
    d.counted()
    n = _round(d, "n")
    m = d.number("m", n, n + n // 5)
    d.text("pq", d.slots["m"])
    _phrase(d, "hq", NEARLY, "n")
    return _label(lambda t: O.exactly(m), lambda t: O.nearly(n, t))


@pattern(PH, "contradiction", T, H)
def close_to_vs_exact_far_number(d: Draw) -> O.Label | None:
    """ "close to N" under both readings, against a value far from N."""
    d.counted()
    n = _round(d, "n")
    m = _near(d, "m", n, Fraction(15, 100), Fraction(60, 100))
    d.text("pq", "close to " + d.slots["n"])
    d.text("hq", d.slots["m"])
    labels = [O.approx_label(lambda t, r=r: O.count_label(r(t), O.exactly(m))) for r in _close_to(n)]
    return O.supervaluate(labels) if None not in labels else None


@pattern(PH, "neutral", T, "{holder2} {verb} {hq} {noun}.")
def about_same_number_other_holder(d: Draw) -> O.Label | None:
    cls, _ = d.counted()
    d.other_holder("holder2", cls)
    n = _round(d, "n")
    _phrase(d, "pq", ABOUT, "n")
    _phrase(d, "hq", ABOUT, "n")
    return O.approx_label(lambda t: O.count_label(O.about(n, t), O.about(n, t), scope="other"))


@pattern(PH, "entailment", T, H)
def nearly_vs_about_same_number(d: Draw) -> O.Label | None:
    """ "nearly N" (below N, within t) lies inside "about N" (N within t)."""
    d.counted()
    n = _round(d, "n")
    _phrase(d, "pq", NEARLY, "n")
    _phrase(d, "hq", ABOUT, "n")
    return _label(lambda t: O.nearly(n, t), lambda t: O.about(n, t))


@pattern(PH, "neutral", T, H)
def about_vs_nearly_same_number(d: Draw) -> O.Label | None:
    """ "about N" allows N and values above it, which "nearly N" excludes."""
    d.counted()
    n = _round(d, "n")
    _phrase(d, "pq", ABOUT, "n")
    _phrase(d, "hq", NEARLY, "n")
    return _label(lambda t: O.about(n, t), lambda t: O.nearly(n, t))
