"""Paragraph premises, second probe (issue 16): mechanisms found on invented paragraphs.

- coreference: a plural-form name with a singular verb is a firm ("Fenwick Instruments
  is"), a place or organisation description beats the entity recogniser ("Marlow Heath
  is a market town"), a name ending in a building noun is a thing ("Skarn Point
  Lighthouse"); "the company" / "the club" refer to the organisation the paragraph is
  about; a name first written with "the" keeps it; "it" after an unnamed definite
  subject ("The tower is 36 metres tall and its light ...") is left alone; a novelist
  is a person whatever the recogniser says;
- derivers: increments ("21 more", "a further 6"), the time a making took
  ("Construction began in 1929 and the bridge opened in 1932"), "a second bridge" /
  "the second bridge", "a year later", life years in parentheses ("(1921–1987)");
- distractors: a figure the text dates at another time, an indefinite or contrasted
  holder ("A smaller dam downstream", "the smaller dam"), another named holder of a
  year pair, a part's count under a whole's ("30 elephants" / "1,800 animals"), a
  yearly count of doers is no one-time date, a frequency adverb the text does not count.

All texts are invented (other names, topics and wordings than the generated suite).
"""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.document import read_document
from qreas.natlog.derived import derive

TOWN = (
    "Marlow Heath is a market town in the county of Westvale. It was granted a charter in 1412. "
    "The town had 18,400 inhabitants in 2011, up from 15,900 in 1991. "
    "Its railway station opened in 1863 and closed in 1964."
)
FIRM = (
    "Fenwick Instruments is a maker of laboratory scales based in Dorrow. "
    "The company was founded in 1978 by the engineer Ada Kessler. "
    "It employs 1,250 people, 430 of them at its plant in Dorrow. In 2019 it sold 96,000 scales."
)
BAND = (
    "The Lanterns are a folk band from Galway. They formed in 1996 with four members. "
    "Their second album, Tidewater, sold 80,000 copies. The band toured the United States in 2005 and 2009."
)
BRIDGE = (
    "The Arden Bridge crosses the river Lune at Carsby. "
    "Construction began in 1929 and the bridge opened in 1932. "
    "Its main span is 240 metres long, and the whole structure measures 610 metres. "
    "A second bridge upstream opened in 1971."
)
BAKERY = (
    "Petra Foods runs bakeries in two regions. It has 34 bakeries in the north. "
    "In the south it operates 21 more. Its head office is in Lisk."
)
CYCLIST = (
    "Lena Hartmann is a German cyclist. She rode her first Tour de France Femmes in 2022 and finished 14th. "
    "A year later she finished 6th. She rides for Team Alder."
)
FESTIVAL = (
    "The Wren Valley Festival is a music festival held each summer near Tolby. "
    "The 2019 edition drew 42,000 people over three days. The festival was cancelled in 2020 and 2021. "
    "Tickets for the 2023 festival cost 150 pounds."
)
PAINTER = (
    "Ilse Marwick (1921–1987) was a Scottish painter and printmaker. "
    "She studied at the Glasgow School of Art from 1939 to 1943. "
    "Her first solo exhibition was held in Edinburgh in 1952."
)
DAM = (
    "The Kellow Dam is a concrete dam on the river Fenn. "
    "Work on the dam started in 1958 and was completed in 1964. "
    "The dam is 92 metres high and 410 metres long. "
    "A smaller dam downstream, built in 1971, is 35 metres high."
)
AIRLINE = (
    "Coastline Air is a regional airline based at Tarrow Airport. "
    "The airline was founded in 2003 by two former pilots. "
    "In 2022 it carried 410,000 passengers, up from 350,000 in 2021. "
    "Its rival, Skyhop, carried 520,000 passengers in 2022."
)
ZOO = (
    "Harwood Zoo opened in 1934 on the edge of Tilby. "
    "It covers 24 hectares and houses about 1,800 animals of 210 species. "
    "In 2015 it opened a new elephant house at a cost of £6 million."
)
MARATHON = (
    "The Brennan City Marathon is held each April. The first race, in 1983, had 412 finishers. "
    "In 2023 a record 14,200 runners finished the race. The race raises about £3 million a year for charity."
)
LEAGUE = (
    "The 2019 Northvale Cup was the 41st edition of the tournament. Sixteen teams took part. "
    "Holt Rovers won the final 3–1 against Dunmere Athletic. The final was watched by 18,500 spectators."
)
NOVELIST = (
    "Piotr Zalewski was a Polish novelist. He was born in Łódź on 4 June 1931. "
    "He wrote 11 novels in all. Zalewski died in Kraków on 20 January 2009."
)

ORCHESTRA = (
    "The Varden Symphony Orchestra is based in the city of Lorne. It was founded in 1946 by Emil Haas. "
    "The orchestra has 88 musicians and gives about 70 concerts a season."
)
RAILWAY = (
    "The Morvan Vale Railway was a narrow-gauge line in the hills of Strathy. It opened in 1871. "
    "Passenger services began in 1875 and ended in 1931. The line closed completely in 1948."
)
WRITER = (
    "Hanne Sørlie is a Norwegian crime writer. Her first novel, Cold Harbour, was published in 2004. "
    "She has since written 15 novels. In 2016 she won the Riverton Prize."
)
HAWKS = (
    "The 2017 season was the Corbridge Hawks' 12th in the Northern League. "
    "The Hawks won 22 of their 34 games. "
    "They finished second. The previous season they had finished seventh."
)


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner()


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # "It" and "the company" refer to the paragraph's firm or town
        (TOWN, "Marlow Heath was granted a charter in the 15th century.", "entailment"),
        (FIRM, "Fenwick Instruments was founded in 1987.", "contradiction"),
        (FIRM, "Fenwick Instruments was more than 40 years old in 2019.", "entailment"),
        (FIRM, "Fenwick Instruments employs 820 people outside its Dorrow plant.", "entailment"),
        (BAND, "The Lanterns formed in 1999.", "contradiction"),
        (BAND, "The Lanterns toured the United States twice.", "entailment"),
        (NOVELIST, "Zalewski was born in 1913.", "contradiction"),
        # increments complete a count
        (BAKERY, "Petra Foods runs 55 bakeries.", "entailment"),
        (BAKERY, "Petra Foods runs 60 bakeries.", "contradiction"),
        (BAKERY, "Petra Foods has 34 bakeries in the north.", "entailment"),
        # temporal arithmetic
        (BRIDGE, "The Arden Bridge took three years to build.", "entailment"),
        (BRIDGE, "The second bridge opened 39 years after the Arden Bridge.", "entailment"),
        (DAM, "Building the Kellow Dam took six years.", "entailment"),
        (CYCLIST, "Lena Hartmann finished 6th in 2023.", "entailment"),
        (CYCLIST, "Hartmann finished 14th in 2023.", "contradiction"),
        (PAINTER, "Ilse Marwick was born in 1912.", "contradiction"),
        (PAINTER, "Marwick died in 1987.", "entailment"),
        # distractors and traps
        (FESTIVAL, "The 2023 festival drew 45,000 people.", "neutral"),
        (FESTIVAL, "Tickets for the 2019 festival cost 150 pounds.", "neutral"),
        (FESTIVAL, "The Wren Valley Festival was cancelled twice.", "entailment"),
        (DAM, "The Kellow Dam is more than 400 metres long.", "entailment"),
        (DAM, "The smaller dam is 410 metres long.", "neutral"),
        (AIRLINE, "Skyhop carried 400,000 passengers in 2021.", "neutral"),
        (AIRLINE, "Coastline Air carried 350,000 passengers in 2021.", "entailment"),
        (ZOO, "Harwood Zoo has 30 elephants.", "neutral"),
        (ZOO, "Harwood Zoo houses about 1,800 animals.", "entailment"),
        (MARATHON, "14,200 runners finished the race in 2022.", "neutral"),
        (LEAGUE, "Dunmere Athletic has won the cup twice.", "neutral"),
        (TOWN, "Marlow Heath has two hospitals.", "neutral"),
        (ORCHESTRA, "The orchestra has 12 harpists.", "neutral"),  # a part of the 88 musicians
        (ORCHESTRA, "The orchestra has 120 musicians.", "contradiction"),
        (RAILWAY, "The Morvan Vale Railway carried passengers for 56 years.", "entailment"),
        (RAILWAY, "The Morvan Vale Railway was open for 77 years.", "entailment"),
        (WRITER, "Hanne Sørlie's first novel was published in 2004.", "entailment"),
        (HAWKS, "The Hawks finished seventh in 2016.", "entailment"),
        (HAWKS, "The Hawks finished second in 2017.", "entailment"),
    ],
)  # fmt: skip
def test_labels(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def _resolved(reasoner: Reasoner, text: str) -> list[str]:
    return [s.resolved or s.text for s in read_document(reasoner, text).sentences]


def test_firm_and_town_are_things(reasoner: Reasoner) -> None:
    firm = _resolved(reasoner, FIRM)
    assert firm[1].startswith("Fenwick Instruments was founded")  # "The company"
    assert firm[2].startswith("Fenwick Instruments employs")  # "It", not Dorrow
    assert _resolved(reasoner, TOWN)[1].startswith("Marlow Heath was granted")  # not the county


def test_article_kept_and_unnamed_subject_left_alone(reasoner: Reasoner) -> None:
    assert _resolved(reasoner, BAND)[1].startswith("The Lanterns formed")
    text = (
        "Skarn Point Lighthouse stands on the north coast of Hedda. It was first lit in 1858. "
        "The tower is 36 metres tall and its light can be seen from 22 nautical miles."
    )
    out = _resolved(reasoner, text)
    assert out[1].startswith("Skarn Point Lighthouse was first lit")
    # the tower's light: left as "its", or the lighthouse's once "The tower" resolves to
    # the lighthouse (a kind of tower; ``qreas.broader_descriptions``); never Hedda's
    assert "Hedda's light" not in out[2]
    assert "its light" in out[2] or "Skarn Point Lighthouse's light" in out[2]


def test_club_refers_to_the_team(reasoner: Reasoner) -> None:
    text = (
        "The Tarn Valley Otters finished the 2021 season in fifth place. "
        "They scored 64 goals. The club was founded in 1911 and plays at Brook Lane."
    )
    assert _resolved(reasoner, text)[2].startswith("The Tarn Valley Otters was founded")


def test_a_novelist_is_a_person(reasoner: Reasoner) -> None:
    out = _resolved(reasoner, NOVELIST)
    assert out[1].startswith("Piotr Zalewski was born")


def _derived(reasoner: Reasoner, premise: str, hypothesis: str, name: str) -> list[float]:
    pdoc, hdoc = (reasoner.parse_many([t])[t] for t in (premise, hypothesis))
    pq, _ = reasoner._quantities(pdoc)
    hq, _ = reasoner._quantities(hdoc)
    return [d.value.lo for h in hq for d in derive(pdoc, hdoc, pq, hq, h) if d.name == name]


def test_increments_sum_every_addition(reasoner: Reasoner) -> None:
    premise = (
        "The trust restored 9 mills in the 1990s. A further 6 mills were restored later, "
        "and another 3 in 2015."
    )
    assert _derived(reasoner, premise, "The trust restored 18 mills.", "increments") == [18.0]
    # a hypothesis that states an increment itself is not the whole
    assert _derived(reasoner, premise, "The trust restored 6 more mills.", "increments") == []


def test_making_span_and_unit_later(reasoner: Reasoner) -> None:
    premise = "Work on the viaduct started in 1884, and the viaduct was completed in 1890."
    assert _derived(reasoner, premise, "The viaduct took 6 years to build.", "making-span") == [6.0]
    later = "The choir sang in Vienna in 2011. A decade later it toured Japan."
    # "A decade" is a duration the number parser reads: years-later adds it (unit-later
    # reads the article phrases the parser leaves, "a year later")
    assert _derived(reasoner, later, "The choir toured Japan in 2021.", "years-later") == [2021.0]
    a_year = later.replace("decade", "year")
    assert _derived(reasoner, a_year, "The choir toured Japan in 2012.", "unit-later") == [2012.0]


def test_life_years_only_for_the_named_person(reasoner: Reasoner) -> None:
    premise = "Tomas Feld (born 8 May 1960) is a Danish sculptor."
    assert _derived(reasoner, premise, "Tomas Feld was born in 1966.", "life-years") == [1960.0]
    assert _derived(reasoner, premise, "Anna Berg was born in 1966.", "life-years") == []
