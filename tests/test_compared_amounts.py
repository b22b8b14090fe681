"""``derivers/compared_amounts``: "Y, N more than Z" fixes Z. When Z is another holder,
the level's holder is read by the derivation (its name is no dropped edit), so the
proof decides. Invented sentences."""

from __future__ import annotations

import pytest

from qreas import Reasoner


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner(use_cache=False)


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        (
            "Anna has 12 apples, 5 more than Ben.",
            "Ben has 7 apples.",
            "entailment",
        ),
        (
            "Anna has 12 apples, 5 more than Ben.",
            "Ben has 17 apples.",
            "contradiction",
        ),
        (
            "The library has 3,400 books, 600 fewer than the museum.",
            "The museum has 4,000 books.",
            "entailment",
        ),
        (
            "The library has 3,400 books, 600 fewer than the museum.",
            "The museum has 2,800 books.",
            "contradiction",
        ),
        (
            "The red team scored 48 points, 9 more than the blue team.",
            "The blue team scored 39 points.",
            "entailment",
        ),
        (
            "The red team scored 48 points, 9 more than the blue team.",
            "The blue team scored 57 points.",
            "contradiction",
        ),
        (
            "The school had 640 pupils this year, 40 more than last year.",
            "The school had 600 pupils last year.",
            "entailment",
        ),
        (
            "The school had 640 pupils this year, 40 more than last year.",
            "The school had 680 pupils last year.",
            "contradiction",
        ),
    ],
)
def test_absolute_comparisons(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label
