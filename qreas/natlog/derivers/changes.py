"""A change of a level: "rose from X to Y" is a change of Y - X, and of (Y - X) / X *
100 percent; "was X% and then rose by N points" ends at X + N percent.

The roles come from the words (``qreas.changes``): the quantity after "from" is the
start, after "to" the end, after "by" the size of the change, each of one change word.
The hypothesis' change word gives the sign ("fell by 616" claims a change of -616, so
"rose by 616" of a fall is another value).

For a rate (a quantity in %), "by N percentage points" adds N, while "by N percent" is
read two ways: multiplying by 1 + N/100, or adding N points (news text uses both). A
value is proposed only where both readings agree on how it stands to the hypothesis
(supervaluation, as for a vague word); otherwise the hull of the readings, which no
exact claim can be decided by. An exact figure that equals one reading is read as
that reading ("fell by 25%" of a rate that went from 8% to 6% is its relative fall, and
"fell by 2%" its fall in points): a coincidence of an exact number is no accident.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from typing import Any

from qreas.changes import Role, role_of, subject
from qreas.lexicon import word_set
from qreas.matching import Interval, relate
from qreas.natlog.derived import IN_DOCUMENT, Context, Derived, deriver
from qreas.types import Numset, fmt_number

POINTS = frozenset({"percentage point", "point"})


def _sign(role: Role) -> int:
    return -1 if role.direction == "decrease" else 1


def _roles(doc: object, qs: Sequence[Numset]) -> list[tuple[Numset, Role]]:
    out = []
    for q in qs:
        if q.kind in ("amount", "ratio"):
            r = role_of(doc, q.start)
            if r is not None:
                out.append((q, r))
    return out


def _verdict(value: float, h: Numset) -> str:
    return relate(Interval(value, value), Interval.of(h))


def _propose(h: Numset, readings: Sequence[float], equation: str, sources: tuple[Numset, ...],
             p_tokens: frozenset[int], h_tokens: frozenset[int]) -> Derived:  # fmt: skip
    """One reading, or where readings disagree on the hypothesis, their hull (which
    only a claim that covers all of it, or none of it, can be decided by)."""
    exact = [v for v in readings if h.is_exact and math.isclose(v, h.lo, abs_tol=0.05)]
    if exact:  # "fell by 25%" of 8% -> 6%: an exact figure that is one reading names it
        lo = hi = exact[0]
    elif len({_verdict(v, h) for v in readings}) == 1:
        lo = hi = readings[0]
    else:
        lo, hi = min(readings), max(readings)
    value = h.with_(lo=lo, hi=hi, lo_open=False, hi_open=False, approximate=False, lo_floor=False)
    return Derived(value, equation, sources, p_tokens, h_tokens)


def _priced(words: frozenset[str], other_verb: Any) -> frozenset[str]:
    """A subject's words without its price noun when the other side's verb is "cost":
    "ticket *prices* tripled" and "a ticket now *costs* 15 dollars" speak of one amount
    (``lexicons/price_nouns.txt``)."""
    if other_verb.lemma_.lower() != "cost":
        return words
    return words - word_set("price_nouns.txt") or words


def price_tokens(change_word: Any, other_verb: Any) -> frozenset[int]:
    """The price nouns of a change's subject that the other side's "cost" accounts for."""
    if other_verb.lemma_.lower() != "cost":
        return frozenset()
    _, idx = subject(change_word, False)
    doc = change_word.doc
    return frozenset(i for i in idx if doc[i].lemma_.lower() in word_set("price_nouns.txt"))


def _other_subject(ctx: Context, pr: Role, hr: Role, sources: tuple[Numset, ...]) -> Derived | None:
    """A change said of something else ("the number of *Brazilians* rose by 2,129"
    after "the number of *Americans* rose from ... to ..."): the premise fixes no value
    for it, so the derived quantity is any value (which only ⊐ the claim); its
    subject words are the ones the derivation compares. A causative change is of the
    same thing when its agents or its objects agree ("Bellstrand cut its full-year
    forecast" / "it lowered its annual forecast"; "the service raised its price" /
    "the price went up")."""
    for causative in (False, True):  # the agent of a causative change, or what changed
        pw, pi = subject(pr.word, causative)
        hw, hi = subject(hr.word, causative)
        pw, hw = _priced(pw, hr.word), _priced(hw, pr.word)
        if not pw or not hw or pw == hw or (IN_DOCUMENT.get() and hw < pw) or _synonymous(pw, hw):
            return None  # in a text, "enrollment" is the "enrollment in the district" it is about
    h = ctx.h
    value = h.with_(lo=-math.inf, hi=math.inf, lo_open=True, hi_open=True, lo_floor=False)
    eq = f"a change of {' '.join(sorted(pw))} says nothing of {' '.join(sorted(hw))}"
    # the change words too: both sentences speak of a change, of different things
    return Derived(value, eq, sources, pi | {pr.prep, pr.word.i}, hi | {hr.prep, hr.word.i}, exclusive=False)


def _synonymous(pw: frozenset[str], hw: frozenset[str]) -> bool:
    """Each of the claim's subject words is one of the text's or a synonym of one
    ("sales" / "revenue": ``lexical.relation`` ≡): the same thing in other words."""
    from qreas.natlog.lexical import relation
    from qreas.natlog.relations import Rel

    return all(w in pw or any(relation(p, w, "NOUN") is Rel.EQ for p in pw) for w in hw)


def _in_unit_of(y: Numset, x: Numset) -> Numset:
    """``y`` in ``x``'s unit when both measure one dimension ("from 2 meters to 250
    centimeters"), else ``y`` as it is."""
    if y.unit == x.unit or x.dimension is None or x.dimension != y.dimension or not x.scale:
        return y
    k = y.scale / x.scale
    return y.with_(lo=y.lo * k, hi=y.hi * k, unit=x.unit, scale=x.scale)


