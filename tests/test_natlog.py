"""Natural-logic core: relations, join and projection tables (MacCartney & Manning 2009),
lexical relations from WordNet, polarity marking, and proofs of invented pairs."""

from __future__ import annotations

import pytest

from qreas.natlog.relations import JOIN, PROJECT, Rel, interval_relation, join, join_all, label_of, project

E, F, R, N, A, C, X = Rel.EQ, Rel.FWD, Rel.REV, Rel.NEG, Rel.ALT, Rel.COV, Rel.IND

# MacCartney (2009), table 5.2: the join of the basic relations (rows ⋈ columns), with
# unions of relations approximated by # as in his implementation.
MACCARTNEY_JOIN = {
    E: (E, F, R, N, A, C, X),
    F: (F, F, X, A, A, X, X),
    R: (R, X, R, C, X, C, X),
    N: (N, C, A, E, R, F, X),
    A: (A, X, A, F, X, F, X),
    C: (C, C, X, R, R, X, X),
    X: (X, X, X, X, X, X, X),
}
ORDER = (E, F, R, N, A, C, X)


@pytest.mark.parametrize("row", ORDER)
def test_join_table_is_maccartneys(row):
    assert tuple(JOIN[row][c] for c in ORDER) == MACCARTNEY_JOIN[row]


def test_join_laws():
    for r in ORDER:
        assert join(E, r) == r and join(r, E) == r  # ≡ is the identity
        assert join(X, r) == X  # nothing is recovered from independence
    assert join(N, N) == E  # double negation
    assert join_all([F, F, E]) == F
    assert join_all([]) == E


def test_projection_signatures():
    # negation swaps containment and exchanges | with ‿ (not French ‿ not German)
    assert [PROJECT["down"][r] for r in ORDER] == [E, R, F, N, C, A, X]
    # upward contexts keep everything
    assert all(PROJECT["up"][r] == r for r in ORDER)
    # "some": existential, exclusion is lost (some goats | some sheep is false: #)
    assert PROJECT["exist"][A] == X and PROJECT["exist"][F] == F
    # "no": downward and exclusive
    assert PROJECT["no"][F] == R and PROJECT["no"][N] == A
    # "every": downward restrictor, upward scope that keeps alternation
    assert PROJECT["every-restrictor"][F] == R and PROJECT["every-scope"][A] == A
    # non-monotone (exactly N): only equivalence survives
    assert all(PROJECT["non"][r] == (E if r == E else X) for r in ORDER)
    # composition: a negation over "no" is upward again
    assert project(F, ["no", "down"]) == F


def test_labels_of_relations():
    assert [label_of(r) for r in ORDER] == [
        "entailment", "entailment", "neutral", "contradiction", "contradiction", "neutral", "neutral"
    ]  # fmt: skip


def test_interval_relations_of_amounts():
    assert interval_relation(True, True, False) == E  # 7 vs 7
    assert interval_relation(True, False, False) == F  # at least 7 vs at least 5
    assert interval_relation(False, True, False) == R
    assert interval_relation(False, False, True) == A  # exactly 7 vs exactly 9
    assert interval_relation(False, False, True, exhaustive=True) == N
    assert interval_relation(False, False, False) == X


# ------------------------------------------------------------------ lexical relations


@pytest.mark.parametrize(
    "p, h, pos, rel",
    [
        ("goat", "sheep", "NOUN", A),  # co-hyponyms: alternation
        ("dog", "animal", "NOUN", F),
        ("animal", "goat", "NOUN", R),
        ("park", "road", "NOUN", X),
        ("couch", "sofa", "NOUN", E),
        ("kill", "die", "VERB", F),  # what a verb entails
        ("win", "lose", "VERB", A),  # antonyms
        ("nurse", "teacher", "NOUN", X),  # jobs overlap: no alternation
        ("nurse", "person", "NOUN", F),
        ("black", "white", "ADJ", A),
    ],
)
def test_lexical_relations_from_wordnet(p, h, pos, rel):
    from qreas.natlog.lexical import relation

    assert relation(p, h, pos) == rel


# ------------------------------------------------------------------ polarity marking


@pytest.fixture(scope="module")
def marks(nlp):
    from qreas.natlog.polarity import operators, polarity

    def run(sentence: str) -> dict[str, str]:
        doc = nlp(sentence)
        ops = operators(doc)
        return {t.text: polarity(ops, t.i) for t in doc}

    return run


