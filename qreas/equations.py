"""Justifying a hypothesis quantity by an equation over premise quantities (stage 5,
step 3): the composer's equations, filtered by what the words say of the operands
(a gain is never taken away, a part never added to its whole, a total accounts for
every part) and, for a lower-bound hypothesis, sums of lower bounds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from qreas.candidates import _family
from qreas.composer import Composer
from qreas.config import Config
from qreas.dimensions import _squares, _type_classes
from qreas.pruner import Pruner
from qreas.roles import Mention
from qreas.types import Justification, Numset


@dataclass(frozen=True)
class _Solutions:
    """The composer's equations for one hypothesis quantity, with the unit classes used."""

    justifications: tuple[Justification, ...]
    limits_hit: tuple[str, ...]
    operands: tuple[Numset, ...]
    types: tuple[frozenset[int], ...]
    target_type: int


def _compose(
    config: Config,
    pruner: Pruner,
    composer: Composer,
    h: Mention,
    pm: Sequence[Mention],
    aggregate: bool = False,
    givens: Sequence[Mention] = (),
) -> tuple[Justification | None, list[str]]:
    """The first acceptable equation over premise quantities for ``h``. With
    ``givens`` (other hypothesis quantities), only equations that use at least one
    premise quantity and at least one given are acceptable (see ``qreas.justify._joint``)."""
    comp, mentions = _solutions(config, pruner, composer, h, pm, givens)
    if comp is None:
        return None, []
    given_ids = {id(g.quantity) for g in givens}
    same_kind = [
        q
        for q, t in zip(comp.operands, comp.types, strict=True)
        if comp.target_type in t and id(q) not in given_ids
    ]
    gained = {id(p.quantity) for p in mentions if p.gain}
    parts = {id(p.quantity) for p in mentions if p.part}
    lost = {id(p.quantity) for p in mentions if p.loss}
    for j in comp.justifications:
        if len(j.premise) < 2:
            continue
        if len(j.premise) > 2 and any(q.lo == q.hi == h.quantity.lo for q in j.premise):
            # the stated value itself among several terms: the others cancel out,
            # a coincidence ("27 - 36 + 28 + 17 = 36"), like x - x
            continue
        used = {id(q) for q in j.premise}
        if givens and (not used & given_ids or not used - given_ids):
            continue
        signs = _signs(j.postfix)
        if signs is not None:  # an equation of sums and differences
            if any(signs[k] < 0 and id(q) in gained for k, q in enumerate(j.premise)):
                continue  # a quantity gained ("got 2 more") is never taken away
            if any(signs[k] > 0 and id(q) in lost for k, q in enumerate(j.premise)):
                continue  # nor is an increment taken away ("5 more flew away") added
            added = [id(q) for k, q in enumerate(j.premise) if signs[k] > 0]
            if any(i in parts for i in added) and any(i not in parts for i in added):
                continue  # a part ("2 of them") is never added to a whole it belongs to
            if aggregate and not givens and len(j.premise) < len(same_kind):
                continue  # a total or a resulting state accounts for every part
        return j, list(comp.limits_hit)
    return None, list(comp.limits_hit)


