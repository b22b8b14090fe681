"""Paragraph premises, third probe (issue 16): encyclopedia-style paragraphs invented
for this probe (a town, a river, a company, a scientist, a footballer, a band, a
tower, a ship, a club), with hypotheses as annotators write them, labelled by logic.

Mechanisms under test:
- a place's "population of N" counts its residents, dated by the year beside it, the
  latest when the hypothesis gives none (``natlog.derivers.populations``);
- seasons written "2011–12" / "1998/99" are one year-kind span (``qreas.seasons``):
  another season's count is neutral, the same season's is compared;
- a possessive one-time object makes a once event ("received its charter" in 1247 /
  "in the 14th century": contradiction; ``qreas.once_events``);
- a possessive whose subject does not fit it refers to its own sentence's object
  ("joined the Institute ..., becoming its director"), "the band ... its" to the band
  (``qreas.coreference``);
- a verb of passing makes its object a bound ("exceeds 14,000"; ``qreas.threshold_verbs``),
  and country-prefixed dollars are currencies ("A$420 million").
The other pairs are controls of all three labels.
"""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.natlog.derived import derive
from qreas.quantities import parse_doc
from qreas.resources import load_nlp
from qreas.seasons import season_years

TOWN = (
    "Marlow Ferry is a market town in the county of Westshire, England. It lies on the north bank of the "
    "River Tane, about 14 kilometres (8.7 mi) east of Dunmere. The town received its charter in 1247 and "
    "grew as a centre of the wool trade. Its parish church, St Aldric's, was rebuilt between 1862 and "
    "1865. It has a population of 12,400 (2011 census), up from 9,800 in 1991. The town is twinned with "
    "Saint-Véran in France."
)

RIVER = (
    "The Orlen is a river in central Poland, a left tributary of the Warta. It is 212 kilometres (132 mi)"
    " long and drains a basin of 4,350 square kilometres. The river rises near the village of Kosów at an"
    " elevation of 240 metres. Its largest tributary is the Mała Orlen, which joins it at Brzeg. Between "
    "1968 and 1973 a dam was built at Lipnik, creating a reservoir of 18 square kilometres."
)

FIRM = (
    "Harlow Instruments is an American electronics company headquartered in Dayton, Ohio. It was founded "
    "in 1952 by Edwin Harlow and two former Navy engineers. The company went public in 1969 and acquired "
    "its main rival, Brennan Controls, in 1987 for $140 million. As of 2020, it employs about 6,300 "
    "people in 14 countries. In 2019 the company reported revenue of $2.1 billion, an increase of 8 "
    "percent over the previous year."
)

SCIENTIST = (
    "Margarethe Olsen (born 3 May 1950) is a Danish marine biologist. She studied at the University of "
    "Copenhagen, where she received her doctorate in 1978. In 1984 she joined the Institute of Ocean "
    "Research in Bergen, becoming its director eleven years later. Olsen has published over 150 papers on"
    " cold-water corals. She was awarded the Nansen Medal in 2003."
)

FOOTBALLER = (
    "Tomás Ferreira (born 12 August 1988) is a Portuguese professional footballer who plays as a striker "
    "for Rio Ave. He began his career at Braga, making his senior debut in 2007. In the 2011–12 season he"
    " scored 19 goals in 30 league matches, the second-highest total in the league. He moved to Valencia "
    "in 2013 for a fee of €8 million. Ferreira has earned 24 caps for Portugal, scoring 6 goals."
)

BAND = (
    "The Lanterns are an English indie rock band formed in Leeds in 1996. The group consists of singer "
    "Amy Crowe, guitarist Paul Denby, bassist Ravi Shah and drummer Joe Kettle. Their debut album, Paper "
    "Houses, was released in 1998, followed by Northern Lights (1999) and Static (2002). Static reached "
    "number 3 on the UK Albums Chart. The band went on hiatus in 2006 and reunited five years later. They"
    " have sold over 2 million records worldwide."
)

TOWER = (
    "The Carrow Tower is a 54-storey skyscraper in Melbourne, Australia. Completed in 2009, it stands 212"
    " metres (696 ft) tall and was the city's second-tallest building at the time. The tower was designed"
    " by the architect Helen Marsh and cost A$420 million to build. Construction began in 2005. Its "
    "observation deck on the 52nd floor attracts around 300,000 visitors a year."
)

