"""Years named by their place next to another: "The fire broke out in 1902, and the family
moved to Tarn *the following year*" -> the family moved in 1903; "the previous year",
"the same year", "the next year", "the previous season".

The year it counts from is the last year the text states before the phrase (narrative
order, as for "three years later": ``dates.years-later``). The hypothesis year must date
the same event: the phrase's verb is the hypothesis year's verb or a word above it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _heads, _lemma, _value, _verb, _words
from qreas.types import Numset, fmt_number

# a season of a sports league is named by its year as a year is ("the 2017 season ...
# the previous season": 2016)
PERIODS = frozenset({"year", "season"})


def _phrases(doc: Any) -> Iterator[tuple[int, frozenset[int], int]]:
    """(offset, the phrase's tokens, its head token) of each "the following year"."""
    adjacent = _words().get("adjacent", {})
    for t in doc:
        if t.lemma_.lower() not in PERIODS or t.i < 2:
            continue
        adj, det = doc[t.i - 1], doc[t.i - 2]
        if adj.lower_ in adjacent and det.lower_ in ("the", "that"):
            yield adjacent[adj.lower_], frozenset({det.i, adj.i, t.i}), t.i


def _before(premise: tuple[Numset, ...], i: int) -> Numset | None:
    years = [q for q in premise if q.kind == "year" and q.is_exact and q.end <= i]
    return years[-1] if years else None


@deriver("adjacent-year")
def adjacent_year(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "year" or not h.verb:
        return
    events = _heads(ctx.hdoc, h.number_index, h.verb)
    for offset, words, head in _phrases(doc):
        # a fronted "The previous season they had finished seventh" may be parsed as the
        # root noun with the clause hung under it: then the clause's verb is the event
        verb = _verb(doc, head) or next((c for c in doc[head].children if c.pos_ == "VERB"), None)
        if verb is None or _lemma(verb) not in events:
            continue
        ref = _before(ctx.premise, min(words))
        if ref is None:
            continue
        year = ref.lo + offset
        op = "+" if offset >= 0 else "-"
        equation = f"{ref.text} {op} {abs(offset)} = {fmt_number(year)} ({doc[head - 1].text} year)"
        yield Derived(_value(h, year, year), equation, (ref,), words)
