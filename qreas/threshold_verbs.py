"""Figures that are thresholds of a verb of passing: "The record attendance *exceeds*
14,000" says the attendance is more than 14,000, as "more than 14,000" would.

Why: the number parser reads bounds from the words before a number ("more than",
"over"); a verb of passing puts the comparison in the verb, so the figure was read as
an exact value and a hypothesis "exceeds 14,000" against a stated 14,200 looked like
another value of the same fact. Only the verb's direct object, not negated (the
negation is the proof's to project); a threshold the sentence states is read the same
way on either side of a pair.
"""

from __future__ import annotations

import functools
import math

from spacy.tokens import Doc

from qreas.lexicon import lines
from qreas.types import Numset


@functools.cache
def _verbs() -> dict[str, tuple[int, str]]:
    return {f[0].lower(): (int(f[1]), f[2]) for f in lines("threshold_verbs.tsv")}


def thresholds(doc: Doc, quantities: list[Numset]) -> list[Numset]:
    """``quantities`` with each exact amount that is a passing verb's object read as
    the bound it sets."""
    out = []
    for q in quantities:
        out.append(_bound(doc, q) if q.kind == "amount" and q.is_exact else q)
    return out


def threshold_verb(doc: Doc, q: Numset) -> int | None:
    """The position of the verb of passing whose object ``q`` is ("did not *exceed* 50
    dollars"): the verb is the word of the bound, as "more than" is."""
    tok = doc[q.number_index]
    head = tok if tok.dep_ == "dobj" else tok.head
    verb = head.head
    if head.dep_ != "dobj" or verb.pos_ != "VERB" or verb.lemma_.lower() not in _verbs():
        return None
    return int(verb.i)


def _bound(doc: Doc, q: Numset) -> Numset:
    tok = doc[q.number_index]
    head = tok if tok.dep_ == "dobj" else tok.head
    verb = head.head
    entry = _verbs().get(verb.lemma_.lower())
    if entry is None or head.dep_ != "dobj" or verb.pos_ != "VERB":
        return q
    sign, objects = entry
    if objects == "bare" and q.unit is not None and q.dimension is None:
        return q  # "topped 3 charts": a count of charts, not a threshold
    if sign > 0:
        return q.with_(hi=math.inf, lo_open=True, hi_open=False)
    return q.with_(lo=0.0, hi_open=True, lo_open=False)