def _size_sign(pr: Role, hr: Role, change: float) -> int:
    """The sign the hypothesis gives a change's size: its change word's direction
    ("fell by 616" claims -616); a word of no direction ("changed by", "went from")
    claims the size the premise's numbers give, whichever way it went."""
    if hr.direction:
        return _sign(hr)
    return -1 if change < 0 else 1


def _same_measure(p: Numset, h: Numset) -> bool:
    return p.dimension == h.dimension and (p.unit == h.unit or not p.unit or not h.unit)


def _change_readings(start: Numset, d: float, h: Numset) -> list[float] | None:
    """The size ``d`` of a change from ``start`` in the hypothesis' unit: itself, in
    percent of the start, or for a rate both (see the module's docstring). None if the
    units do not fit."""
    x = start.lo
    if start.unit == "%":  # a rate
        if h.unit in POINTS:
            return [d]
        if h.unit == "%":
            return [d / x * 100, d] if x else None
        return None
    if h.unit == "%":
        return [d / x * 100] if x else None
    if _same_measure(start, h):
        return [d]
    if start.dimension is not None and start.dimension == h.dimension and h.scale:
        return [d * start.scale / h.scale]  # "from $2 to $2.50" -> "by 50 cents"
    return None


@deriver("change-from-to")
def change_from_to(ctx: Context) -> Iterator[Derived]:
    """ "rose from X to Y" -> "rose by Y - X" / "by (Y - X) / X * 100 percent"."""
    h = ctx.h
    hr = role_of(ctx.hdoc, h.start)
    if hr is None or hr.role != "by":
        return
    roles = _roles(ctx.pdoc, ctx.premise)
    for x, xr in roles:
        if xr.role != "from" or not x.is_exact:
            continue
        for y, yr in roles:
            if yr.role != "to" or yr.word.i != xr.word.i or not y.is_exact:
                continue
            if x.unit is None or per_end(x, y):  # "from 5 to 8 percent": the unit written once, at the end
                x = x.with_(unit=y.unit, dimension=y.dimension, scale=y.scale)
            y = _in_unit_of(y, x)
            if y.unit != x.unit:
                continue
            readings = _change_readings(x, _size_sign(xr, hr, y.lo - x.lo) * (y.lo - x.lo), h)
            if readings is None:
                continue
            if (other := _other_subject(ctx, xr, hr, (x, y))) is not None:
                yield other
                return
            eq = f"{y.text} - {x.text} = {fmt_number(y.lo - x.lo)}"
            if h.unit == "%":
                eq += " = " + " or ".join(f"{fmt_number(r)}%" for r in readings) + f" of {x.text}"
            # the change words too: the sign has read them ("slumped" / "fell by")
            p_words, h_words = frozenset({xr.prep, yr.prep, xr.word.i}), frozenset({hr.prep, hr.word.i})
            p_words |= _level_dates(ctx.pdoc, (x, y), ctx.premise)  # "from 71% *in 2016* to 65% *in 2020*"
            if h.unit == "%":  # "from $2 to $3 *a kilo*": a price per kilo rises by the same share
                p_words |= per_words(ctx.pdoc, y)
            yield _propose(h, readings, eq, (x, y), p_words, h_words)


