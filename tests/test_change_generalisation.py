"""Changes, comparisons, margins and sums in wordings beyond the generated suite's
(``qreas.changes``; derivers ``changes``, ``factor_changes``, ``stated_comparisons``,
``multiplied``, ``margins``, ``holders``, ``counts``). Invented sentences; every label
follows from arithmetic."""

from __future__ import annotations

import pytest

from qreas.changes import role_of
from qreas.natlog.derived import derive
from qreas.quantities import parse_doc

E, N, C = "entailment", "neutral", "contradiction"


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # "went from X to Y": a change whose direction the numbers give
        ("Vacancy went from 11% to 7%.", "Vacancy fell by 4 percentage points.", E),
        ("Vacancy went from 11% to 7%.", "Vacancy rose by 4 percentage points.", C),
        ("Vacancy went from 11% to 7%.", "Vacancy fell by 5 points.", C),
        # an exact relative figure of a rate names the relative change
        ("Vacancy went from 10% to 8%.", "Vacancy fell by 20%.", E),
        # the change words of premise and hypothesis differ, the sign is read from both
        ("The payroll swelled from 400 to 520.", "The payroll grew by 30%.", E),
        ("The payroll swelled from 400 to 520.", "The payroll grew by 20%.", C),
        ("The payroll swelled from 400 to 520.", "The payroll shrank by 120.", C),
        ("The catch slumped from 6,000 tonnes to 4,500 tonnes.", "The catch fell by a quarter.", E),
        ("The fee was slashed from $60 to $45.", "The fee was cut by $15.", E),
        # the size in another unit of the same dimension
        ("The fare was raised from $4 to $4.60.", "The fare was raised by 60 cents.", E),
        ("The fare was raised from $4 to $4.60.", "The fare was raised by 40 cents.", C),
        # a size without "by"
        ("Ridership plunged from 8,000 to 6,000.", "Ridership dropped 25%.", E),
        ("Ridership plunged from 8,000 to 6,000.", "Ridership dropped 20%.", C),
    ],
)
def test_from_to_changes(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The toll rose 20% from $5.", "The toll rose to $6.", E),
        ("The toll rose 20% from $5.", "The toll rose to $7.", C),
        ("The garden grew by a quarter from 480 plants.", "The garden grew to 600 plants.", E),
        ("Orders fell 30% from 2,000.", "Orders fell to 1,400.", E),
        ("Orders fell 30% from 2,000.", "Orders fell by 600.", E),
        ("The staff tripled from 15.", "The staff grew to 45.", E),
        ("The staff tripled from 15.", "The staff grew by 200%.", E),
        ("The staff tripled from 15.", "The staff grew to 30.", C),
        ("Profit halved from $18 million.", "Profit fell to $9 million.", E),
        ("The pack of 12 wolves grew by half.", "The pack grew to 18 wolves.", E),
        ("Exports of 50 crates a week rose sixfold.", "Exports rose to 300 crates a week.", E),
        ("There was a drop of 25% in bookings, from 800.", "Bookings fell to 600.", E),
        # a change over a period, as a predicate adverb; the level before a change
        ("Bookings were down 10% year on year from 700.", "Bookings fell to 630.", E),
        ("Bookings were down 10% year on year from 700.", "Bookings fell to 600.", C),
        ("Bookings rose by 25% year on year to 750.", "Bookings were 600 a year earlier.", E),
        ("Bookings rose by 25% year on year to 750.", "Bookings were 700 a year earlier.", C),
    ],
)
def test_changes_by_a_factor_from_a_start(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Ines is 7 years older than Karl, who is 41.", "Ines is 48.", E),
        ("Ines is 7 years older than Karl, who is 41.", "Ines is 34.", C),
        ("Karl is 41 and Ines is 7 years younger.", "Ines is 34 years old.", E),
        ("Karl is 41 and Ines is 7 years younger.", "Ines is 48 years old.", C),
        ("The elm is 50 feet tall and the birch is 12 feet shorter.", "The birch is 38 feet tall.", E),
        ("Pia kicked 14 goals and Ravi kicked 5 more goals than Pia.", "Ravi kicked 19 goals.", E),
        ("Pia kicked 14 goals and Ravi kicked 5 more goals than Pia.", "Ravi kicked 9 goals.", C),
        ("Pia kicked 14 goals and Ravi kicked 5 more goals than Pia.", "Pia kicked 19 goals.", C),
    ],
)
def test_stated_comparisons(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Nils baked 15 pies. Vera baked three times as many pies as Nils.", "Vera baked 45 pies.", E),
        ("Nils baked 15 pies. Vera baked three times as many pies as Nils.", "Vera baked 30 pies.", C),
        ("Nils baked 15 pies. Vera baked three times as many pies as Nils.", "Nils baked 45 pies.", C),
        ("Vera baked twice as many pies as Nils, who baked 15.", "Vera baked 30 pies.", E),
        # "N times more" read as "N times as many" (the common reading)
        ("Nils baked 15 pies. Vera baked three times more pies than Nils.", "Vera baked 45 pies.", E),
        ("Nils baked 15 pies. Vera baked three times more pies than Nils.", "Vera baked 60 pies.", C),
        ("Nils baked 15 pies. Vera baked three times more pies than Nils.", "Nils baked 45 pies.", C),
        # a standard whose count is not stated fixes nothing
        ("Vera baked twice as many pies as Nils.", "Vera baked 30 pies.", N),
        ("Nils baked 15 pies and Vera baked twice as many.", "Nils baked 30 pies.", C),
    ],
)
def test_multiples_of_a_named_standard(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Ana won 61 votes and Tim won 47.", "Ana outpolled Tim by 14 votes.", E),
        ("Ana won 61 votes and Tim won 47.", "Ana outpolled Tim by 16 votes.", C),
        ("Ana won 61 votes and Tim won 47.", "Tim outpolled Ana by 14 votes.", C),
        ("There were 90 oaks and 65 pines in the park.", "The oaks outnumbered the pines by 25.", E),
        ("The east wing has 210 beds and the west wing has 150.", "The difference is 60 beds.", E),
        ("The east wing has 210 beds and the west wing has 150.", "The difference is 50 beds.", C),
        ("The oaks outnumbered the pines by 25, and there were 65 pines.", "There were 90 oaks.", E),
        ("The oaks outnumbered the pines by 25, and there were 65 pines.", "There were 80 oaks.", C),
    ],
)
def test_margins(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("Joe cycled 18 km on Monday and 22 km on Friday.", "Joe cycled 40 km over the two days.", E),
        ("Joe cycled 18 km on Monday and 22 km on Friday.", "Joe cycled 40 km on Friday.", C),
        ("Joe cycled 18 km on Monday and 22 km on Friday.", "Joe cycled 44 km over the two days.", C),
        ("The club won 21 of its 28 games.", "The club won 75% of its games.", E),
        ("The club won 21 of its 28 games.", "The club won 70% of its games.", C),
    ],
)
def test_sums_of_measures_and_shares(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_a_size_without_by_has_the_role_by(nlp):
    doc = nlp("Attendance dropped 12% last season.")
    q = parse_doc(doc)[0]
    role = role_of(doc, q.start)
    assert role is not None and role.role == "by" and role.direction == "decrease"


def test_a_rise_of_names_the_size(nlp):
    doc = nlp("There was a rise of 8% in fares.")
    q = parse_doc(doc)[0]
    role = role_of(doc, q.start)
    assert role is not None and role.role == "by" and role.direction == "increase"


def test_bare_go_is_no_change(nlp):
    doc = nlp("The team went to 3 finals.")
    q = parse_doc(doc)[0]
    assert role_of(doc, q.start) is None


def test_factor_change_value(nlp):
    pdoc, hdoc = nlp("The price rose 25% from $40."), nlp("The price rose to $50.")
    premise, hyp = parse_doc(pdoc), parse_doc(hdoc)
    found = [d for d in derive(pdoc, hdoc, premise, hyp, hyp[0]) if d.name == "factor-change"]
    assert [d.value.lo for d in found] == [50]
