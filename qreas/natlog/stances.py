"""Opposed stances of one doer: "60 senators voted *for* the bill" / "60 senators voted
*against* the bill".

The aligner treats prepositions as function words, so the two sentences above align
word for word (≡) and the hypothesis came out entailed. A preposition of stance
(``lexicons/stance_prepositions.tsv``: "for", "in favour of" / "against") on a verb both
sentences share says which side the doer took; the two sides exclude each other for the
same doer and thing, so the pair of prepositions is a substitution edit with the
relation | (alternation), projected like any other edit ("No senator voted against the
bill" after "All 100 senators voted for the bill" is then not contradicted: the
alternation under "no" projects to #).
"""

from __future__ import annotations

import functools
from typing import Any

from qreas.lexicon import lines
from qreas.natlog import align as A
from qreas.natlog.derived import lemma_set
from qreas.natlog.relations import Rel

NOTE = "opposed stances"


@functools.cache
def _stances() -> dict[tuple[str, ...], str]:
    return {tuple(f[0].lower().split()): f[1] for f in lines("stance_prepositions.tsv")}


def stance(verb: Any) -> tuple[str, frozenset[int]] | None:
    """The stance a verb's prepositional phrase gives ("voted *for*": pro) and the
    preposition's words, or None."""
    doc = verb.doc
    for c in verb.children:
        if c.dep_ != "prep":
            continue
        for words, side in _stances().items():
            if tuple(t.lower_ for t in doc[c.i : c.i + len(words)]) == words:
                return side, frozenset(range(c.i, c.i + len(words)))
    return None


def _sides(doc: Any) -> frozenset[str]:
    """The stances a sentence's words could give (a cheap test before the tree)."""
    words = lemma_set(doc)
    return frozenset(side for ws, side in _stances().items() if ws[0] in words)


def stance_edits(pdoc: Any, hdoc: Any, a: A.Alignment) -> None:
    """An alternation edit for each verb both sentences share (an aligned MAT or SUB
    edit) whose stance prepositions differ."""
    p_sides, h_sides = _sides(pdoc), _sides(hdoc)
    if not p_sides or not h_sides or len(p_sides | h_sides) < 2:
        return  # cheap test first: most pairs have no opposed stance words at all
    for e in list(a.edits):
        if e.kind not in ("MAT", "SUB") or e.p_index is None or e.h_index is None:
            continue
        p, h = pdoc[e.p_index], hdoc[e.h_index]
        if p.pos_ != "VERB" or h.pos_ != "VERB":
            continue
        sp, sh = stance(p), stance(h)
        if sp is None or sh is None or sp[0] == sh[0]:
            continue
        a.p_used |= sp[1]
        a.h_used |= sh[1]
        p_text = " ".join(pdoc[i].text for i in sorted(sp[1]))
        h_text = " ".join(hdoc[i].text for i in sorted(sh[1]))
        a.edits.append(A.Edit("SUB", p_text, h_text, Rel.ALT, min(sp[1]), min(sh[1]), sp[1], NOTE))
