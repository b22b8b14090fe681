"""Which nouns a quantifier counts, and which words narrow what it says of them.

- ``quantified``: a numeral, a quantifying determiner, or a partitive quantifier
  ("none of the 15 clerks", "more than half of the voters") on a noun;
- ``in_relative_clause``: a modifier inside a restrictive relative clause of a
  quantified noun is part of the restrictor (MacCartney 2009: the restrictor is the
  noun with all its restrictive modifiers);
- ``narrowing_stop_word``: degree and manner words that spaCy lists as stop words
  but that narrow what they modify ("*very* tired" ⊏ "tired", "played *well*" ⊏
  "played"), so the aligner must see them as edits.
"""

from __future__ import annotations

from typing import Any

from qreas.natlog.polarity import partitive_quantifier, quantifier_word, stray_numeral
from qreas.natlog.word_rules import time_name

# degree words that are spaCy stop words but narrow the adjective they modify
INTENSIFIERS = frozenset({"very", "really"})


def quantified(noun: Any) -> bool:
    """A numeral or a quantifying determiner on the noun. Not an ordinal ("for the
    *first* time"): an ordinal picks one member of a series, a definite description,
    not a quantity of the noun's things."""
    return (
        any(
            c.dep_ == "nummod" or (c.like_num and c.tag_ == "CD") or quantifier_word(c) for c in noun.children
        )
        or stray_numeral(noun) is not None
        or partitive_quantifier(noun)
    )


RELATIVE_MODIFIERS = frozenset({"amod", "advmod", "npadvmod", "prep", "compound"})


def in_relative_clause(t: Any) -> bool:
    """A modifier inside a restrictive relative clause of a quantified noun ("at least 3
    climbers who reached the summit *on Tuesday*", "scientists that studied *blue*
    whales"): the clause is part of the restrictor, so the modifier narrows it."""
    if t.dep_ not in RELATIVE_MODIFIERS:
        return False
    if any(x.pos_ == "PROPN" and not time_name(x) for x in t.subtree):
        return False
    x = t.head
    while x.pos_ not in ("VERB", "AUX") and x.dep_ in ("dobj", "pobj", "prep", "attr") and x.head.i != x.i:
        x = x.head
    if x.dep_ not in ("relcl", "acl") or x.pos_ not in ("VERB", "AUX") or x.head.pos_ != "NOUN":
        return False
    comma = x.left_edge.i > 0 and x.doc[x.left_edge.i - 1].text == ","  # non-restrictive
    return not comma and quantified(x.head)


def narrowing_stop_word(t: Any) -> bool:
    """A stop word that narrows its head: a degree word on an adjective or adverb
    ("*very* tired"), "well" as a verb's manner ("as well" has "as" under it)."""
    if t.dep_ != "advmod":
        return False
    if t.lower_ in INTENSIFIERS:
        return t.head.pos_ in ("ADJ", "ADV")
    return t.lower_ == "well" and t.head.pos_ == "VERB" and not list(t.children)
