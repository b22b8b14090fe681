"""Paragraph premises, encyclopedia style: names that classify what they name ("the
guild"), counts of the two sexes that make up a group, years between an event and one
named by a noun ("within 150 years of its formation"), relative years whose hypothesis
year the parser hangs on a noun, and counts dated in one year restated for another.

All texts are invented; every premise has at least three sentences, so it is read as a
document (``qreas.document``)."""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.coreference import resolve

GUILD = (
    "The Tanners' Guild of Amberly is a trade association in the town of Amberly. "
    "It was formed in 1702 by a group of leather workers. The guild admitted women for the "
    "first time in 1815. Its hall, rebuilt in 1921, seats 300 people."
)
ACADEMY = (
    "Fernmoor Academy is a state school in the village of Fernmoor. It opened in 1934 with "
    "45 boys. Today it teaches 412 boys and 389 girls. It has 52 teachers."
)
ISLAND = (
    "Inchmore is an island in the Northern Sound. At the 2021 census 790 men and 754 women "
    "lived on the island. A ferry links it to the mainland. The island's school has 96 "
    "pupils."
)
SOCIETY = (
    "The Merrowby Chess Society was founded in 1961 in a room above the Swan Inn. Its "
    "membership reached 75 in 2019. The society meets on Tuesdays and plays in the county "
    "league."
)
CLIMBER = (
    "Edda Rauhm is a Tessian climber. In 2014 she became the first person to cross the "
    "Varn icefield alone. Three years before that, she had broken a leg on the Orth ridge. "
    "She has written two books."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # the sexes of a group add up to the group
        (ACADEMY, "Fernmoor Academy teaches 801 pupils.", "entailment"),
        (ACADEMY, "Fernmoor Academy teaches more than 850 pupils.", "contradiction"),
        (ACADEMY, "Fernmoor Academy teaches 434 pupils.", "contradiction"),  # 45 boys: another time
        (ISLAND, "1,544 people lived on Inchmore at the 2021 census.", "entailment"),
        (ISLAND, "1,600 people lived on Inchmore at the 2021 census.", "contradiction"),
        # "within N years of" an event a noun names; the guild is the named guild
        (
            GUILD,
            "The Tanners' Guild of Amberly admitted women within 150 years of its formation.",
            "entailment",
        ),  # fmt: skip
        (
            GUILD,
            "The Tanners' Guild of Amberly admitted women within 100 years of its formation.",
            "contradiction",
        ),  # fmt: skip
        (
            GUILD,
            "The Tanners' Guild of Amberly admitted women more than 110 years after its formation.",
            "entailment",
        ),  # fmt: skip
        # "three years before that": 2011, wherever the parser hangs the hypothesis year
        (CLIMBER, "Edda Rauhm broke a leg on the Orth ridge in 2011.", "entailment"),
        (CLIMBER, "Edda Rauhm broke a leg on the Orth ridge in 2016.", "contradiction"),
        # a count dated 2019 is not the count at the founding
        (SOCIETY, "The Merrowby Chess Society had 75 members when it was founded in 1961.", "neutral"),
        (SOCIETY, "The Merrowby Chess Society had 75 members in 2019.", "entailment"),
    ],
)
def test_paragraph_labels(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_the_partition_total_needs_a_group_the_parts_split(reasoner: Reasoner) -> None:
    """Boys and girls are not teachers: their sum says nothing of the staff."""
    text = (
        "Fernmoor Academy is a state school in the village of Fernmoor. Today it teaches "
        "412 boys and 389 girls. Girls have been admitted since 1968."
    )
    assert reasoner.predict(text, "Fernmoor Academy employs 801 teachers.").label == "neutral"


def test_a_name_built_on_a_common_noun_is_what_the_noun_refers_to(reasoner: Reasoner) -> None:
    """ "the guild" is the Worshipful Tanners' Guild of Amberly, "the lake" Lake Orrin,
    though no sentence says "a guild" or "a lake" of them."""
    text = (
        "Lake Orrin lies north of the town of Velm. The lake freezes most winters. "
        "Fishing on the lake was banned in 1990."
    )
    sentences = [s.strip() + "." for s in text.split(".") if s.strip()]
    docs = reasoner.parse_many(sentences)
    out, _ = resolve([docs[reasoner._clip(s)] for s in sentences])
    assert out[1].startswith("Lake Orrin freezes")
    assert "on Lake Orrin" in out[2]


CHAIN = (
    "Hollis & Crane is a chain of hardware stores founded in 1998. It opened 14 stores in its "
    "first decade. Since 2008 it has opened a further 9. Its head office is in Dunmere."
)
SPLIT_ROLL = (
    "Fernmoor Academy is a state school in the village of Fernmoor. It opened in 1934 with "
    "45 boys. Today the academy teaches 412 boys. Girls have been admitted since 1968, and "
    "the academy now also teaches 389 girls. It has 52 teachers."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # one sentence's part contradicts the whole; the wider reading that adds the other
        # part entails it, and a consistent text cannot do both
        (CHAIN, "Hollis & Crane has opened 23 stores since it was founded.", "entailment"),
        (CHAIN, "Hollis & Crane has opened 30 stores since it was founded.", "contradiction"),
        (SPLIT_ROLL, "Fernmoor Academy teaches 801 pupils.", "entailment"),
        (SPLIT_ROLL, "Fernmoor Academy teaches 900 pupils.", "contradiction"),
    ],
)
def test_a_wider_reading_that_entails_overrides_a_part(
    reasoner: Reasoner, premise: str, hypothesis: str, label: str
) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


