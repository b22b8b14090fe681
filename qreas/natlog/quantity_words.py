"""The words of the premise and hypothesis that a quantity edit stands for.

A quantity edit (``QTY``, ``qreas.natlog.infer.quantity_edits``) replaces a whole
mention: its bound words, its number, the counted noun or the unit of measure, and the
words of a rate. The aligner must not treat those words as inserted or deleted
material, and must treat the others (a modifier of the counted noun) as edits of their
own. Moved out of ``infer`` to keep that module to the proof.
"""

from __future__ import annotations

from typing import Any

from qreas.natlog import align as A
from qreas.natlog import partitive_sets
from qreas.natlog.polarity import LOWER_BOUND_WORDS, UPPER_BOUND_WORDS
from qreas.threshold_verbs import threshold_verb
from qreas.types import Numset

RATE_WORDS = ("each", "every", "per", "apiece")
BOUND_WORDS = (LOWER_BOUND_WORDS | UPPER_BOUND_WORDS | {"than", "higher", "lower", "greater", "smaller"}) - {
    "no",
    "not",
}


def says_other(doc: Any, q: Numset) -> bool:
    """The quantity counts "other(s)": members other than those already spoken of."""
    head = doc[min(q.number_index, len(doc) - 1)].head  # "Two others": the counted word
    words = [doc[i] for i in range(q.start, min(q.end, len(doc)))] + [head, *head.children]
    return any(t.lemma_.lower() in A.OTHER or t.lower_ in A.OTHER for t in words)


AGE_WORDS = frozenset({"old", "aged"})

def quantity_tokens(doc: Any, q: Numset) -> set[int]:
    """The words a quantity edit stands for: the bound and number words and the counted
    noun, or all the words of a unit of measure ("2 metric tons"). A modifier of a
    counted noun ("808 *rusty* drills") is an edit of its own, which projects through
    the numeral's restrictor."""
    out = set()
    for i in range(q.start, min(q.end, len(doc))):
        t = doc[i]
        measure = q.dimension is not None  # "2 metric tons": the words name the unit
        if (
            measure
            or i <= q.number_index
            or not t.is_alpha
            or t.lemma_.lower() == (q.unit or "")
            or i == q.end - 1
        ):
            out.add(i)
        elif t.pos_ not in ("ADJ", "VERB") and t.dep_ not in ("amod", "compound", "nmod"):
            out.add(i)
    # the counted noun, where the mention's span stops short of it ("at least 40
    # second-hand guitars": the mention is "at least 40")
    number = doc[min(q.number_index, len(doc) - 1)]
    if q.unit and number.head.lemma_.lower() == q.unit:
        out.add(number.head.i)
    elif q.unit and number.head.pos_ not in ("NOUN", "PROPN"):  # "the number of apples is 2.5"
        out |= {t.i for t in doc if t.lemma_.lower() == q.unit}
    # an age's own words ("a 16-year-*old*", "a boy, *aged* 2"): the unit's, not a predicate
    if q.unit == "year":
        out |= {t.i for t in (number.head, number.head.head) if t.lower_ in AGE_WORDS}
    # a bound written around the number ("a score *higher* than 5", "a *maximum* of 9")
    for t in list(number.ancestors)[:3]:
        if t.lower_ in BOUND_WORDS or partitive_sets.frames_number(t):
            out.add(t.i)
    # a verb of passing that sets the bound ("did not *exceed* 50 dollars", ``threshold_verbs``)
    if q.is_range and (verb := threshold_verb(doc, q)) is not None:
        out.add(verb)
    # the noun a rate distributes over ("$5 per *person*", "3 apples each *day*")
    if q.freq:
        out |= {t.i for t in doc[q.start : min(len(doc), q.end + 4)] if t.lemma_.lower() == q.freq}
    return out
