"""Dimensional analysis for the composer (stage 5, step 3): the unit classes of an
equation's operands and of the hypothesis ("parents + pupils = people", "mile per
hour" = mile / hour), and areas as products of two lengths ("48 square meters").
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from qreas.pruner import Pruner
from qreas.roles import Mention
from qreas.types import Numset
from qreas.units import registry


def _squares(operands: Sequence[Numset], types: Sequence[frozenset[int]], h: Mention) -> dict[int, int]:
    """ "45552 square centimeters" (a centimeter described as square, as the parser
    reads it) or "48 square meters" is an area: the product of two lengths in that
    unit (312 cm x 146 cm, a rectangle's length times its width). Returns the class
    of those lengths mapped to a new class, the area's, which is the hypothesis'."""
    base = _square_base(h.quantity)
    if base is None:
        return {}
    found = {types[k] for k, q in enumerate(operands) if _canonical(q.unit) == base}
    lengths = sum(1 for q in operands if _canonical(q.unit) == base)
    if lengths < 2 or len(found) != 1 or len(next(iter(found))) != 1:
        return {}
    return {next(iter(next(iter(found)))): 1 + max(c for t in types for c in t)}


def _type_classes(
    pruner: Pruner, operands: Sequence[Numset], h: Mention
) -> tuple[list[frozenset[int]], int]:
    """Unit classes for the composer (dimensional analysis).

    Operands whose units are compatible share a class (greedy, in text order). A
    rate ("3 miles per hour", "$5 an hour") also carries the class of its "per"
    unit. The hypothesis' class is the class of the operands compatible with it;
    every operand compatible with the hypothesis unit also carries that class
    (parents + pupils = people), and so does every operand compatible with what
    the hypothesis compares it to ("3 more birds than nests"). A hypothesis
    number without a unit takes the class of the premise amounts when they all
    share one ("The total is 26.3").
    """
    hq = h.quantity
    reps: list[str | None] = []

    def class_of(unit: str | None) -> int:
        for k, r in enumerate(reps):
            if pruner.units_compatible(unit, r) is not None:
                return k
        reps.append(unit)
        return len(reps) - 1

    own = [class_of(q.unit) for q in operands]
    types = [{c} for c in own]
    for k, q in enumerate(operands):
        per = _per_unit(q)
        if per is None:
            continue
        if q.unit and " per " in q.unit:  # "mile per hour" = mile / hour
            types[k] = {class_of(q.unit.split(" per ", 1)[0])}
            types[k].add(class_of(per))
        elif (
            per in _words_time()
            or pruner.units_compatible(per, hq.unit) is not None
            or any(pruner.units_compatible(per, o.unit) for i, o in enumerate(operands) if i != k)
        ):
            # "2 seats on each bus" counts seats per bus: a rate over buses, when
            # buses are what is asked or counted elsewhere
            types[k].add(class_of(per))
    target = -1
    if hq.unit is None and len(set(own)) == 1:
        target = own[0]
    elif hq.unit is None and all(q.unit and pruner.is_person(q.unit) for q in operands):
        # "one police officer and five demonstrators were killed": "6 killed" counts people
        target = class_of("person")
        for t in types:
            t.add(target)
    elif hq.unit is not None:
        target = next(
            (k for k, r in enumerate(reps) if pruner.units_compatible(r, hq.unit) is not None),
            -1,
        )
    for k, q in enumerate(operands):
        linked = pruner.compatible(q, hq) is not None or (
            h.compared is not None and pruner.units_compatible(q.unit, h.compared) is not None
        )
        if linked:
            if target == -1:
                target = own[k]
            types[k].add(target)
    return [frozenset(t) for t in types], target


def _canonical(unit: str | None) -> str | None:
    found = registry().get(unit) if unit else None
    return found.canonical if found is not None else None


def _square_base(q: Numset) -> str | None:
    """The length unit whose square measures ``q``: "square centimeters" (read as a
    centimeter described as square) or a listed area unit "square meter" -> meter."""
    if _area_of_length(q):
        return _canonical(q.unit)
    unit = registry().get(q.unit) if q.unit else None
    if unit is None or unit.dimension != "area" or not unit.canonical.startswith("square "):
        return None
    base = registry().get(unit.canonical.removeprefix("square "))
    return base.canonical if base is not None and base.dimension == "length" else None


def _area_of_length(q: Numset) -> bool:
    """ "45552 square centimeters": a length unit made an area unit by "square" (the
    parser reads the unit as a centimeter described as square)."""
    unit = registry().get(q.unit) if q.unit else None
    return unit is not None and unit.dimension == "length" and "square" in q.adj


@functools.cache
def _words_time() -> frozenset[str]:
    from qreas.lexicon import word_lists

    return word_lists().time_units


def _per_unit(q: Numset) -> str | None:
    """The "per" unit of a rate: "mile per hour" -> "hour"; "$5 a day" -> "day"."""
    if q.unit and " per " in q.unit:
        return q.unit.split(" per ", 1)[1]
    if q.freq and q.freq not in ("each",):
        return q.freq
    return None
