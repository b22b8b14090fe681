"""A hypothesis that compares two things a paragraph gives figures for, with no figure of
its own: "The 2018 edition sold 41,000 tickets. ... The 2022 edition sold 38,500
tickets." / "The 2022 festival sold more tickets than the 2018 festival" (contradiction).

Why: the comparison has no number, so the stages and the proof align its words (the two
years, "sold", "tickets") one by one and never weigh the comparative; both directions
came out entailment. The comparison is arithmetic on the two figures: each side is the
figure of the compared noun (or, when the text counts it by another noun, of the
claim's verb: "sold more cars" / "sold 1.3 million units") in the sentence whose words
name that side best (its year,
ordinal or name, each word weighted by how few sentences use it), and the comparative's
direction ("more", "fewer", "higher") says which must be larger.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.types import Numset

MORE = frozenset({"more", "higher", "larger", "greater", "bigger"})
LESS = frozenset({"fewer", "less", "lower", "smaller"})
SKIP_POS = frozenset({"DET", "ADP", "PUNCT", "AUX", "CCONJ", "PART", "SCONJ", "PRON"})


def _words(tokens: Sequence[Any]) -> set[str]:
    """What names a side: its nouns, names, numbers (years) and ordinals, as written and
    as lemmas."""
    out: set[str] = set()
    for t in tokens:
        if t.pos_ in SKIP_POS or t.is_stop and not t.like_num:
            continue
        out |= {t.lower_, t.lemma_.lower()}
    return out


def _claim(hdoc: Any) -> tuple[int, set[str], set[str], str] | None:
    """(direction, subject words, "than" words, compared noun) of "A verb more N than B"."""
    than = next((t for t in hdoc if t.lower_ == "than"), None)
    comp = next((t for t in hdoc if t.lower_ in MORE | LESS), None)
    if than is None or comp is None or comp.i > than.i:
        return None
    between = (t for t in hdoc[comp.i + 1 : than.i] if t.pos_ == "NOUN")
    noun = comp.head if comp.head.pos_ == "NOUN" else next(between, None)
    verb = next((t for t in hdoc if t.head.i == t.i), None)
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")] if verb is not None else []
    subj = subjects[0] if subjects else None
    other = [t for t in hdoc if t.i > than.i and not t.is_punct]
    if noun is None or subj is None or not other:
        return None
    direction = 1 if comp.lower_ in MORE else -1
    return direction, _words(list(subj.subtree)), _words(other), noun.lemma_.lower()


def _figure(side: set[str], figures: list[tuple[Numset, set[str]]], df: dict[str, int]) -> int | None:
    """The one figure whose sentence words name the side best, None on a tie or none."""
    weighed = ((sum(1 / df.get(w, 1) for w in side & words), k) for k, (_, words) in enumerate(figures))
    scores = sorted(weighed, reverse=True)
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and abs(scores[0][0] - scores[1][0]) < 1e-9):
        return None
    return scores[0][1]


def decide(
    hdoc: Any, hq: Sequence[Numset], docs: Sequence[Any], quantities: Sequence[Sequence[Numset]]
) -> tuple[str, str] | None:
    """(label, reason) of a comparison the paragraph's two figures settle, else None."""
    if any(q.kind == "amount" and q.unit is not None and q.dimension is None and q.unit != "%" for q in hq):
        return None  # a figure of its own ("sold 2,000 more tickets than"): the stages'
    claim = _claim(hdoc)
    if claim is None:
        return None
    direction, a_words, b_words, noun = claim
    a_words, b_words = a_words - b_words - {noun}, b_words - a_words - {noun}
    if not a_words or not b_words:
        return None
    verb = next((t.lemma_.lower() for t in hdoc if t.head.i == t.i), None)
    counted: list[tuple[Numset, set[str]]] = []
    df: dict[str, int] = {}
    for doc, qs in zip(docs, quantities, strict=True):
        words = _words(list(doc))
        for w in words:
            df[w] = df.get(w, 0) + 1
        counts = [q for q in qs if q.kind == "amount" and q.is_exact and q.unit and q.dimension is None]
        counted += [(q, words) for q in counts]
    figures = [(q, w) for q, w in counted if q.unit == noun]
    # "sold more cars than" / "sold 1.3 million units": the counts of the claim's verb
    figures = figures or [(q, w) for q, w in counted if verb is not None and q.verb == verb]
    a = _figure(a_words, figures, df)
    b = _figure(b_words, figures, df)
    if a is None or b is None or a == b or figures[a][1] is figures[b][1]:
        return None
    x, y = figures[a][0], figures[b][0]
    if x.lo == y.lo:
        return None
    holds = (x.lo - y.lo) * direction > 0
    label = "entailment" if holds else "contradiction"
    return label, f"{label}: '{x.text}' against '{y.text}'"
