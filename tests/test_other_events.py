"""The same number said of another event, another kind of person, another named time or
place, or distributed over something the premise does not speak of: consistent with
the premise, not implied by it (natural logic's #). Invented pairs, with controls."""

from __future__ import annotations

import pytest

from qreas.natlog import lexical
from qreas.natlog.predicates import unrelated_verbs
from qreas.natlog.relations import Rel


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # sister verbs (co-hyponyms in WordNet) name other events
        ("Three people were injured in the crash.", "Three people were killed in the crash.", "neutral"),
        ("The farmer planted 200 trees.", "The farmer cut 200 trees.", "neutral"),
        ("Maria bought 12 books this year.", "Maria borrowed 12 books this year.", "neutral"),
        ("The club rented 4 buses.", "The club bought 4 buses.", "neutral"),
        ("The chef cooked 50 meals.", "The chef ate 50 meals.", "neutral"),
        # controls: a synonym, a hypernym, a cause restate the event
        ("Ten workers were fired.", "Ten workers were dismissed.", "entailment"),
        ("Six soldiers were killed in the attack.", "Six soldiers died in the attack.", "entailment"),
        ("The police arrested 15 protesters.", "The police detained 15 protesters.", "entailment"),
        (
            "Three people were injured in the crash.",
            "Five people were injured in the crash.",
            "contradiction",
        ),
    ],
)
def test_other_event(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


def test_sister_verbs_are_unrelated_but_kin_are_not():
    assert unrelated_verbs("rent", "borrow")
    assert unrelated_verbs("injure", "kill")
    assert not unrelated_verbs("kill", "die")  # a cause
    assert not unrelated_verbs("sprint", "run")  # a hypernym
    assert not unrelated_verbs("fire", "dismiss")  # one sense


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # another description of people WordNet does not relate
        ("The firm has 4 employees.", "The firm has 4 managers.", "neutral"),
        ("The team has 11 players.", "The team has 11 coaches.", "neutral"),
        ("The bus carried 30 students.", "The bus carried 30 teachers.", "neutral"),
        # controls: a wider word, and another number in the same slot
        ("The bus carried 30 students.", "The bus carried 30 people.", "entailment"),
        ("The bus carried 30 students.", "The bus carried 31 students.", "contradiction"),
    ],
)
def test_other_description_of_people(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "p,h,rel",
    [
        ("monday", "tuesday", Rel.IND),
        ("paris", "lyon", Rel.IND),
        ("baghdad", "iraq", Rel.FWD),  # a part of a place
        ("iraq", "baghdad", Rel.REV),
        ("britain", "united kingdom", Rel.EQ),  # one entity, two names
        ("zorblatt", "paris", None),  # not in WordNet: no verdict
    ],
)
def test_name_relation(p, h, rel):
    assert lexical.name_relation(p, h) is rel


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The shop sold 30 bikes on Monday.", "The shop sold 30 bikes on Tuesday.", "neutral"),
        ("The band played 14 concerts in Paris.", "The band played 14 concerts in Lyon.", "neutral"),
        ("The band played 14 concerts in Paris.", "The band played 14 concerts in France.", "entailment"),
        ("The shop sold 30 bikes on Monday.", "The shop sold 30 bikes on Monday.", "entailment"),
    ],
)
def test_other_named_time_or_place(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a total is no rate over something the premise does not mention
        ("The hotel has 80 rooms.", "The hotel has 80 rooms on each floor.", "neutral"),
        ("The bakery sold 200 loaves on Monday.", "The bakery sells 200 loaves a day.", "neutral"),
        # controls: the same rate; a share written "per cent" is no rate
        ("The bakery sells 200 loaves a day.", "The bakery sells 200 loaves every day.", "entailment"),
        (
            "Of the 40 doctors, a fifth joined the strike.",
            "20 per cent of the doctors joined the strike.",
            "entailment",
        ),
    ],
)
def test_total_is_no_rate(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # an "m" written apart from its digits is the metre; glued, or after money, a million
        ("The town built 0.5 km of road.", "The town built 500 m of road.", "entailment"),
        ("The tower is 300 m tall.", "The tower is 0.3 km tall.", "entailment"),
        ("The firm raised $ 4.5 m in May.", "The firm raised $4,500,000 in May.", "entailment"),
        ("The firm raised 374m dollars in May.", "The firm raised 374 million dollars in May.", "entailment"),
    ],
)
def test_metre_symbol(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a counted event at another time is another period's count
        ("The company sold 12 trucks in 2019.", "The company sold 12 trucks in 2020.", "neutral"),
        ("Maria visited Rome in May 2019.", "Maria visited Rome in June 2019.", "neutral"),
        # controls: a single definite event, an event that happens once, the same time
        ("The treaty was signed in 1931.", "The treaty was signed in the 1940s.", "contradiction"),
        ("The company was founded in 2019.", "The company was founded in 2020.", "contradiction"),
        ("The shop opened in May 2019.", "The shop opened in June 2019.", "contradiction"),
        ("The company sold 12 trucks in 2019.", "The company sold 15 trucks in 2019.", "contradiction"),
        ("Maria visited Rome in May 2019.", "Maria visited Rome in 2019.", "entailment"),
    ],
)
def test_another_time(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a number inside a new adverbial is part of one inserted scope modifier, which
        # monotonicity judges: narrower under "at least" (⊐) keeps a contradiction ...
        (
            "Exactly 50 miners passed the exam.",
            "At least 54 miners passed the exam on the first attempt.",
            "contradiction",
        ),
        # ... and is entailed under a downward quantifier
        (
            "Fewer than 8 students finished the race.",
            "Fewer than 8 students finished the race in 3 hours.",
            "entailment",
        ),
        # controls: narrower under an upward quantifier, or an unquantified clause
        (
            "At least 8 students finished the race.",
            "At least 8 students finished the race in 3 hours.",
            "neutral",
        ),
        ("The shop sold 30 bikes.", "The shop sold 30 bikes in 2 days.", "neutral"),
    ],
)
def test_number_in_an_inserted_adverbial(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a day and month narrow the premise's year: the year's relation is the date's
        ("The museum opened on 3 March 2015.", "The museum opened in 2016.", "contradiction"),
        ("The museum opened on March 3, 2015.", "The museum opened in 2015.", "entailment"),
        ("The museum opened on 3 March 2015.", "The museum opened in 2015.", "entailment"),
    ],
)
def test_a_day_of_a_year(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # "N years later" of a conjoined verb: the shared subject is the later event's
        ("The war began in 1914 and ended four years later.", "The war ended in 1918.", "entailment"),
        ("The war began in 1914 and ended four years later.", "The war ended in 1920.", "contradiction"),
        # control: a later event with its own subject
        ("The treaty was signed in 1882. 13 years later, the museum opened.", "The museum opened in 1895.",
         "entailment"),
    ],
)
def test_years_later_of_a_shared_subject(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a modifier of a counted noun replaced by its WordNet sister: another restrictor
        ("The orchard has 300 apple trees.", "The orchard has 300 pear trees.", "neutral"),
        # controls: a dropped modifier widens the restrictor; the same modifier
        ("The orchard has 300 apple trees.", "The orchard has 300 trees.", "entailment"),
        ("The orchard has 300 apple trees.", "The orchard has 300 apple trees.", "entailment"),
    ],
)
def test_replaced_modifier_of_a_counted_noun(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()
