"""``qreas check`` (issue 16), fourth probe: invented sources and claims, one group per
mechanism of ``qreas.claim_guards`` and the fixes beside it. A change matched with one
of the other direction ("6 percent fewer" / "6 percent more"); a claim about a numbered
period the source gives no figure for ("the third quarter"); a capacity ("can carry")
against a count of what happened; the gapped second figure of a coordination
("and Italians 14 percent") as the rival of the first; "the number of puffins" not
resolved to an earlier claim's subject; an age said in passing ("Dana Whitlock, 37,");
a narrow contradiction not overturned by a wide reading's stray difference. Each group
has claims the source supports or does not speak to, which stay as they are."""

from __future__ import annotations

BAKERY = (
    "Orland Bakeries sold 2.4 million loaves last year, 6 percent fewer than the year before. "
    "The company runs 14 bakeries and employs 930 people. Its bread is sold in 1,200 shops."
)
QUARTER = (
    "Marra Foods earned 41 million dollars in the first quarter. Revenue reached 380 million dollars. "
    "The company has 2,100 staff. It opened 12 stores during the quarter."
)
CABLE = (
    "The Elmwick cable car opened in 1998. It carried 310,000 passengers in 2023. "
    "A return ticket costs 18 euros. The line is 2.7 kilometers long."
)
GUESTS = (
    "The Palmera hotel group welcomed 1.2 million guests last year. "
    "Spaniards made up 27 percent of guests, and Italians 14 percent. The group owns 31 hotels."
)
SEABIRDS = (
    "Rangers on Farrow Island counted 640 pairs of terns this summer, up from 520 pairs last year. "
    "The number of puffins fell from 90 to 64. The island covers 96 hectares."
)
COACH = (
    "Dana Whitlock, 37, took over as head coach of the Rellport Rovers in March. "
    "She replaced Tom Rios, who had led the club for six years. "
    "The Rovers won 11 of their 20 games under Whitlock."
)
MUSEUM = (
    "The Corlen museum's budget rose 4 percent this year, to 12 million euros. "
    "Ticket prices will go up by 1 percent. The museum had 480,000 visitors."
)
MINE = (
    "Tollan Mining produced 212,000 ounces of gold in the first half of the year, 8 percent less "
    "than a year earlier. Costs rose to 1,340 dollars an ounce. Tollan employs 5,100 workers."
)


def _verdicts(reasoner, source: str, claims: list[str]) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, " ".join(claims))}


def _check(reasoner, source: str, cases: list[tuple[str, str]]) -> None:
    got = _verdicts(reasoner, source, [c for c, _ in cases])
    assert {c: got.get(c, "not found") for c, _ in cases} == dict(cases)


def test_direction_of_a_change(reasoner) -> None:
    _check(reasoner, BAKERY, [
        ("Orland Bakeries sold 6 percent more loaves than the year before.", "contradicted"),
        ("Orland Bakeries sold 6 percent fewer loaves than the year before.", "supported"),
        ("Orland Bakeries sold 2.4 million loaves last year.", "supported"),
    ])
    _check(reasoner, MINE, [
        ("Tollan produced 8 percent more gold than a year earlier.", "contradicted"),
        ("Tollan produced 8 percent less gold than a year earlier.", "supported"),
    ])


def test_a_period_the_source_does_not_name(reasoner) -> None:
    _check(reasoner, QUARTER, [
        ("Marra Foods earned 35 million dollars in the third quarter.", "not found"),
        ("Marra Foods earned 35 million dollars in the first quarter.", "contradicted"),
        ("Marra Foods earned 41 million dollars in the first quarter.", "supported"),
    ])
    _check(reasoner, MINE, [
        ("Tollan produced 190,000 ounces in the second half of last year.", "not found"),
    ])


def test_a_capacity_is_not_a_count(reasoner) -> None:
    _check(reasoner, CABLE, [
        ("The Elmwick cable car can carry 80 passengers.", "not found"),
        ("The Elmwick cable car carried 280,000 passengers in 2023.", "contradicted"),
        ("The line is 2.7 kilometers long.", "supported"),
    ])


