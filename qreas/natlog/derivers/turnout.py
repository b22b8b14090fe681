"""Turnout: the share of those entitled to vote who voted, both ways.

- "Turnout was 61 percent of the 42,000 registered voters" -> about 25,620 people
  voted (a share times its base);
- "Of the 12,500 members eligible to vote, 9,000 cast a ballot" -> turnout was 72
  percent (a count over its base).

Why: "turnout" names the ratio of voters to the electorate, which a summary states as
a count ("25,600 people voted") or a source as two counts. The electorate is the count
said to be registered or eligible (or an electorate); the voters are the count whose
verb is voting or casting a ballot. Exclusive: the two figures fix the third.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset, fmt_number

ENTITLED = frozenset({"registered", "eligible", "electorate", "entitled"})
VOTING = frozenset({"vote", "cast", "participate"})


def _entitled(doc: Any, q: Numset) -> bool:
    """A count of those entitled to vote: "42,000 *registered* voters", "12,500 members
    *eligible* to vote", "an *electorate* of 40,000"."""
    words = doc[max(0, q.start - 3) : min(len(doc), q.end + 3)]
    return q.kind == "amount" and q.unit != "%" and any(t.lower_ in ENTITLED for t in words)


def _voted(doc: Any, q: Numset) -> bool:
    """A count of those who voted: its verb votes or casts ("9,000 *cast* a ballot")."""
    return q.kind == "amount" and q.unit != "%" and (q.verb or "") in VOTING and not _entitled(doc, q)


@deriver("turnout")
def turnout(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if "turnout" not in lemma_set(ctx.pdoc) | lemma_set(ctx.hdoc):
        return  # cheap test first
    bases = [q for q in ctx.premise if _entitled(ctx.pdoc, q) and q.is_exact and q.lo > 0]
    if len(bases) != 1:
        return
    base = bases[0]
    if h.unit == "%" and "turnout" in lemma_set(ctx.hdoc):
        voters = [q for q in ctx.premise if _voted(ctx.pdoc, q) and q.is_exact]
        if len(voters) == 1:
            share = voters[0].lo / base.lo * 100
            value = h.with_(lo=share, hi=share, lo_open=False, hi_open=False, approximate=False)
            eq = f"{voters[0].text} of {base.text} voted: turnout {fmt_number(round(share, 2))}%"
            turn = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() == "turnout")
            yield Derived(value, eq, (voters[0], base), frozenset(), turn)
        return
    if not _voting(ctx.hdoc, h) or h.unit == "%" or "turnout" not in lemma_set(ctx.pdoc):
        return
    shares = [q for q in ctx.premise if q.unit == "%" and q.is_exact and _turnout_share(ctx.pdoc, q)]
    if len(shares) != 1:
        return
    n = round(shares[0].lo / 100 * base.lo, 6)
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    eq = f"turnout {shares[0].text} of {base.text} = {fmt_number(n)}"
    turn = frozenset(t.i for t in ctx.pdoc if t.lemma_.lower() == "turnout")
    # the claim's "N people voted": both the voting and who voted are the derivation's
    voted = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() in VOTING and t.pos_ == "VERB")
    voted |= {t.i for t in ctx.hdoc if t.lemma_.lower() in ("take", "part") and h.verb == "take"}
    voted |= {t.i for t in ctx.hdoc[h.start : h.end] if t.pos_ == "NOUN"}
    yield Derived(value, eq, (shares[0], base), turn, voted)


def _voting(doc: Any, h: Numset) -> bool:
    """Does the claim count those who voted ("voted", "cast a ballot", "took part")?"""
    return (h.verb or "") in VOTING or h.verb == "take" and any(t.lower_ == "part" for t in doc)


def _turnout_share(doc: Any, q: Numset) -> bool:
    """Is the percent what "turnout" was ("Turnout was 61 percent")?"""
    sent = doc[q.number_index].sent
    return any(t.lemma_.lower() == "turnout" for t in sent)


@deriver("turnout-share")
def turnout_share(ctx: Context) -> Iterator[Derived]:
    """ "a turnout of 64 percent" -> "more than half of eligible voters voted": turnout
    *is* the share of the electorate that voted, so the claim's share of those entitled
    who voted is the turnout (no base needed)."""
    h = ctx.h
    if h.unit != "%" or "turnout" not in lemma_set(ctx.pdoc) or "turnout" in lemma_set(ctx.hdoc):
        return  # cheap test first
    if not _voting(ctx.hdoc, h) or not _of_electorate(ctx.hdoc, h):
        return
    shares = [q for q in ctx.premise if q.unit == "%" and _turnout_share(ctx.pdoc, q)]
    if len(shares) != 1:
        return
    s = shares[0]
    value = h.with_(lo=s.lo, hi=s.hi, lo_open=s.lo_open, hi_open=s.hi_open, approximate=s.approximate)
    turn = frozenset(t.i for t in ctx.pdoc if t.lemma_.lower() == "turnout")
    turn |= {c.i for i in turn for c in ctx.pdoc[i].children if c.dep_ == "compound"}  # "*voter* turnout"
    voted = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() in VOTING and t.pos_ == "VERB")
    yield Derived(value, f"turnout {s.text}: the share of the electorate that voted", (s,), turn,
                  voted | _of_electorate(ctx.hdoc, h))  # fmt: skip


def _of_electorate(doc: Any, h: Numset) -> frozenset[int]:
    """The words of "of (the) eligible / registered voters" right after a share: the
    electorate the share is taken of (empty if the share is of something else)."""
    words = doc[h.end : min(len(doc), h.end + 5)]
    if not words or words[0].lower_ != "of":
        return frozenset()
    span = []
    for t in words:
        span.append(t.i)
        if t.pos_ in ("NOUN", "PROPN"):
            break
    entitled = any(doc[i].lower_ in ENTITLED for i in span) or doc[span[-1]].lemma_.lower() == "electorate"
    return frozenset(span) if entitled else frozenset()
