"""Readings of several sentences that set one sentence's figure against a hypothesis
about another time (``qreas.document``).

Why: a document is read as its best one, two, three and four sentences joined into one
premise, so that an equation may take a figure from each. Joined sentences also let a
hypothesis borrow: its figure is set against a number of one sentence while the words
that say *which* time it is come from another. "The 2019 edition drew 42,000 people ...
Tickets for the 2023 festival cost 150 pounds" says nothing of the *2023* festival's
crowd, so "The 2023 festival drew 45,000 people" is not contradicted. The check: a
figure matched alone (one premise quantity, the stages' "match") whose own clause
dates it with years none of which overlaps the years dating the hypothesis figure
(``anchoring.clause_years``); a different value is then no contradiction (an equal
one is caught for entailments by ``anchoring.misdated``).

A reading whose contradictions all come from such figures decides nothing: it is taken
as neutral, and a wider or narrower reading may still decide.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.anchoring import _overlap, _years, clause_years
from qreas.mention_context import clause_verb
from qreas.types import Justification, Numset

DATED = ("year", "date")


def another_time(
    pdoc: Any, hdoc: Any, j: Justification, premise: Sequence[Numset], hypothesis: Sequence[Numset]
) -> bool:
    """Is ``j`` a contradicting match of a figure its clause dates at other years than
    the hypothesis dates its own?"""
    if j.verdict != "contradicts" or j.method != "match" or len(j.premise) != 1:
        return False
    h, p = j.hypothesis, j.premise[0]
    if h.kind in DATED:
        return False
    p_years, h_years = _years(premise), _years(hypothesis)
    dated_p = clause_years(pdoc, p, p_years)
    dated_h = clause_years(hdoc, h, h_years, temporal_clauses=True)
    if dated_h and not dated_p:
        return _undated_elsewhen(pdoc, hdoc, p, h, dated_h, p_years)
    return bool(dated_p and dated_h) and not any(_overlap(a, b) for a in dated_p for b in dated_h)


PRESENT = ("VBZ", "VBP")


def _undated_elsewhen(
    pdoc: Any, hdoc: Any, p: Numset, h: Numset, dated_h: Sequence[Numset], p_years: Sequence[Numset]
) -> bool:
    """An undated premise figure set against a hypothesis figure dated at a year the
    reading never names ("won 70 seats *in 2003*" against an election text of 2011
    and 2007), or one the premise states in the present tense while the hypothesis
    dates its own in the past ("has 28,000 students" / "had 40 students in 1836"): the
    text says nothing of that time's figure, so another value is no contradiction."""
    if not any(_overlap(a, b) for a in p_years for b in dated_h) and not _relative_times(pdoc):
        return True
    p_verb, h_verb = _finite_verb(pdoc, p.number_index), _finite_verb(hdoc, h.number_index)
    return p_verb is not None and h_verb is not None and p_verb.tag_ in PRESENT and h_verb.tag_ == "VBD"


def _relative_times(doc: Any) -> bool:
    """Does the text place a time relative to another ("a year later", "the following
    season", "three months after")? Then a year it never writes may still be one it
    names, and only the tense rule below applies."""
    from qreas.natlog.derivers.dates import _words

    words = _words()
    for t in doc:
        before = doc[t.i - 1].lemma_.lower() if t.i > 0 else ""
        after = doc[t.i + 1].lemma_.lower() if t.i + 1 < len(doc) else ""
        relative = t.lower_ in words["relative"] and before in TIME_UNITS  # "a year later"
        if relative or t.lower_ in words["adjacent"] and after in TIME_UNITS:  # "the following year"
            return True
    return False


TIME_UNITS = frozenset({"year", "month", "week", "day", "decade", "season", "century"})


def _finite_verb(doc: Any, i: int) -> Any | None:
    """The nearest verb above token ``i`` (at most four heads up), or None."""
    return clause_verb(doc[i], steps=4)


def only_borrowed(
    pdoc: Any,
    hdoc: Any,
    label: str,
    justifications: Sequence[Justification],
    premise: Sequence[Numset],
    hypothesis: Sequence[Numset],
) -> Justification | None:
    """For a contradiction, the first contradicting justification of another time
    (``another_time``) when every one is; None otherwise (also when the label rests on
    something else, a derivation the proof found)."""
    if label != "contradiction":
        return None
    decisive = [j for j in justifications if j.verdict == "contradicts" and j.hypothesis.kind not in DATED]
    if not decisive:
        return None
    bad = [j for j in decisive if another_time(pdoc, hdoc, j, premise, hypothesis)]
    return bad[0] if len(bad) == len(decisive) else None


def _phrase_years(pdoc: Any, p: Numset, premise: Sequence[Numset]) -> list[float]:
    """The years "the previous season" / "the following year" name in the sentence of
    ``p`` (``derivers.adjacent_years``: the last year stated before, shifted)."""
    from qreas.natlog.derivers.adjacent_years import _before, _phrases

    sent = pdoc[p.number_index].sent
    out = []
    for offset, words, head in _phrases(pdoc):
        if sent.start <= head < sent.end and (ref := _before(tuple(premise), min(words))) is not None:
            out.append(ref.lo + offset)
    return out


def relatively_dated(
    pdoc: Any, hdoc: Any, justifications: Sequence[Justification], premise: Sequence[Numset],
    hypothesis: Sequence[Numset],
) -> Numset | None:
    """The hypothesis figure an entailment matched with a figure of a sentence dated by
    "the previous season" / "the following year" at another year than the hypothesis
    dates it ("The 2017 season ... The previous season they had finished seventh" /
    "finished seventh in 2017"), or None."""
    h_years = _years(hypothesis)
    for j in justifications:
        h = j.hypothesis
        if j.verdict != "entails" or h.kind in DATED or len(j.premise) != 1:
            continue
        dated_p = _phrase_years(pdoc, j.premise[0], premise)
        dated_h = clause_years(hdoc, h, h_years, temporal_clauses=True)
        if dated_p and dated_h and not any(b.lo <= y <= b.hi for y in dated_p for b in dated_h):
            return h
    return None
