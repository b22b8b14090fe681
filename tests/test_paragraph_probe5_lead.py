"""Paragraph premises: mechanisms found with encyclopedia-style paragraphs invented by the
lead engineer (a sculptor, a flood, a mountain, a mill, a museum), written before the
engine was run on them, labelled by logic.

- a span of years written as one token ("(1931–2008)", an en dash) is read as years, as
  "1931-2008" is (``number_kinds._year_like``): no bare amount for "over 80" to match;
- an age ("in her forties") is no span's length (``derivers.dates.span_length``);
- a semicolon ends a mention's context (``roles.CLAUSE_BREAKS``): in a gapped list "in
  Amberg, 1,240 homes were flooded; in Lorne, 860; ..." each figure is its own place's;
- a thing's dated start and a conjoined verb lasting *until* a year bound that lasting
  ("was built in 1932 and staffed until 1955": staffed for 23 years;
  ``derivers.dates._begun_until``).
"""

from __future__ import annotations

import pytest

from qreas import Reasoner
from qreas.natlog.derived import derive
from qreas.quantities import parse_doc

SCULPTOR = (
    'Ilse Marr (1931–2008) was a German sculptor. She taught at the Kassel academy from 1965 to 1993. '
    'Her bronze "Two Herons" (1977) stands in the city park. In 1999 she donated 40 works to the '
    "municipal museum."
)
FLOOD = (
    "The 2019 Kessel flood affected three districts. In Amberg, 1,240 homes were flooded; in Lorne, "
    "860; and in Pitch, 310. Emergency crews rescued 214 people. Damage was estimated at 38 million "
    "euros."
)
MOUNTAIN = (
    "Mount Tavish is the highest peak of the Corran range, at 2,914 metres. It was first climbed in "
    "1867 by a party of four. A weather station was built on the summit in 1932 and staffed until "
    "1955."
)
MILL = "The mill was founded in 1820 and operated until 1911."

PAIRS = [
    (SCULPTOR, "Marr was over 80 when she died.", "contradiction"),
    (SCULPTOR, "Marr died at the age of 77 or 76.", "entailment"),
    (SCULPTOR, "Marr taught at the academy for 28 years.", "entailment"),
    (SCULPTOR, "Marr donated 60 works to the museum.", "contradiction"),
    (FLOOD, "Lorne had 860 flooded homes.", "entailment"),
    (FLOOD, "In total, 2,410 homes were flooded.", "entailment"),
    (FLOOD, "In Pitch, 214 homes were flooded.", "contradiction"),
    (MOUNTAIN, "The summit weather station was staffed for 23 years.", "entailment"),
    (MOUNTAIN, "Mount Tavish is under 3,000 metres high.", "entailment"),
    (MILL, "The mill operated for 91 years.", "entailment"),
    (MILL, "The mill operated for 60 years.", "contradiction"),
    ("The museum opened in 1904 and remained open until 1987.", "The museum was open for 83 years.",
     "entailment"),
    ("In Amberg, 1,240 homes were flooded; in Lorne, 860; and in Pitch, 310.", "Pitch had 860 flooded homes.",
     "contradiction"),
    ("In Amberg, 1,240 homes were flooded; in Lorne, 860; and in Pitch, 310.", "Pitch had 310 flooded homes.",
     "entailment"),
]


@pytest.fixture(scope="module")
def reasoner() -> Reasoner:
    return Reasoner()


@pytest.mark.parametrize(("premise", "hypothesis", "gold"), PAIRS)
def test_label(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


YEAR_SPANS = ["Ilse Marr (1931–2008) was a sculptor.", "The war (1914—1918) cost 40,000 lives."]


@pytest.mark.parametrize("text", YEAR_SPANS)
def test_year_span_in_one_token_is_years(reasoner: Reasoner, text: str) -> None:
    doc = reasoner.parse_many([text])[text]
    spans = [q for q in reasoner._quantities(doc)[0] if q.hi - q.lo > 1]
    assert [q.kind for q in spans] == ["year"]


def test_counted_range_in_one_token_stays_an_amount(reasoner: Reasoner) -> None:
    text = "Between 1200–1500 people attended."
    doc = reasoner.parse_many([text])[text]
    assert [q.kind for q in reasoner._quantities(doc)[0]] == ["amount"]


def test_an_age_is_no_span_length(reasoner: Reasoner) -> None:
    premise, hypothesis = "She taught at the academy from 1965 to 1993.", "She made it in her forties."
    docs = reasoner.parse_many([premise, hypothesis])
    pdoc, hdoc = docs[premise], docs[hypothesis]
    hq = reasoner._quantities(hdoc)[0]
    found = [d.name for h in hq for d in derive(pdoc, hdoc, parse_doc(pdoc, all_kinds=True), hq, h)]
    assert "span-length" not in found
