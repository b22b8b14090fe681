"""Guards on totals and their parts, for claims checked against a text.

Two readings the composer and the proof cannot rule out on their own:

- a total that a change led to ("added 6 aircraft, *bringing the total to 58*") already
  counts the change, so adding the change to it (6 + 58 = 64) gives no figure the text
  implies: an entailment by such a sum is no entailment (``added_to_total``);
- a claim that counts a part of a group ("*805 of the bikes* are electric") speaks of
  a subset, so the group's whole count ("2,300 bikes") does not contradict it unless the
  part is larger than the whole (``part_against_whole``).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from qreas.lexicon import word_set
from qreas.types import Justification, Numset

HOPS = 3  # "bringing *the total* to 58": "to" hangs from the verb or a word under it


@functools.cache
def _result_verbs() -> frozenset[str]:
    return word_set("result_verbs.txt")


def result_level(doc: Any, q: Numset) -> bool:
    """Is the figure the level a change led to: after "to" of a result verb ("bringing
    the total to 58", "taking its total to 412")?"""
    i = q.start - 1
    while i >= 0 and doc[i].lower_ != "to" and i > q.start - 4:
        i -= 1  # bound words: "to *about* 58"
    if i < 0 or doc[i].lower_ != "to":
        return False
    t = doc[i]
    for _ in range(HOPS):
        t = t.head
        if t.pos_ == "VERB":
            return t.lemma_.lower() in _result_verbs()
    return False


def added_to_total(pdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """An entailment that adds another figure to a total a change led to."""
    for j in justifications:
        if j.verdict != "entails" or len(j.premise) < 2 or "+" not in j.postfix:
            continue
        totals = [q for q in j.premise if result_level(pdoc, q)]
        if any(_within(q, j.hypothesis) for q in totals):
            continue  # the total alone gives the claim ("about 13 million" of 12.9 million)
        if totals and len(totals) < len(j.premise):
            return f"'{totals[0].text}' is the total after the change: it counts the change already"
    return None


def _within(q: Numset, h: Numset) -> bool:
    return h.lo <= q.lo and q.hi <= h.hi


def partitive(doc: Any, h: Numset) -> str | None:
    """The noun a claim's figure counts a part of ("805 *of the bikes*": bike), or None."""
    i = h.number_index + 1
    if i >= len(doc) or doc[i].lower_ != "of":
        return None
    objs = [c for c in doc[i].children if c.dep_ == "pobj"]
    if not objs or not any(c.dep_ in ("det", "poss") for c in objs[0].children):
        return None  # "805 of bikes" is no part of a group named before
    if any(c.like_num for c in objs[0].children):
        return None  # "5 of their last 6 games": the claim states its whole, matched as stated
    return objs[0].lemma_.lower()


def part_of(hdoc: Any, h: Numset, whole: Numset) -> bool:
    """Does the claim's figure count a part of the group ``whole`` counts, and no more
    than it ("805 of the bikes" / "2,300 bikes")?"""
    noun = partitive(hdoc, h)
    return noun is not None and whole.unit == noun and h.hi <= whole.lo


def part_against_whole(hdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """A contradiction that sets a claim's count of a part of a group against a count
    of the whole group that is not smaller than the part: a part is at most its whole,
    so the two are consistent (the proof's quantity edit compares the two figures as
    if they counted one thing)."""
    open_ = [j for j in justifications if j.verdict != "entails"]
    if not open_ or not all(len(j.premise) == 1 and part_of(hdoc, j.hypothesis, j.premise[0]) for j in open_):
        return None
    return f"'{open_[0].hypothesis.text}' counts a part of '{open_[0].premise[0].text}'"


def derived_agrees(
    pdoc: Any, hdoc: Any, premise: Sequence[Numset], hypothesis: Sequence[Numset], js: Sequence[Justification]
) -> str | None:
    """A contradiction of a claim whose every figure not entailed is one a derivation
    from the text gives exactly ("Before the doubling, loans stood at 120,000" of "loans
    doubled to 240,000"): the stages set the figure against a stated one of another
    time (240,000), while the words of the text imply the claim's. A text does not imply
    a figure and its negation, so the derivation, which reads the words, wins; the claim
    is left undecided here (neutral), for the proof to support where its words align."""
    from qreas.natlog.derived import derive
    from qreas.rival_mentions import inside

    entailed = {j.hypothesis.text for j in js if j.verdict == "entails"}
    open_ = [h for h in hypothesis if h.kind in ("amount", "ratio") and h.text not in entailed]
    if not open_:
        return None
    for h in open_:
        found = derive(pdoc, hdoc, list(premise), list(hypothesis), h)
        if not any(d.exclusive and inside(d.value, h) for d in found):
            return None
    return f"'{open_[0].text}' is what the text's words give"


def stated_end(
    pdoc: Any, hdoc: Any, justifications: Sequence[Justification], premise: Sequence[Numset]
) -> str | None:
    """An entailment of a claim's end level by a stated end of a change the other way
    ("fell to 96 million" / "grew to 96 million"), or ("was reduced *to* 5.4 million") by an
    equation over several figures, where the text states the end of that change itself
    ("cut ... by 300,000 pounds *to* 5.1 million pounds"): a change ends at one level,
    the one the text gives, so the claim's other figure contradicts it (the equation,
    5.1 million + 300,000, is the level before the change)."""
    from qreas.changes import role_of
    from qreas.rival_mentions import disjoint

    for j in justifications:
        hr = role_of(hdoc, j.hypothesis.start) if j.verdict == "entails" else None
        if hr is None or hr.role != "to" or not hr.direction:
            continue
        if len(j.premise) == 1:  # "fell to 96 million" of "grew to 96 million": the other way
            pr = role_of(pdoc, j.premise[0].start)
            if pr is not None and pr.role == "to" and pr.direction and pr.direction != hr.direction:
                return f"'{j.premise[0].text}' was reached by a change the other way"
            continue
        for q in premise:
            qr = role_of(pdoc, q.start)
            same = q.unit == j.hypothesis.unit and qr is not None and qr.role == "to"
            if same and qr.direction == hr.direction and q.is_exact and disjoint(q, j.hypothesis):
                return f"the change ends at '{q.text}', not at '{j.hypothesis.text}'"
    return None


def whole_for_part(pdoc: Any, hdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """An entailment of a claim's count of a part of a group ("some 300 *of the buses*
    are hybrids") by a figure whose sentence never says what the claim says of the part
    (the fleet's 310, in a sentence with no "hybrid"): the figure counts the whole
    group, and the claim that (nearly) all of it has the property is not what it
    states."""
    for j in justifications:
        if j.verdict != "entails" or len(j.premise) != 1 or partitive(hdoc, j.hypothesis) is None:
            continue
        said = _predicate_words(hdoc, j.hypothesis)
        q = j.premise[0]
        sentence = {t.lemma_.lower() for t in pdoc[min(q.number_index, len(pdoc) - 1)].sent}
        if said and not said & sentence:
            return f"'{q.text}' counts the whole group, not the part '{j.hypothesis.text}' speaks of"
    return None


def _predicate_words(doc: Any, h: Numset) -> set[str]:
    """What a clause says of the figure's noun phrase: its verb (past a copula) and the
    verb's complements ("are *hybrids*", "*run* on diesel")."""
    t = doc[h.number_index]
    while t.dep_ not in ("nsubj", "nsubjpass") and t.head.i != t.i:
        t = t.head
    verb = t.head
    words = {c.lemma_.lower() for c in verb.children if c.dep_ in ("attr", "acomp", "dobj", "prep", "advmod")}
    if verb.lemma_.lower() != "be":
        words.add(verb.lemma_.lower())
    return {w for w in words if w.isalpha() and len(w) > 2}


def _end_of_change(pdoc: Any, q: Numset, hr: Any) -> bool:
    """Is ``q`` the "to" of a change going the claim's way (any way, if the claim's
    verb names none)?"""
    from qreas.changes import role_of

    r = role_of(pdoc, q.start)
    if r is None or r.role != "to":
        return False
    return hr is None or not hr.direction or r.direction == hr.direction


def reached_end(pdoc: Any, hdoc: Any, premise: Sequence[Numset], js: Sequence[Justification]) -> str | None:
    """A contradiction of a claim that a level was reached ("revenue *reached* 96
    million", "rose *to* 96 million") where the text's change ends at that very figure
    ("grew *to* 96 million *from* 80 million"): the stages paired the claim with the
    change's start, whose words are closer, but a change's "to" is the level reached."""
    from qreas.changes import role_of
    from qreas.lexicon import word_set
    from qreas.rival_mentions import inside

    entailed = {j.hypothesis.text for j in js if j.verdict == "entails"}
    open_ = [j.hypothesis for j in js if j.hypothesis.text not in entailed]
    if not open_:
        return None
    for h in open_:
        hr = role_of(hdoc, h.start)
        verb = hdoc[h.number_index]
        while verb.pos_ != "VERB" and verb.head.i != verb.i:
            verb = verb.head
        reached = hr is not None and hr.role == "to" or verb.lemma_.lower() in word_set("end_level_verbs.txt")
        ends = [q for q in premise if q.unit == h.unit and inside(q, h) and _end_of_change(pdoc, q, hr)]
        if not reached or not ends:
            return None
    return f"'{open_[0].text}' is the level the text's change reached"
