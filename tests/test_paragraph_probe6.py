"""Paragraph premises, sixth probe: encyclopedia-style paragraphs invented for qreas (a
lighthouse, a rowing club, a railway station, a painter, an opera house, a hurricane,
a university, a submarine, a record label, a football club), written before the engine
was run on them and labelled by logic. The mechanisms they exercise:

- a thing's name shortened by its descriptive tail ("Rovigo Athletic" for "Rovigo
  Athletic Football Club", "Polyvane" for "Polyvane Music") resolves to the full name
  (``qreas.short_names``), but not a name a structure is named after ("the ascent of
  the Grauhorn" beside "the Grauhorn Hut");
- a count split by a relative clause ("four platforms, two of which ...") is the
  predicate's count, no fronted partitive's group (``natlog.partitives._after_of``);
- an owner's holding runs from its acquisition to its sale or another party's
  acquisition (``derivers.ownership_spans``);
- a doing's end year is its start plus its length (``derivers.lasted_until``);
- a duration of one activity does not contradict another's (``qreas.duration_roles``);
- "the storm" refers to a name described as "a tropical cyclone" (a kind of storm;
  ``qreas.broader_descriptions``), and a day span may skip a date between its start
  and its end (``derivers.day_spans._moments``).
"""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.coreference import resolve
from qreas.natlog.derived import derive

