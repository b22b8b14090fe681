"""Unit compatibility (stage 3), written from the spec's rules."""

import pytest

from qreas.config import Config
from qreas.pruner import Pruner
from qreas.types import Numset
from qreas.units import registry


@pytest.fixture(scope="module")
def pruner():
    return Pruner()


@pytest.mark.parametrize(
    "a, b",
    [
        ("soldiers", "troops"),  # collective noun read from the WordNet gloss
        ("policemen", "people"),  # job vs person word
        ("americans", "people"),  # nationality vs person word
        ("cars", "vehicles"),  # hypernym
        ("policemen", "officers"),  # shared synset
        ("children", "kids"),  # synonyms
        ("$", "dollar"),  # currency symbol vs word
        ("kilometer", "meter"),  # same dimension
        ("cent", "dollar"),
        ("soldier", "soldier"),
    ],
)
def test_compatible(pruner, a, b):
    assert pruner.units_compatible(a, b) is not None


@pytest.mark.parametrize(
    "a, b",
    [
        ("apples", "oranges"),
        ("soldiers", "policemen"),  # two different roles
        ("kilometer", "kilogram"),  # different dimensions
        ("dollar", "%"),
        ("dollar", "euro"),  # no exchange rates
        (None, "apple"),  # a missing unit is not a wildcard
        ("apple", None),
        ("kilometer", "apple"),  # a measure vs a counted thing
    ],
)
def test_incompatible(pruner, a, b):
    assert pruner.units_compatible(a, b) is None


def test_both_unitless(pruner):
    assert pruner.units_compatible(None, None).relation == "both-unitless"


def test_conversion_factor_is_directional(pruner):
    assert pruner.units_compatible("kilometer", "meter").factor == pytest.approx(1000)
    assert pruner.units_compatible("meter", "kilometer").factor == pytest.approx(0.001)
    assert pruner.units_compatible("cent", "dollar").factor == pytest.approx(0.01)


def test_wordnet_switch_turns_off_wordnet_rules():
    off = Pruner(Config(disabled=frozenset({"wordnet"})))
    assert off.units_compatible("cars", "vehicles") is None
    assert off.units_compatible("kilometer", "meter") is not None  # lexicon rule stays
    assert off.units_compatible("americans", "people") is not None  # lexicon rule stays


def test_numsets_are_not_modified_and_order_free(pruner):
    p = Numset(lo=2, hi=2, unit="kilometer", dimension="length", scale=1000.0)
    h = Numset(lo=2000, hi=2000, unit="meter", dimension="length", scale=1.0)
    before = (p, h)
    assert pruner.compatible(p, h).factor == pytest.approx(1000)
    assert (p, h) == before
    assert (pruner.compatible(h, p) is None) == (pruner.compatible(p, h) is None)


def test_registry_multiword_and_longest_match():
    unit, used = registry().lookup(["square", "miles", "of", "land"])
    assert (unit.canonical, unit.dimension, used) == ("square mile", "area", 2)
    unit, used = registry().lookup(["per", "cent"])
    assert (unit.canonical, used) == ("%", 2)
    assert registry().lookup(["apples"]) is None


def test_collective_noun_defined_with_the(pruner):
    # WordNet: police "the force of policemen and officers"
    assert pruner.units_compatible("policeman", "police") is not None
