"""Text cues the reasoner reads around a quantity (stage 5).

Words that change what a stated quantity claims, whatever its value: an aggregate or
a resulting state ("in total", "now", "left"), an increment ("another $215 billion"),
a question (asserts nothing), a prediction (not yet a fact), a presupposed definite
description, a contrasted "the N other X", and words that set the hypothesis' event
apart from the premise's. Each cue is one small rule, kept apart from the matching.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from qreas.lexicon import word_set
from qreas.quantities import number_head
from qreas.roles import Mention
from qreas.types import Justification, Numset
from qreas.verbal import VerbalAssessment, asserted_as_fact, future_over

INCREMENT_WORDS = frozenset({"another", "additional", "extra"})  # before the number
INCREMENT_AFTER = frozenset({"more", "additional", "extra", "further"})  # right after it


@functools.cache
def _aggregate_cues() -> frozenset[str]:
    return word_set("aggregate_cues.txt")


CLAUSE_DEPS = frozenset({"ROOT", "conj", "ccomp", "advcl", "parataxis", "relcl"})


def _clause_head(t: Any) -> int:
    """The index of the verb heading the clause a token is in."""
    while t.head.i != t.i and not (t.pos_ in ("VERB", "AUX") and t.dep_ in CLAUSE_DEPS):
        t = t.head
    return t.i


def _aggregate(hdoc: Any, q: Numset, found: Sequence[Any]) -> bool:
    """Is the quantity stated as an aggregate or a resulting state (``found``: the
    sentence's aggregate cue words)? The cue must be in its own clause: "Rescuers have
    saved 750 people , but dozens remain missing" does not make the 750 a remainder."""
    if not found:
        return False
    head = _clause_head(hdoc[q.number_index])
    return any(_clause_head(t) == head for t in found)


def _increment(doc: Any, q: Numset, after_number: bool = True) -> bool:
    """Is the quantity an increment ("another $215 billion", "an additional 300
    troops")? It adds to an amount, so a different total does not rule it out (when
    both sides state increments, they are compared as such). ``after_number=False``:
    only the words before the number count (a claim's "7 more books")."""
    before = {t.lower_ for t in doc[max(0, q.start - 2) : q.number_index]} & INCREMENT_WORDS
    # "seven *more* novels", "300 *additional* troops": the word after the number, when
    # no count of the same things comes before it (then "had 16 marbles and found 7 more"
    # states the total's parts, which the arithmetic adds up)
    after = after_number and more_after(doc, q) and not compared(doc, q) and not _counted_before(doc, q)
    return bool(before) or after


def more_after(doc: Any, q: Numset) -> bool:
    """ "20 *more* hours", "2 *additional* boxes": an increment word right after the number."""
    return q.number_index + 1 < len(doc) and doc[q.number_index + 1].lower_ in INCREMENT_AFTER


def compared(doc: Any, q: Numset) -> bool:
    """ "6 *more* boys *than* girls": a difference between two things, no increment; set
    against a "7 more boys" whose "than" is elided, it is the same kind of figure."""
    return more_after(doc, q) and any(t.lower_ == "than" for t in doc[q.number_index + 1 :])


def _counted_before(doc: Any, q: Numset) -> bool:
    """Is there a number counting the quantity's things earlier in the sentence (any
    count, for a figure whose noun is elided: "40 books and the second holds 12 more")?"""
    return any(t.like_num and (q.unit is None or t.head.lemma_.lower() == q.unit) for t in doc[: q.start])


# after a time amount: the time between two events ("65 years *before* the station
# was built", "13 years *later*"), not how long something takes or lasts
BETWEEN_EVENTS = frozenset({"before", "after", "later", "earlier", "ago", "prior"})


def between_events(doc: Any, q: Numset) -> bool:
    """Is the quantity the time between two events ("65 years before ...", "a decade
    later")? Such an interval is no activity's duration ("the climb takes nine hours"):
    a different one does not rule it out."""
    return q.dimension == "time" and q.end < len(doc) and doc[q.end].lower_ in BETWEEN_EVENTS


def _foretold(pdoc: Any, hdoc: Any, j: Justification) -> bool:
    """Does the justification rest on a premise quantity stated of the future ("the
    plant *will* produce 300 cars a day") for a hypothesis that asserts it as a past or
    present fact ("the plant produces 300 cars a day")? What will be is not yet so. (A
    hypothesis that speaks of the future anywhere is left to the rest: the caller.)"""
    h = j.hypothesis
    if not j.premise:
        return False
    if not asserted_as_fact(hdoc, h.start, h.end) or _presupposed(hdoc, h):
        return False  # a definite description is not timed by its clause's verb
    return any(future_over(pdoc, q.start, q.end) and not _presupposed(pdoc, q) for q in j.premise)


DEFINITE = frozenset({"the", "this", "these", "that", "those"})


def _presupposed(doc: Any, q: Numset) -> bool:
    """Is the quantity part of a definite description ("the 20 other languages", "his
    prize of $152 million")? Its existence is presupposed, and presuppositions project
    out of a future or modal context (Karttunen 1973): "the EU will translate into the
    20 other languages" says now that there are 20."""
    t = number_head(doc, q.start, q.end)
    if t.dep_ == "nummod":
        t = t.head  # "the 20 other languages": the noun the number counts
    if t.dep_ == "pobj" and t.head.lower_ == "of":
        t = t.head.head  # "his prize of $152 million"
    return any(c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in DEFINITE) for c in t.children)


