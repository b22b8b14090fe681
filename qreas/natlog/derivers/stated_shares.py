"""A share of a quantity stated elsewhere in the premise: "Its income was £3.5m. It spent
82 per cent of its income on projects" -> it spent £2.87m on projects; "82 per cent of
its income (£3.5m)" the same; "A survey of 1,500 adults found that 42% supported the
plan" -> 630 of the adults supported it.

``share-of-base`` reads a share beside its "of" group ("30% of the 200 workers"); here
the base is named by a noun the premise gives a value elsewhere: the subject of a
copula or verb with the amount ("income was £3.5m"), the noun the amount is in
apposition to ("income (£3.5m)") or the noun the amount is "of" ("an income of
£3.5m"). A bare percentage a sample reports ("a survey of 1,500 adults found that
42% ...", ``lexicons/sample_nouns.txt``) is a share of the sample's group.

Q-REAS arithmetic: a percentage times its base. Which predicate the share is of is not
checked against the hypothesis', so a different value is another quantity, not a
contradiction (``exclusive=False``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset, fmt_number


def _names_value(doc: Any, base: Numset, noun: str) -> bool:
    """Whether the premise gives ``base`` as the value of a noun with lemma ``noun``."""
    tok = doc[base.number_index]
    head = tok.head
    if head.dep_ in ("quantmod", "compound", "nummod") or head.pos_ in ("NUM", "SYM"):
        head = head.head
    if tok.dep_ == "appos" or head.dep_ == "appos":
        target = tok.head if tok.dep_ == "appos" else head.head
        if target.lemma_.lower() == noun:
            return True
    if tok.head.lower_ == "of" and tok.head.head.lemma_.lower() == noun:
        return True  # "an income of £3.5m"
    verb = tok.head
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return any(s.lemma_.lower() == noun for s in subjects)


def _sample_group(doc: Any, base: Numset) -> bool:
    """ "a survey of 1,500 adults": the count is the group a sample noun is of."""
    noun = doc[base.number_index].head
    prep = noun.head
    return prep.lower_ == "of" and prep.head.lemma_.lower() in word_set("sample_nouns.txt")


def _value(h: Numset, share: Numset, base: Numset, equation: str) -> Derived:
    n = share.lo / 100 * base.lo
    value = h.with_(
        lo=n, hi=n, lo_open=False, hi_open=False, approximate=share.approximate or base.approximate
    )
    return Derived(value, f"{equation} = {fmt_number(n)} {h.unit}", (share, base), exclusive=False)


@deriver("share-of-stated")
def share_of_stated(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.unit == "%":
        return
    doc = ctx.pdoc
    shares = [q for q in ctx.premise if q.unit == "%" and q.is_exact and q.kind == "amount"]
    bases = [q for q in ctx.premise if q.unit == h.unit and q.kind == "amount" and q.is_exact]
    for share in shares:
        of = doc[share.end] if share.end < len(doc) else None
        of_noun = [c for c in of.children if c.dep_ == "pobj"] if of is not None and of.lower_ == "of" else []
        for base in bases:
            if of_noun:
                if _names_value(doc, base, of_noun[0].lemma_.lower()):
                    yield _value(h, share, base, f"{share.text} of {base.text}")
                    return
            elif base.end <= share.start and _sample_group(doc, base):
                yield _value(h, share, base, f"{share.text} of the {base.text} asked")
                return
