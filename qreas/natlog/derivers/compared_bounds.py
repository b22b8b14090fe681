"""An age bounded by a comparison with someone whose age is stated: "Lisa is older than
Tom, who is 40" -> Lisa is over 40 (so "Lisa is 35" is false, "Lisa is 52" unknown);
"Ivo is younger than his sister, 30" -> under 30.

Why: a comparative of age (``lexicons/comparative_scales.tsv``: older, younger)
orders its subject's age against the standard's (the phrase after "than"); when the
premise states the standard's age, the subject's age lies beyond it on the side the
comparative's sign names (``comparative_signs.tsv``). The stages otherwise read the
stated age as the hypothesis subject's own, the only age in the sentence. The
standard's age is stated in its own clause ("Tom is 40"), in a relative clause on it
("Tom, who is 40"), or as an apposition the parser reads as an age.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.comparatives import (
    _clause_subject,
    _holder_of,
    _lemmas,
    _measured,
    _same,
    claims,
    stated_age,
)
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset

AGE_WORDS = frozenset({"older", "younger"})


def _holder(doc: Any, q: Numset) -> frozenset[str]:
    """Whose age a figure states: the noun a relative clause modifies ("Tom, *who is*
    40"), else the subject of the figure's clause."""
    verb = doc[q.number_index]
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    if verb.dep_ == "relcl":
        return _lemmas(t for t in verb.head.subtree if t.i < verb.head.i + 1 and t.i >= verb.head.left_edge.i)
    return _holder_of(doc, q)


def _subject_tokens(doc: Any, word: Any) -> frozenset[int]:
    """The subject of ``word``'s clause: whose age the comparison or the claim is about."""
    verb = word
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    return frozenset(t.i for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree)


@deriver("compared-age-bound")
def compared_age_bound(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.unit not in (None, "year") or not any(t.lower_ in AGE_WORDS for t in ctx.pdoc):
        return
    if any(t.lower_ in AGE_WORDS for t in ctx.hdoc):
        return  # a comparison in the claim too: the comparatives' own edit
    who = _clause_subject(ctx.hdoc[h.number_index])
    for c in claims(ctx.pdoc):
        if c.scale != "age" or _measured(ctx.pdoc, c) or not _same(who, c.subject):
            continue
        for q in ctx.premise:
            if not (q.is_exact and stated_age(ctx.pdoc, q)):
                continue
            holder = _holder(ctx.pdoc, q)
            if not _same(holder, c.standard) or _same(holder, c.subject):
                continue
            if c.sign > 0:
                value = h.with_(lo=q.lo, hi=float("inf"), lo_open=True, hi_open=False, lo_floor=False)
            else:
                value = h.with_(lo=0.0, hi=q.lo, lo_open=False, hi_open=True, lo_floor=True)
            eq = f"{c.word.text} than {q.text}: {value.value_text()}"
            # the claim's subject is what the derivation reads (whose age), beyond the figure
            p_words = frozenset({c.word.i, c.than.i}) | _subject_tokens(ctx.pdoc, c.word)
            p_words |= {t.i for t in c.than.subtree if t.pos_ == "PROPN" or t.pos_ == "NOUN"}
            yield Derived(value, eq, (q,), p_words, _subject_tokens(ctx.hdoc, ctx.hdoc[h.number_index]))
            return
