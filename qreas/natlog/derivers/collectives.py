"""A collective's size counts its members: "The ship sailed with a crew of 34" -> 34
crew members (34 sailors), so "The ship had 36 crew members" is contradicted and "a
crew of more than 30" entailed.

Why a deriver: the number after "a crew of" carries no counted noun, so the quantity
stages compare a hypothesis' "crew members" with whichever bare number of the sentence
plays the closest role; an equal value passes, but a different one is left unjudged.
The reading here: a premise figure written as "a/the <collective> of N" (nothing
counted after N) is the number of the collective's members, in the hypothesis' unit
when that unit is the collective itself, one of its member nouns
(``lexicons/collective_nouns.tsv``) or "member(s)" modified by the collective.
Only one such figure per collective noun: two crews of different sizes say nothing
about "the crew" without knowing which.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.lexicon import collectives
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset


def _collective(doc: Any, q: Numset) -> Any | None:
    """The collective noun of "a crew of 34": the number is the object of "of" and no
    noun follows it inside the quantity."""
    num = doc[q.number_index]
    of = num.head
    if num.dep_ != "pobj" or of.lower_ != "of" or of.dep_ != "prep":
        return None
    noun = of.head
    return noun if noun.pos_ == "NOUN" and noun.lemma_.lower() in collectives() else None


def _counts_members(hdoc: Any, h: Numset, collective: str) -> frozenset[int] | None:
    """The hypothesis words naming the members of ``collective``, if its unit does:
    "36 *crew members*", "36 *sailors*", "85 *staff*"."""
    unit_token = hdoc[h.end - 1] if h.end > h.start else None
    if unit_token is None or h.unit is None:
        return None
    lemma = unit_token.lemma_.lower()
    if lemma not in collectives()[collective] and h.unit.lower() not in collectives()[collective]:
        return None
    words = {unit_token.i}
    modifiers = {c.i for c in unit_token.children if c.dep_ == "compound" and c.lemma_.lower() == collective}
    if lemma == "member" and not modifiers and collective != "membership":
        return None  # "36 members": members of what? another collective perhaps
    return frozenset(words | modifiers)


@deriver("collective-members")
def collective_members(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    if not lemma_set(ctx.pdoc) & collectives().keys():
        return
    found: dict[str, list[tuple[Numset, Any]]] = {}
    for q in ctx.premise:
        if q.kind == "amount" and q.unit is None and q.dimension is None:
            noun = _collective(ctx.pdoc, q)
            if noun is not None:
                found.setdefault(noun.lemma_.lower(), []).append((q, noun))
    for collective, figures in found.items():
        words = _counts_members(ctx.hdoc, h, collective)
        if words is None or len(figures) != 1:
            continue
        q, noun = figures[0]
        value = h.with_(lo=q.lo, hi=q.hi, lo_open=q.lo_open, hi_open=q.hi_open, approximate=q.approximate)
        equation = f"a {noun.text} of {q.text} = {value.value_text()} {h.unit}"
        yield Derived(value, equation, (q,), frozenset({noun.i, noun.i + 1}), words)
