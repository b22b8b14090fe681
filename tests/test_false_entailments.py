"""False entailments the quantity side can see, with invented sentences: a prediction
read as a fact ("will" / past or present), one rank of two different series ("the
second half" / "second place"), an opening "other" with no antecedent, and a question
read as a statement."""

from __future__ import annotations

import pytest

from qreas.verbal import VerbalAligner, asserted_as_fact, future_over


def _doc(reasoner, text):
    return reasoner.parse_many([text])[text]


def _span(doc, word):
    k = next(t.i for t in doc if t.text == word)
    return k, k + 1


def _assess(reasoner, premise, hypothesis):
    docs = reasoner.parse_many([premise, hypothesis])
    return VerbalAligner().assess(docs[premise], docs[hypothesis])


# -------------------------------------------------------- 1. a prediction is not a fact
@pytest.mark.parametrize(
    "premise, hypothesis, entails",
    [
        # what will be is not yet so
        (
            "The new plant will produce 300 cars a day , the firm said .",
            "The plant produces 300 cars a day .",
            False,
        ),
        (
            "The bridge will carry 40,000 vehicles a day .",
            "The bridge carried 40,000 vehicles a day .",
            False,
        ),
        # future on both sides
        (
            "The bridge will carry 40,000 vehicles a day .",
            "The bridge will carry 40,000 vehicles a day .",
            True,
        ),
        # a headline infinitive or the present progressive may name the plan itself
        ("The town will hire 12 teachers .", "Town to hire 12 teachers", True),
        (
            "Some 500 troops will be sent to the border .",
            "Some 500 troops are being sent to the border .",
            True,
        ),
        # the quantity's own clause is past: the future elsewhere does not reach it
        (
            "She will meet the player who won 6-3 yesterday .",
            "A player won 6-3 yesterday .",
            True,
        ),
    ],
)
def test_prediction_is_not_a_fact(reasoner, premise, hypothesis, entails):
    assert (reasoner.predict(premise, hypothesis).label == "entailment") is entails


def test_future_over_stops_at_a_tensed_verb(reasoner):
    doc = _doc(reasoner, "He will reach the school , which is 750 meters away .")
    assert not future_over(doc, *_span(doc, "750"))
    assert future_over(doc, *_span(doc, "750"), anchored=False)
    doc = _doc(reasoner, "The plant will produce 300 cars a day .")
    assert future_over(doc, *_span(doc, "300"))


def test_asserted_as_fact(reasoner):
    doc = _doc(reasoner, "The plant produced 300 cars .")
    assert asserted_as_fact(doc, *_span(doc, "300"))
    doc = _doc(reasoner, "The plant could produce 300 cars .")
    assert not asserted_as_fact(doc, *_span(doc, "300"))  # a modal
    doc = _doc(reasoner, "Plant to produce 300 cars")
    assert not asserted_as_fact(doc, *_span(doc, "300"))  # no tense


# ------------------------------------------------ 2. one rank of two different series
def test_ranks_of_different_series_need_the_same_role(reasoner):
    premise = (
        "Leeds reached 40 points from 20 games with a 3-1 win over Hull , "
        "who had a man sent off in the second half ."
    )
    hypothesis = "Leeds in second place after 3-1 win over Hull"
    assert reasoner.predict(premise, hypothesis).label != "entailment"


def test_rank_of_one_series_still_matches(reasoner):
    premise = "It is the third time the bank has cut its rate this year ."
    assert reasoner.predict(premise, "The bank cuts its rate for the third time").label == "entailment"


# --------------------------------------------------- 3. an opening "other" presupposes
@pytest.mark.parametrize(
    "premise, hypothesis, presupposes",
    [
        # "other" with nothing named before it: the premise must name the rest of the set
        ("Five of them were still in hospital .", "Five other people were still in hospital .", True),
        ("Two guards were being held .", "Two others were being held .", True),
        ("One of those boats was sunk .", "One of the other boats was sunk .", True),
        # the premise speaks of the rest of the set
        ("The other five men were still in hospital .", "Five others were still in hospital .", False),
        ("The remaining five were still in hospital .", "The other five were still in hospital .", False),
        # the hypothesis names the first members itself
        ("Two men were killed and two were hurt .", "Two men killed , two others hurt", False),
    ],
)
def test_opening_other(reasoner, premise, hypothesis, presupposes):
    assert _assess(reasoner, premise, hypothesis).presupposes is presupposes


def test_opening_other_blocks_entailment(reasoner):
    premise = "Two guards were being held on drug charges ."
    assert reasoner.predict(premise, "Two others were being held on drug charges .").label == "neutral"


# ----------------------------------------------------------- 4. a question asserts nothing
@pytest.mark.parametrize(
    "premise, hypothesis",
    [
        ("A $40 billion tax cut coming from the senate ?", "Senate plans $40 billion tax cut"),
        ("A crash like 1929 could happen again .", "Could the 1929 crash happen again ?"),
    ],
)
def test_question_and_statement(reasoner, premise, hypothesis):
    assert reasoner.predict(premise, hypothesis).label != "entailment"


def test_word_problem_question_still_matches(reasoner):
    premise = "Ann has 5 apples . How many apples does Ann have ?"
    hypothesis = "Ann has 5 apples ."
    assert reasoner.predict(premise, hypothesis).label == "entailment"


def test_definite_descriptions_escape_the_future(reasoner):
    # a definite description's number is presupposed, not predicted (Karttunen 1973)
    premise = "The agency will print forms in Welsh , besides the 12 other languages ."
    assert reasoner.predict(premise, "The forms come in 12 other languages .").label == "entailment"
    # and a hypothesis figure inside a definite description is not timed by its verb
    premise = "She will receive a payment that will amount to about $ 5 million ."
    hypothesis = "The money came from her payment of about $ 5 million ."
    assert "prediction" not in " ".join(j.note for j in reasoner.predict(premise, hypothesis).justifications)
