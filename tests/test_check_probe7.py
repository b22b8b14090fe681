"""``qreas check`` (issue 16), seventh probe: invented sources and claims for the
mechanisms added with it. "by X to Y" of two bare numbers after a change word, a size
and an end (``number_pairs._size_and_end``); "6,000 more than three months earlier",
a difference from the figure at an earlier time, not a bound on the months
(``mention_bounds._compared_time``, ``derivers/stated_differences``); a claim about the
level a stretch of time back, which a figure of the report's own time does not rule
out (``claim_guards.earlier_time``). Each group has claims the source supports,
contradicts or does not speak to."""

from __future__ import annotations

WORKFORCE = (
    "Dellmoor Rail's workforce shrank by 1,100 to 27,900 last year. "
    "The operator runs 410 trains a day."
)
CLOUD = (
    "Varex had 52,000 business customers at the end of September, 4,000 more than three months earlier. "
    "Its cloud revenue was 2.1 billion dollars."
)
MEMBERS = (
    "The Halden Rowing Club said its membership grew to 1.2 million euros in fees this year. "
    "The club had 860 members in May, 40 fewer than two years earlier."
)
STREAMING = (
    "Lumo Music said it had 6.1 million paying subscribers at the end of March. "
    "That is an increase of 900,000 from a year earlier. Lumo employs 700 people."
)


def _verdicts(reasoner, source: str, claims: list[str]) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, " ".join(claims))}


def _check(reasoner, source: str, cases: list[tuple[str, str]]) -> None:
    got = _verdicts(reasoner, source, [c for c, _ in cases])
    assert {c: got.get(c, "not found") for c, _ in cases} == dict(cases)


def test_by_a_bare_size_to_a_bare_end(reasoner) -> None:
    _check(reasoner, WORKFORCE, [
        ("The workforce was 29,000 before the cuts.", "supported"),
        ("The workforce shrank by 1,100.", "supported"),
        ("The workforce shrank by 1,300.", "contradicted"),
        ("The workforce shrank to 29,000.", "contradicted"),
    ])


def test_by_x_to_y_parses_as_size_and_end(reasoner) -> None:
    doc = reasoner.parse_many(["Sales fell by 40 to 160."])["Sales fell by 40 to 160."]
    values = [(q.lo, q.hi) for q in reasoner._quantities(doc)[0]]
    assert values == [(40.0, 40.0), (160.0, 160.0)]
    doc = reasoner.parse_many(["Prices rose by 5 to 10 percent."])["Prices rose by 5 to 10 percent."]
    assert [(q.lo, q.hi) for q in reasoner._quantities(doc)[0]] == [(5.0, 10.0)]  # a range of the size


def test_a_difference_from_an_earlier_time(reasoner) -> None:
    _check(reasoner, CLOUD, [
        ("Varex had 48,000 business customers three months earlier.", "supported"),
        ("Varex had 56,000 business customers three months earlier.", "contradicted"),
        ("Varex had 52,000 business customers at the end of September.", "supported"),
    ])
    _check(reasoner, MEMBERS, [
        ("The club had 900 members two years earlier.", "supported"),
        ("The club had 820 members two years earlier.", "contradicted"),
    ])


def test_the_offset_after_than_is_no_bound(reasoner) -> None:
    text = "The club had 860 members, 40 fewer than two years earlier."
    doc = reasoner.parse_many([text])[text]
    qs = reasoner._quantities(doc)[0]
    years = [q for q in qs if q.unit == "year"]
    assert [(q.lo, q.hi) for q in years] == [(2.0, 2.0)]
    assert not any(q.unit == "year" and q.lo == 40 for q in qs)  # 40 counts members, not years
    text = "He left more than three months ago."
    doc = reasoner.parse_many([text])[text]
    assert [(q.lo, q.lo_open) for q in reasoner._quantities(doc)[0]] == [(3.0, True)]  # still a bound


def test_a_level_a_year_back(reasoner) -> None:
    _check(reasoner, STREAMING, [
        ("Lumo had 5.2 million paying subscribers a year earlier.", "supported"),
        ("Lumo had 6.1 million paying subscribers at the end of March.", "supported"),
        ("Lumo employs 900 people.", "contradicted"),
    ])


STAGE = (
    "Anton Varga won the ninth stage on Friday. He finished in 3 hours 41 minutes, 26 seconds ahead "
    "of Milo Holt. Varga now leads the race by 2 minutes 5 seconds."
)


def test_a_gap_after_a_comma_is_its_own_figure(reasoner) -> None:
    _check(reasoner, STAGE, [
        ("Varga won the stage by 26 seconds.", "supported"),
        ("Varga won the stage by 36 seconds.", "contradicted"),
        ("Varga leads the race by 125 seconds.", "supported"),
    ])
    text = "It took 4 hours, 32 minutes, 18 seconds."
    doc = reasoner.parse_many([text])[text]
    assert [q.text for q in reasoner._quantities(doc)[0]] == ["4 hours, 32 minutes, 18 seconds"]


HEAT = (
    "Temperatures in Brisa reached 40.6 degrees on Tuesday, the highest since records began in 1890. "
    "The previous record, 39.1 degrees, was set in 1998. Hospitals treated 210 people for heatstroke. "
    "Power use peaked at 9,800 megawatts."
)


def test_the_previous_one_of_a_series_happened_once(reasoner) -> None:
    _check(reasoner, HEAT, [
        ("The previous record was set in 2008.", "contradicted"),
        ("The previous record was set in 1998.", "supported"),
        ("Hospitals treated 120 people for heatstroke.", "contradicted"),
    ])


VOLCANO = (
    "Mount Osel erupted on 2 May after 37 years of quiet. The ash cloud rose 9 kilometers. "
    "About 4,000 people were evacuated. The previous eruption, in 1987, killed 11 people."
)


def test_the_year_of_an_event_singled_out_of_a_series(reasoner) -> None:
    _check(reasoner, VOLCANO, [
        ("The previous eruption was in 1978.", "contradicted"),
        ("The previous eruption was in 1987.", "supported"),
        ("The first eruption was in 1978.", "not found"),
    ])


AIRLINE = (
    "Tarn Air carried 6.6 million passengers in 2024, up 10 percent on the year before. "
    "Its fleet grew from 30 to 34 aircraft. The airline employs 4,100 staff."
)


def test_the_year_before_a_dated_comparison(reasoner) -> None:
    _check(reasoner, AIRLINE, [
        ("Tarn Air carried 6 million passengers in 2023.", "supported"),
        ("Tarn Air carried 6.6 million passengers in 2024.", "supported"),
        ("Tarn Air carried 6 million passengers in 2021.", "not found"),
    ])


FINAL = (
    "Maria Lenz beat Aiko Mori in the final on Sunday. Mori, 20, was playing her first final. "
    "Lenz collected 380,000 dollars. The final lasted two hours."
)


def test_a_name_is_a_bare_number_states_an_age(reasoner) -> None:
    _check(reasoner, FINAL, [
        ("Mori is 23.", "contradicted"),
        ("Mori is 20.", "supported"),
        ("Lenz is 20.", "not found"),
    ])
