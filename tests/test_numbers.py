"""Value normalisation (pure functions), case by case from the spec's rules."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from qreas.numbers import (
    bound_interval,
    modifier_after,
    modifier_before,
    parse_number_token,
    parse_number_words,
    range_interval,
    ratio_value,
)
from tests.fuzzing import words

INF = math.inf


@pytest.mark.parametrize(
    "token, value",
    [
        ("7", 7), ("1,430", 1430), ("158,000", 158000), ("1,000,000", 1e6), ("3.2", 3.2),
        (".5", 0.5), ("-4", -4), ("+3", 3), ("374m", 374e6), ("25M", 25e6), ("1.2bn", 1.2e9),
        ("5k", 5000), ("3mln", 3e6), ("2tn", 2e12), ("1.5bn", 1.5e9), ("25m", 25e6),
        ("1e3", 1000), ("3/4", 0.75), ("1/2", 0.5), ("½", 0.5), ("2½", 2.5), ("¾", 0.75),
        ("twenty-five", 25), ("twenty", 20), ("dozen", 12), ("hundred", 100),
        ("thousand", 1000), ("million", 1e6),
    ],
)  # fmt: skip
def test_token_values(token, value):
    tok = parse_number_token(token)
    assert tok is not None and tok.value == pytest.approx(value)


@pytest.mark.parametrize(
    "token, value, unit, percent",
    [
        ("$5bn", 5e9, "$", False), ("£3.5m", 3.5e6, "£", False), ("€20", 20, "€", False),
        ("us$40", 40, "$", False), ("25%", 25, None, True), ("4.5%", 4.5, None, True),
    ],
)  # fmt: skip
def test_token_units_and_percent(token, value, unit, percent):
    tok = parse_number_token(token)
    assert (tok.value, tok.unit, tok.percent) == (pytest.approx(value), unit, percent)


@pytest.mark.parametrize("token", ["1st", "16th", "3rd", "nan", "NaN", "inf", "abc", "", "1,5", "12x"])
def test_not_numbers(token):
    assert parse_number_token(token) is None


def test_overflow_is_infinite_not_an_error():
    assert parse_number_token("1e400").value == INF


@pytest.mark.parametrize(
    "words, value",
    [
        (["hundred", "fifty", "eight", "thousand"], 158000),
        (["one", "hundred", "twenty"], 120),  # not 220
        (["two", "fifty", "eight"], 258),  # colloquial
        (["3.2", "million"], 3.2e6), (["7", "billion"], 7e9), (["a", "dozen"], 12),
        (["a", "couple"], 2), (["a", "couple", "of"], 2), (["a", "hundred"], 100),
        (["twenty-five"], 25), (["twenty", "-", "five"], 25), (["1,000"], 1000),
        (["half", "a", "million"], 5e5), (["two", "and", "a", "half"], 2.5),
        (["million"], 1e6), (["two", "hundred", "and", "fifty"], 250),
        (["three", "thousand", "four", "hundred"], 3400), (["ninety", "nine"], 99),
        (["eleven"], 11), (["zero"], 0), (["5", "mln"], 5e6), (["2", "bn"], 2e9),
        (["two", "dozen"], 24), (["one", "million", "two", "hundred", "thousand"], 1.2e6),
        (["seventeen", "hundred"], 1700),
    ],
)  # fmt: skip
def test_word_sequences(words, value):
    assert parse_number_words(words) == pytest.approx(value)


@pytest.mark.parametrize(
    "words",
    [["apple"], ["and"], ["a"], ["two", "three"], ["twenty", "thirty"], ["5", "6"], []],
)
def test_not_word_numbers(words):
    assert parse_number_words(words) is None


@pytest.mark.parametrize(
    "words, value",
    [
        (["half"], 0.5), (["a", "half"], 0.5), (["a", "quarter"], 0.25), (["a", "third"], 1 / 3),
        (["one", "third"], 1 / 3), (["one-third"], 1 / 3), (["two-thirds"], 2 / 3),
        (["two", "thirds"], 2 / 3), (["three", "quarters"], 0.75), (["one", "in", "three"], 1 / 3),
        (["1", "in", "5"], 0.2), (["a", "fifth"], 0.2),
    ],
)  # fmt: skip
def test_ratios(words, value):
    assert ratio_value(words) == pytest.approx(value)


@pytest.mark.parametrize("words", [["third"], ["quarter"], ["apple"], ["one", "in", "zero"]])
def test_not_ratios(words):
    assert ratio_value(words) is None


@pytest.mark.parametrize(
    "before, kind, strict",
    [
        (["more", "than"], "lower", True), (["over"], "lower", True), (["above"], "lower", True),
        (["exceeding"], "lower", True), (["in", "excess", "of"], "lower", True),
        (["at", "least"], "lower", False), (["no", "fewer", "than"], "lower", False),
        (["fewer", "than"], "upper", True), (["less", "than"], "upper", True),
        (["under"], "upper", True), (["below"], "upper", True), (["at", "most"], "upper", False),
        (["up", "to"], "upper", False), (["no", "more", "than"], "upper", False),
        (["not", "more", "than"], "upper", False), (["about"], "approx", False),
        (["roughly"], "approx", False), (["nearly"], "approx-below", True),
        (["just", "under"], "approx-below", True), (["just", "over"], "approx-above", True),
        (["in", "the", "neighborhood", "of"], "approx", False), (["some"], "approx", False),
        (["give", "or", "take"], "approx", False), (["exactly"], "exact", False),
        (["the", "company", "had", "more", "than"], "lower", True),
    ],
)  # fmt: skip
def test_modifiers_before(before, kind, strict):
    mod = modifier_before(before)
    assert (mod.kind, mod.strict) == (kind, strict)


def test_longest_phrase_wins():
    assert modifier_before(["no", "more", "than"]).length == 3
    assert modifier_before(["the", "cat"]) is None


@pytest.mark.parametrize(
    "after, kind",
    [(["or", "more"], "lower"), (["or", "less"], "upper"), (["plus"], "lower"),
     (["or", "fewer", "people"], "upper"), (["and", "above"], "lower")],
)  # fmt: skip
def test_modifiers_after(after, kind):
    assert modifier_after(after).kind == kind


def test_bound_intervals():
    # an approximation covers the values that round to it, within 2 % .. 10 % of it
    assert bound_interval(300, modifier_before(["about"])) == (270.0, 330.0, False, False, True)
    assert bound_interval(1500, modifier_before(["about"])) == (1450.0, 1550.0, False, False, True)
    lo, hi, *_ = bound_interval(1460, modifier_before(["about"]))
    assert (lo, hi) == (pytest.approx(1430.8), pytest.approx(1489.2))
    lo, hi, lo_open, hi_open, _ = bound_interval(90, modifier_before(["nearly"]))  # below 90
    assert (lo, hi, lo_open, hi_open) == (pytest.approx(85.0), 90, False, True)
    lo, hi, lo_open, hi_open, _ = bound_interval(90, modifier_before(["just", "over"]))  # past 90
    assert (lo, hi, lo_open, hi_open) == (90, pytest.approx(95.0), True, False)
    assert bound_interval(10, modifier_before(["fewer", "than"])) == (-INF, 10, False, True, False)
    assert bound_interval(10, modifier_before(["at", "most"])) == (-INF, 10, False, False, False)
    assert bound_interval(5, modifier_before(["more", "than"])) == (5, INF, True, False, False)
    assert bound_interval(5, None) == (5, 5, False, False, False)
    lo, hi, *_ = bound_interval(-50, modifier_before(["about"]))
    assert lo == -55 and hi == -45


def test_ranges():
    assert range_interval(30, 20) == (20, 30)
    assert range_interval(2, 3) == (2, 3)


@given(st.integers(0, 10**12))
def test_thousands_separators_round_trip(n):
    assert parse_number_token(f"{n:,}").value == n


@given(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e12, max_value=1e12))
def test_bounds_are_ordered(v):
    for phrase in (["about"], ["more", "than"], ["under"], ["at", "least"], []):
        lo, hi, *_ = bound_interval(v, modifier_before(phrase))
        assert lo <= hi


@given(st.text())
def test_token_parser_never_raises(text):
    parse_number_token(text)


@given(st.lists(st.text(max_size=12), max_size=6))
def test_word_parser_never_raises(words):
    parse_number_words(words)
    ratio_value(words)


@given(st.integers(0, 10**9 - 1))
def test_agrees_with_word2number_on_canonical_words(n):
    from word2number import w2n

    text = " ".join(words(n))
    assert parse_number_words(text.split()) == w2n.word_to_num(text) == n
