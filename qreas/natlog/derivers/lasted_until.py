"""The year a doing lasted until, from the year it began and how long it lasted:
"She returned to Budapest in 1948 and taught at the academy for 22 years" -> she
taught at the academy until 1970; "The line opened in 1871 and carried coal for 60
years" -> it carried coal until 1931.

Why: ``tenures`` reads the length from a start and an "until" year; encyclopedia prose
as often gives the start and the length, and a claim restates the end ("until 1970").
The duration must be the hypothesis verb's own ("taught ... for 22 years" / "taught
... until"), and its start the year of its own clause or of the clause it is
conjoined to ("returned in 1948 and taught ..."): the doing began with that event.
Years only: the end is the start plus the whole years.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.dates import _duration_years, _lemma, _value, _verb
from qreas.types import Numset, fmt_number

UNTIL = frozenset({"until", "till", "to"})
START_PREPS = frozenset({"in", "from", "since"})


def _until(doc: Any, q: Numset) -> Any | None:
    """The "until" a year is the object of ("taught *until* 1970"), or None."""
    head = doc[min(q.number_index, len(doc) - 1)].head
    return head if head.lower_ in UNTIL and head.dep_ == "prep" else None


def _started(doc: Any, verb: Any, years: list[Numset]) -> Numset | None:
    """The year of the duration's own clause or of the clause it is conjoined to."""
    linked = {verb.i}
    if verb.dep_ == "conj":
        linked.add(verb.head.i)
    linked |= {c.i for c in verb.children if c.dep_ == "conj"}
    found = [q for q in years if (v := _verb(doc, q.number_index)) is not None and v.i in linked]
    found = [q for q in found if doc[min(q.number_index, len(doc) - 1)].head.lower_ in START_PREPS]
    return found[0] if len(found) == 1 else None


@deriver("lasted-until")
def lasted_until(ctx: Context) -> Iterator[Derived]:
    h, doc, hdoc = ctx.h, ctx.pdoc, ctx.hdoc
    if h.kind != "year" or not h.is_exact or not lemma_set(hdoc) & UNTIL:
        return
    until = _until(hdoc, h)
    hverb = _verb(hdoc, h.number_index)
    if until is None or hverb is None or _lemma(hverb) not in lemma_set(doc):
        return
    years = [q for q in ctx.premise if q.kind == "year" and q.is_exact and q.lo == int(q.lo)]
    for d in ctx.premise:
        length = _duration_years(d)
        verb = _verb(doc, d.number_index)
        if length is None or length != int(length) or verb is None or _lemma(verb) != _lemma(hverb):
            continue
        start = _started(doc, verb, years)
        if start is None:
            continue
        value = int(start.lo) + int(length)
        eq = f"{start.text} + {d.text} = {fmt_number(value)} (until)"
        # the start event's verb ("returned") is the operation's word; the doing itself
        # ("taught") is matched with the claim's verb
        began = frozenset({_verb(doc, start.number_index).i}) - {verb.i}
        yield Derived(_value(h, value, value), eq, (start, d), began, frozenset({until.i}))
        return
