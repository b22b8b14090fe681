"""The integer tree tables (``qreas.natlog.trees``) agree with spaCy's own Token API."""

from __future__ import annotations

import pytest

from qreas.natlog import trees

SENTENCES = [
    "",
    "Rain.",
    "The ferry, which was built in 1962 by a yard that later closed, carried 310 people on its last trip.",
    "At most 12 of the 40 volunteers who signed up did not arrive before noon, and the rest stayed home.",
    "Lena sold 4 tickets. Her brother sold twice as many.",
]


@pytest.mark.parametrize("text", SENTENCES)
def test_tables_match_token_api(nlp, text):
    doc = nlp(text)
    assert trees.heads(doc) == tuple(t.head.i for t in doc)
    assert trees.children(doc) == tuple(tuple(c.i for c in t.children) for t in doc)
    for t in doc:
        assert trees.subtree(t) == frozenset(x.i for x in t.subtree)


@pytest.mark.parametrize("text", SENTENCES)
def test_bottom_up_puts_children_first(nlp, text):
    doc = nlp(text)
    order = trees.bottom_up(doc)
    assert sorted(order) == list(range(len(doc)))  # every token once
    pos = {i: k for k, i in enumerate(order)}
    for t in doc:
        assert all(pos[c.i] < pos[t.i] for c in t.children)
