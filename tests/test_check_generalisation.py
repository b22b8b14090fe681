"""``qreas check`` on invented sources (issue 16): claims labelled by logic, in wordings
of our own. Each test names the mechanism it exercises."""

from __future__ import annotations

ROPEWORKS = (
    "The Tallin Ropeworks was founded in 1868 by the brothers Aron and Emil Tallin. "
    "Its main hall, completed in 1902, is 310 meters long. "
    "A new hall of 140 meters is due to open in 2027. "
    "The town of Ebbing first held a rope festival in 1951. "
    "The works won a design award in 2011."
)


def _verdicts(reasoner, source: str, claims: str) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(source, claims)}


# ---------------------------------------------------------------- dates of one-time events


def test_another_date_of_a_one_time_event_is_contradicted(reasoner) -> None:
    claims = (
        "The Tallin Ropeworks was founded in 1886. "
        "The main hall was completed in 1920. "
        "The new hall will open in 2029. "
        "Ebbing first held a rope festival in 1915."
    )
    assert set(_verdicts(reasoner, ROPEWORKS, claims).values()) == {"contradicted"}


def test_the_right_date_of_a_one_time_event_is_not_contradicted(reasoner) -> None:
    claims = "The Tallin Ropeworks was founded in 1868. The main hall was completed in 1902."
    assert "contradicted" not in _verdicts(reasoner, ROPEWORKS, claims).values()


def test_another_date_of_a_repeatable_event_is_not_found(reasoner) -> None:
    # winning an award may happen again: the source does not rule 2015 out
    claim = "The works won a design award in 2015."
    assert _verdicts(reasoner, ROPEWORKS, claim)[claim] == "not found"


def test_a_one_time_event_of_another_subject_is_not_contradicted(reasoner) -> None:
    claim = "The town of Ebbing was founded in 1868."
    assert _verdicts(reasoner, ROPEWORKS, claim)[claim] != "contradicted"


def test_once_event_date_reads_verbs_and_subjects(nlp) -> None:
    from qreas.claim_frames import once_event_date
    from qreas.types import Numset

    def year(doc, text):
        i = next(t.i for t in doc if t.text == text)
        return Numset(lo=float(text), hi=float(text), kind="year", start=i, end=i + 1, number_index=i)

    p = nlp("The cathedral, built in 1220, has two towers.")
    h = nlp("The cathedral was built in 1250.")
    assert once_event_date(p, year(p, "1220"), h, year(h, "1250"))
    h = nlp("The cathedral was visited in 1250.")
    assert not once_event_date(p, year(p, "1220"), h, year(h, "1250"))
    h = nlp("The bridge was built in 1250.")
    assert not once_event_date(p, year(p, "1220"), h, year(h, "1250"))


def test_a_superlative_subject_has_one_date(reasoner) -> None:
    source = "The oldest surviving map of the valley dates from 1488. The valley's abbey holds 12 maps."
    claim = "The earliest surviving map of the valley dates from 1548."
    assert _verdicts(reasoner, source, claim)[claim] == "contradicted"


# ---------------------------------------------------------------- a part of a stated count

ISLAND = (
    "The island of Marsk has about 2,400 boats. "
    "Its harbour was rebuilt in 1998. "
    "The island's 3,100 residents elect a council of nine."
)


def test_a_smaller_count_of_a_narrower_class_is_not_contradicted(reasoner) -> None:
    claim = "Marsk has 35 fishing boats."
    assert _verdicts(reasoner, ISLAND, claim)[claim] == "not found"


def test_a_count_of_a_narrower_class_above_the_whole_is_contradicted(reasoner) -> None:
    claims = "Marsk has 5,000 fishing boats. Marsk has about 1,200 boats."
    assert set(_verdicts(reasoner, ISLAND, claims).values()) == {"contradicted"}


# ---------------------------------------------------------------- the month of a year

GALLERY = (
    "The Orsk Gallery published its annual report in April 2023. "
    "Its director, Lena Havik, gave 14 talks in 2023. "
    "The gallery held a print fair on 9 June 2022."
)


def test_a_year_with_another_month_is_not_supported(reasoner) -> None:
    got = _verdicts(
        reasoner,
        GALLERY,
        "The Orsk Gallery published its annual report in May 2023. "
        "The gallery held a print fair in July 2022.",
    )
    assert got["The Orsk Gallery published its annual report in May 2023."] == "contradicted"
    assert got["The gallery held a print fair in July 2022."] == "not found"


def test_a_year_with_the_same_month_is_supported(reasoner) -> None:
    claim = "The gallery held a print fair in June 2022."
    assert _verdicts(reasoner, GALLERY, claim)[claim] == "supported"


def test_once_event_date_reads_the_theme_of_a_passive(nlp) -> None:
    from qreas.claim_frames import once_event_date
    from qreas.types import Numset

    def year(doc, text):
        i = next(t.i for t in doc if t.text == text)
        return Numset(lo=float(text), hi=float(text), kind="year", start=i, end=i + 1, number_index=i)

    p = nlp("The council published the harbour plan in 1990.")
    h = nlp("The harbour plan was published in 1995.")
    assert once_event_date(p, year(p, "1990"), h, year(h, "1995"))
    h = nlp("The budget was published in 1995.")
    assert not once_event_date(p, year(p, "1990"), h, year(h, "1995"))


# ---------------------------------------------------------------- the same attribute, another value

