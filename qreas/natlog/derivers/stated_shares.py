"""A share of a quantity stated elsewhere in the premise: "Its income was £3.5m. It spent
82 per cent of its income on projects" -> it spent £2.87m on projects; "82 per cent of
its income (£3.5m)" the same; "A survey of 1,500 adults found that 42% supported the
plan" -> 630 of the adults supported it.

``share-of-base`` reads a share beside its "of" group ("30% of the 200 workers"); here
the base is named by a noun the premise gives a value elsewhere: the subject of a
copula or verb with the amount ("income was £3.5m"), the noun the amount is in
apposition to ("income (£3.5m)") or the noun the amount is "of" ("an income of
£3.5m"). "The rest" beside a share is its complement, for the holder
named with it ("paid 80 percent of the cost and the state the rest"). A bare
percentage a sample reports ("a survey of 1,500 adults found that
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
    if verb.lemma_.lower() == noun:
        return True  # "The campaign cost $18m": the verb names the value the noun does
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return any(s.lemma_.lower() == noun for s in subjects)


REST = frozenset({"rest", "remainder", "balance"})


def _rest_holder(doc: Any, share: Numset) -> Any | None:
    """The holder of "the rest" after a share in its sentence ("paid 80 percent of the
    cost and *the state* the rest"; "the rest came from the state"), or None."""
    sent = doc[share.number_index].sent
    for t in sent:
        if t.i < share.end or t.lemma_.lower() not in REST or doc[t.i - 1].lower_ != "the":
            continue
        if t.dep_ == "appos":
            return t.head
        verb = t.head
        subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c.i != t.i), None)
        objs = (o for c in verb.children if c.dep_ == "prep" for o in c.children if o.dep_ == "pobj")
        return subj if subj is not None and subj.lemma_.lower() not in REST else next(objs, None)
    return None


def _sample_group(doc: Any, base: Numset) -> bool:
    """ "a survey of 1,500 adults": the count is the group a sample noun is of."""
    noun = doc[base.number_index].head
    prep = noun.head
    return prep.lower_ == "of" and prep.head.lemma_.lower() in word_set("sample_nouns.txt")


def _value(h: Numset, share: Numset, base: Numset, equation: str) -> Derived:
    n = float(f"{share.lo / 100 * base.lo:.10g}")  # two thirds of 18m is 12m, not 11999999.999999998
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
    # a percentage or a fraction ("two thirds" is 66.7 %)
    shares = [q for q in ctx.premise if q.unit == "%" and q.is_exact and q.kind in ("amount", "ratio")]
    bases = [q for q in ctx.premise if q.unit == h.unit and q.kind == "amount" and q.is_exact]
    for share in shares:
        of = doc[share.end] if share.end < len(doc) else None
        of_noun = [c for c in of.children if c.dep_ == "pobj"] if of is not None and of.lower_ == "of" else []
        for base in bases:
            if of_noun:
                if _names_value(doc, base, of_noun[0].lemma_.lower()):
                    yield _value(h, share, base, f"{share.text} of {base.text}")
                    holder = _rest_holder(doc, share)
                    if holder is not None and holder.lemma_.lower() in {t.lemma_.lower() for t in ctx.hdoc}:
                        rest = share.with_(lo=100 - share.lo, hi=100 - share.hi, text=f"100% - {share.text}")
                        yield _value(h, rest, base, f"(100% - {share.text}) of {base.text}")
                    return
            elif base.end <= share.start and _sample_group(doc, base):
                yield _value(h, share, base, f"{share.text} of the {base.text} asked")
                return
