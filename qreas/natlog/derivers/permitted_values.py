"""A value inside a permitted or required range is itself permitted: "Drivers are
allowed to carry up to 20 kilograms" -> "Drivers are allowed to carry 15 kilograms";
"Visitors must be at least 14" -> "Visitors may be 16".

Why: under a deontic modal a bound is not the one amount of a fact but the set of
amounts the rule licenses (Palmer 2001; Kratzer 1981: "may" is existential over the
permitted worlds, and a rule "up to 20" makes each world with a load of at most 20
permitted). A claim that a single value *may* be taken is then entailed when the value
lies inside the range, and refuted when it lies outside (the rule's range is then the
derived value, under the two sentences' modal words). Read as facts, "up to 20" / "15"
are only compatible, which is why the stages say neutral. Only a point value claimed
under a permission word is judged: "may carry up to 15" restates the rule's maximum,
and a plain "carried 15" is a fact the rule does not state.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset


@functools.cache
def _modal_kinds() -> dict[str, str]:
    return {f[0].lower(): f[1] for f in lines("permission_words.tsv")}


def _words(doc: Any, kinds: tuple[str, ...]) -> frozenset[int]:
    """Tokens of ``doc`` that are deontic words of the given kinds ("have" only as
    "have to", "need" only as "need to": the possessive "have" is no modal)."""
    out = set()
    for t in doc:
        kind = _modal_kinds().get(t.lemma_.lower())
        if kind not in kinds:
            continue
        if t.lemma_.lower() in ("have", "need") and not any(c.dep_ == "xcomp" for c in t.children):
            continue
        out.add(t.i)
    return frozenset(out)


def _bound(q: Numset) -> bool:
    """A one-sided range: "up to 20", "at least 14", "no more than 6"."""
    return q.hi == float("inf") or q.open_below


def _inside(h: Numset, p: Numset) -> bool:
    """``h``'s values all lie in ``p``'s range (after unit scaling)."""
    hs, ps = h.scale or 1.0, p.scale or 1.0
    lo_ok = h.lo * hs > p.lo * ps or (h.lo * hs == p.lo * ps and not p.lo_open)
    hi_ok = h.hi * hs < p.hi * ps or (h.hi * hs == p.hi * ps and not p.hi_open)
    return lo_ok and hi_ok


@deriver("permitted-value")
def permitted_value(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.is_exact or not set(_modal_kinds()) & lemma_set(ctx.hdoc):
        return
    h_words = _words(ctx.hdoc, ("permission",))
    if not h_words:
        return
    p_words = _words(ctx.pdoc, ("permission", "obligation"))
    if not p_words:
        return
    for p in ctx.premise:
        if p.kind != "amount" or not _bound(p) or p.negated:
            continue
        same = p.unit == h.unit or (p.dimension is not None and p.dimension == h.dimension)
        if not same:
            continue
        if _inside(h, p):
            equation = f"{h.value_text()} within the permitted {p.value_text()}"
            yield Derived(h, equation, (p,), p_words, h_words)
        elif p.scale == h.scale:  # outside the range: the rule's range itself, which excludes it
            rule = h.with_(lo=p.lo, hi=p.hi, lo_open=p.lo_open, hi_open=p.hi_open, lo_floor=p.lo_floor)
            equation = f"{h.value_text()} outside the permitted {p.value_text()}"
            yield Derived(rule, equation, (p,), p_words, h_words)