REGATTA = (
    "Ines Falk won the Lindau regatta on Saturday and collected prize money of 12,000 euros. "
    "Sailors from 14 clubs took part. "
    "The course was shortened after the organisers set a detour of 6 kilometers around the harbour. "
    "The club spent 3,500 euros on new buoys."
)


def test_a_changed_figure_of_the_same_attribute_is_contradicted(reasoner) -> None:
    claims = "Falk received 21,000 euros in prize money. The detour was 9 kilometers long."
    assert set(_verdicts(reasoner, REGATTA, claims).values()) == {"contradicted"}


def test_the_same_figure_of_the_same_attribute_is_not_contradicted(reasoner) -> None:
    claim = "Falk received 12,000 euros in prize money."
    assert _verdicts(reasoner, REGATTA, claim)[claim] == "supported"


def test_a_figure_of_another_attribute_is_not_contradicted(reasoner) -> None:
    claim = "Falk paid 800 euros in entry fees."
    assert _verdicts(reasoner, REGATTA, claim)[claim] == "not found"


def test_attribute_nouns_of_a_figure(nlp) -> None:
    from qreas.attributes import explicit_attribute
    from qreas.types import Numset

    def figure(doc, text, unit):
        i = next(t.i for t in doc if t.text == text)
        return Numset(lo=1.0, hi=1.0, unit=unit, start=i, end=i + 2, number_index=i)

    doc = nlp("The works faced a repair bill of 400 pounds.")
    assert explicit_attribute(doc, figure(doc, "400", "pound")) == {"repair", "bill"}
    doc = nlp("The wall is 12 meters high.")
    assert explicit_attribute(doc, figure(doc, "12", "meter")) == {"wall"}
    doc = nlp("The mill reported a total of 300 workers.")
    assert explicit_attribute(doc, figure(doc, "300", "worker")) == set()


# ---------------------------------------------------------------- "between" two years as a span

MINER = (
    "Tomas Reyk is the longest-serving manager of the Dalby quarry. "
    "He managed the quarry between 1961 and 1990. "
    "The quarry produced 2.1 million tonnes of slate in 1975."
)


def test_between_two_years_gives_the_length_of_a_doing(reasoner) -> None:
    claims = "Reyk managed the quarry for 29 years. Reyk managed the quarry for 35 years."
    got = _verdicts(reasoner, MINER, claims)
    assert got["Reyk managed the quarry for 29 years."] == "supported"
    assert got["Reyk managed the quarry for 35 years."] == "contradicted"


# ---------------------------------------------------------------- precision: another thing, another date

RIVERWORKS = (
    "The Ostra weir was built in 1964 and is 4 meters high. "
    "A smaller weir downstream is 2 meters high. "
    "Pellin Mills was founded in 1872 and Ostra Tannery in 1890."
)


def test_a_narrower_subject_has_its_own_date(reasoner) -> None:
    claim = "The downstream weir was built in 1951."
    assert _verdicts(reasoner, RIVERWORKS, claim)[claim] != "contradicted"


def test_a_verb_dating_two_subjects_does_not_contradict_either(reasoner) -> None:
    claim = "Pellin Mills was founded in 1872."
    assert _verdicts(reasoner, RIVERWORKS, claim)[claim] != "contradicted"


# ---------------------------------------------------------------- a collective's level changes


def test_a_collective_subject_makes_from_to_a_change(reasoner) -> None:
    premise = "The fleet grew from 38 to 45 tankers."
    assert reasoner.predict(premise, "The fleet grew by seven tankers.").label == "entailment"
    assert reasoner.predict(premise, "The fleet grew by nine tankers.").label == "contradiction"


# ---------------------------------------------------------------- the figure of the claim's attribute

WELL = (
    "The Brann borehole was drilled 40 meters from the river to a depth of 310 meters. "
    "It supplies 90 households."
)


def test_a_claim_is_read_against_the_figure_of_its_attribute(reasoner) -> None:
    got = _verdicts(
        reasoner,
        WELL,
        "The borehole reaches a depth of 40 meters. The borehole reaches a depth of 310 meters.",
    )
    assert got["The borehole reaches a depth of 40 meters."] == "contradicted"
    assert got["The borehole reaches a depth of 310 meters."] == "supported"


def test_a_narrower_attribute_is_not_the_sources(nlp) -> None:
    # the source states a fee; a *cleaning* fee is another one (the claim's attribute
    # words must all be the source's)
    from qreas.attributes import same_attribute
    from qreas.types import Numset

    def figure(doc, text):
        i = next(t.i for t in doc if t.text == text)
        return Numset(lo=1.0, hi=1.0, unit="euro", start=i, end=i + 2, number_index=i)

    p = nlp("The market traders paid a fee of 600 euros to the town.")
    h = nlp("The traders paid a cleaning fee of 900 euros.")
    assert not same_attribute(p, figure(p, "600"), h, figure(h, "900"))
    h = nlp("The traders paid a fee of 900 euros to the town.")
    assert same_attribute(p, figure(p, "600"), h, figure(h, "900"))


# ---------------------------------------------------------------- "the X of Y" names


def test_a_name_with_of_is_one_name(reasoner) -> None:
    source = (
        "The Academy of Vellis admitted 640 students in 2024. It was founded in 1921 and has 48 teachers."
    )
    claims = "Vellis has 48 teachers. The Academy of Vellis was founded in 1912."
    got = _verdicts(reasoner, source, claims)
    assert got["Vellis has 48 teachers."] == "supported"
    assert got["The Academy of Vellis was founded in 1912."] == "contradicted"
