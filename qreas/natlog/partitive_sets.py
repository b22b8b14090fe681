"""A number's own framing words and a partitive's set, for the quantity edits.

"a *total* of 45 cakes" is 45 cakes: the noun frames the number as a whole and is
part of the quantity's words. In "lost none of its 300 trees" the 300 is the set the
determiner takes its part from, not what was lost: a hypothesis count matched to the
set ("lost 300 trees") is not supported by it, the part ("none": 0 trees, the
determiner-amount deriver) is the premise's value. A set restated as a set ("88 of the
237 daisies" / "none of the 237 daisies") keeps its match.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from qreas.natlog.derivers.determiners import outside_partitives
from qreas.roles import partitive_whole
from qreas.types import Justification

FRAMES = frozenset({"total"})  # "a total of N": N itself
PARTITIVE_SET = "a partitive's set"


def frames_number(t: Any) -> bool:
    """A noun that frames the number under it as the whole ("a *total* of 45")."""
    return t.lower_ in FRAMES and any(c.lower_ == "of" for c in t.children)


def set_for_part(j: Justification, pdoc: Any, hdoc: Any) -> Justification:
    """The stages' match of a hypothesis count with a premise partitive's set, made
    compatible only (the quantity edits then take the part's derived value)."""
    if j.verdict != "entails" or not j.premise or outside_partitives(pdoc, list(j.premise)):
        return j
    if partitive_whole(hdoc, j.hypothesis):
        return j
    return replace(j, verdict="compatible", note=PARTITIVE_SET)
