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
from qreas.mention_context import clause_verb
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
        if kind not in kinds or t.pos_ in ("NOUN", "PROPN") or (t.i and doc[t.i - 1].like_num):
            continue  # "2 *cans* of paint" (a noun, however tagged)
        if t.lemma_.lower() in ("have", "need") and not any(c.dep_ == "xcomp" for c in t.children):
            continue
        out.add(t.i)
    return frozenset(out)


def _ruled(doc: Any, q: Numset, modals: frozenset[int]) -> bool:
    """Is the quantity under one of the deontic words: its clause's verb is the modal's
    own verb ("*may carry* up to 20 kg"), or the verb the modal takes as a complement
    ("are *allowed to carry*"; "must *be* at least 14")? A modal of another clause ("in
    how many ways *can* he invite ...") rules nothing of it. A time to get something done
    ("can do the job *in* less than 85 hours") is no licensed range: being able to do it
    in 10 hours is being able to in 15, the other direction."""
    num = doc[q.number_index]
    if any(t.lower_ == "in" and t.dep_ == "prep" for t in num.ancestors) and q.dimension == "time":
        return False
    verb = clause_verb(num, 4)
    if verb is None:
        return False
    near = {verb.i, *(c.i for c in verb.children if c.dep_ in ("aux", "auxpass"))}
    if verb.dep_ == "xcomp":  # "allowed to carry", "required to be"
        near |= {verb.head.i}
    return bool(near & modals)


def _asks(doc: Any) -> bool:
    """A question ("In how many ways can you seat more than 2 people ...?") states no rule."""
    return any(t.text == "?" for t in doc) or any(t.lower_ == "how" for t in doc[:2])


def _only_can(doc: Any, modals: frozenset[int]) -> bool:
    """The rule's only modal is "can", which also says what one is able to do: a stated
    maximum of an ability is a licensed set ("can carry up to 8 people": 6 too), a floor
    or a strict ceiling is not ("can pick more than 10 apples" is no ability to pick 20,
    "can hold less than 6,000" none to hold 1,000: the capacity may be smaller)."""
    return all(doc[i].lemma_.lower() == "can" for i in modals)


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
    if not _ruled(ctx.hdoc, h, h_words) or _asks(ctx.pdoc) or _asks(ctx.hdoc):
        return
    for p in ctx.premise:
        if p.kind != "amount" or not _bound(p) or p.negated or not _ruled(ctx.pdoc, p, p_words):
            continue
        if (p.hi == float("inf") or p.hi_open) and _only_can(ctx.pdoc, p_words):
            continue  # "can pick more than 10", "can hold less than 6000": no ability's set
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
