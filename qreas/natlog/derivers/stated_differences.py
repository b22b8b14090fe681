"""A count given by its difference from another holder's: "Ann has 40 stamps, 8 more
than Tom" says Tom has 40 - 8 = 32 ("8 fewer than Tom": 48). The appositive count is
the difference (a bare numeral is exact), anchored on the count before it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_bounds import OFFSET_WORDS
from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.holders import is_name
from qreas.types import Numset, fmt_number

SIGNS = {"more": 1, "fewer": -1, "less": -1}


@deriver("stated-difference")
def stated_difference(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    doc, hdoc = ctx.pdoc, ctx.hdoc
    counts = sorted((q for q in ctx.premise if q.unit == h.unit and q.is_exact), key=lambda q: q.start)
    for anchor, diff in zip(counts, counts[1:], strict=False):
        i = diff.number_index + 1
        while i < len(doc) and doc[i].lemma_.lower() == h.unit:
            i += 1  # "8 stamps more than"
        if not (i + 2 < len(doc) and doc[i].lower_ in SIGNS and doc[i + 1].lower_ == "than"):
            continue
        other, words = _standard(doc, i + 1)
        h_words = {t.lower_ for t in hdoc}
        earlier = other.lower_ in OFFSET_WORDS and words <= h_words
        if other.lower_ not in h_words or (not is_name(other) and other.pos_ != "NOUN" and not earlier):
            continue  # the hypothesis speaks of the standard: its name or head noun, or its time
        named = [t for t in hdoc if t.lower_ in words and (t.pos_ != "DET" or t.dep_ == "poss")]
        value_n = anchor.lo - SIGNS[doc[i].lower_] * diff.lo
        value = h.with_(lo=value_n, hi=value_n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{other.text}: {anchor.text} {'-' if SIGNS[doc[i].lower_] > 0 else '+'} {diff.text} = "
        eq += f"{fmt_number(value_n)} {h.unit}"
        # the anchor's holder ("Ann has 40") is read too: the difference is from her count
        holder = {t.i for t in doc[: anchor.start] if is_name(t)} | _subject(ctx, anchor)
        if earlier:  # "than three months earlier": the same holder at another time, its own
            holder = set()
        p_tokens = frozenset({i, i + 1} | {t.i for t in other.subtree} | holder)
        yield Derived(value, eq, (anchor, diff), p_tokens, frozenset(t.i for t in named))
        return


def _standard(doc: Any, than: int) -> tuple[Any, set[str]]:
    """The standard after "than": its head ("Tom", "its *rival*") and its words; for a
    time ("than three months earlier", the figure's value then) the offset word."""
    offset = next((t for t in doc[than + 1 : than + 6] if t.lower_ in OFFSET_WORDS), None)
    if offset is not None and all(t.like_num or t.pos_ in ("DET", "NOUN") for t in doc[than + 1 : offset.i]):
        # "6,000 more than three months earlier": the standard is the figure at that time
        return offset, {t.lower_ for t in doc[than + 1 : offset.i + 1]}
    head = next((c for c in doc[than].children if c.dep_ == "pobj"), None)
    if head is None:
        head = doc[than + 1]
    return head, {t.lower_ for t in head.subtree if not t.is_punct}


def _subject(ctx: Context, anchor: Numset) -> set[int]:
    """The anchor's common-noun subject ("*the team* scored 31 points, 9 fewer than its
    rival"), when the hypothesis does not speak of it (not all of its words): the
    difference is from its count."""
    verb = governing_verb(ctx.pdoc[anchor.number_index])
    if verb is None:
        return set()
    h_lemmas = {t.lemma_.lower() for t in ctx.hdoc if not t.is_stop}
    out: set[int] = set()
    for c in verb.children:
        words = list(c.subtree)
        # "the *red* team ... than the blue team": a holder is its whole phrase, so
        # sharing the head noun with the standard does not make it the hypothesis' topic
        lemmas = {t.lemma_.lower() for t in words if not t.is_stop}
        if c.dep_ == "nsubj" and c.pos_ == "NOUN" and not lemmas <= h_lemmas:
            out |= {t.i for t in words}
    return out


REACH = 4  # "12 rainy days in May, more than ...": the anchor's own words before the comma


@deriver("stated-bound")
def stated_bound(ctx: Context) -> Iterator[Derived]:
    """A count compared in apposition without a difference: "Paris had 12 rainy days,
    *more than Rome*" says Rome had fewer than 12 ("fewer than Rome": more than 12).
    As with "8 more than Tom", the appositive phrase describes the count before the
    comma; without a number it only orders the two holders' counts."""
    h = ctx.h
    if h.kind != "amount" or not h.unit:
        return
    doc, hdoc = ctx.pdoc, ctx.hdoc
    for t in doc:
        if not (t.lower_ in SIGNS and 0 < t.i < len(doc) - 2 and doc[t.i - 1].text == ","):
            continue
        if doc[t.i + 1].lower_ != "than" or doc[t.i + 2].like_num:
            continue
        anchors = [
            q for q in ctx.premise if q.unit == h.unit and q.is_exact and 0 <= t.i - 1 - q.end <= REACH
        ]
        if len(anchors) != 1:
            continue
        other, words = _standard(doc, t.i + 1)
        if other.lower_ not in {x.lower_ for x in hdoc} or (not is_name(other) and other.pos_ != "NOUN"):
            continue  # the hypothesis speaks of the standard
        x = anchors[0]
        if SIGNS[t.lower_] > 0:  # the anchor is more: the standard's count lies below it
            value = h.with_(lo=0.0, hi=x.lo, lo_open=False, hi_open=True, approximate=False)
        else:
            value = h.with_(lo=x.lo, hi=float("inf"), lo_open=True, hi_open=False, approximate=False)
        eq = f"{other.text}: {'<' if SIGNS[t.lower_] > 0 else '>'} {x.text}"
        # the anchor's holder, its whole phrase ("the *blue* team"): its count is the bound
        holder = {y.i for y in doc[doc[x.start].sent.start : x.start] if y.pos_ not in ("VERB", "AUX")}
        named = [y for y in hdoc if y.lower_ in words and (y.pos_ != "DET" or y.dep_ == "poss")]
        p_tokens = frozenset({t.i, t.i + 1} | {y.i for y in other.subtree} | holder)
        yield Derived(value, eq, (x,), p_tokens, frozenset(y.i for y in named))
        return
