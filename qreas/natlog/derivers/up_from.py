"""A level with its earlier level after it: "a profit of 412 million dollars, *up from*
356 million dollars a year earlier" -> the profit rose by 56 million dollars (by 15.7
percent); "fares of 2.80 euros, up from 2.60" -> rose by 20 cents; "down from" the same
way, falling.

The phrase "up from X" / "down from X" follows the level it compares (the nearest
exact quantity of the same measure before it, in the same sentence), so the change is
that level minus X, and "up" / "down" says which way it went. A hypothesis stating a
change "by" an amount (``qreas.changes.role_of``) claims its size; its change word's
direction claims the sign ("fell by 56 million" against "up from": contradicted).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.changes import role_of
from qreas.natlog.derived import Context, Derived
from qreas.natlog.derived import deriver as register
from qreas.natlog.derivers.changes import _change_readings, _in_unit_of, _propose
from qreas.types import Numset, fmt_number

# the particle and the sign of the change it states
_PARTICLES = {"up": 1, "down": -1}


# words that set a level against an earlier one without saying which way it went
# ("412,000 visitors in 2023, *compared with* 356,000 in 2022"; "*against* 2.5 million a
# year earlier"): the values give the direction
_SET_AGAINST = {("compared", "with"), ("compared", "to"), ("against",), ("versus",)}


def _earlier(doc: Any, q: Numset) -> tuple[int, int] | None:
    """(sign, index of the particle) when ``q`` follows "up from" / "down from"; sign 0
    after "compared with" / "against" (the values decide)."""
    if q.start >= 1 and (doc[q.start - 1].lower_,) in _SET_AGAINST and doc[q.start - 2].is_punct:
        return 0, q.start - 1
    if q.start >= 2 and (doc[q.start - 2].lower_, doc[q.start - 1].lower_) in _SET_AGAINST:
        return 0, q.start - 2
    if q.start < 2 or doc[q.start - 1].lower_ != "from":
        return None
    particle = doc[q.start - 2]
    sign = _PARTICLES.get(particle.lower_)
    return (sign, particle.i) if sign else None


def _level(doc: Any, premise: tuple[Numset, ...], x: Numset, before: int) -> Numset | None:
    """The level "up from ``x``" compares: the last exact quantity of ``x``'s measure
    ending before the particle, in the same sentence."""
    sent = doc[before].sent
    found = None
    for q in premise:
        if q is x or not q.is_exact or q.kind != "amount" or q.end > before or q.start < sent.start:
            continue
        y = _in_unit_of(q, x)
        if y.unit == x.unit and (x.unit is not None or y.dimension == x.dimension):
            found = y
    return found


def _claimed(direction: str, change: float) -> float:
    """The signed change a hypothesis' change word claims ("rose by" a size: + the size;
    "fell by": -); the derived value in its terms, so a wrong direction contradicts."""
    if direction == "increase":
        return change
    if direction == "decrease":
        return -change
    return abs(change)


@register("change-up-from")
def change_up_from(ctx: Context) -> Iterator[Derived]:
    """ "Y, up from X" -> a change by Y - X (or its percent of X)."""
    h, doc = ctx.h, ctx.pdoc
    hr = role_of(ctx.hdoc, h.start)
    if hr is None or hr.role != "by" or not (h.kind == "amount" or h.kind == "ratio" and h.unit == "%"):
        return  # a size, or a share of the earlier level ("rose by a quarter")
    for x in ctx.premise:
        if x.kind != "amount" or not x.is_exact or (found := _earlier(doc, x)) is None:
            continue
        sign, particle = found
        y = _level(doc, ctx.premise, x, particle)
        if y is None or (y.lo - x.lo) * sign < 0 or y.lo == x.lo:
            continue  # "up" with a lower level: not the level it compares
        change = y.lo - x.lo
        readings = _change_readings(x, _claimed(hr.direction, change), h)
        if readings is None:
            continue
        eq = f"{y.text} - {x.text} = {fmt_number(change)}"
        if h.unit == "%":
            eq += " = " + " or ".join(f"{fmt_number(r)}%" for r in readings) + f" of {x.text}"
        p_words = frozenset(range(particle, x.start))  # "up from", "compared with", "against"
        h_words = frozenset({hr.prep, hr.word.i}) | _counted_subject(hr.word, y.unit)
        yield _propose(h, readings, eq, (x, y), p_words, h_words)


COUNT_NOUNS = frozenset({"number", "count", "total", "figure", "sale"})  # "phone *sales*": phones sold


def _counted_subject(verb: Any, unit: str | None) -> frozenset[int]:
    """The change's subject when it names what the levels count ("*Rescues* rose by a
    quarter" of "1,150 rescues, up from 920"; "*passenger numbers* rose"): the levels'
    own noun, so the words are the derivation's, not material the premise lacks."""
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or unit is None:
        return frozenset()
    if subj.lemma_.lower() == unit:
        return frozenset({subj.i})
    nouns = [c for c in subj.children if c.dep_ == "compound" and c.lemma_.lower() == unit]
    return frozenset({subj.i, nouns[0].i}) if subj.lemma_.lower() in COUNT_NOUNS and nouns else frozenset()