LIGHTHOUSE = (
    'Kestrel Point Lighthouse is an active lighthouse on the northern coast of Vardholm, '
    'Norway. It was built in 1872 to a design by the engineer Olaf Brenna and first lit on 1 '
    'September 1873. The tower is 31 metres tall and has 142 steps. Its light, which stands 48 '
    'metres above sea level, can be seen for 19 nautical miles. The station was automated in '
    "1984, and its last two keepers left the following year. Since 2006 the former keeper's "
    'house has served as a museum, which attracts about 12,000 visitors a year.'
)
ROWING = (
    'The Halverton Rowing Club is a rowing club based on the River Wend in Halverton, England. '
    'It was founded in 1861 by a group of local schoolmasters, making it one of the oldest '
    'clubs in the county. The club has about 340 members, of whom 120 are juniors. Its crews '
    'have won the Grand Challenge Cup at the Wendmouth Regatta eleven times, most recently in '
    '2019. In 2014 the club opened a new boathouse costing £2.4 million. The boathouse holds 60 '
    'boats.'
)
STATION = (
    'Marlow Cross railway station serves the town of Marlow Cross in Derbyshire, England. The '
    'station was opened by the Midland Railway on 2 May 1868, and it was rebuilt in 1905 after '
    'a fire destroyed the original building. It has four platforms, two of which are used only '
    'on weekdays. In 2019–20 the station recorded about 1.3 million passenger entries and '
    'exits. The line through the station was electrified in 1966. The ticket office closed in '
    '2008, and tickets are now sold from two machines.'
)
PAINTER = (
    'Elsbeth Varga (14 March 1902 – 9 October 1977) was a Hungarian-born painter and '
    'printmaker. She studied at the Budapest Academy of Fine Arts from 1920 to 1924 and moved '
    "to Paris in 1927. There she exhibited at the Salon d'Automne, where her painting The "
    'Harbour at Dusk won a silver medal in 1931. During the Second World War she lived in '
    'Lisbon. She returned to Budapest in 1948 and taught at the academy for 22 years. Over her '
    'career she produced more than 600 paintings and 1,100 prints.'
)
OPERA = (
    'The Teatro Comunale di Valdora is an opera house in Valdora, Italy. It was designed by the '
    "architect Carlo Menzi and inaugurated on 26 December 1791 with a performance of Cimarosa's "
    'Il matrimonio segreto. The theatre was badly damaged by bombing in 1944 and remained '
    'closed for eleven years. After its restoration it reopened in 1955. The auditorium has '
    '1,150 seats arranged in four tiers of boxes and a gallery. Its orchestra, founded in 1962, '
    'has 68 permanent players.'
)
HURRICANE = (
    'Hurricane Delphine was a powerful tropical cyclone that struck the Gulf Coast of the '
    'United States in September 1987. Delphine formed from a tropical wave on 11 September and '
    'strengthened into a hurricane two days later. At its peak it had maximum sustained winds '
    'of 140 mph. The storm made landfall near Port Lavaca, Texas, on 16 September, and '
    'dissipated over Arkansas on 19 September. It killed 23 people and caused an estimated $1.2 '
    'billion in damage. More than 90,000 homes lost power.'
)
UNIVERSITY = (
    'The University of Carrow is a public research university in Carrow, Scotland. Founded in '
    '1967 as Carrow College of Technology, it received university status in 1982. The '
    'university has about 14,500 students, of whom 3,200 are postgraduates, and employs 1,900 '
    'academic staff. Its main campus covers 85 hectares on the eastern edge of the city. In '
    '2021 the university opened a medical school, which admits 150 students each year. The '
    'current principal, Fiona Drysdale, took office in 2018.'
)
SUBMARINE = (
    'HMS Stalwart was a T-class submarine of the Royal Navy. She was laid down at '
    'Vickers-Armstrongs, Barrow-in-Furness, on 12 March 1941, launched on 2 December 1941 and '
    'commissioned on 21 May 1942. The boat had a complement of 61 officers and men. She served '
    'in the Mediterranean, where she sank nine enemy vessels totalling about 24,000 tons. In '
    '1944 she was transferred to the Far East. Stalwart was sold for scrap in 1950.'
)
LABEL = (
    'Bluefen Records is an independent record label founded in Leeds in 1989 by the brothers '
    'Tom and Ray Ashdown. The label initially released punk and post-punk singles on 7-inch '
    'vinyl. Its first album, by the band Grey Aerial, sold 40,000 copies in 1991. In 1998 the '
    'company was bought by Polyvane Music for £3.5 million, but the Ashdowns repurchased it in '
    '2004. Bluefen has released over 450 records and has 30 artists on its roster. Its offices '
    'moved to Manchester in 2012.'
)
FOOTBALL = (
    'Rovigo Athletic Football Club is a professional football club based in Newbridge, Wales. '
    'The club was formed in 1896 and joined the Welsh League in 1904. Its home ground, Meadow '
    'Park, has a capacity of 8,200, of which 3,100 is seated. Rovigo Athletic have won the '
    "Welsh Cup three times, in 1923, 1958 and 2001. The club's record attendance of 14,655 was "
    'set against Cardiff City in 1951. In 2016 the team was promoted to the Cymru Premier.'
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        (LIGHTHOUSE, 'The tower of Kestrel Point Lighthouse has 142 steps.', 'entailment'),
        (LIGHTHOUSE, 'The last keepers left Kestrel Point in 1985.', 'entailment'),
        (LIGHTHOUSE, 'The museum at Kestrel Point has 12,000 exhibits.', 'neutral'),
        (ROWING, 'Halverton Rowing Club was established in 1861.', 'entailment'),
        (ROWING, 'Halverton Rowing Club has won the Grand Challenge Cup 15 times.', 'contradiction'),
        (STATION, 'The station has four platforms.', 'entailment'),
        (STATION, 'Marlow Cross station has six platforms.', 'contradiction'),
        (STATION, 'The station employs 14 staff.', 'neutral'),
        (PAINTER, 'Varga studied at the academy for four years.', 'entailment'),
        (PAINTER, 'Varga taught at the academy until 1970.', 'entailment'),
        (PAINTER, 'Varga died at the age of 68.', 'contradiction'),
        (OPERA, 'The theatre reopened eleven years after it was bombed.', 'entailment'),
        (OPERA, "The opera house's orchestra has 86 permanent players.", 'contradiction'),
        (OPERA, 'The opera house stages 40 productions a year.', 'neutral'),
        (HURRICANE, 'Delphine lasted eight days.', 'entailment'),
        (HURRICANE, 'Hurricane Delphine killed 32 people.', 'contradiction'),
        (HURRICANE, 'Hurricane Delphine destroyed 4,000 homes.', 'neutral'),
        (UNIVERSITY, 'The University of Carrow has about 11,300 undergraduates.', 'entailment'),
        (UNIVERSITY, 'The University of Carrow has 150 professors.', 'neutral'),
        (SUBMARINE, 'HMS Stalwart sank 14 enemy vessels.', 'contradiction'),
        (LABEL, 'Polyvane Music owned the label for six years.', 'entailment'),
        (LABEL, 'Polyvane paid £5.3 million for Bluefen.', 'contradiction'),
        (LABEL, 'Bluefen Records employs 25 people.', 'neutral'),
        (FOOTBALL, 'The club won the Welsh Cup three times.', 'entailment'),
        (FOOTBALL, 'Rovigo Athletic have won the Welsh Cup five times.', 'contradiction'),
        (FOOTBALL, 'Rovigo Athletic have 400 season ticket holders.', 'neutral'),
    ],
)
def test_invented_paragraphs(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


def _resolved(reasoner: Reasoner, text: str) -> list[str]:
    sentences = [s.strip() + "." for s in text.split(". ") if s.strip()]
    docs = reasoner.parse_many(sentences)
    texts, _ = resolve([docs[s] for s in sentences])
    return texts


def test_short_name_resolves_to_full_name(reasoner: Reasoner) -> None:
    texts = _resolved(
        reasoner,
        "Fenmoor Harriers Athletic Club is an athletics club in Dunlow. "
        "Fenmoor Harriers won the national relay title in 1994",
    )
    assert texts[1].startswith("Fenmoor Harriers Athletic Club won")


def test_place_a_structure_is_named_after_stays(reasoner: Reasoner) -> None:
    texts = _resolved(
        reasoner,
        "The Ostfeld Hut is a mountain hut in the Tyrol. "
        "The hut is the base for climbs of the Ostfeld, which is 900 metres higher",
    )
    assert "climbs of the Ostfeld," in texts[1]


def test_broader_description_resolves(reasoner: Reasoner) -> None:
    texts = _resolved(
        reasoner,
        "Typhoon Merel was a tropical cyclone that struck Luzon in 1974. "
        "The storm killed 41 people",
    )
    assert texts[1].startswith("Typhoon Merel killed")


def _derived(reasoner: Reasoner, premise: str, hypothesis: str) -> list[float]:
    docs = reasoner.parse_many([premise, hypothesis])
    pdoc, hdoc = docs[premise], docs[hypothesis]
    pq, _ = reasoner._quantities(pdoc)
    hq, _ = reasoner._quantities(hdoc)
    return [d.value.lo for h in hq for d in derive(pdoc, hdoc, list(pq), list(hq), h)]


def test_ownership_span_from_purchase_to_resale(reasoner: Reasoner) -> None:
    premise = "In 1975 the estate was bought by the Carvell family, and the county council bought it in 1991."
    assert 16.0 in _derived(reasoner, premise, "The Carvell family owned the estate for 16 years.")
    # another party's holding is not the family's
    assert 16.0 not in _derived(reasoner, premise, "The county council owned the estate for 16 years.")


def test_lasted_until_from_start_and_length(reasoner: Reasoner) -> None:
    premise = "He moved to Oslo in 1961 and coached the national team for nine years."
    assert 1970.0 in _derived(reasoner, premise, "He coached the national team until 1970.")


def test_count_split_by_relative_clause_is_the_count(reasoner: Reasoner) -> None:
    premise = (
        "The Harbour Inn has 36 rooms, twelve of which face the sea. It opened in 1904. "
        "It was sold in 1988."
    )
    assert reasoner.predict(premise, "The Harbour Inn has 36 rooms.").label == "entailment"
    assert reasoner.predict(premise, "The Harbour Inn has 40 rooms.").label == "contradiction"


def test_other_activity_duration_is_neutral(reasoner: Reasoner) -> None:
    premise = (
        "Ansel Brook was a Welsh organist. He trained in London from 1931 to 1934. "
        "He returned to Cardiff in 1935 and played at St Mary's for 30 years."
    )
    assert reasoner.predict(premise, "Brook trained in London for three years.").label == "entailment"
    assert reasoner.predict(premise, "Brook trained in London for five years.").label == "contradiction"


def test_ship_name_without_prefix_resolves(reasoner: Reasoner) -> None:
    texts = _resolved(
        reasoner,
        "USS Marrow was a destroyer of the United States Navy. "
        "Marrow was decommissioned in 1946",
    )
    assert texts[1].startswith("USS Marrow was decommissioned")


ESTATE = (
    "Harrowgate Hall is a country house in Yorkshire, England. It was built in 1702 for the "
    "Lister family. In 1921, the house was bought by the shipowner Arthur Pell for £40,000, but "
    "the Lister family repurchased it in 1938. The house has 64 rooms."
)


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("Harrowgate Hall was acquired by Arthur Pell in 1921.", "entailment"),
        ("Arthur Pell owned Harrowgate Hall for 17 years.", "entailment"),
        ("Arthur Pell owned Harrowgate Hall for 25 years.", "contradiction"),
    ],
)
def test_fronted_year_of_a_paraphrased_clause(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(ESTATE, hypothesis).label == gold


def test_another_year_of_the_clause_is_no_entailment(reasoner: Reasoner) -> None:
    hypothesis = "Harrowgate Hall was acquired by Arthur Pell in 1930."
    assert reasoner.predict(ESTATE, hypothesis).label != "entailment"