@pytest.mark.parametrize(
    "sentence, noun, verb",
    [
        ("Some students passed the exam.", "↑", "↑"),
        ("At least 7 students passed the exam.", "↑", "↑"),
        ("More than 7 students passed the exam.", "↑", "↑"),
        ("Seven students passed the exam.", "↑", "↑"),  # a bare numeral: existential
        ("No students passed the exam.", "↓", "↓"),
        ("Fewer than 7 students passed the exam.", "↓", "↓"),
        ("Every student passed the exam.", "↓", "↑"),
        ("All students passed the exam.", "↓", "↑"),
        ("Exactly 7 students passed the exam.", "=", "="),
        ("Only 7 students passed the exam.", "=", "="),
        ("About 7 students passed the exam.", "↑", "↑"),  # approximate: like a bare numeral
    ],
)
def test_polarity_of_each_quantifier(marks, sentence, noun, verb):
    m = marks(sentence)
    assert (m["students" if "students" in m else "student"], m["passed"]) == (noun, verb)


def test_polarity_of_negation_implicatives_and_hedges(marks):
    m = marks("The farm did not sell 40 goats.")
    assert m["sell"] == "↓" and m["goats"] == "↓" and m["farm"] == "↑"
    assert marks("The farm failed to sell 40 goats.")["goats"] == "↓"
    assert marks("He left without his bags.")["bags"] == "↓"
    assert marks("The company may hire 30 engineers.")["engineers"] == "="
    assert marks("Did the farm sell 40 goats?")["goats"] == "="
    m = marks("If it rains, 40 people will stay home.")
    assert m["rains"] == "↓" and m["stay"] == "="


def test_a_subject_is_outside_the_scope_of_an_object_or_adjunct_quantifier(marks):
    # surface scope: the subject outscopes "no" of the object or of a "with" adjunct
    m = marks("The lists of four clubs were merged with no member counted twice.")
    assert m["clubs"] == "↑" and m["member"] == "↓"
    m = marks("Tired hikers found no water.")
    assert m["hikers"] == "↑" and m["water"] == "↓"


@pytest.mark.parametrize(
    "hypothesis, label",
    [
        ("About 30,000 soldiers died from disease.", "entailment"),  # two thirds of about 45,000
        ("About 20,000 soldiers died from disease.", "contradiction"),
        ("Fewer than 10,000 soldiers died in the war.", "contradiction"),
    ],
)
def test_an_estimated_number_is_approximate_not_hedged(reasoner, hypothesis, label):
    # "an estimated 45,000" is the number's approximation, asserted as "about" is; no modal
    premise = "An estimated 45,000 soldiers died in the war, two thirds of them from disease."
    assert reasoner.predict(premise, hypothesis).label == label
    m_ops = reasoner.prove(premise, hypothesis)[1]
    assert "hedge dropped" not in m_ops.table()


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # a part noun ("half", "end", "section": WordNet's kinds of part) narrows its whole
        ("No cyclist crashed during the race.", "No cyclist crashed during the first half of the race.",
         "entailment"),
        ("Fewer than 4 fouls were called in the match.",
         "Fewer than 4 fouls were called in the second half of the match.", "entailment"),
        ("Lena crashed during the race.", "Lena crashed during the first half of the race.", "neutral"),
        ("Lena crashed during the first half of the race.", "Lena crashed during the race.", "entailment"),
    ],
)
def test_a_part_of_an_aligned_whole_narrows_it(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # an ordinal superlative is the k-th of its scale; the bare superlative the first
        ("The Kelso bridge is the second-longest bridge in the county.",
         "The Kelso bridge is the longest bridge in the county.", "contradiction"),
        ("Mount Arda is the third highest peak of the range.", "Mount Arda is the highest peak of the range.",
         "contradiction"),
        ("Mount Arda is the third highest peak of the range.", "Mount Arda is a peak of the range.",
         "entailment"),
    ],
)
def test_a_dropped_rank_of_a_superlative_is_another_rank(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        ("The Kelso bridge is the longest bridge in the county.",
         "The Kelso bridge is the second-longest bridge in the county.", "contradiction"),
        ("Mount Arda is the highest peak of the range.",
         "Mount Arda is the fourth highest peak of the range.", "contradiction"),
    ],
)
def test_a_bare_superlative_is_the_first_rank(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise, hypothesis",
    [
        ("Luna sold 40 paintings.", "Kai sold 40 paintings."),
        ("Luna's bakery sold 300 loaves.", "Kai's bakery sold 300 loaves."),
    ],
)
def test_another_name_in_the_same_position_is_another_individual(reasoner, premise, hypothesis):
    # names WordNet does not know: the premise says nothing of Kai
    assert reasoner.predict(premise, hypothesis).label == "neutral"


