"""A claim whose only content besides its time anchor is a direction of change:
"Brenlow Foods' profit rose in 2021" / "Its profit fell by a quarter to $600,000".

When the hypothesis's main verb says a change of level ("rose", "fell", "grew") and its
only numbers are years (which anchor the change, they do not measure it), matching the
year says nothing about the claim: the claim is the direction. The premise decides it
only through a clause about the same level (the hypothesis subject's head noun,
"profit", "sales"), which says a direction in one of two ways:

* the noun is the subject of a change verb ("profit fell by a quarter"), or
* the noun carries a trailing "up"/"down" figure ("sales of $82 million, up from
  $70 million"; "profit was down 5 percent").

The same direction leaves the label as the stages gave it; the opposite direction is a
contradiction (a level that fell over a period did not rise over it); no clause about
that level leaves an entailment unsupported (neutral): the year and the entity matched,
but the premise's change belongs to another level ("revenue rose" says nothing of profit).
Cheap gate: the hypothesis root must be a change verb, so other pairs pay nothing.
"""

from __future__ import annotations

import re
from typing import Any

from qreas import changes
from qreas.natlog.change_directions import level_direction

_YEAR = re.compile(r"^(1[5-9]|20)\d\d$")
_SUBJECTS = ("nsubj", "nsubjpass")


def _hyp_claim(hdoc: Any) -> tuple[Any, str] | None:
    """(subject head noun, direction) of a hypothesis whose root is a change verb and
    whose only numbers are years, else None."""
    roots = [t for t in hdoc if t.dep_ == "ROOT"]
    if len(roots) != 1 or any(t.dep_ == "neg" for t in hdoc):
        return None
    root = roots[0]
    direction = changes.direction(root)
    if not direction:
        return None
    if any(t.like_num and not _YEAR.match(t.text) for t in hdoc):
        return None
    if any(t.lower_ in ("%", "percent", "half", "third", "quarter", "double", "twice") for t in hdoc):
        return None
    subj = [c for c in root.children if c.dep_ in _SUBJECTS and c.pos_ in ("NOUN", "PROPN")]
    if len(subj) != 1 or any(c.dep_ == "prep" and c.lower_ == "of" for c in subj[0].children):
        return None  # "the number of visitors rose": the level is named by its complement
    if subj[0].pos_ == "PROPN" and subj[0].i > 0:
        return None  # a name's change ("Petra rose"): no level named
    return subj[0], direction


def _years(tokens: Any) -> set[str]:
    return {t.text for t in tokens if _YEAR.match(t.text)}


def _premise_directions(pdoc: Any, noun: Any, h_years: set[str]) -> list[str]:
    """The directions the premise says of the level named by ``noun`` (same lemma),
    skipping a sentence that dates its change to another year than the hypothesis."""
    found: list[str] = []
    lemma = noun.lemma_.lower()
    for sent in pdoc.sents:
        years = _years(sent)
        if h_years and years and not (years & h_years):
            continue
        for t in sent:
            if t.lemma_.lower() != lemma or t.pos_ not in ("NOUN", "PROPN"):
                continue
            head = t.head
            if t.dep_ in _SUBJECTS and head.i != t.i and (d := level_direction(head)):
                found.append(d)  # "profit fell by a quarter"; "doubled" / "halved" too
                continue
            # "profit was down 5 percent"; "reported sales of $82 million, up from $70
            # million"; "sales of $82 million, up from ...": a trailing up / down figure
            holders = [t, head] if t.dep_ in (*_SUBJECTS, "dobj") else [t]
            for c in (c for x in holders for c in x.subtree if c.i > t.i):
                if c.lower_ not in changes.PARTICLES or c.head not in holders:
                    continue
                after = (*c.children, *c.doc[c.i + 1 : c.i + 2])
                if changes.direction(c) or any(x.lower_ == "from" for x in after):
                    found.append("increase" if c.lower_ == "up" else "decrease")
    return found


def direction_label(pdoc: Any, hdoc: Any, label: str, reason: str) -> tuple[str, str]:
    """The label of a direction-only claim (module doc); other pairs pass unchanged."""
    claim = _hyp_claim(hdoc)
    if claim is None:
        return label, reason
    noun, direction = claim
    found = set(_premise_directions(pdoc, noun, _years(hdoc)))
    if len(found) == 1:
        said = next(iter(found))
        if said != direction:
            return "contradiction", f"the premise's {noun.lemma_} moved the other way ({said})"
        return label, reason
    if not found and label == "entailment":
        return "neutral", f"the premise says no change of the {noun.lemma_}"
    return label, reason
