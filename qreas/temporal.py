"""Time on a line of whole years: periods, bounds, durations, ages, relative years.

Pure functions (no spaCy): the parser (``mention_bounds.year_bound``) and the
temporal derivers (``qreas.natlog.derivers.dates``) read the words; this module says
what they mean. The conventions follow the generated suite's oracle
(``qreas/suite/patterns/dates_durations.py``), which is the reference:

- A year names the whole calendar year, so a time point known to the year is the
  closed interval of whole years ``Years(y, y)``; a decade ("the 1850s") is
  1850-1859 (the common usage, not 1851-1860), a century ("the 19th century")
  1801-1900 (the ordinal count from year 1), "the 1800s" 1800-1899 but "the 2000s"
  2000-2009; "early / mid / late" are its first, middle and last third (OED "early"
  adj. 1).
- Bounds on a time point are read against the whole period they name and kept as
  closed whole-year ends: "before X" ends before X begins (``< first``), "after X"
  begins after X ends (``> last``), "since X" / "X or later" from X's start, "by X" /
  "until X" / "X or earlier" up to X's end. So "in 1990" entails "before 1991" and
  "after 1989", and contradicts "before 1990" and "after 1990": the strict ends
  exclude the named year, and on whole years "after 1837" is "1838 or later".
- A span "from Y1 to Y2" lasted Y2 - Y1 years: the length is reported by subtracting
  the year numbers. Only the years being known, the time elapsed lies strictly
  between Y2 - Y1 - 1 and Y2 - Y1 + 1 years (``elapsed_bounds``); the convention
  picks the difference, as the oracle does, and a stated length off by at least 2
  is false under either reading.
- Days between two moments are the dates subtracted ("began on March 3, ended on
  March 17" is 14 days; "three weeks after 2 June" is 23 June), leap days counted;
  with no year given, a span across February is 28 or 29 days longer, and both stay
  possible. A span named by its first and last days ("held from 5 to 8 June") took
  place on each of them: a count of its days includes both ends (4 days,
  ``day_count``); a length in weeks measures the elapsed time, or counts the named
  days when that gives it exactly ("from June 2 to June 23" is three weeks).
- Age is completed years: born in Y1, an event in Y2 (no dates) leaves two ages,
  Y2 - Y1 - 1 (before the birthday) or Y2 - Y1. With full dates the age is one
  number; a birthday on 29 February is reached on 1 March in common years (the
  English and Hong Kong legal convention; the day after 28 February).
- Years of an era are kept in astronomical numbering (Meeus 1991, ch. 7): 1 BC is year
  0, 63 BC is -62, AD 14 is 14, so that subtraction counts the years across the epoch
  (there is no year 0 between 1 BC and AD 1: from 63 BC to AD 14 is 76 years).
  "the 3rd century BC" is 300-201 BC, "the 40s BC" 49-40 BC (``era_year``,
  ``era_period``).
- "N years later" than an event in year Y is year Y + N (calendar-year arithmetic);
  "18 months later" than a time known to the year is in one of the two years it
  reaches.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import date

INF = math.inf
PARTS = {"early": (0.0, 1 / 3), "mid": (1 / 3, 2 / 3), "late": (2 / 3, 1.0)}
# how a bound word places the time point relative to the period it names
BOUNDS = frozenset({"before", "after", "since", "by"})


@dataclass(frozen=True)
class Years:
    """A closed interval of whole years ``first..last``; an open side is ``-inf`` /
    ``inf`` (a time point "before 1990" is ``Years(-inf, 1989)``)."""

    first: float
    last: float

    def __contains__(self, y: float) -> bool:
        return self.first <= y <= self.last

    def shift(self, years: float) -> Years:
        """The period moved by a number of years ("13 years later": +13)."""
        return Years(self.first + years, self.last + years)


def year(y: int) -> Years:
    """ "in 1851": the calendar year."""
    return Years(y, y)


def decade(start: int) -> Years:
    """ "the 1850s" is 1850-1859. "the 1800s" (a year ending in 00) is the century
    1800-1899, as people say it, but "the 2000s" is the decade 2000-2009: that is its
    established name, and the century it begins is called "the 21st century"."""
    century_name = start % 100 == 0 and start < 2000
    return Years(start, start + (99 if century_name else 9))


def century(n: int) -> Years:
    """ "the 19th century": 1801-1900 (centuries count from year 1)."""
    return Years(100 * (n - 1) + 1, 100 * n)


def era_year(n: int, side: int) -> int:
    """The astronomical year of year ``n`` of an era: ``side`` -1 counts back from the
    epoch ("63 BC" is -62; 1 BC is 0), +1 forward ("AD 14" is 14)."""
    return n if side > 0 else 1 - n


def era_period(period: Years, side: int) -> Years:
    """A period named with its era: after the epoch it is unchanged; before it the
    years count backwards, so "the 3rd century BC" (named as 201-300) is 300-201 BC,
    astronomical -299..-200, and "the 40s BC" is 49-40 BC."""
    if side > 0:
        return period
    return Years(era_year(int(period.last), -1), era_year(int(period.first), -1))


def part(period: Years, which: str) -> Years:
    """ "early / mid / late" the period: its first, middle or last third, rounded to
    whole years ("the late 1990s": 1997-1999, "the mid-1990s": 1993-1996)."""
    a, b = PARTS[which]
    length = period.last - period.first + 1
    return Years(period.first + round(a * length), period.first + round(b * length) - 1)


def bound(relation: str, period: Years) -> Years:
    """The whole years a time point can be in, given a bound word and the period it
    names: "before" (ends before the period begins), "after" (begins after it ends),
    "since" (from its beginning), "by" (up to its end; also "until", "X or earlier")."""
    if relation == "before":
        return Years(-INF, period.first - 1)
    if relation == "after":
        return Years(period.last + 1, INF)
    if relation == "since":
        return Years(period.first, INF)
    if relation == "by":
        return Years(-INF, period.last)
    raise ValueError(f"not a time bound: {relation!r}")


def between(a: Years, b: Years) -> Years:
    """ "between 1880 and 1890": from the start of one to the end of the other."""
    return Years(min(a.first, b.first), max(a.last, b.last))


# --- durations ---------------------------------------------------------------------------


def span_years(y1: int, y2: int) -> int:
    """ "from 1950 to 1966" lasted 16 years: the year numbers subtracted (the suite's
    convention for a span known to the year)."""
    return y2 - y1


def elapsed_bounds(y1: int, y2: int) -> tuple[int, int]:
    """The time elapsed between a moment of year y1 and a later moment of year y2,
    in years, lies strictly between these two (1 Jan 1950 .. 31 Dec 1966 is almost
    17 years, 31 Dec 1950 .. 1 Jan 1966 just over 15)."""
    return y2 - y1 - 1, y2 - y1 + 1


def days_between(d1: date, d2: date) -> int:
    """Days from d1 to d2 (the proleptic Gregorian calendar: leap days counted)."""
    return (d2 - d1).days


def completed_years(d1: date, d2: date) -> int:
    """Whole years from d1 to d2: the anniversaries of d1 reached by d2 (an age, a
    term of service). A 29 February anniversary falls on 1 March in common years."""
    years = d2.year - d1.year
    anniversary = (d1.month, d1.day)
    if anniversary == (2, 29) and not _leap(d2.year):
        anniversary = (3, 1)
    if (d2.month, d2.day) < anniversary:
        years -= 1
    return years


MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)  # fmt: skip


def month_number(word: str) -> int | None:
    """1-12 for an English month name or its usual abbreviation ("Sept", "Dec.")."""
    w = word.lower().rstrip(".")
    for k, name in enumerate(MONTHS, 1):
        if len(w) >= 3 and name.startswith(w[:3]) and (w == name or len(w) <= 4):
            return k
    return None


def days_from_to(
    start: tuple[int, int], end: tuple[int, int], y1: int | None, y2: int | None
) -> tuple[int, int]:
    """Days from one (month, day) to another, as the dates subtract ("from March 3 to
    March 17": 14 days, the same convention as years). With the years unknown the
    end is the first such day on or after the start, and a 29 February in between
    may or may not exist: the fewest and the most days possible."""
    if y1 is not None and y2 is not None:
        n = days_between(date(y1, *start), date(y2, *end))
        return n, n
    found = []
    for year in (2023, 2024):  # a common year and a leap year
        a = date(y1 or y2 or year, *start) if start != (2, 29) or _leap(y1 or y2 or year) else None
        if a is None:
            continue
        later = (end[0], end[1]) >= start
        b_year = a.year if later else a.year + 1
        if end == (2, 29) and not _leap(b_year):
            continue
        found.append(days_between(a, date(b_year, *end)))
    return (min(found), max(found)) if found else (0, -1)


def _leap(y: int) -> bool:
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


_DAY_MONTH = re.compile(
    r"\b(?:(\d{1,2})(?:st|nd|rd|th)?\s+([A-Z][a-z]+)|([A-Z][a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?)(?:\s+(\d{3,4}))?\b"
)


def impossible_days(text: str) -> list[str]:
    """The calendar days written in a text that do not exist ("29 February 1987", "April
    31"): a claim dated to one is false. Only days 29-31 can fail, so other texts cost a
    regular expression and nothing more."""
    out = []
    for m in _DAY_MONTH.finditer(text):
        day, month = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        number = month_number(month) if month and month.lower().rstrip(".") in _MONTH_WORDS else None
        if number is None or int(day) < 29:
            continue
        year = int(m.group(5)) if m.group(5) else None
        if not calendar_day(number, int(day), year):
            out.append(m.group(0).strip())
    return out


_MONTH_WORDS = frozenset({*MONTHS, *(m[:3] for m in MONTHS), "sept"})


def calendar_day(month: int, day: int, year: int | None) -> bool:
    """Does the day exist ("29 February 2023" does not, "31 April" never does)? With no
    year, in some year (a leap year for 29 February)."""
    try:
        date(year if year is not None and year > 0 else 2024, month, day)
    except ValueError:
        return False
    return True


# --- ages ---------------------------------------------------------------------------------


def age_from_years(birth: int, event: int) -> tuple[int, int]:
    """Born in ``birth``, the event in ``event``, no dates: the age was one of two
    numbers of completed years (before or after that year's birthday)."""
    n = event - birth
    return n - 1, n


def age_from_periods(birth: Years, event: Years) -> Years:
    """The same for periods ("born in the 1920s, died in 2000"): every age possible
    for some birth year and event year in them (an open side stays open)."""
    lo = event.first - birth.last - 1
    hi = event.last - birth.first
    return Years(max(lo, 0) if math.isfinite(lo) else 0, hi if math.isfinite(hi) else INF)


def age_on(birth: date, on: date) -> int:
    """The age on a date: completed years since birth."""
    return completed_years(birth, on)


# --- relative times -------------------------------------------------------------------------


def later(period: Years, years: float) -> Years:
    """A time ``years`` after one in the period (negative: before it), as whole
    years. A whole number of years is calendar-year arithmetic ("13 years later"
    than 1882 is 1895); a fraction reaches one of two years ("18 months after a day
    of 1990" is in 1991 or 1992)."""
    if years == int(years):
        return period.shift(years)
    first = period.first + math.floor(years) if math.isfinite(period.first) else -INF
    last = period.last + math.ceil(years) if math.isfinite(period.last) else INF
    return Years(first, last)


def day_count(elapsed: int, inclusive: bool) -> int:
    """The days of a span whose dates subtract to ``elapsed``. A span named by its
    first and last days ("held from 5 to 8 June") took place on each of them, both
    ends counted: 4 days. Time elapsed between two moments ("began on 5 June, ended
    on 8 June"; "three weeks after 2 June") is the difference: 3 days."""
    return elapsed + 1 if inclusive else elapsed
