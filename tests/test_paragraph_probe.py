"""Paragraph premises: general mechanisms found by probing invented paragraphs (issue 16).

- counts and years written in parallel pair in order ("96,000 visitors in 2019 and
  41,000 in 2020": ``qreas.anchoring.year_pairs``);
- one part of a two-part whole from the whole and the other part ("1,140 pupils, of
  whom 610 are girls" -> 530 boys: ``derivers.partitions``);
- "the rest" of a total stated in another sentence (``derivers.rest_of_total``);
- frequency adverbs and completely listed years ("besieged twice, in 1296 and 1336":
  ``derivers.listed_events``);
- the age of a person or thing in a year the hypothesis names (``derivers.age_in_year``);
- one-time events dated twice contradict (``lexicons/once_events.txt``, "moved to its
  present offices"); coreference of names the tagger splits or mistakes for people.

All texts are invented; paragraphs have at least three sentences (read as documents).
"""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.document import read_document

GALLERY = (
    "The Brennick Gallery is an art museum in the port of Sallow. "
    "It was founded in 1952 by the shipowner Clara Voss. "
    "The gallery holds 4,300 works, of which about 350 are on show. "
    "It welcomed 74,000 visitors in 2018 and 52,000 in 2021."
)
FACTORY = (
    "Orrin Ceramics is a tableware maker in the town of Delby. "
    "In 2016 the firm made 2.1 million plates, and in 2022 it made 1.6 million. "
    "Its kiln hall was completed in 1911. "
    "The company has two factories."
)
ACADEMY = (
    "Westmoor College is a sixth-form college in the city of Harle. "
    "It has 860 students, of whom 470 are women. "
    "The college employs 64 lecturers. "
    "It was founded in 1969."
)
ISLAND = (
    "Skerra is an island in the Fenwick Straits. "
    "Its population in 2020 was 2,140. "
    "That year, 1,530 of its residents lived in the main town, Kell, and the rest in the village of Brough. "
    "A bridge to the mainland opened in 1987."
)
FORT = (
    "Carrick Fort is a ruined coastal fort in the county of Annan. "
    "It was built around 1320 by Hugh de Lacy. "
    "The fort was captured twice, in 1402 and 1489, and was abandoned in 1610. "
    "Three of its five towers survive."
)
SINGER = (
    "Odile Marchetti is an Italian soprano. "
    "She was born in 1961 in Turin. "
    "Marchetti sang at La Scala from 1988 to 2004. "
    "She retired in 2011 and now teaches in Milan."
)
ARCHIVE = (
    "The Halloran Archive is a collection of papers held by the Dunmere Library. "
    "It was catalogued in 1972. "
    "The archive was digitised in 2009 and opened to the public in 2010. "
    "It contains 18,000 letters."
)

SHOP = (
    "Pell & Dunne is a hardware shop in the town of Marlow. "
    "It opened in 1902. "
    "In 2023 the shop had sales of £9 million, 15 per cent more than in 2016. "
    "It has 38 staff."
)


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner()


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # parallel counts and years: each count is its year's
        (GALLERY, "The Brennick Gallery welcomed 52,000 visitors in 2021.", "entailment"),
        (GALLERY, "The Brennick Gallery welcomed 74,000 visitors in 2021.", "contradiction"),
        (GALLERY, "The Brennick Gallery welcomed 52,000 visitors in 2019.", "neutral"),
        (FACTORY, "Orrin Ceramics made 2.1 million plates in 2022.", "contradiction"),
        # the year of a comparison ("15 per cent more than in 2016") does not date the
        # count: it dates the base, £9 million / 1.15 (``derivers.compared_base``)
        (SHOP, "Pell & Dunne had sales of £9 million in 2016.", "contradiction"),
        (SHOP, "Pell & Dunne had sales of about £7.8 million in 2016.", "entailment"),
        (SHOP, "Pell & Dunne had sales of £9 million in 2023.", "entailment"),
        # a change in a named year is not the level the premise pairs with that year
        (GALLERY, "The Brennick Gallery's visitor numbers fell by 22,000 in 2021.", "entailment"),
        # a difference over the two years is not a count of one year
        (GALLERY, "The Brennick Gallery welcomed 22,000 fewer visitors in 2021 than in 2018.", "entailment"),
        # the other part of a two-part whole
        (ACADEMY, "Westmoor College has 390 men among its students.", "entailment"),
        (ACADEMY, "Westmoor College has 470 men among its students.", "contradiction"),
        # the rest of a total stated in another sentence
        (ISLAND, "610 residents of Skerra lived in Brough in 2020.", "entailment"),
        (ISLAND, "1,530 residents of Skerra lived in Brough in 2020.", "contradiction"),
        # counted and listed occasions
        (FORT, "Carrick Fort was captured three times.", "contradiction"),
        (FORT, "Carrick Fort was first captured in 1402.", "entailment"),
        (FORT, "Carrick Fort was abandoned in 1489.", "contradiction"),
        # ages in a named year, of a person and of a building
        (SINGER, "Odile Marchetti was more than 45 years old when she retired in 2011.", "entailment"),
        (SINGER, "Odile Marchetti was 35 years old in 2011.", "contradiction"),
        (FACTORY, "The kiln hall of Orrin Ceramics was over a century old in 2016.", "entailment"),
        (FACTORY, "Orrin Ceramics' kiln hall was more than 100 years old in 2008.", "contradiction"),
        # a one-time event dated at another time
        (ARCHIVE, "The Halloran Archive was digitised in the 1990s.", "contradiction"),
        (ARCHIVE, "The Halloran Archive was digitised in the 2000s.", "entailment"),
    ],
)  # fmt: skip
def test_labels(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_sentence_initial_name_word_is_part_of_the_name(reasoner: Reasoner) -> None:
    """ "Carrick" opens the sentence and is tagged a common noun: still the name's."""
    doc = read_document(reasoner, FORT)
    assert doc.sentences[1].resolved.startswith("Carrick Fort was built")
    assert doc.sentences[2].resolved.startswith("Carrick Fort was captured")


def test_plural_pronoun_prefers_a_plural_name(reasoner: Reasoner) -> None:
    text = (
        "The 2019 season was the Harlow Hawks' sixth in the Southern Conference. "
        "They won 14 of their 22 games. "
        "Their coach was Dana Pryor."
    )
    doc = read_document(reasoner, text)
    assert doc.sentences[1].resolved.startswith("The Harlow Hawks won")
