"""Paragraph premises, eighth probe: company-report and news paragraphs invented for
qreas (a pump maker, a bakery chain, an engineering firm, a bank), labelled by logic
before the engine was run on them. The mechanisms they exercise:

- a claim whose only number is its year and whose verb says a direction ("profit rose
  in 2021") is decided by the direction the premise says of the same level
  (``qreas.direction_claims``): the opposite direction contradicts it, a change of
  another level ("revenue rose") does not support it.
"""

from __future__ import annotations

import pytest

from qreas import Reasoner

BAKERY = (
    "Brenlow Foods is a bakery chain based in Harrowgate. In 2021 its revenue rose 12 percent to "
    "$4.5 million. Its profit, however, fell by a quarter to $600,000. The company employs 85 "
    "people in nine shops."
)
PUMPS = "Tolk Ltd makes pumps. It reported a profit of $3 million for 2020, down from $4 million."


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner()


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        (BAKERY, "Brenlow Foods' profit rose in 2021.", "contradiction"),
        (BAKERY, "Brenlow Foods' revenue rose in 2021.", "entailment"),
        (
            "Tolk Ltd makes pumps. Its revenue rose 5 percent in 2020.",
            "Tolk Ltd's profit rose in 2020.",
            "neutral",
        ),
        (PUMPS, "Tolk Ltd's profit declined in 2020.", "entailment"),
        (PUMPS, "Tolk Ltd's profit grew in 2020.", "contradiction"),
        (
            "Tolk Ltd makes pumps. In 2019 its sales fell 5 percent to $8 million.",
            "Tolk Ltd's sales rose in 2020.",
            "neutral",
        ),
    ],
)
def test_direction_claims(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


MARATHON = (
    "The Tarn Valley Marathon was held for the tenth time in May. Of the 3,200 runners who started, "
    "2,950 finished. The race was won by Joel Ankers."
)
SHIP = (
    "The Gerda was a cargo ship built in 1911. She carried a crew of 26. On her last voyage she sank "
    "off Cape Moll with 1,800 tonnes of coal. Nineteen of the crew were rescued by a fishing boat."
)
FILM = (
    "The Salt Road is a 2016 drama film. It was shot in 31 days on a budget of $2.2 million. "
    "It earned $14 million at the box office."
)
PUBLISHER = (
    "Orrin Press is a publisher of children's books. It published 64 titles last year, 16 more than "
    "the year before. Its bestseller sold 120,000 copies."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        # a count routed to the premise count of the same verb's subject (qreas.verb_routed)
        (MARATHON, "More than 3,000 runners finished the Tarn Valley Marathon.", "contradiction"),
        (MARATHON, "Fewer than 3,000 runners finished the Tarn Valley Marathon.", "entailment"),
        (SHIP, "Twenty-six members of the Gerda's crew were rescued.", "contradiction"),
        (SHIP, "The Gerda had a crew of 26.", "entailment"),
        # composed figures the premise does not license (qreas.composed_claims)
        (FILM, "The Salt Road made a profit of $11.8 million.", "neutral"),
        (PUBLISHER, "Orrin Press published 80 titles last year.", "contradiction"),
        (PUBLISHER, "Orrin Press published 48 titles the year before last.", "entailment"),
    ],
)
def test_routed_and_composed(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        # an ordinal superlative read as membership of a top group (derivers.superlatives):
        # the ranked noun said on both sides, and "among" as the copula's complement
        (
            "Brightwell is the fourth-largest chain.",
            "Brightwell is one of the four largest banks.",
            "neutral",
        ),
    ],
)
def test_superlative_groups(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


FUND = (
    "The Harbour Fund raised €2.4 million in its first year. Local businesses gave €900,000, and the "
    "rest came from private donors. The fund spent half of its money on repairs to the sea wall."
)
ELECTION = (
    "In the general election, the Reform Party won 142 of the 300 seats, eight short of a majority. "
    "The Labour Union came second with 96 seats. Turnout fell to 61 percent from 67 percent."
)
FESTIVAL = (
    "The Arden Festival is held every August. On Friday it sold 3,000 tickets, and 4,500 were sold on "
    "Saturday. Each ticket cost £20."
)
MILL = (
    "Workers at the Tolk paper mill have accepted a pay deal. The mill's 640 employees will receive a 6% "
    "rise this year and a further 4% next year. The mill made a profit of €22m last year."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        # a composed figure stands beside the same predication's figure (verb_routed)
        (FUND, "Private donors gave €1.5 million to the Harbour Fund.", "entailment"),
        (ELECTION, "Other parties won 62 seats.", "entailment"),
        (FESTIVAL, "The Arden Festival sold 7,500 tickets on Friday and Saturday.", "entailment"),
        # a direction claim with a level named by a prepositional phrase (direction_claims)
        (ELECTION, "Turnout rose at the general election.", "contradiction"),
        # a later time's operand (composed_claims)
        (MILL, "The mill's employees will receive a 10% pay rise this year.", "contradiction"),
    ],
)
def test_same_predication_and_times(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


SCHOOL = (
    "Pinecroft School opened in 1962. The school has 540 pupils and 38 teachers. Last year 96 pupils "
    "sat the final exams. Its headmaster has led it for eleven years."
)
SINGER = (
    "Ilsa Marren is a singer from the town of Dovle. Her debut album sold 40,000 copies. She released "
    "her fifth album, Cold Harbour, in 2019. It reached number two in the national chart."
)
CUP = (
    "The Sallow Cup is a football tournament for amateur clubs. This year 32 clubs took part. The "
    "final was won by Dunmere Athletic. Kettle Rovers had reached the final for the third time."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        # a count of a narrower class is no restatement (rival_mentions.restated)
        (SCHOOL, "Pinecroft School has 20 female teachers.", "neutral"),
        (SCHOOL, "Pinecroft School has 45 teachers.", "contradiction"),
        # counts an ordinal implies of its series (derivers.series_counts)
        (SINGER, "Ilsa Marren released four albums before Cold Harbour.", "entailment"),
        (SINGER, "Ilsa Marren released three albums before Cold Harbour.", "contradiction"),
        (CUP, "Kettle Rovers have reached the final of the Sallow Cup three times.", "entailment"),
        (CUP, "Kettle Rovers have reached the final of the Sallow Cup four times.", "contradiction"),
    ],
)
def test_classes_and_series(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


CARMAKER = (
    "Petra Motors is a carmaker based in Brno. Sales at Petra Motors rose 8 percent to 52,000 cars in "
    "2022. Electric models made up a quarter of the total, up from a tenth a year earlier. Its rival, "
    "Oskar, sold 71,000 cars."
)


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        # a kind's count from its share of a total counted before (derivers.total_shares)
        ("Petra Motors sold 13,000 electric cars in 2022.", "entailment"),
        ("Petra Motors sold 13,000 hybrid cars in 2022.", "neutral"),
        ("Petra Motors sold 13,000 cars in 2022.", "contradiction"),
    ],
)
def test_share_of_total(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(CARMAKER, hypothesis).label == gold


EXAMS = (
    "Pinecroft School opened in 1962. The school has 540 pupils and 38 teachers. Last year 96 pupils "
    "sat the final exams, and 72 of them passed. It also runs an evening course for 45 adults."
)
UNION = (
    "The union has 520 members, 380 of them firefighters. 35 percent of the firefighters attended the "
    "meeting."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        # a share from an inline "N of them" doing the claim's verb (derivers.partitive_shares)
        (EXAMS, "75 percent of the pupils who sat the final exams at Pinecroft School passed.", "entailment"),
        (EXAMS, "Half of the pupils who sat the final exams at Pinecroft School passed.", "contradiction"),
        (UNION, "35 percent of the members attended the meeting.", "neutral"),
    ],
)
def test_inline_partitive_share(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold
