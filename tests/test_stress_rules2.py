"""Minimal pairs with invented sentences: coordination is ordered, so of two lists of
numbers of the same length the k-th member of one stands for the k-th of the other (a
neighbour's value in the list says nothing of it, and the member at the same position
is the same slot even when only the last member names the unit); a symbol the tagger
calls a noun ("^" in "10 ^ 4") is an operator of a formula, never what a number counts."""

from __future__ import annotations

import pytest

from qreas.quantities import parse_doc


def _units(reasoner, text):
    doc = reasoner.parse_many([text])[text]
    return {q.text: q.unit for q in parse_doc(doc, reasoner.config, all_kinds=True)}


# ------------------------------------------------------------ ordered coordinated lists
@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        (
            "Maria got 54 , 91 , 73 and 88 points in the four rounds of the quiz",
            "Maria got more than 54 , 91 , 73 and 88 points in the four rounds of the quiz",
            "contradiction",
        ),
        (
            "Maria got 54 , 91 , 73 and 88 points in the four rounds of the quiz",
            "Maria got less than 60 , 91 , 73 and 88 points in the four rounds of the quiz",
            "entailment",
        ),
        (
            "Maria got more than 50 , 91 , 73 and 88 points in the four rounds of the quiz",
            "Maria got 60 , 91 , 73 and 88 points in the four rounds of the quiz",
            "neutral",
        ),
        (
            "The two trains run at 40 and 65 km per hour respectively",
            "The two trains run at 90 and 65 km per hour respectively",
            "contradiction",
        ),
        (
            "The two trains run at 40 and 65 km per hour respectively",
            "The two trains run at 40 and 65 km per hour respectively",
            "entailment",
        ),
    ],
)
def test_list_members_by_position(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_list_slots_read_from_the_surface(reasoner):
    from qreas.reasoner import _list_slots

    text = "The sides measure 12 , less than 9 and 7 metres"
    doc = reasoner.parse_many([text])[text]
    qs = parse_doc(doc, reasoner.config, all_kinds=True)
    slots = _list_slots(doc, qs)
    assert sorted(slots.values()) == [(0, 3), (1, 3), (2, 3)]


def test_same_position_ranks_first_and_others_cannot_decide(reasoner):
    from qreas.reasoner import SAME_SLOT, SLOT, _by_list_slot, _Candidate, _list_slots

    text = "Maria got 54 , 91 , 73 and 88 points"
    doc = reasoner.parse_many([text])[text]
    _, pm = reasoner._quantities(doc)
    cands = [_Candidate(m, SLOT, "entails", 0.8) for m in reversed(pm)]
    out = _by_list_slot(cands, (0, 4), _list_slots(doc, [m.quantity for m in pm]))
    assert out[0].mention.quantity.lo == 54 and out[0].score >= SAME_SLOT
    assert all(c.verdict == "compatible" for c in out[1:])


def test_numbers_apart_are_no_list(reasoner):
    from qreas.reasoner import _list_slots

    text = "Ten workers came on Monday and twelve workers came on Friday"
    doc = reasoner.parse_many([text])[text]
    assert _list_slots(doc, parse_doc(doc, reasoner.config, all_kinds=True)) == {}


# ------------------------------------------------------------ symbols are not count nouns
def test_formula_operator_is_no_unit(reasoner):
    units = _units(reasoner, "The tank holds 0.52 * 10 ^ 4 litres of water")
    assert "^" not in units.values() and "*" not in units.values()


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        (
            "The jar holds 0.025 * 10 ^ 4 beads , shared among 12000 * 10 ^ ( - 3 ) boxes",
            "The jar holds 0.025 * less than 20 ^ 4 beads , shared among 12000 * 10 ^ ( - 3 ) boxes",
            "entailment",
        ),
        (
            "The jar holds 0.025 * less than 20 ^ 4 beads , shared among 12000 * 10 ^ ( - 3 ) boxes",
            "The jar holds 0.025 * 10 ^ 4 beads , shared among 12000 * 10 ^ ( - 3 ) boxes",
            "neutral",
        ),
    ],
)
def test_formula_pairs(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


# ------------------------------------------------------------ ranges
def test_counted_range_stays_a_range(reasoner):
    text = "The shelter keeps 3 to 4 dogs in each pen"
    doc = reasoner.parse_many([text])[text]
    values = [(q.lo, q.hi) for q in parse_doc(doc, reasoner.config, all_kinds=True)]
    assert values == [(3.0, 4.0)]
