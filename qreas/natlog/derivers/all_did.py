"""None of a whole group failed to do what all of it did: "All 12 ships reached port"
says no ship (0 of the 12) did *not* reach port, so "Three of the ships did not reach
port" is false and "None of the ships did not reach port" true.

Why: "all N Xs V" puts every member in the verb's extension; a negated count of the
same noun with the same verb counts members outside it, and there are none. Natural
logic's join cannot see this (the quantity edit "12" -> "three" and the added negation
join to ⊏, MacCartney's table being blind to the scope of the numeral), so the
arithmetic of the complement is derived here, as ``count-complement`` does for
"of the N, k did". Exclusive: "all" fixes the complement at zero.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.complement import implicative_complement, is_base, negation_tokens
from qreas.natlog.derivers.only_named import verb_lemma
from qreas.natlog.polarity import misparsed_predicate
from qreas.types import Numset, fmt_number

ALL = frozenset({"all", "every", "each"})


def _all_words(doc: Any, q: Numset) -> frozenset[int]:
    """The universal words before a count ("*all* twelve", "*all of the* 12", "*every
    one of the* 12"), or empty."""
    k = q.start - 1
    words = set()
    while k >= 0 and doc[k].lower_ in ("of", "the", "these", "those"):
        words.add(k)
        k -= 1
    if k >= 1 and doc[k].lower_ == "one" and doc[k - 1].lower_ in ALL:  # "every *one* of the 12"
        words.add(k)
        k -= 1
    if k < 0 or doc[k].lower_ not in ALL:
        return frozenset()
    return frozenset(words | {k})


def _predicate(numeral: Any) -> Any | None:
    """The verb a count is the subject of; where the parser made the sentence a noun
    phrase ("All 12 ferries *left* on time": "left" a reduced relative of the root
    noun), the verb it hung on the noun."""
    verb = governing_verb(numeral)
    if verb is None and numeral.dep_ == "nummod":
        verb = misparsed_predicate(numeral.head)
    return verb


@deriver("all-did")
def all_did(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit or not (ALL & lemma_set(ctx.pdoc)):
        return  # cheap test first
    h_neg = negation_tokens(ctx.hdoc, h)
    if not h_neg or is_base(ctx.hdoc, h):  # "of the five astronauts": the group, not its part
        return
    hverb = implicative_complement(governing_verb(ctx.hdoc[h.number_index]))  # "failed to *reach*"
    for q in ctx.premise:
        if q.unit != h.unit or not q.is_exact or q.kind != "amount" or negation_tokens(ctx.pdoc, q):
            continue
        words = _all_words(ctx.pdoc, q)
        pverb = _predicate(ctx.pdoc[q.number_index])
        if not words or pverb is None or hverb is None or verb_lemma(pverb) != verb_lemma(hverb):
            continue
        value = h.with_(lo=0.0, hi=0.0, lo_open=False, hi_open=False, approximate=False)
        eq = f"all {q.text} {verb_lemma(pverb)}: 0 {h.unit} did not (of {fmt_number(q.lo)})"
        yield Derived(value, eq, (q,), words, h_neg)
        return
