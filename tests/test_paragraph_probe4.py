"""Paragraph premises, fourth probe (issue 16): encyclopedia-style paragraphs invented
for this probe (an airport, a volcano, a museum, a city, a rail line, a satellite, a
university, an election, an outbreak), written before the engine was run on them, with
hypotheses as annotators write them, labelled by logic.

Mechanisms under test:
- a bare superlative of the hypothesis against the premise's ordinal superlative of the
  same scale, holder and domain ("the third highest mountain in the country" / "the
  highest mountain in the country": |; ``natlog.rank_edits``), and holders of ranks by
  apposition, small clauses and conjoined predicates ("Lake V, the largest lake",
  "making it the most visited museum"; ``natlog.derivers.superlatives``);
- a bracketed alias is no antecedent ("Karvell Airport (KVL) ... It opened in 1962"),
  and a measure-modified definite subject ("The 87-kilometre line") continues the name
  it describes (``qreas.coreference``);
- an elided anchor verb dates the anchor by the hypothesis verb ("opened 46 years after
  the airport"; ``derivers.dates.years-between``);
- an undated or present-tense figure does not contradict a figure dated at another
  time (``qreas.borrowing``), nor does another named holder's figure
  (``document._restated``);
- "peaked", "electrified": events that happen once to a thing (``once_events.txt``).
The other pairs are controls of all three labels.
"""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.coreference import resolve
from qreas.name_forms import one_edit
from qreas.resources import load_nlp

