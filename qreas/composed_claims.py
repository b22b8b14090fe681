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

**Operands of another time.** "A 6% rise this year and a further 4% next year" / "a 10%
rise this year": a figure composed of operands dated to different times ("this year",
"next year", "in 2020") is no figure of the earlier time: when the hypothesis dates its
figure and an operand is dated to a later time on the same scale, the composition does
not support it (an earlier level plus a later gain is the later level, so earlier
operands stay).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.attributes import NOUNS, explicit_attribute
from qreas.attributes import _generic as generic_attributes
from qreas.types import Justification, Numset

_DIRECT = ("match", "none", "given")


def _copula_subject(doc: Any, number_index: int) -> set[str]:
    """The noun a copula predicates a figure of ("its profit was $12 million")."""
    num = doc[number_index]
    unit = num.head if num.dep_ in ("nummod", "quantmod", "compound") and num.head.pos_ in NOUNS else num
    if unit.dep_ == "quantmod":  # "$ 12 million": the number hangs on the scale word
        unit = unit.head
    if unit.dep_ != "attr" or unit.head.lemma_ != "be":
        return set()
    subjects = {c.lemma_.lower() for c in unit.head.children if c.dep_ == "nsubj" and c.pos_ == "NOUN"}
    return subjects - generic_attributes()  # "the average number ... is 2.5": arithmetic's own words


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
    return own_difference_level(j, pdoc) is not None


def own_difference_level(j: Justification, pdoc: Any) -> Numset | None:
    """The level of such a composition ("*64 titles* last year, 16 more than the year
    before"): the figure stated for the predication the claim restates, so a claim of
    another value of it ("80 titles last year") is contradicted by the level itself."""
    if j.verdict != "entails" or len(j.premise) != 2 or len(j.postfix) != 5:
        return None
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
            return level
    return None


_DEICTIC = frozenset({"this", "next", "last", "previous", "following", "coming"})
_PERIODS = frozenset({"year", "month", "week", "season", "quarter", "day", "term"})
_STOPS = frozenset({",", ";", "and", "but", "while", "whereas", "."})


def _time_after(doc: Any, i: int, reach: int = 5) -> str | None:
    """The time a figure's clause dates it to, from the words right after it ("a 6% rise
    *this year*", "4% *next year*", "$3m *in 2020*"), else None."""
    for k in range(i + 1, min(len(doc), i + 1 + reach)):
        t = doc[k]
        if t.lower_ in _STOPS:
            return None
        if t.lower_ in _DEICTIC and k + 1 < len(doc) and doc[k + 1].lemma_.lower() in _PERIODS:
            return f"{t.lower_} {doc[k + 1].lemma_.lower()}"
        if t.lower_ == "in" and k + 1 < len(doc) and doc[k + 1].like_num and len(doc[k + 1].text) == 4:
            return doc[k + 1].text
    return None


def other_time_operand(j: Justification, pdoc: Any, hdoc: Any) -> bool:
    """Is ``j`` a composed entailment one of whose operands the premise dates to another
    time than the one the hypothesis dates its figure to (module doc)?"""
    if j.verdict != "entails" or j.method in _DIRECT or len(j.premise) < 2:
        return False
    return later_operand(pdoc, j.premise, hdoc, j.hypothesis)


def later_operand(pdoc: Any, operands: Sequence[Numset], hdoc: Any, h: Numset) -> bool:
    """Is one of ``operands`` dated to a later time than the hypothesis dates ``h`` to?
    (The level at an earlier time plus a later gain is the later level, so only later
    operands are foreign to the claim's time.)"""
    h_rank = _time_rank(_time_after(hdoc, h.number_index, reach=8))
    if h_rank is None:
        return False
    for q in operands:
        rank = _time_rank(_time_after(pdoc, q.number_index))
        if rank is not None and rank[0] == h_rank[0] and rank[1] > h_rank[1]:
            return True
    return False


_ORDER = {"last": -1, "previous": -1, "this": 0, "next": 1, "following": 1, "coming": 1}


def _time_rank(time: str | None) -> tuple[str, int] | None:
    """A time's place on its own scale: ("deictic year", -1 / 0 / 1) or ("year", 2020)."""
    if time is None:
        return None
    if time.isdigit():
        return "year", int(time)
    word, period = time.split()
    return f"deictic {period}", _ORDER[word]


def unlicensed(j: Justification, pdoc: Any, hdoc: Any) -> bool:
    """Does any rule of this module (module doc) withdraw ``j``'s composed entailment?"""
    return (
        unnamed_attribute(j, pdoc, hdoc) or own_difference_added(j, pdoc) or other_time_operand(j, pdoc, hdoc)
    )
