"""Temporal mechanisms of paragraph premises (the seventh paragraph probe, issue 16):
clauses dated by their place beside a stated year, days from a strike's start to its
end and from a closure to the reopening, ages from an age at another dated event, the
age a doing began at, a report the hypothesis leaves out, "bears his name" no birth.

All texts are invented; every premise has at least three sentences, so it is read as a
document (``qreas.document``)."""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.natlog.derived import IN_DOCUMENT, derive

FERRY = (
    "The Halden ferry linked the island of Skarva with the mainland port of Ost. Work on "
    "the slipway started in 1903, and the first crossing took place six years later. The "
    "service carried 40,000 passengers a year. In 1962 the old boat was withdrawn, and the "
    "service ended the following year."
)
MILLERS = (
    "Mill workers in the town of Brede went on strike on 4 March 2021, demanding a rise of "
    "8 percent. About 600 workers took part. The strike ended on 19 March, when the owners "
    "offered 5 percent."
)
TUNNEL = (
    "The Arn tunnel carries the main road under the Vell ridge. A rockfall closed the "
    "tunnel on 2 November 2018. Engineers inspected the rock face, and the tunnel reopened "
    "on 20 November. It is 2,400 metres long."
)
SINGER = (
    "Maren Holt is a Tessian singer. She joined the Orrin Opera chorus in 1996, at the age "
    "of 19. In 2010 she sang the title role in Dido for the first time. She has recorded "
    "six albums."
)
SAILOR = (
    "The sailor Ivo Brann died in the port of Kell on 3 May 1940, aged 80. Born in the "
    "village of Tosk, he first went to sea at the age of 13. He commanded the Sea Lark on "
    "her last voyage in 1902."
)
BAKER = (
    "A 58-year-old baker from Lunde has won the national bread prize. The baker, Ole Strand, "
    "entered the contest with a rye loaf that took two days to make. Strand, who has baked "
    "bread for 40 years, said he was surprised by the win."
)
ROWER = (
    "Lina Vos is a Tessian rower. She raced at her first world championships in 2005, aged "
    "18, and won a silver medal in the single sculls three years later. In 2012 she took "
    "gold in the same event. She retired in 2015."
)
POET = (
    "The poet Anke Lorn published her first collection, Salt Hours, in 1961. Her second, "
    "Night Ferry, followed four years later. She moved to Velm in 1972 and published her "
    "last book there in 1990."
)
FAIR = (
    "The Kell Craft Fair is held each summer in the market square of Kell. The 2016 fair ran "
    "from 8 to 11 June and drew 9,000 visitors. In 2017 it took place from 14 to 18 June. "
    "Stalls cost 60 pounds."
)
ASTRONOMER = (
    "Hella Prask (June 9, 1930 – May 2, 1999) was a Tessian astronomer. She found the comet "
    "that bears her name on March 3, 1958, while working at the Kall Observatory. Prask "
    "directed the observatory from 1966 to 1990 and trained 14 students."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        # a clause dated by its place beside a stated year has its own year
        (FERRY, "The first crossing of the Halden ferry took place in 1909.", "entailment"),
        (FERRY, "The first crossing of the Halden ferry took place in 1903.", "contradiction"),
        (FERRY, "The Halden ferry service ended in 1963.", "entailment"),
        (FERRY, "The Halden ferry service ended in 1962.", "contradiction"),
        # going on strike starts the strike "The strike ended" ends
        (MILLERS, "The Brede mill strike lasted more than two weeks.", "entailment"),
        (MILLERS, "The Brede mill strike lasted 8 days.", "contradiction"),
        # an indefinite object: one of its kind, not contradicted by another one's year
        (POET, "Anke Lorn published a collection in 1977.", "neutral"),
        (POET, "Anke Lorn published her first collection in 1977.", "contradiction"),
        (POET, "Anke Lorn published a first collection in 1977.", "contradiction"),  # the first: one
        # the first and last days of a span named by its days, in the hypothesis' year
        (FAIR, "The 2016 Kell Craft Fair began on 8 June.", "entailment"),
        (FAIR, "The 2016 Kell Craft Fair began on 14 June.", "contradiction"),
        (FAIR, "The 2017 Kell Craft Fair ended on 18 June.", "entailment"),
        (FAIR, "The 2019 Kell Craft Fair ended on 18 June.", "neutral"),
        # age at a later dated event from an age at an earlier one: 19 in 1996 -> 32..34 in 2010
        (SINGER, "Maren Holt first sang the title role in Dido at the age of 50.", "contradiction"),
        (SINGER, "Maren Holt first sang the title role in Dido at the age of 33.", "neutral"),
        # the year of an age from an age at a dated event: 80 in 1940, 13 -> 1872..1874
        (SAILOR, "Ivo Brann first went to sea in the 1870s.", "entailment"),
        # a present age less the years a doing has gone on
        (BAKER, "Ole Strand began baking bread at the age of 18.", "entailment"),
        (BAKER, "Ole Strand began baking bread at the age of 30.", "contradiction"),
        # the age at taking up a role, from life dates (1966 - 1930: 35 or 36)
        (ASTRONOMER, "Hella Prask became director of the Kall Observatory at 25.", "contradiction"),
        (ASTRONOMER, "Hella Prask became director of the Kall Observatory at 36.", "neutral"),
    ],
)
def test_invented_paragraphs(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


def _derived(reasoner: Reasoner, premise: str, hypothesis: str) -> list[tuple[float, float]]:
    docs = reasoner.parse_many([premise, hypothesis])
    pdoc, hdoc = docs[premise], docs[hypothesis]
    pq, _ = reasoner._quantities(pdoc)
    hq, _ = reasoner._quantities(hdoc)
    token = IN_DOCUMENT.set(True)
    try:
        return [(d.value.lo, d.value.hi) for d in derive(pdoc, hdoc, pq, hq, hq[0])]
    finally:
        IN_DOCUMENT.reset(token)


def test_closure_lasts_from_closing_to_reopening(reasoner: Reasoner) -> None:
    premise = "A rockfall closed the Arn tunnel on 2 November 2018, and it reopened on 20 November."
    assert (18.0, 18.0) in _derived(reasoner, premise, "The Arn tunnel was closed for 18 days.")
    # opening and reopening bound no closure
    other = "The Arn tunnel opened on 2 November 2018, and it reopened on 20 November."
    assert (18.0, 18.0) not in _derived(reasoner, other, "The Arn tunnel was closed for 18 days.")


def test_age_is_not_a_count_of_the_noun_before(reasoner: Reasoner) -> None:
    doc = reasoner.parse_many(["The charity helped 3,000 people. Its founder died in 2016 at the age of 79."])
    units = {q.text: q.unit for q in reasoner._quantities(next(iter(doc.values())))[0]}
    assert units["79"] is None
    doc = reasoner.parse_many(["The storm killed 4 people and injured 80."])
    units = {q.text: q.unit for q in reasoner._quantities(next(iter(doc.values())))[0]}
    assert units["80"] == "people"  # the ellipsis of a count is kept


def test_bears_his_name_is_no_birth(reasoner: Reasoner) -> None:
    # 1958 is when the comet was found, not a birth: no age counted from it
    hypothesis = "Hella Prask became director of the Kall Observatory at the age of 8."
    ages = _derived(reasoner, ASTRONOMER, hypothesis)
    assert (8.0, 8.0) not in ages and (7.0, 8.0) not in ages


def test_report_left_out_is_a_deletion(reasoner: Reasoner) -> None:
    # the hypothesis uses nothing of "said he was surprised by the win"
    assert reasoner.predict(BAKER, "Ole Strand has baked bread for 40 years.").label == "entailment"


def test_placed_clause_dates_only_claims_whose_words_it_holds(reasoner: Reasoner) -> None:
    # "won a silver medal ... three years later" (2008) is no gold won in 2008
    assert reasoner.predict(ROWER, "Lina Vos won gold in the single sculls in 2008.").label != "entailment"
    silver = "Lina Vos won a silver medal in the single sculls in 2008."
    assert reasoner.predict(ROWER, silver).label != "contradiction"
