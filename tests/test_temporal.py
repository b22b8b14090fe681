"""``qreas.temporal``: periods, bounds, spans, ages and relative years as whole years,
with their edges (strict bounds, the 1800s / 2000s, leap days)."""

from __future__ import annotations

import math
from datetime import date

import pytest

from qreas import temporal as T
from qreas.temporal import Years


def test_a_year_is_its_calendar_year():
    assert T.year(1851) == Years(1851, 1851)
    assert 1851 in T.year(1851) and 1852 not in T.year(1851)


@pytest.mark.parametrize(
    "start,expected",
    [
        (1850, Years(1850, 1859)),
        (1990, Years(1990, 1999)),
        (1800, Years(1800, 1899)),
        (2000, Years(2000, 2009)),
    ],
)
def test_decades_and_the_hundreds(start, expected):
    assert T.decade(start) == expected


def test_centuries_count_from_year_one():
    assert T.century(19) == Years(1801, 1900)
    assert T.century(21) == Years(2001, 2100)


@pytest.mark.parametrize(
    "which,expected", [("early", Years(1990, 1992)), ("mid", Years(1993, 1996)), ("late", Years(1997, 1999))]
)
def test_thirds_of_a_decade(which, expected):
    assert T.part(T.decade(1990), which) == expected


def test_early_century():
    assert T.part(T.century(20), "early") == Years(1901, 1933)


def test_before_and_after_exclude_the_named_year():
    assert T.bound("before", T.year(1990)) == Years(-math.inf, 1989)
    assert T.bound("after", T.year(1837)) == Years(1838, math.inf)
    assert 1837 not in T.bound("after", T.year(1837))
    assert 1990 not in T.bound("before", T.year(1990))


def test_since_and_by_include_it():
    assert 1990 in T.bound("since", T.year(1990))
    assert 1990 in T.bound("by", T.year(1990))
    assert 1989 not in T.bound("since", T.year(1990))
    assert 1991 not in T.bound("by", T.year(1990))


def test_bounds_on_periods_use_the_near_edge():
    sixties = T.decade(1960)
    assert T.bound("before", sixties) == Years(-math.inf, 1959)
    assert T.bound("after", sixties) == Years(1970, math.inf)
    assert T.bound("since", sixties).first == 1960
    assert T.bound("by", sixties).last == 1969


def test_an_unknown_bound_word_is_an_error():
    with pytest.raises(ValueError):
        T.bound("during", T.year(1990))


def test_between_two_periods():
    assert T.between(T.year(1880), T.decade(1890)) == Years(1880, 1899)


def test_a_span_subtracts_the_years_and_says_what_elapsed():
    assert T.span_years(1950, 1966) == 16
    assert T.elapsed_bounds(1950, 1966) == (15, 17)


def test_days_between_counts_leap_days():
    assert T.days_between(date(2024, 2, 28), date(2024, 3, 1)) == 2  # 2024 is a leap year
    assert T.days_between(date(2023, 2, 28), date(2023, 3, 1)) == 1
    assert T.days_between(date(1900, 2, 28), date(1900, 3, 1)) == 1  # 1900 is not
    assert T.days_between(date(2000, 2, 28), date(2000, 3, 1)) == 2  # 2000 is


def test_completed_years_turn_on_the_anniversary():
    assert T.completed_years(date(1950, 6, 15), date(1966, 6, 14)) == 15
    assert T.completed_years(date(1950, 6, 15), date(1966, 6, 15)) == 16


def test_a_leap_day_birthday_is_reached_on_the_first_of_march():
    born = date(1996, 2, 29)
    assert T.age_on(born, date(2001, 2, 28)) == 4
    assert T.age_on(born, date(2001, 3, 1)) == 5
    assert T.age_on(born, date(2004, 2, 29)) == 8


def test_two_ages_from_two_years():
    assert T.age_from_years(1925, 2000) == (74, 75)


def test_ages_from_periods():
    assert T.age_from_periods(T.year(1911), T.year(1987)) == Years(75, 76)
    assert T.age_from_periods(T.decade(1920), T.year(2000)) == Years(70, 80)


@pytest.mark.parametrize(
    "years,expected",
    [(13, Years(1895, 1895)), (-5, Years(1877, 1877)), (1.5, Years(1883, 1884)), (-1.5, Years(1880, 1881))],
)
def test_later_and_earlier(years, expected):
    assert T.later(T.year(1882), years) == expected


def test_later_than_a_decade_stays_a_decade():
    assert T.later(T.decade(1850), 20) == Years(1870, 1879)


@pytest.mark.parametrize(
    "word,n", [("March", 3), ("Sept", 9), ("sep", 9), ("Dec.", 12), ("may", 5), ("mayor", None)]
)
def test_month_numbers(word, n):
    assert T.month_number(word) == n


def test_days_from_to_with_and_without_years():
    assert T.days_from_to((3, 3), (3, 17), None, None) == (14, 14)
    assert T.days_from_to((2, 20), (3, 5), 2024, 2024) == (14, 14)  # a leap year
    assert T.days_from_to((2, 20), (3, 5), 2023, 2023) == (13, 13)
    assert T.days_from_to((2, 20), (3, 5), None, None) == (13, 14)  # either
    assert T.days_from_to((12, 28), (1, 4), None, None) == (7, 7)  # into the next year
