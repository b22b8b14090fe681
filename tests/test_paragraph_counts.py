"""Counts over paragraph premises: multiplied counts of a collective noun, shares of a
quantity stated in another sentence, ranks by a superlative, differences between two
holders' counts, and numbers of another named entity (holder agreement).

All texts are invented (fictional clubs, firms, towers, ships); every premise has at
least three sentences, so it is read as a document (``qreas.document``)."""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.coreference import resolve

ROWING = (
    "The Pellby Rowing Society was founded in 1931 on the River Ashe. Its membership stood "
    "at 55 in 2016. By 2021, helped by a new boathouse, its membership had tripled. The "
    "society races six crews."
)
TRUST = (
    "The Orrin Foundation is a charity that funds school libraries. Last year its total "
    "income was £4m, most of it from legacies. The foundation spent 75 per cent of its "
    "income on grants. It has 12 staff."
)
POLL = (
    "A poll of 2,000 voters in the county of Marsh was published on Friday. It found that "
    "30% backed the new tram line, while 50% were against it. The line would cost 400 "
    "million crowns."
)
BREWERS = (
    "Halden Ales is a brewer founded in 1880. By volume it is the region's third-largest "
    "brewer, with 8% of the market. The largest, Corrow Brewing, has 30%. Halden Ales "
    "employs 300 people."
)
TOWERS = (
    "Mersey Point is an office tower in the city of Dunhollow. At 180 metres, it is the "
    "second-tallest building in the city. It has 44 floors. The third-tallest, the Quay "
    "Apartments, stands at 150 metres."
)
FERRIES = (
    "The MV Tarn Queen is a ferry operated by Oldport Lines. Built in 1999, it can carry "
    "700 passengers. Its sister ship, the MV Tarn King, entered service later. The Tarn "
    "King can carry 820 passengers."
)
SHOP = (
    "Penrose's is a bakery chain in the town of Wexley. It was bought in 2012 by the Dale "
    "Group. Since then its annual sales have fallen by a quarter to £3 million. It has 40 "
    "staff."
)
TABLE = (
    "The 2018 season of the Orme Cricket League had six clubs. The Ashby Larks won the "
    "league with 60 points. The Fenton Rooks were second, nine points behind. The Hale "
    "Owls were third."
)
LEAGUE = (
    "The 2019 season of the Westmarch Netball League had eight teams. The Corby Hawks won "
    "the title with 30 points. The Tilling Foxes were runners-up. The bottom team was "
    "relegated."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        # a number said of "membership" counts members; "By 2021, ..." dates the change
        (ROWING, "The Pellby Rowing Society had 165 members in 2021.", "entailment"),
        (ROWING, "The Pellby Rowing Society had 110 members in 2021.", "contradiction"),
        # a share of a quantity stated in another sentence
        (TRUST, "The Orrin Foundation spent £3 million on grants last year.", "entailment"),
        (TRUST, "The Orrin Foundation spent £2 million on grants last year.", "neutral"),
        # a sample's bare percentage is a share of the sample's group
        (POLL, "About 600 of the voters polled backed the tram line.", "entailment"),
        # ranks by a superlative
        (BREWERS, "Halden Ales is one of the region's five largest brewers by volume.", "entailment"),
        (BREWERS, "Halden Ales is one of the region's two largest brewers by volume.", "contradiction"),
        (TOWERS, "The Quay Apartments are the second-tallest building in Dunhollow.", "contradiction"),
        # a difference between two holders' counts
        (FERRIES, "The MV Tarn King can carry 120 more passengers than the MV Tarn Queen.", "entailment"),
        (FERRIES, "The MV Tarn King can carry 150 more passengers than the MV Tarn Queen.", "contradiction"),
        # holder agreement: the year is the Tarn Queen's, not the Tarn King's
        (FERRIES, "The MV Tarn King was built in 1999.", "neutral"),
        (FERRIES, "The MV Tarn Queen was built in 1999.", "entailment"),
        # the level before a relative change
        (SHOP, "Penrose's annual sales were £4 million before they fell.", "entailment"),
        (SHOP, "Penrose's annual sales were £5 million before they fell.", "contradiction"),
        # a gap behind the count stated before it
        (TABLE, "The Fenton Rooks had 51 points.", "entailment"),
        (TABLE, "The Fenton Rooks had 55 points.", "contradiction"),
        # "runners-up" is second place
        (LEAGUE, "The Tilling Foxes finished second.", "entailment"),
    ],
)
def test_paragraph_counts(reasoner: Reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def _resolved(reasoner: Reasoner, text: str) -> list[str]:
    from qreas.sentences import split_sentences

    sentences = [s.text for s in split_sentences(text)]
    docs = reasoner.parse_many(sentences)
    return resolve([docs[reasoner._clip(s)] for s in sentences])[0]


def test_coreference_agreement_and_parallelism(reasoner: Reasoner) -> None:
    # a plural-looking name with a singular verb is one thing, so "it" refers to it
    text = "Marlow Foods is a grocer in Teller. By sales it is the third-largest grocer. It has 90 shops."
    assert "Marlow Foods" in _resolved(reasoner, text)[1]
    # a subject pronoun prefers the previous sentences' subject over a later non-subject
    text = (
        "Kessel Lines is a shipping firm. The firm runs 30 routes from Kessel Lines' base at "
        "Port Wend. Its fleet has 12 ships."
    )
    assert _resolved(reasoner, text)[2].startswith("Kessel Lines")
    # a name in apposition to the subject is the subject
    text = "Barrow is a village. Its old inn, the Red Lion, was rebuilt in 1920. It has 6 rooms."
    assert _resolved(reasoner, text)[2].startswith("The Red Lion")
