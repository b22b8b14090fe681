"""Counts named without a numeral and bounds or ranges written around a noun, with
invented sentences: "the same nurse" is one nurse, "Ann Lee and Bo Li are charged"
counts two suspects, "two of the injured" counts people, "under age 12" is under 12,
"between the ages of 5 and 9" is one range, "4 hours or more" bounds the measure."""

from __future__ import annotations

import pytest

from qreas.quantities import parse_doc


def _quantities(reasoner, text):
    doc = reasoner.parse_many([text])[text]
    return [(q.text, q.lo, q.hi) for q in parse_doc(doc, reasoner.config, all_kinds=True)]


# ------------------------------------------------------- counts named without a numeral
@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # identity and exclusive adjectives single out one individual
        (
            "The farmer saw the same fox in his yard on four nights .",
            "One fox came to the yard four nights",
            "entailment",
        ),
        (
            "The only survivor was taken to a hospital in Leeds .",
            "One survivor was taken to a hospital",
            "entailment",
        ),
        # a plural does not name one
        ("The farmer saw the same foxes in his yard on four nights .", "One fox came to the yard", "neutral"),
        # a title in apposition to a name describes that one person
        (
            "'' Prices will fall , '' said Mara Olsen , chief economist of Nordbank .",
            "Prices will fall , one economist says",
            "entailment",
        ),
        # "the" + participle counts people; the listed items are people
        (
            "The nurse and the bus driver were flown to a trauma center , police said .",
            "Two of the wounded were flown to a trauma center",
            "entailment",
        ),
        # a list of names counts the people a hypothesis describes in the same event
        (
            "Ann Lee , 19 , and Carl Moss , 20 , were arrested on Friday , police said .",
            "Two suspects arrested on Friday",
            "entailment",
        ),
        # ... but not when the hypothesis says what they are in another event
        (
            "Ann Lee , 19 , and Carl Moss , 20 , were painting a mural in Oslo .",
            "Two victims were artists painting a mural",
            "neutral",
        ),
    ],
)
def test_counts_without_numeral(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


# ------------------------------------------------------- ranges and bounds around a noun
@pytest.mark.parametrize(
    "text, expected",
    [
        ("The camp takes boys between the ages of 5 and 9 .", ("between the ages of 5 and 9", 5, 9)),
        ("The camp takes boys between ages 5 and 9 .", ("between ages 5 and 9", 5, 9)),
        ("The rule covers children under age 12 .", ("under age 12", float("-inf"), 12)),
        ("The rule covers people over the age of 70 .", ("over the age of 70", 70, float("inf"))),
        ("Some lines had speeds of 4 mbs or greater .", ("4 mbs or greater", 4, float("inf"))),
        ("They waited 4 hours or more .", ("4 hours or more", 4, float("inf"))),
        ("The car has 300-plus horsepower .", ("300-plus horsepower", 300, float("inf"))),
    ],
)
def test_scale_nouns_and_late_bounds(reasoner, text, expected):
    assert expected in _quantities(reasoner, text)


@pytest.mark.parametrize(
    "text, value",
    [
        # the bound belongs to another number: the fraction, or what follows
        ("More than half of the 80 workers left .", 80),
        ("They can pay it back in 30 years at most double the loan .", 30),
        # "and over 20" lists another quantity
        ("He sold 15 cars and over 20 trucks .", 15),
        # a lone "plus" after a unit adds
        ("It costs 40 dollars plus tax .", 40),
    ],
)
def test_bounds_stay_with_their_number(reasoner, text, value):
    exact = [q for q in _quantities(reasoner, text) if q[1] == q[2] == value]
    assert exact, _quantities(reasoner, text)


def test_ranges_and_bounds_entail(reasoner):
    premise = "The club admits girls between the ages of 10 and 14 ."
    assert reasoner.predict(premise, "The club is for girls between ages 10 and 14").label == "entailment"
    premise = "The club admits only boys under age 12 ."
    assert reasoner.predict(premise, "The club admits boys under 12").label == "entailment"
    premise = "Half the homes had speeds of 8 mbs or greater ."
    assert reasoner.predict(premise, "Half the homes have 8 mbs-plus").label == "entailment"
