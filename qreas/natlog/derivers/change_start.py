"""The level before a relative change: "sales fell by a third to £6 million" -> they were
£9 million before (6 / (1 - 1/3)); "rose by 25% to 500" -> 400 before; "fell by 40 to
160" -> 200 before.

A change "by P% to Y" fixes its start X by Y = X * (1 +- P/100), so X = Y / (1 +- P/100);
"by N to Y" (N in Y's unit) by X = Y -+ N. The hypothesis speaks of the start when it
puts the quantity after "from" of a change word of the same direction ("fell *from* £9
million") or says the level was so "before" / "previously" / "originally" (the time
before the change). Exclusive: the change fixes the start, so another value is a
contradiction.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import Any

from qreas.changes import Role, direction, own_unit, period_words, role_of
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset, fmt_number

BEFORE = frozenset({"before", "previously", "originally", "formerly", "earlier", "initially"})


def _start_words(ctx: Context) -> frozenset[int] | None:
    """The hypothesis words that make its quantity the start ("fell *from*", "were ...
    *before* they fell"), or None if it is not said to be the start."""
    return _start_words_of(ctx.hdoc, ctx.h)


@functools.lru_cache(maxsize=8192)  # per hypothesis quantity: two derivers ask
def _start_words_of(hdoc: Any, h: Numset) -> frozenset[int] | None:
    role = role_of(hdoc, h.start)
    if role is not None:
        return frozenset({role.prep, role.word.i}) if role.role == "from" else None
    if (pluperfect := _pluperfect(hdoc, h)) is not None:
        return pluperfect
    if BEFORE.isdisjoint(re.findall(r"[a-z]+", hdoc.text.lower())):
        return None  # cheap test first: most hypotheses have none of the words
    before = [t for t in hdoc if t.lower_ in BEFORE]
    if not before:
        return None
    # "before they fell": the clause after "before" is the change's own
    clauses = [b.head if b.dep_ == "mark" else b for b in before]  # "before [they fell]"
    return frozenset(t.i for c in clauses for t in c.subtree if not t.is_punct)


def _pluperfect(hdoc: Any, h: Numset) -> frozenset[int] | None:
    """The quantity's verb in the past perfect ("the population *had been* 2,000"):
    the tense places the state before a past reference point (Reichenbach 1947), here
    the premise's change, so it speaks of the level before it."""
    tok = hdoc[h.number_index]
    while tok.head.i != tok.i and tok.pos_ not in ("VERB", "AUX"):
        tok = tok.head
    aux = [c for c in tok.children if c.dep_ == "aux" and c.lemma_ == "have" and c.tag_ == "VBD"]
    if not aux or tok.tag_ != "VBN":
        return None
    return frozenset({aux[0].i, tok.i})


def _same_count(ctx: Context, to: Numset, word: Any) -> bool:
    """The end counts the hypothesis' noun: in its own unit, or as "the number of
    <noun>" in the change's subject ("the number of cases doubled to 120")."""
    if to.unit == ctx.h.unit:
        return True
    subj = [t for c in word.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree]
    return to.unit is None and any(t.lemma_.lower() == ctx.h.unit for t in subj)


def _by_factor(ctx: Context, to: Numset, tr: Role, said: frozenset[int]) -> Derived | None:
    """ "doubled to 120" / "fell by half to 40": the start is the end over the factor."""
    from qreas.natlog.derivers.factor_changes import _word_factor  # it imports ``changes``

    sign = {"increase": 1, "decrease": -1}.get(tr.direction)
    if sign is None or any(direction(ctx.hdoc[i]) not in (None, "", tr.direction) for i in said):
        return None
    found = _word_factor(tr.word, sign)
    if found is None or found[0] <= 0:
        return None
    factor, words = found
    n = round(to.lo / factor, 6)
    value = ctx.h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    eq = f"{to.text} after a change by a factor of {fmt_number(factor)}: {fmt_number(n)} before"
    words |= frozenset({tr.prep, tr.word.i}) | period_words(tr.word)
    if to.unit is None:  # "the number *of cases* doubled to 120": the count's noun
        subj = [t for c in tr.word.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree]
        nouns = [t for t in subj if t.lemma_.lower() == ctx.h.unit]
        words |= {t.i for t in nouns} | {t.head.i for t in nouns if t.head.lower_ == "of"}
        # "*the number* of cases": the whole subject names the count, the hypothesis' noun
        # (words the hypothesis repeats are left to the aligner to match)
        repeated = lemma_set(ctx.hdoc)
        words |= {t.i for t in subj if t.lemma_.lower() not in repeated} if nouns else set()
    return Derived(value, eq, (to,), words, said)


@deriver("change-start")
def change_start(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    said = _start_words(ctx) if h.kind == "amount" and h.unit != "%" else None
    if said is None:
        return
    roles = [(q, role_of(ctx.pdoc, q.start)) for q in ctx.premise]
    for to, tr in roles:
        to = own_unit(to)  # "fell by 20% to 400": 400 is no rate
        if tr is None or tr.role != "to" or not _same_count(ctx, to, tr.word) or not to.is_exact:
            continue
        factored = _by_factor(ctx, to, tr, said)
        if factored is not None:
            yield factored
            return
        for by, br in roles:
            if br is None or br.role != "by" or br.word.i != tr.word.i or not by.is_exact:
                continue
            sign = {"increase": 1, "decrease": -1}.get(br.direction)
            if sign is None or any(direction(ctx.hdoc[i]) not in (None, "", br.direction) for i in said):
                continue  # "rose from X" of a fall is another change
            if by.unit == "%":
                factor = 1 + sign * by.lo / 100
                if factor <= 0:
                    continue
                n = to.lo / factor
            elif by.unit == to.unit:
                n = to.lo - sign * by.lo
            else:
                continue
            n = round(n, 6)
            value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
            eq = f"{to.text} before a change by {by.text}: {fmt_number(n)}"
            words = frozenset({tr.prep, br.prep, tr.word.i}) | period_words(tr.word)
            yield Derived(value, eq, (to, by), words, said)
            return


@deriver("factor-change-size")
def factor_change_size(ctx: Context) -> Iterator[Derived]:
    """ "rose by half to 900 tonnes" -> it rose by 300 tonnes: the end less the start
    the factor fixes (900 / 1.5 = 600)."""
    from qreas.natlog.derivers.factor_changes import _word_factor  # it imports ``changes``

    h = ctx.h
    hr = role_of(ctx.hdoc, h.start) if h.kind == "amount" and h.unit != "%" and h.is_exact else None
    if hr is None or hr.role != "by" or hr.direction not in ("increase", "decrease"):
        return
    for to in ctx.premise:
        tr = role_of(ctx.pdoc, to.start)
        to = own_unit(to)
        if tr is None or tr.role != "to" or tr.direction != hr.direction or to.unit != h.unit:
            continue
        sign = 1 if tr.direction == "increase" else -1
        found = _word_factor(tr.word, sign) or _by_share(ctx, tr, sign)
        if found is None or found[0] <= 0 or not to.is_exact:
            continue
        factor, words = found
        n = round(abs(to.lo - to.lo / factor), 6)
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{to.text} after a change by a factor of {fmt_number(factor)}: a change of {fmt_number(n)}"
        words |= frozenset({tr.prep, tr.word.i}) | period_words(tr.word)
        yield Derived(value, eq, (to,), words, frozenset({hr.prep, hr.word.i}))
        return


def _by_share(ctx: Context, tr: Role, sign: int) -> tuple[float, frozenset[int]] | None:
    """ "rose *by half* to 900", "by 20% to 480": the factor 1 +- P/100."""
    for q in ctx.premise:
        r = role_of(ctx.pdoc, q.start)
        if r is not None and r.role == "by" and r.word.i == tr.word.i and q.unit == "%" and q.is_exact:
            return 1 + sign * q.lo / 100, frozenset({r.prep, *range(q.start, q.end)})
    return None
