# ruff: noqa: E501
"""Hand-written-style pairs, sixth probe (sentences written for qreas, not taken from
any dataset), with changed-number variants whose label flips with the arithmetic, and
the mechanisms fixed while probing them: a comparative bound on an article measure
("less than a dollar"), speeds whose unit carries its own "per" (km/h), a relative
change or factor of a price quoted per unit, a repeated event told apart by "again",
"N times as long as" between two holders' measures, turnout as the share of the
electorate, "both" as two, "several of the" as at least three, an object list closed
by "only", a list after a colon outside a quantifier's restrictor, "twice as many as
last year", "all N" leaving no one who did not, win margins between sides named by
their modifiers, "the remaining Xs", a month added to a bare year, and everyday classes ("a rose is a flower") WordNet lacks."""

from __future__ import annotations

import pytest

E, N, C = "entailment", "neutral", "contradiction"

PAIRS = [
    # a bound before an article measure bounds one of the unit
    ("The ticket costs 75 cents.", "The ticket costs less than a dollar.", E),
    ("The ticket costs 140 cents.", "The ticket costs less than a dollar.", C),
    ("The interview lasted 40 minutes.", "The interview lasted less than an hour.", E),
    ("The interview lasted 80 minutes.", "The interview lasted under an hour.", C),
    ("The melon weighs 1,400 grams.", "The melon weighs more than a kilogram.", E),
    ("The melon weighs 700 grams.", "The melon weighs more than a kilogram.", C),
    # a speed unit with its own "per" is no total
    ("The ferry cruises at 60 km/h.", "The ferry cruises at 1 kilometre per minute.", E),
    ("The ferry cruises at 60 km/h.", "The ferry cruises at 2 kilometres per minute.", C),
    # a relative change or factor of a price quoted per unit
    ("The fare rose from $4 to $5 a ride.", "The fare rose by 25 percent.", E),
    ("The fare rose from $4 to $5 a ride.", "The fare rose by 20 percent.", C),
    ("The fare rose from $4 to $8 a ride.", "The fare doubled.", E),
    ("The fare rose from $4 to $6 a ride.", "The fare doubled.", C),
    ("The toll rose from $6 to $9 per crossing.", "The toll rose by 50 percent.", E),
    ("The toll rose from $6 to $9 per crossing.", "The toll tripled.", C),
    ("Voter turnout was 47 percent.", "More than half of registered voters voted.", C),
    # a repeated event told apart by "again"
    ("The volcano first erupted in 1902 and again in 1929.", "The volcano erupted again 27 years after it first erupted.", E),
    ("The volcano first erupted in 1902 and again in 1929.", "The volcano erupted again 25 years after it first erupted.", C),
    # "N times as <adjective> as" between two holders' figures
    ("The canal is 80 kilometres long, while the river is 400 kilometres long.", "The river is five times as long as the canal.", E),
    ("The canal is 80 kilometres long, while the river is 400 kilometres long.", "The river is four times as long as the canal.", C),
    ("The crane lifts 60 tonnes and the hoist lifts 15 tonnes.", "The crane lifts four times as much as the hoist.", E),
    # turnout is the share of the electorate that voted
    ("Turnout in the mayoral race was 38 percent.", "Fewer than half of registered voters voted in the mayoral race.", E),
    ("Turnout in the mayoral race was 58 percent.", "Fewer than half of registered voters voted in the mayoral race.", C),
    # "both" is two; "several of the" at least three
    ("Both surgeons on duty resigned.", "Two surgeons on duty resigned.", E),
    ("Both surgeons on duty resigned.", "Four surgeons on duty resigned.", C),
    ("Several of the 30 bakers entered the contest.", "At least one baker entered the contest.", E),
    ("Several of the 30 bakers entered the contest.", "At least six bakers entered the contest.", N),
    # "only" closes an object list
    ("The trader sells only apples, plums and cherries.", "The trader sells three fruits.", E),
    ("The trader sells only apples, plums and cherries.", "The trader sells four fruits.", C),
    ("The trader sells apples, plums and cherries.", "The trader sells four fruits.", N),
    ("The envoy toured only Kenya and Ghana.", "The envoy toured three countries.", C),
    # a list after a colon enumerates what was counted
    ("The menu offers only two soups: leek and lentil.", "The menu offers three soups.", C),
    ("The menu offers only two soups: leek and lentil.", "The menu offers at least one soup.", E),
    # a standard that is a time keeps the holder
    ("The dairy shipped 900 crates, three times as many as last spring.", "The dairy shipped 300 crates last spring.", E),
    ("The dairy shipped 900 crates, three times as many as last spring.", "The dairy shipped 450 crates last spring.", C),
    # "all N" leaves none who did not
    ("All 16 climbers reached the summit.", "Four of the climbers did not reach the summit.", C),
    ("All six lifeboats were launched.", "Two of the six lifeboats were not launched.", C),
    ("All 16 climbers reached the summit.", "Sixteen climbers reached the summit.", E),
    # a win margin between sides named by their modifiers
    ("The north school scored 54 points and the south school scored 47.", "The north school won by 7 points.", E),
    ("The north school scored 54 points and the south school scored 47.", "The north school won by 11 points.", C),
    ("The Kites scored 88 points and the Rams scored 80.", "The Rams won by 8 points.", C),
    # "the remaining Xs" is the rest of the stated whole
    ("Of the 18 sacks, 11 were sold and the remaining sacks were stored.", "Seven sacks were stored.", E),
    ("Of the 18 sacks, 11 were sold and the remaining sacks were stored.", "Five sacks were stored.", C),
    # "both" only counts in the premise
    ("Both terriers growled.", "Both dogs growled.", N),
    # a month added to a year narrows the date
    ("The clinic opened in 2019.", "The clinic opened in October 2019.", N),
    ("The clinic opened in 2019.", "The clinic opened in October 2021.", C),
    ("The clinic opened in October 2019.", "The clinic opened in 2019.", E),
    # everyday classes WordNet lacks (lexicons/folk_kinds.tsv)
    ("The nursery grows only tulips and roses.", "The nursery grows two flowers.", E),
    ("The co-op grows solely rye and maize.", "The co-op grows three crops.", C),
    ("The vendor sold fewer than 50 flowers.", "The vendor sold fewer than 50 lilies.", E),
    # an appositive age is its own assertion: the main clause is another proposition
    ("Captain Reyes, 46, has commanded the frigate since 2019.", "Captain Reyes is 46 years old.", E),
    ("Captain Reyes, 46, has commanded the frigate since 2019.", "Captain Reyes is 52 years old.", C),
    # earlier mechanisms in new wordings
    ("The ward admitted well over 90 patients.", "The ward admitted more than 80 patients.", E),
    ("The ward admitted well over 90 patients.", "The ward admitted fewer than 90 patients.", C),
    ("The jar holds 1.5 litres.", "The jar holds 1,500 millilitres.", E),
    ("The jar holds 1.5 litres.", "The jar holds 150 millilitres.", C),
    ("The crew worked for a quarter of an hour.", "The crew worked for 15 minutes.", E),
    ("The baker bought three dozen rolls.", "The baker bought 40 rolls.", C),
]


