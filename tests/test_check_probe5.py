"""``qreas check`` (issue 16), fifth probe: invented sources and claims for the
mechanisms added with it. The level a relative comparison is measured against ("54
million riders, 20 percent more than the year before" -> 45 million the year before:
``derivers/compared_base``); a figure given to another subject when the source gives
the claim's subject its own (``swapped_holders``), also in a list of bare counts
("Lions numbered 14, zebras 86"); a share of a named whole from a part said of the
claim's subject (``derivers/subject_shares``); a win's margin (``derivers/win_margins``);
percentage points against percent (``derivers/point_changes``); a change whose subject
names the counted noun ("Adoptions rose by a quarter", ``derivers/up_from``); a subject
conjoined without a figure ("and a local charity the rest"). Each group has claims the
source supports or does not speak to, which stay as they are."""

from __future__ import annotations

TRAMS = (
    "The Corvel tram network carried 54 million riders in 2024, 20 percent more than the year before. "
    "Fares were unchanged at 2 euros. The network has 9 lines."
)
STADIUM = (
    "The new stadium cost 330 million pounds, 10 percent less than the original budget. "
    "It seats 41,000 fans. Work began in 2019."
)
FIRM = (
    "Operating income was 48 million euros, and net income was 31 million euros. "
    "Sales reached 610 million euros. The firm employs 2,300 people."
)
PARK = (
    "Rangers counted the park's large animals in May. Lions numbered 14, zebras 86 and giraffes 23. "
    "The park covers 310 square kilometers."
)
ORCHESTRA = (
    "The orchestra has 96 musicians, including 24 violinists. Its annual budget is 7.5 million euros, "
    "and ticket sales bring in 3 million euros. It gave 64 concerts last season."
)
CLUB = (
    "In the club election, Petra Lind received 412 votes and Omar Haddad received 367. "
    "Turnout was 58 percent. The club has 1,350 members."
)
POLL = (
    "The party's support rose from 18 percent in March to 24 percent in June, a poll found. "
    "The poll surveyed 1,600 voters. The election is in October."
)
SHELTER = (
    "The shelter handled 1,500 adoptions last year, up from 1,200 the year before. "
    "It employs 18 staff. It was founded in 1988."
)
HALL = (
    "The new sports hall cost 8 million dollars. The council paid 5 million dollars and a local charity "
    "the rest. The hall opened in March."
)


def _verdicts(reasoner, source: str, claims: list[str]) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, " ".join(claims))}


def _check(reasoner, source: str, cases: list[tuple[str, str]]) -> None:
    got = _verdicts(reasoner, source, [c for c, _ in cases])
    assert {c: got.get(c, "not found") for c, _ in cases} == dict(cases)


def test_the_level_a_comparison_is_measured_against(reasoner) -> None:
    _check(reasoner, TRAMS, [
        ("The trams carried 45 million riders the year before.", "supported"),
        ("The trams carried 54 million riders the year before.", "contradicted"),
        ("The trams carried 54 million riders in 2024.", "supported"),
        ("The network employs 1,200 drivers.", "not found"),
    ])
    _check(reasoner, STADIUM, [
        ("The original budget was about 367 million pounds.", "supported"),
        ("The original budget was 300 million pounds.", "contradicted"),
    ])


def test_a_figure_of_another_subject(reasoner) -> None:
    _check(reasoner, FIRM, [
        ("Net income was 48 million euros.", "contradicted"),
        ("Net income was 31 million euros.", "supported"),
        ("Operating income was 48 million euros.", "supported"),
    ])
    _check(reasoner, PARK, [
        ("The park had 86 lions.", "contradicted"),
        ("The park had 14 lions.", "supported"),
    ])


def test_a_share_of_a_named_whole(reasoner) -> None:
    _check(reasoner, ORCHESTRA, [
        ("Violinists make up a quarter of the musicians.", "supported"),
        ("Violinists make up 30 percent of the musicians.", "contradicted"),
        ("Ticket sales bring in 40 percent of the budget.", "supported"),
    ])


def test_the_margin_of_a_win(reasoner) -> None:
    _check(reasoner, CLUB, [
        ("Lind won by 45 votes.", "supported"),
        ("Lind won by 55 votes.", "contradicted"),
        ("Haddad won by 45 votes.", "contradicted"),
    ])


def test_percentage_points_and_percent(reasoner) -> None:
    _check(reasoner, POLL, [
        ("Support for the party rose by 6 percentage points.", "supported"),
        ("Support for the party rose by 6 percent.", "contradicted"),
    ])


def test_a_change_said_of_the_counted_noun(reasoner) -> None:
    _check(reasoner, SHELTER, [
        ("Adoptions rose by a quarter last year.", "supported"),
        ("Adoptions rose by a third last year.", "contradicted"),
    ])


def test_a_subject_conjoined_without_a_figure(reasoner) -> None:
    _check(reasoner, HALL, [
        ("The charity paid 3 million dollars.", "supported"),
        ("The council paid 6 million dollars.", "contradicted"),
    ])


REFERENDUM = (
    "Of the 8,000 residents eligible to vote, 5,200 cast a ballot in the referendum. "
    "The proposal passed with 3,100 votes. The town has 11,500 residents."
)
COUNCIL = (
    "Turnout was 45 percent of the 20,000 registered voters. The winning party took 14 of the 31 seats. "
    "The count finished at midnight."
)
HALLS = (
    "The arts centre opened in 2011. The larger of its halls, the Weaver Hall, seats 600 people, "
    "and the smaller, the Linden Room, seats 120. Tickets cost 25 euros."
)


def test_turnout_both_ways(reasoner) -> None:
    _check(reasoner, REFERENDUM, [
        ("Turnout was 65 percent.", "supported"),
        ("Turnout was 70 percent.", "contradicted"),
    ])
    _check(reasoner, COUNCIL, [
        ("About 9,000 people voted.", "supported"),
        ("About 12,000 people voted.", "contradicted"),
    ])


def test_a_name_in_apposition_holds_the_figure(reasoner) -> None:
    _check(reasoner, HALLS, [
        ("The Linden Room seats 600 people.", "contradicted"),
        ("The Linden Room seats 120 people.", "supported"),
    ])


LIBRARY = (
    "The Harlow library lent 450,000 books last year, 10 percent fewer than the year before. "
    "It has 38 staff. The building dates from 1904."
)


def test_the_size_of_a_relative_change(reasoner) -> None:
    _check(reasoner, LIBRARY, [
        ("The library lent 50,000 fewer books last year.", "supported"),
        ("The library lent 45,000 fewer books last year.", "contradicted"),  # not 10 percent of 450,000
        ("The library lent 500,000 books the year before.", "supported"),
    ])
    _check(reasoner, TRAMS, [
        ("Riders rose by 9 million.", "supported"),
        ("Riders rose by 10.8 million.", "contradicted"),
    ])


CLINIC = (
    "The Ostby clinic treated 2,400 patients last year. Women made up 55 percent of the patients. "
    "The clinic employs 31 nurses."
)


def test_the_other_part_of_a_partition(reasoner) -> None:
    _check(reasoner, CLINIC, [
        ("Men made up 45 percent of the patients.", "supported"),
        ("Men made up 55 percent of the patients.", "contradicted"),
        ("The clinic treated 1,080 men last year.", "supported"),
        ("The clinic treated 1,320 men last year.", "contradicted"),
    ])


def test_a_bound_is_no_comparison(reasoner) -> None:
    # "more than 9,000 books" bounds the level; it is no change of 10 percent
    _check(reasoner, LIBRARY, [("The library lent more than 400,000 books last year.", "supported")])


PANTRY = (
    "The Ridgeway pantry gave out 15,000 meals in 2024, up from 12,000 in 2023. "
    "Older residents received 30 percent of the meals. The pantry has 90 volunteers."
)


def test_a_count_from_a_share_of_the_claims_subject(reasoner) -> None:
    _check(reasoner, PANTRY, [
        ("Older residents received 4,500 meals.", "supported"),
        ("Older residents received 6,000 meals.", "contradicted"),
        ("Students received 4,500 meals.", "not found"),
    ])


GALLERY = (
    "The Brisk gallery sold 1,800 prints in 2024, compared with 1,500 in 2023. "
    "It employs 12 staff. It opened in 1999."
)


def test_a_level_set_against_an_earlier_one(reasoner) -> None:
    _check(reasoner, GALLERY, [
        ("Print sales rose by 20 percent.", "supported"),
        ("Print sales rose by 30 percent.", "contradicted"),
        ("Print sales fell by 300.", "contradicted"),
    ])


def test_a_measure_from_a_share_of_its_substance(reasoner) -> None:
    source = (
        "The Dunlow plant treats 40 million liters of wastewater a day. "
        "Farms reuse 15 percent of the wastewater. The plant opened in 1987."
    )
    _check(reasoner, source, [
        ("Farms reuse about 6 million liters a day.", "supported"),
        ("Farms reuse about 10 million liters a day.", "contradicted"),
    ])


def test_a_bare_number_before_last_year(reasoner) -> None:
    # "1,500 last year": a time adverbial after the number, not 1,500 years
    source = (
        "The Brisk gallery sold 1,800 prints this year, compared with 1,500 last year. "
        "It employs 12 staff."
    )
    _check(reasoner, source, [
        ("Print sales rose by 20 percent.", "supported"),
        ("Print sales rose by 300 this year.", "supported"),
        ("Print sales rose by 500 this year.", "contradicted"),
    ])


def test_a_ratio_of_two_holders(reasoner) -> None:
    source = (
        "The Dawn carries 900 passengers and the Star carries 150. "
        "The line was founded in 1950. It has 6 ships."
    )
    _check(reasoner, source, [
        ("The Dawn carries six times as many passengers as the Star.", "supported"),
        ("The Dawn carries six times as many passengers as the Ferryman.", "not found"),
    ])
