"""The year of the clause whose verb and arguments the hypothesis restates: "In 1998,
Bluefen Records was bought by Polyvane Music ..., but the founders repurchased it in
2004" / "Bluefen Records was acquired by Polyvane Music in 1998".

Why: the quantity stages pair a hypothesis year with a premise year by the words
around each; a year fronted before its clause ("In 1998, ...") has none of the
hypothesis' words beside it, while a later year of another clause ends the sentence as
the hypothesis year does, so the stages pick the other clause's year and the proof
finds no year in the hypothesis' role. A year belongs to the clause of its verb: when
that verb is the hypothesis verb or a kind of it (WordNet: buying is a kind of
acquiring) and each of the hypothesis verb's arguments is named among the premise
verb's, the clause's year is the one the hypothesis speaks of. Document premises only
(a paragraph's sentences join several dated clauses); not exclusive: another year of
the same event is left to the stages and the other derivers (an acquisition may
recur). Years only: a date with its month ("in April 2023") is the month's to judge.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog import quantity_slots
from qreas.natlog.derived import IN_DOCUMENT, Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _value, _verb
from qreas.types import Numset

ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "agent"})


def _arguments(verb: Any, year: Numset) -> list[frozenset[str]]:
    """The content words of each argument of ``verb`` (the agent's object for "by"),
    without the year's own words."""
    out = []
    for c in verb.children:
        if c.dep_ not in ARGUMENT_DEPS:
            continue
        words = frozenset(
            _lemma(t) for t in c.subtree
            if t.is_alpha and not t.is_stop and not year.start <= t.i < year.end and t.dep_ != "relcl"
        )
        if words:
            out.append(words)
    return out


def _kind_of(p: str, h: str) -> bool:
    """The premise verb is the hypothesis verb or a kind of it (WordNet)."""
    if p == h:
        return True
    from qreas.natlog.lexical import relation
    from qreas.natlog.relations import Rel

    return relation(p, h, "VERB") in (Rel.EQ, Rel.FWD)


@deriver("clause-year")
def clause_year(ctx: Context) -> Iterator[Derived]:
    h, doc, hdoc = ctx.h, ctx.pdoc, ctx.hdoc
    if h.kind != "year" or not h.is_exact or not IN_DOCUMENT.get():
        return
    if quantity_slots.month_words(hdoc, h):
        return  # "in May 2023": a date, which the month judges (another month is another date)
    hverb = _verb(hdoc, h.number_index)
    if hverb is None or _lemma(hverb) in ("be", "have"):
        return
    h_args = _arguments(hverb, h)
    if not h_args:
        return
    for q in ctx.premise:
        if q.kind != "year" or not q.is_exact or quantity_slots.month_words(doc, q):
            continue
        pverb = _verb(doc, q.number_index)
        if pverb is None or not _kind_of(_lemma(pverb), _lemma(hverb)):
            continue
        p_args = _arguments(pverb, q)
        if all(any(a & b for b in p_args) for a in h_args):
            eq = f"{q.text}: the year of '{pverb.text}' ({hverb.text})"
            yield Derived(_value(h, q.lo, q.hi), eq, (q,), exclusive=False)
            return
