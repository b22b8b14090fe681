"""A time bounded by a dated event: "The factory was built before the war ended in 1945"
-> it was built in 1945 or earlier, so not after 1945; "after the strike began in 1984"
-> in 1984 or later.

Why: a "before / after" clause places the main event against another event, and the
year dates only that other event. Known to the year, the main event is no later (or
no earlier) than that year itself: it may fall in the same year, so the bound is the
whole year's ("by" / "since", ``temporal.bound``), not the strict "before 1945". The
claim must date the main clause's verb ("was built in / after / before ...").
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas import temporal
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _value, _verb
from qreas.natlog.trees import subtree

BOUNDS = {"before": "by", "after": "since", "until": "by", "till": "by"}


@deriver("clause-bound")
def clause_bound(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "year" or not h.verb or not any(t.lower_ in BOUNDS for t in doc):
        return
    for q in ctx.premise:
        if q.kind != "year" or not q.is_exact:
            continue
        event = _verb(doc, q.number_index)
        if event is None or event.dep_ != "advcl" or _lemma(event.head) != h.verb:
            continue
        if any(y.kind == "year" and _verb(doc, y.number_index) is event.head for y in ctx.premise):
            continue  # the main event has its own year ("completed in 1702, after ... 1698")
        mark = [c for c in event.children if c.dep_ == "mark" and c.lower_ in BOUNDS]
        if not mark:
            continue
        years = temporal.bound(BOUNDS[mark[0].lower_], temporal.Years(q.lo, q.hi))
        equation = f"{mark[0].lower_} {q.text}: {BOUNDS[mark[0].lower_]} {q.text} (the dated event's year)"
        yield Derived(_value(h, years.first, years.last), equation, (q,), frozenset(subtree(event)))
