"""Compound measures: "2 hours and 15 minutes" is one measure of 135 minutes; "3 feet
6 inches", "1 kilometre and 200 metres" likewise.

Two measures of one dimension written side by side (joined by "and", a comma or
nothing), the larger unit first, are the parts of one amount: their sum (the way a
clock time or a height is written). Read apart, the second part would be taken for
the whole ("15 minutes" against "135 minutes"). The sum is converted to the
hypothesis' unit by the units' scales.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import fmt_number

JOINERS = frozenset({"and", ","})


@deriver("compound-measure")
def compound_measure(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.dimension is None or not h.scale:
        return
    measures = (q for q in ctx.premise if q.dimension == h.dimension and q.is_exact)
    parts = sorted(measures, key=lambda q: q.start)
    for big, small in zip(parts, parts[1:], strict=False):
        between = [t.lower_ for t in ctx.pdoc[big.end : small.start]]
        if len(between) > 1 or not set(between) <= JOINERS or big.scale <= small.scale:
            continue
        total = (big.lo * big.scale + small.lo * small.scale) / h.scale
        value = h.with_(lo=total, hi=total, lo_open=False, hi_open=False, approximate=False)
        joiner = frozenset(range(big.end, small.start))
        equation = f"{big.text} + {small.text} = {fmt_number(total)} {h.unit}"
        yield Derived(value, equation, (big, small), joiner)
        return
