"""A measure said as an adjective of a noun, restated by a claim as that noun's measure.

Why: a source sizes a thing in passing with a hyphenated measure ("ended a *12-day*
strike", "the *180-kilometer* bike leg", "a *five-year* contract"), and a summary states
it as the thing's own measure ("the strike lasted 15 days", "the bike leg covered 108
kilometers"). The figure hangs on the noun, not on a verb, so the document's restatement
check (``qreas.rival_mentions.restated``), which compares governing verbs and their
subjects, does not see one fact in the two. Here the measured thing is the noun the
adjective modifies; when the claim's subject is the same noun (its compounds included)
and its verb states a measure (``lexicons/measure_verbs.txt``), the two figures are one
fact, and a different value contradicts.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from qreas.lexicon import word_set
from qreas.rival_mentions import _far, _unmatched, disjoint
from qreas.types import Numset

SUBJECTS = frozenset({"nsubj", "nsubjpass"})


@functools.cache
def _measure_verbs() -> frozenset[str]:
    return word_set("measure_verbs.txt")


def _noun_key(noun: Any) -> tuple[str, frozenset[str]]:
    """A noun's lemma and its compound modifiers ("bike leg": leg, {bike})."""
    return noun.lemma_.lower(), frozenset(c.lemma_.lower() for c in noun.children if c.dep_ == "compound")


def _adjective_noun(doc: Any, q: Numset) -> Any | None:
    """The noun a hyphenated measure modifies ("the 180-kilometer *leg*"), or None."""
    if not any(t.text == "-" for t in doc[q.start : q.end]):
        return None
    head = doc[q.end - 1].head
    return head if head.pos_ == "NOUN" and head.i >= q.end else None


def _claimed_noun(doc: Any, h: Numset) -> Any | None:
    """The subject whose own measure ``h`` is ("the strike *lasted* 15 days")."""
    num = doc[h.number_index]
    noun = num.head if num.dep_ == "nummod" else num
    verb = noun.head
    if verb.pos_ == "ADJ" and verb.dep_ == "acomp":  # "was 3.8 kilometers *long*"
        verb = verb.head
    if verb.pos_ not in ("VERB", "AUX") or verb.lemma_.lower() not in _measure_verbs():
        return None
    return next((c for c in verb.children if c.dep_ in SUBJECTS and c.pos_ == "NOUN"), None)


def measured_noun_clash(
    pdoc: Any, hdoc: Any, hypothesis: Sequence[Numset], premise: Sequence[Numset]
) -> tuple[Numset, Numset] | None:
    """(hypothesis figure, premise measure adjective) when the claim states the measure
    of the noun a premise measure adjective sizes, with a value it cannot have."""
    open_ = [h for h in hypothesis if h.dimension and _unmatched(h, premise)]
    if len(open_) != 1:
        return None
    h = open_[0]
    subject = _claimed_noun(hdoc, h)
    if subject is None:
        return None
    lemma, compounds = _noun_key(subject)
    placed = []
    for p in premise:
        noun = _adjective_noun(pdoc, p) if p.dimension == h.dimension else None
        if noun is not None and noun.lemma_.lower() == lemma and compounds <= _noun_key(noun)[1]:
            placed.append(p)
    if len(placed) != 1 or not disjoint(placed[0], h) or (h.approximate and not _far(placed[0], h)):
        return None
    return h, placed[0]


def own_measure(pdoc: Any, hdoc: Any, h: Numset, p: Numset) -> bool:
    """Is the matched premise figure a measure adjective of the very noun the claim
    measures ("the 3.8-kilometer *swim*" / "the *swim* was 3.8 kilometers long")? Then
    no other figure of the sentence is the claim's, whatever words it shares."""
    subject, noun = _claimed_noun(hdoc, h), _adjective_noun(pdoc, p)
    return subject is not None and noun is not None and _noun_key(subject)[0] == _noun_key(noun)[0]
