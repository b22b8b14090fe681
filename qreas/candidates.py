"""Candidates for a hypothesis quantity and their role slots (stage 5, step 1).

The premise quantities a hypothesis quantity may be compared with: of the same kind
(a year with a bare number only in the same slot), with compatible units (pruner, or
one of the looser relations below: an elided unit, a compound noun, two descriptions
of people), each with a value verdict (matching) and a role score (roles), best role
first. Coordinated lists of numbers pair their members by position.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from qreas.config import Config
from qreas.matching import relate_quantities
from qreas.pruner import Compatibility, Pruner
from qreas.roles import Mention, role_score
from qreas.types import Numset

ROLE_TIE = 0.05  # candidates this close to the best role score count as equally good
SAME_SLOT = 0.85  # role score at which two mentions are the same slot of one sentence
SAME_ROLE = 0.5  # role score at which a disjoint value contradicts
TEMPORAL = frozenset({"year", "date", "time", "phone"})
# A unit written on one side only ("The nine were rescued" / "Nine people were
# rescued") may be elided: such a pair can support the hypothesis (same value, same
# role) but contradict it only in the same slot (the two may count different things).
ELIDED = Compatibility("elided")
# A count may be named by its head noun or by a noun modifying it: "16 member countries"
# are 16 members, "8,000 police officers" are 8,000 police.
COMPOUND = Compatibility("compound")
# Two kinds of person WordNet does not relate ("4 employees" / "4 managers", "30
# students" / "30 teachers"): the same value is consistent but not implied (the other
# description may or may not fit the same group: natural logic's #), and a different
# value contradicts only in the same slot. A kind and its WordNet hypernym ("students"
# / "people") is the pruner's hyponym relation instead.
DESCRIBED = Compatibility("described")


# a year and a bare number in the same slot of a near-identical sentence: one kind
SLOT = Compatibility("slot")


def _year_or_count(p: Numset, h: Numset) -> bool:
    """One side a year, the other a whole number without a unit (a year out of the
    range the parser reads as years, or a number in it read as a year)."""
    kinds = {p.kind, h.kind}
    if kinds != {"year", "amount"}:
        return False
    amount = p if p.kind == "amount" else h
    ends = [v for v in (amount.lo, amount.hi) if math.isfinite(v)]
    return amount.unit is None and bool(ends) and all(v == int(v) for v in ends)


def _group_size_of_measure(p: Mention, h: Mention) -> bool:
    """One side is the size of a group of people ("a crew of more than 200", ``lexicons/
    collective_nouns.tsv``) and the other a physical measure ("1,870 tons"): a
    number of people is never a mass or a length, so no unit is elided between them."""
    from qreas.natlog.derivers.people_groups import collective_nouns

    for size, other in ((p, h), (h, p)):
        dimension = other.quantity.dimension
        if size.quantity.unit is not None or dimension in (None, "time") or dimension.startswith("currency"):
            continue
        if size.left and size.left[0] in collective_nouns():  # the nearest word before: "a crew of"
            return True
    return False


def _compound_unit(p: Numset, h: Numset) -> bool:
    return bool(p.unit and h.unit and (h.unit in p.adj or p.unit in h.adj))


def _same_tally(p: Numset, h: Numset) -> bool:
    """A score or tally ("won 3-2", "a 68-31 vote") is one claim about its sides: a
    side of a hypothesis score is supported only by a premise score with the same
    sides, in either order ("lost 1-2" / "won 2-1"); two counts of other things that
    happen to be 3 and 2 report no result. A premise score's side may support a
    hypothesis count ("a 6-3 win" / "Napoli score six")."""
    return not h.tally or sorted(p.tally) == sorted(h.tally)


def _other_rank_noun(p: Numset, h: Numset) -> bool:
    """Two ordinals whose nouns differ ("the third time" / "the third rate cut")."""
    return p.kind == "ordinal" == h.kind and bool(p.unit and h.unit) and p.unit != h.unit


def _family(q: Numset) -> str:
    if q.kind in ("amount", "ratio"):
        return "amount"
    return q.kind


@dataclass(frozen=True)
class _Candidate:
    mention: Mention
    compat: Compatibility
    verdict: str
    score: float


def _candidates(
    pruner: Pruner, config: Config, same_verb: Callable[[str, str], bool], h: Mention, pm: Sequence[Mention]
) -> list[_Candidate]:
    hq = h.quantity
    out = []
    for p in pm:
        if not _same_tally(p.quantity, hq):
            continue
        if _family(p.quantity) != _family(hq):
            if _year_or_count(p.quantity, hq) and role_score(p, h, SLOT, same_verb) >= SAME_SLOT:
                out.append(_slot_candidate(config, same_verb, p, h))
            continue
        compat = pruner.compatible(p.quantity, hq)
        if compat is None and _compound_unit(p.quantity, hq):
            compat = COMPOUND  # "16 member countries" / "16 members"
        if compat is None and hq.kind == "ordinal" == p.quantity.kind and p.quantity.lo == hq.lo:
            compat = ELIDED  # "the third time" / "the third rate cut": one rank, said otherwise
        one_unit = (p.quantity.unit is None) != (hq.unit is None)
        if compat is None and one_unit and not _group_size_of_measure(p, h):
            compat = ELIDED  # "The nine were rescued" / "Nine people were rescued"
        if compat is None and _persons(pruner, p.quantity, hq):
            compat = DESCRIBED
        if compat is None:
            continue
        verdict = relate_quantities(p.quantity, hq, compat.factor, config.rel_tolerance)
        if verdict == "entails" and compat.relation == "hyponym":
            verdict = "compatible"  # "five infants" are not said to be "five newborns"
        score = role_score(p, h, compat, same_verb) if config.enabled("roles") else 0.5
        if verdict == "entails" and compat is DESCRIBED and not pruner.generic_person(hq.unit or ""):
            verdict = "compatible"  # but 20 ticket holders are 20 people
        if verdict == "entails" and _other_rank_noun(p.quantity, hq) and score < SAME_ROLE:
            # "the second half" / "second place": one rank of two different series
            # names one thing only in the same role, as two descriptions of people do
            verdict = "compatible"
        if verdict == "entails" and compat.relation in ("described", "person") and _loose(p.quantity, hq):
            # another description of people may restate their number ("at least 21
            # deaths" / "at least 21 people"), but a bound ("fewer than 2,000
            # women") also holds of any other, smaller group ("32 lawmakers")
            verdict = "compatible"
        if verdict == "entails" and p.quantity.tally and hq.unit and score < SAME_ROLE:
            # a score leaves unnamed what it counts (goals, points, votes): one side
            # is "two titles" only in the same role
            verdict = "compatible"
        out.append(_Candidate(p, compat, verdict, score))
    # best role first; ties broken by text order (deterministic, order-free of dicts)
    out.sort(key=lambda c: (-c.score, c.mention.quantity.start))
    return out


def _slot_candidate(
    config: Config, same_verb: Callable[[str, str], bool], p: Mention, h: Mention
) -> _Candidate:
    """A year and a bare number in the same slot of a near-identical sentence ("In
    2003 , ..." / "In 6003 , ..."): the kind read off a number's range is a guess,
    the slot says what the number is, so the two compare as values."""
    verdict = relate_quantities(p.quantity, h.quantity, 1.0, config.rel_tolerance)
    return _Candidate(p, SLOT, verdict, role_score(p, h, SLOT, same_verb))


def _persons(pruner: Pruner, p: Numset, h: Numset) -> bool:
    """Do both quantities count people, under different descriptions?"""
    if not (p.unit and h.unit) or p.dimension is not None or h.dimension is not None:
        return False
    if pruner.opposed(p.unit, h.unit) or pruner.opposed(h.unit, p.unit):
        return False
    return pruner.is_person(p.unit) and pruner.is_person(h.unit)


def _loose(p: Numset, h: Numset) -> bool:
    """Does the premise value fall inside an open hypothesis bound without restating it?"""
    return not (not h.open_below and math.isfinite(h.hi)) and not _same_interval(p, h)


def _same_interval(p: Numset, h: Numset) -> bool:
    """Do the two state the same interval, ends and openness alike?"""
    return (p.lo, p.hi, p.lo_open, p.hi_open) == (h.lo, h.hi, h.lo_open, h.hi_open)


LIST_JOINERS = frozenset({",", "and", "or", "&"})


def _list_slots(doc: Any, qs: Sequence[Numset]) -> dict[int, tuple[int, int]]:
    """The place of each quantity in a coordinated list of numbers ("76 , 65 , 82 and
    85 marks", "15 and 12 km"), by index among ``qs``: (position, length of the list).
    Read off the surface (only commas and coordinators between members), as the parser
    often hangs such a list on the wrong heads."""
    order = sorted(range(len(qs)), key=lambda k: qs[k].start)
    runs: list[list[int]] = []
    for k in order:
        if runs and _joined(doc, qs[runs[-1][-1]], qs[k]):
            runs[-1].append(k)
        else:
            runs.append([k])
    return {k: (i, len(run)) for run in runs if len(run) >= 2 for i, k in enumerate(run)}


def _joined(doc: Any, a: Numset, b: Numset) -> bool:
    """Are two quantities adjacent members of one list of numbers: only joiners between
    the two numbers, save the words that bound the second ("20 , less than 16")?"""
    i, j = a.number_index, b.number_index
    if j <= i + 1:
        return False
    return all(doc[k].lower_ in LIST_JOINERS or b.start <= k < j for k in range(i + 1, j))


def _by_list_slot(
    cands: Sequence[_Candidate], h_slot: tuple[int, int] | None, p_slots: dict[int, tuple[int, int]]
) -> list[_Candidate]:
    """Coordination is ordered: of two lists of the same length, the k-th member of one
    stands for the k-th of the other (as "respectively" makes explicit), so a premise
    list member at another position than the hypothesis one says nothing of it; it
    is ranked after every other candidate and cannot decide; the member at the same
    position is the same slot, whether or not each member repeats the unit ("15 and 12
    km")."""
    if h_slot is None:
        return list(cands)

    def place(c: _Candidate) -> int:
        slot = p_slots.get(c.mention.index)
        if slot is None or slot[1] != h_slot[1]:
            return 1
        return 0 if slot[0] == h_slot[0] else 2

    same = [replace(c, score=max(c.score, SAME_SLOT)) for c in cands if place(c) == 0]
    rest = [c for c in cands if place(c) == 1]
    moved = [replace(c, verdict="compatible") for c in cands if place(c) == 2]
    return same + rest + moved
