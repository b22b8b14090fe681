"""A multiple of a possessed measure: "his sister is *twice his age*" (Jorge is 15:
she is 30), "sold for $1.2 million, *twice its estimate*" (the estimate was $600,000).

A factor word (``lexicons/multiplier_adverbs.tsv``: "twice", "half"; or "N times")
before a possessive noun ("his age", "its estimate", "her salary") states one figure
as the factor times another. The premise's one other exact figure of the
hypothesis' unit is the known side: when the multiple is predicated of a holder of its
own ("his *sister* is twice his age") that holder's figure is the product; when it
stands beside the figure ("$1.2 million, twice its estimate") the possessed measure
is the quotient, which a hypothesis naming that measure ("was *estimated* at") asks
for.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.trees import subtree
from qreas.numbers import parse_number_words
from qreas.types import Numset


@functools.cache
def _factors() -> dict[str, float]:
    return {f[0].lower(): float(f[1]) for f in lines("multiplier_adverbs.tsv")}


def _factor(noun: Any) -> tuple[float, frozenset[int]] | None:
    """The factor of a possessive noun ("*twice* his age", "*three times* its value")."""
    if not any(c.dep_ == "poss" for c in noun.children):
        return None
    for c in noun.children:
        if c.dep_ == "predet" and c.lower_ in _factors():
            return _factors()[c.lower_], frozenset({c.i})
        if c.like_num and any(x.lower_ == "times" for x in c.children):
            n = parse_number_words([c.lower_])
            if n is not None:
                return float(n), frozenset({c.i} | {x.i for x in c.children})
    return None


def _figure(ctx: Context) -> Numset | None:
    same = [
        q for q in ctx.premise if q.kind == "amount" and q.is_exact and q.unit == ctx.h.unit and q.lo > 0
    ]
    return same[0] if len(same) == 1 else None


def _verb(t: Any) -> frozenset[int]:
    while t.head.i != t.i and t.pos_ not in ("VERB", "AUX"):
        t = t.head
    return frozenset({t.i}) if t.pos_ == "VERB" else frozenset()


@deriver("possessed-multiple")
def possessed_multiple(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.is_exact or not h.unit:
        return
    for noun in ctx.pdoc:
        if noun.pos_ != "NOUN" or (found := _factor(noun)) is None:
            continue
        q = _figure(ctx)
        if q is None:
            return
        factor, words = found
        phrase = frozenset(subtree(noun))
        lemma = noun.lemma_.lower()
        named = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() == lemma)
        if noun.dep_ == "attr" and not named:  # "his sister is twice his age": the sister's figure
            subj = [c for c in noun.head.children if c.dep_ in ("nsubj", "nsubjpass")]
            holder = {t.lemma_.lower() for s in subj for t in s.subtree if t.pos_ in ("NOUN", "PROPN")}
            said = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() in holder)
            if not said:
                return
            v = q.lo * factor
            value = h.with_(lo=v, hi=v, lo_open=False, hi_open=False, approximate=False)
            owner = frozenset(t.i for s in subj for t in s.subtree)  # "his sister": whose figure it is
            eq = f"{factor:g} x {q.text} = {v:g} {h.unit}"
            yield Derived(value, eq, (q,), phrase | words | owner, said)
            return
        if noun.dep_ == "appos" and named:  # "$1.2 million, twice its estimate" / "estimated at"
            v = q.lo / factor
            value = h.with_(lo=v, hi=v, lo_open=False, hi_open=False, approximate=False)
            verb = _verb(ctx.pdoc[q.number_index])  # "*sold* for $1.2 million": the figure's own predicate
            eq = f"{q.text} / {factor:g} = {v:g} {h.unit}"
            yield Derived(value, eq, (q,), phrase | words | verb, named)
            return
