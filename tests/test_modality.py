"""Modality and attribution in the natural-logic core (qreas/natlog/frames.py): a named
person's non-factive report, a question (direct or embedded), a hedge or a
conditional's consequent does not assert its content, so a hypothesis that states that
content as fact is neutral whatever the numbers; a factive verb passes it through; a
frame both sentences keep is judged inside. Invented sentences (other names, nouns,
numbers and verbs than the generated suite's); the comment above each group says why."""

from __future__ import annotations

import pytest

from qreas.natlog.frames import embedded_question, report_scope

PAIRS = [
    # attribution by a named person: non-factive, the claim is not asserted
    ("Priya reported that the bakery had baked 212 loaves.", "The bakery baked 212 loaves.", "neutral"),
    ("Tomasz claimed that the club had signed 17 players.", "The club signed 17 players.", "neutral"),
    (
        "Keiko told reporters that the museum had acquired 64 paintings.",
        "The museum acquired 64 paintings.",
        "neutral",
    ),
    ("Priya reported that the bakery had baked 212 loaves.", "The bakery baked 150 loaves.", "neutral"),
    (
        "Tomasz stated that the mill had produced 930 tonnes of flour.",
        "The mill produced fewer than 500 tonnes of flour.",
        "neutral",
    ),
    # factive / veridical verbs pass the claim through
    ("Priya knew that the bakery had baked 212 loaves.", "The bakery baked 212 loaves.", "entailment"),
    (
        "Tomasz confirmed that the club had signed 17 players.",
        "The club signed more than 10 players.",
        "entailment",
    ),
    (
        "Keiko revealed that the museum had acquired 64 paintings.",
        "The museum acquired 40 paintings.",
        "contradiction",
    ),
    (
        "Tomasz discovered that the mill had produced 930 tonnes of flour.",
        "The mill produced 390 tonnes of flour.",
        "contradiction",
    ),
    # the same report frame on both sides: judged inside the frame
    (
        "Priya reported that the bakery had baked 212 loaves.",
        "Priya reported that the bakery had baked more than 200 loaves.",
        "entailment",
    ),
    (
        "Tomasz said that the club had signed 17 players.",
        "Tomasz said that the club had signed 25 players.",
        "contradiction",
    ),
    (
        "According to Keiko, the museum acquired 64 paintings.",
        "Keiko said that the museum had acquired 64 paintings.",
        "entailment",
    ),
    # embedded and direct questions assert nothing
    ("Priya asked whether the bakery had baked 212 loaves.", "The bakery baked 212 loaves.", "neutral"),
    ("Tomasz wondered if the club had signed 17 players.", "The club signed 19 players.", "neutral"),
    ("Did the museum acquire 64 paintings?", "The museum acquired at least 60 paintings.", "neutral"),
    (
        "Keiko asked whether the mill had produced 930 tonnes of flour.",
        "The mill produced 12 tonnes of flour.",
        "neutral",
    ),
    # hedges in the premise
    ("The bakery may bake 212 loaves.", "The bakery baked 212 loaves.", "neutral"),
    ("The club is likely to sign 17 players.", "The club signed 17 players.", "neutral"),
    ("The museum is expected to acquire 64 paintings.", "The museum acquired 30 paintings.", "neutral"),
    ("The mill possibly produced 930 tonnes of flour.", "The mill produced 930 tonnes of flour.", "neutral"),
    ("The charity hopes to raise 8,000 dollars.", "The charity raised 8,000 dollars.", "neutral"),
    # the same hedge on both sides: judged inside it
    ("The club may sign 17 players.", "The club may sign 30 players.", "contradiction"),
    # more frames: "according to" a person, "unclear whether", "inquired if", modals with
    # a bound or another number, a factive "learned", a report verb "insisted"
    ("According to Keiko, the museum acquired 64 paintings.", "The museum acquired 64 paintings.", "neutral"),
    ("It is unclear whether the farm sold 40 goats.", "The farm sold 40 goats.", "neutral"),
    ("Lena inquired if the farm had sold 40 goats.", "The farm sold 41 goats.", "neutral"),
    ("The farm might sell 40 goats.", "The farm sold more than 30 goats.", "neutral"),
    ("The farm could have sold 40 goats.", "The farm sold 25 goats.", "neutral"),
    ("Lena learned that the farm had sold 40 goats.", "The farm sold 40 goats.", "entailment"),
    ("Lena insisted that the farm had sold 40 goats.", "The farm sold 40 goats.", "neutral"),
    ("Lena estimated that the farm had sold 40 goats.", "The farm sold 22 goats.", "neutral"),
    # a conditional's consequent is not asserted
    ("If the bridge closes, 350 commuters will be late.", "350 commuters will be late.", "neutral"),
    # officials' and agencies' reports are news-asserted, not frames
    ("Police spokesman Omar Haddad said that 5 people were injured.", "5 people were injured.", "entailment"),
    ("Omar Haddad, a fire officer, said that 5 people were injured.", "5 people were injured.", "entailment"),
    ("Omar Haddad said that 5 people were injured.", "5 people were injured.", "neutral"),
    ("Police said that 14 cars were damaged.", "14 cars were damaged.", "entailment"),
    # "if" under a verb that is not of asking is a conditional, not a question
    ("The bakery will bake 212 loaves if it gets flour.", "The bakery will bake 212 loaves.", "neutral"),
]


