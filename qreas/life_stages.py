"""Spans of a person's age said in words: "teenage", "in her twenties", "in his early
forties", "an octogenarian" (``lexicons/age_spans.tsv``).

Each is a quantity of years of age, an interval like any bound: "a woman in her
twenties" is 20 <= age < 30, so "a 23-year-old woman" entails it and "a 35-year-old"
contradicts it, and "teenage" (13 to 19) rules out a 6-year-old. "early" / "mid" /
"late" take the first, middle or last part of a decade (a third of it each, with the
middle overlapping both: dictionaries give "mid-thirties" as about 33 to 37).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from typing import Any

from qreas import mention_context as ctx
from qreas.lexicon import lines
from qreas.types import Numset

POSSESSIVES = frozenset({"his", "her", "their", "my", "your", "our", "its"})
# part of a decade: offsets of [lo, hi) from its start
PARTS = {"early": (0.0, 4.0), "mid": (3.0, 8.0), "late": (6.0, 10.0)}


@functools.cache
def age_spans() -> dict[str, tuple[float, float, bool]]:
    rows = lines("age_spans.tsv")
    return {w: (float(lo), math.inf if hi == "inf" else float(hi), need == "1") for w, lo, hi, need in rows}


def _part(doc: Any, i: int) -> tuple[str, int] | None:
    """ "early" / "mid" / "late" before a decade word ("early twenties", "mid-30s")."""
    for k in (i - 1, i - 2):
        if k >= 0 and doc[k].lower_ in PARTS:
            return doc[k].lower_, k
        if k >= 0 and doc[k].lower_ != "-":
            break
    return None


@functools.cache
def _year_scale() -> float:
    from qreas.units import registry

    unit = registry().get("year")
    return unit.scale if unit is not None else 31557600.0


def _owner(doc: Any, start: int) -> int | None:
    """The possessive before a decade word: "her" ("in her fifties"), or the "'s" of a
    name, as coreference writes the pronoun out ("in Ada Lind's fifties"); None when the
    decade has no owner (the 1950s, a list of numbers)."""
    if start == 0:
        return None
    if doc[start - 1].lower_ in POSSESSIVES:
        return start - 1
    if doc[start - 1].tag_ != "POS" or start < 2 or doc[start - 2].pos_ != "PROPN":
        return None
    return start - 1  # the name stays out of the quantity: a word the claim aligns itself


def age_spans_of(doc: Any, taken: set[int]) -> Iterator[Numset]:
    """A quantity of years of age for each age word of a sentence."""
    for t in doc:
        span = age_spans().get(t.lower_)
        if t.i in taken or span is None:
            continue
        lo, hi, needs_owner = span
        start = t.i
        part = _part(doc, t.i) if needs_owner and hi - lo == 10 else None
        if part is not None:
            a, b = PARTS[part[0]]
            lo, hi, start = lo + a, lo + b, part[1]
        if needs_owner:
            owner = _owner(doc, start)
            if owner is None:
                continue
            start = owner
            if start > 0 and doc[start - 1].lower_ == "in":
                start -= 1
        verb = ctx.governing_verb(t)
        yield Numset(
            lo=lo,
            hi=hi,
            hi_open=True,
            unit="year",
            text=doc[start : t.i + 1].text,
            start=start,
            end=t.i + 1,
            verb=verb.lemma_.lower() if verb is not None else None,
            negated=ctx.negated(verb),
            dimension="time",
            scale=_year_scale(),  # years in seconds, as "26 years" has: spans compare with durations
            kind="amount",
            number_index=t.i,
        )
