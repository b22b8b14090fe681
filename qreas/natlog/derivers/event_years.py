"""The years between two events found by their words: "The first line opened in 1840,
and a 17-mile extension followed in 1846" -> "The extension opened six years after the
first line"; "opened its first factory in 1957 and its second in 1964" -> "opened its
second factory seven years after its first".

``dates.years-between`` finds each event by its verb: the hypothesis verb must date one
premise year, and the anchor's verb (or the noun a verb takes) another. An encyclopedia
paragraph often dates both events with one verb ("opened ... in 1957 and its second in
1964"), with a verb the hypothesis does not repeat ("followed in 1846"), or names the
later event by its subject only ("the extension"). Here each premise year owns the words
nearest to it in the parse (tree distance, then distance in the text), and each of the
two hypothesis events (the anchor after "after" / "before", then the clause of the
duration among the other years) is dated by the year whose words it shares most. An ordinal on both sides must
agree ("its second" is not the year of "its first"). Ties date nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas import temporal
from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _relative, _value, _year_seconds, event_verbs
from qreas.types import Numset, fmt_number

SKIP_POS = frozenset({"ADP", "DET", "PUNCT", "CCONJ", "PART", "PRON", "AUX", "SCONJ", "SPACE", "NUM"})


@functools.cache
def _ordinals() -> frozenset[str]:
    return frozenset(w.lower() for w, _ in lines("ordinal_words.tsv"))


# Adverbs that tell a repeated event's occurrences apart ("first seen in 1910 and
# *again* in 1986"); spaCy lists them as stop words. "initially" is the first time.
REPEAT_KEYS = {"again": "again", "initially": "first", "originally": "first"}


def _key(t: Any) -> str | None:
    """A token's content key: its lemma, ordinals and repetition adverbs included (they
    tell events apart)."""
    if t.lower_ in _ordinals():
        return t.lower_
    if t.lower_ in REPEAT_KEYS:
        return REPEAT_KEYS[t.lower_]
    if t.pos_ in SKIP_POS or t.is_stop or t.like_num:
        return None
    return t.lemma_.lower()


def _ancestors(t: Any) -> list[int]:
    out = [t.i]
    while t.head.i != t.i:
        t = t.head
        out.append(t.i)
    return out


def _distance(a: Any, b: Any) -> int:
    pa, pb = _ancestors(a), _ancestors(b)
    common = set(pa) & set(pb)
    if not common:
        return len(pa) + len(pb)
    return min(pa.index(c) + pb.index(c) for c in common)


def _owned(doc: Any, years: list[Numset]) -> dict[int, set[str]]:
    """The content keys each year owns: a word belongs to the year nearest it in the
    parse of its sentence (then in the text)."""
    out: dict[int, set[str]] = {k: set() for k in range(len(years))}
    for t in doc:
        key = _key(t)
        if key is None or any(y.start <= t.i < y.end for y in years):
            continue
        near = [
            (_distance(t, doc[y.number_index]), abs(t.i - y.number_index), k)
            for k, y in enumerate(years)
            if doc[y.number_index].sent.start == t.sent.start
        ]
        if (k := _elliptical_year(t, years)) is not None:
            near = [(0, 0, k)]
        if near:
            out[min(near)[2]].add(key)
    return out


def _elliptical_year(t: Any, years: list[Numset]) -> int | None:
    """ "first seen in 1910 and *again in 1986*": a repetition adverb right before a
    year's preposition dates that occurrence, whatever the parser attached it to (it
    often makes the adverb a conjunct of the first phrase)."""
    if t.lower_ not in REPEAT_KEYS:
        return None
    for k, y in enumerate(years):
        if y.start - t.i == 2 and t.doc[t.i + 1].pos_ == "ADP":
            return k
    return None


def _expand(keys: set[str]) -> set[str]:
    """Keys with the verbs their nouns name the event of ("debut", "founding" -> found)."""
    return keys | {v for k in keys for v in event_verbs(k)}


def _best(words: set[str], owned: dict[int, set[str]]) -> int | None:
    """The one year whose words best match an event's, none on a tie or no match; a year
    whose ordinal differs from the event's is not its year."""
    ords = words & _ordinals()
    scores = []
    for k, keys in owned.items():
        if ords and keys & _ordinals() and not ords & keys:
            continue
        scores.append((len(words & _expand(keys)), k))
    scores.sort(reverse=True)
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and scores[1][0] == scores[0][0]):
        return None
    return scores[0][1]


@deriver("years-between-events")
def years_between_events(ctx: Context) -> Iterator[Derived]:
    h, hdoc = ctx.h, ctx.hdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    rel = _relative(hdoc, h)
    if rel is None or rel[2] is None:
        return
    sign, words, anchor = rel
    inside = {t.i for t in anchor.subtree}
    anchor_keys = {k for t in anchor.subtree if (k := _key(t))}
    main_keys = {
        k
        for t in hdoc
        if t.i not in inside and t.i not in words and not h.start <= t.i < h.end and (k := _key(t))
    }
    years = [q for q in ctx.premise if q.kind == "year" and q.is_exact and q.lo == int(q.lo)]
    if len(years) < 2:
        return
    owned = _owned(ctx.pdoc, years)
    # the anchor (a named event, "after the east wing") first; the later event is then
    # one of the other years ("the chapel was completed": the verb is the wing's too)
    before = _best(_expand(anchor_keys), owned)
    if before is None:
        return
    later = _best(_expand(main_keys), {k: v for k, v in owned.items() if k != before})
    if later is None:
        return
    a, b = years[before], years[later]
    value = sign * temporal.span_years(int(a.lo), int(b.lo)) * _year_seconds() / h.scale
    equation = f"{b.text} - {a.text} = {fmt_number(value)} {h.unit or 'year'}"
    yield Derived(_value(h, value, value), equation, (b, a), frozenset(), words)
