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


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The squad scored 27 goals, 6 fewer than its opponent.",
         "Its opponent scored 33 goals.", "entailment"),
        ("The squad scored 27 goals, 6 fewer than its opponent.", "Its opponent scored 21 goals.",
         "contradiction"),
        ("Oona picked 14 plums, 4 more than Rafe.", "Rafe picked 10 plums.", "entailment"),
        ("Tess gave 6 of her 15 cards to Ivo.", "Tess has 9 cards left.", "entailment"),
        ("Tess gave 6 of her 15 cards to Ivo.", "Tess has 6 cards left.", "contradiction"),
    ],
)  # fmt: skip
def test_differences_from_a_standard(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Only Noor solved the riddle.", "Two people solved the riddle.", "contradiction"),
        ("Only Noor solved the riddle.", "One person solved the riddle.", "entailment"),
        ("Noor solved the riddle.", "Two people solved the riddle.", "neutral"),
        ("Just Noor, Eli and Sven solved the riddle.", "One person solved the riddle.", "contradiction"),
        ("Just Noor, Eli and Sven solved the riddle.", "Three people solved the riddle.", "entailment"),
    ],
)
def test_single_exclusive_name(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a restrictive relative or participial clause narrows the restrictor
        ("More than 20 cyclists crossed the line.",
         "More than 20 cyclists who wore helmets crossed the line.",
         "neutral"),
        ("Fewer than 20 cyclists crossed the line.",
         "Fewer than 20 cyclists who wore helmets crossed the line.",
         "entailment"),
        ("At least 20 cyclists riding in the rain crossed the line.",
         "At least 20 cyclists crossed the line.",
         "entailment"),
        ("At least 20 cyclists crossed the line.",
         "At least 20 cyclists riding in the rain crossed the line.",
         "neutral"),
        # a count of a kind of person bounded below bounds the people
        ("More than 30 pharmacists signed the letter.",
         "More than 30 people signed the letter.", "entailment"),
        ("More than 30 pharmacists signed the letter.", "Fewer than 25 people signed the letter.",
         "contradiction"),
        ("Fewer than 30 pharmacists signed the letter.",
         "Fewer than 30 people signed the letter.", "neutral"),
        # "most of" a definite singular whole is more than half of it
        ("About 30 percent of the crew slept aboard.", "Most of the crew slept aboard.", "contradiction"),
        ("About 80 percent of the crew slept aboard.", "Most of the crew slept aboard.", "entailment"),
    ],
)  # fmt: skip
def test_quantifier_restrictors_and_shares(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The flock of 240 geese fell by a quarter.", "The flock now has 180 geese.", "entailment"),
        ("The flock of 240 geese fell by a quarter.", "The flock now has 60 geese.", "contradiction"),
        ("The mill's output rose by half to 600 sacks.",
         "The mill's output rose by 200 sacks.", "entailment"),
        ("The mill's output rose by half to 600 sacks.",
         "The mill's output rose by 300 sacks.", "contradiction"),
        ("Orders rose by 25% to 500 crates.", "Orders rose by 100 crates.", "entailment"),
        ("Orders doubled to 500 crates.", "Orders rose by 250 crates.", "entailment"),
        ("Almost half of the 60 lockers were broken.", "Fewer than 30 lockers were broken.", "entailment"),
        ("Almost half of the 60 lockers were broken.", "More than 30 lockers were broken.", "contradiction"),
        ("Just over a quarter of the 80 pupils walk to school.", "More than 20 pupils walk to school.",
         "entailment"),
    ],
)  # fmt: skip
def test_changes_and_shares_by_their_bounds(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # "a minimum of N <plural>" quantifying a subject is "at least N", not a named value
        ("A minimum of 140 welders joined the union.", "A minimum of 120 welders joined the union.",
         "entailment"),
        ("A minimum of 140 welders joined the union.",
         "A minimum of 160 welders joined the union.", "neutral"),
        ("The contract sets a maximum of 40 hours.",
         "The contract sets a maximum of 30 hours.", "contradiction"),
        # "the top ten" is a range of places, not a count of the subject's noun
        ("At least 30 skaters finished the race.", "At least 30 skaters finished the race in the top ten.",
         "neutral"),
        ("Fewer than 30 skaters finished the race.",
         "Fewer than 30 skaters finished the race in the top ten.",
         "entailment"),
        ("Ilse finished fourth in the race.", "Ilse finished in the top ten.", "entailment"),
    ],
)  # fmt: skip
def test_bound_nouns_and_rank_cutoffs(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # the verb of "every N V-ed ..." is the scope (upward), even when parsed as a
        # reduced relative on a root noun
        ("Every climber sprinted to the ridge.", "Every climber ran to the ridge.", "entailment"),
        ("Every climber ran to the ridge.", "Every climber sprinted to the ridge.", "neutral"),
        ("Every climber ran to the ridge.", "Every tired climber ran to the ridge.", "entailment"),
        ("Every tired climber ran to the ridge.", "Every climber ran to the ridge.", "neutral"),
    ],
)
def test_every_scope_and_restrictor(reasoner, premise, hypothesis, label):
    _check(reasoner, premise, hypothesis, label)
