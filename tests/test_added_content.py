"""A person the hypothesis names must be one the premise mentions (invented sentences)."""

from qreas.reasoner import Reasoner


def test_new_person_blocks_entailment(reasoner: Reasoner) -> None:
    p = "Police searched 14 houses near the farm where the little girl was last seen ."
    h = "Police searched 14 houses near the farm where Emily Hartwell was last seen"
    pred = reasoner.predict(p, h)
    assert pred.label == "neutral"
    assert "Emily Hartwell" in pred.reason


def test_same_person_by_surname_still_entails(reasoner: Reasoner) -> None:
    p = "Hartwell , 41 , was fined $ 300 on Monday ."
    h = "Thomas Hartwell was fined $ 300"
    assert reasoner.predict(p, h).label == "entailment"


def test_misspelled_name_still_entails(reasoner: Reasoner) -> None:
    p = "Banker Fitzgerald earned more than $ 20 million last year ."
    h = "Banker Fitzgerrald earned more than $ 20 million"
    assert reasoner.predict(p, h).label == "entailment"


def test_places_are_not_judged(reasoner: Reasoner) -> None:
    p = "Employers added 120,000 jobs in May ."
    h = "Canada added 120,000 jobs in May"
    assert "does not name" not in reasoner.predict(p, h).reason
