"""The global reasoner: each label path, with invented sentences."""

from __future__ import annotations

import pytest

from qreas import Prediction


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # direct match, exact and through units
        ("The team hired 12 new engineers last spring.", "The team hired 12 new engineers.", "entailment"),
        ("The trail is 3 km long and very steep.", "The trail is 3000 meters long.", "entailment"),
        # bounds: an exact premise entails a looser bound, contradicts an excluding one
        ("Ann has 6 cousins in the city.", "Ann has more than 2 cousins in the city.", "entailment"),
        ("Ann has 6 cousins in the city.", "Ann has fewer than 6 cousins in the city.", "contradiction"),
        ("Ann has more than 2 cousins in the city.", "Ann has 6 cousins in the city.", "neutral"),
        # same slot, other value
        ("Ann has 6 cousins in the city.", "Ann has 9 cousins in the city.", "contradiction"),
        # arithmetic
        ("Sam had 9 dimes and his dad gave him 7 dimes.", "Sam has 16 dimes.", "entailment"),
        ("Each box holds 6 pens and there are 5 boxes.", "There are 30 pens in total.", "entailment"),
        # approximation
        ("Nearly 300 workers joined the strike.", "About 300 workers joined the strike.", "entailment"),
        # a number the premise does not support
        ("The club sold 40 tickets on Monday.", "The club sold 75 tickets on Friday.", "neutral"),
    ],
)
def test_labels(reasoner, premise, hypothesis, label):
    p = reasoner.predict(premise, hypothesis)
    assert isinstance(p, Prediction)
    assert p.label == label, p.explain()


def test_every_hypothesis_quantity_gets_a_justification(reasoner):
    p = reasoner.predict(
        "The firm opened 4 stores and closed 2 plants.", "The firm opened 4 stores and closed 2 plants."
    )
    assert len(p.justifications) == len(p.hypothesis_quantities) == 2
    assert p.label == "entailment"


def test_explanation_shows_the_equation(reasoner):
    p = reasoner.predict("Sam had 9 dimes and his dad gave him 7 dimes", "Sam has 16 dimes")
    assert p.label == "entailment"
    assert "9 + 7 = 16 dime" in p.explain()
    assert p.justifications[0].method in ("enumerator", "ilp")


def test_hedged_premise_does_not_entail(reasoner):
    p = reasoner.predict("Sam believed Joan had 5 apples.", "Joan had 5 apples.")
    assert p.label != "entailment"


def test_no_quantity_falls_back_to_the_verbal_side(reasoner):
    same = reasoner.predict("The mayor opened the new bridge.", "The mayor opened the bridge.")
    other = reasoner.predict("The mayor opened the new bridge.", "The governor closed a school.")
    assert same.label == "entailment"
    assert other.label == "neutral"


def test_roles_pick_the_matching_quantity(reasoner):
    # each hypothesis quantity is compared with its own slot, not "the last one wins"
    p = reasoner.predict(
        "Tom's rank is 9th and Ana's rank is 17th.", "Tom's rank is more than 9th and Ana's rank is 17th."
    )
    assert p.label == "contradiction", p.explain()


def test_predict_many_equals_predict(reasoner):
    pairs = [
        ("I had 3 apples but gave 1 to my brother.", "I have 2 apples."),
        ("The town has 1,200 homes.", "The town has 1200 homes."),
        ("The town has 1,200 homes.", "The town has 1200 homes."),  # duplicate pair
    ]
    many = reasoner.predict_many(pairs)
    assert [p.label for p in many] == [reasoner.predict(a, b).label for a, b in pairs]


def test_jobs_give_the_same_predictions(reasoner):
    pairs = [
        ("Ann has 6 cousins.", "Ann has fewer than 6 cousins."),
        ("Each box holds 6 pens and there are 5 boxes.", "There are 30 pens."),
        ("The road is 2 km long.", "The road is 2000 meters long."),
        ("The mayor opened the bridge.", "The mayor closed the bridge."),
    ] * 20
    one = [p.to_dict() for p in reasoner.predict_many(pairs, jobs=1)]
    two = [p.to_dict() for p in reasoner.predict_many(pairs, jobs=2)]
    assert one == two


