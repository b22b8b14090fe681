"""A share of a stated group is a count of that group: "30% of the 200 workers" are
60 workers; "Of the 380 teachers, a quarter ..." are 95 teachers.

The group named after "of" is the base; the share of it counts the same noun (the
Q-REAS arithmetic the composer lacks: a percentage times a count).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from spacy.tokens import Token

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.counts import same_predicate
from qreas.types import Numset

NEAR = 8  # a share and its "of" phrase are a few words apart


@deriver("share-of-base")
def share_of_base(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.dimension is not None or not h.unit:
        return
    for base in ctx.premise:
        if base.unit != h.unit or base.kind != "amount" or base.dimension is not None:
            continue
        anaphoric = _of_them(ctx.pdoc, base, ctx.premise)
        if not base.is_exact and not (anaphoric is not None and base.approximate):
            continue  # ("an estimated 45,000 soldiers died, two thirds of them": about 30,000)
        noun_head = ctx.pdoc[base.number_index].head
        partitive = noun_head.head.lower_ == "of" and noun_head.head.dep_ == "prep"
        if not partitive and not _of_whom(noun_head) and anaphoric is None:
            continue
        if anaphoric is not None and not same_predicate(ctx.pdoc, anaphoric, ctx.hdoc, h):
            continue  # "300 seniors, and 50% of them have cars" / "300 seniors": the whole, not the part
        for share in ctx.premise:
            # an approximate share counts with its bound side ("almost half": under half,
            # so under half the base); "about half" only against an approximate count
            # ("about 40"), the same vagueness scaled by the base
            if share is base or share.unit != "%" or (anaphoric is not None and share is not anaphoric):
                continue
            if share.approximate and not _one_sided(share) and not h.approximate:
                continue
            if abs(share.start - base.start) > NEAR:
                continue
            # a bounded share ("more than half", "most", "at most 30%") bounds the count:
            # the same bounds times the base, and never more than the whole base
            # an approximate base ("an estimated 45,000") counts at its stated figure: the
            # share of it is as approximate as the base, and compared as that figure
            stated = (base.lo + base.hi) / 2 if base.approximate else base.lo
            count = share.lo / 100 * stated
            top = min(share.hi, 100.0) / 100 * stated
            open_top = share.hi_open and share.hi <= 100
            vague = (share.approximate and not _one_sided(share)) or base.approximate
            value = h.with_(lo=count, hi=top, lo_open=share.lo_open, hi_open=open_top, approximate=vague)
            equation = f"{share.text} of {base.text} = {value.value_text()} {h.unit}"
            # a different count contradicts only the count of the share's own predicate:
            # the share is the partitive's own part ("*fewer than half* of the 60
            # guests"), or the hypothesis says the same verb and object ("Of the 30
            # students, a third failed the exam" / "15 students failed the exam")
            owner = noun_head.head.head
            own = share.start <= owner.i < share.end or owner.i == share.number_index
            own = own or (not partitive and share.start > base.start)
            own = own or same_predicate(ctx.pdoc, share, ctx.hdoc, h)
            yield Derived(value, equation, (share, base), exclusive=own)
            return


THEM = frozenset({"them", "these", "those"})


def _of_them(doc: Any, base: Numset, premise: tuple[Numset, ...]) -> Numset | None:
    """ "45,000 soldiers died, *two thirds of them* from disease": the share right after
    the count in its sentence whose "of" takes a plural pronoun, which can only be the
    count just named (no other count stands between them)."""
    later = [q for q in premise if q.start >= base.end and q.kind in ("amount", "ratio")]
    if not later:
        return None
    share = min(later, key=lambda q: q.start)
    if share.unit != "%" or share.start - base.end > NEAR:
        return None
    of = doc[share.end] if share.end < len(doc) else None
    pron = doc[share.end + 1] if share.end + 1 < len(doc) else None
    if of is None or pron is None or of.lower_ != "of" or pron.lower_ not in THEM:
        return None
    return share


def _of_whom(noun: Token) -> bool:
    """ "90 musicians, a third *of whom* play": a relative clause on the counted noun
    whose pronoun is the base of a partitive; the share in it counts that noun."""
    return any(
        t.lower_ in ("whom", "which") and t.head.lower_ == "of"
        for c in noun.children if c.dep_ == "relcl" for t in c.subtree
    )  # fmt: skip


def _one_sided(share: Numset) -> bool:
    """ "almost half" [45, 50) / "just over a third" (33.3, 36]: an approximation with
    a strict side at the stated value."""
    return share.hi_open != share.lo_open
