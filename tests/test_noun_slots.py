"""Common nouns replaced in one argument slot (``natlog.align._judged_argument``),
counted nouns related through a wider word's senses (``lexical.general_sense_relation``)
and amounts paired with their objects (``natlog.derivers.objects``): invented pairs,
with controls."""

from __future__ import annotations

import pytest

from qreas.natlog import lexical
from qreas.natlog.relations import Rel


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # another holder of the same amount: WordNet relates neither noun to the other
        ("The bakery sold 312 pies.", "The butcher sold 312 pies.", "neutral"),
        ("The hospital hired about 75 nurses.", "The university hired roughly 75 nurses.", "neutral"),
        ("The museum made 40 chairs.", "The carpenter made 40 chairs.", "neutral"),
        # the object of the verb's preposition replaced, also behind a number form
        ("The town spent $12 million on bridges.", "The town spent $12 million on hospitals.", "neutral"),
        ("The town spent $2.5 million on parks.", "The town spent $2,500,000 on prisons.", "neutral"),
        (
            "The town spent $9 million on tunnels.",
            "The town spent $9 million on public transport.",
            "neutral",
        ),
        # controls: the same words, and a definite picking its referent up by a wider noun
        ("The bakery sold 312 pies.", "The bakery sold 312 pies.", "entailment"),
        ("The town spent $12 million on bridges.", "The town spent $12 million on bridges.", "entailment"),
        ("The bakery sold 312 pies.", "The bakery sold 400 pies.", "contradiction"),
        # a narrower definite may be another holder
        ("The farm sold a single pig.", "The ranch sold 30 pigs.", "neutral"),
    ],
)
def test_replaced_argument(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The band bought 42 violins.", "The band bought 42 instruments.", "entailment"),
        ("The band bought 42 violins.", "The band bought at least 40 instruments.", "entailment"),
        ("The band bought under 50 instruments.", "The band bought under 60 violins.", "entailment"),
        ("The band bought 42 instruments.", "The band bought 42 violins.", "neutral"),
        ("The band bought under 60 violins.", "The band bought under 50 instruments.", "neutral"),
    ],
)
def test_counted_kind_of_a_wider_noun(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


def test_wider_noun_in_any_sense():
    assert lexical.general_sense_relation("violin", "instrument") is Rel.FWD
    assert lexical.general_sense_relation("instrument", "violin") is Rel.REV
    assert lexical.general_sense_relation("violin", "hammer") is Rel.IND
    assert lexical.unrelated_nouns("bakery", "butcher")
    assert not lexical.unrelated_nouns("fire", "blaze")  # a flame in one sense


P = "The county spent $31 million on prisons and $57 million on schools."


@pytest.mark.parametrize(
    "hypothesis,label",
    [
        ("The county spent $57 million on prisons.", "contradiction"),
        ("The county spent $31 million on schools.", "contradiction"),
        ("The county spent $31 million on prisons.", "entailment"),
        ("The county spent $57 million on schools.", "entailment"),
        ("The county spent $57 million on hospitals.", "neutral"),
    ],
)
def test_amounts_paired_with_objects(reasoner, hypothesis, label):
    pred, proof = reasoner.prove(P, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis",
    [
        ("A kiosk sells 14 papers during the morning and 20 during the evening.",
         "6 more papers are sold during the evening than the morning"),
        ("The club spent $40,000 on coaching and $25,000 on travel.",
         "The club spent $15,000 more on coaching than on travel."),
    ],
)
def test_a_difference_is_not_the_amount_paired_with_an_object(reasoner, premise, hypothesis):
    # "6 more papers ... during the evening" is the gap, not the evening's 20
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == "entailment", proof.table()


def test_the_speaker_of_a_report_and_described_nouns_are_not_judged(reasoner):
    # the subject of a verb of communication is the report's source, not the claim
    _, proof = reasoner.prove("A city official said 40 houses burned.", "A witness said 40 houses burned.")
    assert not any(s.edit.note == "same argument position" for s in proof.steps), proof.table()
    # a noun with a modifier outside its WordNet entry is a description WordNet cannot judge
    premise = "The bank approved a $9 million financing deal."
    _, proof = reasoner.prove(premise, "The bank approved a $9 million loan.")
    assert not any(s.edit.note == "same argument position" for s in proof.steps), proof.table()
    # two bare nouns in one slot are
    _, proof = reasoner.prove("The bank approved a $9 million grant.", "The bank approved a $9 million loan.")
    assert any(s.edit.note == "same argument position" for s in proof.steps), proof.table()


def test_senses_never_seen_in_tagged_text_relate_nothing():
    # "dose" has a slang sense under "disease" (WordNet's third), never tagged in text
    from qreas.natlog import lexical

    assert lexical.relation("disease", "dose", "NOUN") is Rel.IND
    assert lexical.relation("dog", "animal", "NOUN") is Rel.FWD  # first senses still count
    assert len(lexical._synsets("dose", "NOUN")) == 2
