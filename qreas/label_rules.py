"""The label of a pair from its justifications and the verbal side (stage 5).

Any contradicted hypothesis quantity -> contradiction; every quantity justified and
the verbal side agrees -> entailment; otherwise neutral. Before the verbal side is
consulted, what the quantities themselves account for (unit words, the words naming
an equation's result, a negation inside the arithmetic) is taken off its list of
unsupported words. Also the phenomenon tags a prediction carries.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from qreas.article_claims import article_measure_differs
from qreas.candidates import TEMPORAL
from qreas.cues import _aggregate_cues
from qreas.dimensions import _square_base
from qreas.lexicon import word_lists
from qreas.quantities import result_nouns
from qreas.types import Justification, Label, Numset
from qreas.unjudged_comparisons import standard_unmentioned
from qreas.verbal import VerbalAssessment

MIN_COVERAGE = 0.5  # verbal coverage needed to accept a quantity-justified entailment
NO_QUANTITY_COVERAGE = 0.8  # verbal coverage that entails when h has no quantity


def _label(
    justs: Sequence[Justification], verbal: VerbalAssessment | None, pdoc: Any = None, hdoc: Any = None
) -> tuple[Label, str]:
    amounts = [j for j in justs if j.hypothesis.kind not in TEMPORAL]
    if any(j.verdict == "contradicts" for j in justs):
        bad = next(j for j in justs if j.verdict == "contradicts")
        return "contradiction", f"hypothesis quantity {bad.hypothesis.text!r} is ruled out"
    if not amounts and not justs:
        if verbal is None:
            return "neutral", "no quantity in the hypothesis"
        agrees = not (verbal.negation_mismatch or verbal.hedged or verbal.presupposes)
        if hdoc is not None and agrees and standard_unmentioned(pdoc, hdoc):
            return "neutral", "no quantity; the premise does not mention what is compared"
        if hdoc is not None and agrees and verbal.coverage >= NO_QUANTITY_COVERAGE:
            if differs := article_measure_differs(pdoc, hdoc):
                return "contradiction", f"the hypothesis' article measure: {differs}"
        if verbal.coverage >= NO_QUANTITY_COVERAGE and agrees:
            return "entailment", f"no quantity; verbal coverage {verbal.coverage:.2f}"
        return "neutral", f"no quantity; verbal coverage {verbal.coverage:.2f}"
    unsupported = [j for j in justs if j.verdict != "entails"]
    if unsupported:
        return (
            "neutral",
            f"hypothesis quantity {unsupported[0].hypothesis.text!r} not justified",
        )
    if verbal is not None:
        if verbal.negation_mismatch:
            return "neutral", "quantities justified, but negation differs"
        if verbal.hedged:
            return "neutral", "quantities justified, but the premise hedges or attributes"
        if verbal.presupposes:
            return "neutral", "quantities justified, but 'also' or 'other' presupposes more"
        if verbal.new_names:
            return "neutral", f"quantities justified, but the premise does not name {verbal.new_names[0]}"
        if verbal.coverage < MIN_COVERAGE:
            missing = ", ".join(verbal.missing[:5])
            return "neutral", f"quantities justified, verbal coverage low ({missing})"
    return "entailment", "every hypothesis quantity justified"


def _absorb_arithmetic(
    verbal: VerbalAssessment, justs: Sequence[Justification], pdoc: Any, hdoc: Any
) -> VerbalAssessment:
    """What the quantities account for on the verbal side.

    The unit noun of a justified hypothesis quantity was already judged by the pruner
    ("803 people" from 105 parents and 698 pupils). When a hypothesis quantity is
    composed, the words naming the result ("the total number of", the "net amount",
    lexicons/result_nouns.txt and aggregate_cues.txt) and verbs of change of amount
    ("lost", "built", "earned", lexicons/flux_verbs.tsv), which describe the arithmetic,
    need no counterpart in the premise; and a negation on a premise quantity the
    equation uses ("2 members did not show up", "4 socks that did not fit", subtracted)
    is part of the arithmetic, not a negation the hypothesis drops.
    """
    licensed = {j.hypothesis.unit for j in justs if j.verdict == "entails" and j.hypothesis.unit}
    # the words that spell a justified quantity's unit ("percent", "bn", "mph")
    licensed |= {
        t.lemma_.lower()
        for j in justs
        if j.verdict == "entails"
        for t in hdoc[j.hypothesis.start : j.hypothesis.end]
        if t.pos_ in ("NOUN", "PROPN", "SYM", "X") and _is_unit_word(t.lower_)  # "Percent" in a headline
    }
    # "square" centimeters: the word that makes a length unit an area unit (see _squares)
    licensed |= {"square" for j in justs if j.verdict == "entails" and _square_base(j.hypothesis)}
    composed = [j for j in justs if j.method in ("enumerator", "ilp")]
    if composed:
        licensed |= _result_words() | set(word_lists().flux)
    missing = tuple(w for w in verbal.missing if w not in licensed)
    coverage = verbal.coverage
    if verbal.total and len(missing) != len(verbal.missing):
        coverage = (verbal.total - len(missing)) / verbal.total
    negation = verbal.negation_mismatch
    if negation and composed and not any(t.dep_ == "neg" for t in hdoc):
        used = [q for j in composed for q in j.premise]
        negation = not all(_negation_on(t, used) for t in pdoc if t.dep_ == "neg")
    inside = {i for j in justs for i in range(j.hypothesis.start, j.hypothesis.end)}
    h_neg = [t.i for t in hdoc or () if t.dep_ == "neg"]
    if negation and h_neg and set(h_neg) <= inside and not any(t.dep_ == "neg" for t in pdoc or ()):
        negation = False  # "no later than 2019": part of the bound the quantity reads
    return replace(verbal, missing=missing, coverage=coverage, negation_mismatch=negation)


def _is_unit_word(word: str) -> bool:
    from qreas.units import registry

    return registry().get(word) is not None


def _negation_on(neg: Any, used: Sequence[Numset]) -> bool:
    """Does a negation bear on one of the quantities an equation uses: on its governing
    verb ("3 did not show up") or in a clause about it ("4 socks that did not fit")?"""
    verb = neg.head
    for q in used:
        if q.negated and q.verb == verb.lemma_.lower():
            return True
        if verb.dep_ == "relcl" and q.start <= verb.head.i < q.end:
            return True
    return False


@functools.cache
def _result_words() -> frozenset[str]:
    return result_nouns() | _aggregate_cues()


def _tags(pq: Sequence[Numset], hq: Sequence[Numset], justs: Sequence[Justification]) -> tuple[str, ...]:
    """Phenomena the pair involves, as the engine detected them."""
    tags: set[str] = set()
    qs = list(pq) + list(hq)
    if not hq:
        tags.add("no-quantity")
    if any(j.method in ("ilp", "enumerator") for j in justs):
        tags.add("arithmetic")
    if any(q.approximate for q in qs):
        tags.add("approximation")
    if any(q.is_range and not q.approximate and not q.open_below and q.hi != float("inf") for q in qs):
        tags.add("ranges")
    if any(q.open_below or q.hi == float("inf") for q in qs):
        tags.add("bounds")
    if any(q.kind == "ratio" or q.unit == "%" for q in qs):
        tags.add("ratios")
    if any(q.kind == "ordinal" for q in qs):
        tags.add("ordinals")
    if any(q.kind in TEMPORAL for q in qs):
        tags.add("temporal")
    return tuple(sorted(tags))
