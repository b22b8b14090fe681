"""The count before additions or removals: "the bank closed 11 branches and now operates
87" had 87 + 11 = 98 branches before; "the force added 120 officers, bringing its
strength to 2,450" had 2,450 - 120 = 2,330 before.

A quantity that is the object of a verb that adds or removes members
(``lexicons/count_change_verbs.tsv``) is the size of the change; another quantity of
the same unit in the sentence that no such verb takes is the level after it. The
hypothesis speaks of the level before when it says so ("before the closures",
"previously", "earlier": ``change_start.BEFORE``), and those words are the operation's.
Exclusive: the two figures fix the level before, so another value is a contradiction.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.change_start import _start_words
from qreas.types import Numset, fmt_number

SIGN = {"increase": 1, "decrease": -1}


@functools.cache
def _verbs() -> dict[str, int]:
    """Lemma (or "verb particle") -> +1 (adds) or -1 (removes)."""
    return {f[0].lower(): SIGN[f[1]] for f in lines("count_change_verbs.tsv")}


def _change_sign(doc: Any, q: Numset) -> tuple[int, int] | None:
    """(sign, verb index) when ``q`` is the object of a verb that adds or removes."""
    num = doc[q.number_index]
    noun = num.head if num.dep_ == "nummod" else num
    verb = noun.head
    if noun.dep_ not in ("dobj", "nsubjpass") or verb.pos_ != "VERB":
        return None
    sign = count_verb_sign(verb)
    return (sign, verb.i) if sign is not None else None


def count_verb_sign(verb: Any) -> int | None:
    """+1 for a verb that adds members ("hire", "open"), -1 for one that removes them
    ("close", "lay off"), else None."""
    particle = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    lemma = verb.lemma_.lower()
    return _verbs().get(f"{lemma} {particle[0]}" if particle else lemma, _verbs().get(lemma))


@deriver("level-before")
def level_before(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.unit == "%" or h.dimension is not None:
        return
    said = _start_words(ctx)
    if not said:
        return
    same = [q for q in ctx.premise if q.unit == h.unit and q.is_exact and q.kind == "amount"]
    changes = {id(q): _change_sign(ctx.pdoc, q) for q in same}
    for x in same:
        change = changes[id(x)]
        if change is None:
            continue
        for y in same:
            if y is x or changes[id(y)] is not None:
                continue
            n = round(y.lo - change[0] * x.lo, 6)
            if n < 0:
                continue
            value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
            eq = f"{y.text} {'-' if change[0] > 0 else '+'} {x.text} = {fmt_number(n)} before"
            yield Derived(value, eq, (y, x), frozenset({change[1]}), said)
            return
