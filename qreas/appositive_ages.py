"""Ages written as a bare number beside a person: "a teenager, 16, was injured",
"Maria Lopez, 34, won", "a boy, aged 2, was found".

News style gives a person's age as a number in apposition, set off by commas, or
after "aged"; either way the number is a count of years, as "a 16-year-old" states
it. Without the unit the number is no age to the matcher ("16" against "16 years"),
so the parser gives it the year unit here. A number in apposition to anything but a
person ("the route, 66, ...") is left alone, and so is one that is no whole age.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from qreas.types import Numset

MAX_AGE = 125


def _person(t: Any) -> bool:
    """A named person or a common noun for a person ("boy", "driver", "teenager")."""
    if t.pos_ == "PROPN":
        return t.ent_type_ in ("PERSON", "") and t.lower_[:1].isalpha()
    from qreas.natlog.derivers.people_groups import is_person

    return bool(is_person(t))


def _age_position(doc: Any, q: Numset) -> bool:
    """The number is in apposition to a person between commas, or follows "aged"."""
    t = doc[q.number_index]
    head = t.head
    if head.lower_ == "aged":
        return head.head.i != head.i and _person(head.head) or head.dep_ == "acl"
    if t.dep_ != "appos" or not _person(head):
        return False
    before = doc[q.start - 1].text if q.start > 0 else ""
    after = doc[q.end].text if q.end < len(doc) else ""
    return before == "," and after in (",", ".", ";", "")


AGE_COMPARATIVES = frozenset({"older", "younger"})


def _age_bound(doc: Any, q: Numset) -> bool:
    """ "younger than 50", "older than 21": a bound a comparative of age puts on a
    number of years."""
    return any(doc[i].lower_ in AGE_COMPARATIVES for i in range(q.start, min(q.number_index, len(doc))))


def appositive_ages(doc: Any, quantities: Sequence[Numset]) -> list[Numset]:
    """The quantities with every bare appositive age, and every bound an age
    comparative sets ("younger than 50"), given the unit "year"."""
    from qreas.units import registry

    out = []
    for q in quantities:
        whole = q.is_exact and 0 < q.lo <= MAX_AGE and q.lo == int(q.lo)
        if q.kind == "amount" and q.unit is None and (whole and _age_position(doc, q) or _age_bound(doc, q)):
            year = registry().get("year")
            if year is not None:
                q = replace(q, unit=year.canonical, dimension=year.dimension, scale=year.scale)
        out.append(q)
    return out
