"""Shares read against a group the text names apart.

- "share-of-them": "enrolled 1,800 patients. *Of them*, 60 percent received the drug"
  says 1,080 patients received it. "Of them" / "of these" / "of those" refers back to
  the last count the text stated of the claim's noun, the base of the share.
- "whole-from-share": "cut 3,200 jobs. The cuts amount to 8 percent of its
  *workforce*" says the workforce is 3,200 / 8% = 40,000. The part is the count the
  sentence before (or the share's own sentence) states; the whole is what the share's
  "of" phrase names, which the claim must name too ("its workforce was about 40,000").

Not exclusive: a share is often rounded in a text ("8 percent" of 41,000 is 3,280), so
a claim's other figure is not ruled out; only a figure the share gives is supported.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset, fmt_number

BACK = frozenset({"them", "these", "those"})


def _of_them(doc: Any, q: Numset) -> bool:
    """Is the share said "of them" ("Of them, 60 percent ...", "60 percent of them")?"""
    sent = doc[q.number_index].sent
    words = [t.lower_ for t in sent]
    head = words[:2]
    after = [t.lower_ for t in doc[q.end : q.end + 2]]
    fronted = head[0] == "of" and len(head) > 1 and head[1] in BACK
    return fronted or (len(after) == 2 and after[0] == "of" and after[1] in BACK)


@deriver("share-of-them")
def share_of_them(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.dimension is not None:
        return
    for q in ctx.premise:
        if q.unit != "%" or q.kind != "amount" or q.approximate or not _of_them(ctx.pdoc, q):
            continue
        bases = [b for b in ctx.premise if b.unit == h.unit and b.end <= q.start and b.is_exact]
        if not bases or not _same_predicate(ctx.pdoc[q.number_index], ctx.hdoc[h.number_index]):
            continue  # the share counts those who do its verb ("have cars"), not the base
        base = bases[-1]
        count = base.lo * q.lo / 100
        value = h.with_(lo=count, hi=count, lo_open=False, hi_open=False, approximate=False)
        eq = f"{q.text} of {base.text} = {fmt_number(count)} {h.unit}"
        yield Derived(value, eq, (q, base), exclusive=False)


def _same_predicate(p: Any, h: Any) -> bool:
    """Do two numbers stand under verbs of one lemma ("60 percent of them *received*" /
    "1,080 patients *received*")? A count under another verb ("There were 1,800
    patients") is another group than the share's."""
    pv, hv = governing_verb(p), governing_verb(h)
    return pv is not None and hv is not None and pv.lemma_.lower() == hv.lemma_.lower()


def _whole_noun(doc: Any, q: Numset) -> Any | None:
    """The noun a share is "of" ("8 percent *of* its workforce")."""
    if q.end + 1 >= len(doc) or doc[q.end].lower_ != "of":
        return None
    return next((c for c in doc[q.end].children if c.dep_ == "pobj"), None)


@deriver("whole-from-share")
def whole_from_share(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None:
        return
    h_lemmas = lemma_set(ctx.hdoc)
    for q in ctx.premise:
        whole = _whole_noun(ctx.pdoc, q)
        if q.unit != "%" or whole is None or whole.lemma_.lower() not in h_lemmas or not 0 < q.lo < 100:
            continue
        if h.unit and h.unit != whole.lemma_.lower():
            continue  # the claim counts another noun ("3 graduates"), not the whole
        sent = ctx.pdoc[q.number_index].sent
        first = _previous_start(ctx.pdoc, sent)  # the part: a count of this or the last sentence
        parts = [
            p
            for p in ctx.premise
            if p.unit and p.unit != "%" and p.kind == "amount" and p.dimension is None
            and first <= p.number_index and p.end <= q.start
            and p.unit != whole.lemma_.lower()  # "60 points ... 60 percent of their points": the whole
        ]
        if not parts:
            continue
        part = parts[-1]
        size = part.lo / (q.lo / 100)
        value = h.with_(lo=size, hi=size, lo_open=False, hi_open=False, approximate=False)
        eq = f"{part.text} / {q.text} = {fmt_number(size)} ({whole.text})"
        hword = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() == whole.lemma_.lower())
        yield Derived(value, eq, (part, q), frozenset({whole.i}), hword, exclusive=False)


def _previous_start(doc: Any, sent: Any) -> int:
    """The first token of the sentence before ``sent`` (or of ``sent``)."""
    if sent.start == 0:
        return 0
    return doc[sent.start - 1].sent.start
