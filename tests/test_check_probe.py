"""``qreas check`` recall (issue 16): claims a source supports or contradicts that came out
"not found". Invented sources and claims, one test per mechanism: occasions counted as
their results, "the past year" as a year, a relative clause's doer, "over a period of",
and "Y, up from X" as a change."""

from __future__ import annotations

import pytest

CLUB = (
    "The Marrow Rowing Club was founded in 1921 on the river Esk. "
    "The club has won the Esk regatta 7 times, most recently in 2019. "
    "Its most capped rower is Petra Lunn, who rowed 312 races between 1978 and 1994. "
    "Mara Quell, its first coach, visited Ghent four times. "
    "The boathouse holds 40 boats."
)

MILL = (
    "Tessaro Mills is a wool producer in the town of Brenn. "
    "The company said wool prices had climbed 18 percent over the past month. "
    "Tessaro Mills reported an annual profit of 88 million dollars, "
    "up from 70 million dollars a year earlier. "
    "Its workforce was 640, down from 800 in 2020. "
    "Nine weirs were built along the river between 1931 and 1957."
)


def _verdicts(reasoner, source: str, claims: str) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, claims)}


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The club has won seven regatta titles.", "supported"),
        ("The club has won eleven regatta titles.", "contradicted"),
        ("The club has won seven medals.", "not found"),  # one win may yield several medals
        ("Mara Quell made four visits to Ghent.", "supported"),
        ("Mara Quell made six visits to Ghent.", "contradicted"),
    ],
)
def test_occasions_count_as_their_results(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, CLUB, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("Petra Lunn rowed for the club for 16 years.", "supported"),
        ("Petra Lunn rowed for the club for 12 years.", "contradicted"),
        ("Mara Quell rowed for the club for 16 years.", "not found"),  # another doer
    ],
)
def test_a_relative_clause_span_is_its_antecedents(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, CLUB, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("Wool prices climbed 18 percent in a month.", "supported"),
        ("The weirs were built over a period of 26 years.", "supported"),
        ("The weirs were built over a period of 30 years.", "contradicted"),
        ("Tessaro Mills' annual profit rose by 18 million dollars.", "supported"),
        ("Tessaro Mills' annual profit rose by 28 million dollars.", "contradicted"),
        ("Tessaro Mills' annual profit fell by 18 million dollars.", "contradicted"),
        ("Its workforce fell by 160.", "supported"),
        ("Its workforce fell by 20 percent.", "supported"),
    ],
)
def test_periods_and_changes(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, MILL, claim)[claim] == verdict


def test_the_past_month_is_no_year(reasoner) -> None:
    claim = "Wool prices climbed 18 percent in a year."
    assert _verdicts(reasoner, MILL, claim)[claim] != "supported"


def test_the_past_few_months_fix_no_length() -> None:
    from qreas.natlog.derivers.recent_periods import _phrases
    from qreas.resources import load_nlp

    doc = load_nlp()("Prices rose over the past few months but fell over the last year.")
    assert [unit for unit, _ in _phrases(doc)] == ["year"]


def test_occasion_nouns_of_win_and_visit() -> None:
    from qreas.natlog.derivers.occasions import occasion_nouns

    assert {"title", "win"} <= occasion_nouns("win")
    assert "visit" in occasion_nouns("visit")
    assert "medal" not in occasion_nouns("win")