def test_collect_errors_keeps_the_run_going(reasoner, monkeypatch):
    calls = {"n": 0}
    real = reasoner.decide

    def flaky(pdoc, hdoc):
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("boom")
        return real(pdoc, hdoc)

    monkeypatch.setattr(reasoner, "decide", flaky)
    out = reasoner.predict_many([("a 1", "a 1"), ("b 2", "b 2"), ("c 3", "c 3")], errors="collect")
    assert isinstance(out[1], RuntimeError)
    assert isinstance(out[0], Prediction) and isinstance(out[2], Prediction)


def test_elided_unit_supports_but_never_contradicts(reasoner):
    same = reasoner.predict("The nine were rescued by the coast guard.", "Nine people were rescued.")
    assert same.label == "entailment", same.explain()
    other = reasoner.predict("The nine were rescued by the coast guard.", "Four people were rescued.")
    assert other.label != "contradiction", other.explain()


@pytest.mark.parametrize(
    "premise, hypothesis",
    [
        ("A sack holds 20 candies and each pack is 5 candies.", "4 packs are in the sack."),
        ("Ben cycled 12 miles at 4 miles per hour.", "Ben cycled for 3 hours."),
        ("There are 9 cats and 4 dogs.", "There are 5 more cats than dogs."),
        ("Lia had 10 shells and found 6 more shells.", "Lia has 16 shells now."),
    ],
)
def test_dimensional_equations(reasoner, premise, hypothesis):
    p = reasoner.predict(premise, hypothesis)
    assert p.label == "entailment", p.explain()


def test_gains_are_not_subtracted(reasoner):
    p = reasoner.predict("Lia had 10 shells and found 6 more shells.", "Lia has 4 shells now.")
    assert p.label != "entailment", p.explain()


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a rate stated by distributive "each": per member of the subject
        ("The crates hold 9 melons each, and there are 4 crates.", "There are 36 melons.", "entailment"),
        ("The shelves hold 6 jars each, and there are 90 jars.", "There are 15 shelves.", "entailment"),
        # a generic present-tense price is a rate per item; the count divides out
        ("Ann has 40 dollars and a ticket costs 8 dollars.", "Ann can buy 5 tickets.", "entailment"),
        ("Ann has 40 dollars and a ticket costs 8 dollars.", "Ann can buy 6 tickets.", "neutral"),
        # a measure used attributively: 12 liters into 3 liter bottles
        ("Tom poured 12 liters of juice into 3 liter bottles.", "Tom needs 4 bottles.", "entailment"),
        # a hyphenated compound is one unit, and WordNet knows it
        ("The club has 40 grown-ups and 12 children.", "The club has 40 adults.", "entailment"),
    ],
)
def test_rates_and_compound_units(reasoner, premise, hypothesis, label):
    p = reasoner.predict(premise, hypothesis)
    assert p.label == label, p.explain()


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a hypothesis quantity under a condition the hypothesis states itself
        ("Each crate holds 8 melons.", "40 melons fit in 5 crates.", "entailment"),
        ("Each crate holds 8 melons.", "45 melons fit in 5 crates.", "neutral"),
        ("Kim sold 36 boxes of cookies.", "Kim sold 3 cases of 12 boxes.", "entailment"),
        ("Kim sold 36 boxes of cookies.", "Kim sold 3 cases of 13 boxes.", "not entailment"),
        # listed quantities are two claims, not a condition and its consequence
        (
            "The blast killed 9 people, including 5 tourists.",
            "The blast killed 5 tourists and 4 guards.",
            "neutral",
        ),
        # coordinated ellipsis, and whole numbers compose exactly
        ("This year 712 male and 259 female salmon returned.", "971 salmon returned.", "entailment"),
        ("This year 712 male and 259 female salmon returned.", "974 salmon returned.", "not entailment"),
    ],
)
def test_conditions_in_the_hypothesis(reasoner, premise, hypothesis, label):
    p = reasoner.predict(premise, hypothesis)
    if label == "not entailment":
        assert p.label != "entailment", p.explain()
    else:
        assert p.label == label, p.explain()


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a negation on a quantity the equation subtracts is part of the arithmetic
        ("A club had 9 players, but 3 players did not show up.", "6 players showed up.", "entailment"),
        # ... but a negation the hypothesis drops, on a quantity not used, still counts:
        # "did not hire 9" denies "hired 9" (at least or exactly 9: either way, ^)
        ("The club did not hire 9 players.", "The club hired 9 players.", "contradiction"),
        # a negation in a clause about a quantity the equation uses
        ("Tom had 12 cups, and he threw away 5 cups that did not fit.", "Tom has 7 cups.", "entailment"),
        # a verb of change of amount describes the arithmetic; the unit noun is the pruner's
        (
            "Paul had 40 crayons and at the end of the year he had 15 left.",
            "25 crayons were lost or given away.",
            "entailment",
        ),
        (
            "There were 12 parents and 30 pupils at the fair.",
            "42 people were present at the fair.",
            "entailment",
        ),
        # words naming the result of an equation need no counterpart in the premise
        (
            "Ann has 5 roses and Bob has 3 roses.",
            "The total number of roses is 8.",
            "entailment",
        ),
    ],
)
def test_what_an_equation_accounts_for(reasoner, premise, hypothesis, label):
    p = reasoner.predict(premise, hypothesis)
    assert p.label == label, p.explain()


