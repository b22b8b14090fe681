# ruff: noqa: E501
"""Hand-written-style pairs, fourth probe (sentences written for qreas, not taken from
any dataset), with changed-number variants whose label flips with the arithmetic, and
the mechanisms fixed while probing them: exact conversions between units a whole
number apart, hedged figures that round to each other, "only NAME" of a counted
group, a share's fronted "of the N" with a mis-tagged verb, comparatives of distance,
width and speed and of one holder at two times, a month with its year, and appositive
ages."""

from __future__ import annotations

import pytest

E, N, C = "entailment", "neutral", "contradiction"

PAIRS = [
    # units a whole number apart convert exactly: no rounding ("a fortnight" is no "10 days")
    ("The exhibition ran for a fortnight.", "The exhibition ran for 14 days.", E),
    ("The exhibition ran for a fortnight.", "The exhibition ran for 10 days.", C),
    ("The retreat lasted a week.", "The retreat lasted 10 days.", C),
    ("The retreat lasted 10 days.", "The retreat lasted a week.", C),
    ("The retreat lasted three weeks.", "The retreat lasted 21 days.", E),
    ("The trail is 1.6 kilometers long.", "The trail is 1 mile long.", E),
    # hedged figures that round to each other
    ("Roughly a quarter of the nurses quit.", "About 25 percent of the nurses quit.", E),
    ("Roughly a quarter of the nurses quit.", "About 60 percent of the nurses quit.", C),
    ("About 50 people came.", "About 48 people came.", N),
    # "only NAME" of a counted group
    ("Of the six finalists, only Odile reached the podium.", "Five finalists did not reach the podium.", E),
    ("Of the nine finalists, only Odile reached the podium.", "Five finalists did not reach the podium.", C),
    ("Of the nine finalists, only Odile reached the podium.", "Eight finalists did not reach the podium.", E),
    ("Of 14 riders, only Bram and Teun completed the stage.", "Twelve riders did not complete the stage.", E),
    ("Of 14 riders, only Bram and Teun completed the stage.", "Three riders completed the stage.", C),
    ("Only Ines and Paco, of the eight applicants, were hired.", "Six applicants were not hired.", E),
    ("Of the twelve skaters, only Wren and Juno advanced.", "Ten skaters did not advance.", E),
    # a numeral-free comparison whose standard the premise never mentions
    ("The kiosk sold 70 maps in April.", "The kiosk sold more maps in April than in May.", N),
    ("The kiosk sold 70 maps in April and 45 in May.", "The kiosk sold more maps in April than in May.", E),
    ("The shop stocks 45 violins and no other instruments.", "The shop stocks 45 instruments.", E),
    ("The shop stocks 45 violins and no other instruments.", "The shop stocks 60 instruments.", C),
    # a share of a fronted "of the N" group, the verb tagged as a noun
    ("Of the 60 volunteers, 40 percent worked on weekends.", "24 volunteers worked on weekends.", E),
    ("Of the 60 volunteers, 40 percent worked on weekends.", "30 volunteers worked on weekends.", C),
    ("Of the 90 volunteers, 40 percent worked on weekends.", "36 volunteers worked on weekends.", E),
    ("Of the 80 tenants, 25 percent work remotely.", "30 tenants work remotely.", C),
    # comparatives of distance, width, speed; one holder at two times
    ("Greta cycled 48 kilometers and Hugo cycled 35 kilometers.", "Greta cycled farther than Hugo.", E),
    ("Greta cycled 48 kilometers and Hugo cycled 35 kilometers.", "Hugo cycled farther than Greta.", C),
    ("Greta cycled 28 kilometers and Hugo cycled 35 kilometers.", "Greta cycled farther than Hugo.", C),
    ("Lea walked 9 miles and Tim walked 14 miles.", "Tim walked farther than Lea.", E),
    ("Lea walked 19 miles and Tim walked 14 miles.", "Tim walked farther than Lea.", C),
    ("Vera earned $48,000 and Hana earned $57,000.", "Vera earned more than Hana.", C),
    ("Vera earned $58,000 and Hana earned $57,000.", "Vera earned more than Hana.", E),
    ("The lane is 4 meters wide and the avenue is 25 meters wide.", "The avenue is wider than the lane.", E),
    (
        "The ferry sold 1,200 tickets in July and 1,750 in August.",
        "The ferry sold fewer tickets in July than in August.",
        E,
    ),
    (
        "The ferry sold 1,200 tickets in July and 1,750 in August.",
        "The ferry sold more tickets in July than in August.",
        C,
    ),
    (
        "The ferry sold 2,200 tickets in July and 1,750 in August.",
        "The ferry sold more tickets in July than in August.",
        E,
    ),
    (
        "The ferry sold 1,200 tickets in July and 1,750 in August.",
        "The ferry sold 550 fewer tickets in July than in August.",
        E,
    ),
    (
        "The ferry sold 1,200 tickets in July and 1,750 in August.",
        "The ferry sold 450 fewer tickets in July than in August.",
        C,
    ),
    # a month with its year against the premise's date
    ("The hospital opened on June 9, 1952.", "The hospital opened in July 1952.", C),
    ("The hospital opened on June 9, 1952.", "The hospital opened in June 1952.", E),
    ("The hospital opened in June 1952.", "The hospital opened in August 1952.", C),
    ("The hospital opened on June 9, 1952.", "The hospital opened in June 1953.", C),
    # appositive ages
    ("A cyclist, 19, was hurt in the crash.", "A 19-year-old was hurt in the crash.", E),
    ("A cyclist, 19, was hurt in the crash.", "A 29-year-old cyclist was hurt in the crash.", C),
    ("A girl, aged 4, was rescued from the river.", "A five-year-old girl was rescued from the river.", C),
    ("A girl, aged 4, was rescued from the river.", "A four-year-old girl was rescued from the river.", E),
    ("Halvor Berg, 67, won the regatta.", "A man in his sixties won the regatta.", E),
    ("A woman in her forties was rescued.", "A 44-year-old woman was rescued.", N),
    ("A woman in her forties was rescued.", "A 54-year-old woman was rescued.", C),
    # a verb of saying with an object and no clause reports nothing: the plan stays a plan
    ("The railway plans to add 12 stations.", "The railway added 12 stations.", N),
    ("The railway plans to add 12 stations.", "The railway plans to add 20 stations.", C),
    # a physical measure said with the article, a group noun's count
    ("The flood left 40 centimeters of mud in the cellar.", "The flood left a meter of mud in the cellar.", C),
    ("The flood left 100 centimeters of mud in the cellar.", "The flood left a meter of mud in the cellar.", E),
    ("The farmer bought a pair of goats.", "The farmer bought two goats.", E),
    ("The farmer bought a pair of goats.", "The farmer bought four goats.", C),
    ("A trio of divers found the wreck.", "Three divers found the wreck.", E),
    # an ordinal modifying a noun is no fraction; an age comparative is in years
    ("The senator, 63, began a fourth term.", "The senator is younger than 60.", C),
    ("The senator, 63, began a fourth term.", "The senator is older than 60.", E),
    # unchanged behaviour nearby
    ("The cable is 3 feet long.", "The cable is 36 inches long.", E),
    ("The cable is 3 feet long.", "The cable is 30 inches long.", C),
    ("She bought three dozen rolls.", "She bought 36 rolls.", E),
]


