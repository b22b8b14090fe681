"""Unit conversion: one measure in two units (km/m, m/cm, t/kg, kg/g, weeks/days,
days/hours, hours/minutes, minutes/seconds, liters/milliliters, dollars/cents).

Reading conventions: a measure with a bare numeral is exact ("3 kilometers long" is
3,000 meters long); measures are real numbers, so "more than" and "at least" differ at
the edge. Factors are exact fractions from ``lexicons/suite_units.tsv``; the oracle
converts both sides to the base unit and compares intervals. "2 hours and 15 minutes"
is the sum of its parts. A measure of another thing (the tunnel, not the trail) is
neutral. Money is written "$2.35" and "235 cents".

Round measures are often read as rounded ("the pipeline is 16 kilometers long";
Krifka 2007, "Approximate interpretation of number words"), so an exact measure is
never tested against a bound at its very value ("16 kilometers" against "more than
16,000 meters"); such bounds, and other values said to differ from it ("2 liters"
against "1,900 milliliters", which a rounded 2 liters allows), are a fifth of the
larger unit or more away.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from qreas.lexicon import lines
from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

PH = "unit-conversion"


@dataclass(frozen=True)
class Unit:
    sg: str
    pl: str
    dim: str
    factor: Fraction


@functools.cache
def units() -> dict[str, Unit]:
    return {sg: Unit(sg, pl, dim, Fraction(f)) for sg, pl, dim, f in lines("suite_units.tsv")}


@dataclass(frozen=True)
class Pair:
    big: str
    small: str
    frame: str  # "{thing} is {q} long."
    things: tuple[str, ...]
    lo: int  # range of the value in the big unit, in steps of 1/step
    hi: int
    step: int
    compound: bool = False  # "2 hours and 15 minutes" is idiomatic


PAIRS = (
    Pair(
        "kilometer",
        "meter",
        "the {thing} is {q} long",
        ("trail", "tunnel", "pipeline", "canal", "road"),
        1,
        30,
        2,
    ),
    Pair(
        "meter",
        "centimeter",
        "the {thing} is {q} long",
        ("rope", "plank", "cable", "curtain", "pole"),
        1,
        6,
        4,
    ),
    Pair("metric ton", "kilogram", "the {thing} weighs {q}", ("statue", "load", "boat", "bell"), 1, 20, 2),
    Pair(
        "kilogram", "gram", "the {thing} weighs {q}", ("parcel", "package", "bag of rice", "cheese"), 1, 12, 4
    ),
    Pair("week", "day", "the {thing} lasted {q}", ("course", "trip", "strike", "tour"), 1, 12, 1, True),
    Pair("day", "hour", "the {thing} lasted {q}", ("festival", "strike", "storm", "voyage"), 1, 9, 2, True),
    Pair(
        "hour",
        "minute",
        "the {thing} lasted {q}",
        ("meeting", "film", "concert", "flight", "exam"),
        1,
        6,
        4,
        True,
    ),
    Pair("minute", "second", "the {thing} lasted {q}", ("song", "video", "speech", "alarm"), 2, 10, 4, True),
    Pair("liter", "milliliter", "the {thing} holds {q}", ("bottle", "jug", "flask", "kettle"), 1, 5, 4),
    Pair(
        "dollar", "cent", "the {thing} costs {q}", ("stamp", "newspaper", "candy bar", "bus ticket"), 1, 6, 20
    ),
)


def quantity(x: Fraction, unit: str) -> str:
    """``x`` of ``unit`` as a text writes it: "2.5 kilometers", "1 hour", "$2.35"."""
    if unit == "dollar":
        return f"${render.digits(x)}" if x.denominator == 1 else f"${float(x):,.2f}"
    u = units()[unit]
    return f"{render.digits(x)} {u.sg if x == 1 else u.pl}"


def _pair(d: Draw) -> tuple[Pair, Unit, Unit, Fraction]:
    """A pair (a test may fix its index in ``PAIRS`` as ``pair``), a thing, and a value
    in the big unit (``x_steps`` / ``step``) that is whole in the small unit."""
    p = PAIRS[int(d.fixed["pair"])] if "pair" in d.fixed else d.rng.choice(PAIRS)
    thing = d.choice("thing", p.things)
    d.text("thing2", d.rng.choice([t for t in p.things if t != thing]))
    big, small = units()[p.big], units()[p.small]
    x = Fraction(d.number("x_steps", p.lo * p.step, p.hi * p.step), p.step)
    if (x * big.factor / small.factor).denominator != 1:
        raise Redraw("not whole in the small unit")
    return p, big, small, x


def _in(x: Fraction, frm: Unit, to: Unit) -> Fraction:
    return x * frm.factor / to.factor


def _measure(x: Fraction) -> O.Interval:
    return O.exactly(x, whole=False)


def _say(d: Draw, p: Pair, slot: str, thing: str, q: str) -> None:
    text = p.frame.format(thing=thing, q=q)
    d.text(slot, text)


@pattern(PH, "entailment", "{P}.", "{H}.")
def big_unit_to_small_unit(d: Draw) -> O.Label:
    p, big, small, x = _pair(d)
    y = _in(x, big, small)
    _say(d, p, "P", d.slots["thing"], quantity(x, big.sg))
    _say(d, p, "H", d.slots["thing"], quantity(y, small.sg))
    return O.value_label(_measure(x * big.factor), _measure(y * small.factor))


@pattern(PH, "entailment", "{P}.", "{H}.")
def small_unit_to_big_unit(d: Draw) -> O.Label:
    p, big, small, x = _pair(d)
    y = _in(x, big, small)
    _say(d, p, "P", d.slots["thing"], quantity(y, small.sg))
    _say(d, p, "H", d.slots["thing"], quantity(x, big.sg))
    return O.value_label(_measure(y * small.factor), _measure(x * big.factor))


@pattern(PH, "contradiction", "{P}.", "{H}.")
def conversion_off_by_a_power_of_ten(d: Draw) -> O.Label:
    """A slip in the factor: 3 kilometers is not 300 meters."""
    p, big, small, x = _pair(d)
    y = _in(x, big, small) * d.rng.choice([10, Fraction(1, 10)])
    if y.denominator != 1:
        raise Redraw("not whole")
    _say(d, p, "P", d.slots["thing"], quantity(x, big.sg))
    _say(d, p, "H", d.slots["thing"], quantity(y, small.sg))
    return O.value_label(_measure(x * big.factor), _measure(y * small.factor))


@pattern(PH, "contradiction", "{P}.", "{H}.")
def converted_value_differs(d: Draw) -> O.Label:
    p, big, small, x = _pair(d)
    y = _in(x, big, small)
    ratio = big.factor / small.factor
    # a fifth of the big unit or more away: "2 liters" may be a rounded 1.9 liters
    z = y + d.rng.choice([-1, 1]) * ratio / d.rng.choice([2, 4, 5])
    if z.denominator != 1 or z <= 0:
        raise Redraw("not whole")
    _say(d, p, "P", d.slots["thing"], quantity(x, big.sg))
    _say(d, p, "H", d.slots["thing"], quantity(z, small.sg))
    return O.value_label(_measure(x * big.factor), _measure(z * small.factor))


@pattern(PH, "contradiction", "{P}.", "{H}.")
def same_number_other_unit(d: Draw) -> O.Label:
    """The numeral kept and the unit changed: 3 kilometers is not 3 meters."""
    p, big, small, x = _pair(d)
    if x.denominator != 1 and small.sg == "cent":
        raise Redraw("fractions of a cent are not written")
    _say(d, p, "P", d.slots["thing"], quantity(x, big.sg))
    _say(d, p, "H", d.slots["thing"], quantity(x, small.sg))
    return O.value_label(_measure(x * big.factor), _measure(x * small.factor))


@pattern(PH, "neutral", "{P}.", "{H}.")
def converted_value_other_thing(d: Draw) -> O.Label:
    p, big, small, x = _pair(d)
    y = _in(x, big, small)
    _say(d, p, "P", d.slots["thing"], quantity(x, big.sg))
    _say(d, p, "H", d.slots["thing2"], quantity(y, small.sg))
    v = _measure(x * big.factor)
    return O.count_label(v, v, restrictor="other")


# bound phrases over measures: (form, interval maker)
UPPER = (("less than {}", O.fewer_than), ("under {}", O.fewer_than), ("at most {}", O.at_most))
LOWER = (("more than {}", O.more_than), ("over {}", O.more_than), ("at least {}", O.at_least))
BOUND = UPPER + LOWER


def _bound(
    d: Draw, forms: tuple[tuple[str, Callable[..., O.Interval]], ...], x: Fraction, u: Unit
) -> tuple[str, O.Interval]:
    form, fn = d.rng.choice(forms)
    return form.format(quantity(x, u.sg)), fn(x * u.factor, whole=False)


def _bounds(d: Draw, want: O.Label, exact_premise: bool, exact_hypothesis: bool = False) -> O.Label:
    """Premise in the big unit (a bound or an exact value), hypothesis a bound (or an
    exact value) in the small unit near it; draws whose label is not ``want`` are redrawn."""
    p, big, small, x = _pair(d)
    if exact_premise:
        ptext, pint = quantity(x, big.sg), _measure(x * big.factor)
    else:
        ptext, pint = _bound(d, BOUND, x, big)
    y = _in(x, big, small)
    ratio = big.factor / small.factor
    z = y + d.rng.choice([-1, 0, 1]) * ratio / d.rng.choice([2, 4, 5])
    if z.denominator != 1 or z <= 0:
        raise Redraw("not whole")
    if exact_premise and z == y:
        raise Redraw("a bound at the very value of a measure leans on its precision")
    if exact_hypothesis:
        htext, hint = quantity(z, small.sg), _measure(z * small.factor)
    else:
        htext, hint = _bound(d, BOUND, z, small)
    _say(d, p, "P", d.slots["thing"], ptext)
    _say(d, p, "H", d.slots["thing"], htext)
    label = O.value_label(pint, hint)
    if label != want:
        raise Redraw("another label")
    return label


@pattern(PH, "entailment", "{P}.", "{H}.")
def bound_after_conversion_follows(d: Draw) -> O.Label:
    """ "more than 2 kilometers" -> "more than 1,500 meters"."""
    return _bounds(d, "entailment", exact_premise=False)


@pattern(PH, "contradiction", "{P}.", "{H}.")
def bound_after_conversion_excluded(d: Draw) -> O.Label:
    return _bounds(d, "contradiction", exact_premise=False)


@pattern(PH, "neutral", "{P}.", "{H}.")
def bound_after_conversion_open(d: Draw) -> O.Label:
    return _bounds(d, "neutral", exact_premise=False)


@pattern(PH, "neutral", "{P}.", "{H}.")
def bound_vs_exact_after_conversion_open(d: Draw) -> O.Label:
    """ "more than 2 kilometers" leaves "2,500 meters" open."""
    return _bounds(d, "neutral", exact_premise=False, exact_hypothesis=True)


@pattern(PH, "entailment", "{P}.", "{H}.")
def exact_vs_bound_after_conversion_follows(d: Draw) -> O.Label:
    return _bounds(d, "entailment", exact_premise=True)


@pattern(PH, "contradiction", "{P}.", "{H}.")
def exact_vs_bound_after_conversion_excluded(d: Draw) -> O.Label:
    return _bounds(d, "contradiction", exact_premise=True)


def _compound(d: Draw) -> tuple[Pair, Unit, Unit, int, int]:
    p = PAIRS[int(d.fixed["pair"])] if "pair" in d.fixed else d.rng.choice([q for q in PAIRS if q.compound])
    d.choice("thing", p.things)
    big, small = units()[p.big], units()[p.small]
    ratio = int(big.factor / small.factor)
    a = d.number("a", 1, p.hi)
    b = d.number("b", 1, ratio - 1)
    _say(
        d, p, "P", d.slots["thing"], f"{quantity(Fraction(a), big.sg)} and {quantity(Fraction(b), small.sg)}"
    )
    return p, big, small, a, b


@pattern(PH, "entailment", "{P}.", "{H}.")
def compound_measure_in_the_small_unit(d: Draw) -> O.Label:
    """ "2 hours and 15 minutes" -> "135 minutes"."""
    p, big, small, a, b = _compound(d)
    total = a * big.factor + b * small.factor
    y = d.value("y", int(total / small.factor))
    _say(d, p, "H", d.slots["thing"], quantity(Fraction(y), small.sg))
    return O.value_label(_measure(total), _measure(y * small.factor))


@pattern(PH, "contradiction", "{P}.", "{H}.")
def compound_measure_misread(d: Draw) -> O.Label:
    """ "2 hours and 15 minutes" is not 215 minutes (the numerals run together) nor 120
    (the small part dropped)."""
    p, big, small, a, b = _compound(d)
    total = a * big.factor + b * small.factor
    y = d.rng.choice([int(f"{a}{b:02d}"), int(a * big.factor / small.factor)])
    if y * small.factor == total:
        raise Redraw("right by accident")
    y = d.value("y", y)
    _say(d, p, "H", d.slots["thing"], quantity(Fraction(y), small.sg))
    return O.value_label(_measure(total), _measure(y * small.factor))
