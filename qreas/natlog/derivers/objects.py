"""Amounts paired with their objects: "spent $89 million on housing and $79 million on
roads" gives each amount its own object (the object of the preposition that follows
it, attached to the amount or to its verb). A hypothesis amount with an object of the
same preposition ("spent $79 million *on housing*") speaks of the amount the premise
pairs with that object ($89 million), not of an equal amount it pairs with another:
the amounts are the values of one function of the objects, so a different value is a
contradiction (the respectively-reading of a coordination of amount-object pairs).

The words of the whole list of pairs are read (the other pairs are how the premise
says which amount goes with which object), as ``holders`` reads a list of counts with
their holders' names.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from qreas.natlog import lexical
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.stated_comparisons import AMOUNT_COMPARATIVES
from qreas.natlog.trees import subtree
from qreas.types import Numset


def _governors(doc: Any, q: Numset) -> set[int]:
    """The amount's own words and the words above its number up to its verb: where a
    preposition of the amount's object attaches ("$79 million *on* roads" under the
    number, "spent $89 million *on* housing" under the verb)."""
    out = set(range(q.start, min(q.end, len(doc))))
    t = doc[min(q.number_index, len(doc) - 1)]
    while t.head.i != t.i and t.pos_ != "VERB":
        t = t.head
        out.add(t.i)
    return out


def _object(doc: Any, q: Numset, stop: int) -> tuple[str, str, frozenset[int]] | None:
    """The preposition and the lemma of the object that follows the amount before
    ``stop`` (the next amount), with the object phrase's tokens."""
    above = _governors(doc, q)
    for i in range(q.end, min(stop, len(doc))):
        t = doc[i]
        if t.dep_ != "prep" or t.head.i not in above:
            continue
        objs = [c for c in t.children if c.dep_ == "pobj" and c.pos_ == "NOUN"]
        if len(objs) == 1:
            return t.lower_, objs[0].lemma_.lower(), subtree(t)
        return None
    return None


def _joint(t: Any) -> bool:
    """A word that only joins the pairs of one list ("," "and" "$")."""
    return t.is_punct or t.dep_ == "cc" or t.pos_ in ("SYM", "DET")


def _pairs(doc: Any, qs: Sequence[Numset]) -> list[tuple[Numset, tuple[str, str, frozenset[int]]]]:
    """Each amount with its object, or [] unless every amount has one of its own."""
    out = []
    for k, q in enumerate(qs):
        obj = _object(doc, q, qs[k + 1].start if k + 1 < len(qs) else len(doc))
        if obj is None:
            return []
        out.append((q, obj))
    return out


def _compared(doc: Any, h: Numset) -> bool:
    """ "3 *more* cakes during dinner (than lunch)", "$2 million *less* on roads": a
    difference or an addition, never the amount paired with an object."""
    i = h.number_index + 1
    return i < len(doc) and doc[i].lower_ in AMOUNT_COMPARATIVES


@deriver("object-amounts")
def object_amounts(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    qs = sorted((q for q in ctx.premise if q.kind == h.kind and q.unit == h.unit), key=lambda q: q.start)
    if len(qs) < 2 or not h.unit or _compared(ctx.hdoc, h):
        return
    h_obj = _object(ctx.hdoc, h, next((q.start for q in ctx.hypothesis if q.start > h.start), len(ctx.hdoc)))
    pairs = _pairs(ctx.pdoc, qs)
    if h_obj is None or not pairs or len({(o[0], o[1]) for _, o in pairs}) < len(pairs):
        return  # no object, or not one object per amount
    # the list read: every pair's amount and object, and the words between them
    first, last = pairs[0][0].start, max(max(o[2]) for _, o in pairs)
    p_tokens = frozenset(range(first, last + 1))
    own_words = {i for q, o in pairs for i in (*range(q.start, q.end), *o[2])}
    if any(not _joint(ctx.pdoc[i]) for i in p_tokens - own_words):
        return  # another clause between the pairs ("..., while the state spent ...")
    own = [(q, o) for q, o in pairs if (o[0], o[1]) == h_obj[:2]]
    if len(own) == 1:
        q, (prep, noun, _) = own[0]
        yield Derived(q, f"{prep} {noun}: {q.text}", (q,), p_tokens, h_obj[2])
    elif not own and all(o[0] == h_obj[0] and lexical.unrelated_nouns(o[1], h_obj[1]) for _, o in pairs):
        # an object the list does not name ("on schools"): its amount is not stated
        value = h.with_(lo=0.0, hi=float("inf"), lo_open=False, hi_open=False, approximate=False)
        eq = f"{h_obj[0]} {h_obj[1]}: not in the list ({', '.join(o[1] for _, o in pairs)})"
        yield Derived(value, eq, (), p_tokens, h_obj[2], exclusive=False)
