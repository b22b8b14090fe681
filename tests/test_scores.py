"""Scores and tallies ("won 5-2", "a 15-9 record"), the group noun "score" and periods
of play ("second-half"). Invented sentences."""

from __future__ import annotations

import pytest

from qreas import parse_quantities


def values(text: str) -> list[tuple[float, float]]:
    return [(q.lo, q.hi) for q in parse_quantities(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # high-to-low or level: one count per side, never a range
        ("The Robins won 5-2 on Saturday .", [(5, 5), (2, 2)]),
        ("The derby ended in a 1-1 draw .", [(1, 1), (1, 1)]),
        ("The bill passed by a 61-38 vote .", [(61, 61), (38, 38)]),
        # a chain of three is a record, not a range
        ("The coach has a record of 10-12-1 .", [(10, 10), (12, 12), (1, 1)]),
        # a run of pairs: the low-to-high set is a score too
        ("She won 4-6 6-3 6-2 .", [(4, 4), (6, 6), (6, 6), (3, 3), (6, 6), (2, 2)]),
        # a low-to-high pair alone stays a range
        ("The hall holds 30-40 people .", [(30, 40)]),
    ],
)
def test_tallies(text, expected):
    assert values(text) == expected


def test_tally_sides_know_their_score():
    qs = parse_quantities("The Robins won 5-2 on Saturday .")
    assert [q.tally for q in qs] == [(5, 2), (5, 2)]
    assert all(q.unit is None for q in qs)  # they count goals, not Saturdays or wins
    assert parse_quantities("The hall holds 30-40 people .")[0].tally == ()


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The Robins score five against the Hawks .", [(5, 5)]),  # the verb, not 25
        ("The Robins score in the last minute .", []),
        ("His average score of 90 was the best .", [(90, 90)]),  # the noun, not 20
        ("Four score and seven years ago .", [(80, 80), (7, 7)]),
        ("A score of people waited outside .", [(20, 20)]),
        ("A couple hundred people waited outside .", [(200, 200)]),
        ("She bought three dozen eggs .", [(36, 36)]),
    ],
)
def test_group_noun_score(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("They scored three second-half goals .", [(3, 3)]),  # not 3 seconds and 50 %
        ("Both goals came in the second half .", []),
        ("Half of the fans left early .", [(50, 50)]),
    ],
)
def test_periods_of_play(text, expected):
    assert values(text) == expected
    if expected and "goals" in text:
        assert parse_quantities(text)[0].unit == "goal"


@pytest.mark.parametrize(
    "premise, hypothesis, entails",
    [
        ("The Robins beat the Hawks 5-2 on Saturday .", "The Robins score five against the Hawks", True),
        ("The Robins beat the Hawks 5-2 on Saturday .", "The Robins beat the Hawks 5-2", True),
        ("The Robins beat the Hawks 5-2 on Saturday .", "The Hawks lose 5-2 to the Robins", True),
        # two counts of other things do not state a result
        (
            "Five fans and two stewards were hurt as the Robins beat the Hawks .",
            "The Robins beat the Hawks 5-2",
            False,
        ),
        ("The Robins beat the Hawks 5-1 on Saturday .", "The Robins beat the Hawks 5-2", False),
        # a side of a score counts goals: it is not "two trophies", nor summed into seven
        ("The Robins beat the Hawks 5-2 on Saturday .", "The Robins have won two trophies", False),
        ("The Robins beat the Hawks 5-2 on Saturday .", "The Robins have won seven trophies", False),
    ],
)
def test_score_inference(reasoner, premise, hypothesis, entails):
    p = reasoner.predict(premise, hypothesis)
    assert (p.label == "entailment") is entails, p.explain()