def _solutions(
    config: Config,
    pruner: Pruner,
    composer: Composer,
    h: Mention,
    pm: Sequence[Mention],
    givens: Sequence[Mention] = (),
) -> tuple[_Solutions | None, list[Mention]]:
    """Every equation the composer finds for ``h`` over the exact amounts of ``pm``
    and ``givens``, with the unit classes it used."""
    hq = h.quantity
    if not config.enabled("composer") or _family(hq) != "amount":
        return None, []
    lower = _is_lower_bound(hq) and not givens
    if hq.open_below or (hq.hi == float("inf") and not lower):
        return None, []
    # "about 100 days" enters an equation at its stated value, as it matches it;
    # under a lower-bound hypothesis a lower bound enters at its bound (see _bound_sum)
    nominal = [_at_bound(p) if lower and _is_lower_bound(p.quantity) else _nominal(p) for p in pm]
    mentions = [
        p
        for p in [*nominal, *givens]
        if p.quantity.kind in ("amount", "ratio")
        and p.quantity.lo == p.quantity.hi
        and not _other_kind(p.quantity, hq)
        and not p.quantity.tally
    ]
    if len(mentions) < 2:
        return None, mentions
    operands = [p.quantity for p in mentions]
    types, target_type = _type_classes(pruner, operands, h)
    squares = _squares(operands, types, h)
    if squares:  # the hypothesis is an area: only a product of two lengths gives it
        target_type = next(iter(squares.values()))
    if target_type == -1:
        return None, mentions
    target = hq.with_(hi=hq.lo, lo_open=False, hi_open=False) if lower else hq
    comp = composer.compose(target, operands, types, target_type, config.composer, squares)
    if lower:
        originals = {id(n.quantity): p.quantity for n, p in zip(nominal, pm, strict=True)}
        justs = tuple(b for j in comp.justifications if (b := _bound_sum(j, hq, originals)) is not None)
        comp = replace(comp, justifications=justs)
    return _Solutions(
        comp.justifications, comp.limits_hit, tuple(operands), tuple(types), target_type
    ), mentions


def _is_lower_bound(q: Numset) -> bool:
    """ "at least 15", "more than 11,000": a finite lower bound with no upper one."""
    return math.isfinite(q.lo) and q.hi == math.inf


def _at_bound(m: Mention) -> Mention:
    """A lower bound ("at least 15 deaths") as an operand at its bound (15)."""
    q = m.quantity
    return replace(m, quantity=q.with_(hi=q.lo, lo_open=False, hi_open=False))


def _bound_sum(j: Justification, hq: Numset, originals: dict[int, Numset]) -> Justification | None:
    """A lower-bound hypothesis from a sum over lower bounds and exact amounts.

    Lower bounds add: x >= a and y >= b give x + y >= a + b, and x > a makes the sum
    strict ("more than 11,000 destroyed and another 7,000 damaged": more than 18,000).
    No other operation is monotone over unbounded, possibly negative terms, so only a
    sum of non-negative terms is kept; the sum's bound must reach the hypothesis bound
    (a strict one only from a strict term).
    """
    signs = _signs(j.postfix)
    if signs is None or any(s < 0 for s in signs):
        return None
    terms = [originals.get(id(q), q) for q in j.premise]
    if any(q.lo < 0 for q in terms):
        return None
    strict = any(q.lo_open for q in terms)
    if hq.lo_open and not strict:
        return None
    total = sum(q.lo for q in terms)
    postfix = tuple(s for s in j.postfix if s not in ("H", "=", "in")) + ("H", "in")
    return replace(j, hypothesis=hq, premise=tuple(terms), postfix=postfix, value=(total, math.inf))


def _nominal(m: Mention) -> Mention:
    """An approximate quantity ("about 100 days", [98, 102]) at its stated value."""
    q = m.quantity
    if not q.approximate or not (math.isfinite(q.lo) and math.isfinite(q.hi)):
        return m
    mid = (q.lo + q.hi) / 2
    return replace(m, quantity=q.with_(lo=mid, hi=mid))


def _signs(postfix: Sequence[int | str]) -> list[int] | None:
    """The sign of each operand in an equation of + and - only (None otherwise)."""
    stack: list[dict[int, int]] = []
    for sym in postfix:
        if isinstance(sym, int):
            stack.append({sym: 1})
        elif sym in ("+", "-"):
            b, a = stack.pop(), stack.pop()
            if sym == "-":
                b = {k: -v for k, v in b.items()}
            stack.append({**a, **b})
        elif sym in ("H", "=", "in"):
            break
        else:
            return None
    return [v for _, v in sorted(stack[0].items())] if len(stack) == 1 else None


def _other_kind(p: Numset, h: Numset) -> bool:
    """Both are described by adjectives and none is shared: "4 red balloons" is not a
    part of "3 violet balloons"."""
    return bool(p.adj and h.adj and not set(p.adj) & set(h.adj))
