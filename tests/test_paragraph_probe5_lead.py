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
  ``derivers.dates._begun_until``);
- the time between two events ("65 years before ...") is no activity's duration ("the
  route takes about nine hours"; ``cues.between_events``);
- "seven *more* novels" is an increment, no total (``cues._increment``), and with "her
  first novel" before it makes eight (``derivers.increments._first_of``);
- a year of a clause dates its "when"-clause too, whose arguments then hold it ("Lake
  Ormund was created in 1961 when the Ormund Dam was completed";
  ``holder_agreement._when_clauses``);
- a subject named by its appositive ("Their top scorer, Ade Bako, scored 17 goals") is
  that name's figure, not the team's (``rival_mentions._clause_facts``).
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
ROUTE = MOUNTAIN.replace(" A weather", " The normal route from the south takes about nine hours. A weather")
NOVELIST = (
    "Marta Quill is a Canadian novelist. Her first novel, The Salt House, was published in 1998, when "
    "she was 26. She has since written seven more novels and two story collections. Her 2012 novel Low "
    "Tide won the Arden Prize."
)
SEASON = (
    "In the 2022 season, Redfield United played 38 league matches. They won 21, drew 9 and lost the "
    "rest. Their top scorer, Ade Bako, scored 17 goals. The club finished third, four points behind "
    "the champions."
)
RESERVOIR = (
    "Lake Ormund is a reservoir in the Haltwick hills. It was created in 1961 when the Ormund Dam, 48 "
    "metres high, was completed. The lake covers 12 square kilometres and holds 210 million cubic metres "
    "of water. A 22-kilometre footpath runs around its shore."
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
    (ROUTE, "Mount Tavish was first climbed 65 years before the weather station was built.", "entailment"),
    # "reached" is not aligned with "climbed": neutral, and never refuted by the route's nine hours
    (ROUTE, "The summit was first reached 65 years before the weather station was built.", "neutral"),
    ("The station opened 12 years after the bridge.", "The station opened 15 years after the bridge.",
     "contradiction"),
    (NOVELIST, "Quill has written eight novels.", "entailment"),
    (NOVELIST, "Quill has written nine novels.", "contradiction"),
    ("She has since written seven more novels.", "She has written eight novels.", "neutral"),
    (SEASON, "Redfield United scored 60 goals in the league.", "neutral"),
    (SEASON, "Ade Bako scored 21 goals.", "contradiction"),
    (SEASON, "Redfield United lost 8 matches.", "entailment"),
    (RESERVOIR, "The dam was completed in 1961.", "entailment"),
    (RESERVOIR, "The lake covers 22 square kilometres.", "contradiction"),
    # an increment after a count of the same things adds to it; "more ... than" compares
    ("Josh had 16 marbles in his collection and he found 7 more marbles.", "He has 25 marbles now.",
     "contradiction"),
    ("Josh had 16 marbles in his collection and he found 7 more marbles.", "He has 23 marbles now.",
     "entailment"),
    ("There were 28 girls and 35 boys on the playground.", "There are 6 more boys than girls.",
     "contradiction"),
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
