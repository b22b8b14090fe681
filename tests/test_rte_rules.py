"""Rules about what a restated number is said of, with invented sentences: a definite
"the N other X", "respectively", one unit named by the indefinite article (coins),
singular proper nouns sharing a plural head, antonym predicates, and a patient turned
agent."""

from __future__ import annotations

import pytest


def _label(reasoner, premise, hypothesis):
    p = reasoner.predict(premise, hypothesis)
    return p.label, p.explain()


@pytest.mark.parametrize(
    ("hypothesis", "entails"),
    [
        ("There are 13 regional dialects .", True),
        ("There are 12 regional dialects .", False),
        ("The museum records 12 other regional dialects .", True),
    ],
)
def test_definite_others_count_the_whole_set(reasoner, hypothesis, entails):
    premise = "The museum records this dialect , in addition to the 12 other regional dialects ."
    label, why = _label(reasoner, premise, hypothesis)
    assert (label == "entailment") is entails, why


def test_indefinite_others_stay_the_stated_count(reasoner):
    premise = "The storm killed four sailors and injured 30 other sailors ."
    label, why = _label(reasoner, premise, "The storm injured 30 sailors .")
    assert label == "entailment", why


@pytest.mark.parametrize(("months", "entails"), [("14", True), ("9", False)])
def test_respectively_pairs_items_in_order(reasoner, months, entails):
    premise = "Two clerks , Anna Berg and Carl Dunn , were jailed for 14 months and 9 months , respectively ."
    label, why = _label(reasoner, premise, f"Anna Berg was jailed for {months} months .")
    assert (label == "entailment") is entails, why


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("The fare rose a dime last month .", "The fare rose 10 cents last month ."),
        ("Bread went up a nickel this week .", "Bread went up 5 cents this week ."),
        ("The stamp costs a penny more .", "The stamp costs 1 cent more ."),
    ],
)
def test_one_unit_by_the_indefinite_article(reasoner, premise, hypothesis):
    label, why = _label(reasoner, premise, hypothesis)
    assert label == "entailment", why


def test_more_than_a_unit_is_no_amount_of_one(reasoner):
    label, why = _label(reasoner, "The fare rose more than a dime .", "The fare rose 10 cents .")
    assert label != "entailment", why


def test_singular_proper_noun_shares_the_plural_head(reasoner):
    premise = "Seven Wimbledon and Davis Cup titles later , the player retired ."
    label, why = _label(reasoner, premise, "The player won seven titles .")
    assert label == "entailment", why


@pytest.mark.parametrize(
    ("hypothesis", "entails"),
    [
        ("The firm lost $ 52 million .", False),
        ("The firm earned $ 52 million .", True),
    ],
)
def test_antonym_predicate_of_the_same_amount(reasoner, hypothesis, entails):
    premise = "The firm reported a profit of $ 52 million in the second quarter ."
    label, why = _label(reasoner, premise, hypothesis)
    assert (label == "entailment") is entails, why


@pytest.mark.parametrize(
    ("hypothesis", "entails"),
    [
        ("Three guards staged robberies in the town .", False),
        ("Three guards were hurt in robberies in the town .", True),
    ],
)
def test_patient_made_agent(reasoner, hypothesis, entails):
    premise = "Three guards were hurt in armed robberies staged last night in the town ."
    label, why = _label(reasoner, premise, hypothesis)
    assert (label == "entailment") is entails, why