def test_result_words_are_licensed_only_by_an_equation(reasoner):
    from qreas.reasoner import _absorb_arithmetic
    from qreas.verbal import VerbalAssessment

    v = VerbalAssessment(
        coverage=0.5, missing=("total", "bill"), negation_mismatch=False, hedged=False, total=4
    )
    assert _absorb_arithmetic(v, [], None, None) == v  # no equation: nothing changes


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a part the hypothesis restates with "including" is still a term of the whole
        (
            "Three students and two teachers were hurt in the fall.",
            "Five people were hurt, including two teachers.",
            "entailment",
        ),
        # nouns that count people by what befell them
        (
            "Officials confirmed seven deaths after the flood.",
            "Seven people died in the flood.",
            "entailment",
        ),
    ],
)
def test_parts_and_people(reasoner, premise, hypothesis, label):
    p = reasoner.predict(premise, hypothesis)
    assert p.label == label, p.explain()


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # counting a list of things of the hypothesis' kind (WordNet instances)
        (
            "The band played in Texas and Ohio last year.",
            "The band played in two states last year.",
            "entailment",
        ),
        (
            "The band played in Texas, Ohio and Utah.",
            "The band played in Ohio and two other states.",
            "entailment",
        ),
        # a list may be partial: another count is not ruled out
        (
            "The band played in Texas and Ohio last year.",
            "The band played in three states last year.",
            "neutral",
        ),
    ],
)
def test_counting_listed_things(reasoner, premise, hypothesis, label):
    p = reasoner.predict(premise, hypothesis)
    assert p.label == label, p.explain()
    if label == "entailment":
        assert p.justifications[0].infix().startswith("count(Texas")


def test_a_repeated_pair_is_decided_once(reasoner, monkeypatch):
    pairs = [
        ("The shop sold 40 kites.", "The shop sold 40 kites."),
        ("The shop sold 40 kites.", "The shop sold 41 kites."),
    ] * 3
    calls = []
    real = reasoner.decide_pair

    def counted(docs, p, h, errors):
        calls.append((p, h))
        return real(docs, p, h, errors)

    monkeypatch.setattr(reasoner, "decide_pair", counted)
    seen = []
    out = reasoner.predict_many(pairs, progress=lambda done, total: seen.append((done, total)))
    assert len(calls) == 2 and [p.label for p in out] == ["entailment", "contradiction"] * 3
    assert seen[-1] == (6, 6)
