"""A thing's age and the end of a period of stated length.

- "The library was founded in 1879" -> "it was more than a century old in 2000" /
  "... old when it was sold" (the sale dated 1968): the age of a thing is counted in
  anniversaries of the year it began to exist, the year numbers subtracted (the
  encyclopedic convention: "its centenary in 1979"; ``temporal.span_years``). Only the
  origin of the thing the hypothesis names counts (the subject of "founded" is the
  subject of "old"), so the age of "its present building" is not the library's.
- "The library is more than a century old" (present tense, no year): the age at
  ``Config.reference_date``, when one is set; without one such claims are not decided
  (the clock is never read).
- "She was elected mayor in 1990 and held the office for twelve years" -> "her time as
  mayor ended in 2002": a period that began in a year and lasted N years ("for N years",
  said of the same subject) ends N years later (``temporal.later``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas import temporal
from qreas.natlog.derived import Context, Derived, deriver, reference_year
from qreas.natlog.derivers.dates import (
    _dated,
    _duration_years,
    _lemma,
    _same_subject,
    _value,
    _verb,
    _words,
    _year_seconds,
    _years_text,
)
from qreas.natlog.derivers.event_ages import age_words
from qreas.natlog.derivers.same_event_years import _definite_subject
from qreas.types import Numset, fmt_number


def _origin(ctx: Context, who: str | None) -> Numset | None:
    """The one premise year in which the thing ``who`` began to exist."""
    if who is None:
        return None
    found = [
        q
        for q in ctx.premise
        if q.kind == "year" and q.is_exact and q.verb in _words()["origin"]
        and _definite_subject(ctx.pdoc, _verb(ctx.pdoc, q.number_index)) == who
    ]  # fmt: skip
    return found[0] if len(found) == 1 else None


def _when_clause(hdoc: Any) -> tuple[Any, Any] | None:
    """("when", the verb of its clause) in "... old when it was sold"."""
    for t in hdoc:
        if t.lower_ == "when" and t.dep_ == "advmod" and t.head.pos_ in ("VERB", "AUX"):
            return t, t.head
    return None


def _age_of_thing(ctx: Context, age: Numset) -> tuple[Numset, Numset, frozenset[int], Numset | None] | None:
    """(origin year, event year, hypothesis words, hypothesis year) of "X was N years old
    in Y / when ..."; None when the hypothesis is not such a claim."""
    if not any(ctx.hdoc[i].lower_ == "old" for i in age_words(ctx.hdoc, age)):
        return None  # "N years old": the age of a thing (a person's: ``life_dates``, ``dates``)
    verb = _verb(ctx.hdoc, age.number_index)
    origin = _origin(ctx, _definite_subject(ctx.hdoc, verb))
    if origin is None:
        return None
    years = [q for q in ctx.hypothesis if q.kind == "year" and q.is_exact]
    if len(years) == 1:
        y = years[0]
        prep = {y.start - 1} if y.start > 0 and ctx.hdoc[y.start - 1].lower_ in ("in", "by") else set()
        return origin, y, frozenset(prep), y
    clause = _when_clause(ctx.hdoc)
    if clause is not None:
        event = _dated(ctx, clause[1])
        if event is not None and event is not origin:
            return origin, event, frozenset({clause[0].i}), None
    now = reference_year()
    if now is not None and not years and verb is not None and verb.tag_ in ("VBZ", "VBP"):
        # "The library is more than a century old": the age at the reference date
        event = Numset(lo=now, hi=now, kind="year", text=f"{now} (the reference date)")
        return origin, event, frozenset(), None
    return None


@deriver("age-of-thing")
def age_of_thing(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind == "year":  # the year the age is counted to: a parameter of the age claim
        for age in ctx.hypothesis:
            if age.kind == "amount" and age.dimension == "time" and age.scale:
                found = _age_of_thing(ctx, age)
                if found is not None and found[3] is h:
                    yield Derived(_value(h, h.lo, h.hi), f"{h.text}: the year the age is counted to",
                                  (found[0],), exclusive=False)  # fmt: skip
        return
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    found = _age_of_thing(ctx, h)
    if found is None:
        return
    origin, event, words, _ = found
    years = temporal.span_years(int(origin.lo), int(event.lo))
    value = years * _year_seconds() / h.scale
    born = _verb(ctx.pdoc, origin.number_index)
    p_words = frozenset({born.i, *(c.i for c in born.children if c.dep_ in ("aux", "auxpass"))})
    sources = (origin,) if event in ctx.hypothesis else (origin, event)
    equation = f"{event.text} - {origin.text} = {fmt_number(value)} {h.unit or 'year'} (age)"
    yield Derived(_value(h, value, value), equation, sources, p_words, age_words(ctx.hdoc, h) | words)


@deriver("period-end")
def period_end(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "year":
        return
    hverb = _verb(ctx.hdoc, h.number_index)
    if hverb is None or _lemma(hverb) not in _words()["end"]:
        return
    h_words = frozenset({hverb.i} | {t.i for t in ctx.hdoc if t.lemma_.lower() in _words()["period"]})
    for d in ctx.premise:
        n = _duration_years(d)
        if n is None or d.start == 0 or doc[d.start - 1].lower_ != "for":
            continue
        held = _verb(doc, d.number_index)
        if held is None:
            continue
        starts = [
            q
            for q in ctx.premise
            if q.kind == "year" and q.is_exact and q.end <= d.start
            and (_verb(doc, q.number_index) is held or _same_subject(_verb(doc, q.number_index), held))
        ]  # fmt: skip
        if not starts:
            continue
        start = starts[-1]
        span = temporal.later(temporal.Years(start.lo, start.hi), n)
        equation = f"{start.text} + {d.text} = {_years_text(span)}"
        p_words = frozenset({d.start - 1, held.i})
        yield Derived(_value(h, span.first, span.last), equation, (start, d), p_words, h_words)
