"""The attribute a figure is the value of, read from the noun phrase around it.

Why: a summary restates a source's figure in another frame ("collected prize money of
40,000 euros" / "received 14,000 euros in prize money", "faced a detour of 14
kilometers" / "the detour is 41 kilometers long"), and the role scores, which read
the words near the number, fall below the same-role threshold. The noun a figure is
"of" or "in", the noun it modifies ("a 52 percent premium") and the thing it is
predicated of ("the detour is 41 km long") name the attribute; two figures of one
unit naming the same attribute are one value, and disjoint values contradict.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from qreas import lexicon
from qreas.types import Numset

NOUNS = frozenset({"NOUN", "PROPN"})


@functools.cache
def _generic() -> frozenset[str]:
    return lexicon.word_set("generic_attribute_nouns.txt")


def _noun_words(noun: Any) -> set[str]:
    """A common noun and its compound modifiers ("prize money": prize, money)."""
    if noun.pos_ != "NOUN":
        return set()
    words = {noun.lemma_.lower()} | {c.lemma_.lower() for c in noun.children if c.dep_ == "compound"}
    return words - _generic()


def explicit_attribute(doc: Any, q: Numset) -> set[str]:
    """The nouns a figure's phrase names as its attribute: "X of N" (a detour of 14
    km), "N in X" (14,000 euros in prize money), "N X" (a 52 percent premium), and
    "X is N long" (the subject of the adjective or copula the figure measures)."""
    num = doc[q.number_index]
    unit = num.head if num.dep_ in ("nummod", "quantmod", "compound") and num.head.pos_ in NOUNS else num
    out: set[str] = set()
    if unit.dep_ == "pobj" and unit.head.lower_ == "of" and unit.head.head.pos_ == "NOUN":
        out |= _noun_words(unit.head.head)
    for prep in unit.children:
        if prep.dep_ == "prep" and prep.lower_ == "in":
            out |= {w for c in prep.children if c.dep_ == "pobj" for w in _noun_words(c)}
    if unit.dep_ in ("compound", "amod", "nmod") and unit.head.pos_ == "NOUN":
        out |= _noun_words(unit.head)
    head = unit.head
    if unit.dep_ == "npadvmod" and head.pos_ == "ADJ" and head.dep_ == "acomp":
        out |= {w for c in head.head.children if c.dep_ == "nsubj" for w in _noun_words(c)}
    return out - {doc[i].lemma_.lower() for i in range(q.start, q.end)}  # "a 52 *percent* premium"


def agent_attribute(doc: Any, q: Numset) -> set[str]:
    """The common-noun subject of the verb whose object the figure is ("the survey
    questioned 2,300 adults"): the attribute only against a side that names it."""
    num = doc[q.number_index]
    unit = num.head if num.dep_ in ("nummod", "quantmod") and num.head.pos_ in NOUNS else num
    if unit.dep_ != "dobj":
        return set()
    return {w for c in unit.head.children if c.dep_ == "nsubj" for w in _noun_words(c)}


def same_attribute(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """Do ``p`` and ``h`` name the same attribute, one of them explicitly, the claim's
    words all the source's?"""
    own = {p.unit, h.unit}  # the counted noun is what is counted, not an attribute
    pe, he = explicit_attribute(pdoc, p) - own, explicit_attribute(hdoc, h) - own
    pa, ha = agent_attribute(pdoc, p) - own, agent_attribute(hdoc, h) - own
    # the claim's attribute no narrower than the source's: "a *security* fee" is not
    # "a fee to the council", though both are fees
    return bool(he and (he <= pe or he <= pa) or ha and pe and ha <= pe)


def attribute_rival(pdoc: Any, premise: Sequence[Numset], hdoc: Any, h: Numset) -> Numset | None:
    """The one premise figure of ``h``'s unit, when it names ``h``'s attribute and its
    value is disjoint from ``h``'s: the value the claim changed. Two figures of the
    unit in the premise may be swapped between entities: no rival then."""
    if h.unit is None or h.kind != "amount":
        return None  # a date or a place in an order is the time or rank of an event
    same = [p for p in premise if p.unit == h.unit and p.kind == h.kind]
    if len(same) != 1:
        return None
    p = same[0]
    disjoint = p.hi < h.lo or h.hi < p.lo
    return p if disjoint and same_attribute(pdoc, p, hdoc, h) else None


def attribute_figure(pdoc: Any, premise: Sequence[Numset], hdoc: Any, h: Numset) -> Numset | None:
    """The one premise figure of ``h``'s unit that names ``h``'s attribute explicitly on
    both sides ("at a depth of 14 kilometers" / "14 kilometers off the coast at *a depth
    of 22 kilometers*": the depth is 22), when ``h`` names one: the figure a claim
    about that attribute is to be read against, whatever the word order says."""
    he = explicit_attribute(hdoc, h) - {h.unit}
    if h.unit is None or h.kind != "amount" or not he:
        return None
    same = [
        p
        for p in premise
        if p.unit == h.unit and p.kind == h.kind and he <= explicit_attribute(pdoc, p) - {p.unit}
    ]
    return same[0] if len(same) == 1 else None
