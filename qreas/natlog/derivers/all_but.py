"""An exceptive count of a closed group: "All but two of the 9 runners finished" (or "Of the 9
runners, all but two finished") says 7 finished and 2 did not.

Why: "all but N" (and "all except N") is not a count of the doers but of those the
predicate excludes (Moltmann 1995 on exceptives: the exception is the set the
universal leaves out). The stages read "two" as the doers' count, so "Two runners
finished" looked entailed and "Two runners did not finish" refuted. With the group's
size stated ("of the 9 runners"), the doers number the size less the exception and the
non-doers the exception itself; the hypothesis' negation (or its absence) picks which.
Both the exceptive words and the claim's verb (and its negation) are what the
derivation reads.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.complement import implicative_complement, is_base, negation_tokens
from qreas.types import Numset, fmt_number

UNIVERSALS = frozenset({"all", "everyone", "everybody", "every"})
EXCEPT = frozenset({"but", "except"})
NEAR = 6  # "all but two of the 9 runners": the exception and the group a few words apart


def _exception(doc: Any, q: Numset) -> frozenset[int]:
    """The words "all but" right before a count, or none."""
    k = q.start
    if k >= 2 and doc[k - 1].lower_ in EXCEPT and doc[k - 2].lower_ in UNIVERSALS:
        return frozenset({k - 2, k - 1})
    return frozenset()


def _verb(doc: Any, q: Numset) -> Any | None:
    tok = doc[q.number_index]
    return next((a for a in (tok, *tok.ancestors) if a.pos_ in ("VERB", "AUX")), None)


@deriver("all-but")
def all_but(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or not h.is_exact or not EXCEPT & lemma_set(ctx.pdoc):
        return
    if is_base(ctx.hdoc, h):
        return  # "7 of *the 9 runners*": the claim's group, not a count of doers
    for q in ctx.premise:
        words = _exception(ctx.pdoc, q)
        if not words or not q.is_exact or q.unit != h.unit:
            continue
        # the group after the exception ("all but two of the 9 runners") or fronted
        # before it ("Of the 9 runners, all but two finished")
        groups = [b for b in ctx.premise if b is not q and b.unit == q.unit and b.is_exact
                  and (0 <= b.start - q.end <= NEAR or 0 <= q.start - b.end <= NEAR)
                  and is_base(ctx.pdoc, b)]  # fmt: skip
        verb, h_verb = _verb(ctx.pdoc, q), implicative_complement(_verb(ctx.hdoc, h))  # "failed to *finish*"
        if len(groups) != 1 or verb is None or h_verb is None:
            continue
        if h_verb.lemma_.lower() != verb.lemma_.lower():
            continue  # another predicate: nothing said of it
        base = groups[0]
        h_neg = negation_tokens(ctx.hdoc, h)
        value = q.lo if h_neg else base.lo - q.lo
        eq = f"{base.text} - {q.text} = {fmt_number(base.lo - q.lo)} did, {q.text} did not"
        yield Derived(h.with_(lo=value, hi=value, approximate=False), eq, (q, base), words | {verb.i},
                      h_neg | {h_verb.i})  # fmt: skip
        return
