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
