"""``qreas check`` recall (issue 16), third probe: invented sources and claims, one
group per mechanism. Elided verbs and nouns of coordinated clauses restored ("the
Hawks 9", "Sy added 24"); a hedged claim far from the stated figure; a summary's
future claim restating its source's forecast ("are expected to cost"); a one-time
event told with a synonym verb ("set up" / "founded"); the period of a change stated
between two years ("in a year"); a level's change told as members added. Each group
has claims the source does not speak to, or speaks to otherwise, which stay as they
are (precision)."""

from __future__ import annotations

import pytest

from qreas.ellipsis import restore

MATCH = (
    "The Tarn Valley Tigers beat the Oakham Herons 88-80 on Friday night. "
    "The Tigers made 14 free throws and the Herons 9. "
    "Tigers forward Ana Pike scored 27 points, while Herons guard Liu Bao added 22. "
    "The Herons had 41 rebounds and the Tigers 35. "
    "A crowd of 6,200 watched at the Mill Street arena."
)

COFFEE = (
    "Dalwick Roasters sold 48,000 tonnes of coffee last season. "
    "Arabica beans made up 61 percent of sales and robusta beans 39 percent. "
    "The firm has 12 shops. "
    "It was founded in 1934 in the port of Wrenby."
)

WORKS = (
    "The city of Harlen will rebuild the Queen Street tunnel next spring. "
    "The work is expected to take 14 weeks and cost 9.2 million euros. "
    "The council plans to hire 40 extra bus drivers during the closure. "
    "The tunnel carries about 31,000 cars a day. "
    "Shop owners fear the closure could cost them 2 million euros."
)

CLUB = (
    "The Pellow Chess Society was founded in 1889 by two schoolteachers. "
    "The society has 210 members. "
    "It opened its first clubhouse in 1902. "
    "The society won the national league in 1931 and 1958."
)

SHELTER = (
    "The Brennock animal shelter took in 1,860 dogs in 2024, up from 1,410 in 2023. "
    "Volunteers walked the dogs twice a day. "
    "The shelter's staff grew from 22 to 29 workers. "
    "Adoptions rose to 1,530."
)


def _verdicts(reasoner, source: str, claims: str) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, claims)}


@pytest.mark.parametrize(
    ("sentence", "restored"),
    [
        ("Ula had 12 corners and Fenby 4.", "Ula had 12 corners, and Fenby had 4 corners."),
        (
            "Pike scored 27 points, while Bao added 22.",
            "Pike scored 27 points, while Bao added 22 points.",
        ),
        (
            "A total of 5,400 riders started, and 5,120 finished.",
            "A total of 5,400 riders started, and 5,120 riders finished.",
        ),
        ("The oldest guest was 97 and the youngest 4.", "The oldest guest was 97, and the youngest was 4."),
        ("The club has 300 members and its coach is 45.", None),  # an age: no noun elided
        ("Rents rose 4 percent in 2023 and 6 percent in 2024.", None),  # two figures in the first clause
    ],
)
def test_elided_words_restored(reasoner, sentence: str, restored: str | None) -> None:
    doc = reasoner.parse_many([sentence])[reasoner._clip(sentence)]
    assert restore(doc) == restored


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The Herons made 9 free throws.", "supported"),
        # the Tigers' figure, and the text gives the Herons 9: a swapped entity, contradicted
        # (as "The Tigers had 41 rebounds" below; ``swapped_holders``)
        ("The Herons made 14 free throws.", "contradicted"),
        ("The Herons made 12 free throws.", "contradicted"),
        ("Liu Bao scored 22 points.", "supported"),
        ("The Tigers had 41 rebounds.", "contradicted"),
        ("The Tigers collected 35 rebounds.", "supported"),
        ("The Tigers made 11 three-pointers.", "not found"),
    ],
)
def test_elided_figures_of_a_match(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, MATCH, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("Robusta beans made up 39 percent of sales.", "supported"),
        ("Arabica beans made up 39 percent of sales.", "contradicted"),
        ("The firm has about 20 shops.", "contradicted"),  # far outside "about 20"
        ("Dalwick Roasters was established in 1934.", "supported"),
        ("The firm opened a roastery in 1950.", "not found"),
    ],
)
def test_shares_hedges_and_synonym_events(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, COFFEE, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The work will cost about 9 million euros.", "supported"),
        ("The work will take 14 weeks.", "supported"),
        ("The council will hire 40 extra bus drivers.", "supported"),
        ("The work cost 9.2 million euros.", "not found"),  # a forecast is no past fact
        ("The closure will cost shop owners 2 million euros.", "not found"),  # a fear, no forecast
    ],
)
def test_future_claims_restate_forecasts(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, WORKS, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The Pellow Chess Society was established in 1898.", "contradicted"),
        ("The Pellow Chess Society was set up in 1889.", "supported"),
        ("The Pellow Chess Society won the national league in 1940.", "not found"),  # repeatable
    ],
)
def test_one_time_events_in_other_words(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, CLUB, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The shelter took in 450 more dogs in a year.", "supported"),
        ("The shelter took in 540 more dogs in a year.", "contradicted"),
        ("The shelter took in 450 more dogs in two years.", "not found"),  # not exclusive
        ("The shelter added 7 workers.", "supported"),
        ("The shelter added 9 workers.", "not found"),  # a gross hiring may exceed the net change
    ],
)
def test_change_periods_and_net_flows(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, SHELTER, claim)[claim] == verdict


DRAW = (
    "Dunford Athletic drew 1-1 with Thistle United on Sunday. "
    "Dunford scored in the 12th minute. "
    "Thistle equalised after the break. "
    "Dunford had 63 percent of possession. "
    "A crowd of 8,400 attended."
)


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        # "Thistle" is a dictionary word, but here the name of a side: the other side's figure
        ("Thistle had 63 percent of possession.", "not found"),
        ("Thistle had 50 percent of possession.", "not found"),
        ("Dunford had 63 percent of possession.", "supported"),
        ("Dunford had 36 percent of possession.", "contradicted"),
    ],
)
def test_a_side_named_by_a_dictionary_word(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, DRAW, claim)[claim] == verdict


@pytest.mark.parametrize(
    ("text", "lo", "hi"),
    [
        ("The ferry crossing takes about an hour and a half.", 1.35, 1.65),
        ("The repairs took nearly a year and a half.", 1.35, 1.5),
        ("The hike takes a day and a half.", 1.5, 1.5),
    ],
)
def test_a_hedge_before_a_measure_and_a_half(reasoner, text: str, lo: float, hi: float) -> None:
    doc = reasoner.parse_many([text])[reasoner._clip(text)]
    (q,) = reasoner._quantities(doc)[0]
    assert (round(q.lo, 4), round(q.hi, 4)) == (lo, hi)


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The sitting lasted about an hour and a half.", "supported"),  # 86 minutes
        ("The crossing took about an hour and a half.", "contradicted"),  # 2 hours 40 minutes
    ],
)
def test_a_hedged_duration_and_a_half(reasoner, claim: str, verdict: str) -> None:
    source = (
        "The Farley town council met on Monday evening. "
        "The sitting lasted 86 minutes. "
        "Councillors approved a budget of 14 million pounds. "
        "Their ferry crossing back to the island took 2 hours and 40 minutes."
    )
    assert _verdicts(reasoner, source, claim)[claim] == verdict


RACE = (
    "Rika Sato won the Hallam ten-kilometre road race on Sunday in 31 minutes. "
    "She finished 22 seconds ahead of Noor Abbas. "
    "About 4,100 runners took part."
)


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("Abbas finished 22 seconds behind Sato.", "supported"),  # the gap is both runners'
        ("Abbas finished 32 seconds behind Sato.", "contradicted"),
        ("Abbas finished 22 seconds ahead of Sato.", "contradicted"),
    ],
)
def test_a_gap_is_a_fact_of_both_parties(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, RACE, claim)[claim] == verdict


WALK = (
    "The Ardley charity walk took place on Sunday. "
    "The walk offered an 8-kilometer river route and a 21-kilometer hill route. "
    "Organisers ended a 6-week fundraising drive on Friday. "
    "About 900 people took part."
)


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The hill route covered 12 kilometers.", "contradicted"),  # the 21-kilometer hill route
        ("The hill route was 21 kilometers long.", "supported"),
        ("The river route was 8 kilometers long.", "supported"),  # not the hill route's rival figure
        ("The fundraising drive lasted 9 weeks.", "contradicted"),
        ("The walkers raised money for 9 weeks.", "not found"),  # another doing's time
    ],
)
def test_a_measure_adjective_restated(reasoner, claim: str, verdict: str) -> None:
    assert _verdicts(reasoner, WALK, claim)[claim] == verdict
