"""Units through pint, compound units, number forms and non-negative bounds, on
invented sentences (issue 18)."""

from __future__ import annotations

import math

import pytest

from qreas.measures import compose, pint_word
from qreas.pruner import Pruner
from qreas.quantities import parse_quantities
from qreas.units import registry


def one(text: str, all_kinds: bool = False):
    qs = parse_quantities(text, all_kinds=all_kinds)
    assert len(qs) == 1, [str(q) for q in qs]
    return qs[0]


@pytest.mark.parametrize(
    "text, unit, dimension",
    [
        ("The train ran at 120 km/h all day.", "kilometer per hour", "speed"),
        ("The train ran at 120 kilometres per hour.", "kilometer per hour", "speed"),
        ("The train ran at 120 kph.", "kilometer per hour", "speed"),
        ("The stone fell at 9.8 m/s2 near the ground.", "meter per square second", "acceleration"),
        ("The stone fell at 9.8 m/s² near the ground.", "meter per square second", "acceleration"),
        ("Copper sold at 3 $/kg last week.", "dollar per kilogram", "[mass]^-1*currency:usd^1"),
        ("Copper sold at 3 dollars per kilogram.", "dollar per kilogram", "[mass]^-1*currency:usd^1"),
        ("Gallium costs $680 per kg now.", "dollar per kilogram", "[mass]^-1*currency:usd^1"),
        ("The lake holds 4 km^3 of water.", "cubic kilometer", "volume"),
        ("The lake holds 4 km³ of water.", "cubic kilometer", "volume"),
        ("The lake holds 4 cubic kilometres of water.", "cubic kilometer", "volume"),
        ("The lake holds 4 km cubed of water.", "cubic kilometer", "volume"),
        ("The farm covers 12 sq mi of land.", "square mile", "area"),
        ("The farm covers 40 km2 of land.", "square kilometer", "area"),
        ("The plant made 7 kWh today.", "kilowatt hour", "energy"),
        ("The panel made 50 Wh today.", "watt hour", "energy"),
        ("The photon carries 1.7 eV of energy.", "electron volt", "energy"),
        ("The battery stores 3000 mAh at most.", "milliampere hour", "charge"),
        ("The wire is 16.25 nanometers wide.", "nanometer", "length"),
        ("The chip runs at 2.8 GHz.", "gigahertz", "frequency"),
        ("It rose to 800 degrees Celsius.", "degree Celsius", "temperature:degree Celsius"),
    ],
)
def test_units_and_compound_units(text, unit, dimension):
    q = one(text)
    assert (q.unit, q.dimension) == (unit, dimension)


def test_rate_keeps_both_sides():
    q = one("Gallium costs $680 per kg now.")
    assert q.lo == 680 and q.unit == "dollar per kilogram"
    speed = one("The train ran at 120 km/h all day.")
    length = registry().get("kilometer")
    assert speed.dimension != length.dimension  # a speed never compares with a length


@pytest.mark.parametrize(
    "a, b, factor",
    [
        ("kilometer per hour", "mile per hour", 1 / 1.609344),
        ("mile per hour", "kilometer per hour", 1.609344),
        ("square mile", "square kilometer", 2.589988110336),
        ("square kilometer", "square mile", 1 / 2.589988110336),
        ("cubic kilometer", "liter", 1e12),
        ("kilowatt hour", "watt hour", 1000),
        ("dollar per kilogram", "cent per gram", 0.1),
        ("cent per gram", "dollar per kilogram", 10),
        ("metric ton", "kilogram", 1000),
        ("megabyte", "kilobyte", 1000),
    ],
)
def test_conversions_both_directions(a, b, factor):
    ua, ub = registry().get(a), registry().get(b)
    assert ua is not None and ub is not None
    assert ua.factor_to(ub) == pytest.approx(factor, rel=1e-6)


def test_pruner_compares_compound_units_with_their_factor():
    pruner = Pruner()
    assert pruner.units_compatible("kilometer per hour", "mile per hour").factor == pytest.approx(
        0.621371, rel=1e-5
    )
    assert pruner.units_compatible("kilometer per hour", "kilometer") is None
    assert pruner.units_compatible("euro per kilogram", "dollar per kilogram") is None  # no exchange rates


