"""ValueMatch: how the value of a premise quantity relates to a hypothesis value.

Values are intervals with open or closed ends (see ``Numset``). The premise entails
the hypothesis value when its interval lies inside the hypothesis interval ("6
friends" entails "more than 1 friend"); it contradicts when the two are disjoint
("6 friends" vs "fewer than 6 friends"); otherwise they are merely compatible ("more
than 1 friend" neither entails nor rules out "6 friends"). Endpoints equal within a
relative tolerance count as equal (no exact float comparison).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from qreas.rounding import half_unit
from qreas.types import Numset

Verdict = Literal["entails", "contradicts", "compatible"]


@dataclass(frozen=True)
class Interval:
    lo: float
    hi: float
    lo_open: bool = False
    hi_open: bool = False

    @staticmethod
    def of(q: Numset, factor: float = 1.0) -> Interval:
        """The quantity's interval, multiplied by a positive unit conversion factor."""
        lo = -math.inf if q.open_below else q.lo * factor  # a bound's floor: one-sided
        return Interval(lo, q.hi * factor, q.lo_open, q.hi_open)


def close(a: float, b: float, rel_tol: float) -> bool:
    """Equal within ``rel_tol`` relative to the larger magnitude (and at least 1)."""
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= rel_tol * max(abs(a), abs(b), 1.0)


def _lo_inside(p: Interval, h: Interval, tol: float) -> bool:
    """Is p's lower end at or above h's lower end?"""
    if close(p.lo, h.lo, tol):
        return not h.lo_open or p.lo_open
    return p.lo > h.lo


def _hi_inside(p: Interval, h: Interval, tol: float) -> bool:
    if close(p.hi, h.hi, tol):
        return not h.hi_open or p.hi_open
    return p.hi < h.hi


def _below(a: Interval, b: Interval, tol: float) -> bool:
    """Does a lie entirely below b?"""
    if close(a.hi, b.lo, tol):
        return a.hi_open or b.lo_open
    return a.hi < b.lo


def relate(p: Interval, h: Interval, tol: float = 1e-4) -> Verdict:
    """The relation of a premise interval to a hypothesis interval."""
    if any(math.isnan(x) for x in (p.lo, p.hi, h.lo, h.hi)):
        return "compatible"
    if _lo_inside(p, h, tol) and _hi_inside(p, h, tol):
        return "entails"
    if _below(p, h, tol) or _below(h, p, tol):
        return "contradicts"
    return "compatible"


def relate_quantities(p: Numset, h: Numset, factor: float = 1.0, tol: float = 1e-4) -> Verdict:
    """ValueMatch for two Numsets; an approximate premise entails its own nominal value,
    and a closed premise lower bound ("at least 486") entails the bare numeral at that
    bound ("486 flights"; "more than 100" excludes 100 and still rules it out).

    "about 300 soldiers" supports "300 soldiers": the approximation widened the
    premise to [294, 306], but the stated number is the hypothesis' number.
    """
    pi, hi = Interval.of(p, factor), Interval.of(h)
    verdict = relate(pi, hi, tol)
    # a one-sided approximation ("nearly 2 million", [1.8, 2) million) has its stated
    # figure at the open end, which it excludes: its midpoint is no figure it states
    if verdict == "compatible" and p.approximate and h.is_exact and not (p.lo_open or p.hi_open):
        nominal = (pi.lo + pi.hi) / 2
        if close(nominal, h.lo, tol):
            return "entails"
    if verdict == "compatible" and _same_round_figure(p, h, pi, hi):
        return "entails"
    bare = h.is_exact or (h.approximate and math.isfinite(h.lo) and math.isfinite(h.hi))
    converts = factor > 0 and factor != 1.0  # another unit of the same dimension
    if verdict != "entails" and converts and bare and _converted(Interval.of(p), hi, factor):
        return "entails"
    if verdict == "contradicts" and h.is_exact and p.is_exact and _rounds_to(pi.lo, h):
        return "entails"
    amount = p.kind in ("amount", "ratio")  # "since 1990" does not place a time in 1990
    if verdict == "compatible" and bare and amount and pi.hi == math.inf and math.isfinite(pi.lo):
        # a bare numeral is lower-bounded ("13 civilians were wounded" is true when at
        # least 13 were): the premise's own bound supports it, nothing above the bound.
        # An approximation is two-sided ("about 30 were killed" is false of 100): only
        # the bound's own figure restated ("at least 27" / "about 27") is supported
        within = hi.lo <= pi.lo + tol * max(abs(pi.lo), 1.0) and pi.lo <= hi.hi + tol * max(abs(hi.hi), 1.0)
        if h.is_exact and within:
            return "entails"
        if not h.is_exact and close((hi.lo + hi.hi) / 2, pi.lo, tol):
            return "entails"
    return verdict


