"""Counts a ranking implies: "placed fourteenth" -> 13 finished ahead; "tenth out of
22" -> 12 behind; "fourth ... ninth" -> 4 between; "placed fourth" -> at least 4 took
part; "last of 5" with "fifth" is a place, not a count (``qreas.natlog.places``).

The hypothesis quantity counts participants ahead of, behind or between named ones,
or the field ("took part", "competed"); ``qreas.positions`` reads which, and
``qreas.rankings`` computes the count from the premise's places under the strict-
order reading (one place each, no ties unless stated). The count is exclusive: the
places fix it, so another number is a contradiction.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.places import claim_tokens, premise_tokens
from qreas.positions import Count, read
from qreas.rankings import count_span, ranking


def _count_of(ctx: Context) -> Count | None:
    """The count statement whose number is the hypothesis quantity."""
    h = ctx.h
    reading = read(ctx.hdoc)
    if reading.ties:
        return None
    return next((c for c in reading.counts if c.number is not None and h.start <= c.number < h.end), None)


@deriver("position-counts")
def position_counts(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None:
        return
    claim = _count_of(ctx)
    if claim is None:
        return
    r = ranking(read(ctx.pdoc), claim.event.key if claim.event is not None else None)
    if r is None:
        return
    found = count_span(r, claim)
    if found is None:
        return
    span, equation = found
    value = h.with_(lo=span.lo, hi=span.hi, lo_open=False, hi_open=False, approximate=False, lo_floor=False)
    p_tokens = premise_tokens(r, claim)
    sources = tuple(p for p in ctx.premise if p.number_index in p_tokens)
    yield Derived(value, equation, sources, p_tokens, claim_tokens(claim) - set(range(h.start, h.end)))
