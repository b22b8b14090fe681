"""Ages named by their decade: "in her forties" is an age of 40 to 49, "in his early
eighties" 80 to 83, "in their late twenties" 27 to 29.

Why: encyclopedia claims give ages this way ("She was in her thirties when she won the
title"), and without a quantity the hypothesis' age is matched by words alone, so a
birth year and an event year that put her at 34 neither entail "in her thirties" nor
contradict "in her forties". Read as a bare age (like "over 30"), the age derivers
compare it with the age the years imply. Only after "in" and a possessive pronoun or
name: "the forties" / "the 1940s" are decades of the calendar, not of a life.
"""

from __future__ import annotations

import functools
from collections.abc import Collection

from spacy.tokens import Doc

from qreas.lexicon import lines
from qreas.types import Numset

PARTS = {"early": (0, 3), "mid": (4, 6), "late": (7, 9)}


@functools.cache
def _decades() -> dict[str, int]:
    return {f[0].lower(): int(f[1]) for f in lines("age_decades.tsv")}


def decade_ages(doc: Doc, taken: Collection[int] = ()) -> list[Numset]:
    """The ages "in <possessive> [early|mid|late] <decade>" of a parsed sentence."""
    out = []
    for tok in doc:
        first = _decades().get(tok.lower_)
        if first is None or tok.i in taken or tok.head.lower_ != "in":
            continue
        if not any(c.dep_ == "poss" for c in tok.children):
            continue
        lo, hi = (first, 19) if first == 13 else (first, first + 9)
        part = next((c for c in tok.children if c.lower_ in PARTS or c.lower_ == "mid-"), None)
        if part is not None and first != 13:
            a, b = PARTS[part.lower_.rstrip("-")]
            lo, hi = first + a, first + b
        start = tok.left_edge.i  # "her forties", "Olsen's early forties"
        verb = tok.head.head
        out.append(
            Numset(
                lo=float(lo),
                hi=float(hi),
                text=doc[start : tok.i + 1].text,
                start=start,
                end=tok.i + 1,
                verb=verb.lemma_.lower() if verb.pos_ in ("VERB", "AUX") else None,
                number_index=tok.i,
            )
        )
    return out


def is_decade_age(doc: Doc, q: Numset) -> bool:
    """Whether ``q`` is an age named by its decade (``decade_ages``)."""
    return doc[q.number_index].lower_ in _decades() and q.start > 0 and doc[q.start - 1].lower_ == "in"