# ------------------------------------------------------------------ proofs of invented pairs


@pytest.fixture(scope="module")
def proof_label(reasoner):
    def run(premise: str, hypothesis: str) -> str:
        return reasoner.prove(premise, hypothesis)[1].label

    return run


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        # the failures quoted in the natural-logic issue
        ("The farm keeps 40 goats.", "The farm keeps 40 sheep.", "neutral"),
        ("The city spent $3 million on parks.", "The city spent $3 million on roads.", "neutral"),
        ("Exactly 4 students passed the exam.", "Exactly 4 students passed the hard exam.", "neutral"),
        ("At least 7 senators voted for the bill.",
         "At least 7 senators voted for the bill and the amendment.", "neutral"),
        # counted nouns through the numeral's restrictor
        ("The farm keeps 40 goats.", "The farm keeps 40 animals.", "entailment"),
        ("The farm keeps 40 animals.", "The farm keeps 40 goats.", "neutral"),
        # numbers, operators
        ("The farm sold 40 goats.", "The farm sold 35 goats.", "contradiction"),
        ("The farm did not sell 40 goats.", "The farm sold 40 goats.", "contradiction"),
        ("The farm may sell 40 goats.", "The farm sold 40 goats.", "neutral"),
        ("Seven U.S. soldiers were killed in Baghdad on Monday.", "Seven soldiers were killed.",
         "entailment"),
    ],
)  # fmt: skip
def test_proofs_of_invented_pairs(proof_label, premise, hypothesis, label):
    assert proof_label(premise, hypothesis) == label


def test_proof_table_shows_every_step(reasoner):
    _, proof = reasoner.prove("The farm keeps 40 goats.", "The farm keeps 40 sheep.")
    table = proof.table()
    assert "QTY" in table and "relation # -> neutral" in table
    assert [s.joined for s in proof.steps][-1] == proof.relation


def test_veto_mode_lets_decisive_edits_overturn_a_label():
    from qreas import Reasoner
    from qreas.config import Config

    r = Reasoner(Config(natlog="veto"), use_cache=False)
    p = r.predict("The farm keeps 40 goats.", "The farm keeps 40 sheep.")
    assert p.label == "neutral" and p.reason.startswith("natural logic")
    p = r.predict("Exactly 4 students passed the exam.", "Exactly 4 students passed the hard exam.")
    assert p.label == "neutral"
    assert r.predict("The farm sold 40 goats.", "The farm sold 35 goats.").label == "contradiction"
    assert r.predict("The farm keeps 40 goats.", "The farm keeps 40 goats.").label == "entailment"


@pytest.mark.parametrize(
    "premise, hypothesis, label",
    [
        ("The farm keeps 40 goats.", "The farm keeps 40 sheep.", "neutral"),
        ("Exactly 4 students passed the exam.", "Exactly 4 students passed the hard exam.", "neutral"),
        ("30% of the 200 workers joined the strike.", "60 workers joined the strike.", "entailment"),
        ("Of the 380 teachers, a quarter took part in the survey.", "95 teachers took part in the survey.",
         "entailment"),
        ("No dogs barked.", "No black dogs barked.", "entailment"),
        ("At most 5 dogs barked.", "At most 5 black dogs barked.", "entailment"),
        ("At most 5 black dogs barked.", "At most 5 dogs barked.", "neutral"),
        ("Every student passed the exam.", "Every tall student passed the exam.", "entailment"),
        ("The farm keeps 40 goats.", "The farm keeps 40 animals.", "entailment"),
        ("Two guards were being held.", "Two others were being held.", "neutral"),
    ],
)  # fmt: skip
def test_default_hybrid_lets_confident_proofs_decide(reasoner, premise, hypothesis, label):
    """The default reasoner (``natlog="hybrid"``) labels these by their proofs: only the
    quantities differ, or one edit under a downward or non-monotone quantifier."""
    assert reasoner.predict(premise, hypothesis).label == label


