"""A count from an ordinal said to be the last: "His third and last symphony was completed
in 1921" -> he wrote three symphonies (a fourth contradicts); "their fifth and final
album" -> five albums.

Why: "the Nth and last N-noun" fixes the series' length at N: the Nth exists, and none
comes after it. Encyclopedia prose closes a career or a series this way rather than
with a count. The count is of the ordinal's noun, so the hypothesis must count that noun
(its unit); an ordinal of the same noun beyond N names a member the series does not
have.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset

LAST = frozenset({"last", "final"})


def _closed_series(doc: Any, q: Numset) -> tuple[str, frozenset[int]] | None:
    """(noun lemma, the words "and last") of "the Nth and last NOUN", else None."""
    if q.kind != "ordinal" or q.end + 2 >= len(doc):
        return None
    conj, last = doc[q.end], doc[q.end + 1]
    if conj.lower_ != "and" or last.lower_ not in LAST:
        return None
    noun = next((t for t in doc[q.end + 2 : q.end + 5] if t.pos_ == "NOUN"), None)
    if noun is None:
        return None
    return noun.lemma_.lower(), frozenset({conj.i, last.i})


@deriver("last-ordinal")
def last_ordinal(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if not h.unit or not lemma_set(ctx.pdoc) & LAST:
        return
    for q in ctx.premise:
        found = _closed_series(ctx.pdoc, q)
        if found is None or found[0] != h.unit:
            continue
        n = q.lo
        if h.kind == "amount" and h.dimension is None:
            value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
            yield Derived(value, f"{q.text} and last = {n:g} {h.unit}", (q,), found[1])
        elif h.kind == "ordinal" and h.lo > n:
            value = h.with_(lo=1, hi=n, lo_open=False, hi_open=False, approximate=False)
            yield Derived(value, f"{q.text} was the last: positions 1 to {n:g}", (q,), found[1])
