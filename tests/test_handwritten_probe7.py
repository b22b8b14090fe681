"""Hand-written comparison pairs (issue 15): periphrastic comparatives ("more
expensive than") judged against two stated figures, and a figure given as a multiple
with a measure's own adjective ("twice as deep as")."""

from __future__ import annotations

import pytest

E, N, C = "entailment", "neutral", "contradiction"


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        ("The green sofa cost 700 dollars and the grey sofa cost 450 dollars.",
         "The green sofa was more expensive than the grey sofa.", E),
        ("The green sofa cost 700 dollars and the grey sofa cost 450 dollars.",
         "The grey sofa was more expensive than the green sofa.", C),
        ("The green sofa cost 700 dollars and the grey sofa cost 450 dollars.",
         "The grey sofa was less expensive than the green sofa.", E),
        ("The green sofa cost 700 dollars and the grey sofa cost 450 dollars.",
         "The green sofa was less expensive than the grey sofa.", C),
    ],
)
def test_periphrastic_comparatives(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        ("The well is 24 meters deep, three times as deep as the ditch.", "The ditch is 8 meters deep.", E),
        ("The well is 24 meters deep, three times as deep as the ditch.", "The ditch is 12 meters deep.", C),
        ("The mast is 30 meters tall, twice as tall as the shed.", "The shed is 15 meters tall.", E),
    ],
)
def test_multiple_with_measure_adjective(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        ("The kiosk sells only tea and coffee.", "The kiosk sells juice.", C),
        ("The kiosk sells only tea and coffee.", "The kiosk sells tea.", E),
    ],
)
def test_closed_list_member_is_not_the_subject(reasoner, premise, hypothesis, gold):
    # the subject the premise names itself ("kiosk") is no candidate member of the list
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        ("Oslo had 14 sunny days in March, more than Bergen.",
         "Bergen had fewer than 14 sunny days in March.", E),
        ("Oslo had 14 sunny days in March, more than Bergen.", "Bergen had 20 sunny days in March.", C),
        ("Oslo had 14 sunny days in March, more than Bergen.", "Bergen had 10 sunny days in March.", N),
        ("The green crew rowed 8 laps, fewer than the white crew.",
         "The white crew rowed more than 8 laps.", E),
    ],
)
def test_appositive_comparison_bounds_the_standard(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # a negated verb of passing is the opposite bound, and the two bounds are each
        # other's negation for a measure as for a count
        ("The rent does not exceed 900 euros.", "The rent is 1,200 euros.", C),
        ("The rent does not exceed 900 euros.", "The rent is 700 euros.", N),
        ("The rent does not exceed 900 euros.", "The rent is at most 900 euros.", E),
        ("The deposit must not exceed 900 euros.", "The deposit may be 1,100 euros.", C),
    ],
)
def test_negated_threshold_verb(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # "each of the Peruvians": a plural name distributes the bill as a plural noun does
        ("A group of 3 Peruvians shared a bill of $90 equally.", "Each of the Peruvians paid $30.", E),
        ("A group of 3 Peruvians shared a bill of $90 equally.", "Each of the Peruvians paid $45.", C),
    ],
)
def test_equal_share_over_a_plural_name(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # "the better part of N": more than half of N, less than N
        ("The repairs took the better part of eight months.", "The repairs took more than four months.", E),
        ("The repairs took the better part of eight months.", "The repairs took less than eight months.", E),
        ("The repairs took the better part of eight months.", "The repairs took eight months.", C),
        ("The repairs took the better part of eight months.", "The repairs took three months.", C),
        ("The repairs took the better part of eight months.", "The repairs took more than seven months.", N),
    ],
)
def test_better_part_of(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold
