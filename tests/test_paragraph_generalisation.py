"""Paragraph premises beyond the benchmark's wordings (issue 16): figures of one unit
hung on different things, years from ages, years between events found by their words,
facts restated with another number, names completed by "of", and wider readings that
must not overturn a sentence's contradiction with a stray equation.

Every text is invented (people, places and figures), at least three sentences long so it
is read as a document (``qreas.document``); labels follow from logic alone.
"""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.coreference import resolve

ECONOMY = (
    "Dravik is a port town on the northern coast of Estmar. Its population was 41,300 at the "
    "2020 census. Inflation there stood at 6.2 percent in 2020, against a regional average of "
    "3.9 percent. The harbour employs about 1,700 people."
)
CAMPAIGN = (
    "The Relief of Ostbury took place in the winter of 1644. A relief column of 3,500 men "
    "marched from the west to meet an enemy force of about 9,000. The column lost 420 men on "
    "the march. The town held out for another month."
)
SKATER = (
    "Ilse Marheim is a German speed skater. She won her first world title in 1998 at the "
    "age of 23. She retired in 2006 with a total of eleven medals. She now coaches in Inzell."
)
SAILOR = (
    "Tomas Brevik was a Norwegian naval officer. Born in 1962, he joined the navy at the age "
    "of 17. He commanded the frigate Heimdal from 1994 to 1999. He retired as a rear admiral."
)
MANOR = (
    "Askern Manor is a country house in Lowdale. The east wing was completed in 1712, and a "
    "chapel followed in 1730. The house passed to the Crane family in 1802. It has 48 rooms."
)
FESTIVAL = (
    "The Wrenfield Kite Festival is held each spring on the Wrenfield downs. The first "
    "festival took place in 2004 and drew 600 visitors. The 2019 festival attracted 14,000 "
    "visitors and raised £22,000 for charity. Entry is free for children."
)
RALLY = (
    "The 2014 Skarvik Rally was the 17th running of the event. It was held over three days "
    "in February and covered 1,240 kilometres. Of the 64 crews that started, 41 finished."
)
FILM = (
    "Harrow Lane is a 2016 crime film directed by Esme Coyle. It was made on a budget of "
    "$3.2 million and earned $48 million worldwide. It received four award nominations and "
    "won one. Coyle later adapted it for the stage."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # the figure the hypothesis restates hangs on another thing than the equal one
        (ECONOMY, "Inflation in Dravik stood at 3.9 percent in 2020.", "contradiction"),
        (ECONOMY, "Inflation in Dravik stood at 6.2 percent in 2020.", "entailment"),
        (CAMPAIGN, "The relief column numbered 9,000 men.", "contradiction"),
    ],
)
def test_a_figure_of_another_thing_is_a_rival(
    reasoner: Reasoner, premise: str, hypothesis: str, label: str
) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # 23 in 1998: born in 1974 or 1975
        (SKATER, "Ilse Marheim was born in the 1970s.", "entailment"),
        (SKATER, "Ilse Marheim was born in 1980.", "contradiction"),
        (SKATER, "Ilse Marheim was born in 1975.", "neutral"),
        # born 1962, 17 at joining: 1979 or 1980
        (SAILOR, "Tomas Brevik joined the navy in 1985.", "contradiction"),
    ],
)
def test_years_from_ages(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # "a chapel followed in 1730": the chapel's year, though its verb is not repeated
        (MANOR, "The chapel was completed 18 years after the east wing.", "entailment"),
        (MANOR, "The chapel was completed 25 years after the east wing.", "contradiction"),
    ],
)
def test_years_between_events_found_by_their_words(
    reasoner: Reasoner, premise: str, hypothesis: str, label: str
) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # the same fact (the first festival's visitors) with another number
        (FESTIVAL, "The first Wrenfield Kite Festival drew 6,000 visitors.", "contradiction"),
        (FESTIVAL, "The first Wrenfield Kite Festival drew 600 visitors.", "entailment"),
        # another year's festival: the paragraph does not say
        (FESTIVAL, "The 2021 Wrenfield Kite Festival attracted 9,000 visitors.", "neutral"),
        # a rank restated with another ordinal of the same noun
        (RALLY, "The 2014 Skarvik Rally was the 19th running of the event.", "contradiction"),
        (RALLY, "The 2014 Skarvik Rally was the 17th running of the event.", "entailment"),
    ],
)
def test_a_fact_restated_with_another_number(
    reasoner: Reasoner, premise: str, hypothesis: str, label: str
) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_a_wider_reading_does_not_overturn_the_sentence_with_a_stray_equation(reasoner: Reasoner) -> None:
    # "earned $48 million" contradicts $30 million; the wider reading's other dollar
    # figures ($3.2 million) must not make an equation that entails it
    assert reasoner.predict(FILM, "Harrow Lane earned $30 million worldwide.").label == "contradiction"


def test_a_name_completed_by_of_is_one_name(reasoner: Reasoner) -> None:
    text = [
        "The Treaty of Orsk was signed in 1711.",
        "Its terms gave the river ports to Vessia.",
        "The treaty was broken in 1740.",
    ]
    docs = reasoner.parse_many(text)
    out, names = resolve([docs[reasoner._clip(s)] for s in text])
    assert out[1].startswith("The Treaty of Orsk's terms")
    assert "Orsk" not in {n.text for n in names}


ABBEY = (
    "Hallow Abbey is a ruined monastery in the Vale of Tenn. The abbey church was built "
    "between 1140 and 1187. It was dissolved in 1539. Its west front stands 31 metres high."
)


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        # making a thing "between" two years takes the years between; "construction"
        # names the building (WordNet: construct, a synonym of build)
        ("The construction of the abbey church took 47 years.", "entailment"),
        ("The construction of the abbey church took 30 years.", "contradiction"),
    ],
)
def test_a_thing_built_between_two_years(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(ABBEY, hypothesis).label == label


QUARRY = (
    "Benholm Quarry is a granite quarry near Askby. It produces about 900,000 tonnes of stone "
    "a year, a third of it road aggregate. The quarry employs 160 people. It opened in 1931."
)
GRANTS = (
    "The Lessing Fund is a research charity in Leeds. In 2022 it awarded grants worth £6 "
    "million, of which 40 percent went to cancer research. It has 25 staff."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # "a third of it": the part is a third of the amount "it" stands for
        (QUARRY, "Benholm Quarry produces about 300,000 tonnes of road aggregate a year.", "entailment"),
        (QUARRY, "Benholm Quarry produces about 600,000 tonnes of road aggregate a year.", "contradiction"),
        # "of which 40 percent": 40% of £6 million
        (GRANTS, "In 2022, £2.4 million of the Lessing Fund's grants went to cancer research.", "entailment"),
        (GRANTS, "In 2022, £4 million of the Lessing Fund's grants went to cancer research.",
         "contradiction"),
    ],
)
def test_a_share_named_by_a_relative_phrase(
    reasoner: Reasoner, premise: str, hypothesis: str, label: str
) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


SEASON = (
    "The 2016 season was Harwell Rovers' third in the regional league. The club won 14 of "
    "its 30 matches. Forward Dario Lenz scored 22 league goals. The average crowd was 3,100."
)


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        # "the 2016 season" frames the paragraph: it dates Lenz's goals too
        ("Dario Lenz scored more than 20 league goals in 2016.", "entailment"),
        ("Dario Lenz scored more than 25 league goals in 2016.", "contradiction"),
    ],
)
def test_a_year_naming_a_period_frames_the_paragraph(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(SEASON, hypothesis).label == label
