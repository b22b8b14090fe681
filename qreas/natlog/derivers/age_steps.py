"""Ages and years from an age at another dated event, when the birth is not stated.

- "She joined the youth orchestra in 1989, at the age of 15. In 2001 she became
  principal conductor" -> she became conductor at 26, 27 or 28: an age A1 at a moment of
  year Y1 and a later moment of year Y2 are apart by Y2 - Y1 - 1 .. Y2 - Y1 + 1
  birthdays (the two moments may fall on either side of the birthday), so the age
  there is A1 + (Y2 - Y1) - 1 .. A1 + (Y2 - Y1) + 1 (``age-from-age``).
- "He died in 1932, aged 71. ... he went to sea at the age of 14" -> he went to sea in
  1874, 1875 or 1876: the year of an age A2 from an age A1 at a dated event, the same
  arithmetic the other way (``year-from-ages``).

Why: the other age derivers count from a stated birth year (``age_years``,
``event_ages``); a paragraph often gives the age at one dated event only ("at the age
of 15" in 1989) and asks for the age at another. The interval keeps the off-by-one
convention of ages known only from years (``temporal.age_from_years``): an age one off
the centre is neither entailed nor contradicted. Said of one person: the two ages must
share the paragraph (a document premise) and the birth must not be stated (then the
birth-year derivers are exact).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import IN_DOCUMENT, Context, Derived, deriver
from qreas.natlog.derivers.age_years import _age, _births, _event_year, _events
from qreas.natlog.derivers.dates import _lemma, _value, _verb, _words, event_verbs
from qreas.natlog.derivers.event_ages import age_words, roles_taken
from qreas.types import Numset, fmt_number


def _dated_ages(ctx: Context) -> list[tuple[Numset, Numset, frozenset[int]]]:
    """(age, the year of its event, its age words) of each premise age said at a dated event."""
    out = []
    for q in ctx.premise:
        words = _age(ctx.pdoc, q)
        year = _event_year(ctx, q) if words else None
        if year is not None:
            out.append((q, year, words))
    return out


def _year_events(doc: Any, y: Numset) -> set[str]:
    """What a year dates: its verb, and the doings the nouns between them name ("after his
    *conviction* for fraud in 1983": convicting)."""
    out: set[str] = set()
    t = doc[y.number_index]
    while t.head.i != t.i and t.pos_ not in ("VERB", "AUX"):
        t = t.head
        if t.pos_ == "NOUN":
            out |= event_verbs(_lemma(t))
    verb = _verb(doc, y.number_index)
    return out | ({_lemma(verb)} if verb is not None else set())


@deriver("age-from-age")
def age_from_age(ctx: Context) -> Iterator[Derived]:
    """The hypothesis gives an age at an event the premise dates by its year only."""
    h, hdoc, doc = ctx.h, ctx.hdoc, ctx.pdoc
    if h.kind != "amount" or not IN_DOCUMENT.get() or _births(ctx):
        return
    h_words = age_words(hdoc, h)
    if not h_words:
        return
    events = {_lemma(t) for t in hdoc if t.pos_ in ("VERB", "AUX")} - {"bear", "age", "be"}
    events |= set(roles_taken(hdoc))
    for a1, y1, words in _dated_ages(ctx):
        for y2 in ctx.premise:
            if y2.kind != "year" or not y2.is_exact or y2 is y1 or y2.lo == y1.lo:
                continue
            if not _year_events(doc, y2) & events:
                continue
            d = int(y2.lo - y1.lo)
            lo, hi = a1.lo + d - 1, a1.lo + d + 1
            equation = f"{a1.text} + ({y2.text} - {y1.text}) ± 1 = {fmt_number(lo)}..{fmt_number(hi)} (age)"
            yield Derived(_value(h, lo, hi), equation, (a1, y1, y2), words, h_words)


@deriver("year-from-ages")
def year_from_ages(ctx: Context) -> Iterator[Derived]:
    """The hypothesis dates an event the premise gives the age at, with another age
    at a dated event."""
    h, hdoc, doc = ctx.h, ctx.hdoc, ctx.pdoc
    hverb = _verb(hdoc, h.number_index)
    if h.kind != "year" or hverb is None or not IN_DOCUMENT.get() or _births(ctx):
        return
    dated = _dated_ages(ctx)
    for a2 in ctx.premise:
        words = _age(doc, a2)
        if not words or _event_year(ctx, a2) is not None:
            continue
        if not any(_lemma(v) == _lemma(hverb) for v in _events(doc, a2)):
            continue
        for a1, y1, _ in dated:
            if a1 is a2:
                continue
            centre = y1.lo + (a2.lo - a1.lo)
            lo, hi = centre - 1, centre + 1
            equation = f"{y1.text} + ({a2.text} - {a1.text}) ± 1 = {fmt_number(lo)}..{fmt_number(hi)}"
            yield Derived(_value(h, lo, hi), equation, (a1, y1, a2), frozenset(words))


# what ties a length of years to the time of writing: "took up rowing 20 years *ago*",
# "has fished the area *for* 29 years"
SINCE_NOW = frozenset({"ago"})


def _span_to_now(doc: Any, q: Numset) -> frozenset[int] | None:
    """The words of a whole number of years that reach back from the time an age is
    stated ("20 years ago", "for 29 years"), else None."""
    if q.unit != "year" or not q.is_exact or q.lo != int(q.lo):
        return None
    if q.end < len(doc) and doc[q.end].lower_ in SINCE_NOW:
        return frozenset({q.end})
    if q.start > 0 and doc[q.start - 1].lower_ == "for":
        return frozenset({q.start - 1})
    return None


@deriver("age-at-start")
def age_at_start(ctx: Context) -> Iterator[Derived]:
    """ "A 45-year-old fisherman ... who has fished the area for 29 years" -> he began
    fishing at 16; "A 62-year-old woman ... took up rowing 20 years ago" -> at 42. An age
    said of the present (no dated event of its own) less the years a doing has gone on
    gives the age it began at, by the text's own subtraction of whole years (as "three
    years later" adds them)."""
    h, hdoc, doc = ctx.h, ctx.hdoc, ctx.pdoc
    if h.kind != "amount" or not IN_DOCUMENT.get():
        return
    h_words = age_words(hdoc, h)
    if not h_words:
        return
    verbs = {_lemma(t): t.i for t in hdoc if t.pos_ == "VERB"}
    starts = frozenset(i for lemma, i in verbs.items() if lemma in _words()["start"])
    now = [q for q in ctx.premise if _age(doc, q) and _event_year(ctx, q) is None]
    for d in ctx.premise:
        words = _span_to_now(doc, d)
        verb = _verb(doc, d.number_index) if words is not None else None
        if words is None or verb is None or _lemma(verb) not in set(verbs) - {"be", "bear", "age"}:
            continue
        for a in now:
            value = a.lo - d.lo
            equation = f"{a.text} - {d.text} = {fmt_number(value)} (age at the start)"
            yield Derived(_value(h, value, value), equation, (a, d), _age(doc, a) | words, h_words | starts)
