"""Generalized-quantifier monotonicity with numbers, on invented pairs: one position
under a quantifier edited (a modifier, relative clause or prepositional phrase added or
dropped, a noun or verb replaced by a hypernym or hyponym, a conjunct or disjunct added
or dropped, the number moved), labelled by the monotonicity calculus (MacCartney &
Manning 2009; Barwise & Cooper 1981; "A and B" ⊏ A ⊏ "A or B")."""

from __future__ import annotations

import pytest

E, N, C = "entailment", "neutral", "contradiction"


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # disjuncts and conjuncts under upward and downward scopes
        ("Fewer than 12 guests ate fish or meat.", "Fewer than 12 guests ate fish.", E),
        ("Fewer than 12 guests ate fish.", "Fewer than 12 guests ate fish or meat.", N),
        ("More than 15 farmers sold wheat or corn.", "More than 15 farmers sold wheat.", N),
        ("No farmer sold wheat or corn.", "No farmer sold wheat.", E),
        ("Exactly 9 ducks swam.", "Exactly 9 ducks swam or flew.", N),
        ("At most 10 owls hooted and flew.", "At most 10 owls hooted.", N),
        ("At most 10 owls hooted.", "At most 10 owls hooted and flew.", E),
        ("At least 4 trucks were inspected.", "At least 4 trucks were loaded and inspected.", N),
        ("No trucks were loaded or inspected.", "No trucks were inspected.", E),
        ("Few fans sang or danced.", "Few fans sang.", E),
    ],
)
def test_coordination(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # "all N" / "all the N" are universals: restrictor down, scope up
        ("All 12 pilots ran to the gate.", "All 12 pilots sprinted to the gate.", N),
        ("All the students smiled.", "All the students who sang in the choir smiled.", E),
        ("All the students who sang in the choir smiled.", "All the students smiled.", N),
        # a relative clause is in the restrictor, with what modifies its words
        ("Every student who passed got a prize.", "Every student who passed easily got a prize.", E),
        ("Every student who passed easily got a prize.", "Every student who passed got a prize.", N),
        ("At least 3 climbers who reached the summit were injured.",
         "At least 3 climbers who reached the summit on Tuesday were injured.", N),  # fmt: skip
        ("Fewer than 5 climbers who reached the summit were injured.",
         "Fewer than 5 climbers who reached the summit on Tuesday were injured.", E),  # fmt: skip
        # a new relative clause is one restrictor edit; its verb does not take the main verb
        ("At least 3 senators spoke.", "At least 3 senators who opposed the bill spoke.", N),
        ("At most 3 senators spoke.", "At most 3 senators who opposed the bill spoke.", E),
        # partitives: none / neither / a proportion of a stated group
        ("None of the 15 clerks sprinted.", "None of the 15 clerks ran.", N),
        ("None of the 15 clerks ran.", "None of the 15 clerks sprinted.", E),
        ("Neither of the chefs baked a cake.", "Neither of the chefs baked a chocolate cake.", E),
        ("Neither of the chefs baked a chocolate cake.", "Neither of the chefs baked a cake.", N),
        ("More than half of the 60 members voted.", "More than half of the 60 members voted early.", N),
        ("More than half of the 60 members voted early.", "More than half of the 60 members voted.", E),
        # a determiner the parser hangs on the verb ("twin" read as an adjective)
        ("Neither twin ran.", "Neither twin sprinted.", E),
        ("Neither twin sprinted.", "Neither twin ran.", N),
        # a degree word narrows a predicate adjective
        ("Every employee was tired.", "Every employee was very tired.", N),
        ("Few employees were very tired.", "Few employees were tired.", N),
        ("At least 20 employees were tired.", "At least 20 employees were very tired.", N),
        ("At most 8 rooms were clean.", "At most 8 rooms were really clean.", E),
        ("Only 3 pianists played Bach.", "Only 3 pianists played Bach well.", N),
        # a conjoined predicate under a determiner the parser hung on the verb
        ("No wolf howled.", "No wolf howled and growled.", E),
        ("No wolf howled and growled.", "No wolf howled.", N),
        # the same bound on both sides is ≡, so a negation over it projects nothing wrong
        ("The team did not win more than 5 games.", "The team did not win more than 5 home games.", E),
        # "people" counts persons
        ("Over 200 residents signed the petition.", "Over 200 people signed the petition.", E),
        ("Over 200 people signed the petition.", "Over 200 residents signed the petition.", N),
    ],
)
def test_quantifier_arguments(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # numbers moved with the monotonicity of the bound, and bounded shares of a group
        ("At most 40 trees were planted.", "At most 50 oaks were planted.", E),
        ("At least 40 oaks were planted.", "At least 50 trees were planted.", N),
        ("No fewer than 18 climbers reached the peak on Monday.",
         "No fewer than 15 climbers reached the peak.", E),  # fmt: skip
        ("Most of the 9 judges agreed.", "At least 5 of the 9 judges agreed.", E),
        ("Most of the 9 judges agreed.", "At least 6 of the 9 judges agreed.", N),
        ("More than half of the 9 judges agreed.", "At least 5 of the 9 judges agreed.", E),
        ("At least 8 of the 9 judges agreed.", "Most of the 9 judges agreed.", E),
        ("Fewer than 3 of the 9 judges agreed.", "Most of the 9 judges agreed.", C),
        # "a minimum of" on a count of individuals is "at least", wherever the count stands
        ("The clinic ordered a minimum of 64 syringes.", "The clinic ordered a minimum of 40 syringes.", E),
        ("The clinic ordered a minimum of 40 syringes.", "The clinic ordered a minimum of 64 syringes.", N),
        ("The museum lent not more than 12 statues.", "The museum lent not more than 12 marble statues.", E),
        ("Fifteen or more volunteers cleaned the beach.", "Fewer than ten volunteers cleaned the beach.", C),
    ],
)
def test_numbers_and_shares(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a disjunction both sides state is no added disjunct: only the number is edited
        ("Exactly 5 guests ate fish or meat.", "Exactly 6 guests ate fish or meat.", "contradiction"),
        ("At least 5 guests ate fish or meat.", "At least 3 guests ate fish or meat.", "entailment"),
        # the whole a percentage is of narrows nothing
        ("The mayor got 52 %, aides said.", "The mayor got 52 % of the vote, aides said.", "entailment"),
    ],
)
def test_restated_disjunctions_and_the_whole_of_a_percentage(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a verb replaced by its troponym (WordNet's hypernym links): monotonicity decides
        ("At least 8 guests danced.", "At least 8 guests waltzed.", "neutral"),
        ("At least 8 guests waltzed.", "At least 8 guests danced.", "entailment"),
        ("More than 5 students spoke.", "More than 5 students whispered.", "neutral"),
        ("Fewer than 8 guests danced.", "Fewer than 8 guests waltzed.", "entailment"),
    ],
)
def test_troponyms_in_a_quantifiers_scope(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


def test_troponym_pairs_by_hypernym_links_only():
    from qreas.natlog.lexical import troponym_pair

    assert troponym_pair("dance", "waltz") and troponym_pair("whisper", "talk")
    assert not troponym_pair("die", "kill")  # kill causes die: no manner of dying
    assert not troponym_pair("run", "run")
