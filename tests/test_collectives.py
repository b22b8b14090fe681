"""A collective's size counts its members ("a crew of 34" -> 34 crew members):
``qreas.natlog.derivers.collectives``. Invented sentences."""

from __future__ import annotations

import pytest

from qreas import Reasoner


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner(use_cache=False)


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        ("The ship had a crew of 34.", "The ship had 36 crew members.", "contradiction"),
        ("The ship had a crew of 34.", "The ship had fewer than 30 sailors.", "contradiction"),
        ("The ship had a crew of 34.", "The ship had 34 sailors.", "entailment"),
        ("The ship had a crew of 34.", "The ship had more than 30 crew members.", "entailment"),
        ("A jury of 12 heard the case.", "Fourteen jurors heard the case.", "contradiction"),
        ("The company has a workforce of 2,300.", "The company has 3,200 employees.", "contradiction"),
        ("The company has a workforce of 2,300.", "The company employs 2,300 workers.", "entailment"),
        ("The club has a squad of 25.", "The club has 21 players.", "contradiction"),
        ("The ship had a crew of 34.", "The ship carried 40 passengers.", "neutral"),
    ],
)
def test_collective_sizes(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_members_need_the_collective_named():
    from qreas.lexicon import collectives

    assert "sailor" in collectives()["crew"] and "member" in collectives()["crew"]
    assert "crew" in collectives()["crew"] and "player" not in collectives()["crew"]


def test_a_collectives_size_keeps_its_own_count_before_a_conjoined_count():
    from qreas import parse_quantities

    got = [(q.text, q.unit) for q in parse_quantities("She sailed with a crew of 34 and 12 passengers.")]
    assert got == [("34", None), ("12 passengers", "passenger")]
    # what the collective is made of is still counted by both numbers
    assert [q.unit for q in parse_quantities("The farm has 34 and 12 cows.")] == ["cow", "cow"]


def test_a_paragraphs_crew_next_to_its_passengers(reasoner):
    premise = (
        "The Marwick was a cargo steamer built in 1904. She sailed from Leith with a crew of 34 "
        "and 12 passengers. She sank off Orkney in 1911."
    )
    assert reasoner.predict(premise, "The Marwick carried 34 crew.").label == "entailment"
