"""Two-sided numerals: "exactly N" as "at least N" and "at most N".

A non-monotone quantifier projects every edit in its arguments to # (MacCartney &
Manning 2009), which loses what each half of it says: "Exactly 85 male teachers
passed" entails "at least 85 teachers passed" (restrictor widening under the upward
half) and so contradicts "Fewer than 67 teachers passed". "Exactly N" is the
conjunction of a monotone increasing and a monotone decreasing quantifier (Barwise &
Cooper 1981; Icard & Moss 2014 treat such conjunctions the same way), so:
- a premise "exactly N" entails what either half entails, and contradicts what either
  half contradicts;
- a hypothesis "exactly N" is entailed when both halves are, and contradicted when
  either is.
Each half is proved with the numeral's signature made monotone ("exist" for at least,
"no" for at most) and its value made a one-sided bound; the halves' proofs are the
ordinary projection and join, so the result is as safe as the join table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from qreas.natlog import align as A
from qreas.natlog.polarity import NON_MONOTONE_WORDS, Operator, lower_bound_signature
from qreas.natlog.relations import Rel, project
from qreas.types import Justification, Numset

HALVES = (("at least", "exist"), ("at most", "no"))
YES = (Rel.EQ, Rel.FWD)
NO = (Rel.ALT, Rel.NEG)


def _exact_numeral(q: Numset, doc: Any) -> bool:
    """ "exactly 85", "precisely 19": an exact value with a non-monotone word."""
    before = {t.lower_ for t in doc[max(0, q.start - 3) : q.number_index + 1]}
    return q.is_exact and bool(before & NON_MONOTONE_WORDS)


def _signature(q: Numset, sig: str) -> str:
    """The half's signature: the at-least half by its count ("exist" or "exist-n")."""
    return lower_bound_signature(q.lo) if sig == "exist" else sig


def _half(q: Numset, which: str) -> Numset:
    if which == "at least":
        return q.with_(hi=math.inf, hi_open=False)
    return q.with_(lo=0.0, lo_open=False, lo_floor=True)


def _ops(ops: Sequence[Operator], q: Numset, signature: str) -> list[Operator]:
    """The operators with the numeral's own made monotone."""
    words = set(range(q.start, q.number_index + 1))
    return [
        replace(o, scopes=tuple((tokens, signature) for tokens, _ in o.scopes)) if o.index in words else o
        for o in ops
    ]


def _downward(ops: Sequence[Operator], q: Numset) -> bool:
    """The numeral stands under a downward context of its sentence (a negation):
    its halves are then joined by "or", not "and"."""
    own = set(range(q.start, q.number_index + 1))
    ctx = [sig for o in ops if o.index not in own for tokens, sig in o.scopes if q.number_index in tokens]
    return project(Rel.FWD, ctx) is Rel.REV


def two_sided(
    edits: Sequence[A.Edit],
    p_ops: Sequence[Operator],
    h_ops: Sequence[Operator],
    justs: Sequence[Justification],
    pdoc: Any,
    hdoc: Any,
    steps: Callable[..., list[Any]],
    relate: Callable[[Numset, Numset], Rel],
) -> tuple[Rel, str] | None:
    """The relation from the halves of an "exactly N" on either side of a quantity edit
    that compares one premise quantity with one hypothesis quantity, or None when there
    is no such numeral (or nothing to decide from its halves)."""
    for j in justs:
        if j.method != "match" or len(j.premise) != 1:
            continue
        p, h = j.premise[0], j.hypothesis
        p_two, h_two = _exact_numeral(p, pdoc), _exact_numeral(h, hdoc)
        if not (p_two or h_two) or p.unit != h.unit or p.dimension != h.dimension:
            continue
        k = next((i for i, e in enumerate(edits) if e.kind == "QTY" and e.p_index == p.number_index), None)
        if k is None:
            continue
        p_halves = HALVES if p_two else (("", ""),)
        h_halves = HALVES if h_two else (("", ""),)
        p_any = not _downward(p_ops, p)  # "exactly N" itself, or under a negation: "not exactly N"
        h_all = not _downward(h_ops, h)
        verdicts = []
        for h_name, h_sig in h_halves:
            hq = _half(h, h_name) if h_name else h
            hops = _ops(h_ops, h, _signature(h, h_sig)) if h_name else list(h_ops)
            rels = []
            for p_name, p_sig in p_halves:
                pq = _half(p, p_name) if p_name else p
                pops = _ops(p_ops, p, _signature(p, p_sig)) if p_name else list(p_ops)
                changed = list(edits)
                changed[k] = replace(edits[k], lexical=relate(pq, hq))
                done = steps(changed, pops, hops)
                rels.append(done[-1].joined if done else Rel.EQ)
            # a conjunction entails what either half does; a negated one ("not exactly
            # N": either half fails) only what both do
            some = any if p_any else all
            verdicts.append((some(r in YES for r in rels), some(r in NO for r in rels)))
        note = f"read as at least and at most: {p.text if p_two else ''} {h.text if h_two else ''}".strip()
        every, one = (all, any) if h_all else (any, all)  # to entail a conjunction, both halves
        if one(no for _, no in verdicts):
            return Rel.ALT, note
        if every(yes for yes, _ in verdicts):
            return Rel.FWD, note
    return None
