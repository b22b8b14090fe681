"""The age at an event from a birth year and the event's year ("born in 1925 ... won
the prize in 1961" -> 35 or 36 when it won): ``temporal.age_from_periods``, with the
off-by-one interval when only years are known. The words that make a hypothesis number
an age ("aged 74", "at the age of 74", "in her fifties") are ``age_words``, which the
other age derivers read too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas import temporal
from qreas.life_stages import age_spans
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import WINDOW, _lemma, _value, _verb, _words, _years, _years_text
from qreas.types import Numset


def age_words(doc: Any, h: Numset) -> frozenset[int]:
    """The words that make a hypothesis number an age ("aged 74", "at the age of 74",
    "74 years old", "died at 74"); empty when it is not one."""
    ages = _words()["age"]
    if doc[h.number_index].lower_ in age_spans() and h.start < h.number_index:
        return frozenset(range(h.start, h.number_index))  # "in her fifties" is an age itself
    near = range(max(0, h.start - WINDOW), min(len(doc), h.end + 2))
    found = {i for i in near if doc[i].lemma_.lower() in ages or doc[i].lower_ in ages}
    if not found and h.unit is None and h.start > 0 and doc[h.start - 1].lower_ == "at":
        found = {h.start - 1}  # "died at 74": a bare number after "at" with a life event
    num = doc[h.number_index]
    while num.dep_ == "conj" and num.head.like_num:
        num = num.head  # "74 or 75": the first number bears the relation
    if not found and h.unit is None and num.dep_ in ("attr", "acomp") and num.head.lemma_ == "be":
        found = {num.head.i}  # "She was 75 when she died": a bare number said of a person
    if not found and h.unit is None and num.dep_ == "dobj" and num.head.lemma_.lower() == "turn":
        found = {num.head.i}  # "She turned 30 in 2020": the age a birthday reaches
    if found:
        found |= {i for i in range(min(found), h.start) if not doc[i].like_num}  # "at the age of"
    return frozenset(found)


@deriver("age-at-event")
def age_at_event(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or not (h.unit is None or (h.dimension == "time" and h.unit == "year")):
        return
    h_words = age_words(ctx.hdoc, h)
    if not h_words:
        return
    events = {_lemma(t) for t in ctx.hdoc if t.pos_ == "VERB"} - {"bear", "age"}
    events |= set(roles_taken(ctx.hdoc))
    lived = {t.i for t in ctx.hdoc if _lemma(t) in _words()["lifespan"]}
    if lived:  # "lived to 75": the age at death
        events.add("die")
        h_words |= lived
    births = [q for q in ctx.premise if q.kind == "year" and q.verb in _words()["birth"] and is_birth(doc, q)]
    h_things: frozenset[str] | None = None
    for b in births:
        for e in ctx.premise:
            if e.kind != "year" or e is b or e.verb in _words()["birth"]:
                continue
            if _day_dated(ctx, b) and _day_dated(ctx, e):
                continue  # two full dates give the exact age: ``life_dates``
            if e.verb not in events:
                h_things = _participants(ctx.hdoc, None) if h_things is None else h_things
                if not (h_things and h_things & _participants(doc, _verb(doc, e.number_index))):
                    continue
            ages = temporal.age_from_periods(_years(b), _years(e))
            born = _verb(doc, b.number_index)
            p_words = frozenset({born.i, *(c.i for c in born.children if c.dep_ in ("aux", "auxpass"))})
            died = _verb(doc, e.number_index)
            if lived and died is not None:  # "lived to 65" restates the death the premise dates
                p_words |= {died.i}
            equation = f"{e.text} - {b.text} - 1 .. {e.text} - {b.text} = {_years_text(ages)} (age)"
            yield Derived(_value(h, ages.first, ages.last), equation, (b, e), p_words, h_words)


def is_birth(doc: Any, q: Numset) -> bool:
    """Is the verb "bear" of a year a birth? Only as "born": "the comet that *bears* his
    name" (1967) dates a naming, no birth."""
    verb = _verb(doc, q.number_index)
    return verb is None or _lemma(verb) != "bear" or verb.lower_ == "born"


def roles_taken(hdoc: Any) -> dict[str, int]:
    """The doings a hypothesis says someone took up, each with its "become": "became
    *director*" is the start of directing, which the premise dates as "directed the
    observatory from 1975" (WordNet's derivational links, ``dates.event_verbs``)."""
    from qreas.natlog.derivers.dates import event_verbs

    return {
        v: t.head.i
        for t in hdoc
        if t.dep_ in ("attr", "oprd") and t.pos_ == "NOUN" and _lemma(t.head) == "become"
        for v in event_verbs(_lemma(t))
    }


def _day_dated(ctx: Context, year: Numset) -> bool:
    """Is the year written with a day and month ``life_dates`` reads ("on 3 March *1921*")?"""
    from qreas.natlog.derivers.life_dates import _point  # life_dates builds on this module

    point = _point([*ctx.pdoc[max(0, year.start - 4) : year.start], ctx.pdoc[year.number_index]])
    return point is not None and point.full


def _participants(doc: Any, verb: Any | None) -> frozenset[str]:
    """The common nouns of a verb's core arguments (of every verb of ``doc`` but "be"
    when ``verb`` is None): an event is named by what it happened to as well as by its
    verb ("won the prize" / "was awarded the prize", "published her first collection" /
    "her first collection appeared"), so an age at it is dated by that year."""
    verbs = [verb] if verb is not None else [t for t in doc if t.pos_ == "VERB" and _lemma(t) != "be"]
    objects = ("dobj", "attr")  # a named object ("the Jan Zachwatowicz Prize"); never a
    return frozenset(  # named subject, the person both sentences are about
        _lemma(c)
        for v in verbs
        for c in v.children
        if (c.dep_ in ("nsubj", "nsubjpass") and c.pos_ == "NOUN")
        or (c.dep_ in objects and c.pos_ in ("NOUN", "PROPN"))
    )