def test_gapped_figure_is_the_rival(reasoner) -> None:
    _check(reasoner, GUESTS, [
        ("Italians made up 27 percent of guests.", "contradicted"),
        ("Italians made up 14 percent of guests.", "supported"),
        ("The group owns 31 hotels.", "supported"),
    ])


def test_the_number_of_is_its_own_referent(reasoner) -> None:
    _check(reasoner, SEABIRDS, [
        ("Tern numbers rose by 120 pairs.", "supported"),
        ("The number of puffins fell to 58.", "contradicted"),
        ("The number of puffins fell to 64.", "supported"),
    ])


def test_an_age_said_in_passing(reasoner) -> None:
    _check(reasoner, COACH, [
        ("Whitlock is 39 years old.", "contradicted"),
        ("Whitlock is 37 years old.", "supported"),
        ("Rios is 37 years old.", "not found"),  # another person's age is not given
        ("The Rovers won 11 games under Whitlock.", "supported"),
    ])


def test_a_stray_difference_does_not_overturn(reasoner) -> None:
    _check(reasoner, MUSEUM, [
        ("Ticket prices will rise by 3 percent.", "contradicted"),  # not 4 - 1
        ("Ticket prices will rise by 1 percent.", "supported"),
        ("The museum's budget rose 4 percent.", "supported"),
    ])


BOATHOUSE = (
    "The Brookvale rowing club set out to raise 80,000 dollars for a new boathouse. "
    "So far members have collected 52,000 dollars. The club has 140 members."
)


def test_a_shortfall_is_the_target_less_the_amount_reached(reasoner) -> None:
    _check(reasoner, BOATHOUSE, [
        ("The club still needs 28,000 dollars to reach its goal.", "supported"),
        ("The club still needs 38,000 dollars to reach its goal.", "contradicted"),
        ("The club needs 12 new boats.", "not found"),
    ])


JAZZ = (
    "The Ostwick jazz festival returns next month. The festival programme lists 22 performances over "
    "five days. Day tickets cost 35 pounds. The festival lost 3 performances to rain last year."
)


def test_a_holding_verb_restates_the_count_and_a_loss_is_no_part(reasoner) -> None:
    _check(reasoner, JAZZ, [
        ("The festival programme includes 25 performances.", "contradicted"),  # not 22 + 3
        ("The festival programme includes 22 performances.", "supported"),
        ("The festival programme includes 12 workshops.", "not found"),
    ])


TOWN = (
    "The village of Hessby had 3,820 residents at the last count, up 5 percent on the count before. "
    "It has 1,540 homes. Shares in the local brewery closed down 4 percent on Tuesday."
)


def test_up_or_down_before_a_change(reasoner) -> None:
    _check(reasoner, TOWN, [
        ("The population of Hessby fell 5 percent on the count before.", "contradicted"),
        ("The population of Hessby rose 5 percent on the count before.", "supported"),
        ("Brewery shares closed up 4 percent on Tuesday.", "contradicted"),
    ])


HOMES = "Harwick Homes sold 310 houses last year, 40 fewer than expected. It employs 200 people."


def test_the_plan_behind_an_overrun(reasoner) -> None:
    _check(reasoner, HOMES, [
        ("Harwick Homes expected to sell 350 houses.", "supported"),
        ("Harwick Homes expected to sell 270 houses.", "contradicted"),
        ("Harwick Homes sold 310 houses.", "supported"),
    ])


BELTS = (
    "A survey of 2,000 drivers found that 84 percent of them wear seat belts on every trip. "
    "The survey was carried out in May."
)


def test_the_share_that_does_not_is_the_rest(reasoner) -> None:
    _check(reasoner, BELTS, [
        ("16 percent of the drivers do not wear seat belts on every trip.", "supported"),
        ("30 percent of the drivers do not wear seat belts on every trip.", "contradicted"),
        ("84 percent of the drivers wear seat belts on every trip.", "supported"),
    ])
