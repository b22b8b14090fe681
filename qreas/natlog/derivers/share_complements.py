"""The complement of a share: "84 percent of the seats were filled" -> 16 percent of
them were not.

A predicate splits a group into the members it holds of and the rest, so an exact
share of the group with the predicate fixes the share without it: 100 less (Barwise &
Cooper 1981: a proportional quantifier's scope and its complement). A negation under
the share ("30 percent of the seats were *not* filled") is inside the quantifier's
scope, not over the sentence, so it is the derivation's word, not an operator edit
that would project through the share. The hypothesis' share may be exact or a bound
("more than half of the voters did not ..."), and so may the premise's: the
complement of a bound is the other bound ("more than 80%" leaves less than 20%).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.counts import _negation, same_predicate
from qreas.natlog.groups import group_of, key
from qreas.types import Numset, fmt_number


def _share(q: Numset) -> bool:
    """A share of a whole, in percent: "84 percent", "at least 10%", "more than half"."""
    low = 0 <= q.lo <= 100 or q.lo == -INF  # "fewer than 20%": from none
    return q.unit == "%" and q.kind in ("amount", "ratio") and low and (q.hi <= 100 or q.hi == INF)


INF = float("inf")
BACK = frozenset({"them", "these", "those"})


def _of_them(doc: Any, q: Numset) -> Any | None:
    """The pronoun of "12 percent *of them*" (``group_of`` reads nouns only)."""
    if q.end + 1 < len(doc) and doc[q.end].lower_ == "of" and doc[q.end + 1].lower_ in BACK:
        return doc[q.end + 1]
    return None


def _antecedent(doc: Any, gp: Any, gh: Any) -> bool:
    """Is the premise's group "them" ("12 percent *of them*") a plural the text named
    before it with the hypothesis' group noun ("surveyed 2,000 *residents*. Only 12
    percent of them ...")?"""
    if gp.lower_ not in BACK:
        return False
    return any(t.lemma_.lower() == gh.lemma_.lower() and t.tag_ in ("NNS", "NNPS") for t in doc[: gp.i])


@deriver("share-complement")
def share_complement(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if not _share(h):
        return
    gh = group_of(ctx.hdoc, h)
    if gh is None:
        return
    h_neg = _negation(ctx.hdoc, h)
    for q in ctx.premise:
        if not _share(q):
            continue
        p_neg = _negation(ctx.pdoc, q)
        gp = group_of(ctx.pdoc, q) or _of_them(ctx.pdoc, q)
        if bool(p_neg) == bool(h_neg) or gp is None:
            continue
        if key(gp) != key(gh) and not _antecedent(ctx.pdoc, gp, gh):
            continue
        if not same_predicate(ctx.pdoc, q, ctx.hdoc, h):
            continue  # "backed the plan" / "did not back the budget": another predicate
        # a bound's complement is the other bound: "more than 80%" leaves less than 20%
        lo, hi = 100 - min(q.hi, 100), 100 - max(q.lo, 0)
        value = h.with_(lo=lo, hi=hi, lo_open=q.hi_open and q.hi <= 100, hi_open=q.lo_open and q.lo >= 0,
                        approximate=False, lo_floor=False)  # fmt: skip
        rest = fmt_number(lo) if lo == hi else f"{fmt_number(lo)} to {fmt_number(hi)}"
        eq = f"100% - {q.text} = {rest}% (the rest of the {key(gp)})"
        yield Derived(value, eq, (q,), p_neg, h_neg)
        return