TOWN = (
    "Dornley is a market town in the county of Westmere. At the 2011 census it had a "
    "population of 8,310. The town was granted a charter in 1227. Dornley railway station "
    "opened in 1856 and closed in 1963."
)


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        # a state between a start and an end said with "be" ("was open"): the span
        ("Dornley railway station was open for 107 years.", "entailment"),
        ("Dornley railway station was open for more than a century.", "entailment"),
        ("Dornley railway station was open for 80 years.", "contradiction"),
        # a place name as a compound makes the subject definite: one opening
        ("Dornley railway station opened in 1860.", "contradiction"),
        ("Dornley railway station opened in the 1850s.", "entailment"),
    ],
)
def test_a_station_open_between_two_years(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(TOWN, hypothesis).label == label


def test_an_unknown_place_name_the_tagger_calls_a_noun_is_still_a_name(reasoner: Reasoner) -> None:
    """ "Tarrow is a market town" (tagged a common noun): "it" and "the town" are
    Tarrow, not the county named after it; a name replacing the subject after a
    fronted adverbial gets its comma ("At the 2011 census, Tarrow had ...")."""
    sentences = [
        "Tarrow is a market town in the county of Westmere, England.",
        "At the 2011 census it had a population of 12,480.",
        "The town was granted a charter in 1227.",
    ]
    docs = reasoner.parse_many(sentences)
    out, _ = resolve([docs[reasoner._clip(s)] for s in sentences])
    assert out[1] == "At the 2011 census, Tarrow had a population of 12,480."
    assert out[2].startswith("Tarrow was granted")


HAMLET = (
    "Ostby is a fishing village on the northern shore of Lake Varn. A mill was built on the "
    "river in the 1680s, and the village received a market charter in 1712. The first school "
    "opened in 1744."
)


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        # "a mill" introduced, "the mill" referred to: its building is one event, and the
        # charter's year, in the 18th century, does not date it
        ("The mill at Ostby was built in the 18th century.", "contradiction"),
        ("The mill at Ostby was built in the 17th century.", "entailment"),
    ],
)
def test_an_introduced_thing_is_the_one_referred_to(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(HAMLET, hypothesis).label == label


MANOR = (
    "The Kessel Hall fire destroyed the country house of the Orme family. The house had been "
    "completed in 1788. The fire broke out in 1902, and the family moved to Tarn the "
    "following year. The ruined west wing was demolished in 1911."
)


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        # "the following year": the year after the last one stated
        ("The Orme family moved to Tarn in 1903.", "entailment"),
        ("The Orme family moved to Tarn in 1902.", "contradiction"),
        ("The Orme family moved to Tarn in the 20th century.", "entailment"),
    ],
)
def test_the_following_year(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(MANOR, hypothesis).label == label
