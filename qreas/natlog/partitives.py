"""The group of a partitive is not the count of those who did it.

In "Three of the 40 dogs barked" or "More than half of the 40 dogs barked" the 40 is
the size of the group the partitive chooses from (its restrictor's cardinality); how
many barked is the part, which the group bounds from above (a part is at most its
whole). The quantity stages can match the group's number with a hypothesis count
("40 dogs" / "more than 30 dogs barked"); read as the predicate's count it says only
"between 0 and 40", and where the part is a number ("Three", "Only 12") that
number is what the hypothesis count is compared with. A universal partitive ("all /
each / both of the 40 dogs") says the whole group did it, so its group is the count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from qreas.natlog.derivers.complement import is_base
from qreas.types import Justification, Numset

UNIVERSAL = frozenset({"all", "each", "every", "both"})


def _owner(doc: Any, q: Numset) -> Any | None:
    """The word whose "of" phrase holds the group ("*Three* of the 40 dogs")."""
    noun = doc[min(q.number_index, len(doc) - 1)].head
    of = noun.head if noun.dep_ == "pobj" else None
    if of is None or of.lower_ != "of" or of.head.i == of.i:
        return None
    return of.head


def group_of_part(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """``p`` is the group of a non-universal partitive of the premise, and ``h`` is no
    partitive's group itself (then the two groups are compared as such)."""
    if p.kind != "amount" or not p.is_exact or not is_base(pdoc, p) or is_base(hdoc, h):
        return False
    owner = _owner(pdoc, p)
    if owner is None:  # "Of the 40 dogs, three barked": fronted, the part is elsewhere
        return _after_of(pdoc, p)
    words = {owner.lower_, *(c.lower_ for c in owner.children if c.dep_ in ("det", "predet", "quantmod"))}
    return not words & UNIVERSAL


def _after_of(doc: Any, p: Numset) -> bool:
    """Is the group written after "of" ("*Of* the 40 dogs, three barked")? A count split
    by a relative clause ("has 40 rooms, ten of which face the sea") is a base too, but
    no partitive's group: the 40 is what the predicate counts (the hotel has 40 rooms)."""
    noun = doc[min(p.number_index, len(doc) - 1)].head
    linear = p.start >= 2 and doc[p.start - 2].lower_ == "of"
    return (noun.dep_ == "pobj" and noun.head.lower_ == "of") or linear


def group_bound(p: Numset) -> Numset:
    """What the group says of its part's count: between 0 and the group's size."""
    return p.with_(lo=0.0, lo_open=False)


def part_words(doc: Any, p: Numset) -> frozenset[int]:
    """The words of the part a group's partitive names ("*more than half* of the 40
    dogs"): the quantity edit of the group accounts for them."""
    owner = _owner(doc, p)
    if owner is None:
        return frozenset()
    of = doc[min(p.number_index, len(doc) - 1)].head.head
    return frozenset(t.i for t in owner.subtree) - frozenset(t.i for t in of.subtree)


def part_of(doc: Any, p: Numset, premise: Sequence[Numset]) -> Numset | None:
    """The premise quantity that is the part of the group ``p`` ("*Only 12* of the 80
    tenants"): the count of those who did it, which the hypothesis count is compared
    with instead of the group."""
    owner = _owner(doc, p)
    if owner is None:
        return None
    return next((q for q in premise if q is not p and q.start <= owner.i < q.end and q.unit != "%"), None)


def regroup(
    j: Justification, pdoc: Any, hdoc: Any, premise: Sequence[Numset], used: set[int]
) -> Justification:
    """A stage match of the hypothesis count with a partitive's group, re-read: compared
    with the part where it is a number ("*Only 12* of the 80 tenants"), else with the
    bound the group sets (0 to its size); the group's and the part's words are then
    accounted for (added to ``used``). Other justifications are returned unchanged."""
    # a "contradicts" match too: "Some of the 60 cyclists crashed" does not deny that 20 did
    if not (j.verdict in ("entails", "contradicts") and j.method == "match" and len(j.premise) == 1):
        return j
    group = j.premise[0]
    if not group_of_part(pdoc, group, hdoc, j.hypothesis):
        return j
    owner = _owner(pdoc, group)
    if j.verdict == "contradicts" and (owner is None or owner.pos_ in ("VERB", "AUX")):
        return j  # "Of the 91 drivers, 57 ...": the derivers read the fronted group's part
    part = part_of(pdoc, group, premise)
    noun = pdoc[min(group.number_index, len(pdoc) - 1)].head
    used |= part_words(pdoc, group) | set(range(group.start, group.end)) | {noun.i}
    compared = part or group_bound(group)
    return replace(j, premise=(compared,), verdict="compatible", note="", value=(compared.lo, compared.hi))
