"""The planned or expected figure behind an overrun: "The work cost 6.3 million pounds,
900,000 pounds more than planned" says the plan was 5.4 million pounds; "sold 310
homes, 40 fewer than expected" says 350 were expected.

Why: a report states the outcome and its difference from the plan, and a summary states
the plan ("was planned to cost 5.4 million pounds", "the budget was 5.4 million"). The
stages set the claim's figure against the outcome, the only figure of its unit on the
verb, and find a contradiction. The plan is the outcome less the signed difference
(``lexicons/comparative_signs.tsv``: "more" +1, "less" / "fewer" -1), when the
comparison's standard is a word of planning or expecting (``lexicons/forecast_verbs.tsv``
and ``intention_verbs.txt``, and "budget"), and the claim speaks of a plan with one of
those words itself.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines, word_set
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset


@functools.cache
def plan_words() -> frozenset[str]:
    return word_set("forecast_verbs.txt") | word_set("intention_verbs.txt") | {"budget", "target"}


@functools.cache
def _signs() -> dict[str, int]:
    return {f[0].lower(): int(f[1]) for f in lines("comparative_signs.tsv")}


def _against_plan(doc: Any, q: Numset) -> tuple[int, frozenset[int]] | None:
    """(sign, the words "more than planned") when the figure is a difference from a plan
    ("900,000 pounds *more than planned*", "40 fewer *than expected*")."""
    k = q.end
    if k + 2 >= len(doc):
        return None
    sign = _signs().get(doc[k].lower_)
    if sign is None or doc[k + 1].lower_ != "than":
        return None
    if doc[k + 2].lemma_.lower() not in plan_words():
        return None
    return sign, frozenset({k, k + 1, k + 2})


@deriver("planned-figure")
def planned_figure(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not plan_words() & lemma_set(ctx.hdoc):
        return
    h_words = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() in plan_words())
    doc = ctx.pdoc
    same = [q for q in ctx.premise if q.kind == "amount" and q.unit == h.unit and q.is_exact]
    for diff in same:
        found = _against_plan(doc, diff)
        if found is None:
            continue
        sign, words = found
        before = [q for q in same if q.number_index < diff.number_index and q is not diff]
        if not before:
            continue
        outcome = before[-1]
        base = outcome.lo * (outcome.scale or 1.0) - sign * diff.lo * (diff.scale or 1.0)
        value = base / (h.scale or 1.0)
        yield Derived(
            h.with_(lo=value, hi=value, lo_open=False, hi_open=False, approximate=False),
            f"{outcome.text} - ({sign:+d}) {diff.text} = {value:g}",
            (outcome, diff),
            words,
            h_words,
        )
