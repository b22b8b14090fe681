"""Percentage points against percent: the change between two percentages.

- "point-change": "it is at 62 percent of capacity ... a year ago it was at 85 percent"
  -> "the level has fallen 23 *percentage points*": the difference of two stated
  percentages is a change in points (the levels' own unit).
- ``relative_claim`` (a guard ``qreas.document`` applies): "the level has fallen 23
  *percent*" is a relative change, (62 - 85) / 85 = -27 percent, not the difference
  of the levels. An entailment that matched a claim's percent change with the
  difference of two stated percentages is a contradiction unless the relative change
  (from either level) is the claim's.

Why: the benchmark's summaries confuse the two ("percentage points vs percent"); a
reader computes each from the two levels (Q-REAS arithmetic with the unit kept apart).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Justification, Numset, fmt_number

POINTS = "percentage point"
CHANGE_SIZE_BEFORE = frozenset({"by", "up", "down"})  # "rose *by* 5 percent": a change, no level


def _levels(doc: Any, premise: Sequence[Numset]) -> list[Numset]:
    """The premise's percentages that are levels: exact, not the size of a change ("by 5
    percent", "up 5 percent") and not followed by a comparative ("5 percent more")."""
    from qreas.claim_guards import direction

    return [
        q for q in premise
        if q.unit == "%" and q.is_exact and not direction(doc, q)
        and not (q.start > 0 and doc[q.start - 1].lower_ in CHANGE_SIZE_BEFORE)
    ]  # fmt: skip


@deriver("point-change")
def point_change(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.unit != POINTS:
        return
    levels = _levels(ctx.pdoc, ctx.premise)
    if len(levels) != 2:
        return
    a, b = levels
    d = abs(a.lo - b.lo)
    value = h.with_(lo=d, hi=d, lo_open=False, hi_open=False, approximate=False)
    yield Derived(value, f"|{a.text} - {b.text}| = {fmt_number(d)} points", (a, b))


def relative_claim(pdoc: Any, hdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """The reason an entailment is a contradiction: it took a claim's percent change for
    the difference of two stated percentages, and neither relative change is it."""
    from qreas.claim_guards import direction
    from qreas.rival_mentions import disjoint

    for j in justifications:
        if j.verdict != "entails" or len(j.premise) != 2 or "-" not in j.postfix:
            continue
        h = j.hypothesis
        if h.unit != "%" or any(p.unit != "%" for p in j.premise) or not direction(hdoc, h):
            continue
        a, b = (p.lo for p in j.premise)
        if min(a, b) <= 0:
            continue
        rel = [abs(a - b) / x * 100 for x in (a, b)]
        if all(disjoint(h.with_(lo=r, hi=r, lo_open=False, hi_open=False), h) for r in rel):
            return (
                f"'{h.text}' is a relative change; {j.premise[0].text} and {j.premise[1].text} differ by "
                f"{fmt_number(abs(a - b))} points, {fmt_number(round(min(rel), 1))} to "
                f"{fmt_number(round(max(rel), 1))} percent"
            )
    return None
