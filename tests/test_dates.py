"""Years with bound words in the parser, and the temporal derivers
(``qreas.natlog.derivers.dates``) on invented sentences: labels and derived values."""

from __future__ import annotations

import math

import pytest

from qreas.natlog.derived import derive, registered
from qreas.quantities import parse_doc

CANAL = "The canal opened in 1869. 21 years later, the tower was completed."
EARLIER = CANAL.replace("21 years later", "Four years earlier")
AFTER = "The tower was completed nine years after the canal opened in 1869."
RAVI = "Ravi was born in 1932 and retired in 1994."
MILL = "The mill burned in 1911. Seven years later, the bank failed."


def _years(nlp, text):
    return [q for q in parse_doc(nlp(text), all_kinds=True) if q.kind == "year"]


@pytest.mark.parametrize(
    "text,lo,hi",
    [
        ("The pier was finished after 1902.", 1903, math.inf),
        ("The pier was finished before 1902.", -math.inf, 1901),
        ("The pier was finished by 1902.", -math.inf, 1902),
        ("The pier was finished in 1902 or later.", 1902, math.inf),
        ("The pier was finished before the 1880s.", -math.inf, 1879),
        ("The pier was finished after the late 1880s.", 1890, math.inf),
        ("The pier was finished in the mid-1880s.", 1883, 1886),
        ("The pier was finished in 1902.", 1902, 1902),
        ("The pier was finished after the 1902 flood.", 1902, 1902),  # the year dates the flood
        ("The pier was finished before the 19th century.", -math.inf, 1800),
    ],
)
def test_a_bound_word_makes_a_year_an_interval(nlp, text, lo, hi):
    (q,) = _years(nlp, text)
    assert (q.lo, q.hi, q.lo_open, q.hi_open) == (lo, hi, False, False)


def test_by_with_a_perfect_names_the_reference_year(nlp):
    (q,) = [q for q in _years(nlp, "By 2015, the herd had tripled.")]
    assert (q.lo, q.hi) == (2015, 2015)


@pytest.mark.parametrize(
    "text", ["A crowd of 1500 people gathered.", "They won by 1200 votes.", "The index rose by 1800."]
)
def test_a_count_after_a_year_preposition_is_an_amount(nlp, text):
    assert not _years(nlp, text)
    assert [q.kind for q in parse_doc(nlp(text))] == ["amount"]


def test_from_until_is_a_range_of_years(nlp):
    (q,) = _years(nlp, "The siege went on from 1703 until 1709.")
    assert (q.lo, q.hi) == (1703, 1709)


def test_the_date_derivers_are_registered():
    names = {"years-later", "years-between", "span-length", "age-at-event", "event-year", "days-between"}
    assert names <= set(registered())


def _derived(nlp, premise, hypothesis, name):
    pdoc, hdoc = nlp(premise), nlp(hypothesis)
    pq, hq = parse_doc(pdoc, all_kinds=True), parse_doc(hdoc, all_kinds=True)
    return [d for d in derive(pdoc, hdoc, pq, hq, hq[0]) if d.name == name]


def test_years_later_derives_the_year_and_accounts_for_its_words(nlp):
    (d,) = _derived(nlp, MILL, "The bank failed in 1918.", "years-later")
    assert (d.value.lo, d.value.hi) == (1918, 1918)
    pdoc = nlp(MILL)
    assert {pdoc[i].lower_ for i in d.p_tokens} >= {"later", "mill", "burned"}


def test_span_length_in_another_unit(nlp):
    (d,) = _derived(nlp, "The feud lasted from 1720 to 1760.", "The feud lasted four decades.", "span-length")
    assert d.value.lo == d.value.hi == pytest.approx(4)


def test_age_gives_two_values(nlp):
    (d,) = _derived(nlp, RAVI, "Ravi retired aged 62.", "age-at-event")
    assert (d.value.lo, d.value.hi) == (61, 62)


