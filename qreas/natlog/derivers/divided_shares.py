"""A total divided between parties, with one party's share given: "The cost of $18
million was shared between the government and UNICEF, which paid two thirds" -> UNICEF
paid $12 million and the government $6 million; "The $40 million prize was split between
the two clubs, with the winners taking 60 percent".

The share is bare (no "of" phrase names its whole, which ``share-of-stated`` reads): its
whole is the amount the verb of dividing ("share", "split", "divide") is said of. The
share is its holder's (the subject of the share's clause; a relative "which" is the
party it follows); with two parties named after "between", the other holds the rest.
The hypothesis must name the party, so the value is that party's and a different one
contradicts (Q-REAS arithmetic: a percentage times its base, and its complement).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset, fmt_number

DIVIDE_VERBS = frozenset({"share", "split", "divide"})
RELATIVES = frozenset({"which", "who", "that"})


def _holder(doc: Any, share: Numset) -> Any | None:
    """The subject of the share's clause; a relative pronoun's is the noun it follows."""
    verb = doc[share.number_index]
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is not None and subj.lower_ in RELATIVES and verb.dep_ == "relcl":
        # "the government and UNICEF, which paid": the parser hangs the clause on the
        # first conjunct, but the relative refers to the noun just before it
        before = [t for t in (verb.head, *verb.head.conjuncts) if t.i < subj.i]
        return max(before, key=lambda t: t.i) if before else verb.head
    return subj


def _parties(verb: Any) -> list[Any]:
    """The nouns after the dividing verb's "between" / "among" and their conjuncts."""
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.lower_ in ("between", "among"):
            first = [c for c in prep.children if c.dep_ == "pobj"]
            return [t for f in first for t in (f, *f.conjuncts)]
    return []


def _value(h: Numset, share: float, base: Numset) -> Numset:
    n = float(f"{share / 100 * base.lo:.10g}")
    return h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=base.approximate)


@deriver("divided-share")
def divided_share(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or not h.unit or h.unit == "%" or not lemma_set(ctx.pdoc) & DIVIDE_VERBS:
        return
    names = {t.lemma_.lower() for t in ctx.hdoc} | {t.lower_ for t in ctx.hdoc}
    for verb in (t for t in doc if t.lemma_.lower() in DIVIDE_VERBS and t.pos_ == "VERB"):
        parties = _parties(verb)
        sent = verb.sent
        inside = [q for q in ctx.premise if sent.start <= q.number_index < sent.end]
        bases = [q for q in inside if q.unit == h.unit and q.is_exact and q.kind == "amount"]
        bare = [q for q in inside if not (q.end < len(doc) and doc[q.end].lower_ == "of")]
        shares = [q for q in bare if q.unit == "%" and q.is_exact]
        if len(bases) != 1 or len(shares) != 1 or not parties:
            continue
        base, share = bases[0], shares[0]
        holder = _holder(doc, share)
        if holder is None:
            continue
        others = [p for p in parties if p.i != holder.i]
        said = {holder.lemma_.lower(), holder.lower_} & names
        if said:
            yield Derived(_value(h, share.lo, base), f"{share.text} of {base.text}", (share, base))
        elif len(parties) == 2 and len(others) == 1 and {others[0].lemma_.lower(), others[0].lower_} & names:
            rest = 100 - share.lo
            equation = f"(100% - {share.text}) of {base.text} = {fmt_number(rest)}%"
            yield Derived(_value(h, rest, base), equation, (share, base))