# When the proof decides (``Proof.confident``): negation, edits under negation, and a
# new modifier of a quantified noun are judged by logic (invented pairs).
@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a negated copy of the premise
        ("The depot sent at least 250 crates.", "It is not true that the depot sent 250 crates or more.",
         "contradiction"),
        ("The depot shipped over 250 crates.", "It is not true that the depot shipped at least 190 crates.",
         "contradiction"),
        ("The depot shipped exactly 250 crates.", "It is not true that the depot shipped exactly 310 crates.",
         "entailment"),
        # restrictor narrowing and widening under an upward numeral
        ("The bakery sold more than 120 loaves.", "The bakery sold more than 120 rye loaves.", "neutral"),
        ("The bakery sold more than 120 rye loaves.", "The bakery sold more than 120 loaves.", "entailment"),
        ("The bakery sold at least 120 loaves.", "The bakery sold at least 90 rye loaves.", "neutral"),
        # a definite numeral is a reference: its negation is a plain contradiction
        ("The 12 workers did not strike.", "The 12 workers struck.", "contradiction"),
        ("The two clubs signed the deal.", "The two clubs did not sign the deal.", "contradiction"),
        # a downward implicative answers a negation, and denies the plain assertion
        ("The council failed to repair 30 bridges.", "The council did not repair 30 bridges.", "entailment"),
        ("The council failed to repair 30 bridges.", "The council repaired 30 bridges.", "contradiction"),
    ],
)  # fmt: skip
def test_the_proof_decides_logical_edits(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()
    assert proof.label == label


def test_a_verbs_numeric_subject_leaves_its_negation_alone(nlp):
    from qreas.natlog.polarity import operators

    doc = nlp("Four of the five drivers do not wear helmets.")
    assert any(o.word == "not" for o in operators(doc))


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a dropped modifier of a quantified noun widens the restrictor
        ("The mill sold at least 75 oak tables.", "The mill sold at least 75 tables.", "entailment"),
        ("The mill sold at least 75 oak tables.", "It is not true that the mill sold 75 tables or more.",
         "contradiction"),
        ("The mill sold at most 75 oak tables.", "The mill sold at most 75 tables.", "neutral"),
    ],
)  # fmt: skip
def test_a_dropped_restrictor_modifier_is_judged(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()
    assert proof.confident


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # scope narrowing under an upward numeral is not entailed ...
        ("At least 40 nurses attended the briefing.", "At least 40 nurses attended the briefing at dawn.",
         "neutral"),
        # ... but a total restates the quantity
        ("The farm keeps 90 hens.", "The farm keeps 90 hens in total.", "entailment"),
    ],
)  # fmt: skip
def test_scope_narrowing_under_a_numeral(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # counts are whole numbers: "more than N" is "at least N+1"
        ("The shop sold more than 59 kites.", "The shop sold at least 60 kites.", "entailment"),
        ("The shop sold more than 59 kites.", "The shop sold fewer than 60 kites.", "contradiction"),
        ("The shop sold fewer than 12 kites.", "The shop sold at most 11 kites.", "entailment"),
        # a measure is not: "more than 59 km" leaves (59, 60) open
        ("The road is more than 59 km long.", "The road is at least 60 km long.", "neutral"),
        # "exactly N" is not what "at least N" says
        ("The shop sold at least 60 kites.", "The shop sold exactly 60 kites.", "neutral"),
    ],
)
def test_whole_counts_and_exact_numerals(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()


def test_a_conditional_does_not_assert_its_consequent(reasoner):
    pred, proof = reasoner.prove("If the river floods, 300 families will leave.", "300 families will leave.")
    assert pred.label == "neutral", proof.table()
    assert proof.confident


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # "exactly N" is "at least N" and "at most N": each half keeps its monotonicity
        ("Exactly 40 female nurses joined the union.", "Fewer than 30 nurses joined the union.",
         "contradiction"),
        ("Exactly 40 nurses joined the union.", "Precisely 52 nurses joined the union in May.",
         "contradiction"),
        ("Exactly 40 nurses joined the union.", "At most 40 female nurses joined the union.", "entailment"),
        ("Exactly 40 female nurses joined the union.", "Exactly 40 nurses joined the union.", "neutral"),
        # under a negation the halves are alternatives
        ("Exactly 40 nurses joined the union.", "It is not true that exactly 33 nurses joined the union.",
         "entailment"),
        ("Exactly 40 nurses joined the union.",
         "It is not true that exactly 40 female nurses joined the union.", "neutral"),
    ],
)  # fmt: skip
def test_exactly_is_two_monotone_halves(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label, proof.table()
