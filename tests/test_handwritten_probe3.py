# ruff: noqa: E501
"""Hand-written-style pairs over the suite's phenomena, third probe (sentences written
for qreas, not taken from any dataset), and the mechanisms fixed while probing them:
quantities in the scope of a kept quantifier word, names described in apposition,
gapped clauses' holders, definite counts of described members, unitizers, age spans in
words, directions of change without numbers, bare months, averages, chart places."""

from __future__ import annotations

import pytest

E, N, C = "entailment", "neutral", "contradiction"

PAIRS = [
    # quantities under a quantifier word ("no", "every") both sentences keep
    ("No team scored more than 3 goals.", "No team scored more than 4 goals.", E),
    ("No team scored more than 4 goals.", "No team scored more than 3 goals.", N),
    ("No team scored more than 3 goals.", "One team scored 5 goals.", C),
    ("No player scored more than 20 points.", "No player scored more than 25 points.", E),
    ("No player scored more than 20 points.", "No player scored more than 15 points.", N),
    ("Every runner finished in under 3 hours.", "Every runner finished in under 4 hours.", E),
    # comparisons of two stated figures
    ("Mara is 41 and her brother Ivo is 36.", "Ivo is older than Mara.", C),
    ("Mara is 41 and her brother Ivo is 36.", "Mara is older than Ivo.", E),
    ("Jonas is 17 and his sister Elke is 22.", "Elke is older than Jonas.", E),
    ("Jonas is 17 and his sister Elke is 22.", "Jonas is older than Elke.", C),
    ("The old bridge cost $40 million and the new one $65 million.", "The new bridge was cheaper than the old one.", C),
    ("The red coat cost $90 and the blue coat cost $60.", "The blue coat was cheaper than the red coat.", E),
    # sums with a definite count of the members, and a unitizer
    ("The red team scored 3 goals and the blue team 5.", "The two teams scored 8 goals in total.", E),
    ("The green bus carried 40 passengers and the yellow bus 35.", "The two buses carried 75 passengers in total.", E),
    ("Lena bought 4 apples and 6 pears.", "Lena bought 10 pieces of fruit.", E),
    ("The shop sold 5 shirts and 2 coats.", "The shop sold 7 items of clothing.", E),
    # ages in words
    ("A 23-year-old woman won the lottery.", "A woman in her twenties won the lottery.", E),
    ("A 23-year-old woman won the lottery.", "A teenage woman won the lottery.", C),
    ("The 6-year-old girl rescued her dog.", "A teenager rescued her dog.", C),
    ("A 19-year-old student won the chess tournament.", "A student in his thirties won the chess tournament.", C),
    ("A man aged 47 was arrested.", "A man in his early forties was arrested.", C),
    ("The 52-year-old pilot landed the plane safely.", "A pilot in his fifties landed the plane safely.", E),
    ("Grandpa turned 80 last week.", "Grandpa is in his eighties.", E),
    # direction of a change without numbers
    ("Attendance tripled to 600.", "Attendance fell.", C),
    ("The club's membership doubled last year.", "The club's membership rose last year.", E),
    ("The value of the shares dropped from $12 to $9.", "The value of the shares climbed.", C),
    ("Sales rose 30%.", "Sales soared.", N),
    ("Visitor numbers doubled to 8,000 in June.", "Visitor numbers fell in June.", C),
    # a bare month against a date
    ("The ceremony took place on 14 October 2019.", "The ceremony took place in October.", E),
    ("The ceremony took place on 14 October 2019.", "The ceremony took place in November.", C),
    ("The shop sold 12 trucks in March.", "The shop sold 12 trucks in April.", N),
    # averages
    ("The cyclist rode 90 km in 3 hours.", "The cyclist averaged 30 km per hour.", E),
    ("The driver covered 240 miles in 4 hours.", "The driver averaged 80 miles per hour.", C),
    ("The driver covered 240 miles in 4 hours.", "The driver drove at 60 miles per hour the whole way.", N),
    # places in a ranking
    ("He finished 12th in the marathon.", "He finished in the top 20 in the marathon.", E),
    ("He finished 12th in the marathon.", "He finished in the top 10 in the marathon.", C),
    ("The song reached number 4 in the charts.", "The song reached the top 5.", E),
    ("The song peaked at number 4.", "The song reached the top three.", C),
    # one unit said with the article, a price per measure, a multiple of a possessed measure
    ("The town got a meter of snow.", "The town got 10 cm of snow.", C),
    ("She drank a litre of water.", "She drank 1,000 ml of water.", E),
    ("Apples cost $3 per kilo. Tom bought 4 kilos.", "Tom paid $7 for the apples.", C),
    ("Fuel costs $2 per litre and Ana bought 30 litres.", "Ana paid $60 for fuel.", E),
    ("Jorge is 15 years old and his sister is twice his age.", "Jorge's sister is 30 years old.", E),
    ("Jorge is 15 years old and his sister is twice his age.", "Jorge is 30 years old.", C),
    ("The painting sold for $1.2 million, twice its estimate.", "The painting was estimated at $600,000.", E),
    # an indefinite pronoun's slot, an agentless passive, an ordinal of a period
    ("All 20 pupils wrote something.", "All 20 pupils wrote a poem.", N),
    ("All 20 pupils wrote a poem.", "All 20 pupils wrote something.", E),
    ("The organisers cancelled 14 of the 20 concerts.", "Most of the concerts were cancelled.", E),
    ("The team scored 3 goals in the first half.", "The team scored three goals in the second half.", N),
    ("The only goal came in the first half.", "The only goal came in the second half.", C),
    # unchanged behaviour nearby
    ("Fewer than 5 bakeries opened on Sunday.", "Fewer than 5 shops opened on Sunday.", N),
    ("Two women and four men applied for the job.", "Seven people applied for the job.", C),
    ("The council might approve 300 new homes.", "The council approved 300 new homes.", N),
]


