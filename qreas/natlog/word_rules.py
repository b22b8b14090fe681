"""Word-level rules of the aligner: times that narrow a scope like common words,
implicative verbs that are transparent or deny their complement, and "without" with a
gerund. Split from ``align`` (which stays under 600 lines)."""

from __future__ import annotations

import functools
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog.polarity import Operator
from qreas.natlog.relations import Rel


def time_name(t: Any) -> bool:
    """A weekday or a month ("on Sunday", "in March"): a time, not a named place or
    source, so a phrase with it narrows a scope like any time adverbial."""
    return t.lower_ in _time_names()


@functools.cache
def _time_names() -> frozenset[str]:
    return word_set("weekdays.txt") | word_set("months.txt")


# two-way negative implicatives: "failed to P" entails not-P and "did not fail to P"
# entails P (Karttunen 1971; signature -/+ in Nairn, Condoravdi & Karttunen 2006), so
# dropping one is negation (^, MacCartney 2009, 6.4); "refused to P" is one-way (-/o):
# alternation (|). "without" with a gerund ("left without paying") denies its verb.
TWO_WAY_IMPLICATIVES = frozenset({"fail", "neglect", "without"})


def implicative_relation(o: Operator) -> Rel:
    return Rel.NEG if o.word in TWO_WAY_IMPLICATIVES else Rel.ALT


def gerund(t: Any, aligned: set[int]) -> bool:
    """ "without *paying* 20 dollars": a clause, not a noun ("without a permit"), whose
    verb the other sentence speaks of (aligned); else the phrase is a modifier the
    deletions and insertions judge ("finished the race without stopping")."""
    return any(c.dep_ == "pcomp" and c.pos_ == "VERB" and c.i in aligned for c in t.children)


def transparent_implicative(t: Any) -> bool:
    """ "*managed* to rescue", "did not *manage* to": a two-way positive implicative
    with its complement says what the complement says (lexicons/positive_implicatives.txt)."""
    return t.lemma_.lower() in _positive_implicatives() and any(
        c.dep_ in ("xcomp", "prep", "pcomp") for c in t.children
    )


@functools.cache
def _positive_implicatives() -> frozenset[str]:
    return word_set("positive_implicatives.txt")
