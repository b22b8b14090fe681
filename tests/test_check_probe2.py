"""``qreas check`` recall (issue 16), second probe: invented sources and claims, one
test per mechanism. A side's own figure and the margin in a match's score, a score
making a match of two ("beat" / "won"), a record's wins and losses, the gap between
two rates in percentage points, a nominalised event ("the restoration") finding its
verb's sentence, a large figure rounded finding its sentence, and pronouns that refer
to "the X Bridge" (a thing the recogniser calls a person) and to a firm with a plural
name. Each mechanism has a claim the source does not speak to, which stays not found."""

from __future__ import annotations

import pytest

MATCH = (
    "The Harlow Hawks beat the Denton Owls 94-62 on Saturday. "
    "Kira Mott scored 31 points for the Hawks. "
    "The Owls' top scorer was Jonas Pell with 18 points. "
    "The win was the Hawks' ninth in a row. "
    "Attendance at the arena was 7,400."
)

CUP = (
    "Corvo Athletic beat Danby Town 3-1 in the cup final on Sunday. "
    "Danby's only goal came in the 78th minute. "
    "The final was watched by 41,000 fans. "
    "It was Corvo's fourth cup title."
)

LEAGUE = (
    "The Pellham Lynx beat the Orton Gales 5-2 on Friday. "
    "Goalkeeper Ida Rask made 29 saves. "
    "The Lynx are 41-19 with four games left. "
    "The Gales drop to 22-38."
)

ELECTION = (
    "Tomas Brell was elected mayor of Hollin in 2015. "
    "He won 47 percent of the vote. "
    "He was re-elected in 2019 with 55 percent. "
    "Before politics he ran a bakery for 12 years."
)

PANELS = (
    "Researchers at the Varn Institute built a battery cell that keeps 93 percent of its charge "
    "after a year. "
    "Ordinary cells keep about 81 percent. "
    "The cell took 4 years to develop. "
    "The team has 11 members."
)

CASTLE = (
    "The Merrow Castle was built in 1402 on a cliff above the sea. "
    "Its towers are 31 meters tall. "
    "The castle has 86 rooms. "
    "It was restored between 1971 and 1978. "
    "About 45,000 tourists visit each year."
)

POLL = (
    "Backing for the Harbor Party stood at 38 percent in an April survey. "
    "In the September survey, its backing was 33 percent. "
    "The survey asked 1,500 voters."
)

FIRM = (
    "Kestrel Mills reported revenue of 1.6 billion dollars for 2024. "
    "Its share of the flour market grew from 12 percent to 17 percent. "
    "The company runs 9 plants. "
    "About 2,700 staff work in its plants."
)

TOWER = (
    "The Lenner Tower opened to visitors in 1961. "
    "It rises 2,130 feet above the harbor. "
    "Its lifts carry 900 people an hour."
)


def _verdicts(reasoner, source: str, claims: str) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, claims)}


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The Owls scored 62 points.", "supported"),
        ("The Hawks scored 94 points.", "supported"),
        ("The Owls scored 94 points.", "contradicted"),
        ("The Hawks won by 32 points.", "supported"),
        ("The Hawks won by 23 points.", "contradicted"),
        ("The Owls won by 32 points.", "contradicted"),  # the loser of a match of two
    ],
)
def test_a_sides_figure_in_a_score(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, MATCH, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("Corvo won by two goals.", "supported"),
        ("Danby Town scored one goal.", "supported"),
        ("Danby Town scored two goals.", "contradicted"),
        ("Corvo Athletic scored three goals.", "supported"),
        ("Corvo has won the league 12 times.", "not found"),
    ],
)
def test_a_cup_final_of_two_sides(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, CUP, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The Lynx have won 41 games.", "supported"),
        ("The Lynx have 19 losses.", "supported"),
        ("The Lynx have lost 22 games.", "contradicted"),
        ("The Gales have won 22 games.", "supported"),
        ("The Gales have won 41 games.", "contradicted"),
    ],
)
def test_a_record_gives_wins_and_losses(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, LEAGUE, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("source", "claim", "verdict"),
    [
        (ELECTION, "Brell's vote share rose eight points between 2015 and 2019.", "supported"),
        (ELECTION, "Brell's vote share fell eight points between 2015 and 2019.", "not found"),
        (ELECTION, "Brell's vote share rose by 10 percentage points.", "not found"),
        (PANELS, "The cell keeps about 12 percentage points more than ordinary cells.", "supported"),
        (PANELS, "Ordinary cells keep about 12 percentage points less than the battery cell.", "supported"),
        (PANELS, "Ordinary cells keep about 12 percentage points more than the cell.", "not found"),
        (FIRM, "Kestrel Mills' market share rose by 5 percentage points.", "supported"),
        (POLL, "Backing for the Harbor Party fell five points between April and September.", "supported"),
        (POLL, "Backing for the Harbor Party rose five points between April and September.", "not found"),
    ],
)
def test_a_gap_between_two_rates_in_points(reasoner, source: str, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, source, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The restoration took seven years.", "supported"),
        ("The restoration took nine years.", "contradicted"),
        ("The castle has 86 rooms.", "supported"),
    ],
)
def test_a_nominalised_event_finds_its_verb(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, CASTLE, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("source", "claim", "verdict"),
    [
        (TOWER, "The Lenner Tower is about 2,100 feet tall.", "supported"),
        (TOWER, "The Lenner Tower is 2,310 feet tall.", "contradicted"),
        (FIRM, "Kestrel Mills runs nine plants.", "supported"),
    ],
)
def test_pronouns_of_things_and_firms(reasoner, source: str, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, source, claim)[claim] == verdict


