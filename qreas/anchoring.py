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

from qreas.holder_agreement import other_holder
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
        if any(t.lower_ == "than" for t in doc[max(0, y.start - 3) : y.start]):
            continue  # "12 per cent less than in 2019": the comparison's time, not the count's
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


def year_pairs(doc: Any, quantities: Sequence[Numset]) -> list[tuple[Numset, Numset]]:
    """(count, year) pairs a sentence states in parallel: n counts of one unit and n
    years in one sentence go together in order ("96,000 visitors in 2019 and 41,000 in
    2020", "In 2019 it sold 12,300 trucks, and in 2020 9,800", "8,412 at the 2011
    census, up from 7,950 in 2001"). Why: such sentences hang every year on the one
    verb, so the clause does not tell which count a year dates; English writes the
    pairs in parallel order (the "respectively" reading of coordination). A count
    without a unit after one with a unit shares it (ellipsis: "and 41,000 in 2020")."""
    out: list[tuple[Numset, Numset]] = []
    for sent in doc.sents:
        inside = sorted(
            (q for q in quantities if sent.start <= q.number_index < sent.end), key=lambda q: q.number_index
        )
        years = [q for q in inside if q.kind == "year" and q.is_exact]
        if len(years) < 2:
            continue
        groups: dict[str, list[Numset]] = {}
        last = None
        for q in inside:
            if q.kind in ("year", "date", "ordinal") or not q.is_exact:
                continue
            unit = q.unit or last or ""  # "": counts without a unit ("a population of 8,412")
            last = unit or None
            groups.setdefault(unit, []).append(q)
        for unit, group in groups.items():
            if len(group) == len(years):
                out.extend((q.with_(unit=unit), y) for q, y in zip(group, years, strict=True))
    return out


def respective(pdoc: Any, hdoc: Any, premise: Sequence[Numset], hypothesis: Sequence[Numset]) -> str | None:
    """The label a parallel pairing of counts and years (``year_pairs``) gives a
    hypothesis that dates one count: "entailment" when the premise pairs the count with
    the hypothesis' year, "contradiction" when it pairs another count of that unit with
    that year ("96,000 visitors in 2019 and 41,000 in 2020" / "96,000 visitors in
    2020"), "neutral" when it gives the count for another year only; None when no
    pairing speaks to the hypothesis."""
    h_years = _years(hypothesis)
    counts = [h for h in hypothesis if h.kind not in ("year", "date", "ordinal")]
    if len(counts) != 1 or not counts[0].is_exact or len(h_years) != 1 or not h_years[0].is_exact:
        return None  # two years: a change or a sum over them ("2,500 fewer in 2020 than in 2019")
    h = counts[0]
    if _change(hdoc, h):
        return None  # "fell by 26 in 2023": a change, not the level the premise pairs with a year
    dated_h = clause_years(hdoc, h, h_years, temporal_clauses=True)
    # pairs said of another named entity than the hypothesis' ("Skyhop carried ..."): not its counts
    every = [
        (q, y)
        for q, y in year_pairs(pdoc, premise)
        if not other_holder(pdoc, q, hdoc, h) and not _compared(pdoc, q)
    ]
    pairs = [(q, y) for q, y in every if (q.unit or "") == (h.unit or "")]
    if not pairs:  # "membership rose from 45 in 1980 to 260" / "45 members": the counts of the noun
        pairs = [(q, y) for q, y in every if not q.unit]
    if not dated_h or not pairs:
        return None
    at_year = [q for q, y in pairs if any(_overlap(y, b) for b in dated_h)]
    if at_year:
        return "entailment" if any(q.lo == h.lo for q in at_year) else "contradiction"
    return "neutral" if any(q.lo == h.lo for q, _ in pairs) else None


def _compared(doc: Any, q: Numset) -> bool:
    """A premise figure that is a difference ("1,200 *fewer than* in 2023"): the year
    after it dates the level compared with, not this figure."""
    after = [t.lower_ for t in doc[q.end : q.end + 2]]
    return len(after) == 2 and after[0] in ("more", "fewer", "less") and after[1] == "than"


def _change(doc: Any, h: Numset) -> bool:
    """A hypothesis count that is a change or a comparison ("fell by 26", "rose to",
    "26 more than"): its verb names a change of level (``qreas.changes``), or "by" / a
    comparative is next to it."""
    from qreas.changes import direction

    verb = _verb(doc, h.number_index)
    if verb is not None and direction(verb) is not None:  # a change of level ("fell", "rose")
        return True
    near = doc[max(0, h.start - 2) : min(len(doc), h.end + 2)]
    return any(t.lower_ in ("by", "than", "more", "fewer", "less") for t in near)
