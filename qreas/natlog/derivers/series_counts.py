"""Counts an ordinal implies of its series: "reached the final *for the third time*" ->
reached it three times; "her *fifth* album, Cold Harbour" -> four albums before Cold
Harbour; "a new bridge, the town's *fourth*, opened in 2018" -> three bridges before it.

Why: an ordinal places a member in a series ordered by time (Nth occasion, Nth album);
the series up to that member has N members, so "for the Nth time" counts N occasions of
the same doing by then, and the members before the Nth are N - 1. Paragraphs say these
counts as ordinals, hypotheses as cardinals. The occasion count needs the same verb
(the ordinal's "for the Nth time" and the hypothesis's "N times"); the members-before
count needs the hypothesis's counted noun to be the ordinal's noun and a "before" that
sets the count before the ordinal's member (a name or the year of its sentence).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset


def _occasion_verb(doc: Any, q: Numset) -> str | None:
    """The verb of "VERB ... for the Nth time", else None."""
    i = q.number_index
    if q.kind != "ordinal" or q.unit != "time" or i < 2 or doc[i - 2].lower_ != "for":
        return None
    tok = doc[i - 2].head
    while tok.pos_ not in ("VERB", "AUX") and tok.head.i != tok.i:
        tok = tok.head
    return tok.lemma_.lower() if tok.pos_ in ("VERB", "AUX") else None


def _before(hdoc: Any, h: Numset) -> Any | None:
    """The "before" after the hypothesis count ("four albums *before* Cold Harbour")."""
    return next((t for t in hdoc[h.number_index + 1 :] if t.lower_ == "before" and t.pos_ == "ADP"), None)


def _member_named(pdoc: Any, q: Numset, before: Any) -> bool:
    """Does the "before" object name the ordinal's member: a name or year said in the
    ordinal's sentence ("her fifth album, *Cold Harbour*, in *2019*")?"""
    sent = pdoc[q.number_index].sent
    said = {t.lower_ for t in sent}
    obj = [t for c in before.children if c.dep_ == "pobj" for t in c.subtree if t.pos_ in ("PROPN", "NUM")]
    return bool(obj) and all(t.lower_ in said for t in obj)


@deriver("series-counts")
def series_counts(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or not h.is_exact:
        return
    if h.unit == "occasion" and h.verb:
        for q in ctx.premise:
            if _occasion_verb(ctx.pdoc, q) == h.verb:
                value = h.with_(lo=q.lo, hi=q.lo, approximate=False)
                yield Derived(value, f"for the {q.text} time = {q.lo:g} occasions", (q,))
                return
        return
    before = _before(ctx.hdoc, h)
    if before is None:
        return
    for q in ctx.premise:
        if q.kind == "ordinal" and q.unit == h.unit and q.lo >= 2 and _member_named(ctx.pdoc, q, before):
            n = q.lo - 1
            value = h.with_(lo=n, hi=n, approximate=False)
            eq = f"{q.text} {h.unit}: {n:g} before it"
            yield Derived(value, eq, (q,), frozenset(), frozenset({before.i}))
            return
