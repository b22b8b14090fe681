"""Oracle tests for the suite's logic phenomena (noun identity, people, quantifiers and
their exhaustive grammar, exhaustivity, negated quantities, modality): hand-written
labels for concrete slot values, edge cases included, and generation checks."""

from collections import Counter, defaultdict

import pytest

from qreas.suite import generate, label_for, load_patterns
from qreas.suite import oracle as O
from qreas.suite.draw import Redraw

PHENOMENA = (
    "noun-identity",
    "people-descriptions",
    "quantifiers",
    "quantifier-grammar",
    "exhaustivity",
    "negated-quantities",
    "modality",
)
E, N, C = "entailment", "neutral", "contradiction"


# (pattern, fixed slot values, the label a careful reader gives)
CASES = [
    # noun identity: hypernyms keep lower bounds, hyponyms upper bounds
    ("noun-identity/hypernym-more-than-lower", {"n": 10, "m": 9}, E),
    ("noun-identity/hypernym-more-than-lower", {"n": 10, "m": 10}, N),  # 10 goats, maybe 10 animals
    ("noun-identity/hypernym-at-least-same-number", {"n": 1}, E),
    ("noun-identity/hypernym-fewer-than", {"n": 10, "m": 10}, C),
    ("noun-identity/hypernym-fewer-than", {"n": 10, "m": 11}, N),
    ("noun-identity/hyponym-upper-bound", {"n": 10, "m": 10}, E),
    ("noun-identity/hyponym-upper-bound", {"n": 10, "m": 9}, N),
    ("noun-identity/hyponym-more-than-total", {"n": 10, "m": 10}, C),
    ("noun-identity/hyponym-more-than-total", {"n": 10, "m": 9}, N),
    ("noun-identity/sibling-excluded", {"n": 40, "m": 1}, C),
    ("noun-identity/sibling-excluded", {"n": 40, "m": 0}, E),  # zero sheep: true
    ("noun-identity/modifier-dropped-lower-bound", {"n": 1, "m": 1}, E),
    ("noun-identity/modifier-dropped-upper-bound", {"n": 5, "m": 6}, N),
    ("noun-identity/object-nothing-on-other", {"n": 3, "m": 3}, C),
    ("noun-identity/object-amounts-swapped", {"n": 3, "m": 4}, C),
    # people
    ("people-descriptions/job-to-people-fewer", {"n": 10, "m": 10}, C),
    ("people-descriptions/job-to-people-fewer", {"n": 10, "m": 11}, N),
    ("people-descriptions/nationality-to-people-more-than", {"n": 10, "m": 10}, N),
    ("people-descriptions/named-fewer-than-listed", {"k": 3, "m": 2}, C),
    ("people-descriptions/named-fewer-than-listed", {"k": 3, "m": 3}, N),  # others may have
    ("people-descriptions/named-at-least", {"k": 3, "m": 3}, E),
    ("people-descriptions/named-at-least", {"k": 3, "m": 4}, N),
    ("people-descriptions/only-named-count", {"k": 2}, E),
    ("people-descriptions/only-named-other-count", {"k": 3, "m": 4}, C),
    ("people-descriptions/only-named-other-count", {"k": 3, "m": 2}, C),
    # quantifiers
    ("quantifiers/exactly-scope-narrower-higher", {"n": 4, "m": 5}, C),
    ("quantifiers/exactly-scope-narrower-higher", {"n": 4, "m": 4}, N),
    ("quantifiers/only-n-is-not-more", {"n": 5, "m": 5}, C),
    ("quantifiers/only-n-is-not-more", {"n": 5, "m": 4}, E),  # more than 4 = at least 5
    ("quantifiers/at-least-restrictor-wider", {"n": 5, "m": 5}, E),
    ("quantifiers/at-least-restrictor-wider", {"n": 5, "m": 6}, N),
    ("quantifiers/fewer-than-both-narrower", {"n": 1}, E),
    ("quantifiers/exactly-restrictor-wider-fewer", {"n": 5, "m": 5}, C),
    ("quantifiers/exactly-restrictor-wider-fewer", {"n": 5, "m": 6}, N),
    ("quantifiers/more-than-scope-wider", {"n": 5, "m": 6}, N),
    ("quantifiers/all-n-scope-wider", {"n": 3, "m": 3}, E),
    ("quantifiers/all-n-scope-wider", {"n": 3, "m": 4}, N),
    # the grammar
    ("quantifier-grammar/at-most-lower-same-plain", {"n": 10, "m": 8}, N),
    ("quantifier-grammar/at-most-higher-narrower-negated", {"n": 10, "m": 12}, C),
    ("quantifier-grammar/more-than-equal-wider-negated", {"n": 10, "m": 10}, C),
    ("quantifier-grammar/exactly-higher-narrower-negated", {"n": 10, "m": 12}, E),
    ("quantifier-grammar/exactly-lower-wider-plain", {"n": 10, "m": 8}, C),
    ("quantifier-grammar/exactly-higher-wider-plain", {"n": 10, "m": 12}, N),
    ("quantifier-grammar/fewer-than-equal-narrower-plain", {"n": 10, "m": 10}, E),
    ("quantifier-grammar/at-least-lower-same-plain", {"n": 10, "m": 11}, N),  # outside bucket
    ("quantifier-grammar/more-than-higher-same-negated", {"n": 10, "m": 10}, C),  # outside bucket
    # exhaustivity
    ("exhaustivity/of-n-rest-did-not", {"n": 10, "k": 7}, E),
    ("exhaustivity/of-n-rest-miscounted", {"n": 10, "k": 7, "j": 4}, C),
    ("exhaustivity/of-n-all-none-failed", {"n": 10, "j": 1}, C),
    ("exhaustivity/only-counts-other-total", {"n": 3, "m": 4, "t": 8}, C),
    ("exhaustivity/only-counts-total", {"n": 3, "m": 4}, E),
    ("exhaustivity/open-counts-total", {"n": 3, "m": 4}, N),
    ("exhaustivity/open-counts-total", {"n": 3, "m": 4, "t": 6}, C),  # at least 7 sold
    # negated quantities
    ("negated-quantities/negated-event-lower-number", {"n": 40, "m": 30}, N),
    ("negated-quantities/negated-event-lower-number", {"n": 40, "m": 40}, C),
    ("negated-quantities/negated-more-than-vs-higher", {"n": 40, "m": 41}, C),
    ("negated-quantities/negated-more-than-vs-higher", {"n": 40, "m": 40}, N),
    ("negated-quantities/negated-any-upper-bound", {"n": 1}, E),
    ("negated-quantities/no-to-upper-bound", {"n": 1}, E),
    ("negated-quantities/none-of-n-vs-some", {"n": 40, "m": 1}, C),
    ("negated-quantities/none-of-n-vs-some", {"n": 40, "m": 0}, E),
    ("negated-quantities/no-vs-number", {"n": 1}, C),
    # modality
    ("modality/factive-other-number", {"n": 40, "m": 41}, C),
    ("modality/factive-other-number", {"n": 40, "m": 40}, None),  # same number: not this pattern
    ("modality/conditional-other-number", {"n": 10, "m": 10}, C),
    ("modality/conditional-other-number", {"n": 10, "m": 11}, E),  # 10 is fewer than 11
    ("modality/conditional-lower-bound", {"n": 10, "m": 11}, C),  # 10, so not 11 or more
    ("modality/failed-to-same-number", {"n": 40}, C),
    ("modality/assertion-to-cannot-have", {"n": 10, "m": 11}, None),  # no label: reading-dependent
    ("modality/managed-to-lower-bound", {"n": 10, "m": 10}, E),
    ("modality/hedge-to-assertion", {"n": 10}, N),
]


