"""Years written with their era (BC / BCE / AD / CE) on the time line, conjoined clauses
of a premise dropped by the proof, and dates that are not understood failing softly.
Invented sentences; labels by the calendar (astronomical year numbering: 1 BC is year 0)."""

from __future__ import annotations

import math

import pytest

from qreas import temporal as T
from qreas.quantities import parse_doc
from qreas.temporal import Years


def test_era_years_count_across_the_epoch_without_a_year_zero():
    assert T.era_year(1, -1) == 0 and T.era_year(63, -1) == -62 and T.era_year(14, 1) == 14
    # from 63 BC to AD 14: 76 years of calendar (no year 0 between 1 BC and AD 1)
    assert T.span_years(T.era_year(63, -1), T.era_year(14, 1)) == 76
    assert T.age_from_years(T.era_year(63, -1), T.era_year(14, 1)) == (75, 76)


def test_periods_before_the_epoch_run_backwards():
    assert T.era_period(T.century(3), -1) == Years(-299, -200)  # 300-201 BC
    assert T.era_period(T.century(1), -1) == Years(-99, 0)  # 100-1 BC
    assert T.era_period(T.decade(40), -1) == Years(-48, -39)  # 49-40 BC
    assert T.era_period(T.century(2), 1) == T.century(2)


@pytest.mark.parametrize(
    "text,lo,hi",
    [
        ("The colony was founded in 631 BC.", -630, -630),
        ("The colony was founded in 631 B.C.", -630, -630),
        ("The colony was founded in 44 BCE, long ago.", -43, -43),
        ("The colony was founded in AD 79.", 79, 79),
        ("The colony was founded in 79 A.D. by traders.", 79, 79),
        ("The colony was founded in 1204 CE.", 1204, 1204),
        ("The colony was founded in the 6th century BC.", -599, -500),
        ("The colony was founded in the 2nd century AD.", 101, 200),
        ("The colony was founded in the early 6th century BC.", -599, -567),
        ("The colony was founded before 500 BC.", -math.inf, -500),
        ("The colony was founded after 500 BC.", -498, math.inf),
    ],
)
def test_the_parser_reads_a_year_with_its_era(nlp, text, lo, hi):
    (q,) = [q for q in parse_doc(nlp(text), all_kinds=True) if q.kind == "year"]
    assert (q.lo, q.hi) == (lo, hi)


def test_an_era_word_in_lower_case_is_an_ordinary_word(nlp):
    (q,) = parse_doc(nlp("The agency ran 63 ad campaigns."), all_kinds=True)
    assert q.kind == "amount" and q.lo == 63


LIVIA = "Livia was born in 58 BC and died in AD 29."


@pytest.mark.parametrize(
    "premise,hypothesis,gold",
    [
        (LIVIA, "Livia was born in the 1st century BC.", "entailment"),
        (LIVIA, "Livia was born in the 1st century AD.", "contradiction"),
        (LIVIA, "Livia was born before 40 BC.", "entailment"),
        (LIVIA, "Livia was born after 40 BC.", "contradiction"),
        (LIVIA, "Livia was born in 58 AD.", "contradiction"),
        (LIVIA, "Livia died at the age of 85 or 86.", "entailment"),
        (LIVIA, "Livia died at the age of 90.", "contradiction"),
        ("The harbour was built in 512 B.C.", "The harbour was built in the 6th century BC.", "entailment"),
        (
            "The harbour was built in 512 B.C.",
            "The harbour was built in the 5th century BC.",
            "contradiction",
        ),
        ("The harbour was built in 512 B.C.", "The harbour was built in 512.", "contradiction"),
    ],
)
def test_pairs_with_eras(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "hypothesis,gold",
    [
        ("Tomas was born after 1880.", "contradiction"),  # the year of his death lies after 1880
        ("Tomas was born in the 20th century.", "contradiction"),
        ("Tomas was born in 1874.", "contradiction"),
        ("Tomas was born in 1873.", "entailment"),
        ("Tomas died in 1921.", "entailment"),
    ],
)
def test_a_conjoined_clause_dropped_keeps_each_event_to_its_year(reasoner, hypothesis, gold):
    assert reasoner.predict("Tomas was born in 1873 and died in 1921.", hypothesis).label == gold


@pytest.mark.parametrize(
    "premise,hypothesis",
    [
        ("The mill was founded in 18xx and closed in 1950.", "The mill was founded in 1850."),
        ("The mill was founded in the year of the great flood.", "The mill was founded in 1850."),
        ("The fort was built in the reign of King Olaf.", "The fort was built in the 11th century."),
        ("The bridge opened some years after the war.", "The bridge opened in 1946."),
        ("Ada was born on 31 February 1950 and died on 3 March 2011.", "Ada died at the age of 61."),
    ],
)
def test_a_date_not_understood_gives_no_label(reasoner, premise, hypothesis):
    """Soft failure: no error, and no entailment or contradiction from a date that was
    not read (an impossible day, a year with letters, an event for a date)."""
    assert reasoner.predict(premise, hypothesis).label == "neutral"


