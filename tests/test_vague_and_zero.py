"""Determiners that state how many without a numeral: "several" (more than two), "a
few" (more than one), the numeral "zero" as the quantifier "no", and "every one of"
as "every". Invented pairs, with controls."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The farm has one tractor.", "The farm has several tractors.", "contradiction"),
        ("The farm has 2 tractors.", "The farm has several tractors.", "contradiction"),
        ("The farm has 5 tractors.", "The farm has several tractors.", "entailment"),
        ("The farm has one tractor.", "The farm has a few tractors.", "contradiction"),
        ("The farm has 2 tractors.", "The farm has a few tractors.", "entailment"),
        ("The farm has several tractors.", "The farm has at least 3 tractors.", "entailment"),
        ("The farm has several tractors.", "The farm has 10 tractors.", "neutral"),
    ],
)
def test_vague_plurals(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The hotel has zero pools.", "The hotel has a pool.", "contradiction"),
        ("The hotel has 0 pools.", "The hotel has some pools.", "contradiction"),
        ("The hotel has zero pools.", "The hotel has no pools.", "entailment"),
        ("The hotel has no pools.", "The hotel has a pool.", "contradiction"),
    ],
)
def test_zero_is_no(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Every one of the 12 players trained.", "At least 10 players trained.", "entailment"),
        ("Every one of the 12 players trained.", "11 players trained.", "contradiction"),
        ("Each one of the 12 players trained.", "12 players trained.", "entailment"),
        # control: "one of" alone is one
        ("One of the 12 players trained.", "At least 10 players trained.", "contradiction"),
    ],
)
def test_every_one_of(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # "must" and "unlikely" assert no fact; "forgot to" denies its complement
        ("Maria must buy 3 apples.", "Maria bought 3 apples.", "neutral"),
        ("It is unlikely that 500 cars were sold.", "500 cars were sold.", "neutral"),
        ("Maria forgot to buy 3 apples.", "Maria bought 3 apples.", "contradiction"),
        # a month is not the modal "may": the dropped hedge of the premise decides
        ("The company expects to sell 500 cars in May.", "The company sold 500 cars in May.", "neutral"),
        # controls
        ("Maria remembered to buy 3 apples.", "Maria bought 3 apples.", "entailment"),
        ("The company sold 500 cars in May.", "The company sold 500 cars in May.", "entailment"),
    ],
)
def test_modals_and_implicatives(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a period with its article is one of it where it is a length
        ("The runner finished in 3,600 seconds.", "The runner finished in an hour.", "entailment"),
        ("The trip took three weeks.", "The trip took a month.", "contradiction"),
        ("The trip took 30 days.", "The trip took a month.", "entailment"),
        # control: the "per" of a rate is no period
        ("Tom earns $15 an hour.", "Tom earns $15 per hour.", "entailment"),
    ],
)
def test_a_period_with_its_article(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()
