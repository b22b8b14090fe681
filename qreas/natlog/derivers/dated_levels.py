"""A change between a level stated at two times in two sentences: "The festival sold
48,000 tickets this year. Last year it sold 40,000." -> sales rose by 8,000, by 20
percent, by a fifth; "The list fell to 6,240 patients in June. In January it stood at
7,800 patients." -> it fell by 1,560, by 20 percent.

Why: a source gives the two levels apart, each with its time, and a summary states the
change between them. ``changes`` reads one sentence's "from X to Y" and ``up_from`` its
"up from X"; across sentences nothing orders the two figures but their times. The
times are compared by the years or months the sentences name, or by their relative
words ("last year" before "this year"; ``lexicons/time_order_words.tsv``); where
neither orders them, nothing is proposed. The two figures must measure the same thing:
the same unit, and the same verb or the same subject. The hypothesis' change word signs
the size ("fell by 20 percent" of a rise claims -20 percent: contradicted).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from typing import Any

from qreas.changes import role_of
from qreas.lexicon import lines, word_set
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.changes import _change_readings, _propose, _sign
from qreas.types import Numset, fmt_number

PRONOUNS = frozenset({"it", "they"})


@functools.cache
def _time_words() -> dict[str, int]:
    """Relative time word -> its order (earlier < later)."""
    return {f[0].lower(): int(f[1]) for f in lines("time_order_words.tsv")}


@functools.cache
def _month_index() -> dict[str, int]:
    """Full month name -> its place in the year (the names of ``lexicons/months.txt``)."""
    order = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
             "october", "november", "december"]  # fmt: skip
    return {m: order.index(m) for m in word_set("months.txt") if m in order}


def _month(t: Any) -> int | None:
    """The month a token names; "May" only as a name (not the modal "may")."""
    if t.lower_ == "may" and t.pos_ != "PROPN":
        return None
    return _month_index().get(t.lower_)


def _when(sent: Any, years: Sequence[Numset]) -> tuple[str, float] | None:
    """When a sentence dates its figure: ("year", 2024), ("month", 5) or ("rel", -1);
    None if it names no time or more than one of a sort."""
    ys = {q.lo for q in years if sent.start <= q.start < sent.end and q.is_exact}
    if len(ys) == 1:
        return "year", ys.pop()
    if ys:
        return None
    months = {_month(t) for t in sent} - {None}
    if len(months) == 1:
        return "month", float(months.pop())  # type: ignore[arg-type]
    rel = {_time_words()[t.lower_] for t in sent if t.lower_ in _time_words()}
    if len(rel) == 1 and not months:
        return "rel", float(rel.pop())
    return None


def _subject_token(doc: Any, q: Numset) -> Any | None:
    """The subject of the clause a figure is in."""
    t = doc[q.number_index]
    while t.head.i != t.i and t.pos_ not in ("VERB", "AUX"):
        t = t.head
    subj = [c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")]
    return subj[0] if subj else None


def _subject(doc: Any, q: Numset) -> str:
    """The lemma of the subject of the clause a figure is in ("" if none)."""
    s = _subject_token(doc, q)
    return s.lemma_.lower() if s is not None else ""


def _possessor_of(doc: Any, x: Numset, y: Numset) -> bool:
    """Is one subject the possessor in the other's ("the clinic's waiting list" /
    "the clinic", where coreference resolved "it" to the possessor)? Only in
    neighbouring sentences."""
    sx, sy = _subject_token(doc, x), _subject_token(doc, y)
    if sx is None or sy is None or not _adjacent(doc, x, y):
        return False
    return sx.lemma_.lower() in _owners(sy) or sy.lemma_.lower() in _owners(sx)


def _owners(s: Any) -> set[str]:
    return {c.lemma_.lower() for c in s.children if c.dep_ == "poss"}


def _same_thing(doc: Any, x: Numset, y: Numset) -> bool:
    """Two figures of one measure said with the same verb or of the same subject."""
    if x.unit != y.unit or x.dimension != y.dimension:
        return False
    if x.verb and x.verb == y.verb:
        return True
    sx, sy = _subject(doc, x), _subject(doc, y)
    if sx in PRONOUNS or sy in PRONOUNS:  # "In January *it* stood at 7,800": the subject before
        return bool(sx and sy) and _adjacent(doc, x, y)
    return bool(sx) and sx == sy or _possessor_of(doc, x, y)


def _adjacent(doc: Any, x: Numset, y: Numset) -> bool:
    """Are the two figures in neighbouring sentences?"""
    starts = [s.start for s in doc.sents]
    a, b = doc[x.number_index].sent.start, doc[y.number_index].sent.start
    return abs(starts.index(a) - starts.index(b)) == 1


def _change_size(doc: Any, q: Numset) -> bool:
    """A figure that is the size of a change ("rose *by* 300"), not a level."""
    r = role_of(doc, q.start)
    return r is not None and r.role == "by"


def _ordered(doc: Any, x: Numset, y: Numset, years: Sequence[Numset]) -> tuple[Numset, Numset] | None:
    """The two figures earlier first, or None if their sentences' times do not order them."""
    sx, sy = doc[x.number_index].sent, doc[y.number_index].sent
    if sx.start == sy.start:
        return None
    wx, wy = _when(sx, years), _when(sy, years)
    if wx is None or wy is None or wx[0] != wy[0] or wx[1] == wy[1]:
        return None
    return (x, y) if wx[1] < wy[1] else (y, x)


@deriver("dated-levels")
def dated_levels(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    hr = role_of(ctx.hdoc, h.start)
    if hr is None or hr.role != "by" or not hr.direction:
        return
    years = [q for q in ctx.premise if q.kind == "year"]
    levels = [q for q in ctx.premise if q.kind == "amount" and q.is_exact and q.unit]
    if len(levels) < 2:
        return
    for i, a in enumerate(levels):
        for b in levels[i + 1 :]:
            if not _same_thing(ctx.pdoc, a, b) or _change_size(ctx.pdoc, a) or _change_size(ctx.pdoc, b):
                continue
            pair = _ordered(ctx.pdoc, a, b, years)
            if pair is None:
                continue
            x, y = pair
            change = y.lo - x.lo
            readings = _change_readings(x, _sign(hr) * change, h)
            if not readings or change == 0:
                continue
            eq = f"{y.text} - {x.text} = {fmt_number(change)}"
            if h.unit == "%":
                eq += f" = {fmt_number(readings[0])}% of {x.text}"
            # the claim's word for what was counted ("*ticket* sales") names the figures' unit
            counted = {t.i for t in ctx.hdoc if t.lemma_.lower() == x.unit and t.i < hr.word.i}
            yield _propose(h, readings, eq, (x, y), frozenset(), frozenset({hr.prep, hr.word.i, *counted}))
