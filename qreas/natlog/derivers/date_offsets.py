"""A date a number of days or weeks after (or before) another: "sailed on 2 June ...
docked three weeks later" -> docked on 23 June; "three weeks after 2 June" is 23 June.

Elapsed time between two dates is the dates subtracted (``temporal.day_count`` with
``inclusive=False``): a time *after* a day counts from that day, not from the day
after it, as "a week after Monday" is the next Monday. Contrast a span named by its
first and last days ("from 2 to 23 June"), whose days are counted both ends included
(``day_spans``).

The reference date is the one right after "after / before" ("three weeks after 2
June"), or, for "later / earlier" and "after that", the last date before the
duration. With no year the calendar of a common and of a leap year must agree (a
span across February may not), else nothing is derived.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any

from qreas import temporal
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _value, _verb
from qreas.types import Numset

DAY = 86400.0  # seconds: the base unit of time in ``qreas.units``
FORWARD = {"after": 1, "later": 1, "before": -1, "earlier": -1}
BACK_REFERENCES = frozenset({"that", "this", "then"})  # "after that"


def _month(doc: Any, q: Numset) -> int | None:
    if q.kind != "date" or not q.is_exact:
        return None
    if q.unit:
        return temporal.month_number(q.unit)
    before = doc[q.start - 1] if q.start > 0 else None
    return temporal.month_number(before.text) if before is not None and before.is_alpha else None


def _whole_days(q: Numset) -> int | None:
    """A duration's length in whole days ("three weeks": 21), else None."""
    if q.kind != "amount" or q.dimension != "time" or not q.scale or not q.is_exact:
        return None
    days = q.lo * q.scale / DAY
    return int(round(days)) if abs(days - round(days)) < 1e-9 and days >= 1 else None


def _reference(doc: Any, qs: tuple[Numset, ...], d: Numset) -> tuple[int, Numset, frozenset[int]] | None:
    """The direction and reference date of a duration, and the words that relate them."""
    if d.end >= len(doc):
        return None
    word = doc[d.end].lower_
    sign = FORWARD.get(word)
    if sign is None:
        return None
    nxt = next((q for q in qs if q.start > d.end), None)
    if word in ("after", "before") and nxt is not None and nxt.start == d.end + 1 and _month(doc, nxt):
        return sign, nxt, frozenset({d.end})
    back = word in ("later", "earlier") or (d.end + 1 < len(doc) and doc[d.end + 1].lower_ in BACK_REFERENCES)
    prev = [q for q in qs if q.end <= d.start and _month(doc, q)]
    if not back or not prev:
        return None
    extra = {d.end + 1} if word in ("after", "before") else set()
    return sign, prev[-1], frozenset({d.end, *extra})


def _year(qs: tuple[Numset, ...], q: Numset) -> Numset | None:
    return next((y for y in qs if y.kind == "year" and y.is_exact and 0 <= y.start - q.end <= 2), None)


def shifted(month: int, day: int, days: int, year: int | None) -> tuple[int, int] | None:
    """(month, day) ``days`` after the date (negative: before); with no year, only
    when a common and a leap year agree."""
    years = (year,) if year is not None else (2023, 2024)
    out = set()
    for y in years:
        try:
            d = date(y, month, day) + timedelta(days=days)
        except ValueError:
            return None
        out.add((d.month, d.day))
    return out.pop() if len(out) == 1 else None


@deriver("date-offset")
def date_offset(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    hmonth = _month(ctx.hdoc, h)
    if hmonth is None:
        return
    for d in ctx.premise:
        days = _whole_days(d)
        ref = _reference(doc, ctx.premise, d) if days is not None else None
        if ref is None:
            continue
        sign, anchor, words = ref
        month = _month(doc, anchor)
        assert month is not None and days is not None
        year = _year(ctx.premise, anchor)
        got = shifted(month, int(anchor.lo), sign * days, int(year.lo) if year is not None else None)
        if got is None or got[0] != hmonth:
            continue  # another month: the stages' date comparison decides
        equation = (
            f"{temporal.MONTHS[month - 1].title()} {int(anchor.lo)} {'+' if sign > 0 else '-'} {days} days"
        )
        equation += f" = {temporal.MONTHS[got[0] - 1].title()} {got[1]}"
        # the reference event's verb and year are accounted for, as "later" points back to them
        verb, own = _verb(doc, anchor.number_index), _verb(doc, d.number_index)
        if verb is not None and (own is None or verb.i != own.i):
            words |= {verb.i}
        words |= set(range(year.start, year.end)) if year is not None else set()
        sources = (d, anchor) if year is None else (d, anchor, year)
        yield Derived(_value(h, got[1], got[1]), equation, sources, frozenset(words), frozenset())
