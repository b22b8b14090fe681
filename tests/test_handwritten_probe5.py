# ruff: noqa: E501
"""Hand-written-style pairs, fifth probe (sentences written for qreas, not taken from
any dataset), with changed-number variants whose label flips with the arithmetic, and
the mechanisms fixed while probing them: a value inside a permitted range, the pronoun
of a partitive as a determiner ("none of the"), a factor change against a price said
with "cost", the age a birthday reaches in a year, spans of laws and treaties, verbs
of surpassing, an age bounded by a comparison, "N-year-old" descriptions against age
claims, a distance from a speed and a time, "all but N", supplements outside a
quantifier's restrictor, counts in apposition closing a list, and nouns related in a
wider sense in one slot."""

from __future__ import annotations

import pytest

E, N, C = "entailment", "neutral", "contradiction"

PAIRS = [
    # a point value inside a permitted or required range is permitted
    ("Hikers may carry up to 12 liters of water.", "Hikers may carry 8 liters of water.", E),
    ("Hikers may carry up to 12 liters of water.", "Hikers may carry 15 liters of water.", C),
    ("Hikers carried up to 12 liters of water.", "Hikers carried 8 liters of water.", N),
    ("Each voter can cast no more than four ballots.", "Each voter can cast three ballots.", E),
    ("Jurors must be at least 25.", "Jurors can be 31.", E),
    ("Jurors must be at least 25.", "Jurors can be 22.", C),
    # "none of the" is the determiner "no"
    ("None of the sailors complained.", "A sailor complained.", C),
    ("None of the sailors complained.", "No sailor complained.", E),
    # a factor change against what something now costs
    ("Bus ticket prices tripled from 2 euros.", "A bus ticket now costs 6 euros.", E),
    ("Bus ticket prices tripled from 2 euros.", "A bus ticket now costs 8 euros.", C),
    # the age a birthday reaches in a year
    ("Ilse was born in 1961.", "Ilse turned 60 in 2021.", E),
    ("Ilse was born in 1966.", "Ilse turned 60 in 2021.", C),
    ("Ilse was born in 1961.", "Ilse was 60 in 2021.", N),
    # spans of laws, programmes and treaties
    ("The ban was enacted in 1998 and repealed in 2011.", "The ban was in force for 13 years.", E),
    ("The ban was enacted in 1998 and repealed in 2011.", "The ban was in force for 15 years.", C),
    ("The pact was ratified in 1972 and expired in 1992.", "The pact stayed in effect for two decades.", E),
    # verbs of surpassing compare the base verb's figures
    ("The Owls sold 420 tickets and the Hawks sold 380.", "The Owls outsold the Hawks.", E),
    ("The Owls sold 420 tickets and the Hawks sold 380.", "The Hawks outsold the Owls.", C),
    ("Rosa scored 14 goals and Dev scored 19.", "Dev outscored Rosa.", E),
    # an age bounded by a comparison with a stated age
    ("Mei is older than Arjun, who is 33.", "Mei is over 33.", E),
    ("Mei is older than Arjun, who is 33.", "Mei is 29.", C),
    ("Mei is older than Arjun, who is 33.", "Mei is 41.", N),
    ("Mei is younger than Arjun, who is 33.", "Mei is 36.", C),
    # an "N-year-old" description against a claim of the same noun's age
    ("The 58-year-old surgeon resigned.", "The surgeon is over 60.", C),
    ("The 58-year-old surgeon resigned.", "The surgeon is in her fifties.", E),
    ("A 16-year-old skater set a record.", "The skater is over 18.", C),
    # a distance from a speed kept for a time
    ("The barge moved at 12 km/h for 5 hours.", "The barge traveled 60 kilometers.", E),
    ("The barge moved at 12 km/h for 5 hours.", "The barge traveled 75 kilometers.", C),
    # "all but N" counts those who did not
    ("All but three of the 11 ministers signed the letter.", "Eight ministers signed the letter.", E),
    ("All but three of the 11 ministers signed the letter.", "Three ministers did not sign the letter.", E),
    ("All but three of the 11 ministers signed the letter.", "Three ministers signed the letter.", C),
    ("All but four of the 11 ministers signed the letter.", "Eight ministers signed the letter.", C),
    # a supplement set off by a comma is outside "only"'s restrictor
    ("The trust owns only one mill, in Ghent.", "The trust owns two mills.", C),
    ("The trust owns only one mill, in Ghent.", "The trust owns a mill in Ghent.", E),
    # a count in apposition closes the list it names
    ("The tour visited three ports, Split, Zadar and Bari.", "The tour visited Ancona.", C),
    ("The tour visited three ports, Split, Zadar and Bari.", "The tour visited Zadar.", E),
    # two nouns of one slot related in a wider sense, under a quantifier
    ("More than half of the 40 mills sold wheat.", "More than half of the 40 mills sold grain.", E),
    ("More than half of the 40 mills sold grain.", "More than half of the 40 mills sold wheat.", N),
    # a partitive numeral's counted noun is its restrictor ("at most 5 of the 30 *senior* nurses")
    ("No more than 4 of the 25 clerks left early.", "No more than 4 of the 25 junior clerks left early.", E),
    ("No more than 4 of the 25 junior clerks left early.", "No more than 4 of the 25 clerks left early.", N),
    ("Exactly 4 of the 25 clerks left early.", "Exactly 4 of the 25 junior clerks left early.", N),
    # unchanged behaviour nearby
    ("The relay lasted a fortnight.", "The relay lasted 14 days.", E),
    ("At least 6 of the 10 pumps failed.", "Some pumps failed.", E),
    ("Fewer than 6 pumps failed.", "Fewer than 6 old pumps failed.", E),
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


def test_permitted_value_needs_a_permission_in_the_claim(reasoner):
    assert _derived(reasoner, "Guests may bring up to 3 bags.", "Guests may bring 2 bags.", "permitted-value")
    assert not _derived(reasoner, "Guests may bring up to 3 bags.", "Guests brought 2 bags.", "permitted-value")


def test_compared_age_bound_value(reasoner):
    (v,) = _derived(reasoner, "Ana is younger than Rui, who is 50.", "Ana is 44.", "compared-age-bound")
    assert (v.lo, v.hi, v.hi_open) == (0.0, 50.0, True)


def test_all_but_value(reasoner):
    (v,) = _derived(reasoner, "All but two of the 7 drones landed.", "Five drones landed.", "all-but")
    assert v.lo == v.hi == 5.0