@pytest.mark.parametrize("premise,hypothesis,label", PAIRS)
def test_handwritten_pair(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_whole_factor():
    from qreas.matching import whole_factor

    assert whole_factor(14.0) and whole_factor(1 / 60) and whole_factor(1000.0)
    assert not whole_factor(1.609344) and not whole_factor(0.3048)


def test_appositive_age_gets_the_year_unit(reasoner):
    from qreas.quantities import parse_doc

    def units(text):
        return [(q.lo, q.unit) for q in parse_doc(reasoner.nlp(text))]

    assert units("Ottilie Brandt, 58, retired.") == [(58.0, "year")]
    assert units("A boy, aged 7, was found.") == [(7.0, "year")]
    assert units("Route 66, a road, was closed.") != [(66.0, "year")]


def test_only_named_derives_doers_and_the_rest(reasoner):
    from qreas.natlog.derived import derive
    from qreas.quantities import parse_doc

    premise = reasoner.nlp("Of the 11 divers, only Mika and Sol reached the wreck.")
    for text, value in (
        ("Nine divers did not reach the wreck.", 9.0),
        ("Two divers reached the wreck.", 2.0),
    ):
        hyp = reasoner.nlp(text)
        hs = parse_doc(hyp)
        found = [d for d in derive(premise, hyp, parse_doc(premise), hs, hs[0]) if d.name == "only-named"]
        assert [d.value.lo for d in found] == [value]