@pytest.mark.parametrize("premise, hypothesis, label", PAIRS)
def test_modality_labels(reasoner, premise, hypothesis, label):
    p = reasoner.predict(premise, hypothesis)
    assert p.label == label, p.explain()


def _doc(reasoner, text):
    return reasoner.parse_many([text])[text]


def test_report_frame_scopes_the_complement_only(reasoner):
    doc = _doc(reasoner, "Keiko told reporters that the museum had acquired 64 paintings.")
    scope = report_scope(doc[1])
    assert scope is not None
    assert {t.text for t in doc if t.i in scope} >= {"museum", "64", "paintings"}
    assert "reporters" not in {t.text for t in doc if t.i in scope}


def test_factive_and_common_noun_sources_are_no_frames(reasoner):
    knew = _doc(reasoner, "Priya knew that the bakery had baked 212 loaves.")
    police = _doc(reasoner, "Police said that 14 cars were damaged.")
    assert report_scope(knew[1]) is None  # factive: veridical
    assert report_scope(police[1]) is None  # an institution's report: asserted


def test_if_is_a_question_only_under_a_verb_of_asking(reasoner):
    asked = _doc(reasoner, "Tomasz wondered if the club had signed 17 players.")
    cond = _doc(reasoner, "The bakery will bake 212 loaves if it gets flour.")
    assert embedded_question(next(t for t in asked if t.lower_ == "if"))
    assert not embedded_question(next(t for t in cond if t.lower_ == "if"))


def test_a_parenthetical_report_after_its_clause_is_evidential(reasoner):
    """ "P, X said": the clause is the main point, asserted (Simons 2007); "X said
    that P" reports P without asserting it."""
    after = "Eleven ferries were cancelled, Ingrid Vos said."
    assert reasoner.predict(after, "Eleven ferries were cancelled.").label == "entailment"
    before = "Ingrid Vos said that eleven ferries were cancelled."
    assert reasoner.predict(before, "Eleven ferries were cancelled.").label == "neutral"


def test_a_supplement_inside_a_report_is_the_speakers(reasoner):
    """ "the fire, which destroyed 40 homes" is the speaker's comment (Potts 2005)."""
    p = "Lena Ortiz told reporters that she had nothing to do with the fire, which destroyed 40 homes."
    assert reasoner.predict(p, "The fire destroyed 40 homes.").label == "entailment"
    p = "Lena Ortiz told reporters that the fire destroyed 40 homes."  # the report's own content
    assert reasoner.predict(p, "The fire destroyed 40 homes.").label == "neutral"