AIRPORT = (
    'Karvell International Airport (KVL) is the main airport serving the city of Dunmore. It opened '
    'in 1962 on the site of a former military airfield, 14 kilometres north of the city centre. The '
    'airport has two runways, the longer of which is 3,200 metres long. In 2019 it handled over 9.4 '
    'million passengers, making it the second busiest airport in the country. A new terminal, '
    'designed by the architect Lena Ostrova, opened in 2008 at a cost of 420 million euros. The '
    'airport is served by 31 airlines.'
)
MOUNTAIN = (
    'Mount Teravel is a stratovolcano in the Orsk Range. At 4,812 metres (15,787 ft), it is the '
    'highest peak of the range and the third highest mountain in the country. The first recorded '
    'ascent was made in 1871 by a party of four climbers led by the surveyor Anton Bisk. The volcano '
    'last erupted in 1934, when lava flows destroyed two villages on its southern flank. Today about '
    '1,200 people climb the mountain each year.'
)
MUSEUM = (
    'The Hollin Museum of Art is an art museum in Carsby. It was established in 1923 by the '
    'industrialist Edward Hollin, who donated his collection of about 800 paintings. The museum moved'
    ' to its present building, a former textile mill, in 1987. Its collection now comprises more than'
    ' 12,000 works, including 40 paintings by Jan Velder. In 2022 the museum received 640,000 '
    'visitors, making it the most visited museum in the region.'
)
CITY = (
    'Oskar is a city in the north of the country and the capital of Velm Province. With a population '
    'of 312,000 at the 2020 census, it is the most populous city in the province and the fourth '
    'largest in the country. The city was granted a charter in 1412. Lake Virn, the largest lake in '
    'the province, lies 8 km to its east.'
)
RAIL_LINE = (
    'The Westmoor Line is a railway line linking Pellham and Ardrick. The 87-kilometre line was '
    'opened in stages between 1879 and 1884 by the Westmoor Railway Company. It was electrified in '
    '1958. Services run every 30 minutes, and the fastest trains cover the route in 52 minutes, '
    'calling at six intermediate stations. Around 11 million passengers used the line in 2018.'
)
SATELLITE = (
    'Aurel-2 is an Earth observation satellite operated by the Norden Space Agency. It was launched '
    'on 8 March 2016 aboard a Vega rocket from Kourou, the second of three satellites in the Aurel '
    'series. The satellite has a mass of 1,140 kg and orbits at an altitude of 786 km. It was '
    'designed for a mission of seven years, but remained operational until 2025. Its successor, '
    'Aurel-3, was launched two years later.'
)
UNIVERSITY = (
    'The University of Halloway is a public research university in Brenford. Founded in 1836 as a '
    'college of medicine, it received its royal charter in 1901. The university has around 28,000 '
    'students, of whom about 6,500 are postgraduates, and employs 3,100 academic staff. It is '
    'organised into five faculties. Eleven Nobel laureates have been affiliated with the university.'
)
ELECTION = (
    'The 2011 Veltran general election was held on 12 June 2011 to elect all 150 members of the '
    'National Assembly. Turnout was 67.4%, down from 71.2% in 2007. The Social Alliance, led by Prime'
    ' Minister Ruta Kell, won 64 seats, eleven fewer than in the previous election, and lost its '
    'majority. The opposition Liberal Union won 52 seats. Kell formed a coalition with the Green '
    'Party, which had won 14 seats.'
)
OUTBREAK = (
    'The 2017 Marren cholera outbreak began in the coastal district of Sola in late April 2017. By '
    'the end of July, health officials had recorded 4,318 suspected cases and 97 deaths. The outbreak'
    ' peaked in June, when more than 1,500 new cases were reported. A vaccination campaign reaching '
    '210,000 people was launched on 3 July. The outbreak was declared over in November 2017, seven '
    'months after it began.'
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        (AIRPORT, 'Karvell International Airport opened in the 1960s.', 'entailment'),
        (AIRPORT, 'Karvell Airport has three runways.', 'contradiction'),
        (AIRPORT, 'Karvell Airport handled more than 9 million passengers in 2019.', 'entailment'),
        (AIRPORT, 'Karvell International Airport is the busiest airport in the country.', 'contradiction'),
        (AIRPORT, 'The new terminal at Karvell opened 46 years after the airport.', 'entailment'),
        (AIRPORT, 'Karvell Airport handled over 10 million passengers in 2021.', 'neutral'),
        (MOUNTAIN, 'Mount Teravel is over 4,000 metres high.', 'entailment'),
        (MOUNTAIN, 'Mount Teravel is the highest mountain in the country.', 'contradiction'),
        (MOUNTAIN, 'Mount Teravel is one of the three highest mountains in the country.', 'entailment'),
        (MOUNTAIN, 'Mount Teravel erupted in 1902.', 'neutral'),
        (MUSEUM, 'The Hollin Museum is the second most visited museum in the region.', 'contradiction'),
        (MUSEUM, "The museum's collection includes over 10,000 works.", 'entailment'),
        (MUSEUM, 'The Hollin Museum has 300 employees.', 'neutral'),
        (CITY, 'Oskar is the second most populous city in Velm Province.', 'contradiction'),
        (CITY, 'Lake Virn is one of the three largest lakes in the province.', 'entailment'),
        (CITY, 'Oskar is the largest city in the country.', 'contradiction'),
        (CITY, 'Oskar had 280,000 inhabitants in 2010.', 'neutral'),
        (CITY, 'Oskar had more than 300,000 inhabitants in 2020.', 'entailment'),
        (RAIL_LINE, 'The Westmoor Line was electrified in the 1960s.', 'contradiction'),
        (RAIL_LINE, 'The Westmoor Line has eight intermediate stations.', 'contradiction'),
        (RAIL_LINE, 'About 9 million passengers used the Westmoor Line in 2010.', 'neutral'),
        (SATELLITE, 'Aurel-3 has a mass of 1,300 kg.', 'neutral'),
        (SATELLITE, 'Aurel-2 has a mass of over 1,000 kg.', 'entailment'),
        (SATELLITE, 'Aurel-3 was launched in 2018.', 'entailment'),
        (SATELLITE, 'Aurel-2 orbits at an altitude of 600 km.', 'contradiction'),
        (UNIVERSITY, 'The medical college had 40 students in 1836.', 'neutral'),
        (UNIVERSITY, 'The University of Halloway has fewer than 20,000 students.', 'contradiction'),
        (UNIVERSITY, 'The university received its charter 65 years after it was founded.', 'entailment'),
        (ELECTION, 'The Social Alliance won 70 seats in 2003.', 'neutral'),
        (ELECTION, 'The Green Party won 20 seats.', 'contradiction'),
        (ELECTION, 'The coalition of the Social Alliance and the Green Party held 78 seats.', 'entailment'),
        (OUTBREAK, 'The outbreak peaked in August.', 'contradiction'),
        (OUTBREAK, 'The outbreak killed 150 people by the end of the year.', 'neutral'),
        (OUTBREAK, 'More than 4,000 suspected cases were recorded by the end of July.', 'entailment'),
    ],
)
def test_invented_paragraphs(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


def test_bracketed_alias_is_no_antecedent() -> None:
    nlp = load_nlp()
    docs = [nlp("Brenmoor Airport (BRX) serves the city of Orwin."), nlp("It opened in 1971.")]
    texts, _ = resolve(docs)
    assert texts[1].startswith("Brenmoor Airport opened")


def test_measured_description_continues_the_name() -> None:
    nlp = load_nlp()
    docs = [
        nlp("The Calder Canal is a waterway in the north of Sarn."),
        nlp("The 40-kilometre canal was dug between 1790 and 1796."),
        nlp("It was widened in 1881."),
    ]
    texts, _ = resolve(docs)
    assert texts[1].startswith("The 40-kilometre canal")  # the measure stays written
    assert texts[2].startswith("The Calder Canal was widened")


def test_names_with_other_digits_are_no_misspelling() -> None:
    assert not one_edit("vostok-2", "vostok-3")
    assert one_edit("fitzgerald", "fitzgerrald")


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("The Corran Bridge is the longest bridge in the province.", "contradiction"),
        ("The Corran Bridge is one of the five longest bridges in the province.", "entailment"),
        ("The Corran Bridge is the second tallest structure in the county.", "contradiction"),
        ("The Corran Bridge is the second tallest structure in the country.", "neutral"),
    ],
)
def test_rank_of_a_conjoined_predicate(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    premise = (
        "The Corran Bridge is a cable-stayed bridge over the River Dene. Opened in 2004, it is the "
        "tallest structure in the county and the fourth longest bridge in the province. It carries "
        "about 31,000 vehicles a day. The bridge was designed by Ilse Kamp."
    )
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("Salt Wives was published in 1984.", "entailment"),
        ("Greyhaven was published in 1987.", "contradiction"),
        ("Greyhaven was translated into French in 1995.", "neutral"),
    ],
)
def test_bracketed_year_of_a_work(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    premise = (
        "Ines Carlow (born 1948) is a Scottish novelist. Her novels include The Long Shore (1979), "
        "Salt Wives (1984) and Greyhaven (1991). She taught at Leith College from 1975 to 2003. "
        "She lives in Fife."
    )
    assert reasoner.predict(premise, hypothesis).label == gold


def test_figure_of_another_member_of_a_series(reasoner: Reasoner) -> None:
    premise = (
        "Vostok-2 is a weather satellite. It was launched in 2011 as the second of four satellites. "
        "Vostok-2 has a mass of 980 kg. Its successor, Vostok-3, followed in 2014."
    )
    assert reasoner.predict(premise, "Vostok-3 has a mass of 1,200 kg.").label == "neutral"
    assert reasoner.predict(premise, "Vostok-2 has a mass of 1,200 kg.").label == "contradiction"


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("Low Tide peaked at number 12 in Ireland.", "entailment"),
        ("Low Tide reached the top ten in Ireland.", "contradiction"),
    ],
)
def test_appositive_name_holds_the_place(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    premise = (
        "The Vennels are a folk duo from Galway. Their debut single, Low Tide, peaked at number 12 in "
        "Ireland in 2016. Their first album followed a year later. They have toured with Kell Ardrey."
    )
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("Nobody scored in the first half of the 2019 final.", "entailment"),
        ("Ruiz scored in the first half of the 2019 final.", "neutral"),
    ],
)
def test_ordinal_part_of_an_event(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    premise = (
        "Atletico Varne is a football club from Sorel. In the 2019 final, Varne drew 0–0 with Castro; "
        "nobody scored in the match, and Castro won on penalties. Hugo Ruiz captained Varne that season. "
        "The club was founded in 1921."
    )
    assert reasoner.predict(premise, hypothesis).label == gold
