"""What is left after a loss: "had 40 goats and sold all (40) of them" leaves none;
"... and sold some of them" leaves fewer than 40 (some is at least one), so "still had
all 40" is false and "had 12 left" is open; "sold 9 goats" without the start leaves
an unknown number (nothing is fixed, so no count left is ruled out).

"left" is the count right after the event the premise tells (the reading of arithmetic
word problems: Roy & Roth 2015). A stated loss "sold 9 of them" is the composer's
subtraction; this module adds the unstated and the total losses and the missing start.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import word_lists, word_set
from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.trees import subtree
from qreas.types import Numset, fmt_number

INF = float("inf")
PARTICLES = frozenset({"away", "off", "out", "up", "back"})


@functools.cache
def part_words() -> frozenset[str]:
    return word_set("part_words.txt")


@functools.cache
def result_words() -> frozenset[str]:
    return word_set("result_words.txt")


def is_loss_verb(t: Any) -> bool:
    return word_lists().flux.get(t.lemma_.lower()) == "decrease"


@dataclass(frozen=True)
class Remainder:
    lo: float
    hi: float
    why: str
    sources: tuple[Numset, ...]
    p_tokens: frozenset[int]
    exclusive: bool = True


def _part_of_them(verb: Any) -> tuple[str, frozenset[int]] | None:
    """ "sold *all* / *some* of them" (no number): the determiner and its words."""
    for c in verb.children:
        if c.dep_ in ("dobj", "nsubjpass") and c.lower_ in ({"all"} | part_words()):
            return c.lower_, subtree(c)
    return None


def _part_of(doc: Any, part: Numset, whole: Numset) -> bool:
    """ "130 of its 500 novels": ``whole`` follows ``part``'s "of" (a determiner or a
    possessive between)."""
    between = [t for t in doc[part.end : whole.start]]
    return (
        bool(between)
        and between[0].lower_ == "of"
        and all(t.pos_ in ("DET", "PRON") or t.dep_ == "poss" for t in between[1:])
        and len(between) <= 3
    )


def remainder(doc: Any, premise: Sequence[Numset], unit: str) -> Remainder | None:
    """What the premise leaves of ``unit`` after its loss, if it tells a loss."""
    counts = [q for q in premise if q.unit == unit and q.kind == "amount" and q.dimension is None]
    losses = [q for q in counts if q.flux == "decrease" or is_loss_verb(doc[q.number_index].head)]
    # "lent out 130 *of its 500* novels": the whole the part is taken from is the start
    wholes = [w for w in losses if any(_part_of(doc, q, w) for q in losses)]
    losses = [q for q in losses if q not in wholes]
    starts = [q for q in counts if q not in losses and q.is_exact]
    verbs = [t for t in doc if is_loss_verb(t) and t.pos_ == "VERB"]
    if not verbs:
        return None
    # the verb with its particle ("gave *away*", tagged a particle or an adverb)
    verb_toks = frozenset(t.i for t in verbs) | {
        c.i for v in verbs for c in v.children if c.dep_ == "prt" or c.lower_ in PARTICLES
    }
    if not starts:
        if losses:  # a loss without a start: what is left is not fixed
            return Remainder(0, INF, "the start is not given", tuple(losses), verb_toks, exclusive=False)
        return None
    x = starts[0]
    for q in losses:
        if q.start > 0 and doc[q.start - 1].lower_ == "all" or doc[q.number_index - 1].lower_ == "all":
            if q.is_exact and q.lo == x.lo:
                return Remainder(0, 0, f"{x.text} - all {q.text}", (x, q), verb_toks | {q.start - 1})
    if len(losses) == 1 and losses[0].is_exact and losses[0].lo <= x.lo:
        y = losses[0]  # "had 40 and sold 9 (of them)": the subtraction, read as the count left
        return Remainder(x.lo - y.lo, x.lo - y.lo, f"{x.text} - {y.text}", (x, y), verb_toks)
    if losses:
        return None
    for v in verbs:
        part = _part_of_them(v)
        if part is None:
            continue
        word, toks = part
        if word == "all":
            return Remainder(0, 0, f"{x.text} - all of them", (x,), verb_toks | toks)
        return Remainder(0, x.lo - 1, f"{x.text} - {word} of them (at least one)", (x,), verb_toks | toks)
    return None


@functools.lru_cache(maxsize=8192)  # per Doc
def result_tokens(hdoc: Any) -> frozenset[int]:
    """The hypothesis words asking for the count after the event."""
    return frozenset(t.i for t in hdoc if t.lemma_.lower() in result_words() or t.lower_ in result_words())


@deriver("remainder")
def remainder_after_loss(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    asked = result_tokens(ctx.hdoc)
    if not asked:
        return
    r = remainder(ctx.pdoc, ctx.premise, h.unit)
    if r is None:
        return
    # "still had *all* 8": the whole start, asked of the result
    asked |= {i for i in range(h.start, h.number_index) if ctx.hdoc[i].lower_ == "all"}
    value = h.with_(lo=r.lo, hi=r.hi, lo_open=False, hi_open=False, approximate=False)
    span = fmt_number(r.lo) if r.lo == r.hi else f"{fmt_number(r.lo)} to {fmt_number(r.hi)}"
    p_tokens = r.p_tokens | _story_words(ctx, r)
    yield Derived(value, f"left: {r.why} = {span} {h.unit}", r.sources, p_tokens, asked, r.exclusive)


def _story_words(ctx: Context, r: Remainder) -> frozenset[int]:
    """The words of the story the count left sums up, when the hypothesis does not
    repeat them: the verb of the start ("Farah *picked* 52 cherries and ate 9" -> she
    has 43 left), the subject of the loss ("*the kids* ate 25") and its recipient
    ("gave 5 *to Marco*"): how the start was had, who took them and who got them do
    not change what is left."""
    h_lemmas = lemma_set(ctx.hdoc)
    out: set[int] = set()
    start = r.sources[0] if r.sources and r.sources[0].flux != "decrease" else None
    if start is not None:
        verb = ctx.pdoc[start.number_index].head
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head
        if verb.pos_ in ("VERB", "AUX") and verb.lemma_.lower() not in h_lemmas:
            out.add(verb.i)
            out |= {c.i for c in verb.children if c.dep_ == "prt"}
    for i in r.p_tokens:
        loss = ctx.pdoc[i]
        for c in loss.children:
            words = list(c.subtree)
            content = {t.lemma_.lower() for t in words if not t.is_stop}
            # the loss's agent, or its recipient ("gave 5 *to Marco*")
            recipient = c.dep_ in ("prep", "dative") and c.lower_ in ("to", "for")
            if (c.dep_ == "nsubj" or recipient) and not content & h_lemmas:
                out |= {t.i for t in words}
    return frozenset(out)


def _start_asked(hdoc: Any, h: Numset) -> frozenset[int] | None:
    """The hypothesis words that make its count the start of the story: a past "had"
    ("the store *had* 250 chairs" after "sold 150 and has 50 left") or a word of the
    time before ("originally", "at first")."""
    from qreas.natlog.derivers.change_start import BEFORE

    verb = hdoc[h.number_index].head
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    if result_tokens(hdoc):
        return None  # a count left is asked, not the start
    before = frozenset(t.i for t in hdoc if t.lower_ in BEFORE)
    if verb.lemma_ == "have" and verb.tag_ == "VBD":
        return frozenset({verb.i}) | before
    return before or None


def _lost(doc: Any, q: Numset) -> bool:
    verb = governing_verb(doc[q.number_index])
    return verb is not None and is_loss_verb(verb)


@deriver("start-before-loss")
def start_before_loss(ctx: Context) -> Iterator[Derived]:
    """ "sold 150 chairs and has 50 left" -> it had 200: the start is what was lost and
    what is left (the inverse of ``remainder``: Roy & Roth 2015's word problems)."""
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit or not h.is_exact:
        return
    asked = _start_asked(ctx.hdoc, h)
    if asked is None:
        return
    doc = ctx.pdoc
    counts = [q for q in ctx.premise if q.unit == h.unit and q.kind == "amount" and q.is_exact]
    losses = [q for q in counts if q.flux == "decrease" or _lost(doc, q)]
    left_words = [t for t in doc if t.lower_ in result_words() or t.lemma_.lower() in result_words()]
    lefts = [q for q in counts if q not in losses and any(abs(t.i - q.end) <= 1 for t in left_words)]
    if len(losses) != 1 or len(lefts) != 1 or len(counts) != 2:
        return
    y, z = losses[0], lefts[0]
    n = y.lo + z.lo
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    words = frozenset(t.i for t in left_words)
    for q in (y, z):  # the loss's verb and the verb of the count left ("*has* 50 left")
        verb = governing_verb(doc[q.number_index])
        while verb is not None and verb.lemma_.lower() in result_words() and verb.head.i != verb.i:
            verb = verb.head
        words |= {verb.i} if verb is not None else set()
    eq = f"{y.text} lost + {z.text} left = {fmt_number(n)} {h.unit} at the start"
    yield Derived(value, eq, (y, z), words, asked)
