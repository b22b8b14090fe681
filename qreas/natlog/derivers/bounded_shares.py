"""Bounded counts and shares of a stated group, both ways.

``counts.count-to-share`` reads an exact count of a group as its share; a quantifier
with a bound gives an interval instead, and the arithmetic is the same on each end
(interval arithmetic over the group's size N):

- "at least 8 of the 9 judges agreed" -> 8/9 to 9/9 of the judges: "most of the
  judges agreed" (more than 50 %) follows; "fewer than 3 of the 9" is under a third,
  which contradicts "most" said of the same predicate (``bounded-count-to-share``);
- "most of the 9 judges agreed" (more than half) -> more than 4.5 of them, so at least
  5: a count of people is a whole number (``share-to-count``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.counts import _base, _names_the_group, _negated, _of_group, same_predicate
from qreas.natlog.groups import group_of, phrase
from qreas.types import Numset, fmt_number


def _interval(h: Numset, lo: float, hi: float) -> Numset:
    return h.with_(lo=lo, hi=hi, lo_open=False, hi_open=False, approximate=False, lo_floor=False)


def _whole_counts(lo: float, lo_open: bool, hi: float, hi_open: bool, size: float) -> tuple[float, float]:
    """The whole numbers of members in (or on) the bounds, within 0 and the group's size."""
    lo, hi = max(lo, 0.0), min(hi, size)  # an open-ended bound stops at the group's size
    hi_open = hi_open and hi < size
    first = math.floor(lo) + 1 if lo_open and lo == math.floor(lo) else math.ceil(lo)
    last = math.ceil(hi) - 1 if hi_open and hi == math.ceil(hi) else math.floor(hi)
    return max(0.0, float(first)), min(size, float(last))


def _noun_after(doc: Any, h: Numset, unit: str | None) -> frozenset[int]:
    """The group's noun right after a share word ("*most judges*" for "of the judges")."""
    k = h.end
    return frozenset({k}) if k < len(doc) and doc[k].lemma_.lower() == unit else frozenset()


@deriver("bounded-count-to-share")
def bounded_count_to_share(ctx: Context) -> Iterator[Derived]:
    """ "at least 8 of the 9 judges" -> 88.9% to 100% of the judges."""
    h = ctx.h
    if h.unit != "%":
        return
    for q in ctx.premise:
        if q.is_exact or q.kind != "amount" or not q.unit or q.unit == "%":
            continue
        if _negated(ctx.pdoc, q) != _negated(ctx.hdoc, h):
            continue
        g = group_of(ctx.pdoc, q)
        base = _base(ctx.premise, g) if g is not None else None
        if base is None or base is q or not base.lo or not _of_group(ctx, base):
            continue
        lo, hi = _whole_counts(q.lo, q.lo_open, q.hi, q.hi_open, base.lo)
        if lo > hi:
            continue
        share = (lo / base.lo * 100, hi / base.lo * 100)
        eq = f"{q.text} of {base.text}: {fmt_number(share[0])}% to {fmt_number(share[1])}%"
        gh = group_of(ctx.hdoc, h)
        yield Derived(_interval(h, *share), eq, (q, base), phrase(g),
                      h_tokens=phrase(gh) if gh is not None else _noun_after(ctx.hdoc, h, base.unit),
                      exclusive=same_predicate(ctx.pdoc, q, ctx.hdoc, h))  # fmt: skip


@deriver("share-to-count")
def share_to_count(ctx: Context) -> Iterator[Derived]:
    """ "most (more than half) of the 9 judges" -> 5 to 9 judges."""
    h = ctx.h
    if h.unit in (None, "", "%") or h.kind != "amount" or _names_the_group(ctx):
        return
    for q in ctx.premise:
        # an exact share's count, and what it says of the rest, are ``counts`` and
        # ``share_wholes``' own; a negated clause speaks of the rest
        if q.unit != "%" or q.is_exact or _negated(ctx.pdoc, q) != _negated(ctx.hdoc, h):
            continue
        g = group_of(ctx.pdoc, q)
        base = _base(ctx.premise, g) if g is not None else None
        if base is None or base is q or not base.lo or base.unit != h.unit:
            continue
        lo, hi = _whole_counts(q.lo * base.lo / 100, q.lo_open, q.hi * base.lo / 100, q.hi_open, base.lo)
        if lo > hi:
            continue
        eq = f"{q.text} of {base.text}: {fmt_number(lo)} to {fmt_number(hi)} {h.unit}"
        gh = group_of(ctx.hdoc, h)
        yield Derived(_interval(h, lo, hi), eq, (q, base), phrase(g),
                      h_tokens=phrase(gh) if gh is not None else _noun_after(ctx.hdoc, h, base.unit),
                      exclusive=same_predicate(ctx.pdoc, q, ctx.hdoc, h))  # fmt: skip