def test_price_written_without_its_per_unit_still_compares():
    # "the minimum wage of $15" is $15 an hour: a money rate and an amount in the same currency
    pruner = Pruner()
    assert pruner.units_compatible("dollar", "dollar per hour") is not None
    assert pruner.units_compatible("kilometer", "kilometer per hour") is None


def test_dimensional_analysis_through_pint_dimensions():
    kmh, hour, kg = registry().get("kilometer per hour"), registry().get("hour"), registry().get("kilogram")
    assert compose([(kmh, 1), (hour, 1)]).dimension == "length"  # speed x time
    per_kg = registry().get("dollar per kilogram")
    assert compose([(per_kg, 1), (kg, 1)]).dimension == "currency:usd"  # dollar/kg x kg
    assert compose([(kmh, 1), (hour, 1)]).factor_to(registry().get("meter")) == pytest.approx(1000)


def test_composer_multiplies_speed_by_time():
    from qreas import Reasoner

    p = Reasoner().predict("A car drove at 60 km/h for 3 hours.", "The car drove 180 km.")
    assert p.label == "entailment", p.explain()


@pytest.mark.parametrize(
    "text, counted",
    [
        ("She ate 5 zorbs yesterday.", "zorb"),  # unknown to everyone: a counted noun
        ("He ate 3 bars of chocolate.", "bar"),  # pint's bar (pressure) is no unit here
        ("The team scored 20 points.", "point"),
        ("Add 10 pinches of salt.", "pinch"),  # pint reads "pinch" as pico-inch
        ("He has 3 quarters in his pocket.", "quarter"),
    ],
)
def test_words_pint_misreads_are_counted_nouns(text, counted):
    q = one(text)
    assert q.unit == counted and q.dimension is None


@pytest.mark.parametrize(
    "word", ["in", "at", "Tim", "EF", "unit", "pinch", "cat", "mat", "kmph", "", "%$#", "x4", "^", "/"]
)
def test_pint_failures_are_no_unit_never_an_exception(word):
    # function words, names, acronyms, chance prefix splits ("pinch" = pico-inch,
    # "unit" = micro-nit, "kmph" = kilo-mph): no unit from pint
    assert pint_word(word) is None
    registry().lookup([word, "per", "/", "^"])  # no exception


@pytest.mark.parametrize("word", ["pm", "bar", "points", "quarters", "a", "the"])
def test_words_listed_as_no_unit(word):
    assert registry().get(word) is None


def test_a_real_alias_wins_over_a_chance_split():
    assert pint_word("amps").canonical == "ampere"  # not atto-metre per second
    assert registry().get("kmph").canonical == "kilometer per hour"  # listed in units.tsv


def test_unknown_compound_is_no_unit():
    assert registry().get("zorb per flib") is None
    assert parse_quantities("It costs 5 $/zorb and 3 m/flib.")  # no exception


@pytest.mark.parametrize(
    "text, lo, hi, unit",
    [
        ("The door is 2 1/2 in thick.", 2.5, 2.5, "inch"),
        ("Add 2½ cups of flour.", 2.5, 2.5, "cup"),
        ("Add ¾ cup of milk.", 0.75, 0.75, "cup"),
        ("It differs by 2.48×10^-5 overall.", 2.48e-5, 2.48e-5, None),
        ("It differs by 2.48 x 10-5 overall.", 2.48e-5, 2.48e-5, None),
        ("It oscillates at 4e14 hertz.", 4e14, 4e14, "hertz"),
        ("It differs by 1e-5 overall.", 1e-5, 1e-5, None),
        ("Its GDP is $2.174T this year.", 2.174e12, 2.174e12, "dollar"),
        ("The debt is $3tn now.", 3e12, 3e12, "dollar"),
        ("They raised $4.5bn in March.", 4.5e9, 4.5e9, "dollar"),
        ("He earns $12k a year.", 12000, 12000, "dollar"),
        ("The city has 1.2m people.", 1.2e6, 1.2e6, "people"),
        ("I want a gallon of beer.", 1, 1, "gallon"),
        ("Oh look, a penny!", 1, 1, "cent"),
        ("It falls at 9.83e-3 +/- 1e-5 km/s2 here.", 0.00982, 0.00984, "kilometer per square second"),
        ("It weighs 2,000.45±0.01 pounds.", 2000.44, 2000.46, "pound"),
        ("The beam hit 3.5–4.0 TeV.", 3.5, 4.0, "teraelectron volt"),
        ("They paid 10 000 dollars.", 10000, 10000, "dollar"),
        ("They were given 44 mg to 50 mg of it.", 44, 50, "milligram"),
        ("A conceptualized 8- to 16-meter telescope.", 8, 16, "meter"),
        ("He walked two and a half miles.", 2.5, 2.5, "mile"),
        ("He walked one-half miles east.", 0.5, 0.5, "mile"),
        ("The cheque said three million, two hundred & forty.", 3000240, 3000240, None),
        ("Prices ranged between $3 and $4 then.", 3, 4, "dollar"),
        ("Prices were from $350 per kg to $680 per kg.", 350, 680, "dollar per kilogram"),
        ("Pour 3 to 4 L of wine.", 3, 4, "liter"),
    ],
)
def test_number_forms(text, lo, hi, unit):
    q = one(text)
    assert (q.lo, q.hi) == (pytest.approx(lo, rel=1e-9), pytest.approx(hi, rel=1e-9))
    assert q.unit == unit


