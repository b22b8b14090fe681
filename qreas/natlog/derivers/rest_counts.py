"""The count of the rest of a closed group, told with "the other N" / "the remaining N":
"Of the five candidates, two withdrew; the other three stayed in the race" says
exactly three stayed, so "Four candidates stayed" is false.

Why: "the other three" names the members the first part left out, and what it says of
them is their whole count for that predicate (the first part, having done otherwise,
does not add to it). Without this reading the arithmetic stages look for any equation
over the three numbers that yields the claim's number (5 + 2 - 3 = 4) and find one. The
claim must say the same verb of the same counted noun (a claim about those who
withdrew is the complement derivers' business).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset


def _rest_marker(doc: Any, q: Numset) -> frozenset[int]:
    """ "the *other* three", "the *remaining* 12": the rest words before a count."""
    k = q.number_index
    words = word_set("rest_words.txt")
    found = [i for i in range(max(0, q.start - 2), k) if doc[i].lower_ in words]
    return frozenset(found)


def _verb(doc: Any, q: Numset) -> Any | None:
    tok = doc[q.number_index]
    return next((a for a in (tok, *tok.ancestors) if a.pos_ in ("VERB", "AUX")), None)


@deriver("rest-count")
def rest_count(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or not h.is_exact:
        return
    if not word_set("rest_words.txt") & lemma_set(ctx.pdoc):
        return
    h_verb = _verb(ctx.hdoc, h)
    if h_verb is None:
        return
    for q in ctx.premise:
        marker = _rest_marker(ctx.pdoc, q)
        verb = _verb(ctx.pdoc, q) if marker else None
        # the rest's unit, or a unit the parser took from a verb ("five *quit*; the other
        # seven"): then a group of the claim's noun must come before it ("Of the 12 pilots")
        groups = [b for b in ctx.premise if b.unit == h.unit and b.end <= q.start and b.is_exact]
        if verb is None or not q.is_exact or (q.unit != h.unit and not groups):
            continue
        if verb.lemma_.lower() != h_verb.lemma_.lower() or q.negated != h.negated:
            continue
        value = h.with_(lo=q.lo, hi=q.lo, lo_open=False, hi_open=False, approximate=False)
        # the words "other" refers back to: the first part's count and verb, and the group
        parts = [p for p in ctx.premise if p.end <= q.start and p.unit in (q.unit, h.unit) and p.is_exact]
        words = set(marker) | {verb.i}
        for p in parts:
            words |= set(range(p.start, p.end))
            if (pv := _verb(ctx.pdoc, p)) is not None and pv.i != verb.i:
                words.add(pv.i)
        sources = (q, *parts)
        eq = f"{q.text}: the rest of the group"
        yield Derived(value, eq, sources, frozenset(words), frozenset({h_verb.i}))
        return
