"""Composed figures that the premise's words do not license.

**An attribute the premise never names.** A figure computed from premise figures is no
value of an attribute the premise never names: "It earned $14 million at the box
office ... on a budget of $2.2 million" does not give "a profit of $11.8 million", nor
"sales of $82 million, up from $70 million" "a profit of $12 million".

Why: arithmetic over two figures gives a value of the relation between them (the
change of one level, the remainder of one whole), and the hypothesis names what it
claims the value is: the noun its figure is "of" ("a profit of $11.8 million") or
the subject its copula predicates it of ("its profit was $12 million"). When the
premise never mentions that noun, the equation holds of numbers but not of the
attribute, so the claim is undecided (neutral): profit is not takings minus budget
unless the text says so. A figure matched to one premise figure is left to the
attribute checks of ``qreas.claim_frames``.

**A level plus its own difference.** "It published 64 titles last year, 16 more than
the year before": 16 is the gap between last year's 64 and an earlier level (48), said
in apposition to the level. Adding it to the level it qualifies (64 + 16 = 80) gives
no stated level, and so does subtracting a "fewer than" gap from its level; the other
order (64 - 16, the earlier level) is what the apposition says and stays.
"""

from __future__ import annotations

from typing import Any

from qreas.attributes import NOUNS, explicit_attribute
from qreas.types import Justification

_DIRECT = ("match", "none", "given")


def _copula_subject(doc: Any, number_index: int) -> set[str]:
    """The noun a copula predicates a figure of ("its profit was $12 million")."""
    num = doc[number_index]
    unit = num.head if num.dep_ in ("nummod", "quantmod", "compound") and num.head.pos_ in NOUNS else num
    if unit.dep_ == "quantmod":  # "$ 12 million": the number hangs on the scale word
        unit = unit.head
    if unit.dep_ != "attr" or unit.head.lemma_ != "be":
        return set()
    return {c.lemma_.lower() for c in unit.head.children if c.dep_ == "nsubj" and c.pos_ == "NOUN"}


def unnamed_attribute(j: Justification, pdoc: Any, hdoc: Any) -> bool:
    """Is ``j`` a composed entailment of a figure whose attribute noun the premise
    never mentions (module doc)?"""
    if j.verdict != "entails" or j.method in _DIRECT or len(j.premise) < 2:
        return False
    h = j.hypothesis
    attrs = explicit_attribute(hdoc, h) | _copula_subject(hdoc, h.number_index)
    if not attrs:
        return False
    said = {t.lemma_.lower() for t in pdoc} | {t.lower_ for t in pdoc}
    return not (attrs & said)


_MORE, _FEWER = frozenset({"more"}), frozenset({"fewer", "less"})


def own_difference_added(j: Justification, pdoc: Any) -> bool:
    """Is ``j`` a two-figure entailment that adds an appositive "M more than ..." to
    the level it follows, or subtracts an appositive "M fewer than ..." (module doc)?"""
    if j.verdict != "entails" or len(j.premise) != 2 or len(j.postfix) != 5:
        return False
    op = j.postfix[2]
    for level, gap in (j.premise, j.premise[::-1]):
        lv, gp = pdoc[level.number_index], pdoc[gap.number_index]
        if lv.sent != gp.sent or not lv.i < gp.i or gp.i + 2 >= len(pdoc):
            continue
        word, than = pdoc[gp.i + 1].lower_, pdoc[gp.i + 2].lower_
        between = pdoc[lv.i + 1 : gp.i]
        if than != "than" or not any(t.text == "," for t in between):
            continue
        if any(t.pos_ in ("VERB", "AUX") or t.like_num for t in between):
            continue  # "64 titles, and sold 16 more than ...": another clause
        if (word in _MORE and op == "+") or (word in _FEWER and op == "-"):
            return True
    return False
