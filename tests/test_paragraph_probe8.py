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
