"""None of a whole group failed to do what all of it did: "All 12 ships reached port"
(or "Every ship reached port") says no ship (0 of the 12) did *not* reach port, so
"Three of the ships did not reach port" is false and "None of the ships did not reach
port" true.

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
from qreas.natlog.polarity import NEGATION_WORDS, misparsed_predicate
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
    if k < 0 or doc[k].lower_ not in ALL or _negated(doc[k]):
        return frozenset()
    return frozenset(words | {k})


def _predicate(word: Any) -> Any | None:
    """The verb a count or a noun is the subject of; where the parser made the sentence
    a noun phrase ("All 12 ferries *left* on time": "left" a reduced relative of the
    root noun), the verb it hung on the noun."""
    verb = governing_verb(word)
    if verb is None:
        verb = misparsed_predicate(word.head if word.dep_ == "nummod" else word)
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
    zero = h.with_(lo=0.0, hi=0.0, lo_open=False, hi_open=False, approximate=False)  # none did not
    for q in ctx.premise:
        if q.unit != h.unit or not q.is_exact or q.kind != "amount" or negation_tokens(ctx.pdoc, q):
            continue
        words = _all_words(ctx.pdoc, q)
        pverb = _predicate(ctx.pdoc[q.number_index])
        if not words or pverb is None or hverb is None or verb_lemma(pverb) != verb_lemma(hverb):
            continue
        eq = f"all {q.text} {verb_lemma(pverb)}: 0 {h.unit} did not (of {fmt_number(q.lo)})"
        yield Derived(zero, eq, (q,), words, h_neg)
        return
    for word, noun in _universals(ctx.pdoc):  # no count: "Every runner finished"
        pverb = _predicate(noun)
        if noun.lemma_.lower() != h.unit or pverb is None or hverb is None:
            continue
        if verb_lemma(pverb) != verb_lemma(hverb) or any(c.dep_ == "neg" for c in pverb.children):
            continue
        eq = f"{word.text} {noun.text} {verb_lemma(pverb)}: 0 {h.unit} did not"
        # the universal and its noun are what the derivation reads (a modifier of the noun,
        # "every *young* runner", stays an edit: the hypothesis' runners may be others)
        yield Derived(zero, eq, (), frozenset({word.i, noun.i}), h_neg)
        return


def _negated(word: Any) -> bool:
    """ "*Not* all 12", "*not* every runner": a negated universal says some did not."""
    before = word.doc[word.i - 1] if word.i else None
    if before is not None and before.lower_ in NEGATION_WORDS:
        return True
    return any(c.dep_ == "neg" for c in word.children)


def _universals(doc: Any) -> Iterator[tuple[Any, Any]]:
    """A universal determiner and its noun ("*every* runner", "*all* runners", "*each
    of the* runners") where no count is stated."""
    for t in doc:
        if t.lower_ not in ALL or _negated(t):
            continue
        if t.dep_ in ("det", "predet") and not any(c.like_num for c in t.head.children):
            yield t, t.head
        groups = [g for c in t.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
        if len(groups) == 1 and not any(c.like_num for c in groups[0].children):
            yield t, groups[0]
