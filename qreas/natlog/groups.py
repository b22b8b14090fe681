"""The group a share or a count is of: "30% of *the nurses*", "60 of the 200
*nurses*", "*Of the 300 nurses*, two thirds ...".

A proportion ("30%", "two thirds", "five in eight") is a relation between a group and
a predicate, and it is not monotone in the group: 30% of the nurses says nothing of
30% of the staff, even though the nurses are staff, nor of 30% of the doctors. So a
share said of another group is another quantity, whatever the number; the alignment
must see the group noun, not only the number (``share_group_edit``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from qreas.natlog.relations import Rel
from qreas.types import Numset

Token = Any
NOUNS = ("NOUN", "PROPN")


def _of_object(tok: Token) -> Token | None:
    """The noun of an "of" phrase under ``tok`` ("cent *of the nurses*")."""
    for c in tok.children:
        if c.dep_ == "prep" and c.lower_ == "of":
            for o in c.children:
                if o.dep_ == "pobj":
                    return o
    return None


def group_of(doc: Any, q: Numset) -> Token | None:
    """The noun naming the group ``q`` is a share or count of: an "of" phrase on the
    quantity's own words ("15 per cent of the Brazilians", "63 of the 175 Mexicans"),
    else a fronted "Of the 300 nurses, ..." on the verb the quantity is subject of."""
    n = min(q.number_index, len(doc) - 1)
    heads = [doc[i] for i in range(q.start, min(q.end, len(doc)))] + [doc[n].head]
    for t in heads:
        o = _of_object(t)
        if o is not None and o.i >= q.start and o.pos_ in NOUNS:
            return o
    if q.end < len(doc) and doc[q.end].lower_ == "of":  # "429 of the 660 Germans", misparsed
        for t in doc[q.end + 1 : q.end + 5]:
            if t.pos_ in NOUNS:
                return t
            if t.is_punct or t.pos_ in ("VERB", "AUX"):
                break
    cur = doc[n]
    for _ in range(3):  # up to the verb: "two" -> "thirds" -> "joined"
        if cur.pos_ in ("VERB", "AUX"):
            o = _of_object(cur)
            if o is not None and o.i < q.start and o.pos_ in NOUNS:
                return o
            break
        if cur.head.i == cur.i:
            break
        cur = cur.head
    return _fronted(doc, q)


def _fronted(doc: Any, q: Numset) -> Token | None:
    """A sentence that opens with "Of the N X," names the group of the share or count
    that follows the comma, however the parser attached the phrase."""
    first = doc[min(q.start, len(doc) - 1)].sent.start
    if doc[first].lower_ != "of":
        return None
    for t in doc[first + 1 : q.start]:
        if t.text == ",":
            break
        if t.pos_ in NOUNS and t.head.i == first:
            return t
    return None


def key(tok: Token) -> str:
    """A group noun compared across sentences: the lemma, lower case (spaCy keeps
    plural proper nouns: "Canadians")."""
    return tok.lemma_.lower()


def phrase(tok: Token) -> frozenset[int]:
    """The words of a group's "of" phrase: "of the 540 Brazilians"."""
    prep = tok.head if tok.head.lower_ == "of" else tok
    return frozenset(t.i for t in prep.subtree)


@dataclass(frozen=True)
class GroupEdit:
    relation: Rel
    p_tokens: frozenset[int]
    h_tokens: frozenset[int]


def share_group_edit(pdoc: Any, hdoc: Any, p: Numset, h: Numset) -> GroupEdit | None:
    """Two shares (unit %) of different groups: the edit of the group noun, which a
    proportion projects as # (it is not monotone in its restrictor). ``None`` when
    either group is unknown or both are the same noun."""
    if p.unit != "%" or h.unit != "%":
        return None
    gp, gh = group_of(pdoc, p), group_of(hdoc, h)
    if gp is None or gh is None or key(gp) == key(gh):
        return None
    return GroupEdit(Rel.IND, phrase(gp), phrase(gh))
