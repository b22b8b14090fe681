"""Verbal alignment recall: phrasal verbs, verb entailment/cause, reporting frames
(invented sentences)."""

from __future__ import annotations

from typing import Any

from qreas.verbal import VerbalAligner


def _assess(nlp: Any, premise: str, hypothesis: str) -> Any:
    return VerbalAligner().assess(nlp(premise), nlp(hypothesis))


def test_phrasal_verb_aligns_with_its_synonym(nlp: Any) -> None:
    v = _assess(
        nlp, "The 3 concerts occurred in the old harbour .", "3 concerts took place in the old harbour"
    )
    assert not {"take", "place", "take_place"} & set(v.missing)
    assert v.coverage == 1.0


def test_premise_phrasal_verb_supports_single_verb(nlp: Any) -> None:
    v = _assess(nlp, "Two fires took place near the mill .", "Two fires occurred near the mill")
    assert "occur" not in v.missing


def test_unsupported_phrasal_verb_counts_its_parts(nlp: Any) -> None:
    v = _assess(nlp, "The clerk sorted 40 letters .", "The clerk gave out 40 letters")
    assert "give" in v.missing


def test_causative_premise_supports_its_result(nlp: Any) -> None:
    v = _assess(nlp, "The flood killed 12 farmers last spring .", "12 farmers died last spring")
    assert "die" not in v.missing


def test_result_does_not_support_its_cause(nlp: Any) -> None:
    v = _assess(nlp, "12 farmers died last spring .", "The flood killed 12 farmers last spring")
    assert "kill" in v.missing


def test_trailing_reporting_frame_needs_no_counterpart(nlp: Any) -> None:
    p = "The ferry carried 300 passengers a day , the captain said ."
    h = "The ferry carried 300 passengers a day , harbour officials say"
    v = _assess(nlp, p, h)
    assert "official" not in v.missing and "harbour" not in v.missing


def test_preposed_reporting_frame_is_still_judged(nlp: Any) -> None:
    v = _assess(
        nlp,
        "The ferry carried 300 passengers a day .",
        "Harbour officials say the ferry carried 300 passengers",
    )
    assert "official" in v.missing
