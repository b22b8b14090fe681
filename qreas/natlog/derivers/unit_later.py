"""A year one unit of time after another, said with an article: "She finished 14th in
2022. *A year later* she finished 6th." -> 2023; "a decade later", "a century earlier".

Why: the number parser reads no quantity in "a year" (an article is not a numeral, and
reading every "a" as one would count "a bridge" as one bridge), so ``dates.years-later``,
which adds a stated duration to the year before it, never sees "a year later". Here the
phrase itself is the duration: "a"/"an"/"one", a unit of years (``UNITS``), then a
relative word of ``lexicons/time_relations.tsv`` ("later", "earlier", "afterwards").
As for "13 years later", the reference is the last year the text states before the
phrase (narrative order) and the hypothesis must date the later event (its verb).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas import temporal
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _heads, _lemma, _value, _verb, _years, _years_text, reference_clause

UNITS = {"year": 1, "decade": 10, "century": 100}
ARTICLES = frozenset({"a", "an", "one"})
ALONE = frozenset({"later", "earlier", "afterwards", "afterward", "thereafter"})  # no object follows


def _phrases(doc: Any) -> Iterator[tuple[int, int, int]]:
    """(first token, sign times years, relative word) of each "a year later" phrase."""
    for t in doc[:-2]:
        unit, rel = doc[t.i + 1], doc[t.i + 2]
        if t.lower_ in ARTICLES and _lemma(unit) in UNITS and unit.tag_ == "NN" and rel.lower_ in ALONE:
            sign = -1 if rel.lower_ == "earlier" else 1
            yield t.i, sign * UNITS[_lemma(unit)], rel.i


@deriver("unit-later")
def unit_later(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "year":
        return
    read = {q.start for q in ctx.premise if q.kind == "amount"}
    for first, years, rel in _phrases(doc):
        if first in read:
            continue  # the parser read the phrase as a duration ("A decade"): years-later's
        event = _verb(doc, rel)
        if event is None or (h.verb and _lemma(event) not in _heads(ctx.hdoc, h.number_index, h.verb)):
            continue  # the hypothesis dates another event than the later one
        before = [q for q in ctx.premise if q.kind == "year" and q.end <= first and q.is_exact]
        if not before:
            continue
        ref = before[-1]
        if _verb(doc, ref.number_index) is event:
            continue
        span = temporal.later(_years(ref), years)
        words = frozenset(range(first, rel + 1)) | reference_clause(doc, ref, event, first)
        equation = f"{ref.text} + {doc[first:rel + 1].text} = {_years_text(span)}"
        yield Derived(_value(h, span.first, span.last), equation, (ref,), words)