@pytest.mark.parametrize(("pid", "values", "expected"), CASES)
def test_hand_written_labels(pid, values, expected):
    for seed in range(3):  # the label must not depend on the other (drawn) slots
        assert label_for(pid, seed=seed, **values) == expected, (pid, values, seed)


def test_cases_cover_enough_patterns():
    assert len({pid for pid, _, _ in CASES}) >= 40
    patterns = load_patterns()
    assert all(pid in patterns for pid, _, _ in CASES)


@pytest.mark.parametrize(
    ("pid", "values"),
    [
        ("exhaustivity/of-n-rest-miscounted", {"n": 10, "k": 7, "j": 3}),
        ("exhaustivity/only-counts-other-total", {"n": 3, "m": 4, "t": 7}),
        ("noun-identity/object-amounts-swapped", {"n": 5, "m": 5}),
    ],
)
def test_values_outside_a_pattern_are_rejected(pid, values):
    with pytest.raises(Redraw):
        label_for(pid, **values)


def test_oracle_helpers():
    assert O.complement_label(O.exactly(40), O.exactly(40)) == C
    assert O.complement_label(O.exactly(40), O.exactly(39)) == N
    assert O.complement_label(O.at_least(1), O.exactly(0)) == E
    assert O.complement_label(O.at_least(1), O.at_most(0)) == E
    assert O.complement_label(O.more_than(5), O.at_most(5)) == E
    assert O.complement_label(O.more_than(5), O.exactly(6)) == C
    assert O.complement_label(O.at_most(5), O.more_than(5)) == E
    assert O.membership_label(["A", "B"], True, "C") == C
    assert O.membership_label(["A", "B"], False, "C") == N
    assert O.membership_label(["A", "B"], False, "A") == E
    assert O.modal_label(E, "possible") == E
    assert O.modal_label(E, "impossible") == C
    assert O.modal_label(C, "possible") is None
    assert O.modal_label(N, "impossible") is None
    assert O.embedded_label(False, C) == N
    assert O.embedded_label(True, C) == C
    assert O.conditional_label(True, C) == C
    assert O.conditional_label(False, E) == N