@functools.lru_cache(maxsize=8192)  # per Doc: premises recur across pairs
def _asked(doc: Any) -> bool | None:
    """Is the sentence a question ("$300 billion tax cut coming?"): True for a single
    sentence ending in "?", False for a text with no "?", None for a text that mixes
    statements and questions (a word problem asks about the facts it states). A
    question asserts nothing (a non-assertive context, Quirk et al. 1985, 11.1 and
    2.54), so it neither supports a statement nor follows from one."""
    if "?" not in doc.text:
        return False
    last = next((t for t in reversed(doc) if not t.is_space), None)
    if last is None or last.text != "?":
        return None
    # one sentence: no sentence starts after the first word (cheaper than ``doc.sents``)
    return not any(t.is_sent_start for t in doc[1:]) or None


def _hyphenated(t: Any) -> bool:
    """Is the token part of a hyphenated word ("left-wing", "all-time")? Its meaning
    is the compound's, not its own."""
    doc = t.doc
    return (t.i + 1 < len(doc) and doc[t.i + 1].text == "-") or (t.i > 0 and doc[t.i - 1].text == "-")


def _definite_others(doc: Any, q: Numset) -> bool:
    """ "the 20 other languages", "his three other children": a definite (or possessed)
    "N other X" names all the X but the one(s) it is contrasted with (a definite
    description is maximal), so there are at least N + 1 X in all."""
    k = q.number_index
    if not (0 < k < len(doc) - 1) or doc[k + 1].lower_ != "other" or q.kind != "amount" or not q.is_exact:
        return False
    before = doc[min(q.start, k) - 1] if min(q.start, k) > 0 else None
    return before is not None and (before.lower_ == "the" or before.tag_ == "PRP$")


def _with_contrasted(doc: Any, m: Mention) -> Mention:
    """A definite "the N other X" read as the size of the whole set (at least N + 1),
    for a hypothesis that does not itself speak of "other" X."""
    q = m.quantity
    if not _definite_others(doc, q):
        return m
    return replace(m, quantity=q.with_(lo=q.lo + 1, hi=math.inf, hi_open=True))


EMBEDDED_DEPS = frozenset({"ccomp", "xcomp", "advcl", "acl", "relcl"})  # clauses below a head


def _new_situation(h: Mention, verbal: VerbalAssessment, doc: Any) -> bool:
    """Does the hypothesis describe the quantity with words the premise does not
    support ("sold 75 tickets on Friday" vs "on Monday")? Then a different value may
    belong to another event: no contradiction. Words of an embedded clause that does
    not hold the quantity ("to pay $5 billion *to settle claims*", "90% say *the
    economy stinks*") describe another event (a purpose, what is said), not the one
    the quantity measures, so they do not set its event apart."""
    own = _event_lemmas(doc, h.quantity)
    return bool(set(h.left + h.right) & set(verbal.missing) & own)


def _event_lemmas(doc: Any, q: Numset) -> set[str]:
    """Lemmas of the words outside every embedded clause that does not contain the
    quantity's number: the words of the quantity's own clause and the clauses above."""
    number = doc[q.number_index]
    out = set()
    for t in doc:
        if not any(a.dep_ in EMBEDDED_DEPS and number not in a.subtree for a in (t, *t.ancestors)):
            out.add(t.lemma_.lower())
    return out
