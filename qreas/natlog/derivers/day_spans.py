"""Days between two dates: "The fair ran from March 3 to March 17" -> it lasted 14 days
(two weeks); "began on February 20, 2024 and ended on March 5, 2024" -> 14 days.

A date is a day number with its month beside it ("March 3", "3 March") and perhaps
a year after it ("March 3, 2024"); the parser gives the day (kind "date") and the
year (kind "year") as two quantities. Two dates make a span when they are the ends
of "from ... to / until / through" or the dates of a start and an end verb of one
subject, as for years (``dates._spans``). What the difference means, leap days and
unknown years included, is in ``qreas.temporal.days_from_to``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from qreas import temporal
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _same_subject, _value, _verb, _words
from qreas.types import Numset, fmt_number

DAY = 86400.0  # seconds: the base unit of time in ``qreas.units``
JOINERS = frozenset({"to", "until", "till", "through", "-", "–"})


@dataclass(frozen=True)
class _Date:
    day: Numset
    month: int
    month_token: int
    year: Numset | None


def _dates(doc: Any, qs: tuple[Numset, ...]) -> list[_Date]:
    """The premise's dates: a day with a month name next to it, and a year after it."""
    out = []
    for q in qs:
        if q.kind != "date" or not q.is_exact:
            continue
        for k in (q.start - 1, q.end, q.end - 1):
            month = temporal.month_number(doc[k].text) if 0 <= k < len(doc) and doc[k].is_alpha else None
            if month is not None:
                break
        if month is None:
            continue
        year = next((y for y in qs if y.kind == "year" and y.is_exact and 0 < y.start - q.end <= 2), None)
        out.append(_Date(q, month, k, year))
    return out


def _linked(doc: Any, a: _Date, b: _Date) -> frozenset[int] | None:
    """The words that make two dates one span, or None: "from A to B", or A the date
    of a start verb and B of an end verb of one subject."""
    first = min(a.day.start, a.month_token)
    last = a.year.end if a.year is not None else max(a.day.end, a.month_token + 1)
    between = {doc[i].lower_ for i in range(last, min(b.day.start, b.month_token))} - {","}
    if first > 0 and doc[first - 1].lower_ == "from" and between and between <= JOINERS:
        verb = _verb(doc, a.day.number_index)
        lasting = {verb.i} if verb is not None and _lemma(verb) in _words()["lasting"] else set()
        return frozenset({first - 1, a.month_token, b.month_token, *lasting})
    va, vb = _verb(doc, a.day.number_index), _verb(doc, b.day.number_index)
    if va is None or vb is None or va.i == vb.i:
        return None
    if _lemma(va) in _words()["start"] and _lemma(vb) in _words()["end"] and _same_subject(va, vb):
        return frozenset({va.i, vb.i, a.month_token, b.month_token})
    return None


@deriver("days-between")
def days_between(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    hverb = _verb(ctx.hdoc, h.number_index)
    h_words = (
        frozenset({hverb.i}) if hverb is not None and _lemma(hverb) in _words()["lasting"] else frozenset()
    )
    dates = _dates(doc, ctx.premise)
    for a, b in zip(dates, dates[1:], strict=False):
        words = _linked(doc, a, b)
        if words is None:
            continue
        y1 = int(a.year.lo) if a.year is not None else None
        y2 = int(b.year.lo) if b.year is not None else y1
        lo, hi = temporal.days_from_to((a.month, int(a.day.lo)), (b.month, int(b.day.lo)), y1, y2)
        if lo > hi:
            continue
        scale = DAY / h.scale
        sources = tuple(q for q in (a.day, a.year, b.day, b.year) if q is not None)
        span = fmt_number(lo * scale) if lo == hi else f"{fmt_number(lo * scale)}..{fmt_number(hi * scale)}"
        ends = [f"{doc[x.month_token].text} {x.day.text}" for x in (b, a)]
        equation = f"{ends[0]} - {ends[1]} = {span} {h.unit}"
        yield Derived(_value(h, lo * scale, hi * scale), equation, sources, words, h_words)
