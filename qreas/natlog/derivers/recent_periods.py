"""A period named by its place before now: "prices had risen 65 percent *in the past
year*" -> the change took a year; "over the last month" -> a month; "the previous
decade" -> ten years.

"The past year" is one year long whatever its number is not written: the determiner
"the" and an adjective of recency ("past", "last", "previous", "preceding") make the
noun a single stretch of time ending now (or at the text's moment). So a hypothesis
stating that period as a length ("in a year", "within one month") is accounted for by
the phrase. Only a period of exactly one unit is derived: "the past few years" fixes
no length.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver

# Adjectives that place a single period just before the reference moment.
_RECENT = frozenset({"past", "last", "previous", "preceding"})
# Period nouns whose single stretch a hypothesis may state as a length.
_PERIODS = frozenset({"day", "week", "month", "year", "decade", "century"})


def _phrases(doc: Any) -> Iterator[tuple[str, frozenset[int]]]:
    """(unit, tokens) of each "the past year": determiner, recency adjective, singular
    period noun, with no number in between."""
    for t in doc:
        if t.i < 2 or t.lower_ not in _PERIODS:
            continue
        adj, det = doc[t.i - 1], doc[t.i - 2]
        if adj.lower_ in _RECENT and det.lower_ in ("the", "this"):
            yield t.lower_, frozenset({det.i, adj.i, t.i})


@deriver("recent-period")
def recent_period(ctx: Context) -> Iterator[Derived]:
    """One unit of the period "the past <unit>" names, for a hypothesis length of one
    such unit ("in a year")."""
    h = ctx.h
    if h.kind != "amount" or h.unit not in _PERIODS or not h.is_exact:
        return
    for unit, words in _phrases(ctx.pdoc):
        if unit != h.unit:
            continue
        text = " ".join(ctx.pdoc[i].text for i in sorted(words))
        yield Derived(h.with_(lo=1.0, hi=1.0), f"'{text}' = 1 {unit}", (), words, exclusive=False)
