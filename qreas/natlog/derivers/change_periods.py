"""The length of time a change took, from the two years it is stated between: "were
called out 214 times in 2023, up from 167 in 2022" -> "call-outs rose by 47 *in a
year*"; "grew from 79,300 in 2011 to 86,450 in 2021" -> "grew *over ten years*".

Why: a summary states a change with the period it took ("in a year", "over the
decade", "in five years"), and the source dates the change's start and end instead. The
period is a hypothesis quantity of its own, which no premise figure states, so without
this the claim is "not found" though the text implies it. The period is the difference
of the two years the premise gives its figures for (the only two years it states).
Not exclusive: a change "in two years" against one stated over a year may still be true
of another stretch, so another length leaves the claim undecided, it does not refute it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.changes import _lexicon as _change_words
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset, fmt_number

PERIOD_PREPOSITIONS = frozenset({"in", "over", "within", "across"})
YEAR_UNITS = {"year": 1.0, "decade": 10.0}
COMPARATIVES = frozenset({"more", "fewer", "less"})  # "47 more call-outs in a year"


def _period_phrase(doc: Any, h: Numset) -> frozenset[int] | None:
    """The tokens of "in a year" / "over ten years" when ``h`` is the object of a
    period preposition, else None."""
    noun = doc[min(h.end, len(doc)) - 1]
    prep = noun.head
    if noun.dep_ != "pobj" or prep.lower_ not in PERIOD_PREPOSITIONS:
        return None
    return frozenset({prep.i, *range(h.start, h.end)})


def _change_said(lemmas: frozenset[str]) -> bool:
    return bool(lemmas & _change_words().keys()) or bool(lemmas & COMPARATIVES)


@deriver("change-period")
def change_period(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension != "time" or h.unit not in YEAR_UNITS:
        return
    if not _change_said(lemma_set(ctx.hdoc)) or any(q.kind == "year" for q in ctx.h_all):
        return  # no change; or the claim dates it itself ("since 2015"): other derivers
    years = sorted({q.lo for q in ctx.premise if q.kind == "year" and q.is_exact})
    if len(years) != 2:
        return
    words = _period_phrase(ctx.hdoc, h)
    if words is None:
        return
    span = (years[1] - years[0]) / YEAR_UNITS[h.unit]
    first, last = (next(q for q in ctx.premise if q.kind == "year" and q.lo == y) for y in years)
    equation = f"{last.text} - {first.text} = {fmt_number(span)} {h.unit}"
    yield Derived(h.with_(lo=span, hi=span), equation, (first, last), h_tokens=words, exclusive=False)