_DECIMAL = re.compile(r"\d[\d,]*\.(\d+)")


def _rounds_to(value: float, h: Numset) -> bool:
    """Is a hypothesis figure written with decimals ("$1.8 trillion", "7.8%") the
    premise figure rounded to its last written decimal ("$1.845 trillion")? A figure
    with decimals states its precision: it is true of any value within half a unit of
    its last digit. A tie (7.15 for 7.2) depends on the rounding convention: no."""
    m = _DECIMAL.search(h.text)
    if m is None:
        return False
    written = float(m.group(0).replace(",", ""))
    if written == 0:
        return False
    half = 0.5 * 10.0 ** -len(m.group(1)) * abs(h.lo / written)
    return abs(value - h.lo) < half * (1 - 1e-9)


def _converted(p: Interval, h: Interval, factor: float) -> bool:
    """A figure converted to another unit is rounded: "222 meters ( 728 feet )" are
    221.9 m and 728.3 feet, "about 500 kilometers ( 310 miles )" are 310.7 miles. Two
    figures in different units state one measure when each, converted, rounds to the
    other as written: to half a unit of its last non-zero digit (trailing zeros of a
    whole number are not significant: "310" is 305..315). Both ways, so that a coarse
    "700 feet" is no rounding of "222 meters" (213 m)."""
    if not all(math.isfinite(x) for x in (p.lo, p.hi, h.lo, h.hi)) or whole_factor(factor):
        return False
    p_stated, h_stated = (p.lo + p.hi) / 2, (h.lo + h.hi) / 2
    return abs(p_stated * factor - h_stated) <= half_unit(h_stated) and abs(
        h_stated / factor - p_stated
    ) <= half_unit(p_stated)


def whole_factor(factor: float) -> bool:
    """Units a whole number apart (a week is 7 days, a fortnight 14, an hour 60 minutes,
    a kilometer 1,000 meters, a foot 12 inches) convert exactly, so nobody rounds the
    conversion: "a fortnight" is 14 days, never "10 days", and "10 days" is no "week".
    Rounding is for factors with decimals (metric / imperial: "222 meters (728 feet)")."""
    if factor <= 0:
        return False
    k = max(factor, 1 / factor)
    return abs(k - round(k)) < 1e-6 * k


def _same_round_figure(p: Numset, h: Numset, pi: Interval, hi: Interval) -> bool:
    """Two hedged figures ("roughly a third", "about 33 percent") where the premise's
    figure, rounded to the hypothesis' precision, is the hypothesis' figure and lies
    inside its hedge: a reader who hedges a figure may round it, so the coarser hedge
    says the same. Only two-sided hedges ("nearly" has its figure at an open end), and
    only toward the coarser figure: "about 50" does not say "about 48"."""
    if not (p.approximate and h.approximate) or p.lo_open or p.hi_open or h.lo_open or h.hi_open:
        return False
    if not all(math.isfinite(x) for x in (pi.lo, pi.hi, hi.lo, hi.hi)):
        return False
    p_stated, h_stated = (pi.lo + pi.hi) / 2, (hi.lo + hi.hi) / 2
    # within the hypothesis' own hedge too: "about 460" is not "about 500"
    return abs(p_stated - h_stated) < min(half_unit(h_stated), (hi.hi - hi.lo) / 2) * (1 - 1e-9)