SHIP = (
    "HMS Valiant was a Royal Navy destroyer launched in 1941. She displaced 1,870 tons and had a crew of "
    "190 officers and men. During the Second World War she escorted 35 Arctic convoys. She was damaged by"
    " a mine in March 1944 and spent eight months under repair in Belfast. The ship was decommissioned in"
    " 1958 and sold for scrap two years later."
)

CLUB = (
    "Kelbridge Rovers Football Club is an English football club based in Kelbridge, Lancashire. Founded "
    "in 1889, the club celebrated its 125th anniversary in 2014. Rovers play their home matches at Mill "
    "Lane, which has a capacity of 8,500. The club won the Northern League three times, in 1923, 1931 and"
    " 1952. Its record attendance of 14,200 was set in an FA Cup tie against Everton in 1948."
)


CASES = [
    (TOWN, "The town had more than 12,000 residents in 2011.", "entailment"),
    (TOWN, "The town has fewer than 10,000 residents.", "contradiction"),
    (TOWN, "The town had 10,500 residents in 2001.", "neutral"),
    (TOWN, "The town received its charter in the 14th century.", "contradiction"),
    (TOWN, "Marlow Ferry has more than 20 pubs.", "neutral"),
    (TOWN, "The town lies 30 kilometres east of Dunmere.", "contradiction"),
    (TOWN, "The church was rebuilt over a period of three years.", "entailment"),
    (RIVER, "The Orlen is more than 200 kilometres long.", "entailment"),
    (RIVER, "The Orlen is less than 100 miles long.", "contradiction"),
    (RIVER, "The Warta is more than 300 kilometres long.", "neutral"),
    (FIRM, "The company went public 17 years after it was founded.", "entailment"),
    (FIRM, "Harlow Instruments has more than 10,000 employees.", "contradiction"),
    (FIRM, "The company had 5,000 employees in 1990.", "neutral"),
    (SCIENTIST, "Olsen became director of the institute in 1995.", "entailment"),
    (SCIENTIST, "Olsen has supervised 40 doctoral students.", "neutral"),
    (SCIENTIST, "Olsen was born in 1952.", "contradiction"),
    (FOOTBALLER, "Ferreira scored fewer than 20 league goals in the 2011–12 season.", "entailment"),
    (FOOTBALLER, "Ferreira scored 10 goals in the 2012–13 season.", "neutral"),
    (FOOTBALLER, "Ferreira moved to Valencia for €12 million.", "contradiction"),
    (BAND, "The band released its second album in 2001.", "contradiction"),
    (BAND, "The Lanterns reunited in 2011.", "entailment"),
    (BAND, "The Lanterns have sold more than 5 million records.", "neutral"),
    (TOWER, "The tower cost less than A$500 million.", "entailment"),
    (TOWER, "The tower has 60 floors.", "contradiction"),
    (TOWER, "The tower has 30 elevators.", "neutral"),
    (SHIP, "HMS Valiant was sold for scrap in 1960.", "entailment"),
    (SHIP, "HMS Valiant sank 3 enemy submarines.", "neutral"),
    (CLUB, "The club's record attendance exceeds 14,000.", "entailment"),
    (CLUB, "The club last won the Northern League in 1961.", "contradiction"),
    (CLUB, "The club has 2,000 season-ticket holders.", "neutral"),
]


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner()


@pytest.mark.parametrize(("premise", "hypothesis", "gold"), CASES)
def test_paragraph_labels(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("In the 2003–04 season the club won the cup.", (2003.0, 2004.0)),
        ("In the 2003-04 season the club won the cup.", (2003.0, 2004.0)),
        ("He joined the squad for the 1999/00 campaign.", (1999.0, 2000.0)),
    ],
)
def test_seasons_are_one_span(text: str, span: tuple[float, float]) -> None:
    seasons = season_years(load_nlp()(text))
    assert [(s.lo, s.hi) for s in seasons] == [span]


def test_a_span_of_years_is_no_season() -> None:
    assert season_years(load_nlp()("The strike lasted from 1914-18.")) == []


def test_passing_verb_object_is_a_bound() -> None:
    qs = parse_doc(load_nlp()("Ticket sales exceeded 8,000 within a week."))
    sales = next(q for q in qs if q.lo == 8000)
    assert sales.lo_open and sales.hi == float("inf")


