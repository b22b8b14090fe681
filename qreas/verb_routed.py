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
complement.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from qreas.types import Justification, Numset

SAME_VERB = "the count of the same verb's subject"
_SUBJ = ("nsubj", "nsubjpass")


def _subject_verb(doc: Any, q: Numset) -> tuple[str, str] | None:
    """(verb lemma, subject relation) of a count that is a verb's subject: the number
    itself ("2,950 finished", "Nineteen of the crew were rescued") or the noun it counts
    ("26 members ... were rescued"), else None; None for a negated verb."""
    if not 0 <= q.number_index < len(doc):
        return None
    tok = doc[q.number_index]
    if tok.dep_ in ("nummod", "compound", "quantmod") and tok.head.pos_ in ("NOUN", "PROPN"):
        tok = tok.head
    if tok.dep_ not in _SUBJ or tok.head.pos_ not in ("VERB", "AUX"):
        return None
    verb = tok.head
    if any(c.dep_ == "neg" for c in verb.children):
        return None
    return verb.lemma_.lower(), tok.dep_


def _plain_count(q: Numset) -> bool:
    return q.dimension is None and q.kind == "amount" and not q.tally


def verb_routed(j: Justification, pdoc: Any, premise: list[Numset], hdoc: Any) -> Justification:
    """``j`` read against the one premise count of the hypothesis verb's subject
    (module doc), or ``j`` as it was."""
    h = j.hypothesis
    if j.method != "match" or len(j.premise) != 1 or j.verdict not in ("entails", "contradicts"):
        return j
    if not _plain_count(h):
        return j
    hv = _subject_verb(hdoc, h)
    if hv is None or _subject_verb(pdoc, j.premise[0]) == hv:
        return j
    same = [p for p in premise if _plain_count(p) and _subject_verb(pdoc, p) == hv]
    if len(same) != 1 or same[0] is j.premise[0]:
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
