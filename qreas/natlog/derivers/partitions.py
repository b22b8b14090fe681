"""The count of a group of people from the counts of its two sexes.

"Today the school has 320 boys on its roll. ... it now also has 295 girls." -> the school
has 615 pupils: boys and girls split the pupils between them (every pupil is one or the
other, and none is both), so their counts add up to the whole group's, exactly. The
same holds for men and women (residents, members, staff), sons and daughters
(children), and the other pairs of ``lexicons/sex_partitions.tsv``.

Unlike a list of kinds under a wider noun (``kinds``: "85 cars and 64 bicycles" are at
least 149 vehicles, there may be lorries too), the two parts leave nothing out, so the
sum is the total and another total contradicts. The group noun is not a hypernym of
"boy" ("pupil"), so the lexicon lists the groups each pair splits; which group is
what the rest of the proof aligns (the school's, the island's). A group whose own
count the premise states is left to that count.

When a part is counted more than once (an intake of 60 boys in 1921 and 320 boys
today), only counts of one time are added (their clauses dated by the same years, or
all undated), and of those the two stated nearest each other: a text gives the two
halves of one census together.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from itertools import product

from qreas.anchoring import clause_years
from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.kinds import _total_cues
from qreas.types import Numset, fmt_number


@functools.cache
def partitions() -> tuple[tuple[tuple[str, str], frozenset[str]], ...]:
    """The pairs of nouns that split a group of people, with the groups they split
    (``sex_partitions.tsv``)."""
    return tuple(
        ((a.lower(), b.lower()), frozenset(g.strip().lower() for g in groups.split(",")))
        for a, b, groups in lines("sex_partitions.tsv")
    )


def _counts(premise: Sequence[Numset], noun: str) -> list[Numset]:
    return [
        q for q in premise if q.kind == "amount" and q.dimension is None and q.is_exact and q.unit == noun
    ]


def nearest(ctx: Context, groups: Sequence[Sequence[Numset]]) -> tuple[Numset, ...] | None:
    """One count of each part, of one time (``same_time``), the combination whose
    counts stand closest together in the text (None when there is none)."""
    combos = [c for c in product(*groups) if same_time(ctx, c)]
    if not combos:
        return None
    return min(
        combos, key=lambda c: (max(q.start for q in c) - min(q.start for q in c), -min(q.start for q in c))
    )


def same_time(ctx: Context, counts: Sequence[Numset]) -> bool:
    """The counts are of one time: their clauses are dated by the same years, or none
    is dated ("an intake of 45 boys in 1934" and "389 girls" today are not one roll)."""
    years = [q for q in ctx.premise if q.kind == "year"]
    dated = [{(y.lo, y.hi) for y in clause_years(ctx.pdoc, q, years)} for q in counts]
    return all(d == dated[0] for d in dated)


@deriver("partition-total")
def partition_total(ctx: Context) -> Iterator[Derived]:
    """The count of a people noun as the sum of its parts' counts."""
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    if any(q.kind == "amount" and q.unit == h.unit for q in ctx.premise):
        return  # the group's own count is stated: it, not a sum, speaks of the group
    for parts, groups in partitions():
        if h.unit not in groups:
            continue
        chosen = nearest(ctx, [_counts(ctx.premise, p) for p in parts])
        if chosen is None:
            continue
        total = sum(q.lo for q in chosen)
        terms = " + ".join(q.text for q in chosen)
        value = h.with_(lo=total, hi=total, lo_open=False, hi_open=False, approximate=False)
        p_tokens = frozenset(i for q in chosen for i in range(q.start, q.end))
        noun = {i for i in range(h.start, h.end) if ctx.hdoc[i].lemma_.lower() == h.unit}
        equation = f"{terms} = {fmt_number(total)} {h.unit} (the parts of a whole)"
        yield Derived(value, equation, chosen, p_tokens, _total_cues(ctx.hdoc) | noun)


def _predicated(ctx: Context, q: Numset, noun: str) -> bool:
    """A count of a group said to be of one part ("of whom 610 are *girls*", "610 of
    them *girls*"): the parser gives the partitive count the group's noun, and the
    part's noun follows it closely in the clause."""
    doc = ctx.pdoc
    sent_end = doc[q.number_index].sent.end
    return any(doc[i].lemma_.lower() == noun for i in range(q.end, min(q.end + 4, sent_end)))


@deriver("partition-part")
def partition_part(ctx: Context) -> Iterator[Derived]:
    """The count of one part as the whole's count less the other part's ("1,140 pupils,
    of whom 610 are girls" -> 530 boys): the two parts leave nothing out, so the
    remainder is exactly the other part, and another count of it contradicts."""
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    if any(q.kind == "amount" and q.unit == h.unit for q in ctx.premise):
        return  # the part's own count is stated
    for (a, b), groups in partitions():
        if h.unit not in (a, b):
            continue
        other = b if h.unit == a else a
        amounts = [q for q in ctx.premise if q.kind == "amount" and q.dimension is None and q.is_exact]
        parts = [q for q in amounts if q.unit == other or (q.unit in groups and _predicated(ctx, q, other))]
        wholes = [q for q in amounts if q.unit in groups and not any(q is p for p in parts)]
        chosen = nearest(ctx, [wholes, parts])
        if chosen is None or chosen[0].lo <= chosen[1].lo:
            continue
        whole, part = chosen
        rest = whole.lo - part.lo
        value = h.with_(lo=rest, hi=rest, lo_open=False, hi_open=False, approximate=False)
        p_tokens = frozenset(i for q in chosen for i in range(q.start, q.end))
        noun = frozenset(i for i in range(h.start, h.end) if ctx.hdoc[i].lemma_.lower() == h.unit)
        equation = f"{whole.text} - {part.text} = {fmt_number(rest)} {h.unit} (the other part of a whole)"
        yield Derived(value, equation, chosen, p_tokens, noun)
