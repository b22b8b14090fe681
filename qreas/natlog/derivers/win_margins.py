"""The margin of a win from the two sides' figures: "Anna Delacroix won 13,280 votes
and Marcus Feld won 10,720" -> "Delacroix won by 2,560 votes"; "The deal was approved
by 6,300 votes to 2,700" -> "The deal passed by a margin of 3,600 votes".

Why: "won by N" (or "by a margin of N") states a difference, not a count: the winner's
figure less the best other side's. The winner's figure is the one its clause says of
the hypothesis' subject (``swapped_holders.clause_subject``); the others are the figures
of the same measure said of other subjects. A tally ("6,300 votes to 2,700") gives both
sides at once. Exclusive: the figures fix the margin, so another margin contradicts
(and a "win" by a side with the smaller figure gives a negative margin, no win).
A lead stated at the finish ("Brel finished 18 seconds *ahead of* Oman") is the margin
of the win of its subject (``_stated_lead``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.swapped_holders import clause_subject
from qreas.types import Numset, fmt_number

WIN_VERBS = frozenset({"win", "pass", "prevail", "carry", "approve", "lead"})


def _margin_words(doc: Any, h: Numset) -> tuple[frozenset[int], Any] | None:
    """("by" [, "a margin of"]) before the figure, and the verb "by" hangs on."""
    i = h.start - 1
    words: set[int] = set()
    if i >= 3 and doc[i].lower_ == "of" and doc[i - 1].lemma_.lower() == "margin":
        words |= {i, i - 1}
        i -= 2
        if doc[i].lower_ in ("a", "the"):
            words.add(i)
            i -= 1
    if i < 1 or doc[i].lower_ != "by":
        return None
    words.add(i)
    verb = doc[i].head
    return (frozenset(words), verb) if verb.lemma_.lower() in WIN_VERBS else None


def _holder_key(subject: Any) -> frozenset[str]:
    """A side by its noun and modifiers: "the *red team*" and "the *blue team*" are two
    sides though their heads are one word."""
    return frozenset(t.lemma_.lower() for t in subject.subtree if t.pos_ in ("NOUN", "PROPN", "ADJ", "NUM"))


def _same(a: Numset, h: Numset) -> bool:
    return a.kind == "amount" and a.dimension == h.dimension and (a.unit == h.unit or a.unit is None)


@deriver("win-margin")
def win_margin(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or "by" not in lemma_set(ctx.hdoc) or WIN_VERBS.isdisjoint(lemma_set(ctx.hdoc)):
        return  # cheap test first
    found = _margin_words(ctx.hdoc, h)
    if found is None:
        return
    words, verb = found
    figures = [q for q in ctx.premise if _same(q, h) and q.is_exact]
    tallies = [q for q in figures if len(q.tally) == 2]
    if len(tallies) == 1:
        a, b = tallies[0].tally
        value = h.with_(lo=abs(a - b), hi=abs(a - b), lo_open=False, hi_open=False, approximate=False)
        eq = f"{tallies[0].text}: a margin of {fmt_number(abs(a - b))}"
        yield Derived(value, eq, tuple(tallies), frozenset(), words)
        return
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return
    who = _holder_key(subject)
    if verb.lemma_.lower() == "win" and (lead := _stated_lead(ctx, h, who)) is not None:
        yield Derived(lead.value, lead.equation, lead.sources, lead.p_tokens, words | {verb.i})
        return
    said = [(q, clause_subject(ctx.pdoc, q)) for q in figures]
    own = [q for q, s in said if s is not None and who <= _holder_key(s)]  # "Delacroix" / "Anna Delacroix"
    others = [q for q, s in said if s is not None and not who <= _holder_key(s)]
    if len(own) != 1 or not others:
        return
    best = max(others, key=lambda q: q.lo)
    margin = own[0].lo - best.lo
    value = h.with_(lo=margin, hi=margin, lo_open=False, hi_open=False, approximate=False)
    eq = f"{own[0].text} - {best.text} = {fmt_number(margin)}"
    # the winner's name is read too: its figure is the one the margin starts from
    named = frozenset(t.i for t in subject.subtree if not t.is_punct)
    # "won by": the verb is the margin's own ("scored 82 ... 67" / "won by 15")
    # the two sides and their verbs are the margin's terms ("The Hawks scored 101 and the
    # Owls 94"): the derivation reads them, no premise word is left over
    subjects = [s for q, s in said if q is own[0] or q is best]
    p_words = {t.i for s in subjects if s is not None for t in s.subtree if not t.is_punct}
    p_words |= {s.head.i for s in subjects if s is not None and s.head.pos_ in ("VERB", "AUX")}
    yield Derived(value, eq, (own[0], best), frozenset(p_words), words | named | {verb.i})


LEAD_WORDS = frozenset({"ahead", "clear"})  # "finished 18 seconds *ahead of* Oman"


def _stated_lead(ctx: Context, h: Numset, who: frozenset[str]) -> Derived | None:
    """The winner's margin stated as a lead at the finish: "Brel finished 18 seconds
    *ahead of* Oman" -> "Brel won by 18 seconds" (a win's margin is how far the winner
    was ahead of the next). The figure is said of the hypothesis' winner (its clause's
    subject) and of the hypothesis' dimension; one such figure only."""
    found = []
    for q in ctx.premise:
        if q.kind != "amount" or q.dimension != h.dimension or not q.is_exact or q.end + 1 >= len(ctx.pdoc):
            continue
        lead, of = ctx.pdoc[q.end], ctx.pdoc[q.end + 1]
        if lead.lower_ not in LEAD_WORDS or of.lower_ != "of":
            continue
        subject = clause_subject(ctx.pdoc, q)
        if subject is not None and who <= _holder_key(subject):
            found.append((q, frozenset({lead.i, of.i})))
    if len(found) != 1:
        return None
    q, words = found[0]
    n = round(q.lo * q.scale / h.scale, 9)
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    return Derived(value, f"{q.text} ahead: a win by {fmt_number(n)}", (q,), words)
