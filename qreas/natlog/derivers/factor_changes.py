"""A change by a factor from a stated start: "the price rose 10% from $50" ends at $55;
"the herd grew by a third from 900" at 1,200; "revenue halved from $80 million" fell
by 50% to $40 million; "output of 40 cars a day saw a fivefold increase" rose to 200.

A relative change multiplies its start: "by P%" (of a start that is no rate) by
1 +- P/100, a multiplier verb by its factor (``lexicons/multiplier_verbs.tsv``:
doubled, halved), "by half" by 0.5, "N-fold" / "Nx" of a rise by N. The start is the
quantity after the change word's "from", or the count in its subject ("the flock *of
300 sheep* fell by two thirds"). The hypothesis names the end ("to Y") or the size of
the change ("by N", "by P%"); its change word's direction signs the size. Changes that
state both ends are ``changes.change_from_to``'s; a level before a change by a factor
is ``change_start``'s.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from qreas.changes import Role, direction, own_unit, period_words, role_of, subject
from qreas.lexicon import word_set
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.changes import _other_subject, price_tokens
from qreas.natlog.derivers.multiplied import _factors
from qreas.numbers import parse_number_token, parse_number_words
from qreas.types import Numset, fmt_number

NOW = ("now", "currently")  # the present, after a past change
FOLD = "fold"  # "fivefold", "10-fold"
TIMES_SUFFIX = "x"  # "grew 3x"


@dataclass(frozen=True)
class FactorChange:
    """A change word, its start, the factor it multiplies the start by, and the
    premise words read (the start's preposition, the factor's words)."""

    word: Any
    start: Numset
    factor: float
    words: frozenset[int]
    role: Role
    sources: tuple[Numset, ...]
    of_subject: bool  # the start is the count "of" the subject ("the flock of 300 sheep")


def _number(text: str) -> float | None:
    """A number written as digits or words ("five", "10")."""
    token = parse_number_token(text)
    if token is not None:
        return float(token.value)
    n = parse_number_words([text.lower()])
    return float(n) if n is not None else None


def _fold(tok: Any) -> float | None:
    """The factor of "fivefold" / "10-fold" / "3x"."""
    text = tok.lower_.replace("-", "")
    if text.endswith(FOLD) and len(text) > len(FOLD):
        return _number(text[: -len(FOLD)])
    if text.endswith(TIMES_SUFFIX) and text[:-1].replace(".", "", 1).isdigit():
        return float(text[:-1])
    return None


def _by_a_factor_of(prep: Any, sign: int) -> tuple[float, frozenset[int]] | None:
    """"rose *by a factor of three*" multiplies by 3, "fell by a factor of 4" divides
    by 4 (the parser may take "by" for a passive's agent)."""
    if prep.lower_ != "by" or prep.dep_ not in ("prep", "agent"):
        return None
    for noun in prep.children:
        if noun.lemma_.lower() != "factor":
            continue
        for of in noun.children:
            if of.lower_ == "of":
                num = next((o for o in of.children if o.dep_ == "pobj"), None)
                n = _number(num.text) if num is not None else None
                if n:
                    factor = n if sign > 0 else 1 / n
                    return factor, frozenset(t.i for t in prep.subtree)
    return None


def _word_factor(word: Any, sign: int) -> tuple[float, frozenset[int]] | None:
    """The factor a change word states by itself or with a modifier: "doubled",
    "fell by half", "a fivefold increase", "increased tenfold", "grew 3x"."""
    f = _factors().get(word.lemma_.lower())
    if f is not None and word.pos_ == "VERB":
        return f, frozenset({word.i})
    for c in word.children:
        if (by_factor := _by_a_factor_of(c, sign)) is not None:
            return by_factor[0], frozenset({word.i}) | by_factor[1]
        if sign < 0 and c.dep_ == "prep" and c.lower_ in ("by", "in"):
            if any(o.lower_ == "half" for o in c.children):
                return 0.5, frozenset({word.i, c.i, *(o.i for o in c.children)})
        n = _fold(c)
        if n is not None and sign > 0 and c.dep_ in ("amod", "advmod", "npadvmod", "nummod", "dobj", "acomp"):
            return n, frozenset({word.i, c.i})
    return None


def _start(doc: Any, premise: tuple[Numset, ...], word: Any) -> tuple[Numset, frozenset[int]] | None:
    """The start of a change: after its "from" (no "to" beside it; for the noun of a
    change or a predicate "down", "from" may hang on its light verb: "there *was* a
    fall of 10% ..., from 2,000"), or the count "of" its subject ("the flock of 300
    sheep fell")."""
    light = (
        word.head if word.pos_ in ("NOUN", "ADV", "ADP") and word.dep_ in ("dobj", "attr", "advmod") else word
    )
    # "grew fourfold from 50": the parser may hang "from" on the factor word
    hosts = {light.i} | {c.i for c in word.children if _fold(c) is not None}
    for q in premise:
        r = role_of(doc, q.start)
        prep = doc[q.start - 1] if q.start > 0 else None
        own = r is not None and r.word.i == word.i and r.role == "from"
        if not own and not (prep is not None and prep.lower_ == "from" and prep.head.i in hosts):
            continue
        if q.is_exact and q.kind == "amount":
            return own_unit(q), frozenset({q.start - 1})
    subj = light  # "output ... saw a fivefold increase"
    scope = {t.i for c in subj.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree}
    for q in premise:
        if (
            q.kind == "amount"
            and q.is_exact
            and q.start in scope
            and q.start > 0
            and doc[q.start - 1].lower_ == "of"
        ):
            return own_unit(q), frozenset({q.start - 1})
    return None


def _light_words(word: Any) -> frozenset[int]:
    """The light verb of the noun of a change ("output *saw* a fivefold increase",
    "*there was* a fall of 10%"): it says only that the change happened."""
    if word.pos_ != "NOUN" or word.dep_ not in ("dobj", "attr"):
        return frozenset()
    verb = word.head
    return frozenset({verb.i} | {c.i for c in verb.children if c.dep_ == "expl"})


def _has_end(doc: Any, premise: tuple[Numset, ...], word: Any) -> bool:
    return any(
        (r := role_of(doc, q.start)) is not None and r.role == "to" and r.word.i == word.i for q in premise
    )


def factor_changes(ctx: Context) -> Iterator[FactorChange]:
    """The premise's changes by a factor from a stated start."""
    doc = ctx.pdoc
    sizes = {}
    for q in ctx.premise:
        r = role_of(doc, q.start)
        if r is not None and r.role == "by" and q.unit == "%" and q.is_exact:
            sizes[r.word.i] = (q, r)
    for word in doc:
        d = direction(word)
        if not d or _has_end(doc, ctx.premise, word):
            continue
        sign = 1 if d == "increase" else -1
        found = _start(doc, ctx.premise, word)
        if found is None:
            continue
        start, start_words = found
        if start.unit == "%":
            continue  # a rate's "by P%" is read two ways (``changes``)
        role, sources = Role("by", word, d, word.i), (start,)
        if word.i in sizes:
            q, role = sizes[word.i]
            factor, words, sources = 1 + sign * q.lo / 100, frozenset({role.prep, word.i}), (start, q)
        elif (wf := _word_factor(word, sign)) is not None:
            factor, words = wf
        else:
            continue
        words |= period_words(word) | _light_words(word)
        if factor > 0:
            of_subject = doc[start.start - 1].lower_ == "of"
            yield FactorChange(word, start, factor, words | start_words, role, sources, of_subject)


def _value(c: FactorChange, h: Numset, hr: Role) -> tuple[float, str] | None:
    """What the change says of the hypothesis quantity in role ``hr``."""
    x = c.start
    end = x.lo * c.factor
    sign = -1 if hr.direction == "decrease" else 1
    if hr.direction == "":
        sign = 1 if c.factor >= 1 else -1
    if hr.role == "to" and (h.unit == x.unit or not x.unit):
        return end, f"{x.text} x {fmt_number(c.factor)} = {fmt_number(end)}"
    if hr.role == "by" and h.unit == "%":
        p = sign * (c.factor - 1) * 100
        return p, f"{x.text} x {fmt_number(c.factor)}: a change of {fmt_number(p)}%"
    if hr.role == "by" and (h.unit == x.unit or not x.unit):
        n = sign * (end - x.lo)
        return n, f"{x.text} x {fmt_number(c.factor)} = {fmt_number(end)}: a change of {fmt_number(n)}"
    return None


def _other_head(ctx: Context, c: FactorChange, hr: Role) -> Derived | None:
    """A change of another thing, when the start is the count "of" the premise's subject
    ("the flock of 300 sheep fell"): the subject's head noun is what changed, so a
    hypothesis whose subject lacks it speaks of something else (any value)."""
    word = c.word.head if c.word.pos_ == "NOUN" and c.word.dep_ == "dobj" else c.word
    heads = [t for t in word.children if t.dep_ in ("nsubj", "nsubjpass")]
    h_words, h_idx = subject(hr.word)
    if not heads or not h_words or any(t.lemma_.lower() in h_words for t in heads):
        return None
    value = ctx.h.with_(lo=-math.inf, hi=math.inf, lo_open=True, hi_open=True, lo_floor=False)
    eq = f"a change of {heads[0].lemma_.lower()} says nothing of {' '.join(sorted(h_words))}"
    return Derived(
        value, eq, c.sources, frozenset({heads[0].i, c.word.i}), h_idx | {hr.prep, hr.word.i}, False
    )


@functools.cache
def _end_verbs() -> frozenset[str]:
    return word_set("end_level_verbs.txt")


def _reached(hdoc: Any, h: Numset) -> Role | None:
    """ "sales reached 200 units": the object of a verb of attaining a level is where
    the change ended, as "rose to 200" says."""
    tok = hdoc[h.number_index]
    while tok.dep_ not in ("dobj", "attr") and tok.head.i != tok.i and tok.head.pos_ != "VERB":
        tok = tok.head
    verb = tok.head
    if tok.dep_ == "dobj" and verb.lemma_.lower() in _end_verbs():
        return Role("to", verb, "", verb.i)
    # "the herd *now* has 200 cattle": the level now is the level the change ended at
    now = [c for c in verb.children if c.dep_ == "advmod" and c.lower_ in NOW]
    # a past tag on a verb whose past is its base form ("now cost") is the present
    present = verb.tag_ in ("VBZ", "VBP") or (verb.tag_ == "VBD" and verb.lower_ == verb.lemma_.lower())
    if tok.dep_ in ("dobj", "attr") and now and present:
        return Role("to", verb, "", now[0].i)
    return None


@deriver("factor-change")
def factor_change(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind not in ("amount", "ratio") or not h.is_exact:
        return
    stated = role_of(ctx.hdoc, h.start)
    hr = stated or _reached(ctx.hdoc, h)
    if hr is None or hr.role not in ("to", "by"):
        return
    for c in factor_changes(ctx):
        other = _other_head(ctx, c, hr) if c.of_subject else _other_subject(ctx, c.role, hr, c.sources)
        if other is not None:
            if stated is not None:
                yield other  # the "to" of another subject's change: any value
            return  # an end read from "reached" / "now" of another subject: the stages'
        found = _value(c, h, hr)
        if found is None:
            continue
        n, eq = found
        n = round(n, 6)
        if math.isclose(n, round(n)):
            n = float(round(n))
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False, lo_floor=False)
        words = c.words | price_tokens(c.word, hr.word)
        yield Derived(value, eq, c.sources, words, frozenset({hr.prep, hr.word.i}))
        return
