"""``qreas check`` (issue 16), sixth probe: invented sources and claims for the
mechanisms added with it. A claim's noun for the source's verb ("sold 52,000 tickets"
/ "ticket *sales*", "enrolled" / "*enrolment*": ``lexical.nominal_verbs``); the change
between a level stated at two times in two sentences (``derivers/dated_levels``);
words reports use for one measure ("sales" / "revenue": ``lexicons/report_synonyms.tsv``);
a total a change led to, which already counts it, and a count of a part of a group
(``total_guards``); "by X to Y" after a change word, a size and an end
(``number_pairs``); a figure a derivation gives, which the stages must not refute, and
an end level the text states, which an equation must not replace. Each group has
claims the source supports, contradicts or does not speak to."""

from __future__ import annotations

THEATRE = (
    "The Marlow Playhouse sold 52,000 tickets in 2025. In 2024 it sold 40,000 tickets. "
    "The theatre staged 14 productions and employs 85 people."
)
ACADEMY = (
    "Brockfield Academy enrolled 3,600 students this autumn, up from 3,100 a year earlier. "
    "It has 240 teachers."
)
BACKLOG = (
    "The tribunal's backlog fell to 2,400 cases in September. "
    "In March the backlog stood at 3,000 cases. The tribunal has 31 judges."
)
DEPOT = (
    "Westway Transit added 40 buses this year, bringing its fleet to 310. "
    "Hybrid buses make up 30 percent of the fleet. Fares rose to 2.10 pounds."
)
MAKER = (
    "Korlin Foods said sales rose 9 percent to 212 million euros. "
    "Operating profit was 18 million euros. The company has 1,900 staff."
)
GRANT = (
    "The ministry cut the museum's grant by 200,000 euros to 1.8 million euros. "
    "The museum had 410,000 visitors last year."
)
HOSTEL = "Bookings at the Quayside hostel tripled to 9,000 this summer. The hostel has 120 beds."


def _verdicts(reasoner, source: str, claims: list[str]) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, " ".join(claims))}


def _check(reasoner, source: str, cases: list[tuple[str, str]]) -> None:
    got = _verdicts(reasoner, source, [c for c, _ in cases])
    assert {c: got.get(c, "not found") for c, _ in cases} == dict(cases)


def test_a_noun_for_the_source_verb(reasoner) -> None:
    _check(reasoner, ACADEMY, [
        ("Enrolment rose by 500 students.", "supported"),
        ("Brockfield has 240 teachers.", "supported"),
        ("Enrolment rose by 50 percent.", "contradicted"),  # 500 of 3,100 is 16 percent
    ])


def test_a_change_between_two_dated_levels(reasoner) -> None:
    _check(reasoner, THEATRE, [
        ("Ticket sales grew by 30 percent.", "supported"),
        ("Ticket sales grew by 12,000.", "supported"),
        ("Ticket sales fell by 30 percent.", "contradicted"),
        ("Ticket sales grew by 13 percent.", "contradicted"),
        ("The playhouse sold 52,000 tickets in 2025.", "supported"),
    ])
    _check(reasoner, BACKLOG, [
        ("The backlog shrank by a fifth.", "supported"),
        ("The backlog shrank by 600 cases.", "supported"),
        ("The backlog grew by a fifth.", "contradicted"),
    ])


def test_report_synonyms(reasoner) -> None:
    _check(reasoner, MAKER, [
        ("Revenue grew 9 percent to 212 million euros.", "supported"),
        ("Turnover grew 9 percent to 212 million euros.", "supported"),
        ("Korlin Foods has 1,900 staff.", "supported"),
    ])


def test_a_total_and_its_parts(reasoner) -> None:
    _check(reasoner, DEPOT, [
        ("Westway's fleet now numbers 350 buses.", "contradicted"),
        ("Westway's fleet now numbers 310 buses.", "supported"),
        ("Before the additions, Westway had 270 buses.", "supported"),
        ("Some 300 of the buses are hybrids.", "not found"),
    ])


def test_a_change_size_and_its_end(reasoner) -> None:
    _check(reasoner, GRANT, [
        ("The grant was 2 million euros before the cut.", "supported"),
        ("The grant was cut to 1.8 million euros.", "supported"),
        ("The grant was cut to 2 million euros.", "contradicted"),
        ("The grant was cut by 200,000 euros.", "supported"),
        ("The grant was 2.4 million euros before the cut.", "contradicted"),
    ])


def test_a_derived_start_is_not_refuted(reasoner) -> None:
    _check(reasoner, HOSTEL, [
        ("Before the rise, bookings stood at 3,000.", "not found"),
        ("Bookings at the hostel reached 9,000.", "supported"),
        ("The hostel has 210 beds.", "contradicted"),
    ])


KENNEL = (
    "Adoptions at the Fernhill kennel tripled to 1,260 this year. "
    "The kennel has 35 volunteers and 9 paid staff."
)
ESTATE = (
    "The Ashby estate will gain 720 flats. Of these, 240 will be sold to first-time buyers. "
    "The work will cost 130 million pounds."
)


def test_a_factor_as_a_percent(reasoner) -> None:
    _check(reasoner, KENNEL, [
        ("Adoptions rose 200 percent.", "supported"),
        ("Adoptions rose 300 percent.", "contradicted"),
        ("Adoptions fell 200 percent.", "contradicted"),
    ])


def test_a_share_of_a_group_named_back_to(reasoner) -> None:
    _check(reasoner, ESTATE, [
        ("A third of the flats will be sold to first-time buyers.", "supported"),
        ("Half of the flats will be sold to first-time buyers.", "contradicted"),
        ("The work will cost 130 million pounds.", "supported"),
    ])


MILL = (
    "The Corrie paper mill employs 1,350 people, 150 more than a year ago. "
    "Its turnover grew to 240 million euros from 200 million euros."
)


def test_an_absolute_comparison_and_a_change_reached(reasoner) -> None:
    _check(reasoner, MILL, [
        ("A year ago the mill employed 1,200 people.", "supported"),
        ("A year ago the mill employed 1,500 people.", "contradicted"),
        ("The mill's revenue rose by 20 percent.", "supported"),
        ("The mill's turnover reached 240 million euros.", "supported"),
        ("The mill's turnover fell to 240 million euros.", "contradicted"),
    ])


CLINIC = (
    "The Ardley clinic's waiting list fell to 3,120 patients in May. "
    "In February it stood at 3,900 patients. The clinic hired 12 nurses."
)


def test_an_earlier_level_in_the_next_sentence(reasoner) -> None:
    _check(reasoner, CLINIC, [
        ("The waiting list was cut by a fifth.", "supported"),
        ("The waiting list shrank by 780 patients.", "supported"),
        ("The waiting list grew by a fifth.", "contradicted"),
        ("The clinic hired 21 nurses.", "contradicted"),
    ])
