"""The year of one item of a numbered series from the years of the others: "Their
third album came out in 2013 ... Their fifth album was released in 2019" -> their
fourth album was released in 2013-2019, so "before 2020".

Items numbered by ordinals ("the third album", "her fifth novel") are numbered in the
order of the event that makes them items: the 4th album was released no later than
the 5th and no earlier than the 3rd (perhaps in the same year). Only the same event
is compared (the hypothesis' verb is the premise's: "released" / "released"), as
another event of an item ("reached number 4") is not ordered by the numbering.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _value, _verb
from qreas.types import Numset, fmt_number

INF = float("inf")


def _dated_items(doc: Any, qs: tuple[Numset, ...], unit: str, verb: str) -> Iterator[tuple[Numset, Numset]]:
    """(ordinal, year) of the premise's numbered items of this unit whose event verb
    is ``verb`` and is dated by the year."""
    for o in qs:
        if o.kind != "ordinal" or o.unit != unit or not o.is_exact:
            continue
        v = _verb(doc, o.number_index)
        if v is None or _lemma(v) != verb:
            continue
        for y in qs:
            if (
                y.kind == "year"
                and y.is_exact
                and (w := _verb(doc, y.number_index)) is not None
                and w.i == v.i
            ):
                yield o, y


@deriver("series-order")
def series_order(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "year":
        return
    hverb = _verb(ctx.hdoc, h.number_index)
    if hverb is None:
        return
    for k in ctx.hypothesis:
        if k.kind != "ordinal" or not k.unit or not k.is_exact:
            continue
        kv = _verb(ctx.hdoc, k.number_index)
        if kv is None or kv.i != hverb.i:
            continue
        lo, hi, sources = -INF, INF, []
        for o, y in _dated_items(ctx.pdoc, ctx.premise, k.unit, _lemma(hverb)):
            if o.lo > k.lo and y.lo < hi:
                hi = y.lo
                sources.append((o, y))
            elif o.lo < k.lo and y.lo > lo:
                lo = y.lo
                sources.append((o, y))
        if not sources:
            continue
        equation = f"{k.text} {k.unit} between " + ", ".join(f"{o.text} ({y.text})" for o, y in sources)
        equation += f": {fmt_number(lo)}..{fmt_number(hi)}"
        value = _value(h, lo, hi).with_(lo_open=False, hi_open=False)
        used = tuple(q for pair in sources for q in pair)
        yield Derived(value, equation, used, frozenset(), frozenset(range(k.start, k.end)))


def _dated_item(doc: Any, qs: tuple[Numset, ...], k: Numset) -> bool:
    """The hypothesis speaks of the item's event and dates it ("released their fourth
    album before 2020"), not of which thing the item is ("X was their second album")."""
    noun = doc[k.number_index].head
    v = _verb(doc, k.number_index)
    if v is None or noun.dep_ in ("attr", "appos") or _lemma(v) == "be":
        return False
    return any(y.kind == "year" and (w := _verb(doc, y.number_index)) is not None and w.i == v.i for y in qs)


@deriver("series-member")
def series_member(ctx: Context) -> Iterator[Derived]:
    """A numbered series with a later item has every earlier one: a band with a fifth
    album has a fourth ("released their fourth album" is about an album that exists)."""
    h = ctx.h
    if h.kind != "ordinal" or not h.unit or not h.is_exact or not _dated_item(ctx.hdoc, ctx.hypothesis, h):
        return
    later = [
        o for o in ctx.premise if o.kind == "ordinal" and o.unit == h.unit and o.is_exact and o.lo > h.lo
    ]
    if later:
        o = min(later, key=lambda q: q.lo)
        yield Derived(h, f"a {o.text} {h.unit} implies a {h.text}", (o,), frozenset(), frozenset())
