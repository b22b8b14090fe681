"""The figure an absolute comparison is measured against: "employs 4,100 workers, *300
more than a year ago*" -> 3,800 workers a year ago; "sold 9,000 cars, 1,200 fewer than
in 2023" -> 10,200 in 2023.

Why: ``compared_base`` reads a comparison in percent ("8 percent more than the year
before"); a report as often gives the difference itself. "Y, N more than Z" fixes Z =
Y - N (fewer / less: Y + N). The level Y and the hypothesis' reference words are read
as ``compared_base`` reads them (the nearest figure of the claim's unit before the
difference; the claim must repeat the reference, "a year ago"). Exclusive: the
comparison fixes Z, so another value contradicts.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.compared_base import _in_hypothesis, _level, _reference
from qreas.swapped_holders import clause_subject
from qreas.types import Numset, fmt_number

NEAR = 4  # "1,350 people, 150 more than": the level a few words before the difference


def _just_before(ctx: Context, p: Numset) -> Numset | None:
    """The figure of the claim's unit just before the difference ("employs 1,350 people,
    *150 more*"), where the parser split the sentence at the comma."""
    before = [q for q in ctx.premise if q.unit == ctx.h.unit and q.end <= p.start and p.start - q.end <= NEAR]
    return before[-1] if before else None


@deriver("compared-amount")
def compared_amount(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.unit == "%":
        return
    for p in ctx.premise:
        if p.kind != "amount" or p.unit == "%" or not p.is_exact or p.lo <= 0:
            continue
        if p.unit not in (None, h.unit):
            continue
        ref = _reference(ctx.pdoc, p)
        if ref is None:
            continue
        sign, words, ops = ref
        said = _in_hypothesis(ctx, ctx.pdoc, words)
        level = _level(ctx, p) or _just_before(ctx, p) if said is not None else None
        if level is None or level is p or not level.is_exact:
            continue
        z = level.lo - sign * p.lo
        if z <= 0:
            continue
        value = h.with_(lo=z, hi=z, lo_open=False, hi_open=False, approximate=False)
        ref_text = " ".join(ctx.pdoc[i].text for i in words)
        eq = f"{level.text} is {p.text} {'more' if sign > 0 else 'less'} than {ref_text}: {fmt_number(z)}"
        used = ops | frozenset(words) | _other_holder(ctx, level)
        yield Derived(value, eq, (level, p), used, said)  # type: ignore[arg-type]


def _other_holder(ctx: Context, level: Numset) -> frozenset[int]:
    """The holder of the level when the claim is about the reference, not about it
    ("*Anna* has 12 apples, 5 more than Ben" / "Ben has 7 apples"): the derivation reads
    the level's holder to find the reference's figure, so her name is used, not dropped
    (a claim about the same holder at another time names it itself)."""
    subject = clause_subject(ctx.pdoc, level)
    if subject is None:
        return frozenset()
    named = {t.lemma_.lower() for t in subject.subtree if not t.is_stop and not t.is_punct}
    if named <= lemma_set(ctx.hdoc):  # "The red team": both words, not "team" alone
        return frozenset()
    return frozenset(t.i for t in subject.subtree)
