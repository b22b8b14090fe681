"""Arithmetic word problems, invented: role words read in their first sense ("heads" of
lettuce, "cookies" count no people); a "-ies" plural lemmatised by the dictionary; a
rate or a period ("3 grams in a cup", "every 4 hours") does not deny a value the
hypothesis states under its own condition; the product of two lengths is an area;
"compared to X" names a comparative's standard; "the number of X is N" counts X."""

from __future__ import annotations

import pytest


def _label(reasoner, premise: str, hypothesis: str) -> str:
    """The 2-class label of the AWP sets: entailment, or not."""
    got = reasoner.predict(premise, hypothesis).label
    return "entailment" if got == "entailment" else "not"


def test_role_word_in_first_sense(reasoner):
    assert not reasoner.pruner.is_person("head")
    assert reasoner.pruner.is_person("cook")
    assert reasoner.pruner.units_compatible("people", "head") is None
    assert reasoner.pruner.units_compatible("people", "teacher") is not None


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        ("4 people bought 12 lettuce heads each.", "48 lettuce heads were bought in all", "entailment"),
        ("4 people bought 12 lettuce heads each.", "40 lettuce heads were bought in all", "not"),
        ("You want to give 5 cookies to each of the 7 people.", "You need 35 cookies", "entailment"),
        ("You want to give 5 cookies to each of the 7 people.", "You need 30 cookies", "not"),
    ],
)
def test_products_over_people(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        ("There are 4 grams of sugar in a cookie.", "20 grams of sugar are there in 5 cookies", "entailment"),
        ("There are 4 grams of sugar in a cookie.", "24 grams of sugar are there in 5 cookies", "not"),
        (
            "Tom saw a ferry and 9 cars crossed the river every 10 minutes",
            "27 cars crossed the river in 30 minutes",
            "entailment",
        ),
        (
            "Tom saw a ferry and 9 cars crossed the river every 10 minutes",
            "30 cars crossed the river in 30 minutes",
            "not",
        ),
    ],
)
def test_rate_is_no_denial_of_a_condition(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "hypothesis, label",
    [
        ("The rug covers 48 square meters of floor", "entailment"),
        ("The rug covers 14 square meters of floor", "not"),
    ],
)
def test_area_of_two_lengths(reasoner, hypothesis, label):
    assert _label(reasoner, "A rug is 8 meters long and 6 meters wide.", hypothesis) == label


@pytest.mark.parametrize(
    "hypothesis, label",
    [
        ("23 more apples are there compared to pears in the basket", "entailment"),
        ("13 more apples are there compared to pears in the basket", "not"),
    ],
)
def test_compared_to(reasoner, hypothesis, label):
    assert _label(reasoner, "In a basket, there are 61 apples and 38 pears.", hypothesis) == label


@pytest.mark.parametrize(
    "hypothesis, label",
    [
        ("The average number of apples in each basket is 2.5", "entailment"),
        ("The average number of apples in each basket is 3.5", "not"),
    ],
)
def test_number_of_counts(reasoner, hypothesis, label):
    assert _label(reasoner, "There are 4 baskets and there are 10 apples in the baskets", hypothesis) == label


def test_number_of_needs_a_plural(reasoner):
    from qreas.quantities import _number_of

    doc = reasoner.nlp("The total of the bill is 10.5")
    assert _number_of(doc[-1]) is None
    doc = reasoner.nlp("The total number of goals is 12")
    assert _number_of(doc[-1]) == "goal"
