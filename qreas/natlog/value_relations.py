"""The lexical relation of a quantity edit: how a premise value stands to the
hypothesis' interval (MacCartney's relations over intervals, ``relations.interval_relation``).

A justification's verdict gives the relation where the value-matching stages decided
(``value_relation``); otherwise the two intervals are compared both ways
(``interval_relation_of``), counts of things as whole numbers ("more than 398" is "at
least 399"), so that complementary bounds are each other's negation.
"""

from __future__ import annotations

import math

from qreas.matching import Interval, relate
from qreas.natlog.relations import Rel, interval_relation
from qreas.types import Justification, Numset


def _bounds(q: Numset) -> tuple[float, float, bool, bool]:
    return q.lo, q.hi, q.lo_open, q.hi_open


def value_relation(j: Justification) -> Rel:
    """The relation a justification's verdict gives: a value restated is ≡ (or ⊏ for a
    bound it falls in), a contradicted one | (alternation), an unsupported one #."""
    if j.verdict == "entails":
        h = j.hypothesis
        if j.value is not None and (j.value[0], j.value[1]) == (h.lo, h.hi) and not (h.lo_open or h.hi_open):
            return Rel.EQ
        if j.method == "match" and len(j.premise) == 1 and _bounds(j.premise[0]) == _bounds(h):
            return Rel.EQ  # the same bound: "more than 5" / "over 5" (⊏ would flip under "not")
        return Rel.EQ if h.is_exact else Rel.FWD
    if j.verdict == "contradicts":
        if j.method == "match" and len(j.premise) == 1 and _complements(j.premise[0], j.hypothesis):
            return Rel.NEG  # "more than $50" / "at most $50": each the other's negation
        return Rel.ALT
    return Rel.IND


def interval_relation_of(p: Numset, h: Numset) -> Rel:
    """How the amount a premise quantity states stands to the hypothesis' interval
    (the value-matching stage's interval test, ``matching.relate``, both ways; one unit unscaled)."""
    if p.dimension != h.dimension:
        return Rel.IND
    pi, hi = Interval.of(p, 1.0 if p.unit == h.unit or not h.scale else p.scale / h.scale), Interval.of(h)
    if _whole_count(p) and _whole_count(h):
        pi, hi = _whole(pi), _whole(hi)
    verdict = relate(pi, hi)
    exhaustive = (_whole_count(p) and _whole_count(h) and _exhaustive(pi, hi)) or _complements(p, h)
    back = relate(hi, pi) == "entails"
    return interval_relation(verdict == "entails", back, verdict == "contradicts", exhaustive)


def _exhaustive(a: Interval, b: Interval) -> bool:
    """Two whole-count intervals that together hold every count 0, 1, 2, ...: "more
    than 20" and "at most 20" are each other's negation (^), not mere alternatives, so
    that "did not sell more than 20" is "sold at most 20" (^ joined with ^ is ≡)."""
    low, high = sorted((a, b), key=lambda i: i.lo)
    return low.lo <= 0 and high.hi == math.inf and low.hi + 1 >= high.lo


def _complements(p: Numset, h: Numset) -> bool:
    """Two bounds of one measure, in one unit, that split the non-negative values at one
    point, the point on exactly one side ("more than $50" / "at most $50"): each is the
    other's negation, for measures as for counts (``_exhaustive``)."""
    if p.unit != h.unit or p.dimension != h.dimension or p.approximate or h.approximate:
        return False
    low, high = sorted((p, h), key=lambda q: q.lo)
    return (
        low.lo <= 0
        and (not low.lo_open or low.lo == -math.inf)
        and high.hi == math.inf
        and low.hi == high.lo
        and low.hi_open != high.lo_open
    )


def _whole_count(q: Numset) -> bool:
    """A count of things (no unit of measure, no percentage): whole numbers only."""
    return q.kind == "amount" and q.dimension is None and q.unit != "%" and not q.approximate


def _whole(i: Interval) -> Interval:
    """An interval of whole numbers with closed integer ends ("more than 398" is "at
    least 399", "fewer than 10" is "at most 9")."""
    lo, hi, lo_open, hi_open = i.lo, i.hi, i.lo_open, i.hi_open
    if lo_open and math.isfinite(lo) and lo == int(lo):
        lo, lo_open = lo + 1, False
    if hi_open and math.isfinite(hi) and hi == int(hi):
        hi, hi_open = hi - 1, False
    return Interval(lo, hi, lo_open, hi_open)
