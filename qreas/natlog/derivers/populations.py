"""A place's population counts its residents: "It has a population of 12,400 (2011
census), up from 9,800 in 1991" -> 12,400 residents (in 2011), so "The town had more
than 12,000 residents in 2011" is entailed and "fewer than 10,000 inhabitants" is
contradicted.

Why a deriver: the number after "population of" carries no counted noun, so the
quantity stages compare a hypothesis' "residents" with whichever bare number of the
sentence plays the closest role, and an earlier level given for comparison ("up from
9,800 in 1991") often wins. The reading here: the population figures of the premise
are the levels stated after "population of" (or as the value of a "population"
subject: "the population was 8,100"); an earlier level after "from" is one only for a
hypothesis dated to its own year. The hypothesis' year, if it gives one, picks the
figure dated to that year; a hypothesis without one speaks of the latest figure. A
figure dated to no year is taken only by an undated hypothesis.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset


@functools.cache
def _nouns() -> dict[str, str]:
    """word -> role ("people" or "level") of ``lexicons/resident_nouns.txt``."""
    return {f[0].lower(): f[1] for f in lines("resident_nouns.txt")}


def _level_word(doc: Any, q: Numset) -> Any | None:
    """The "population" a figure is the value of: "a population of 12,400", "the
    population was / stood at / reached 8,100"."""
    levels = {w for w, role in _nouns().items() if role == "level"}
    num = doc[q.number_index]
    head = num.head
    if head.lower_ in ("of", "at", "to") and head.dep_ == "prep":
        head = head.head  # "population of N", "stood at N"
    if head.lemma_.lower() in levels:
        return head
    if head.pos_ in ("VERB", "AUX"):
        subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subj is not None and subj.lemma_.lower() in levels:
            return subj
    return None


def _earlier(doc: Any, q: Numset) -> bool:
    """A level given for comparison: "up from 9,800", "from 9,800 in 1991"."""
    return q.start >= 1 and doc[q.start - 1].lower_ == "from"


def _year_of(doc: Any, q: Numset, years: list[Numset]) -> float | None:
    """The year a figure is dated to: the nearest year of its sentence that no other
    figure stands between ("12,400 (2011 census)", "In 2011 it had a population of")."""
    sent = doc[q.number_index].sent
    best: tuple[int, float] | None = None
    for y in years:
        if not (sent.start <= y.start < sent.end) or not y.is_exact:
            continue
        gap = y.start - q.end if y.start >= q.end else q.start - y.end
        lo, hi = sorted((y.start, q.start))
        between = any(
            t.like_num and not (y.start <= t.i < y.end) and not (q.start <= t.i < q.end)
            for t in doc[lo:hi]
        )
        if not between and (best is None or gap < best[0]):
            best = (gap, y.lo)
    return best[1] if best else None


@deriver("population")
def population(ctx: Context) -> Iterator[Derived]:
    """The population figure the hypothesis' count of residents speaks of."""
    h = ctx.h
    nouns = _nouns()
    if h.kind != "amount" or h.dimension is not None or nouns.get(h.unit or "") != "people":
        return
    if not any(nouns.get(w) == "level" for w in lemma_set(ctx.pdoc)):
        return
    doc = ctx.pdoc
    years = [q for q in ctx.premise if q.kind == "year"]
    figures = []
    for q in ctx.premise:
        if q.kind != "amount" or q.unit not in (None, h.unit) or q.dimension is not None:
            continue
        word = _level_word(doc, q) if not _earlier(doc, q) else None
        if word is None and _earlier(doc, q):
            # "up from 9,800 in 1991": the level before, compared with the figure ahead
            sent = doc[q.start].sent
            ahead = [f for f in figures if f[0].end <= q.start and doc[f[0].number_index].sent == sent]
            word = ahead[-1][1] if ahead else None
        if word is not None:
            figures.append((q, word, _year_of(doc, q, years)))
    if not figures:
        return
    h_years = [y.lo for y in ctx.h_all if y.kind == "year" and y.is_exact]
    if h_years:
        chosen = [f for f in figures if f[2] in h_years]
    else:
        dated = [f for f in figures if f[2] is not None]
        latest = [max(dated, key=lambda f: f[2])] if dated else []
        chosen = latest or [f for f in figures if not _earlier(doc, f[0])]
    if len(chosen) != 1:
        return
    q, word, _ = chosen[0]
    value = h.with_(lo=q.lo, hi=q.hi, lo_open=q.lo_open, hi_open=q.hi_open, approximate=q.approximate)
    unit_words = frozenset(t.i for t in ctx.hdoc[h.start : h.end] if nouns.get(t.lemma_.lower()) == "people")
    equation = f"population {q.text} = {value.value_text()} {h.unit}"
    yield Derived(value, equation, (q,), frozenset({word.i}), unit_words)