def test_titled_thing_and_firm_pronouns_resolve(reasoner) -> None:
    """ "It" is the Lenner Tower (not a person) and "Its" is Kestrel Mills (plural name)."""
    from qreas.document import read_document

    tower = read_document(reasoner, TOWER)
    assert tower.sentences[1].resolved.startswith("The Lenner Tower rises")  # a name keeps its "the"
    firm = read_document(reasoner, FIRM)
    assert firm.sentences[1].resolved.startswith("Kestrel Mills' share")


def test_rounded_keys_join_a_rounded_figure() -> None:
    from qreas.selection import _significant

    assert _significant(5400, 1) == 5000
    assert _significant(2.94, 2) == 2.9
    assert _significant(412000, 1) == 400000


RACE = (
    "The Brenna Half Marathon was held on Saturday with 8,400 runners. "
    "Lia Korr won the women's race in 71 minutes. "
    "About 8,100 runners finished. "
    "The temperature at the start was 6 degrees."
)

STARTERS = (
    "Kai Osei won the Tarn Cycle Classic on Sunday. "
    "A record 2,350 riders started the race, and 2,110 finished. "
    "The route was 160 kilometers long."
)

STUDY = (
    "The Holm study enrolled 2,400 adults. "
    "Of them, 35 percent lived alone. "
    "The study ran for 3 years."
)

LAYOFFS = (
    "Tovar Glass cut 900 jobs this year. "
    "The cuts amount to 6 percent of its workforce. "
    "The company closed one plant."
)


@pytest.mark.parametrize(
    ("source", "claim", "verdict"),
    [
        (RACE, "About 300 runners did not finish the race.", "supported"),
        (STARTERS, "About 240 starters did not finish.", "supported"),
        (STARTERS, "About 240 riders did not finish the race.", "supported"),
        (STARTERS, "About 240 riders did not start the race.", "not found"),  # another verb
        (STARTERS, "About 900 riders did not finish the race.", "not found"),
    ],
)
def test_those_who_did_not(reasoner, source: str, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, source, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("source", "claim", "verdict"),
    [
        (STUDY, "About 840 adults lived alone.", "supported"),
        (LAYOFFS, "Tovar Glass had a workforce of about 15,000.", "supported"),
        (LAYOFFS, "Tovar Glass had a workforce of about 9,000.", "not found"),
    ],
)
def test_shares_of_a_group_named_apart(reasoner, source: str, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, source, claim)[claim] == verdict


RUN = (
    "The Dalby Pumas defeated the Irvine Hawks 3-2 on Friday. "
    "Goalkeeper Sam Orr made 31 saves. "
    "The Pumas have won 7 of their last 9 games."
)


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The Pumas have lost 7 of their last 9 games.", "contradicted"),
        ("The Pumas have lost 2 of their last 9 games.", "not found"),  # or drawn them
        ("The Hawks have lost 7 of their last 9 games.", "not found"),  # another side
    ],
)
def test_the_other_results_of_a_run(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, RUN, claim)[claim] == verdict