def test_no_age_without_a_birth(nlp):
    moved = RAVI.replace("was born", "moved")
    assert not _derived(nlp, moved, "Ravi retired aged 62.", "age-at-event")


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The ferry service started in 1974.", "The ferry service started before 1980.", "entailment"),
        ("The ferry service started in 1974.", "The ferry service started before 1974.", "contradiction"),
        ("The ferry service started in 1974.", "The ferry service started after 1969.", "entailment"),
        ("The ferry service started in 1974.", "The ferry service started after 1974.", "contradiction"),
        ("The ferry service started in 1974.", "The ferry service started in the 1970s.", "entailment"),
        ("The ferry service started in 1974.", "The ferry service started in the 1990s.", "contradiction"),
        ("The ferry service started in the 1970s.", "The ferry service started in 1974.", "neutral"),
        ("The ferry service started in the 1970s.", "The ferry service started after 1975.", "neutral"),
        ("The ferry service started in the 1970s.", "The ferry service started before 1985.", "entailment"),
        ("The embargo lasted from 1807 to 1815.", "The embargo lasted 8 years.", "entailment"),
        ("The embargo lasted from 1807 to 1815.", "The embargo lasted 12 years.", "contradiction"),
        ("The embargo began in 1807 and ended in 1815.", "The embargo lasted eight years.", "entailment"),
        ("The embargo lasted from 1807 until 1815.", "The embargo ended in 1815.", "entailment"),
        ("Ines was born in 1904 and died in 1969.", "Ines died at the age of 64 or 65.", "entailment"),
        ("Ines was born in 1904 and died in 1969.", "Ines died aged 65.", "neutral"),
        ("Ines was born in 1904 and died in 1969.", "Ines died at 66.", "contradiction"),
        (CANAL, "The tower was completed in 1890.", "entailment"),
        (CANAL, "The tower was completed in 1895.", "contradiction"),
        (EARLIER, "The tower was completed in 1865.", "entailment"),
        (AFTER, "The tower was completed in 1878.", "entailment"),
        ("The pact was signed in 1919 and the bridge opened in 1932.",
         "The bridge opened 13 years after the pact was signed.", "entailment"),
        ("The pact was signed in 1919 and the bridge opened in 1932.",
         "The bridge opened 20 years after the pact was signed.", "contradiction"),
        ("In 1932 the bridge opened, 13 years after the pact was signed.", "The pact was signed in 1919.",
         "entailment"),
        ("In 1932 the bridge opened, 13 years after the pact was signed.", "The pact was signed in 1925.",
         "contradiction"),
        ("Ines was born in 1904 and died in 1969.", "Ines lived to the age of 64 or 65.", "entailment"),
        ("Ines was born in 1904 and died in 1969.", "Ines was 64 or 65 when she died.", "entailment"),
        ("The ferry service started in 1974.", "The ferry service started no later than 1974.", "entailment"),
        ("The ferry service started on June 2, 1974.", "The ferry service started in 1974.", "entailment"),
        ("The carnival ran from June 2 to June 23.", "The carnival lasted three weeks.", "entailment"),
        ("The carnival ran from June 2 to June 23.", "The carnival lasted 25 days.", "contradiction"),
        ("The survey began on February 10, 2020 and ended on March 2, 2020.", "The survey lasted 21 days.",
         "entailment"),
        ("The survey began on February 10, 2021 and ended on March 2, 2021.", "The survey lasted 20 days.",
         "entailment"),
        ("The survey began on February 10 and ended on March 2.", "The survey lasted 20 days.", "neutral"),
    ],
)  # fmt: skip
def test_labels(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_the_proof_shows_the_equation_and_decides(reasoner):
    pred, proof = reasoner.prove(CANAL, "The tower was completed in 1890.")
    assert proof.confident
    assert any(s.edit.kind == "QTY" and "1869 + 21 years = 1890" in s.edit.note for s in proof.steps)


@pytest.mark.parametrize(
    "premise,hypothesis,gold",
    [
        ("The mill opened in 1880 and closed in 1950.", "The mill operated for 70 years.", "entailment"),
        ("The mill opened in 1880 and closed in 1950.", "The mill operated for 50 years.", "contradiction"),
        (
            "The museum was founded in 1901 and demolished in 1960.",
            "The museum stood for 59 years.",
            "entailment",
        ),
        (
            "The museum was founded in 1901 and demolished in 1960.",
            "The museum stood for 69 years.",
            "contradiction",
        ),
        (
            "Mira joined the board in 2003 and resigned in 2015.",
            "Mira served on the board for 12 years.",
            "entailment",
        ),
        (
            "Mira joined the board in 2003 and resigned in 2015.",
            "Mira served on the board for 15 years.",
            "contradiction",
        ),
        # the span of another subject says nothing of this one's time
        ("The war began in 1618 and ended in 1648.", "The general served for 30 years.", "neutral"),
        ("The mill opened in 1880 and closed in 1950.", "The owner worked for 70 years.", "neutral"),
    ],
)
def test_a_thing_goes_on_between_its_start_and_its_end(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold
