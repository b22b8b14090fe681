"""Temporal reasoning over paragraph premises: coreference across sentences, ages from
life dates, a thing's age, the end of a period of stated length, long periods.

All texts are invented (fictional people, towns, firms); every premise has at least
three sentences, so it is read as a document (``qreas.document``)."""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.coreference import resolve
from qreas.quantities import parse_doc

OSKAR = (
    "Oskar Brill (4 May 1902 – 2 April 1971) was a Velmish engineer. He built the Tarn "
    "Viaduct, completed in 1936, and three lighthouses. Brill taught at the Harbeck "
    "Polytechnic from 1940 to 1955."
)
GRETE = (
    "Grete Imhof (1911–1980) was a Velmish composer. She wrote four operas. Imhof lived "
    "in the port of Selby for most of her life."
)
LIBRARY = (
    "The Ostmark Town Library is a public library in the city of Velm. It was founded in "
    "1851 with a gift of 900 books. The present building replaced the old reading room in "
    "1962. In 2003 the library was sold to the county, which still runs it."
)
MAYOR = (
    "Ilse Varga is a Tessian politician. Before politics, she worked as a pharmacist for ten "
    "years. She was elected mayor of Orrin in 1994 and held the office for nine years. In "
    "2008 she became a senator."
)
FROG = (
    "The Kessel frog is a small amphibian of the Orrin lowlands. It was first described "
    "in 1911 by the naturalist Ada Lund. It was found again in 1987 by a survey team."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        (OSKAR, "Oskar Brill died at the age of 68.", "entailment"),  # birthday not yet reached
        (OSKAR, "Oskar Brill died at the age of 69.", "contradiction"),
        (OSKAR, "Oskar Brill died at the age of 75.", "contradiction"),
        (GRETE, "Grete Imhof died at the age of 50.", "contradiction"),
        (GRETE, "Grete Imhof died at the age of 69.", "neutral"),  # 68 or 69 from the years
        (GRETE, "Grete Imhof died at over 60.", "entailment"),
    ],
)
def test_ages_from_life_dates(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        ("The Ostmark Town Library was more than a century old in 1990.", "entailment"),
        ("The Ostmark Town Library was more than a century old in 1900.", "contradiction"),
        ("The Ostmark Town Library was more than 150 years old when it was sold.", "entailment"),
        ("The Ostmark Town Library was less than a century old when it was sold.", "contradiction"),
        # the building's age is not the library's
        ("The Ostmark Town Library's present building was more than a century old in 2010.", "neutral"),
    ],
)
def test_age_of_a_thing(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(LIBRARY, hypothesis).label == label


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        ("Ilse Varga's time as mayor ended in 2003.", "entailment"),
        ("Ilse Varga's time as mayor ended in 2006.", "contradiction"),
    ],
)
def test_end_of_a_period(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(MAYOR, hypothesis).label == label


def _quantities(reasoner: Reasoner, text: str) -> list:
    doc = reasoner.parse_many([text])[reasoner._clip(text)]
    return parse_doc(doc, reasoner.config, all_kinds=True, articles=False)


def test_long_periods_are_durations(reasoner: Reasoner) -> None:
    (q,) = [q for q in _quantities(reasoner, "It stood for more than a century.") if q.unit == "century"]
    assert (q.lo, q.lo_open) == (1.0, True)
    (half,) = [q for q in _quantities(reasoner, "It stood for half a century.") if q.dimension == "time"]
    assert (half.lo, half.unit) == (0.5, "century")
    text = "It stood for a quarter of a century."
    (quarter,) = [q for q in _quantities(reasoner, text) if q.dimension == "time"]
    assert (quarter.lo, quarter.unit) == (0.25, "century")
    # "a year" stays the reasoner's own reading (often a rate's "per")
    assert not [q for q in _quantities(reasoner, "They meet twice a year.") if q.unit == "year"]


def _resolved(reasoner: Reasoner, text: str) -> list[str]:
    from qreas.sentences import split_sentences

    texts = [s.text for s in split_sentences(text)]
    docs = reasoner.parse_many(texts)
    return resolve([docs[reasoner._clip(t)] for t in texts])[0]


def test_nested_compound_names_and_subject_antecedents(reasoner: Reasoner) -> None:
    texts = _resolved(reasoner, LIBRARY)
    assert texts[1].startswith("The Ostmark Town Library was founded")
    texts = _resolved(reasoner, FROG)
    # an animal is "it", and a resolved subject is the next "It"'s antecedent
    assert texts[1].startswith("The Kessel frog was first described")
    assert texts[2].startswith("The Kessel frog was found again")


def test_pronoun_after_its_subject_in_the_same_sentence(reasoner: Reasoner) -> None:
    text = "Vera Holm was born in Tarn. She moved to Velm in 1950. Nils Berg said he would visit."
    assert _resolved(reasoner, text)[2] == "Nils Berg said Nils Berg would visit."


# ------------------------------------------------------------------ years, decades, spans

COINS = (
    "The Harl hoard is a find of 212 bronze coins from the Tessel valley. The newest coins "
    "were minted in the 930s. The oldest coin was struck in 874. The hoard has been shown at "
    "the Velm museum since 1977."
)
THEATRE = (
    "The Lark Theatre is a playhouse on Quay Street in Orrin. It opened in 1911. The theatre "
    "was run by the actor Nils Berg from 1947 to 1969. It was restored in 2004."
)
TOWER = (
    "The Velm water tower was designed by Ada Roth. Roth won the design competition in 1921. "
    "The tower was completed in 1926. Roth died in 1960."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        (COINS, "The newest coins in the Harl hoard were minted in the 10th century.", "entailment"),
        (COINS, "The newest coins in the Harl hoard were minted in the 9th century.", "contradiction"),
        (COINS, "The oldest coin in the Harl hoard was struck in the 9th century.", "entailment"),
        (COINS, "The oldest coin in the Harl hoard was struck in the 10th century.", "contradiction"),
        (THEATRE, "Nils Berg began running the Lark Theatre in the 1940s.", "entailment"),
        (THEATRE, "Nils Berg began running the Lark Theatre in the 1950s.", "contradiction"),
        (THEATRE, "Nils Berg stopped running the Lark Theatre in the 1960s.", "entailment"),
        (TOWER, "The Velm water tower was completed five years after the design competition.", "entailment"),
        (TOWER, "The Velm water tower was completed nine years after the competition.", "contradiction"),
    ],
)
def test_years_decades_and_spans(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_three_digit_numbers_stay_counts_before_a_noun(reasoner: Reasoner) -> None:
    kinds = {q.text: q.kind for q in _quantities(reasoner, "The chain sold bread in 300 towns in 1990.")}
    assert kinds["300 towns"] == "amount"
    kinds = {q.text: q.kind for q in _quantities(reasoner, "The church was built in 874.")}
    assert kinds["874"] == "year"


def test_selection_reads_the_sentence_that_states_a_length(reasoner: Reasoner) -> None:
    premise = (
        "Ida Marsh was the head of the Orrin Music School. She took up the post at the school in 1961. "
        "Marsh served for 17 years and founded a choir. After retiring she wrote a history "
        "of the school, published in 1985."
    )
    pred = reasoner.predict(premise, "Ida Marsh's time as head of the Orrin Music School ended in 1978.")
    assert pred.label == "entailment"
    wrong = "Ida Marsh's time as head of the Orrin Music School ended in 1982."
    assert reasoner.predict(premise, wrong).label == "contradiction"


def test_object_it_refers_to_the_sentences_own_subject(reasoner: Reasoner) -> None:
    text = (
        "The Orrin Ferry is a cable ferry over the River Tam. The ferry began service in 1880, "
        "and fares were charged on it until 1931. A bridge replaced it in 1975."
    )
    assert _resolved(reasoner, text)[1].endswith("fares were charged on the Orrin Ferry until 1931.")
    pred = reasoner.predict(text, "Fares were still being charged on the Orrin Ferry in 1950.")
    assert pred.label == "contradiction"


def test_a_headline_drops_the_article_of_a_period(reasoner: Reasoner) -> None:
    pred = reasoner.predict(
        "Wages jump by 3.1 percent, highest in decade", "Wages jump by 3.1%, the highest level in a decade"
    )
    assert pred.label == "entailment"
