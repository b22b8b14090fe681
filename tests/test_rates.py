"""Rates and their bases (``qreas.natlog.derivers.rates``) on invented sentences: a
rate times its base is the total, a total over its base the rate (exclusive when the
rate is stated or said to be uniform), and a rate without its base fixes no total."""

from __future__ import annotations

import pytest

from qreas.natlog.derived import registered


def test_registered():
    assert "rates" in registered()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a speed times a time is a distance (units converted: 90 minutes, miles)
        (
            "The train traveled at 80 kilometers per hour for 2 hours.",
            "The train traveled 160 kilometers.",
            "entailment",
        ),
        (
            "The train traveled at 80 kilometers per hour for 2 hours.",
            "The train traveled 100 miles.",
            "contradiction",
        ),
        (
            "The train traveled at 80 kilometers per hour for 90 minutes.",
            "The train traveled 120 kilometers.",
            "entailment",
        ),
        (
            "The train traveled at 80 kilometers per hour for 90 minutes.",
            "The train traveled 130 kilometers.",
            "contradiction",
        ),
        # a count per period times the time
        ("A printer prints 20 pages a minute for 15 minutes.", "The printer prints 300 pages.", "entailment"),
        (
            "A printer prints 20 pages a minute for 15 minutes.",
            "The printer prints 200 pages.",
            "contradiction",
        ),
        # a price per item times the count; bounds are compared with the product
        ("Sam bought 6 pens at $3 each.", "Sam paid $18 for the pens.", "entailment"),
        ("Sam bought 6 pens at $3 each.", "Sam paid $19 for the pens.", "contradiction"),
        ("Sam bought 6 pens at $3 each.", "Sam paid more than $10 for the pens.", "entailment"),
        ("Sam bought 6 pens at $3 each.", "Sam paid less than $10 for the pens.", "contradiction"),
        # distributive "each" over the subject
        ("The 4 boys each ate 3 apples.", "The boys ate 12 apples.", "entailment"),
        ("The 4 boys each ate 3 apples.", "The boys ate 10 apples.", "contradiction"),
        ("The farm has 5 barns with 20 cows in each barn.", "The farm has 90 cows.", "contradiction"),
        # a total over its rate is the base
        ("Sam spent $18 on pens at $3 each.", "Sam bought 6 pens.", "entailment"),
        ("Sam spent $18 on pens at $3 each.", "Sam bought 5 pens.", "contradiction"),
        ("Nina drove 120 miles at 60 miles per hour.", "Nina drove for 3 hours.", "contradiction"),
    ],
)
def test_rate_times_base(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # uniform: the quotient is every part's rate
        (
            "Tom walked 12 kilometers in 3 hours at a steady pace.",
            "Tom walked at 4 kilometers per hour.",
            "entailment",
        ),
        (
            "Tom walked 12 kilometers in 3 hours at a steady pace.",
            "Tom walked at 5 kilometers per hour.",
            "contradiction",
        ),
        ("Five friends split a bill of $100 equally.", "Each of the friends paid $20.", "entailment"),
        ("Five friends split a bill of $100 equally.", "Each of the friends paid $25.", "contradiction"),
        (
            "Lucia paid $28 for 28 potatoes, all at the same price.",
            "Each potato cost Lucia $1.",
            "entailment",
        ),
        (
            "Lucia paid $28 for 28 potatoes, all at the same price.",
            "Each potato cost Lucia $2.",
            "contradiction",
        ),
        # not said to be uniform: an average, which another value does not deny
        (
            "Tom drove 100 miles in 2 hours at the same time as Ben.",
            "Tom drove at 60 miles per hour.",
            "neutral",
        ),
        ("Tom walked 12 kilometers in 3 hours.", "Tom walked at 5 kilometers per hour.", "neutral"),
        ("Five friends split a bill of $100.", "Each of the friends paid $25.", "neutral"),
        ("Lucia paid $28 for 28 potatoes.", "Each potato cost Lucia $2.", "neutral"),
    ],
)
def test_total_over_base(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a rate without its base fixes no total
        ("Wendy bought plums at $2 apiece.", "Wendy paid $58 for the plums.", "neutral"),
        ("The train traveled at 80 kilometers per hour.", "The train traveled 160 kilometers.", "neutral"),
        # but restated per item it is the same price
        ("Wendy bought plums at $2 apiece.", "Each plum cost Wendy $2.", "entailment"),
        ("Wendy bought plums at $2 apiece.", "Each plum cost Wendy $3.", "contradiction"),
    ],
)
def test_rate_without_base(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_the_proof_shows_the_equation(reasoner):
    _, proof = reasoner.prove("Yusuf drove at 68 miles per hour for 6 hours.", "Yusuf drove 340 miles.")
    assert proof.label == "contradiction"
    assert any(s.edit.kind == "QTY" and "408" in s.edit.note for s in proof.steps)
