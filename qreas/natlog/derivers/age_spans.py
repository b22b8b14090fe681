"""An age span ("in her twenties", "teenage", ``qreas.life_stages``) against the age
the premise states of the one person it speaks of ("Mara, 41,", "a man aged 47",
"Grandpa turned 80", "a 23-year-old woman").

A stated age is an exact number of years; the span holds it or not. With one stated
age in the premise, the span speaks of that person's age (a single participant), so
the relation is the intervals' (47 is in "his late forties", out of "his early
forties": a contradiction, as for any exact value outside a stated interval).
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.life_stages import age_spans
from qreas.natlog.comparatives import stated_age
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.event_ages import age_words
from qreas.types import Numset

AGE_TAIL = frozenset({"-", "year", "years", "old"})


def _stated_ages(ctx: Context) -> list[Numset]:
    """The premise's exact ages: numbers with age words, a copula's or "turn"'s bare
    number, a "23-year-old"."""
    out = []
    for q in ctx.premise:
        if q.kind != "amount" or not q.is_exact or not 0 < q.lo < 130:
            continue
        if not (q.unit is None or (q.dimension == "time" and q.unit == "year")):
            continue
        hyphened = "-year" in q.text or "-old" in ctx.pdoc[q.start : q.end + 2].text
        num = ctx.pdoc[q.number_index]
        beside = q.unit is None and num.dep_ == "appos" and num.head.pos_ == "PROPN"  # "Mara, 41,"
        if hyphened or beside or age_words(ctx.pdoc, q) or stated_age(ctx.pdoc, q):
            out.append(q)
    return out


@deriver("age-span")
def age_span(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    doc = ctx.hdoc
    if h.unit != "year" or h.number_index >= len(doc) or doc[h.number_index].lower_ not in age_spans():
        return
    ages = _stated_ages(ctx)
    if len(ages) != 1:
        return
    q = ages[0]
    value = h.with_(lo=q.lo, hi=q.lo, lo_open=False, hi_open=False, approximate=False)
    # the age words ("aged", "years old", "-year-old") are what the span paraphrases
    doc = ctx.pdoc
    words = {i for i in range(q.start, min(len(doc), q.end + 4)) if doc[i].lower_ in AGE_TAIL or i < q.end}
    p_tokens = frozenset(words) | age_words(doc, q)
    yield Derived(value, f"{q.text}: aged {q.lo:g}", (q,), p_tokens)
