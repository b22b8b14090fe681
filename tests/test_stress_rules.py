"""Minimal pairs that change one number, with invented sentences: after "ratio", "A to
B" is one ratio A/B, not a range; a bound phrase both sides share in the same slot is
context and the values it bounds compare ("a maximum of more than 20 days" follows from
"a maximum of 30 days"; "a maximum of 30 days" and "a maximum of 25 days" conflict); a
number after a currency sign and a bound ("$ under 2500") is money, not a year; a year
and a bare number in the same slot of a near-identical sentence compare as values."""

from __future__ import annotations

import pytest

from qreas.quantities import parse_doc


def _quantities(reasoner, text):
    doc = reasoner.parse_many([text])[text]
    return [(q.text, q.lo, q.hi, q.kind) for q in parse_doc(doc, reasoner.config, all_kinds=True)]


# ------------------------------------------------------------------ ratios of two terms
def test_ratio_after_ratio_noun_is_one_value(reasoner):
    (q,) = _quantities(reasoner, "The ratio of cats to dogs in the shelter is 3 to 4")
    assert q[1] == q[2] == pytest.approx(75.0) and q[3] == "ratio"


def test_range_without_ratio_noun_stays_a_range(reasoner):
    (q,) = _quantities(reasoner, "The shelter keeps 3 to 4 dogs in each pen")
    assert (q[1], q[2]) == (3.0, 4.0)


def test_three_term_ratio_is_not_one_value(reasoner):
    values = [q[1] for q in _quantities(reasoner, "Paint is mixed in a ratio of 2 : 5 : 1")]
    assert values == [2.0, 5.0, 1.0]


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        (
            "The ratio of cats to dogs in the shelter is 9 to 4",
            "The ratio of cats to dogs in the shelter is more than 5 to 4",
            "entailment",
        ),
        (
            "The ratio of cats to dogs in the shelter is 3 to 4",
            "The ratio of cats to dogs in the shelter is less than 3 to 4",
            "contradiction",
        ),
        (
            "The ratio of cats to dogs in the shelter is 3 to 4",
            "The ratio of cats to dogs in the shelter is 2 to 4",
            "contradiction",
        ),
        (
            "The ratio of cats to dogs in the shelter is less than 3 to 4",
            "The ratio of cats to dogs in the shelter is 1 to 4",
            "neutral",
        ),
    ],
)
def test_ratio_pairs(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


# ----------------------------------------------------------- a shared bound is context
@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a bound over a bound speaks of the value the outer phrase names
        (
            "Tom may rent the boat for a maximum of 30 days",
            "Tom may rent the boat for a maximum of more than 20 days",
            "entailment",
        ),
        (
            "The club needs at least 12 chairs for each table",
            "The club needs at least more than 12 chairs for each table",
            "contradiction",
        ),
        (
            "The club needs at least 12 chairs for each table",
            "The club needs at least fewer than 15 chairs for each table",
            "entailment",
        ),
        (
            "The plan covers repairs up to $ 500",
            "The plan covers repairs up to $ less than 900",
            "entailment",
        ),
        # a bound named by a noun is one value
        (
            "Tom may rent the boat for a maximum of 30 days",
            "Tom may rent the boat for a maximum of 25 days",
            "contradiction",
        ),
        # a speaker's lower bound on an unknown amount still entails a lower one
        (
            "The storm destroyed more than 300 houses in the valley",
            "The storm destroyed more than 200 houses in the valley",
            "entailment",
        ),
    ],
)
def test_shared_bounds(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_bounded_money_is_not_a_year(reasoner):
    (q,) = _quantities(reasoner, "The plan covers repairs up to $ less than 1900")
    assert q[3] == "amount" and q[2] == 1900.0


# ------------------------------------------------------ a year and a number in one slot
@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        (
            "In 1987 , the town opened its first library",
            "In 5987 , the town opened its first library",
            "contradiction",
        ),
        (
            "In 1987 , the town opened its first library",
            "In less than 4987 , the town opened its first library",
            "entailment",
        ),
        (
            "1450 , what is Maya 's part of the prize ?",
            "2450 , what is Maya 's part of the prize ?",
            "contradiction",
        ),
    ],
)
def test_year_and_number_in_one_slot(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_year_and_count_in_other_slots_do_not_compare(reasoner):
    label = reasoner.predict(
        "The bridge was built in 1932 .", "The bridge carries 6000 cars a day ."
    ).label
    assert label != "contradiction"
