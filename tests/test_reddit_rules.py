"""Headline pairs (invented sentences): abbreviated units and embedded clauses."""

from __future__ import annotations

import pytest

from qreas.pruner import _abbreviates


@pytest.mark.parametrize(
    ("short", "word", "expected"),
    [
        ("pts", "points", True),
        ("pt", "point", True),
        ("yrs", "years", True),
        ("pts", "point", False),  # plural against singular
        ("pot", "point", False),  # a vowel: a word, not a contraction
        ("ts", "points", False),  # another first letter
    ],
)
def test_abbreviates(short: str, word: str, expected: bool) -> None:
    assert _abbreviates(short, word) is expected


@pytest.fixture(scope="module")
def reasoner():
    from qreas import Reasoner

    return Reasoner()


def test_abbreviated_unit_compares(reasoner) -> None:
    pred = reasoner.predict("Index climbs 212 points, bonds ease", "Index climbs 150 pts, bonds ease")
    assert pred.label == "contradiction"


def test_purpose_clause_words_do_not_set_event_apart(reasoner) -> None:
    pred = reasoner.predict(
        "Acme Corp to pay $3.4 billion to end fraud lawsuit",
        "Acme Corp to pay $2 billion to settle claims of faulty loans",
    )
    assert pred.label == "contradiction"


def test_new_modifier_in_own_clause_still_another_event(reasoner) -> None:
    pred = reasoner.predict("Canada adds 40,000 jobs in March", "Canada adds 25,000 factory jobs in June")
    assert pred.label == "neutral"
