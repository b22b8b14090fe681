"""Which quantifiers of its clause a quantity edit projects through.

A quantity edit does not project through the numerals of its co-arguments: "40
farmers sold 300 goats" has a cumulative reading, where each count is an independent
amount of one event (Scha 1981), so "300" / "200" is decided by the two amounts alone.
A quantifier *word* is different: "no team", "few teams", "every team" quantify over
individuals, each of which the quantity is said of (the distributive reading is the
only one), so the quantity sits in that quantifier's scope and projects through it:
"No team scored more than 3 goals" -> "No team scored more than 4 goals" is ⊐ under
"no", ⊏ in all (Barwise & Cooper 1981; MacCartney 2009's projection). Only the
scope counts: a numeral inside the quantifier's own noun phrase ("all 20 pupils")
states the group's size, which the universal presupposes rather than restricts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.natlog.polarity import DETERMINERS, EXISTENTIAL, PARTITIVE_HEADS, Operator

# numerals and bounds read as quantifiers ("exist" from "a" changes nothing a numeral
# does not): the scopes a quantity edit skips
QUANTIFIER_SIGNATURES = frozenset(
    {"exist", "exist-n", "no", "down-only", "non", "every-restrictor", "every-scope"}
)
QUANTIFIER_WORDS = frozenset(DETERMINERS) | frozenset(PARTITIVE_HEADS)


def edit_contexts(e: Any, p_ops: Sequence[Operator], h_ops: Sequence[Operator]) -> list[str]:
    """``quantity_contexts`` of a quantity edit (``align.Edit``), read on the side it
    projects from, with the quantifier words both sentences have."""
    kept = frozenset(o.word for o in p_ops) & frozenset(o.word for o in h_ops)
    if e.p_index is not None:
        return quantity_contexts(p_ops, e.p_index, e.inside, kept)
    return quantity_contexts(h_ops, e.h_index if e.h_index is not None else 0, e.inside, kept)


def quantity_contexts(
    ops: Sequence[Operator], i: int, inside: frozenset[int], kept: frozenset[str]
) -> list[str]:
    """Signatures over a quantity edit at token ``i``, innermost first: every operator
    outside the edited phrase except the quantifiers of its clause, and of those the
    scope of a quantifier word that is not existential ("no", "few", "every") and that
    both sentences have (``kept``): a quantifier the other sentence replaces ("No team"
    / "One team") is its own edit, after which the quantity sits in the new one's scope."""
    out: list[str] = []
    for op in ops:
        if op.index in inside:
            continue
        for k, (tokens, sig) in enumerate(op.scopes):
            if i not in tokens:
                continue
            if sig not in QUANTIFIER_SIGNATURES or (op.word in kept and _distributive_scope(op, k, sig)):
                out.append(sig)
    return out


def _distributive_scope(op: Operator, k: int, sig: str) -> bool:
    """The scope (second argument) of a quantifier word that is not existential."""
    return k == 1 and sig not in EXISTENTIAL and op.word in QUANTIFIER_WORDS and len(op.scopes) == 2
