"""A numeral of two or more does not keep a negation as cover, and a negative
implicative negates for the complement derivers (invented sentences).

"At least 5 runners finished" and "at least 5 runners did not finish" may both be false
(4 runners), so the join of a changed number (|) with a negation under the numeral
must not yield ⊏: "20 runners finished" says nothing of how many did not."""

from __future__ import annotations

import pytest

from qreas.natlog.polarity import lower_bound_signature
from qreas.natlog.relations import PROJECT, Rel, join


def test_existential_signature_by_count():
    assert lower_bound_signature(1) == "exist"  # "some", "a", "at least one"
    assert lower_bound_signature(2) == "exist-n"
    assert lower_bound_signature(1, lo_open=True) == "exist-n"  # "more than one"
    assert PROJECT["exist"][Rel.NEG] is Rel.COV
    assert PROJECT["exist-n"][Rel.NEG] is Rel.IND
    assert PROJECT["exist-n"][Rel.FWD] is Rel.FWD and PROJECT["exist-n"][Rel.REV] is Rel.REV
    # the join that made the false entailment: | then ‿ is ⊏; | then # is #
    assert join(Rel.ALT, Rel.COV) is Rel.FWD and join(Rel.ALT, Rel.IND) is Rel.IND


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        ("20 runners finished the race.", "5 runners did not finish the race.", "neutral"),
        ("20 runners finished the race.", "5 runners failed to finish the race.", "neutral"),
        ("At least 20 runners finished the race.", "5 runners did not finish the race.", "neutral"),
        ("Exactly 20 runners finished the race.", "5 runners failed to finish the race.", "neutral"),
        ("Twelve lorries crossed the bridge.", "Three lorries did not cross the bridge.", "neutral"),
        # a closed group still gives the complement
        (
            "Of the 25 students, 21 passed the test.",
            "4 of the 25 students did not pass the test.",
            "entailment",
        ),
        (
            "Of the 25 students, 21 passed the test.",
            "5 of the 25 students did not pass the test.",
            "contradiction",
        ),
    ],
)
def test_changed_numeral_with_negation(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # "failed to pass" is "did not pass" for the complement of a closed group
        (
            "Of the 25 students, 21 passed the test.",
            "4 of the 25 students failed to pass the test.",
            "entailment",
        ),
        (
            "Of the 25 students, all passed the test.",
            "4 of the 25 students failed to pass the test.",
            "contradiction",
        ),
        (
            "All 25 students passed the test.",
            "4 of the 25 students failed to pass the test.",
            "contradiction",
        ),
        (
            "Every one of the 25 students passed the test.",
            "4 of the 25 students did not pass the test.",
            "contradiction",
        ),
        ("All 12 ferries left on time.", "Two of the 12 ferries failed to leave on time.", "contradiction"),
        # the exception of "all but N" with the group fronted
        (
            "Of the 9 candidates, all but two were interviewed.",
            "Seven of the 9 candidates were interviewed.",
            "entailment",
        ),
        (
            "Of the 9 candidates, all but two were interviewed.",
            "Two of the 9 candidates were not interviewed.",
            "entailment",
        ),
        (
            "Of the 9 candidates, all but two were interviewed.",
            "Three of the 9 candidates were not interviewed.",
            "contradiction",
        ),
    ],
)
def test_implicative_negation_and_fronted_groups(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # opposed stances of a shared verb are no restatement (qreas.natlog.stances)
        ("60 senators voted for the bill.", "60 senators voted against the bill.", "neutral"),
        ("Twelve members spoke against the motion.", "Twelve members spoke for the motion.", "neutral"),
        (
            "The judge ruled in favour of the 40 tenants.",
            "The judge ruled against the 40 tenants.",
            "neutral",
        ),
        ("60 senators voted for the bill.", "60 senators voted for the bill.", "entailment"),
    ],
)
def test_opposed_stances(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_stance_reading(nlp):
    from qreas.natlog.stances import stance

    doc = nlp("The council voted in favour of the plan.")
    side, words = stance(doc[2])
    assert side == "pro" and [doc[i].text for i in sorted(words)] == ["in", "favour", "of"]
    assert stance(nlp("The council met on Monday.")[2]) is None


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # "every one of the N" is a universal over the group, not a bound on "one"
        ("Every one of the 20 guests ate salmon.", "Every one of the 20 guests ate fish.", "entailment"),
        ("Every one of the 20 guests ate fish.", "Every one of the 20 guests ate salmon.", "neutral"),
    ],
)
def test_every_one_of(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a universal without a count: none failed to do what every one did
        ("Every nurse signed the petition.", "Three nurses did not sign the petition.", "contradiction"),
        ("All pilots landed safely.", "Two pilots failed to land safely.", "contradiction"),
        ("Each of the pilots landed safely.", "Two of the pilots did not land safely.", "contradiction"),
        ("Every nurse signed the petition.", "Three nurses signed the petition.", "neutral"),
        ("Every young nurse signed the petition.", "Three nurses did not sign the petition.", "neutral"),
        ("Every student passed the exam.", "Four students did not pass the quiz.", "neutral"),
        # a negated universal says some did not, not how many
        ("Not every guest ate fish.", "Two guests did not eat fish.", "neutral"),
        ("Not all 12 ships reached port.", "Three of the 12 ships did not reach port.", "neutral"),
        # the predicate narrowed under the hypothesis' negation the derivation read:
        # not eating salmon does not follow from eating fish
        ("All 12 guests ate fish.", "Two of the 12 guests did not eat salmon.", "neutral"),
        ("Every guest ate fish.", "Two guests did not eat salmon.", "neutral"),
        ("All 12 guests ate salmon.", "Two of the 12 guests did not eat salmon.", "contradiction"),
        # ... while narrowing under it follows (not interviewed -> not interviewed by phone)
        (
            "Of the 9 candidates, all but two were interviewed.",
            "Two of the 9 candidates were not interviewed by phone.",
            "entailment",
        ),
    ],
)
def test_universal_without_count_and_absorbed_negation(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a multiplied equative compares like its adjective's comparative
        (
            "The river is three times as wide as the canal.",
            "The canal is wider than the river.",
            "contradiction",
        ),
        (
            "The river is three times as wide as the canal.",
            "The river is wider than the canal.",
            "entailment",
        ),
        (
            "The river is three times as wide as the canal.",
            "The canal is narrower than the river.",
            "entailment",
        ),
        ("Anna has twice as many books as Ben.", "Ben has more books than Anna.", "contradiction"),
        ("Anna has half as many books as Ben.", "Anna has more books than Ben.", "contradiction"),
        ("Lake Orm is a third as deep as Lake Vass.", "Lake Vass is deeper than Lake Orm.", "entailment"),
        ("The van is three times as heavy as the car.", "The van is lighter than the car.", "contradiction"),
        # one lemma in another degree is another claim
        ("Tom is as old as Ann.", "Tom is older than Ann.", "neutral"),
        ("The tower is tall.", "The tower is taller than the church.", "neutral"),
    ],
)
def test_equatives_and_degrees(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label
