"""Direct matches (stage 5, step 2): a hypothesis quantity justified or ruled out by
one premise quantity, the best-role candidate whose value entails it (an aggregate
is not justified by restating one of several premise quantities of its kind).
"""

from __future__ import annotations

from collections.abc import Sequence

from qreas.candidates import ROLE_TIE, SAME_SLOT, _Candidate, _same_interval
from qreas.pruner import Pruner
from qreas.roles import Mention
from qreas.types import Justification, Numset


def _direct(h: Numset, c: _Candidate, note: str = "") -> Justification:
    rel = {"entails": "=" if h.is_exact else "in", "contradicts": "disjoint"}.get(c.verdict, "overlaps")
    return Justification(
        hypothesis=h,
        premise=(c.mention.quantity,),
        postfix=(0, "H", rel),
        verdict=c.verdict,  # type: ignore[arg-type]
        method="match",
        value=(
            c.mention.quantity.lo * c.compat.factor,
            c.mention.quantity.hi * c.compat.factor,
        ),
        score=c.score,
        note=note,
    )


def _direct_match(
    pruner: Pruner, cands: Sequence[_Candidate], aggregate: bool, pm: Sequence[Mention], hq: Numset
) -> _Candidate | None:
    """The best-role candidates include one whose value entails h.

    An aggregate hypothesis ("in total", "now", "left") is not justified by
    restating one of several premise quantities of its kind, unless that premise
    quantity is the same slot of a near-identical sentence.
    """
    if not cands:
        return None
    best = cands[0]
    ties = [c for c in cands if c.score >= best.score - ROLE_TIE]
    # among equally good roles, a premise quantity stating h's own interval first
    ties.sort(key=lambda c: not _same_interval(c.mention.quantity, hq))
    for c in ties:
        if c.verdict != "entails":
            continue
        if aggregate and c.score < SAME_SLOT and _siblings(pruner, c, pm) > 0:
            continue
        return c
    return None


def _unclaimed(
    pruner: Pruner,
    cands: Sequence[Sequence[_Candidate]],
    direct: list[_Candidate | None],
    aggregate: Sequence[bool],
    pm: Sequence[Mention],
    hq: Sequence[Numset],
) -> list[_Candidate | None]:
    """A premise quantity that another hypothesis quantity restates speaks for that
    one: "Of those 36 bodies, 32 have been identified" / "32 of the 36 bodies": once
    "36 bodies" is matched, "32" is compared with the premise quantities left."""
    out = list(direct)
    for k, cs in enumerate(cands):
        if out[k] is not None:
            continue
        taken = {id(d.mention) for kk, d in enumerate(direct) if d is not None and kk != k}
        rest = [c for c in cs if id(c.mention) not in taken]
        if rest and len(rest) < len(cs):
            out[k] = _direct_match(pruner, rest, aggregate[k], pm, hq[k])
    return out


def _siblings(pruner: Pruner, c: _Candidate, pm: Sequence[Mention]) -> int:
    """Other premise amounts of the same kind as the candidate's quantity."""
    q = c.mention.quantity
    return sum(
        1
        for p in pm
        if p.quantity is not q
        and p.quantity.kind in ("amount", "ratio")
        and pruner.units_compatible(p.quantity.unit, q.unit) is not None
    )