@pytest.mark.parametrize(
    "text,kind",
    [
        ("The bridge is 1200 m long.", "amount"),
        ("The truck carried 1500 kg of sand.", "amount"),
        ("The pump ran 2000 hours without a stop.", "amount"),
        ("In 1990 hours were cut.", "year"),  # after a year's preposition it stays a year
        ("The bridge opened in 1200.", "year"),
    ],
)
def test_a_number_measured_in_a_unit_is_no_year(nlp, text, kind):
    (q,) = parse_doc(nlp(text), all_kinds=True)
    assert q.kind == kind


@pytest.mark.parametrize(
    "text,lo,hi,unit",
    [
        ("The meeting lasted 2 hours and 30 minutes.", 2.5, 2.5, "hour"),
        ("The trip took 2 hours, 15 minutes.", 2.25, 2.25, "hour"),
        ("The shelf is 1 metre 20 centimetres wide.", 1.2, 1.2, "meter"),
        ("The hike took at least 3 hours and 30 minutes.", 3.5, math.inf, "hour"),
    ],
)
def test_a_compound_measure_is_one_amount_on_either_side(nlp, text, lo, hi, unit):
    (q,) = parse_doc(nlp(text))
    assert (q.lo, q.hi, q.unit) == (pytest.approx(lo), hi, unit)


def test_measures_of_other_sizes_stay_apart(nlp):
    """Not a compound: the smaller part is a whole big unit or more, or the larger unit
    comes second ("walked 3 miles and 5 km": two distances)."""
    assert len(parse_doc(nlp("They walked 3 miles and 5 km."))) == 2
    assert len(parse_doc(nlp("The pump ran 2 hours and 90 minutes."))) == 2


@pytest.mark.parametrize(
    "premise,hypothesis,gold",
    [
        ("The vote passed 62 to 38.", "The vote passed by 24 votes.", "entailment"),
        ("The vote passed 62 to 38.", "The vote passed by 20 votes.", "contradiction"),
        ("The bill was approved 51 to 49.", "The bill was approved by two votes.", "entailment"),
        ("The team lost 3 to 1.", "The team lost by 2 goals.", "entailment"),
        ("They hired 5 to 10 people.", "They hired at least 5 people.", "entailment"),
    ],
)
def test_a_pair_written_high_to_low_is_a_tally(reasoner, premise, hypothesis, gold):
    """ "62 to 38" is no range (a range is written from its low end): the sides of a vote
    or a match, whose difference is the margin."""
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    "premise,hypothesis,gold",
    [
        (
            "The orchestra has 64 musicians, 20 of whom play violin.",
            "44 musicians in the orchestra do not play violin.",
            "entailment",
        ),
        (
            "The depot has 90 buses, 35 of which run on diesel.",
            "55 buses in the depot do not run on diesel.",
            "entailment",
        ),
        (
            "The depot has 90 buses, 35 of which run on diesel.",
            "45 buses in the depot do not run on diesel.",
            "contradiction",
        ),
    ],
)
def test_a_relative_clause_splits_a_counted_set(reasoner, premise, hypothesis, gold):
    assert reasoner.predict(premise, hypothesis).label == gold


def test_the_rest_of_a_group_after_a_share(reasoner):
    """ "Of the 40 nurses, 25% did not vote": 10 did not, so the other 30 voted."""
    assert reasoner.predict("Of the 40 nurses, 25% did not vote.", "30 nurses voted.").label == "entailment"
    assert (
        reasoner.predict("Of the 40 nurses, 25% did not vote.", "20 nurses voted.").label == "contradiction"
    )


@pytest.mark.parametrize(
    "hypothesis,gold",
    [
        ("20 students passed the exam.", "entailment"),
        ("25 students passed the exam.", "contradiction"),
        ("10 students failed the exam.", "entailment"),
    ],
)
def test_an_antonym_verb_names_the_rest_of_a_closed_group(reasoner, hypothesis, gold):
    """ "Of the 30 students, a third failed": each of the 30 passed or failed, so the
    other 20 passed (WordNet antonyms split a closed group as a negation does)."""
    assert reasoner.predict("Of the 30 students, a third failed the exam.", hypothesis).label == gold


@pytest.mark.parametrize(
    "hypothesis,gold",
    [
        ("Turnout fell by 6 percentage points.", "entailment"),
        ("Turnout fell by 9 percentage points.", "contradiction"),
    ],
)
def test_a_change_with_its_levels_dated(reasoner, hypothesis, gold):
    """The years of the start and end levels belong to the change ("from 71% in 2016 to
    65% in 2020"); a year is no percentage (it does not share the next level's unit)."""
    assert reasoner.predict("Turnout fell from 71% in 2016 to 65% in 2020.", hypothesis).label == gold