def test_topped_charts_stays_a_count() -> None:
    qs = parse_doc(load_nlp()("The single topped 3 charts in Europe."))
    assert any(q.lo == 3 and q.hi == 3 for q in qs)


def test_population_is_the_dated_figure(reasoner: Reasoner) -> None:
    premise = "Oakhollow has a population of 5,310 (2021 census), down from 6,020 in 2001."
    pdoc, hdoc = load_nlp()(premise), load_nlp()("Oakhollow had 6,020 inhabitants in 2001.")
    pq = parse_doc(pdoc, all_kinds=True, articles=False)
    hq = parse_doc(hdoc, all_kinds=True, articles=False)
    h = next(q for q in hq if q.kind == "amount")
    found = [d for d in derive(pdoc, hdoc, pq, [h], h, hq) if d.name == "population"]
    assert [d.value.lo for d in found] == [6020.0]


def test_population_of_another_wording(reasoner: Reasoner) -> None:
    premise = (
        "Tarrow Mills is a village in the district of Hamble. It lies on the River Ose. "
        "Its church dates from the 12th century. At the 2021 census it had a population of 2,140."
    )
    more = "Tarrow Mills has more than 2,000 residents."
    fewer = "Tarrow Mills has fewer than 1,500 inhabitants."
    assert reasoner.predict(premise, more).label == "entailment"
    assert reasoner.predict(premise, fewer).label == "contradiction"


def test_its_refers_to_the_object_of_its_sentence(reasoner: Reasoner) -> None:
    premise = (
        "Jonas Hallberg (born 1961) is a Swedish chemist. He studied at Uppsala University. "
        "In 1994 he joined the Kessel Laboratory in Lund, becoming its head six years later. "
        "He has written four books."
    )
    assert reasoner.predict(premise, "Hallberg became head of the laboratory in 2000.").label == "entailment"


INFIRMARY = (
    "The Royal Pellow Infirmary is a teaching hospital in Carnmouth. It was founded in 1751 and "
    "received its royal charter in 1763. The present building opened in 1884. The hospital has 520 beds."
)
CONDUCTOR = (
    "Hedda Vinter (1899–1980) was a Norwegian conductor. In 1936 she was appointed principal conductor "
    "of the Tromsø Orchestra, a position she held until 1958. She made more than 30 recordings."
)
VILLAGE = (
    "Ashby Crane is a village and civil parish in the district of West Lorn. It lies on the Tarr. "
    "The village is recorded in 1086. At the 2021 census the parish had a population of 2,406, "
    "up from 2,115 in 2011."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        (INFIRMARY, "The hospital received its royal charter in 1770.", "contradiction"),
        (INFIRMARY, "The hospital received its royal charter 12 years after it was founded.", "entailment"),
        (CONDUCTOR, "Vinter served as principal conductor for 22 years.", "entailment"),
        (CONDUCTOR, "Vinter served as principal conductor for 30 years.", "contradiction"),
        (CONDUCTOR, "Vinter made more than 20 recordings.", "entailment"),
        (VILLAGE, "Ashby Crane had fewer than 2,000 residents in 2011.", "contradiction"),
        (VILLAGE, "Ashby Crane had more than 2,400 inhabitants in 2021.", "entailment"),
        (VILLAGE, "Ashby Crane had 2,300 residents in 2016.", "neutral"),
    ],
)
def test_tenures_charters_parishes(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [("12,000 passengers were rescued.", "entailment"), ("9,000 passengers were rescued.", "contradiction")],
)
def test_share_of_them_counts_the_count_before(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    premise = (
        "The Carna disaster was a ferry sinking in the Orrel Strait in 1953. "
        "About 16,000 passengers were aboard, three quarters of them rescued. The inquiry lasted two years."
    )
    assert reasoner.predict(premise, hypothesis).label == gold


def test_group_size_is_no_mass(reasoner: Reasoner) -> None:
    """ "a crew of more than 250" is not "entailed" by the ship's 2,400 tons."""
    premise = (
        "SS Marten was a cargo liner launched in 1928. She displaced 2,400 tons and had a crew "
        "of 96 officers and men. She was sunk by a torpedo in 1941."
    )
    assert reasoner.predict(premise, "The ship had a crew of more than 250.").label != "entailment"