def test_a_change_from_to_is_a_start_and_an_end_with_one_unit():
    # after a change verb "from X to Y" is two quantities (qreas.changes), the unit shared
    from qreas import parse_quantities

    qs = parse_quantities("It rose from $350 per kg to $680 per kg.")
    assert [(q.lo, q.unit) for q in qs] == [(350, "dollar per kilogram"), (680, "dollar per kilogram")]


def test_glued_magnitude_t_only_after_money():
    assert one("A 5t truck passed.").lo == 5  # five tonnes, not five trillion


def test_rate_article_is_not_one():
    qs = parse_quantities("It costs $5 a day and runs 60 miles an hour, twice a week.")
    assert [q.lo for q in qs] == [5, 60]


@pytest.mark.parametrize(
    "text, lo, hi",
    [
        ("It grew until the end of the 1960s.", 1960, 1969),
        ("It was popular in the '90s.", 1990, 1999),
        ("It was built in the mid-1990s.", 1993, 1996),
        ("It was built in the early 20th century.", 1901, 1933),
        ("It was built in the late 1800s.", 1867, 1899),
    ],
)
def test_decades_and_periods_are_temporal(text, lo, hi):
    q = one(text, all_kinds=True)
    assert (q.kind, q.lo, q.hi) == ("year", lo, hi)


@pytest.mark.parametrize(
    "text, lo, hi",
    [
        ("It could be off by up to 4,000 km.", 0, 4000),
        ("Fewer than 10 people came.", 0, 10),
        ("It costs at most $5 now.", 0, 5),
        ("It lasted less than 3 hours.", 0, 3),
        ("It dropped below -3 degrees.", -math.inf, -3),  # a temperature may be negative
        ("It fell by less than 5%.", -math.inf, 5),  # a change of a share may be negative
    ],
)
def test_non_negative_dimensions_start_at_zero(text, lo, hi):
    q = one(text)
    assert (q.lo, q.hi) == (lo, hi)


def test_floor_is_still_a_one_sided_bound_for_the_reasoner():
    from qreas import Reasoner

    r = Reasoner()
    p = r.predict("Mary works a maximum of 45 hours.", "Mary works a maximum of 35 hours.")
    assert p.label == "contradiction", p.explain()
    q = one("It could be off by up to 4,000 km.")
    assert q.open_below and q.value_text() == "<= 4000"


def test_coordinated_number_shares_the_unit_of_measure():
    qs = parse_quantities("They were given 45 and 50 mg of it.")
    assert [(q.lo, q.unit) for q in qs] == [(45, "milligram"), (50, "milligram")]


def test_comma_between_number_words_needs_a_scale_on_both_sides():
    qs = parse_quantities("He had a million, two sons.")
    assert [q.lo for q in qs] == [1e6, 2]


def test_upper_bound_before_a_range_opens_its_low_end():
    q = one("The sums run from less than 8 cents to 160 cents.")
    assert (q.lo, q.hi) == (0, 160) and q.open_below
