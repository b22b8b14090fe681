"""Differences: what is left after giving away, selling or losing some; "N more / fewer
than"; how many more are needed.

Readings (documented decisions):
- "A had X goats and sold Y of them" / "A had Z goats left" (or "was left with Z"):
  "left" is the count right after the event the premise tells, X - Y; the premise's
  event is the only change it reports, and "left" asks about nothing later. This is
  the reading of arithmetic word problems (Roy & Roth 2015; EQUATE's AWPNLI).
- "A has D more goats than B" says |A| - |B| = D exactly (a bare numeral is exact);
  "D fewer" says |B| - |A| = D; "as many ... as" with equal counts holds, and "more
  ... than" without a number is false when the counts are equal.
- "A has X goats but needs Y" / "A needs Y - X more goats": the shortfall.
- Missing information is neutral: the starting count, or the other person's count,
  when the premise does not give it.
Counts in this module are at least 2 where a plural noun follows them.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

LOSS_VERBS = ("gave away", "sold", "lost", "donated")


def _owner(d: Draw, *people: str) -> None:
    d.counted(by_person=True)
    for slot in people:
        d.person(slot)


def _loss(d: Draw, lo_left: int = 2) -> tuple[int, int]:
    """X had, Y given away, X - Y >= lo_left."""
    _owner(d, "a")
    d.choice("lose", LOSS_VERBS)
    x = d.number("x", 6, 120)
    y = d.number("y", 2, x - lo_left)
    return x, y


def _off_by(d: Draw, name: str, right: int, lo: int = 2) -> int:
    """A number that is not ``right`` (near it, or a common slip), at least ``lo``."""
    v = d.number(name, max(lo, right - 12), right + 12)
    if v == right:
        raise Redraw("the wrong answer came out right")
    return v


LOSS_P = "{a} had {x} {noun} and {lose} {y} of them."


@pattern("differences", "entailment", LOSS_P, "{a} had {r} {noun} left.")
def loss_left_entails(d: Draw) -> O.Label:
    x, y = _loss(d)
    return O.value_label(O.exactly(x - y), O.exactly(d.value("r", x - y)))


@pattern("differences", "entailment", LOSS_P, "{a} was left with {r} {noun}.")
def loss_left_with_entails(d: Draw) -> O.Label:
    x, y = _loss(d)
    return O.value_label(O.exactly(x - y), O.exactly(d.value("r", x - y)))


@pattern("differences", "contradiction", LOSS_P, "{a} had {r} {noun} left.")
def loss_wrong_left_contradicts(d: Draw) -> O.Label:
    x, y = _loss(d)
    return O.value_label(O.exactly(x - y), O.exactly(_off_by(d, "r", x - y)))


@pattern("differences", "contradiction", LOSS_P, "{a} had {r} {noun} left.")
def loss_sum_as_left_contradicts(d: Draw) -> O.Label:
    """Adding instead of subtracting."""
    x, y = _loss(d)
    return O.value_label(O.exactly(x - y), O.exactly(d.value("r", x + y)))


@pattern(
    "differences", "entailment", "{a} had {x} {noun} and {lose} all {x} of them.", "{a} had no {noun} left."
)
def loss_of_all_none_left_entails(d: Draw) -> O.Label:
    _owner(d, "a")
    d.choice("lose", LOSS_VERBS)
    x = d.number("x", 2, 120)
    y = d.value("y", x)
    return O.value_label(O.exactly(x - y), O.exactly(0))


@pattern("differences", "neutral", "{a} {lose} {y} {noun}.", "{a} had {r} {noun} left.")
def loss_without_start_neutral(d: Draw) -> O.Label:
    _owner(d, "a")
    d.choice("lose", LOSS_VERBS)
    d.number("y", 2, 90)
    r = d.number("r", 2, 90)
    left = O.Interval(0, O.INF, whole=True)  # the start is unknown, so is what is left
    return O.value_label(left, O.exactly(r))


# --- comparisons ---------------------------------------------------------------------

CMP_P = "{a} has {n} {noun} and {b} has {m}."


def _pair(d: Draw, gap_lo: int = 2) -> tuple[int, int]:
    """|A| = n > |B| = m, n - m >= gap_lo."""
    _owner(d, "a", "b")
    m = d.number("m", 2, 80)
    n = d.number("n", m + gap_lo, m + 60)
    return n, m


@pattern("differences", "entailment", CMP_P, "{a} has {k} more {noun} than {b}.")
def more_than_difference_entails(d: Draw) -> O.Label:
    n, m = _pair(d)
    return O.value_label(O.exactly(n - m), O.exactly(d.value("k", n - m)))


@pattern("differences", "entailment", CMP_P, "{b} has {k} fewer {noun} than {a}.")
def fewer_than_difference_entails(d: Draw) -> O.Label:
    n, m = _pair(d)
    return O.value_label(O.exactly(n - m), O.exactly(d.value("k", n - m)))


@pattern("differences", "contradiction", CMP_P, "{a} has {k} more {noun} than {b}.")
def more_than_wrong_difference_contradicts(d: Draw) -> O.Label:
    n, m = _pair(d)
    return O.value_label(O.exactly(n - m), O.exactly(_off_by(d, "k", n - m)))


@pattern("differences", "contradiction", CMP_P, "{b} has {k} more {noun} than {a}.")
def difference_in_wrong_direction_contradicts(d: Draw) -> O.Label:
    """|B| - |A| = m - n < 0, but the hypothesis says it is k > 0."""
    n, m = _pair(d)
    return O.value_label(O.exactly(m - n), O.exactly(d.value("k", n - m)))


@pattern("differences", "entailment", CMP_P, "{a} has as many {noun} as {b}.")
def equal_counts_as_many_entails(d: Draw) -> O.Label:
    """Zero difference: "as many as" is |A| - |B| = 0 (in its exact use)."""
    _owner(d, "a", "b")
    n = d.number("n", 2, 90)
    m = d.value("m", n)
    return O.value_label(O.exactly(n - m), O.exactly(0))


@pattern(
    "differences", "contradiction", "{a} has {n} {noun} and {b} has {m}.", "{a} has more {noun} than {b}."
)
def equal_counts_more_than_contradicts(d: Draw) -> O.Label:
    _owner(d, "a", "b")
    n = d.number("n", 2, 90)
    m = d.value("m", n)
    return O.value_label(O.exactly(n - m), O.more_than(0))


@pattern("differences", "neutral", "{a} has {n} {noun}.", "{a} has {k} more {noun} than {b}.")
def difference_with_unknown_count_neutral(d: Draw) -> O.Label:
    _owner(d, "a", "b")
    n = d.number("n", 6, 90)
    k = d.number("k", 2, n - 2)
    return O.value_label(O.Interval(-O.INF, n, whole=True), O.exactly(k))  # |B| unknown


@pattern("differences", "entailment", "{a} has {n} {noun}, {k} more than {b}.", "{b} has {m} {noun}.")
def count_from_stated_difference_entails(d: Draw) -> O.Label:
    _owner(d, "a", "b")
    n = d.number("n", 6, 120)
    k = d.number("k", 2, n - 2)
    return O.value_label(O.exactly(n - k), O.exactly(d.value("m", n - k)))


# --- how many more are needed ------------------------------------------------------------

NEED_P = "{a} has {n} {noun} but needs {t}."


def _need(d: Draw) -> tuple[int, int]:
    _owner(d, "a")
    n = d.number("n", 2, 90)
    t = d.number("t", n + 2, n + 60)
    return n, t


@pattern("differences", "entailment", NEED_P, "{a} needs {k} more {noun}.")
def needed_more_entails(d: Draw) -> O.Label:
    n, t = _need(d)
    return O.value_label(O.exactly(t - n), O.exactly(d.value("k", t - n)))


@pattern("differences", "contradiction", NEED_P, "{a} needs {k} more {noun}.")
def needed_more_wrong_contradicts(d: Draw) -> O.Label:
    n, t = _need(d)
    return O.value_label(O.exactly(t - n), O.exactly(_off_by(d, "k", t - n)))


# --- an unstated amount: "some" -------------------------------------------------------------

SOME_P = "{a} had {x} {noun} and {lose} some of them."


def _some(d: Draw) -> int:
    _owner(d, "a")
    d.choice("lose", LOSS_VERBS)
    return d.number("x", 6, 120)


@pattern("differences", "neutral", SOME_P, "{a} had {r} {noun} left.")
def unstated_loss_left_neutral(d: Draw) -> O.Label:
    """ "some" is at least one, so between 0 and x - 1 are left: any one of them is open."""
    x = _some(d)
    r = d.number("r", 2, x - 1)
    return O.value_label(O.between(0, x - 1), O.exactly(r))


@pattern("differences", "contradiction", SOME_P, "{a} still had all {r} {noun}.")
def unstated_loss_all_left_contradicts(d: Draw) -> O.Label:
    x = _some(d)
    r = d.value("r", x)
    return O.value_label(O.between(0, x - 1), O.exactly(r))
