"""Lists, sums with roles, closed-world readings and remainders on invented sentences
(``derivers.holders``, ``kinds``, ``people``, ``complement``, ``remainders``;
``closed_lists``; ``count_statements``)."""

from __future__ import annotations

import pytest


def _label(reasoner, premise: str, hypothesis: str) -> str:
    return reasoner.predict(premise, hypothesis).label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # the total belongs to the holders it sums
        (
            "Mara owns 12 kites, Tobias owns 30 and Leona owns 7.",
            "Mara and Tobias own 42 kites in all.",
            "entailment",
        ),
        (
            "Mara owns 12 kites, Tobias owns 30 and Leona owns 7.",
            "Mara and Tobias own 49 kites in all.",
            "contradiction",
        ),
        (
            "Mara owns 12 kites, Tobias owns 30 and Leona owns 7.",
            "Mara, Tobias and Leona own 42 kites altogether.",
            "contradiction",
        ),
        (
            "The bakery sold 17 pies on Tuesday and 25 on Saturday.",
            "The bakery sold 42 pies on Saturday.",
            "contradiction",
        ),
        (
            "The bakery sold 17 pies on Tuesday and 25 on Saturday.",
            "The bakery sold 42 pies on Monday.",
            "neutral",
        ),
        (
            "The bakery sold 17 pies on Tuesday and 25 on Saturday.",
            "The bakery sold 42 pies over the two days.",
            "entailment",
        ),
        (
            "The bakery sold 17 pies on Tuesday and 25 on Saturday.",
            "The bakery sold more than 40 pies across the two days.",
            "entailment",
        ),
        ("Mara owns 12 kites and Tobias owns 30.", "Quentin owns 42 kites.", "neutral"),
    ],
)
def test_sums_with_roles(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        (
            "The dealer sold 31 vans and 12 motorcycles.",
            "The dealer sold at least 43 vehicles.",
            "entailment",
        ),
        ("The dealer sold 31 vans and 12 motorcycles.", "The dealer sold more than 43 vehicles.", "neutral"),
        ("The dealer sold 31 vans and 12 motorcycles.", "The dealer sold exactly 43 vehicles.", "neutral"),
        (
            "The dealer sold 31 vans and 12 motorcycles.",
            "The dealer sold fewer than 40 vehicles.",
            "contradiction",
        ),
        (
            "The dealer sold 31 vans, 12 motorcycles and no other vehicles.",
            "The dealer sold 43 vehicles in total.",
            "entailment",
        ),
        (
            "The dealer sold 31 vans, 12 motorcycles and no other vehicles.",
            "The dealer sold 45 vehicles in total.",
            "contradiction",
        ),
        (
            "The only fruits the shop sold were 8 lemons and 19 apples.",
            "The shop sold 6 pears.",
            "contradiction",
        ),
    ],
)
def test_open_and_closed_lists_of_kinds(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The choir has 3 members: Ingrid, Mateo and Soren.", "Mateo sings in the choir.", "entailment"),
        ("The choir has 3 members: Ingrid, Mateo and Soren.", "Beatrix sings in the choir.", "contradiction"),
        ("Ingrid, Mateo and Soren sing in the choir.", "Beatrix sings in the choir.", "neutral"),
        (
            "Chisels and spanners were the only tools the shop sold.",
            "The shop sold hammers.",
            "contradiction",
        ),
        ("The shop sold chisels and spanners.", "The shop sold hammers.", "neutral"),
    ],
)
def test_membership_in_closed_lists(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Ingrid, Mateo, Soren and Beatrix won a prize.", "At least three people won a prize.", "entailment"),
        ("Ingrid, Mateo, Soren and Beatrix won a prize.", "Only two people won a prize.", "contradiction"),
        ("Only Ingrid and Mateo won a prize.", "Four people won a prize.", "contradiction"),
        ("Only Ingrid and Mateo won a prize.", "Two people won a prize.", "entailment"),
        ("312 nurses joined the protest.", "More than 300 people joined the protest.", "entailment"),
        ("312 nurses joined the protest.", "Fewer than 300 people joined the protest.", "contradiction"),
    ],
)
def test_people_counts(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        (
            "Of the 120 students, 85 passed the test.",
            "35 of the 120 students did not pass the test.",
            "entailment",
        ),
        (
            "Of the 120 students, 85 passed the test.",
            "30 of the 120 students did not pass the test.",
            "contradiction",
        ),
        ("Lena had 60 stamps and used all 60 of them.", "Lena had no stamps left.", "entailment"),
        ("Lena had 60 stamps and sold some of them.", "Lena still had all 60 stamps.", "contradiction"),
        ("Lena had 60 stamps and sold some of them.", "Lena had 22 stamps left.", "neutral"),
        ("Lena sold 14 stamps.", "Lena had 9 stamps left.", "neutral"),
        ("Omar has 23 shells and Lena has 23.", "Omar has more shells than Lena.", "contradiction"),
        ("Omar has 23 shells and Lena has 23.", "Omar has as many shells as Lena.", "entailment"),
        ("Omar has 31 shells and Lena has 23.", "Lena has fewer shells than Omar.", "entailment"),
        ("Omar has 31 shells and Lena has 23.", "Lena has 8 fewer shells than Omar.", "entailment"),
    ],
)
def test_complements_remainders_comparisons(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Of the 50 runners, 38 finished the race.", "12 runners did not finish the race.", "entailment"),
        ("Nora has 12 pens and Raj has 9 pens.", "Raj has 21 pens.", "contradiction"),
        ("Nora has 12 pens and Raj has 9 pens.", "Raj has more pens than Nora.", "contradiction"),
        ("The shop sold 30 apples and 12 pears.", "The shop sold at most 42 fruits.", "neutral"),
        ("The shop sold 30 apples, 12 pears and nothing else.", "The shop sold 45 fruits.", "contradiction"),
        # a bound's "not" is not a derivation's negation
        ("The mill cut no more than 80 logs.", "The mill cut not more than 80 oak logs.", "entailment"),
    ],
)
def test_variants(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("57 of the pilots joined the strike.", "34 of the pilots did not join the strike.", "neutral"),
        (
            "Of the 60 pilots, 14 did not join the strike.",
            "46 of the 60 pilots joined the strike.",
            "entailment",
        ),
        ("Nora has 40 shells, 8 more than Raj.", "Raj has 32 shells.", "entailment"),
        ("Nora has 40 shells, 8 fewer than Raj.", "Raj has 32 shells.", "contradiction"),
        ("The zoo bought only lions and tigers.", "The zoo bought bears.", "contradiction"),
        ("500 people voted for the plan.", "500 Canadians voted for the plan.", "neutral"),
        ("500 people voted for the plan.", "More than 520 Canadians voted for the plan.", "contradiction"),
    ],
)
def test_more_variants(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # the first clause's subject is shared context in a gapped list, not a holder
        (
            "Acme shipped 5 crates in March and 3 crates in April.",
            "Acme shipped 3 crates in April.",
            "entailment",
        ),
        (
            "Acme shipped 5 crates in March and 3 crates in April.",
            "Acme shipped 8 crates in April.",
            "contradiction",
        ),
        ("Acme shipped 5 crates in March and 3 crates in April.", "Acme shipped 8 crates in May.", "neutral"),
    ],
)
def test_shared_subject_is_not_a_holder(reasoner, premise, hypothesis, label):
    assert _label(reasoner, premise, hypothesis) == label
