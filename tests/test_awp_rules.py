"""Arithmetic word problems, invented: an increment ("more", "another") moved "away"
("5 more ducks swam away", "gave away 4 more") is taken away, as the path particle
gives its direction; a definite partitive ("3 of them", "5 of the stamps") is a part of
a set already counted and is never added to the whole it belongs to."""

from __future__ import annotations

import pytest

_DUCKS = "12 ducks were swimming in the pond and 5 more ducks swam away"


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # an increment moved away is subtracted
        (_DUCKS, "7 ducks are in the pond now", "entailment"),
        (_DUCKS, "17 ducks are in the pond now", "neutral"),
        (
            "Tom baked 30 muffins, and he gave away 9 of them and then gave away 4 more",
            "Tom would have 17 muffins left",
            "entailment",
        ),
        # an increment without "away" is still a gain
        ("Ann had 8 stamps and her aunt gave her 5 more stamps", "Ann has 13 stamps now", "entailment"),
        ("Ann had 8 stamps and her aunt gave her 5 more stamps", "Ann has 3 stamps now", "neutral"),
    ],
)
def test_increment_moved_away(reasoner, premise, hypothesis, label):
    got = reasoner.predict(premise, hypothesis).label
    assert (got == "entailment") == (label == "entailment"), got


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a part of the set is not added to it
        ("Lena has 10 kittens and she gave 3 of them to her cousin", "Lena has 13 kittens now", "neutral"),
        ("Lena has 10 kittens and she gave 3 of them to her cousin", "Lena has 7 kittens now", "entailment"),
        # a number counting its own noun ("pages of my book") is no part
        (
            "I read 12 pages of my book on Monday and 9 pages on Tuesday",
            "I read 21 pages in total",
            "entailment",
        ),
    ],
)
def test_part_not_added_to_whole(reasoner, premise, hypothesis, label):
    got = reasoner.predict(premise, hypothesis).label
    assert (got == "entailment") == (label == "entailment"), got
