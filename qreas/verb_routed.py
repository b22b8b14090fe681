"""A count matched to a premise figure of another event, where one premise count is
the subject of the hypothesis's own verb: read the claim against that one.

"Of the 3,200 runners who started, 2,950 finished" / "More than 3,000 runners
finished": 3,200 counts the starters (the subject of "started", a relative clause),
2,950 the finishers. "The Gerda carried a crew of 26 ... Nineteen of the crew were
rescued" / "Twenty-six members of the crew were rescued": 26 is the crew, 19 the
rescued. When the hypothesis's count is the subject of a verb, and exactly one premise
count is the subject of a verb of the same lemma and voice while the matched figure
is not, the matched figure belongs to another predication (how many started, how large
the crew was) and the same-verb count is the claim's value: it entails the claim if it
lies in it and contradicts it if disjoint (one event has one count of its doers).
Negated verbs on either side ("were not rescued") are left alone: they count the
complement. The same holds of a figure that is the object of a verb with the same
subject ("Local businesses gave €900,000, and the rest came from private donors" /
"Local businesses gave €1.5 million"): the premise states that predication's value, so
a value computed from other figures (2.4 million - 900,000, the rest) does not stand
against it and a disjoint claim is contradicted; a sum with that figure among its
addends is a total of the predication's parts ("sold 3,000 on Friday, and 4,500 were
sold on Saturday" / "sold 7,500 on Friday and Saturday") and stands.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from qreas.types import Justification, Numset

SAME_VERB = "the count of the same verb's subject"
_SUBJ = ("nsubj", "nsubjpass")


def _subject_verb(doc: Any, q: Numset) -> tuple[Any, ...] | None:
    """The predication a figure is an argument of: (verb lemma, "nsubj" / "nsubjpass")
    for a count that is a verb's subject, the number itself ("2,950 finished",
    "Nineteen of the crew were rescued") or the noun it counts ("26 members ... were
    rescued"); (verb lemma, "dobj", subject head) for a figure that is the object of a
    verb with a common-noun or name subject ("local businesses gave €900,000", "the
    Reform Party won 142 of the 300 seats"); else None, and None for a negated verb."""
    if not 0 <= q.number_index < len(doc):
        return None
    tok = doc[q.number_index]
    while tok.dep_ in ("nummod", "compound", "quantmod") and tok.head.pos_ in ("NOUN", "PROPN", "NUM"):
        tok = tok.head
    while tok.dep_ == "conj" and tok.head.dep_ in ("conj", "dobj"):
        tok = tok.head  # "had 1,185 residents and *8 schools*": an object too
    if tok.dep_ not in (*_SUBJ, "dobj") or tok.head.pos_ not in ("VERB", "AUX"):
        return None
    verb = tok.head
    if any(c.dep_ == "neg" for c in verb.children):
        return None
    if tok.dep_ in _SUBJ:
        return verb.lemma_.lower(), tok.dep_
    subj = [c for c in verb.children if c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN")]
    if len(subj) != 1:
        return None
    return verb.lemma_.lower(), "dobj", _words(subj[0])


def _words(subject: Any) -> frozenset[str]:
    """The content words of a subject phrase ("the Reform Party": reform, party; "other
    parties": other, party), which tell two subjects with one head noun apart."""
    return frozenset(t.lemma_.lower() for t in subject.subtree if t.pos_ in ("NOUN", "PROPN", "ADJ"))


def _same_predication(p: tuple[Any, ...] | None, h: tuple[Any, ...]) -> bool:
    """The same verb and relation, and for an object the hypothesis subject's words all
    in the premise subject (which may name more: "Petra Motors' German plant")."""
    if p is None or p[:2] != h[:2]:
        return False
    return len(h) == 2 or h[2] <= p[2]


def class_words(doc: Any, q: Numset) -> frozenset[str]:
    """The modifiers of the counted noun ("150 *male* members"), which narrow its class."""
    tok = doc[q.number_index]
    if tok.dep_ not in ("nummod", "compound", "quantmod") or tok.head.pos_ != "NOUN":
        return frozenset()
    return frozenset(
        c.lemma_.lower() for c in tok.head.children if c.dep_ in ("amod", "compound") and c.i != tok.i
    )


def _compared(doc: Any, q: Numset) -> bool:
    """ "eight *more* branches *than*": a difference, no count of the predication."""
    return any(
        t.lower_ in ("more", "fewer", "less", "than") for t in doc[q.number_index + 1 : q.number_index + 4]
    )


def _plain_count(q: Numset) -> bool:
    return q.kind == "amount" and not q.tally and (q.dimension is None or q.dimension.startswith("currency"))


def _same_measure(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """Counts of the same things ("residents" are no "schools"; "Nineteen of the crew"
    and "26 members of the crew" both count the crew, one side naming the other's noun),
    or amounts of one currency."""
    if p.dimension != h.dimension:
        return False
    if p.dimension is not None or p.unit == h.unit:
        return True
    return p.unit in _phrase_lemmas(hdoc, h) or h.unit in _phrase_lemmas(pdoc, p)


def _phrase_lemmas(doc: Any, q: Numset) -> set[str]:
    """The lemmas of a count's partitive phrase ("26 members *of the Gerda's crew*")."""
    tok = doc[q.number_index]
    if tok.dep_ in ("nummod", "compound", "quantmod") and tok.head.pos_ in ("NOUN", "PROPN"):
        tok = tok.head
    # only a partitive "of" names the whole counted from ("390 men *among* its students"
    # counts men, a part of the students, not students)
    return {
        t.lemma_.lower() for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for t in c.subtree
    }


def verb_routed(j: Justification, pdoc: Any, premise: list[Numset], hdoc: Any) -> Justification:
    """``j`` read against the one premise count of the hypothesis verb's subject
    (module doc), or ``j`` as it was."""
    h = j.hypothesis
    # only a matched figure: a composed entailment is left alone ("employs 1,250 people"
    # does not rule out "employs 820 people outside its Dorrow plant", 1,250 - 430)
    if not (j.method == "match" and len(j.premise) == 1 and j.verdict in ("entails", "contradicts")):
        return j
    if not _plain_count(h) or _compared(hdoc, h):
        return j
    hv = _subject_verb(hdoc, h)
    if hv is None or _same_predication(_subject_verb(pdoc, j.premise[0]), hv):
        return j
    same = [
        p
        for p in premise
        if _plain_count(p)
        and _same_measure(pdoc, p, hdoc, h)
        and _same_predication(_subject_verb(pdoc, p), hv)
    ]
    if len(same) == 1 and (_compared(pdoc, same[0]) or class_words(pdoc, same[0]) != class_words(hdoc, h)):
        return j  # a difference, or a count of a narrower or other class ("150 male members")
    if len(same) != 1 or same[0] is j.premise[0]:  # a matched figure of the same predication stands
        return j
    p = same[0]
    if p.hi < h.lo or h.hi < p.lo or (p.hi == h.lo and h.lo_open) or (p.lo == h.hi and h.hi_open):
        verdict, rel = "contradicts", "disjoint"
    elif h.lo <= p.lo and p.hi <= h.hi and not (h.lo_open and p.lo == h.lo or h.hi_open and p.hi == h.hi):
        verdict, rel = "entails", "in"
    else:
        return j
    return replace(j, premise=(p,), postfix=(0, "H", rel), verdict=verdict, method="match",
                   value=(p.lo, p.hi), note=SAME_VERB)  # fmt: skip
