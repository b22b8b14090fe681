"""A change of a count told as members added or removed: "its fleet grew from 58 to 64
aircraft" -> "the fleet *added* 6 aircraft"; "staff fell from 1,240 to 1,180" -> "the
force *cut* 60 officers".

Why: a summary restates a level's change with a verb of the count's flow
(``lexicons/count_change_verbs.tsv``: add, hire, open / close, shed, lose), whose
object is the number of members, not a level, so the change readers ("rose by N",
``changes.change-from-to``) do not see it. The net change is the difference of the two
levels; its sign must be the verb's. Not exclusive: a gross flow ("added 9 aircraft",
three of the old ones retired) is not refuted by the net change.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.changes import role_of
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.level_before import _verbs, count_verb_sign
from qreas.types import Numset, fmt_number


@functools.cache
def _flow_lemmas() -> frozenset[str]:
    """The verbs of ``lexicons/count_change_verbs.tsv`` without their particles: the
    deriver's cheap first test."""
    return frozenset(w.split()[0] for w in _verbs())


def _governing_verb(doc: Any, h: Numset) -> Any | None:
    """The verb whose object the hypothesis count is ("added *6 aircraft*")."""
    t = doc[h.number_index]
    if t.dep_ == "nummod":
        t = t.head
    return t.head if t.dep_ == "dobj" and t.head.pos_ == "VERB" else None


@deriver("net-flow")
def net_flow(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.dimension is not None or h.unit == "%":
        return
    if not lemma_set(ctx.hdoc) & _flow_lemmas():
        return
    verb = _governing_verb(ctx.hdoc, h)
    sign = count_verb_sign(verb) if verb is not None else None
    if sign is None:
        return
    roles = [(q, role_of(ctx.pdoc, q.start)) for q in ctx.premise if q.kind == "amount" and q.is_exact]
    starts = [(q, r) for q, r in roles if r is not None and r.role == "from"]
    ends = [(q, r) for q, r in roles if r is not None and r.role == "to" and q.unit == h.unit]
    for x, xr in starts:
        for y, yr in ends:
            if yr.word.i != xr.word.i or x.unit not in (None, h.unit):
                continue
            size = y.lo - x.lo
            if size * sign <= 0:
                continue
            equation = f"{y.text} - {x.text} = {fmt_number(size)} {h.unit}"
            words = frozenset({xr.prep, yr.prep, xr.word.i})
            yield Derived(h.with_(lo=abs(size), hi=abs(size)), equation, (x, y), words,
                          frozenset({verb.i}), exclusive=False)  # fmt: skip
