"""The age of a person or a thing in a year the hypothesis names, from its birth or
origin year: "Greta was born in 1911" -> "Greta was 49 or 50 years old in 1961"; "the
present building was completed in 1936" -> it was 82 or 83 years old in 2019, so "more
than a century old in 2019" is false.

Why: encyclopedia hypotheses state ages at a date ("was 50 in 1961", "was over a
century old when it closed in 2019"), while the text dates only the beginning. With
years alone the birthday (or the day of completion) may fall before or after the day
meant, so the age is the year difference or one less (``temporal``'s convention for
ages from years). A thing's age counts from its origin (founded, built, completed,
opened: the "origin" verbs of ``lexicons/time_relations.tsv``).

The year of the hypothesis is the reference point of the age, not a claim of its own:
its derivation here restates it and leaves the age to decide.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _subject, _value, _verb, _words
from qreas.natlog.derivers.event_ages import age_words
from qreas.types import Numset, fmt_number

YEARS_IN = {None: 1, "year": 1, "decade": 10, "century": 100}  # an age's unit in years
OLD = frozenset({"old"})
# a building's or a work's age counts from its completion or opening (the day it was
# there to be used), which ``time_relations`` files under the ends of its making
COMPLETION = frozenset({"complete", "finish", "open", "inaugurate"})


def _age(hdoc: Any, h: Numset) -> frozenset[int]:
    """The age words of a hypothesis quantity ("49 years old", "aged 49", "more than a
    century old"); empty when it is not an age."""
    if h.kind != "amount" or h.unit not in YEARS_IN or (h.unit is not None and h.dimension != "time"):
        return frozenset()
    words = age_words(hdoc, h)
    if not words and h.end < len(hdoc) and hdoc[h.end].lower_ in OLD:
        words = frozenset({h.end})  # "a century old"
    return words


def _origins(ctx: Context, hverb: Any) -> list[Numset]:
    """The premise's birth or origin years of the hypothesis' subject (the same head
    noun: a library's present building is not the library)."""
    kinds = {*_words()["birth"], *_words()["origin"], *COMPLETION}
    found = [q for q in ctx.premise if q.kind == "year" and q.is_exact and q.verb in kinds]
    who = _subject(hverb) if hverb is not None else None
    same = []
    for q in found:
        pv = _verb(ctx.pdoc, q.number_index)
        subj = _subject(pv) if pv is not None else None
        if who is not None and subj is not None and _lemma(subj) == _lemma(who):
            same.append(q)
    return same


def _birthday(hdoc: Any, age: Numset) -> bool:
    """The age is the one a birthday in the year reaches ("turned 30", "turned 30 years
    old"): then the year difference is the age, not that difference or one less."""
    tok = hdoc[age.number_index]
    while tok.head.i != tok.i and tok.head.pos_ != "VERB":
        tok = tok.head
    return tok.head.lemma_.lower() == "turn"


def _setting(ctx: Context) -> tuple[Numset, Numset, frozenset[int]] | None:
    """(the age, the year it is said at, the age words): one of each in the hypothesis."""
    years = [q for q in ctx.h_all if q.kind == "year" and q.is_exact]
    if len(years) != 1:  # cheap test first: most hypotheses name no year
        return None
    ages = [(q, w) for q in ctx.h_all if (w := _age(ctx.hdoc, q))]
    if len(ages) != 1:
        return None
    return ages[0][0], years[0], ages[0][1]


@deriver("age-in-year")
def age_in_year(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    setting = _setting(ctx)
    if setting is None:
        return
    age, year, words = setting
    origins = _origins(ctx, _verb(ctx.hdoc, age.number_index))
    if len(origins) != 1:
        return
    b = origins[0]
    born = _verb(ctx.pdoc, b.number_index)
    p_words = frozenset({born.i}) if born is not None else frozenset()
    if h.number_index == year.number_index:  # the reference point of the age: restated, the age decides
        yield Derived(h, f"{year.text}: the year the age is said at", (b,), p_words, frozenset())
        return
    if h.number_index != age.number_index or year.lo < b.lo:
        return
    factor = YEARS_IN[h.unit]
    lo, hi = (year.lo - b.lo - 1) / factor, (year.lo - b.lo) / factor
    if _birthday(ctx.hdoc, age):  # "turned 30 in 2020": the birthday itself is in that year
        lo = hi
    eq = f"{year.text} - {b.text} - 1 .. {year.text} - {b.text} = {fmt_number(lo)}..{fmt_number(hi)} (age)"
    yield Derived(_value(h, max(lo, 0), hi), eq, (b,), p_words, words)
