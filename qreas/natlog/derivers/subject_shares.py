"""A share of a named whole from the two figures the text states: "The budget is 840
million euros. ... public transport receives 126 million euros" -> "Public transport
receives 15 percent of the budget"; "employs 2,100 staff, including 380 doctors" ->
"Doctors make up about 18 percent of the staff"; "landed 52,000 tonnes ... Herring made
up 31,200 tonnes of the catch" -> "Herring made up 60 percent of the catch".

Why: a summary restates a part as its share of the whole ("P percent of W", "a quarter
of W"); the source gives the part as a figure said of the claim's subject and the whole
as a figure of W (Q-REAS arithmetic: part / whole * 100). The whole is the figure that
counts W ("2,100 *staff*") or is said of W ("a *budget* of 840 million", "The prize
*fund* was 60,000 euros"), or, when the part is itself "of the W" ("31,200 tonnes *of
the catch*"), the text's one larger figure of the part's measure. The part is the one
figure of the whole's measure said of the claim's subject ("*Herring* made up 31,200
tonnes", "public *transport* 126 million euros") or counting it ("380 *doctors*").

A stated share is rounded: a claim's share that the exact share rounds to (18 percent
for 18.1) is the share. Exclusive: the part and the whole fix the share, so another
share of the same subject and whole contradicts ("Herring made up 40 percent").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.swapped_holders import clause_subject
from qreas.types import Numset, fmt_number

NEAR_HOPS = 5  # "a budget of 840 million euros": the figure's noun phrase up to its head


def _measure_of(a: Numset, b: Numset) -> bool:
    """Figures of one measure: one dimension, or two counts ("380 doctors" of "2,100
    staff": the part's noun is the claim's subject, the whole's the share's group)."""
    return a.dimension == b.dimension


def _said_of(doc: Any, q: Numset, lemma: str) -> bool:
    """Is the figure a count of ``lemma``, or said of it: the noun its phrase hangs on
    ("a *budget* of 840 million") or its clause's subject ("The *fund* was 60,000")?"""
    if q.unit == lemma:
        return True
    t = doc[q.number_index]
    for _ in range(NEAR_HOPS):
        if t.head.i == t.i or t.pos_ in ("VERB", "AUX"):
            break
        t = t.head
        if t.lemma_.lower() == lemma and t.pos_ == "NOUN":
            return True
    subj = clause_subject(doc, q)
    return subj is not None and subj.lemma_.lower() == lemma


def _of_whole(doc: Any, q: Numset, lemma: str) -> bool:
    """Is the figure followed by "of the <lemma>" ("31,200 tonnes *of the catch*") or
    "of the total" (the whole the claim names)?"""
    rest = [t for t in doc[q.end : q.end + 4] if t.lower_ not in ("the", "its", "their")]
    return len(rest) >= 2 and rest[0].lower_ == "of" and rest[1].lemma_.lower() in (lemma, "total", "whole")


def _rounded_to(share: float, h: Numset) -> float:
    """The claim's share when the exact share rounds to it (a stated share is rounded
    to its last digit), else the exact share."""
    if not h.is_exact or h.kind == "ratio":
        return share
    step = 1.0 if float(h.lo).is_integer() else 0.1
    return h.lo if abs(share - h.lo) < step / 2 else share


def _group_words(doc: Any, h: Numset) -> frozenset[int]:
    """The claim's "of the W" after its share ("15 percent *of donations*")."""
    words = doc[h.end : h.end + 4]
    if not len(words) or words[0].lower_ != "of":
        return frozenset()
    out = {words[0].i}
    for t in words[1:]:
        out.add(t.i)
        if t.pos_ in ("NOUN", "PROPN"):
            break
    return frozenset(out)


@deriver("subject-share")
def subject_share(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.unit != "%" or not h.ent:
        return
    subject = clause_subject(ctx.hdoc, h)
    if subject is None:
        return
    name = subject.lemma_.lower()
    figures = [q for q in ctx.premise if q.kind == "amount" and q.unit != "%" and q.is_exact and q.lo > 0]
    parts = [q for q in figures if q.unit == name or (s := clause_subject(ctx.pdoc, q)) is not None
             and s.lemma_.lower() == name]  # fmt: skip
    if len(parts) != 1:
        return
    part = parts[0]
    wholes = [q for q in figures if q is not part and _said_of(ctx.pdoc, q, h.ent) and _measure_of(q, part)]
    if not wholes and _of_whole(ctx.pdoc, part, h.ent):
        wholes = [q for q in figures if q is not part and q.lo > part.lo and _measure_of(q, part)]
    if len(wholes) != 1 or wholes[0].lo < part.lo:
        return
    whole = wholes[0]
    share = _rounded_to(part.lo / whole.lo * 100, h)
    value = h.with_(lo=share, hi=share, lo_open=False, hi_open=False, approximate=False)
    eq = f"{part.text} of {whole.text} = {fmt_number(round(part.lo / whole.lo * 100, 3))}%"
    of = _group_words(ctx.hdoc, h)
    if part.unit == name:  # "380 *doctors*": the part's own noun is the claim's subject
        of |= {subject.i}
    yield Derived(value, eq, (part, whole), frozenset(), of)


@deriver("subject-share-count")
def subject_share_count(ctx: Context) -> Iterator[Derived]:
    """The other way: "Families with children received 40 percent of the parcels" after
    "handed out 62,000 parcels" -> they received 24,800 parcels. The share is said of
    the claim's subject and is "of" the claim's noun; the whole is the text's one level
    of that noun (not a start "up from 50,000")."""
    h = ctx.h
    if h.kind != "amount" or h.unit in (None, "%") or not any(q.unit == "%" for q in ctx.premise):
        return  # cheap test first
    subject = clause_subject(ctx.hdoc, h)
    if subject is None:
        return
    name = subject.lemma_.lower()
    shares = [
        q for q in ctx.premise
        if q.unit == "%" and q.is_exact and q.ent
        and (s := clause_subject(ctx.pdoc, q)) is not None and s.lemma_.lower() == name
    ]  # fmt: skip
    if len(shares) != 1:
        return
    share = shares[0]
    # the whole counts the share's noun ("62,000 *parcels*"), or measures it ("96
    # million liters *of water*" for "18 percent of the water")
    wholes = [
        q for q in ctx.premise
        if q.kind == "amount" and q.is_exact and q.unit == h.unit
        and (share.ent == h.unit or _of_whole(ctx.pdoc, q, share.ent))
        and not (q.start > 0 and ctx.pdoc[q.start - 1].lower_ == "from")
    ]  # fmt: skip
    if len(wholes) != 1:
        return
    whole = wholes[0]
    n = round(share.lo / 100 * whole.lo, 6)
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    yield Derived(value, f"{share.text} of {whole.text} = {fmt_number(n)}", (share, whole))
