"""Years from ages: an age at a dated event dates the birth, and an age at an event
dates the event from the birth.

- "In 2010 she turned professional at the age of 16" -> she was born in 1993 or 1994
  (2010 - 16 - 1 .. 2010 - 16: the birthday may fall before or after the event), so
  "born in the 1990s" follows and "born in 1985" is false;
- "Count Rask, then 34 years old" with the siege dated 1612 -> born 1577 or 1578 ("then"
  points back to the last year the text states, as "later" does: narrative order);
- "Born in 1947, he made his debut at the age of 18" -> the debut was in 1965 or 1966
  (the birth year plus the age, plus one if the birthday came later in the year).

The reverse of ``dates.age-at-event`` (birth and event years -> the age), with the same
convention of completed years (``temporal.age_from_periods``). An age is a number with
age words (``event_ages.age_words``); its event is its clause's verb, or the verb its clause
hangs on ("published in 2004 *when she was 29*"). The age words and the birth verb are
the operation's, so the proof has only the year to compare.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.lexicon import time_relations
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _clause, _lemma, _value, _verb
from qreas.natlog.derivers.event_ages import age_words, is_birth
from qreas.natlog.trees import subtree
from qreas.once_events import SUBJECT_DEPS
from qreas.types import Numset, fmt_number

THEN = frozenset({"then"})  # "then 34 years old": at the time the text last dated


def _age(doc: Any, q: Numset) -> frozenset[int]:
    """The age words of a premise quantity (empty when it is not an exact age)."""
    if q.kind != "amount" or not q.is_exact or not 0 < q.lo < 130:
        return frozenset()
    if not (q.unit is None or (q.dimension == "time" and q.unit == "year")):
        return frozenset()
    words = age_words(doc, q)
    if not words and q.unit is None and q.start > 0 and doc[q.start - 1].lower_ in THEN:
        num = doc[q.number_index]  # "Haskell, then 41, became ...": a bare number set beside a name
        if num.dep_ in ("appos", "amod", "npadvmod", "advmod") or num.head.pos_ in ("PROPN", "PRON"):
            words = frozenset({q.start - 1})
    return words


def _events(doc: Any, q: Numset) -> list[Any]:
    """The verbs an age is said at: its clause's verb and, for a subordinate clause
    ("when she was 29", "aged 18"), the verb that clause modifies."""
    verb = _verb(doc, q.number_index)
    out = [verb] if verb is not None else []
    while verb is not None and verb.dep_ in ("advcl", "relcl", "acl", "xcomp") and verb.head.i != verb.i:
        verb = _verb(doc, verb.head.i)
        if verb is not None:
            out.append(verb)
    return out


def _event_year(ctx: Context, q: Numset) -> Numset | None:
    """The one exact year of the event an age is said at: a year of the same verb, or,
    after "then", the last year stated before the age."""
    doc = ctx.pdoc
    years = [y for y in ctx.premise if y.kind == "year" and y.is_exact and y.lo == int(y.lo)]
    verbs = {v.i for v in _events(doc, q)}
    same = [y for y in years if (v := _verb(doc, y.number_index)) is not None and v.i in verbs]
    if len(same) == 1:
        return same[0]
    near = range(max(0, q.start - 2), q.start)
    if not same and any(doc[i].lower_ in THEN for i in near):
        before = [y for y in years if y.end <= q.start]
        return before[-1] if before else None
    return None


def _births(ctx: Context) -> list[Numset]:
    births = time_relations()["birth"]
    years = [y for y in ctx.premise if y.kind == "year" and y.is_exact and y.verb in births]
    return [y for y in years if is_birth(ctx.pdoc, y)]


@deriver("birth-from-age")
def birth_from_age(ctx: Context) -> Iterator[Derived]:
    """The hypothesis dates a birth; the premise gives an age at a dated event."""
    h, hdoc = ctx.h, ctx.hdoc
    hverb = _verb(hdoc, h.number_index)
    if h.kind != "year" or hverb is None or _lemma(hverb) not in time_relations()["birth"]:
        return
    if _births(ctx):
        return  # the premise states the birth itself: the event-year derivers read it
    for q in ctx.premise:
        words = _age(ctx.pdoc, q)
        year = _event_year(ctx, q) if words else None
        if year is None:
            continue
        first, last = int(year.lo - q.lo - 1), int(year.lo - q.lo)
        equation = f"{year.text} - {q.text} - 1 .. {year.text} - {q.text} = {first}..{last} (birth)"
        # the dated event ("won the race in 2010") and "at the time" only place the age:
        # the derivation uses them up, as "later" uses up its reference clause
        event = _verb(ctx.pdoc, year.number_index)
        used = _clause(ctx.pdoc, event, q.number_index)
        if event is not None:  # the subject is the one born, which the hypothesis names
            used -= frozenset(i for c in event.children if c.dep_ in SUBJECT_DEPS for i in subtree(c))
        used |= _at_the_time(ctx.pdoc, q)
        yield Derived(_value(h, first, last), equation, (year, q), words | used, frozenset({hverb.i}))


def _at_the_time(doc: Any, q: Numset) -> frozenset[int]:
    """ "aged 34 *at the time*": the phrase that ties the age to the dated event."""
    word = doc[q.number_index].head
    return frozenset(i for c in word.children if c.dep_ == "prep" and c.lower_ == "at" for i in subtree(c))


@deriver("event-from-age")
def event_from_age(ctx: Context) -> Iterator[Derived]:
    """The hypothesis dates an event the premise gives the age at, and the birth year."""
    h, hdoc = ctx.h, ctx.hdoc
    hverb = _verb(hdoc, h.number_index)
    if h.kind != "year" or hverb is None:
        return
    births = _births(ctx)
    if len(births) != 1:
        return
    born = births[0]
    for q in ctx.premise:
        words = _age(ctx.pdoc, q)
        if not words or not any(_lemma(v) == _lemma(hverb) for v in _events(ctx.pdoc, q)):
            continue
        first, last = int(born.lo + q.lo), int(born.lo + q.lo + 1)
        equation = f"{born.text} + {q.text} (+ 1) = {fmt_number(first)}..{fmt_number(last)}"
        bverb = _verb(ctx.pdoc, born.number_index)
        p_words = words | ({bverb.i} if bverb is not None else set())
        yield Derived(_value(h, first, last), equation, (born, q), frozenset(p_words))
