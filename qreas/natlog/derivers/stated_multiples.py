"""A figure given as a multiple of another holder's, in apposition: "Ivan earns $3,000
a month, *twice as much as Lars*" says Lars earns 3,000 / 2 = 1,500; "Ana has 30
stamps, three times as many as Leo" says Leo has 10.

The appositive phrase after the figure describes that figure (as "8 more than Tom"
does, ``stated_differences``): the figure is the factor times the standard's, so the
standard's is the figure over the factor. The hypothesis must name the standard (the
phrase after the second "as"). Exclusive: the two fix the third.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.multiplied import _as_many_in, factor_before
from qreas.natlog.derivers.stated_comparisons import _measure_adjectives
from qreas.types import fmt_number

REACH = 4  # "3,000 dollars a month, twice ...": the figure's own words before the comma


@deriver("stated-multiple")
def stated_multiple(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or not h.unit or not h.is_exact:
        return
    h_words = {t.lower_ for t in ctx.hdoc}
    for factor, first, many in (*_as_many_in(doc), *_as_measure_in(doc)):
        if factor <= 0 or first < 1 or doc[first - 1].text != "," or many + 2 >= len(doc):
            continue
        if doc[many + 1].lower_ != "as":
            continue  # "twice as many as Y": the standard after the second "as"
        anchors = [
            q for q in ctx.premise if q.unit == h.unit and q.is_exact and 0 <= first - 1 - q.end <= REACH
        ]
        if len(anchors) != 1:
            continue
        standard = [t for t in doc[many + 2 : doc[many].sent.end] if not t.is_punct]
        if not standard or not {t.lower_ for t in standard if t.pos_ in ("PROPN", "NOUN")} & h_words:
            continue  # the hypothesis speaks of the standard
        x = anchors[0]
        n = x.lo / factor
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{x.text} / {fmt_number(factor)} = {fmt_number(n)} {h.unit}"
        words = frozenset(range(first - 1, many + 2)) | {t.i for t in standard}
        # the figure's holder is read too: the standard's figure is the hypothesis' topic
        holder = {t.i for t in doc[doc[x.start].sent.start : x.start] if t.pos_ in ("PROPN", "NOUN")}
        named = {t.lower_ for t in standard if t.pos_ in ("PROPN", "NOUN")}
        if _time(standard):  # "twice as many as *last year*": the same holder at another time
            holder, named = set(), {t.lower_ for t in standard}
        h_tokens = frozenset(t.i for t in ctx.hdoc if t.lower_ in named)  # the standard, named
        yield Derived(value, eq, (x,), words | holder, h_tokens)
        return


def _as_measure_in(doc: Any) -> tuple[tuple[float, int, int], ...]:
    """(factor, index of its first word, index of the adjective) for every "twice as
    deep as", "three times as long as": a measure's own adjective
    (``lexicons/comparative_signs.tsv``) compares two figures of its dimension as "as
    much" compares two amounts ("40 meters deep, twice as deep as the pond")."""
    adjectives = set(_measure_adjectives().values())
    out = []
    for t in doc:
        if t.lower_ in adjectives and t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "as":
            if (found := factor_before(doc, t.i)) is not None:
                out.append((found[0], min(found[1]), t.i))
    return tuple(out)


def _time(standard: list[Any]) -> bool:
    """A standard that is a time, not a holder ("as last year", "as in 2019", "as a
    decade ago"): a unit of time or a year among its words."""
    from qreas.units import registry

    for t in standard:
        unit = registry().get(t.lemma_.lower())
        if (unit is not None and unit.dimension == "time") or (t.like_num and len(t.text) == 4):
            return True
    return False
