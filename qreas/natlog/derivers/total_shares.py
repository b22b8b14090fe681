"""A count of a kind from its share of a total counted before: "sold 52,000 cars.
*Electric models* made up *a quarter of the total*" -> 13,000 electric cars; "sold
52,000 cars. A quarter of them *were electric*" -> 13,000 electric cars.

Why: a paragraph states a total and then the share one kind of its members takes,
naming the kind by a modifier ("electric models") or a predicate adjective ("were
electric") and the total by "the total" or "them" (the last count of the claim's noun
before the share). A claim counts the kind with the same modifier on the total's noun
("13,000 electric cars"): the share of the total is that count (Q-REAS arithmetic,
share * whole / 100). The claim's modifier words must all name the kind, so "13,000
cars" (the whole kind) and "13,000 hybrid cars" (another kind) get nothing. Not
exclusive: a share is often rounded in a text.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset, fmt_number

WHOLES = frozenset({"total", "them", "these", "those"})


def _kind_words(doc: Any, q: Numset) -> frozenset[str]:
    """The words naming the kind a share of a total is taken by: the modifiers of the
    subject of "made up a quarter of the total" ("*electric* models"), or the adjective
    of "a quarter of them were *electric*"; empty unless the share is "of" a whole word."""
    if q.end + 1 >= len(doc) or doc[q.end].lower_ != "of":
        return frozenset()
    whole = next((t for t in doc[q.end + 1 : q.end + 3] if t.lower_ in WHOLES), None)
    if whole is None:
        return frozenset()
    tok = doc[q.number_index]
    while tok.dep_ not in ("nsubj", "dobj", "attr", "pobj") and tok.head.i != tok.i:
        tok = tok.head
    verb = tok.head
    if tok.dep_ == "nsubj":  # "a quarter of them were electric"
        return frozenset(c.lemma_.lower() for c in verb.children if c.dep_ == "acomp")
    subj = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subj) != 1:
        return frozenset()
    return frozenset(c.lemma_.lower() for c in subj[0].children if c.dep_ in ("amod", "compound"))


def _earlier_share(doc: Any, q: Numset) -> frozenset[int]:
    """The words of the share's earlier level ("a quarter of the total, *up from a tenth a
    year earlier*"): part of what the share says, not a modifier the claim drops."""
    sent = doc[q.number_index].sent
    for t in doc[q.end : sent.end - 1]:
        if t.lower_ in ("up", "down") and doc[t.i + 1].lower_ == "from":
            return frozenset(x.i for x in t.subtree) | {t.i + 1}
    return frozenset()


def _claim_kind(hdoc: Any, h: Numset) -> frozenset[str]:
    """The modifiers of the claim's counted noun ("13,000 *electric* cars")."""
    tok = hdoc[h.number_index]
    if tok.dep_ != "nummod" or tok.head.pos_ != "NOUN":
        return frozenset()
    return frozenset(c.lemma_.lower() for c in tok.head.children if c.dep_ in ("amod", "compound"))


@deriver("share-of-total")
def share_of_total(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.dimension is not None or not lemma_set(ctx.pdoc) & WHOLES:
        return
    kind = _claim_kind(ctx.hdoc, h)
    if not kind:
        return
    for q in ctx.premise:
        if q.unit != "%" or q.kind not in ("amount", "ratio") or not kind <= _kind_words(ctx.pdoc, q):
            continue
        bases = [b for b in ctx.premise if b.unit == h.unit and b.end <= q.start and b.is_exact]
        if not bases:
            continue
        base = bases[-1]
        count = base.lo * q.lo / 100
        value = h.with_(lo=count, hi=count, lo_open=False, hi_open=False, approximate=False)
        eq = f"{q.text} of {base.text} = {fmt_number(count)} {h.unit}"
        yield Derived(value, eq, (q, base), _earlier_share(ctx.pdoc, q), exclusive=False)
        return
