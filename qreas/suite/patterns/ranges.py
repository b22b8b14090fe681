"""Ranges ("between A and B", "from A to B", "A to B", "A-B") against points, bounds and
other ranges: one count of one described set in one event.

Readings (documented decisions):
- Every range form is CLOSED at both ends for counts: "between 20 and 30 goats" admits
  20 and 30. For "between" this is the inclusive reading (Quirk et al. 1985 note both;
  the inclusive one is the usual one for counts and is the one chosen here); "from A
  to B", "A to B" and "A-B" are inclusive in ordinary usage. An open edge is written
  out as "more than A but fewer than B".
- A range in the PREMISE says the amount is somewhere in it, no more: it does not fix
  a point inside it, so "between 20 and 30" leaves "exactly 25" open (neutral), and it
  leaves any range that only overlaps it open too.
- A range in the HYPOTHESIS is a claim that the amount lies in it (a bound on both
  sides), so an exact premise value inside it, or a premise range inside it, entails it.
- A bare numeral is exact (oracle convention).

Every relation of two intervals is covered (Allen 1983, on a discrete scale): inside,
equal, containing, overlapping on either side, touching at a closed edge, touching at an
open edge, disjoint below and above; and points inside, at the edge, and outside.
"""

from __future__ import annotations

from collections.abc import Callable

from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import Pattern, register

RANGE_FORMS = ("between {a} and {b}", "from {a} to {b}", "{a} to {b}", "{a}-{b}")
OPEN_FORMS = ("more than {a} but fewer than {b}", "over {a} but under {b}")
POINT_FORMS = ("{n}", "exactly {n}")
AT_LEAST_FORMS = ("at least {n}", "no fewer than {n}", "a minimum of {n}")
MORE_THAN_FORMS = ("more than {n}", "over {n}")
FEWER_THAN_FORMS = ("fewer than {n}", "under {n}")
TEMPLATE_P = "{holder} {verb} {pq} {noun}."
TEMPLATE_H = "{holder} {verb} {hq} {noun}."

Phrase = tuple[O.Interval, str]
Drawer = Callable[[Draw], tuple[Phrase, Phrase]]


def _r(d: Draw, name: str, lo: int, hi: int) -> int:
    """A round number (a multiple of 5) in [lo, hi], as range ends usually are."""
    if hi < lo + (-lo) % 5:
        raise Redraw(f"{name}: no multiple of 5 in {lo}..{hi}")
    return d.number(name, lo, hi, step=5)


def _fmt(form: str, **values: int) -> str:
    return form.format(**{k: render.digits(v) for k, v in values.items()})


def _range(d: Draw, a: int, b: int, forms: tuple[str, ...] = RANGE_FORMS, avoid: str = "") -> Phrase:
    form = d.rng.choice([f for f in forms if f != avoid] or list(forms))
    return O.between(a, b), _fmt(form, a=a, b=b)


def _open(d: Draw, a: int, b: int) -> Phrase:
    return O.between(a, b, open_ends=True), _fmt(d.rng.choice(OPEN_FORMS), a=a, b=b)


def _point(d: Draw, n: int) -> Phrase:
    return O.exactly(n), _fmt(d.rng.choice(POINT_FORMS), n=n)


def _bound(d: Draw, n: int, forms: tuple[str, ...], fn: Callable[[int], O.Interval]) -> Phrase:
    return fn(n), _fmt(d.rng.choice(forms), n=n)