@pytest.mark.parametrize("premise,hypothesis,label", PAIRS)
def test_handwritten_pair(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_age_spans_are_intervals_of_years(reasoner):
    """ "in her late forties" is [46, 50) years; "teenage" [13, 20); a decade after
    "the" ("the 1930s") is no age."""
    from qreas.quantities import parse_doc

    def spans(text):
        return [(q.lo, q.hi, q.unit) for q in parse_doc(reasoner.nlp(text)) if q.unit == "year"]

    assert spans("A man in his late forties was arrested.") == [(46.0, 50.0, "year")]
    assert spans("A teenage boy was hurt.") == [(13.0, 20.0, "year")]
    assert spans("The house was built in the 1930s.") == []


def test_direction_relation_of_change_verbs(reasoner):
    from qreas.natlog.change_directions import direction_relation
    from qreas.natlog.relations import Rel

    def root(text):
        return next(t for t in reasoner.nlp(text) if t.dep_ == "ROOT")

    assert direction_relation(root("Exports tripled."), root("Exports rose.")) is Rel.FWD
    assert direction_relation(root("Exports rose."), root("Exports increased.")) is Rel.EQ
    assert direction_relation(root("Exports rose."), root("Exports plunged.")) is Rel.ALT
    assert direction_relation(root("Exports rose."), root("Exports soared.")) is Rel.REV


def test_a_quantity_projects_only_through_a_kept_quantifier_word():
    from qreas.natlog.co_quantifiers import quantity_contexts
    from qreas.natlog.polarity import Operator

    no = Operator("no", 0, 1, ((frozenset({1}), "no"), (frozenset({2, 3, 4}), "no")))
    numeral = Operator("40", 5, 1, ((frozenset({6}), "exist"), (frozenset({2, 3}), "exist")))
    assert quantity_contexts([no, numeral], 3, frozenset(), frozenset({"no"})) == ["no"]  # "No team scored >3"
    assert quantity_contexts([no, numeral], 3, frozenset(), frozenset()) == []
