"""A year inside a period the premise gives for a state or an ongoing doing: "The mayor
was suspended from 2001 to 2003" -> he was suspended in 2002; "The ferry ran between
1914 and 1918" -> it ran during 1916.

Why: a state or an activity said to hold over a period holds at every time inside it
(the subinterval property of durative predicates, Dowty 1979), so a claim dating the
same verb to a year of the period is entailed. Only periods said as spans count: "from
... to / until", or "between ... and" after a verb of lasting (``time_relations``
"lasting"); "was born between 1920 and 1925" is a vague date, where a year inside is
possible, not implied. A year outside the period is not contradicted (the state may
hold again later), so nothing is derived for it.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _end_event, _from_until, _span_prep, _two_years, _value, _words
from qreas.types import Numset

TIME_PREPS = frozenset({"in", "during", "throughout"})


def _periods(ctx: Context) -> Iterator[tuple[int, int, tuple[Numset, ...], frozenset[int]]]:
    """(first year, last year, sources, span words) of the premise's spans of a doing."""
    doc = ctx.pdoc
    for q in ctx.premise:
        if not _two_years(doc, q):
            continue
        first = doc[q.start].lower_
        if first == "from" or (first == "between" and q.verb in _words()["lasting"]):
            words = frozenset(i for i in range(q.start, q.end) if not doc[i].like_num)
            yield int(q.lo), int(q.hi), (q,), words
    years = [q for q in ctx.premise if q.kind == "year" and q.is_exact]
    for a, b in _from_until(doc, years):
        preps = (_span_prep(doc, a, ("from", "since")), _span_prep(doc, b, ("until", "till", "to")))
        words = frozenset(p.i for p in preps if p is not None) | _end_event(doc, b)
        yield int(a.lo), int(b.lo), (a, b), words


@deriver("year-in-period")
def year_in_period(ctx: Context) -> Iterator[Derived]:
    h, hdoc = ctx.h, ctx.hdoc
    if h.kind != "year" or not h.is_exact or h.start == 0 or hdoc[h.start - 1].lower_ not in TIME_PREPS:
        return
    if not h.verb or h.verb == "be":
        return
    for first, last, sources, words in _periods(ctx):
        if sources[-1].verb != h.verb or not first <= h.lo <= last:
            continue
        equation = f"{h.text} in {first}..{last} (a state holds throughout its period)"
        yield Derived(_value(h, h.lo, h.hi), equation, sources, words, frozenset({h.start - 1}))
