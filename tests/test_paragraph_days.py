"""Day counts of date ranges in paragraph premises (issue 16).

Two readings (``qreas.natlog.derivers.day_spans``, ``qreas.temporal.day_count``): a span
named by its first and last days ("held from 9 to 12 May") counts both ends in a count
of days (4 days); weeks, and the time between a start and an end moment ("began on ...
and ended on ..."), are the dates subtracted. Leap years, month ends and year ends.

All texts are invented; the paragraphs have at least three sentences, so they are read
as documents (``qreas.document``)."""

from __future__ import annotations

import pytest

from qreas import Reasoner, temporal

REGATTA = (
    "The Orlin Lake Regatta is a rowing event held each summer on Lake Orlin. "
    "The first regatta was rowed in 1958 with 14 crews. "
    "The 2022 regatta was held from 9 to 12 May and drew 230 crews. "
    "Prize money totalled 18,000 euros."
)
CARNIVAL = (
    "The Veldham Snow Carnival is a winter festival in the hill town of Veldham. "
    "In 2024 the carnival ran from 27 February to 2 March, with 41 ice sculptures on show. "
    "The 2023 carnival was cancelled for lack of snow. "
    "About 9,000 visitors came in 2024."
)
CARNIVAL_COMMON = CARNIVAL.replace("2024", "2025")
CONGRESS = (
    "The Pellor Congress of Botany is held every four years. "
    "Its fifth meeting took place in the city of Drasna on 29–31 October 2019. "
    "It was attended by 1,150 delegates from 38 countries. "
    "The sixth meeting was postponed by a year."
)
NEW_YEAR = (
    "The Harwick Winter Market is an open-air market on the town square of Harwick. "
    "It ran from 28 December 2020 to 3 January 2021, its shortest season. "
    "Forty stalls sold food and crafts. "
    "The market first opened in 1997."
)
AMERICAN = (
    "The Dunbar County Fair is an agricultural show in Dunbar County. "
    "The 2018 fair ran from August 14 to 19, 2018, and showed 600 head of cattle. "
    "Admission cost 12 dollars. "
    "The fair was founded in 1911."
)
SURVEY = (
    "The Calder Bay bird survey counted seabirds on the cliffs of Calder Bay. "
    "The survey began on 20 February 2028 and ended on 5 March 2028. "
    "Its 16 volunteers counted 3,400 nesting pairs. "
    "The warden of the bay, Ilse Marrow, led the count."
)
FESTIVAL = (
    "The Morrow Film Festival is held each spring in the port of Morrow. "
    "The 2017 festival was held between 3 and 23 April. "
    "It screened 84 films. "
    "The festival was founded in 1989."
)


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a bare first day takes the last day's month; both days counted
        (REGATTA, "The 2022 Orlin Lake Regatta lasted four days.", "entailment"),
        (REGATTA, "The 2022 Orlin Lake Regatta lasted three days.", "contradiction"),
        # another year's regatta: its length is not given
        (REGATTA, "The 1958 Orlin Lake Regatta lasted four days.", "neutral"),
        # the sentence's year dates the span: 2024 is a leap year (27, 28, 29 Feb, 1, 2 Mar)
        (CARNIVAL, "The Veldham Snow Carnival lasted five days in 2024.", "entailment"),
        (CARNIVAL, "The Veldham Snow Carnival lasted four days in 2024.", "contradiction"),
        (CARNIVAL_COMMON, "The Veldham Snow Carnival lasted four days in 2025.", "entailment"),
        # one range token with a dash, to the end of the month
        (CONGRESS, "The fifth meeting of the Pellor Congress of Botany lasted three days.", "entailment"),
        # across the end of a year
        (NEW_YEAR, "The Harwick Winter Market ran for seven days.", "entailment"),
        (NEW_YEAR, "The Harwick Winter Market ran for six days.", "contradiction"),
        # American order: the last day takes the first day's month
        (AMERICAN, "The 2018 Dunbar County Fair lasted six days.", "entailment"),
        # two moments, a start and an end: the dates subtracted (2028 is a leap year)
        (SURVEY, "The Calder Bay bird survey lasted 14 days.", "entailment"),
        (SURVEY, "The Calder Bay bird survey lasted 15 days.", "contradiction"),
        # weeks measure elapsed time: 3 to 23 April is three weeks, though 21 days are named
        (FESTIVAL, "The 2017 Morrow Film Festival lasted three weeks.", "entailment"),
        (FESTIVAL, "The 2017 Morrow Film Festival lasted 21 days.", "entailment"),
        (FESTIVAL, "The 2017 Morrow Film Festival lasted 20 days.", "contradiction"),
    ],
)  # fmt: skip
def test_labels(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_day_count_conventions() -> None:
    assert temporal.day_count(3, inclusive=True) == 4  # 9 to 12 May: 9, 10, 11, 12
    assert temporal.day_count(3, inclusive=False) == 3  # began 9 May, ended 12 May
    assert temporal.days_from_to((2, 27), (3, 2), 2024, 2024) == (4, 4)
    assert temporal.days_from_to((12, 28), (1, 3), 2020, 2021) == (6, 6)


VOYAGE = (
    "The Marisol was a cargo schooner built in the yard of Tenby Creek. "
    "On her maiden voyage she left Tenby Creek on 20 February 2024 with 90 tonnes of salt. "
    "She reached the port of Ossery ten days later. "
    "Her captain, Aled Prys, had sailed the route for 12 years."
)
VOYAGE_COMMON = VOYAGE.replace("2024", "2023")
RELAY = (
    "The Harrowgate relay is a charity run between two lighthouses. "
    "The first runner set off on 28 December 2021. "
    "The last runner arrived one week after that, having covered 340 kilometres. "
    "The relay raised 41,000 pounds."
)


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # elapsed time: the dates added; across a leap day and across a year end
        (VOYAGE, "The Marisol reached Ossery on 1 March.", "entailment"),
        (VOYAGE, "The Marisol reached Ossery on 2 March.", "contradiction"),
        (VOYAGE_COMMON, "The Marisol reached Ossery on 2 March.", "entailment"),
        (RELAY, "The last runner of the Harrowgate relay arrived on 4 January.", "entailment"),
        (RELAY, "The last runner of the Harrowgate relay arrived on 5 January.", "contradiction"),
    ],
)  # fmt: skip
def test_dates_after(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_shifted_dates() -> None:
    from qreas.natlog.derivers.date_offsets import shifted

    assert shifted(6, 2, 21, None) == (6, 23)  # three weeks after 2 June
    assert shifted(2, 20, 10, None) is None  # 1 or 2 March: the year decides
    assert shifted(12, 28, 7, 2021) == (1, 4)
    assert shifted(3, 1, -1, 2024) == (2, 29)


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # the forms encyclopedias write date ranges in; the span's verb restated by "lasted"
        ("The show was staged on August 11–13, 2015.", "The show lasted three days.", "entailment"),
        ("The show was staged from 11-13 August 2015.", "The show lasted three days.", "entailment"),
        ("The show was staged from 11 until 13 August 2015.", "The show lasted two days.", "contradiction"),
        ("The show was staged 11 through 13 August 2015.", "The show lasted three days.", "entailment"),
        # two days listed are not a span
        ("The show was staged on 11 and 13 August 2015.", "The show lasted three days.", "neutral"),
    ],
)  # fmt: skip
def test_range_forms(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


QUARTET = (
    "The Marlow Quartet is a folk group from Tarrin. "
    "Their second album was released in 2004. "
    "Their fourth album, Grey Fields, was released in 2011. "
    "The group has toured in 14 countries."
)


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a numbered series is numbered in the order of its event: 2004 <= third <= 2011
        (QUARTET, "The Marlow Quartet released their third album before 2012.", "entailment"),
        (QUARTET, "The Marlow Quartet released their third album after 2003.", "entailment"),
        (QUARTET, "The Marlow Quartet released their third album in 2015.", "contradiction"),
        (QUARTET, "The Marlow Quartet released their third album before 2004.", "contradiction"),
        # which album is the third is not said by the series having one
        (QUARTET, "Grey Fields was the Marlow Quartet's third album.", "contradiction"),
    ],
)  # fmt: skip
def test_series_order(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label
