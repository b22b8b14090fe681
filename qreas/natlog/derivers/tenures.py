"""The time a post was held, from the year it was taken up and the year it was held
until: "In 1985 he was appointed governor, a post he held until 1990" -> he served as
governor for five years; "She joined the orchestra in 1971 and stayed until 1994" ->
23 years.

Why: ``dates.span-length`` reads spans written as one ("from 1985 to 1990") and
``making-span`` the making of a thing; encyclopedia prose about people says a tenure
with a verb of taking up the post and an "until" phrase, often in a relative or
apposed clause. Both years must be in one sentence, the "until" year not earlier, and
the hypothesis must speak of holding something (``lexicons/tenure_words.tsv``) and
name a noun of that sentence (the post: "governor"), so another tenure of the
paragraph does not answer it. Years only: the length is the difference of the years,
the reading encyclopedia claims take.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.dates import _value, _verb, _year_seconds
from qreas.types import Numset, fmt_number


@functools.cache
def _classes() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for word, cls in lines("tenure_words.tsv"):
        out.setdefault(cls, set()).add(word.lower())
    return {k: frozenset(v) for k, v in out.items()}


def _until(doc: Any, q: Numset) -> Any | None:
    """The "until" a year is the object of ("held until 1990"), or None."""
    head = doc[q.number_index].head
    return head if head.lower_ in _classes()["end"] and head.dep_ == "prep" else None


@deriver("tenure")
def tenure(ctx: Context) -> Iterator[Derived]:
    h, doc, hdoc = ctx.h, ctx.pdoc, ctx.hdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    if not lemma_set(doc) & _classes()["end"] or not lemma_set(hdoc) & _classes()["hold"]:
        return
    h_nouns = {t.lemma_.lower() for t in hdoc if t.pos_ in ("NOUN", "PROPN") and not h.start <= t.i < h.end}
    years = [q for q in ctx.premise if q.kind == "year" and q.is_exact and q.lo == int(q.lo)]
    for b in years:
        until = _until(doc, b)
        if until is None:
            continue
        sent = doc[b.number_index].sent
        for a in years:
            verb = _verb(doc, a.number_index)
            if a is b or verb is None or not sent.start <= a.number_index < sent.end or a.lo > b.lo:
                continue
            if verb.lemma_.lower() not in _classes()["start"]:
                continue
            if not h_nouns & {t.lemma_.lower() for t in sent if t.pos_ in ("NOUN", "PROPN")}:
                continue  # the hypothesis names nothing of this sentence: another post
            value = (int(b.lo) - int(a.lo)) * _year_seconds() / h.scale
            held = frozenset(t.i for t in hdoc if t.lemma_.lower() in _classes()["hold"])
            eq = f"{b.text} - {a.text} = {fmt_number(value)} {h.unit or 'year'} (tenure)"
            yield Derived(_value(h, value, value), eq, (b, a), frozenset({verb.i, until.i}), held)
            return