DATING = frozenset({"in", "during", "at", "on"})
PER = frozenset({"a", "an", "per", "each", "every"})


def per_end(x: Numset, y: Numset) -> bool:
    """ "from $40 to $60 *per day*": the rate's "per" written once, after the end level,
    is the start's too (the start was read as a bare "dollar")."""
    return bool(x.unit and y.unit and y.unit.startswith(f"{x.unit} per "))


def per_words(doc: Any, level: Numset) -> frozenset[int]:
    """ "from $2 to $3 *a kilo*", "to 40 cents *per litre*": the unit a level is priced
    or counted per, right after the end level. A relative change (a share of the start)
    is the same whatever the unit, so the derivation accounts for those words."""
    k = level.end
    if k + 1 >= len(doc) or doc[k].lower_ not in PER or doc[k + 1].pos_ not in ("NOUN", "PROPN"):
        return frozenset()
    return frozenset({k, k + 1})


def _level_dates(doc: Any, levels: Sequence[Numset], premise: Sequence[Numset]) -> frozenset[int]:
    """The dates of a change's start and end written right after them ("from 71% *in
    2016* to 65% *in 2020*"): they say when each level held, part of the change's own
    description, so the derivation accounts for them."""
    out: set[int] = set()
    for q in levels:
        for d in premise:
            if d.kind in ("year", "date") and d.start == q.end + 1 and doc[q.end].lower_ in DATING:
                out |= set(range(q.end, d.end))
    return frozenset(out)


def _level_before(qs: Sequence[Numset], by: Numset, word_i: int) -> Numset | None:
    """The level a "by N" change starts from: a quantity of the rate's unit stated
    before the change word ("was 30% and then rose by 3 points")."""
    unit = "%" if by.unit in POINTS or by.unit == "%" else by.unit
    before = [q for q in qs if q is not by and q.unit == unit and q.is_exact and q.end <= word_i]
    return before[-1] if before else None


@deriver("change-by")
def change_by(ctx: Context) -> Iterator[Derived]:
    """ "was X% and then rose by N points" -> "rose to X + N%"; a rate that rose "by N
    percent" rose by N points or by X * N / 100 points (both readings)."""
    h = ctx.h
    hr = role_of(ctx.hdoc, h.start)
    if hr is None or hr.role not in ("to", "by"):
        return
    for by, br in _roles(ctx.pdoc, ctx.premise):
        if br.role != "by" or not by.is_exact:
            continue
        x = _level_before(ctx.premise, by, br.word.i)
        if x is None:
            continue
        if (other := _other_subject(ctx, br, hr, (x, by))) is not None:
            yield other
            return
        n = _sign(br) * by.lo
        rate = x.unit == "%"
        if hr.role == "to":
            if rate and by.unit == "%":
                readings = [x.lo * (1 + n / 100), x.lo + n]
            elif (rate and by.unit in POINTS) or (not rate and by.unit == x.unit):
                readings = [x.lo + n]
            else:
                continue
            if h.unit != x.unit:
                continue
            eq = f"{x.text} + {by.text} = {fmt_number(readings[-1])}"
        else:
            if not (rate and by.unit == "%" and h.unit in POINTS):
                continue
            readings = [abs(x.lo * n / 100), abs(n)]
            eq = f"{by.text} of {x.text}: {fmt_number(readings[0])} or {fmt_number(readings[1])} points"
        yield _propose(h, readings, eq, (x, by), frozenset({br.prep}), frozenset({hr.prep}))
