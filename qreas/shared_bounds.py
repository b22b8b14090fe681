"""Bound phrases both sides share (stage 5, step 1): "a maximum of 45 hours" / "a
maximum of 35 hours" in the same slot compare the values the phrases bound, not the
bounds as intervals.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from qreas.candidates import SAME_SLOT, _Candidate
from qreas.config import Config
from qreas.matching import relate_quantities
from qreas.numbers import modifier_before
from qreas.roles import Mention
from qreas.types import Numset


def _shared_bound(config: Config, c: _Candidate, h: Mention, pdoc: Any, hdoc: Any) -> _Candidate:
    """A bound phrase both sides share in the same slot is context; the values it
    bounds compare. A bound over a bound ("a maximum of more than 60 hours", "at
    least less than 40 tees") only makes sense of the value the outer phrase names
    (the maximum is more than 60), so "a maximum of 70 hours" supports it: the
    maximum is 70. A bound named by a noun ("a maximum of 45 hours": the maximum
    is 45) is one value, so "a maximum of 35 hours" in the same slot contradicts."""
    if c.score < SAME_SLOT:
        return c
    p, hq = c.mention.quantity, h.quantity
    p_out, h_out = _outer_bound(pdoc, p), _outer_bound(hdoc, hq)
    p_lead, h_lead = _lead_bound(pdoc, p), _lead_bound(hdoc, hq)
    if h_out and not p_out and h_out == p_lead:
        p_in, h_in = _bound_value(p), hq
    elif p_out and not h_out and p_out == h_lead:
        p_in, h_in = p, _bound_value(hq)
    elif p_lead and p_lead == h_lead and not (p_out or h_out) and _nominal_bound(pdoc, p):
        p_in, h_in = _bound_value(p), _bound_value(hq)
    else:
        return c
    return replace(c, verdict=relate_quantities(p_in, h_in, c.compat.factor, config.rel_tolerance))


def _number_start(doc: Any, q: Numset) -> int:
    """The first number word of a mention (after its bound phrase and currency sign)."""
    return next((t.i for t in doc[q.start : q.end] if t.like_num or t.tag_ == "CD"), q.start)


def _lead_bound(doc: Any, q: Numset) -> tuple[str, ...]:
    """The bound phrase a mention opens with ("a maximum of", "up to" in "up to $ 1000"),
    as lower-cased words; empty if the words before its number are not one bound."""
    words = [t.lower_ for t in doc[q.start : _number_start(doc, q)] if t.tag_ != "$"]
    mod = modifier_before(words)
    if not words or mod is None or mod.length != len(words) or mod.kind not in ("lower", "upper"):
        return ()
    return tuple(words)


def _outer_bound(doc: Any, q: Numset) -> tuple[str, ...]:
    """A bound phrase just before a mention that opens with a bound of its own ("a
    maximum of" in "a maximum of more than 60 hours"): the parser reads the inner one."""
    if not _lead_bound(doc, q):
        return ()
    words = [t.lower_ for t in doc[max(0, q.start - 5) : q.start]]
    mod = modifier_before(words)
    if mod is None or mod.kind not in ("lower", "upper"):
        return ()
    return tuple(words[len(words) - mod.length :])


def _nominal_bound(doc: Any, q: Numset) -> bool:
    """Is a mention's bound a noun phrase naming the extreme value ("a maximum of",
    "minimum of"): a definite value, not a speaker's bound on an unknown amount?"""
    span = doc[q.start : _number_start(doc, q)]
    if _quantifies_subject(doc, q, span):
        return False
    return (
        len(span) >= 2
        and span[0].pos_ in ("DET", "NOUN")
        and any(t.pos_ == "NOUN" and t.nbor(1).lower_ == "of" for t in span[:-1])
    )


def _quantifies_subject(doc: Any, q: Numset, span: Any) -> bool:
    """ "A minimum of 267 miners completed the course", "the hotel bought a minimum of
    55 sofas": a bound on how many individuals did something or had it done to them is
    a quantifier (at least 267), not the value of a rule's extreme."""
    counted = doc[q.end - 1]
    arguments = ("nsubj", "nsubjpass", "dobj")
    subject = any(t.pos_ == "NOUN" and t.dep_ in arguments for t in span)
    subject = subject or counted.dep_ in arguments
    return q.dimension is None and counted.tag_ == "NNS" and subject


def _bound_value(q: Numset) -> Numset:
    """The value a one-sided bound names, as an exact quantity ("at most 70" -> 70)."""
    finite = [v for v in (q.lo, q.hi) if math.isfinite(v) and not (v == q.lo and q.lo_floor)]
    if len(finite) != 1:
        return q
    return q.with_(lo=finite[0], hi=finite[0], lo_open=False, hi_open=False)
