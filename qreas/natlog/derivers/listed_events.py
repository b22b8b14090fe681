"""Occasions of an event the premise counts or lists by year.

- "was besieged *twice*, in 1296 and 1336" -> besieged 2 times (a frequency adverb
  counts its verb's occasions: ``lexicons/frequency_adverbs.tsv``), so "three times" is
  false;
- the same sentence -> *first* besieged in 1296, *last* in 1336: when a sentence lists
  as many years of an event as it says the event happened ("twice", "at three Olympic
  Games, in 2012, 2016 and 2020"), the list is complete, and its earliest year is the
  first occasion, its latest the last.

Why: encyclopedia prose gives the count and the years together; a hypothesis picks an
occasion by order ("first", "last") or restates the count. Only the same verb is
compared (the occasions of another event are not these).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _value, _verb
from qreas.types import Numset

ORDER = {"first": min, "earliest": min, "last": max, "latest": max}
OCCASIONS = frozenset({"occasion", "time"})  # the counted noun of "three times"


@functools.cache
def frequency_adverbs() -> dict[str, int]:
    return {word.lower(): int(n) for word, n in lines("frequency_adverbs.tsv")}


def _frequency(doc: Any, verb: str) -> tuple[int, Any] | None:
    """The count a frequency adverb of ``verb`` gives ("besieged *twice*"), with the adverb."""
    for t in doc:
        n = frequency_adverbs().get(t.lower_)
        if n is not None and t.dep_ == "advmod" and _lemma(t.head) == verb:
            return n, t
    return None


def _order_word(hdoc: Any, verb: Any) -> Any:
    """ "first" / "last" of the hypothesis verb: its adverb ("was *first* besieged") or
    an adjective of its object ("competed at her *first* Olympic Games")."""
    objects = [c for c in verb.children if c.dep_ in ("dobj", "attr")]
    objects += [g for c in verb.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]
    for t in [*verb.children, *(m for o in objects for m in o.children)]:
        if t.lower_ in ORDER and t.dep_ in ("advmod", "amod"):
            return t
    return None


def _listed_years(ctx: Context, verb: str) -> tuple[list[Numset], frozenset[int]] | None:
    """The years a sentence lists for ``verb`` when it also counts them (complete),
    with the counting words."""
    doc = ctx.pdoc
    years = [q for q in ctx.premise if q.kind == "year" and q.is_exact and q.verb == verb]
    for sent in doc.sents:
        listed = [y for y in years if sent.start <= y.number_index < sent.end]
        if len(listed) < 2:
            continue
        count = _frequency(sent.as_doc(), verb)
        stated = {
            q.lo
            for q in ctx.premise
            if q.kind == "amount"
            and q.is_exact
            and q.verb == verb
            and sent.start <= q.number_index < sent.end
        }
        if count is not None and count[0] == len(listed):
            return listed, frozenset({sent.start + count[1].i})
        if len(listed) in stated:
            return listed, frozenset()
    return None


@deriver("event-frequency")
def event_frequency(ctx: Context) -> Iterator[Derived]:
    """ "besieged twice" -> 2 times."""
    h = ctx.h
    if h.kind != "amount" or h.unit not in OCCASIONS:
        return
    hverb = _verb(ctx.hdoc, h.number_index)
    found = _frequency(ctx.pdoc, _lemma(hverb)) if hverb is not None else None
    if found is None:
        return
    n, adverb = found
    yield Derived(_value(h, n, n), f"{adverb.text} = {n} {h.unit}", (), frozenset({adverb.i}), frozenset())


@deriver("listed-order")
def listed_order(ctx: Context) -> Iterator[Derived]:
    """The first (last) occasion of a completely listed event is its earliest (latest)
    year; the hypothesis' "first" itself is accounted for by the same list."""
    h = ctx.h
    hverb = _verb(ctx.hdoc, h.number_index)
    if hverb is None or h.kind not in ("year", "ordinal"):
        return
    word = _order_word(ctx.hdoc, hverb)
    found = _listed_years(ctx, _lemma(hverb)) if word is not None else None
    if found is None:
        return
    listed, counting = found
    pick = ORDER[word.lower_](listed, key=lambda q: q.lo)
    p_words = frozenset(i for q in listed for i in range(q.start, q.end)) | counting
    if h.kind == "ordinal":  # the "first" the year derivation below accounts for
        if h.number_index == word.i:
            eq = f"{word.text} of {len(listed)} listed years"
            yield Derived(h, eq, (pick,), p_words, frozenset({word.i}))
        return
    eq = f"{word.text} of {', '.join(q.text for q in listed)} = {pick.text}"
    yield Derived(_value(h, pick.lo, pick.hi), eq, (pick,), p_words, frozenset({word.i}))
