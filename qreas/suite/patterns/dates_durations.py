"""Dates and durations: years on a time line, decades, spans, ages, units of time.

Conventions (documented decisions; every year is a whole number):
- "in Y" places an event inside calendar year Y. "before X" (a year) means before X
  begins, "after X" after X ends, so "in 1990" entails "before 1991" and "after 1989"
  and contradicts "before 1990" and "after 1990".
- "the 1990s" is the years 1990-1999 (the common usage, not 1991-2000).
- "before / after / in" are said of one-off happenings of definite things ("the museum
  opened"), so the hypothesis is about the premise's event.
- "from Y1 to Y2" lasted Y2 - Y1 years: a span between two years is reported by
  subtracting the year numbers (the length is a whole number of years, not days).
  Wrong durations differ from Y2 - Y1 by at least 2, so they are false under any
  reading that also allows Y2 - Y1 +- 1.
- Age is completed years, so born in Y1 and died in Y2 (no dates) leaves two ages:
  Y2 - Y1 - 1 (died before the birthday) or Y2 - Y1. "at 60 or 61" is entailed, "at 61"
  alone is neutral, an age outside both is a contradiction (Y2 - Y1 + 1 too).
- "N years later" from an event in Y is in Y + N (calendar-year arithmetic); wrong
  years differ by at least 2.
- Durations are exact (a bare numeral is exact): "3 weeks" is 21 days, "2 hours" is 120
  minutes, so "lasted 2 hours" contradicts "lasted 90 minutes".
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

# One-off happenings of a definite thing: a founding or an opening happens once, so
# "before / after X" about it is about the same event (with "Alice bought a house" a
# hypothesis about an earlier purchase could be about another house).
EVENTS = (
    "the bridge was completed",
    "the museum opened",
    "the school was founded",
    "the treaty was signed",
    "the company was founded",
    "the stadium was built",
    "the library opened",
    "the railway line closed",
    "the dam was finished",
    "the club was founded",
)
# Definite periods: "the war" is one war, so its length is one number of years.
SPANS = (
    "the war",
    "the drought",
    "the construction of the dam",
    "the restoration of the cathedral",
    "the excavation",
    "the occupation",
    "the dispute",
)
MONTHS = ("January February March April May June July August September October November December").split()
LONG_THINGS = ("the festival", "the strike", "the course", "the trip", "the exhibition", "the repairs")
SHORT_THINGS = ("the meeting", "the concert", "the flight", "the exam", "the film", "the operation")
AGE_FORMS = ("at the age of {}", "aged {}", "at {}")


def _year(d: Draw, name: str, lo: int, hi: int) -> int:
    """A year, written without a thousands separator."""
    y = d.number(name, lo, hi)
    d.text(name, str(y))
    return y


def _event(d: Draw, name: str = "ev", avoid: str = "") -> str:
    return d.choice(name, [e for e in EVENTS if e != avoid])


def _before(x: int) -> O.Interval:
    return O.Interval(-O.INF, x, hi_open=True, whole=True)


def _after(x: int) -> O.Interval:
    return O.Interval(x, O.INF, lo_open=True, whole=True)


def _decade(d: Draw, name: str, start: int) -> O.Interval:
    d.text(name, f"{start}s")
    return O.between(start, start + 9)


IN_P = "{ev} in {y}."


def _in_year(d: Draw, hi: int = 2020) -> int:
    _event(d)
    return _year(d, "y", 1850, hi)


@pattern("dates-durations", "entailment", IN_P, "{ev} before {x}.")
def year_before_later_year_entails(d: Draw) -> O.Label:
    y = _in_year(d)
    x = _year(d, "x", y + 1, y + 15)
    return O.value_label(O.exactly(y), _before(x))


@pattern("dates-durations", "contradiction", IN_P, "{ev} before {x}.")
def year_not_before_itself_or_earlier_contradicts(d: Draw) -> O.Label:
    y = _in_year(d)
    x = _year(d, "x", y - 15, y)
    return O.value_label(O.exactly(y), _before(x))


@pattern("dates-durations", "entailment", IN_P, "{ev} after {x}.")
def year_after_earlier_year_entails(d: Draw) -> O.Label:
    y = _in_year(d)
    x = _year(d, "x", y - 15, y - 1)
    return O.value_label(O.exactly(y), _after(x))


@pattern("dates-durations", "contradiction", IN_P, "{ev} after {x}.")
def year_not_after_itself_or_later_contradicts(d: Draw) -> O.Label:
    y = _in_year(d)
    x = _year(d, "x", y, y + 15)
    return O.value_label(O.exactly(y), _after(x))


@pattern("dates-durations", "entailment", IN_P, "{ev} in the {dec}.")
def year_in_its_decade_entails(d: Draw) -> O.Label:
    y = _in_year(d)
    return O.value_label(O.exactly(y), _decade(d, "dec", y - y % 10))


@pattern("dates-durations", "contradiction", IN_P, "{ev} in the {dec}.")
def year_in_other_decade_contradicts(d: Draw) -> O.Label:
    y = _in_year(d)
    shift = d.rng.choice([-20, -10, 10, 20])
    return O.value_label(O.exactly(y), _decade(d, "dec", y - y % 10 + shift))


@pattern("dates-durations", "neutral", "{ev} in the {dec}.", IN_P)
def decade_to_year_neutral(d: Draw) -> O.Label:
    _event(d)
    start = d.number("start", 185, 201) * 10
    premise = _decade(d, "dec", start)
    y = _year(d, "y", start, start + 9)
    return O.value_label(premise, O.exactly(y))


@pattern("dates-durations", "entailment", "{ev} in {month} {y}.", IN_P)
def month_and_year_to_year_entails(d: Draw) -> O.Label:
    y = _in_year(d)
    d.choice("month", MONTHS)
    return O.value_label(O.exactly(y), O.exactly(y))  # the month lies inside the year


@pattern("dates-durations", "neutral", IN_P, "{ev2} in {x}.")
def year_of_another_event_neutral(d: Draw) -> O.Label:
    y = _in_year(d)
    _event(d, "ev2", avoid=d.slots["ev"])
    x = _year(d, "x", y - 10, y + 10)
    return O.value_label(O.Interval(-O.INF, O.INF, whole=True), O.exactly(x))  # not stated


# --- spans and ages --------------------------------------------------------------------------

SPAN_P = "{span} lasted from {y1} to {y2}."


def _span(d: Draw) -> int:
    d.choice("span", SPANS)
    y1 = _year(d, "y1", 1850, 2000)
    y2 = _year(d, "y2", y1 + 2, y1 + 25)
    return y2 - y1


@pattern("dates-durations", "entailment", SPAN_P, "{span} lasted {n} years.")
def span_between_years_duration_entails(d: Draw) -> O.Label:
    n = _span(d)
    return O.value_label(O.exactly(n), O.exactly(d.value("n", n)))


@pattern("dates-durations", "contradiction", SPAN_P, "{span} lasted {n} years.")
def span_between_years_wrong_duration_contradicts(d: Draw) -> O.Label:
    n = _span(d)
    m = d.number("n", max(2, n - 10), n + 10)
    if abs(m - n) < 2:
        raise Redraw("too close to the span")
    return O.value_label(O.exactly(n), O.exactly(m))


LIFE_P = "{a} was born in {y1} and died in {y2}."


def _life(d: Draw) -> int:
    d.person("a")
    y1 = _year(d, "y1", 1850, 1960)
    y2 = _year(d, "y2", y1 + 20, min(y1 + 100, 2023))
    return y2 - y1


def _age(d: Draw, name: str, age: int) -> None:
    d.text(name, d.rng.choice(AGE_FORMS).format(age))


@pattern("dates-durations", "entailment", LIFE_P, "{a} died at the age of {lo} or {hi}.")
def birth_and_death_years_give_two_ages_entails(d: Draw) -> O.Label:
    n = _life(d)
    lo, hi = d.value("lo", n - 1), d.value("hi", n)
    return O.value_label(O.between(n - 1, n), O.between(lo, hi))


@pattern("dates-durations", "neutral", LIFE_P, "{a} died {age}.")
def birth_and_death_years_one_age_neutral(d: Draw) -> O.Label:
    n = _life(d)
    age = int(d.value("k", d.rng.choice([n - 1, n])))
    _age(d, "age", age)
    return O.value_label(O.between(n - 1, n), O.exactly(age))


@pattern("dates-durations", "contradiction", LIFE_P, "{a} died {age}.")
def birth_and_death_years_wrong_age_contradicts(d: Draw) -> O.Label:
    n = _life(d)
    age = d.number("k", n - 8, n + 8)
    if age in (n - 1, n):
        raise Redraw("a possible age")
    _age(d, "age", age)
    return O.value_label(O.between(n - 1, n), O.exactly(age))


# --- units of time and "later" ---------------------------------------------------------


@pattern("dates-durations", "entailment", "{thing} lasted {w} weeks.", "{thing} lasted {days} days.")
def weeks_as_days_entails(d: Draw) -> O.Label:
    d.choice("thing", LONG_THINGS)
    w = d.number("w", 2, 12)
    d.text("w", render.words(w))
    return O.value_label(O.exactly(7 * w), O.exactly(d.value("days", 7 * w)))


@pattern("dates-durations", "contradiction", "{thing} lasted {h} hours.", "{thing} lasted {m} minutes.")
def hours_as_wrong_minutes_contradicts(d: Draw) -> O.Label:
    d.choice("thing", SHORT_THINGS)
    h = d.number("h", 2, 6)
    d.text("h", render.words(h))
    m = d.number("m", 60 * h - 60, 60 * h + 60, step=30)  # off by 30 or 60: not a rounding
    if m == 60 * h:
        raise Redraw("the right number of minutes")
    return O.value_label(O.exactly(60 * h), O.exactly(m))


@pattern(
    "dates-durations", "entailment", "{thing} lasted {h} hours.", "{thing} lasted more than {m} minutes."
)
def hours_longer_than_fewer_minutes_entails(d: Draw) -> O.Label:
    d.choice("thing", SHORT_THINGS)
    h = d.number("h", 2, 6)
    d.text("h", render.words(h))
    m = d.number("m", 60 * h - 60, 60 * h - 10, step=10)
    return O.value_label(O.exactly(60 * h, whole=False), O.more_than(m, whole=False))


LATER_P = "{ev} in {y}. {n} years later, {ev2}."


def _later(d: Draw) -> tuple[int, int]:
    y = _in_year(d, hi=1990)
    _event(d, "ev2", avoid=d.slots["ev"])
    n = d.number("n", 2, 30)
    d.text("n", render.words(n).capitalize() if n <= 10 else str(n))  # starts a sentence
    return y, n


@pattern("dates-durations", "entailment", LATER_P, "{ev2} in {x}.")
def years_later_gives_year_entails(d: Draw) -> O.Label:
    y, n = _later(d)
    x = int(d.value("x", y + n))
    d.text("x", str(x))
    return O.value_label(O.exactly(y + n), O.exactly(x))


@pattern("dates-durations", "contradiction", LATER_P, "{ev2} in {x}.")
def years_later_wrong_year_contradicts(d: Draw) -> O.Label:
    y, n = _later(d)
    x = _year(d, "x", y, y + n + 10)
    if abs(x - (y + n)) < 2:
        raise Redraw("too close to the right year")
    return O.value_label(O.exactly(y + n), O.exactly(x))