def test_grammar_is_exhaustive():
    """Every combination is registered: 5 quantifiers x 3 numbers x 3 nouns x 2 polarities."""
    grammar = [p for p in load_patterns().values() if p.phenomenon == "quantifier-grammar"]
    assert len(grammar) == 90
    labels = {p.id.removeprefix("quantifier-grammar/"): p.label for p in grammar}
    for pid, label in labels.items():
        if pid.endswith("-plain"):  # negation swaps entailment and contradiction
            assert labels[pid.replace("-plain", "-negated")] == O.negate(label)


@pytest.fixture(scope="module")
def rows():
    return generate(0, 20, phenomena=PHENOMENA)


def test_every_pattern_yields_distinct_rows_with_its_label(rows):
    patterns = load_patterns()
    mine = [p for p in patterns.values() if p.phenomenon in PHENOMENA]
    by_pattern = defaultdict(set)
    for r in rows:
        assert r["gold_label"] == patterns[r["pattern"]].label
        by_pattern[r["pattern"]].add((r["sentence1"], r["sentence2"]))
    for p in mine:
        assert len(by_pattern[p.id]) >= 15, p.id


def test_every_phenomenon_has_all_labels(rows):
    patterns = load_patterns()
    for ph in PHENOMENA:
        labels = Counter(p.label for p in patterns.values() if p.phenomenon == ph)
        assert sum(labels.values()) >= 9, ph
        assert all(labels[lab] >= 2 for lab in (E, N, C)), (ph, labels)


def test_word_lists_cover_the_lexicon():
    """Every class verb has its forms and every class its modifiers (else a draw fails)."""
    from qreas.suite.lexicon import suite_lexicon
    from qreas.suite.words import budgets, modifiers, scopes, verb_forms

    lex = suite_lexicon()
    assert {v for c in lex.classes for v in c.verbs} <= set(verb_forms())
    assert {c.name for c in lex.classes} | {"people", "people-phrase"} <= set(modifiers())
    assert all(s.modifiers and s.past != s.base for s in scopes())
    spenders, objects = budgets()
    assert len(spenders) >= 3 and len(set(objects)) == len(objects) >= 5
