"""Determiners as amounts (``qreas.natlog.derivers.determiners``): invented pairs."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("No plumbers were injured.", "37 plumbers were injured.", "contradiction"),
        ("No plumbers were injured.", "One plumber was injured.", "contradiction"),
        ("No plumbers were injured.", "At most 12 plumbers were injured.", "entailment"),
        ("Zero cyclists were fined.", "No cyclists were fined.", "entailment"),
        ("No cyclists were fined.", "Zero cyclists were fined.", "entailment"),
        ("The kiosk sold a single umbrella.", "The kiosk sold 14 umbrellas.", "contradiction"),
        ("The kiosk sold no umbrellas.", "The kiosk sold 14 umbrellas.", "contradiction"),
        # the restrictor of "no" is downward: widening it is not entailed
        ("No Danish sailors were rescued.", "No sailors were rescued.", "neutral"),
        ("No sailors were rescued.", "No Danish sailors were rescued.", "entailment"),
        # a bound written with "no" is the numeral's own
        ("The kiosk sold no fewer than 30 umbrellas.", "The kiosk sold at least 25 umbrellas.", "entailment"),
    ],
)
def test_determiner_amounts(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


def test_what_determiners_state(nlp):
    from qreas.natlog.derivers.determiners import determiner_amounts

    amounts = determiner_amounts(nlp("No guards and some visitors saw a single fox."))
    expected = [("guard", 0, 0), ("visitor", 1, float("inf")), ("fox", 1, 1)]
    assert [(q.unit, q.lo, q.hi) for q in amounts] == expected
    assert determiner_amounts(nlp("A report said no fewer than 5 guards left.")) == ()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Some Mexicans from the north came to the fair.", "No Mexicans came to the fair.", "contradiction"),
        ("No Mexicans were arrested.", "One Mexican was arrested.", "contradiction"),
        ("Zero Brazilians were fired.", "None of the Brazilians were fired.", "entailment"),
        ("An Indian signed the petition.", "At least one Indian signed the petition.", "entailment"),
        ("An Indian signed the petition.", "At least two Indians signed the petition.", "neutral"),
    ],
)
def test_existential_and_none_of(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


def test_an_article_is_an_amount_of_a_premise_only(nlp):
    from qreas.natlog.derivers.determiners import determiner_amounts

    doc = nlp("A report said none of the guards left.")
    assert [(q.unit, q.lo, q.hi) for q in determiner_amounts(doc)] == [("guard", 0, 0)]
    both = determiner_amounts(doc, existential=True)
    assert sorted((q.unit, q.lo, q.hi) for q in both) == [("guard", 0, 0), ("report", 1, float("inf"))]


def test_a_plural_proper_noun_counts_its_singular():
    from qreas.quantities import parse_quantities

    assert parse_quantities("Zero Brazilians were fired.")[0].unit == "brazilian"
    assert parse_quantities("Four Hopkins were there.")[0].unit != "hopkin"


@pytest.mark.parametrize("adjective", ["lone", "sole", "single"])
def test_a_lone_or_sole_thing_is_one(reasoner, adjective):
    """ "a lone / sole / single X" makes the article a numeral: one X."""
    p = f"The kiosk sold a {adjective} umbrella."
    assert reasoner.predict(p, "The kiosk sold one umbrella.").label == "entailment"
    assert reasoner.predict(p, "The kiosk sold 9 umbrellas.").label == "contradiction"


@pytest.mark.parametrize(
    "hypothesis, label",
    [
        ("Nadia has twice as many shells as Omar.", "entailment"),  # 24 = 2 x 12
        ("Omar has twice as many shells as Nadia.", "contradiction"),
        ("Nadia has as many shells as Omar.", "contradiction"),  # 24 != 12
    ],
)
def test_factor_comparisons_between_two_stated_counts(reasoner, hypothesis, label):
    """ "A has twice as many X as B": |A| = 2 |B| on the counts the premise states."""
    assert reasoner.predict("Nadia has 24 shells and Omar has 12.", hypothesis).label == label
