"""A paragraph contradiction that sets a figure of one thing against another thing's:
"Work on the dam ... was completed in 1957 at a cost of $63 million. ... A hydroelectric
plant was added in 1963." / "The hydroelectric plant cost $10 million" is neutral, not a
contradiction; so is "Northern Lines reached number 3" beside "Low Tide ... reached
number 14" and "The estate version sold 400,000 units" beside "The first generation
sold 1.3 million units".

Why: a paragraph speaks of several things of one kind (a dam and its power plant, three
albums, two generations of a car), each with figures of the same measure. The stages
and the proof compare figures by measure; a claim about one thing then meets the
figure of another, and a figure the text never gives reads as a different one. The
guard: the claim's subject is a thing the paragraph names (its head word, or the words
of its name, occur in the text), but no sentence that gives a figure of the claim's
measure mentions it, and it is not the paragraph's topic (named in its first sentence:
"The Westmoor Line is a railway ..." / "the fastest trains ... calling at six
intermediate stations" still speaks of the line). A subject named in a figure's
sentence, or resolved there from a pronoun, keeps the contradiction ("The dam cost more
than $70 million").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.types import Numset

SUBJECTS = ("nsubj", "nsubjpass")
SKIP_POS = frozenset({"DET", "PUNCT", "ADP", "PART", "PRON", "CCONJ", "NUM", "AUX"})


def subject_words(hdoc: Any) -> frozenset[str] | None:
    """The lemmas of the claim's subject phrase (its head and name words; not numbers
    or determiners), None without a noun subject."""
    root = next((t for t in hdoc if t.head.i == t.i), None)
    subj = next((c for c in root.children if c.dep_ in SUBJECTS), None) if root is not None else None
    if subj is None or subj.pos_ not in ("NOUN", "PROPN"):
        return None
    words = {t.lemma_.lower() for t in subj.subtree if t.pos_ not in SKIP_POS and t.dep_ != "poss"}
    words |= {t.lemma_.lower() for t in subj.subtree if t.pos_ == "ADJ" and t.dep_ == "amod"}
    return frozenset(words) or None


def _same_measure(h: Numset, q: Numset) -> bool:
    """Figures of one measure: the same unit, or the same dimension (currencies)."""
    if q.kind in ("year", "date") or q.kind != h.kind:
        return False
    return q.unit == h.unit or (h.dimension is not None and q.dimension == h.dimension)


def _lemmas(doc: Any) -> set[str]:
    return {t.lemma_.lower() for t in doc}


def unstated(
    hdoc: Any, hq: Sequence[Numset], docs: Sequence[Any], quantities: Sequence[Sequence[Numset]]
) -> str | None:
    """The reason a contradiction is another thing's figure, else None (see above)."""
    subject = subject_words(hdoc)
    figures = [q for q in hq if q.kind not in ("year", "date", "ordinal")]
    if subject is None or len(figures) != 1:
        return None
    h = figures[0]
    # a share of a whole ("Older residents received 40 percent of the meals") gives its
    # holder a figure of the whole's measure too
    measured = [
        doc
        for doc, qs in zip(docs, quantities, strict=True)
        if any(_same_measure(h, q) or q.dimension == "percent" for q in qs)
    ]
    if not measured or any(subject & _lemmas(doc) for doc in measured):
        return None
    if subject & _lemmas(docs[0]):
        return None  # the paragraph's topic: an unnamed holder of a figure is as often it
    # named in a sentence that states no amount at all ("A hydroelectric plant was added
    # in 1963"): one that states some ("Yusuf Amara scored twice after the break to make
    # it 4-1") may give the claim's figure in a form not read as its measure
    bare = [
        doc
        for doc, qs in zip(docs, quantities, strict=True)
        if doc not in measured and not any(q.kind == "amount" for q in qs)
    ]
    named = [doc for doc in bare if len(subject & _lemmas(doc)) == len(subject)]
    if not named:
        return None  # the text never names the claim's subject: a paraphrase of a measured one
    return f"the text gives '{' '.join(sorted(subject))}' no figure of '{h.text}''s measure"
