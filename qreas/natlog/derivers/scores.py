"""The margin of a score: "beat the Pilots 6-2" says they won *by* 4 (runs, goals,
points: the unit of the score's own sport); "Rovers lead 13-10" leads by 3.

A score is two bare whole numbers joined by a dash ("28-17", "6–2") or "to" ("4 to
2"). A match's margin is the difference of its two scores; the hypothesis speaks of it
when its quantity follows the "by" of a verb that reports a match's result ("won by 11
points", "lost by two goals": ``lexicons/match_result_verbs.txt``; not "trail the
leaders by four points", a table's standing). Exclusive: the score fixes the margin,
so another margin is a contradiction.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.team_scores import same_result, score_pairs
from qreas.types import Numset, fmt_number

JOINERS = frozenset({"-", "–", "—", "to"})


def _scores(doc: Any, qs: tuple[Numset, ...]) -> list[tuple[Numset, Numset, int]]:
    """(first, second, joiner token) of each score a sentence states."""
    bare = sorted((q for q in qs if _bare_count(q)), key=lambda q: q.start)
    out = []
    for a, b in zip(bare, bare[1:], strict=False):
        if b.start == a.end + 1 and doc[a.end].text.lower() in JOINERS:
            out.append((a, b, a.end))
    return out


@functools.cache
def _result_verbs() -> frozenset[str]:
    return word_set("match_result_verbs.txt")


def _reports_a_result(by: Any) -> bool:
    """Does this "by" hang from a verb that reports a match's result ("won by")?"""
    return by.head.lemma_.lower() in _result_verbs()


def _bare_count(q: Numset) -> bool:
    return q.kind == "amount" and q.unit is None and q.is_exact and float(q.lo).is_integer()


@deriver("score-margin")
def score_margin(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or h.start == 0:
        return
    by = ctx.hdoc[h.start - 1]
    if by.lower_ != "by" or not _reports_a_result(by):
        return
    # a score joined by a word ("62 to 38") or a dash ("94-62", which the parser may read as one range)
    pairs = {j: (a.lo, b.lo, j, (a, b)) for a, b, j in _scores(ctx.pdoc, ctx.premise)}
    for found in score_pairs(ctx.pdoc, ctx.premise):
        pairs.setdefault(found[2], found)
    for a, b, joiner, sources in pairs.values():
        margin = abs(a - b)
        value = h.with_(lo=margin, hi=margin, lo_open=False, hi_open=False, approximate=False)
        eq = f"{fmt_number(a)}-{fmt_number(b)}: a margin of {fmt_number(margin)}"
        p_tokens, h_tokens = {joiner}, {by.i}
        verbs = same_result(ctx.pdoc, ctx.pdoc[joiner - 1], ctx.hdoc, by.head)
        if verbs is not None:  # "beat ... 28-17" / "won by 11": one result, said twice
            p_tokens.add(verbs[0])
            h_tokens.add(verbs[1])
        yield Derived(value, eq, sources, frozenset(p_tokens), frozenset(h_tokens))
