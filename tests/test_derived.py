"""Derived quantities (``qreas.natlog.derived``): the registry, and the built-in
derivers on invented sentences."""

from __future__ import annotations

import pytest

from qreas.natlog.derived import Context, Derived, deriver, registered


def test_registry_lists_builtins_in_name_order():
    names = list(registered())
    assert "share-of-base" in names
    assert names == sorted(names)


def test_a_name_is_registered_once():
    @deriver("test-only-deriver")
    def one(ctx: Context) -> list[Derived]:
        return []

    with pytest.raises(ValueError, match="already registered"):

        @deriver("test-only-deriver")
        def other(ctx: Context) -> list[Derived]:
            return []


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("30% of the 200 workers went on strike.", "60 workers went on strike.", "entailment"),
        ("Of the 380 teachers, 25% signed the letter.", "95 teachers signed the letter.", "entailment"),
    ],
)
def test_share_of_a_stated_group(reasoner, premise, hypothesis, label):
    pred, proof = reasoner.prove(premise, hypothesis)
    assert pred.label == label
    assert any("of" in s.edit.note and s.edit.kind == "QTY" for s in proof.steps)
