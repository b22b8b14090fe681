"""A share of a stated group is a count of that group: "30% of the 200 workers" are
60 workers; "Of the 380 teachers, a quarter ..." are 95 teachers.

The group named after "of" is the base; the share of it counts the same noun (the
Q-REAS arithmetic the composer lacks: a percentage times a count).
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import fmt_number

NEAR = 8  # a share and its "of" phrase are a few words apart


@deriver("share-of-base")
def share_of_base(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.dimension is not None or not h.unit:
        return
    for base in ctx.premise:
        if base.unit != h.unit or base.kind != "amount" or not base.is_exact or base.dimension is not None:
            continue
        noun_head = ctx.pdoc[base.number_index].head
        if not (noun_head.head.lower_ == "of" and noun_head.head.dep_ == "prep"):
            continue
        for share in ctx.premise:
            if share is base or share.unit != "%" or not share.is_exact:
                continue
            if abs(share.start - base.start) > NEAR:
                continue
            count = share.lo / 100 * base.lo
            value = h.with_(lo=count, hi=count, lo_open=False, hi_open=False, approximate=False)
            equation = f"{share.text} of {base.text} = {fmt_number(count)} {h.unit}"
            # which predicate the share is of is not checked, so a different count
            # is another quantity, not a contradiction
            yield Derived(value, equation, (share, base), exclusive=False)
            return