@pytest.mark.parametrize("premise,hypothesis,label", PAIRS)
def test_handwritten_pair(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def _derived(reasoner, premise, hypothesis, name):
    from qreas.natlog.derived import derive
    from qreas.quantities import parse_doc

    pdoc, hdoc = reasoner.nlp(premise), reasoner.nlp(hypothesis)
    p, h = parse_doc(pdoc, all_kinds=True), parse_doc(hdoc, all_kinds=True)
    return [d.value for d in derive(pdoc, hdoc, p, h, h[0], h) if d.name == name]


def test_bounded_article_measure_is_one_unit(reasoner):
    from qreas.quantities import parse_doc

    (q,) = parse_doc(reasoner.nlp("The pass costs less than a dollar."), articles=False)
    assert (q.lo, q.hi, q.hi_open, q.unit) == (0.0, 1.0, True, "dollar")


def test_a_dollar_a_day_is_no_bound(reasoner):
    from qreas.quantities import parse_doc

    assert not parse_doc(reasoner.nlp("The pass costs a dollar a day."), articles=False)


def test_holder_multiple_of_lengths_converts_units(reasoner):
    (v,) = _derived(reasoner, "The road is 1.5 km long and the lane is 300 metres long.", "The road is five times as long as the lane.", "holder-multiple")
    assert v.lo == v.hi == 5.0


def test_only_listed_counts_items(reasoner):
    (v,) = _derived(reasoner, "The estate grows only oaks and elms.", "The estate grows two trees.", "only-listed")
    assert v.lo == v.hi == 2.0
    assert not _derived(reasoner, "The estate grows oaks and elms.", "The estate grows two trees.", "only-listed")


def test_all_did_complement_is_zero(reasoner):
    (v,) = _derived(reasoner, "All nine pumps failed.", "Three pumps did not fail.", "all-did")
    assert v.lo == v.hi == 0.0
    assert not _derived(reasoner, "Nine pumps failed.", "Three pumps did not fail.", "all-did")


def test_turnout_share_needs_the_electorate(reasoner):
    (v,) = _derived(reasoner, "Turnout was 71 percent.", "More than half of eligible voters voted.", "turnout-share")
    assert v.lo == v.hi == 71.0
    assert not _derived(reasoner, "Turnout was 71 percent.", "More than half of the students voted.", "turnout-share")
