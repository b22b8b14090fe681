"""A change by a factor restated as a percent: "loans *doubled* to 240,000" -> loans
rose 100 percent; "the herd *tripled*" -> grew 200 percent; "costs *halved*" -> fell 50
percent.

Why: a multiplier (``lexicons/multiplier_verbs.tsv``, "fivefold", "by a factor of
three") fixes the relative change whatever the levels: multiplying by F is a change of
(F - 1) * 100 percent. ``factor_changes`` reads a factor against a stated start; where
the source states only the end ("doubled *to* 240,000") or no level at all, the percent
still follows. The hypothesis' change word signs the size ("fell 100 percent" of a
doubling: contradicted); the change must be of the same subject (``changes``).
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.changes import Role, direction, role_of
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.changes import _other_subject
from qreas.natlog.derivers.factor_changes import _word_factor
from qreas.types import fmt_number


@deriver("factor-percent")
def factor_percent(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.unit != "%" or not h.is_exact:
        return
    hr = role_of(ctx.hdoc, h.start)
    if hr is None or hr.role != "by" or not hr.direction:
        return
    for word in ctx.pdoc:
        d = direction(word)
        if not d:
            continue
        sign = 1 if d == "increase" else -1
        found = _word_factor(word, sign)
        if found is None:
            continue
        factor, words = found
        sources = tuple(q for q in ctx.premise if (r := role_of(ctx.pdoc, q.start)) and r.word.i == word.i)
        if (other := _other_subject(ctx, Role("by", word, d, word.i), hr, sources)) is not None:
            yield other
            return
        size = (factor - 1) * 100
        p = abs(size) if (hr.direction == "increase") == (size > 0) else -abs(size)
        eq = f"x {fmt_number(factor)}: a change of {fmt_number(size)}%"
        yield Derived(h.with_(lo=p, hi=p, lo_open=False, hi_open=False, approximate=False), eq, sources,
                      words, frozenset({hr.prep, hr.word.i}))  # fmt: skip
