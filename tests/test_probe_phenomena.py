"""Mechanisms found with invented pairs of the quantifier, exhaustivity, multiplicative
change and difference phenomena: names counted under the noun their list is closed in,
a hypothesis "only" that excludes a listed member, "twice that (distance)", the
standard of "half as many" read by the derivation, "reached N" as the end of a change
by a factor, the level before "doubled to N", the count left reading the story's
verbs, the start before a loss, and "N of its M". Other names, nouns and numbers than
the suite's, with controls."""

from __future__ import annotations

import pytest


def _check(reasoner, premise: str, hypothesis: str, label: str) -> None:
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Ines, Bruno and Sofia were the only chemists who signed.", "Three chemists signed.", "entailment"),
        ("Ines, Bruno and Sofia were the only chemists who signed.", "Four chemists signed.",
         "contradiction"),
        ("Ines, Bruno and Sofia were the only chemists who signed.", "Three pilots signed.", "neutral"),
        ("Walter and Ayla were the only guests.", "There were two guests.", "entailment"),
        ("Walter and Ayla were the only guests.", "There were three guests.", "contradiction"),
        ("Mateo was the only runner who finished.", "Two runners finished.", "contradiction"),
        ("Mateo was the only runner who finished.", "One runner finished.", "entailment"),
        ("Only Walter and Ayla left early.", "Three teachers left early.", "contradiction"),
        ("Only Walter and Ayla left early.", "Two teachers left early.", "neutral"),
        ("Walter and Ayla left early.", "Three teachers left early.", "neutral"),  # open list
        ("The tour stopped in Paris, Rome and Madrid.", "The tour stopped in three cities.", "entailment"),
        ("The tour stopped in Paris, Rome and Madrid.", "The tour stopped in four cities.", "neutral"),
    ],
)  # fmt: skip
def test_named_members_counted(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Only Walter and Ayla left early.", "Only Ayla left early.", "contradiction"),
        ("Only Walter and Ayla left early.", "Ayla left early.", "entailment"),
        ("Only Walter and Ayla left early.", "Only Walter and Ayla left early.", "entailment"),
    ],
)
def test_hypothesis_only_excludes_a_listed_member(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Derek swam 3 miles on Friday and twice that distance on Saturday.",
         "Derek swam 6 miles on Saturday.", "entailment"),
        ("Derek swam 3 miles on Friday and twice that distance on Saturday.",
         "Derek swam 9 miles on Saturday.", "contradiction"),
        ("Paula saved $40 in March and three times that in April.", "Paula saved $120 in April.",
         "entailment"),
        ("Paula saved $40 in March and three times that in April.", "Paula saved $80 in April.",
         "contradiction"),
        ("Gita owns 18 mugs and Sam owns half as many.", "Sam owns 9 mugs.", "entailment"),
        ("Gita owns 18 mugs and Sam owns half as many.", "Sam owns 12 mugs.", "contradiction"),
    ],
)  # fmt: skip
def test_multiples_of_a_stated_count(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Orders grew fivefold from 30 boxes.", "Orders reached 150 boxes.", "entailment"),
        ("Orders grew fivefold from 30 boxes.", "Orders reached 120 boxes.", "contradiction"),
        ("Orders grew fivefold from 30 boxes.", "Orders grew to 150 boxes.", "entailment"),
        ("The number of patients tripled to 90.", "The number of patients was 30 before.", "entailment"),
        ("The number of patients tripled to 90.", "The number of patients was 45 before.", "contradiction"),
        ("The flock doubled to 300 sheep.", "The flock had 150 sheep before.", "entailment"),
    ],
)
def test_changes_by_a_factor(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Hana gathered 64 acorns and dropped 9.", "Hana has 55 acorns left.", "entailment"),
        ("Hana gathered 64 acorns and dropped 9.", "Hana has 57 acorns left.", "contradiction"),
        ("A bowl held 30 grapes. The children ate 12.", "There are 18 grapes left in the bowl.",
         "entailment"),
        ("A bowl held 30 grapes. The children ate 12.", "There are 12 grapes left in the bowl.",
         "contradiction"),
        ("The kiosk sold 45 maps and has 15 left.", "The kiosk had 60 maps.", "entailment"),
        ("The kiosk sold 45 maps and has 15 left.", "The kiosk had 70 maps.", "contradiction"),
        ("The kiosk sold 45 maps and has 15 left.", "The kiosk sold 45 maps.", "entailment"),
        ("The gallery lent 12 of its 40 sculptures.", "28 sculptures remain in the gallery.", "entailment"),
        ("The gallery lent 12 of its 40 sculptures.", "30 sculptures remain in the gallery.",
         "contradiction"),
    ],
)  # fmt: skip
def test_differences_after_a_loss(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)
