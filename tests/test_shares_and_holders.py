"""A share of a group said of the hypothesis' own predicate fixes its count, and a
possessed holder ("her brother", "Maria's brother") is the head noun, not its
possessor. Invented pairs, with controls."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Of the 30 students, a third failed the exam.", "15 students failed the exam.", "contradiction"),
        ("Of the 30 students, a third failed the exam.", "10 students failed the exam.", "entailment"),
        ("30% of the 200 workers are women.", "70 workers are women.", "contradiction"),
        ("30% of the 200 workers are women.", "60 workers are women.", "entailment"),
        # another predicate: the share says nothing of it
        ("Of the 30 students, a third failed the exam.", "15 students wore glasses.", "neutral"),
    ],
)
def test_share_of_a_group_for_the_same_predicate(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Maria is 34, and her brother is 6 years younger.", "Maria's brother is 28.", "entailment"),
        ("Maria is 34, and her brother is 6 years younger.", "Maria's brother is 40.", "contradiction"),
        ("Maria is 34, and her brother is 6 years younger.", "Her brother is 28.", "entailment"),
        ("Maria is 34, and her brother is 6 years younger.", "Maria is 28.", "contradiction"),
        ("Paul is 30 and Maria is 5 years younger.", "Maria is 25.", "entailment"),
    ],
)
def test_possessed_holder_of_a_comparison(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a price per item and a count of the items, in two clauses
        ("A ticket costs $15, and Lena bought 4 tickets.", "Lena paid $45 for the tickets.", "contradiction"),
        ("A ticket costs $15, and Lena bought 4 tickets.", "Lena paid $60 for the tickets.", "entailment"),
        ("A pencil costs 5 cents. Tom bought 12 pencils.", "Tom paid 50 cents.", "contradiction"),
        # control: the same count and price in one clause still multiply
        ("Lena bought 4 tickets at $15 each.", "Lena paid $60 for the tickets.", "entailment"),
    ],
)
def test_generic_price_times_a_count_of_the_items(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a level noun as written ("Sales", lemmatised "sale") makes "from X to Y units" a change
        ("Sales rose from 400 to 500 units.", "Sales rose by 25%.", "entailment"),
        ("Sales rose from 400 to 500 units.", "Sales rose by 20%.", "contradiction"),
        # control: a transitive verb's counted object is a range
        ("The farm grew from 300 to 450 pumpkins.", "The farm grew at least 300 pumpkins.", "entailment"),
    ],
)
def test_change_of_a_level_named_as_written(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a bare comparative compares with the other of the two counted holders
        ("Ann scored 3 goals and Ben scored 5 goals.", "Ann scored more goals.", "contradiction"),
        ("Ann scored 3 goals and Ben scored 5 goals.", "Ben scored more goals.", "entailment"),
        ("Ann scored 3 goals and Ben scored 5 goals.", "Ann scored fewer goals.", "entailment"),
        # control: with its standard stated
        ("Ann has 12 books and Ben has 8 books.", "Ben has more books than Ann.", "contradiction"),
    ],
)
def test_bare_comparative_of_two_holders(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a share "of them" counts those who do its own verb, not the base it is of
        (
            "There are 240 members in the club, and 25% of them play chess.",
            "There are fewer than 300 members in the club, and 25% of them play chess.",
            "entailment",
        ),
        # the whole a share is "of" is not its own part ("80 points ... 25 percent of their points")
        (
            "Nina's team scored 80 points and she accounted for 25 percent of their points.",
            "Nina's team scored fewer than 80 points and she accounted for 25 percent of their points.",
            "contradiction",
        ),
    ],
)
def test_share_derivations_keep_to_their_own_group(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "hypothesis,label",
    [
        ("The club has fewer than 80 members, and 25% of them are coaches.", "contradiction"),
        ("20 members of the club are coaches.", "entailment"),
    ],
)
def test_a_share_of_them_counts_the_part_not_the_whole(reasoner, hypothesis, label):
    # "25% of them are coaches" counts coaches; the hypothesis' "fewer than 80 members"
    # restates the whole, which the share does not change
    pred = reasoner.predict("A club has 80 members, and 25% of them are coaches.", hypothesis)
    assert pred.label == label
