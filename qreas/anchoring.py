"""Facts dated in one year are not facts of another: a check on a document's entailments.

Why: a paragraph states counts at given times ("Its membership stood at 42 in 2020")
and dates other events elsewhere ("The club was founded in 1952"). A hypothesis may join
the two ("The club had 42 members when it was founded in 1952"): each quantity is
found in the paragraph, and the premise's "in 2020" is only a deleted modifier to the
proof (deleting a restriction is sound in an upward context). But the year restricts
*when* the count holds, and the hypothesis puts the count at another time: the
paragraph does not say how many members the club had in 1952. So an entailment that
restates a count dated, in its own clause, by years that all differ from the years
the hypothesis dates that count by is not an entailment (neutral: another time, the
benchmark convention for "another year or event").

The clause of a quantity is its governing verb; a hypothesis count is also dated by
a clause under its verb ("had 42 members *when it was founded in 1952*"). Only a
number restated exactly is checked: a bound or an arithmetic result is not the
dated count itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from qreas.types import Justification, Numset


def _verb(doc: Any, i: int) -> Any:
    """The verb (or auxiliary) whose clause token i belongs to, or None."""
    t = doc[min(i, len(doc) - 1)]
    while t.head.i != t.i and t.pos_ not in ("VERB", "AUX"):
        t = t.head
    return t if t.pos_ in ("VERB", "AUX") else None


def _years(quantities: Iterable[Numset]) -> list[Numset]:
    return [q for q in quantities if q.kind == "year"]


def clause_years(
    doc: Any, q: Numset, years: Sequence[Numset], temporal_clauses: bool = False
) -> list[Numset]:
    """The years dating quantity ``q``'s clause (``temporal_clauses``: and the years of
    the clauses under its verb, "when it was founded in 1952", wherever the parser
    hangs them)."""
    verb = _verb(doc, q.number_index)
    if verb is None:
        return []
    out = []
    for y in years:
        yv = _verb(doc, y.number_index)
        if yv is None:
            continue
        if yv.i == verb.i or (temporal_clauses and verb.is_ancestor(yv)):
            out.append(y)
    return out


def _overlap(a: Numset, b: Numset) -> bool:
    return a.lo <= b.hi and b.lo <= a.hi


def misdated(
    pdoc: Any,
    hdoc: Any,
    justifications: Sequence[Justification],
    premise: Sequence[Numset],
    hypothesis: Sequence[Numset],
) -> Numset | None:
    """The hypothesis quantity an entailment dates at another time than the premise
    count it matched (see the module docstring), or None."""
    p_years, h_years = _years(premise), _years(hypothesis)
    if not p_years or not h_years:
        return None
    for j in justifications:
        h = j.hypothesis
        if j.verdict != "entails" or h.kind in ("year", "date") or len(j.premise) != 1:
            continue
        p = j.premise[0]
        if not (h.is_exact and p.is_exact and h.lo == p.lo):
            continue  # a bound or a derivation: the number is not simply restated
        dated_p = clause_years(pdoc, p, p_years)
        dated_h = clause_years(hdoc, h, h_years, temporal_clauses=True)
        if dated_p and dated_h and not any(_overlap(a, b) for a in dated_p for b in dated_h):
            return h
    return None
