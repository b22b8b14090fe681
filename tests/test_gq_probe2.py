"""Quantifier duality and determiner changes over the same restrictor and scope, on
invented pairs: "not all" = "some ... not", "none" = "all ... not" (or "all ... failed
to"), "most" / "few" / numeric bounds of a stated N, labelled by counting (Barwise &
Cooper 1981: a determiner is a condition on how many of the N satisfy the scope)."""

from __future__ import annotations

import pytest

from qreas.natlog.counted_quantifiers import counted_label

E, N, C = "entailment", "neutral", "contradiction"


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        ("Not all 14 pilots landed.", "Some of the 14 pilots did not land.", E),
        ("Some of the 14 pilots did not land.", "Not all 14 pilots landed.", E),
        ("Not every one of the 8 buses was full.", "Some of the 8 buses were not full.", E),
        ("None of the 9 heaters worked.", "All 9 heaters failed to work.", E),
        ("All 9 heaters failed to work.", "None of the 9 heaters worked.", E),
        ("None of the 9 heaters worked.", "Some of the 9 heaters worked.", C),
        ("Every one of the 11 doors was locked.", "None of the 11 doors were locked.", C),
        ("Most of the 40 farmers sold wheat.", "At least 21 of the 40 farmers sold wheat.", E),
        ("Most of the 40 farmers sold wheat.", "At least 30 of the 40 farmers sold wheat.", N),
        ("Few of the 60 fans sang.", "Most of the 60 fans sang.", C),
        ("Exactly 2 of the 5 dogs are brown.", "3 of the 5 dogs are not brown.", E),
        ("No more than 4 of the 12 ferries sank.", "Exactly 6 of the 12 ferries sank.", C),
        ("At least 7 of the 10 clerks voted.", "At most 3 of the 10 clerks did not vote.", E),
    ],
)
def test_counted_determiners(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


def _docs(reasoner, premise, hypothesis):
    return reasoner.nlp(premise), reasoner.nlp(hypothesis)


def test_counting_needs_the_same_scope(reasoner):
    # a modifier added to the scope is the monotonicity calculus' business, not counting's
    pdoc, hdoc = _docs(reasoner, "Some of the 10 owls hooted loudly.", "Some of the 10 owls hooted.")
    assert counted_label(pdoc, hdoc) is None


def test_unstated_domain_holds_both_counts(reasoner):
    # without "of the N", 50 who sang and 30 who did not fit in a domain of 80
    pred = reasoner.predict("50 of the guests sang.", "30 of the guests did not sing.")
    assert pred.label == N


def test_bare_numeral_readings_must_agree(reasoner):
    # "19 volunteers": exactly 19 contradicts "at least 20", at least 19 follows from it
    pdoc, hdoc = _docs(reasoner, "At least 20 volunteers came.", "19 volunteers came.")
    assert counted_label(pdoc, hdoc) is None


def test_refusal_is_more_than_not_doing(reasoner):
    # "refused to" entails "did not", not the other way round
    pdoc, hdoc = _docs(reasoner, "None of the 6 guards spoke.", "All 6 guards refused to speak.")
    assert counted_label(pdoc, hdoc) is None
    pdoc, hdoc = _docs(reasoner, "All 6 guards refused to speak.", "None of the 6 guards spoke.")
    found = counted_label(pdoc, hdoc)
    assert found is not None and found[0] == E


def test_antonym_in_scope_blocks_entailment(reasoner):
    pred = reasoner.predict("At least 4 of the 9 cups are black.", "At least 4 of the 9 cups are white.")
    assert pred.label != E


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # a new object narrows the verb of a quantified subject (baking bread is baking)
        ("Some of the 16 tailors sewed.", "Some of the 16 tailors sewed jackets.", N),
        ("At least 5 tailors sewed.", "At least 5 tailors sewed jackets.", N),
        ("At most 5 tailors sewed.", "At most 5 tailors sewed jackets.", E),
        ("None of the 16 tailors sewed.", "None of the 16 tailors sewed jackets.", E),
        # the parser makes "At" the root of "At most 3 of the 11 ...": the subject by word order
        ("At most 3 of the 11 chefs cooked.", "Most of the 11 chefs did not cook.", E),
        ("Most of the 11 chefs did not cook.", "At most 3 of the 11 chefs cooked.", N),
    ],
)
def test_scope_object_and_surface_subject(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise, hypothesis, gold",
    [
        # the indefinite article is existential: "a Peruvian" = at least one
        ("No Peruvians were injured.", "A Peruvian was injured.", C),
        ("A plumber was hired.", "Some plumbers were hired.", E),
        ("Not a single plumber was hired.", "A plumber was hired.", C),
    ],
)
def test_indefinite_subject_counts_as_some(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold
