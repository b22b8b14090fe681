"""Those of a group who did not do something: "31,500 runners started the race, and
29,870 finished" says 1,630 runners did *not* finish; "the marathon was held with 12,500
runners ... About 11,900 runners finished" says about 600 did not.

Why: a text gives how many began (started, entered, applied, sat an exam) and how many
of them did a later thing (finished, passed); a summary states the rest with a
negation. ``count-complement`` reads the rest of a group named with "of the N"; here
the group is any larger count of the same people the text states with another verb,
and the part is a count of the claim's own (negated) verb. The claim may name the
group by its verb ("1,600 *starters* did not finish": those who started). Not
exclusive: the larger count may be a wider group than the doers' (all entrants, not
only the starters), so another number is no contradiction. Hedged figures are read at
their stated values ("about 11,900"): the claim's own hedge covers the difference.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.complement import negation_tokens
from qreas.types import Numset, fmt_number


def _stated(q: Numset) -> float:
    return (q.lo + q.hi) / 2 if q.approximate else q.lo


def _verb(doc: Any, q: Numset) -> Any | None:
    return governing_verb(doc[min(q.number_index, len(doc) - 1)])


def _names_doers(unit: str, verb: Any) -> bool:
    """Does a noun name the doers of a verb ("starter": one who starts)?"""
    from qreas.natlog.derivers.dates import event_verbs

    return verb is not None and verb.lemma_.lower() in event_verbs(unit)


@deriver("non-doers")
def non_doers(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    h_neg = negation_tokens(ctx.hdoc, h)
    hverb = _verb(ctx.hdoc, h)
    if not h_neg or hverb is None:
        return
    for part in ctx.premise:
        pverb = _verb(ctx.pdoc, part)
        if pverb is None or pverb.lemma_.lower() != hverb.lemma_.lower() or negation_tokens(ctx.pdoc, part):
            continue
        for base in ctx.premise:
            bverb = _verb(ctx.pdoc, base)
            if base is part or bverb is None or bverb.i == pverb.i or negation_tokens(ctx.pdoc, base):
                continue
            if base.unit is None or base.dimension is not None or part.unit not in (None, base.unit):
                continue
            if h.unit != base.unit and not _names_doers(h.unit, bverb):
                continue
            rest = _stated(base) - _stated(part)
            if rest <= 0:
                continue
            value = h.with_(lo=rest, hi=rest, lo_open=False, hi_open=False, approximate=False)
            eq = f"{base.text} - {part.text} = {fmt_number(rest)} did not {hverb.lemma_.lower()}"
            yield Derived(value, eq, (base, part), frozenset({bverb.i}), h_neg, exclusive=False)