def _premise_range(d: Draw, lo: int = 10, width: int = 10) -> tuple[int, int]:
    """[a, b], round ends, b - a between ``width`` and about half of a."""
    a = _r(d, "a", lo, 400)
    b = _r(d, "b", a + width, a + max(width, a // 2))
    return a, b


def _register(name: str, label: O.Label, drawer: Drawer, doc: str) -> None:
    def draw(d: Draw) -> O.Label | None:
        d.counted()
        (p, ptext), (h, htext) = drawer(d)
        d.text("pq", ptext)
        d.text("hq", htext)
        return O.count_label(p, h)

    register(Pattern(f"ranges/{name}", "ranges", label, TEMPLATE_P, TEMPLATE_H, draw, doc))


# --- point premise, range hypothesis ---------------------------------------------------


def _point_inside(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    n = d.number("n", a + 1, b - 1)
    return _point(d, n), _range(d, a, b)


def _point_at_closed_edge(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    n = int(d.value("n", d.rng.choice([a, b])))
    return _point(d, n), _range(d, a, b)


def _point_at_open_edge(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    n = int(d.value("n", d.rng.choice([a, b])))
    return _point(d, n), _open(d, a, b)


def _point_below(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, lo=20)
    n = d.number("n", a // 2, a - 1)
    return _point(d, n), _range(d, a, b)


def _point_above(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    n = d.number("n", b + 1, b + b // 2)
    return _point(d, n), _range(d, a, b)


# --- range premise, point or bound hypothesis -----------------------------------------


def _range_to_point_inside(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    n = d.number("n", a, b)
    return _range(d, a, b), _point(d, n)


def _range_to_point_outside(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, lo=20)
    n = d.number("n", a // 2, a - 1) if d.flip() else d.number("n", b + 1, b + b // 2)
    return _range(d, a, b), _point(d, n)


def _range_above_lower_bound(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, lo=20)
    n = _r(d, "n", a - a // 4, a)
    return _range(d, a, b), _bound(d, n, AT_LEAST_FORMS, O.at_least)


def _range_straddling_bound(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    n = _r(d, "n", a, b - 5)
    return _range(d, a, b), _bound(d, n, MORE_THAN_FORMS, O.more_than)


def _range_at_or_above_upper_bound(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, lo=20)
    n = _r(d, "n", a - a // 4, a)
    return _range(d, a, b), _bound(d, n, FEWER_THAN_FORMS, O.fewer_than)


# --- range premise, range hypothesis --------------------------------------------------


def _inside(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, lo=20)
    c = _r(d, "c", a - a // 2, a)
    e = _r(d, "e", b + 5 if c == a else b, b + b // 2)
    return _range(d, a, b), _range(d, c, e)


def _equal(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    p = _range(d, a, b)
    return p, _range(d, a, b, avoid=next(f for f in RANGE_FORMS if _fmt(f, a=a, b=b) == p[1]))


def _containing(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, width=20)
    c = _r(d, "c", a + 5, b - 10)
    e = _r(d, "e", c + 5, b - 5)
    return _range(d, a, b), _range(d, c, e)


def _overlap_below(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, lo=20)
    c = _r(d, "c", a // 2, a - 5)
    e = _r(d, "e", a, b - 5)
    return _range(d, a, b), _range(d, c, e)


def _overlap_above(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    c = _r(d, "c", a + 5, b)
    e = _r(d, "e", b + 5, b + b // 2)
    return _range(d, a, b), _range(d, c, e)


def _touch_closed(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    e = _r(d, "e", b + 10, b + b // 2)
    return _range(d, a, b), _range(d, b, e)


def _touch_open(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    e = _r(d, "e", b + 10, b + b // 2)
    return _range(d, a, b), _open(d, b, e)


def _disjoint_below(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d, lo=40)
    e = _r(d, "e", a // 2, a - 5)
    c = _r(d, "c", e // 2, e - 5)
    return _range(d, a, b), _range(d, c, e)


def _disjoint_above(d: Draw) -> tuple[Phrase, Phrase]:
    a, b = _premise_range(d)
    c = _r(d, "c", b + 5, b + b // 2)
    e = _r(d, "e", c + 10, c + c // 2)
    return _range(d, a, b), _range(d, c, e)


E, N, C = O.ENTAILMENT, O.NEUTRAL, O.CONTRADICTION
for _name, _label, _drawer, _doc in (
    ("point-inside-range", E, _point_inside, "n with a < n < b: inside the range."),
    ("point-at-closed-edge", E, _point_at_closed_edge, "n = a or b: range forms are inclusive."),
    ("point-at-open-edge", C, _point_at_open_edge, "n = a or b against 'more than a but fewer than b'."),
    ("point-below-range", C, _point_below, "n < a."),
    ("point-above-range", C, _point_above, "n > b."),
    ("range-to-point-inside", N, _range_to_point_inside, "a range does not fix a point in it."),
    ("range-to-point-outside", C, _range_to_point_outside, "a point outside the premise range."),
    ("range-above-lower-bound", E, _range_above_lower_bound, "[a, b] against 'at least n', n <= a."),
    ("range-straddling-bound", N, _range_straddling_bound, "[a, b] against 'more than n', a <= n < b."),
    ("range-at-or-above-upper-bound", C, _range_at_or_above_upper_bound, "'fewer than n', n <= a."),
    ("range-inside-range", E, _inside, "[a, b] strictly inside [c, e]."),
    ("range-equal-range", E, _equal, "the same range in another form."),
    ("range-containing-range", N, _containing, "[c, e] strictly inside the premise's [a, b]."),
    ("range-overlapping-below", N, _overlap_below, "c < a <= e < b."),
    ("range-overlapping-above", N, _overlap_above, "a < c <= b < e."),
    ("range-touching-closed-edge", N, _touch_closed, "[a, b] and [b, e] share b only."),
    ("range-touching-open-edge", C, _touch_open, "[a, b] and (b, e) share nothing."),
    ("range-disjoint-below", C, _disjoint_below, "e < a."),
    ("range-disjoint-above", C, _disjoint_above, "c > b."),
):
    _register(_name, _label, _drawer, _doc)
