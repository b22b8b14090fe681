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
