"""Coordination in natural logic: conjuncts and disjuncts as edits.

MacCartney (2009, ch. 5) and MonaLog (Hu et al. 2020) treat "and" and "or" as
lexical relations between a phrase and its coordination: "A and B" ⊏ A ⊏ "A or B".
So dropping a disjunct widens ("ate fish or meat" -> "ate fish": ⊐) and adding one
narrows nothing ("ate fish" -> "ate fish or meat": ⊏), while adding a conjoined
predicate narrows ("hooted" -> "hooted and flew": ⊐). The quantifier over the
coordination then projects the relation: "fewer than 12 guests ate fish or meat" ⊏
"fewer than 12 guests ate fish" (downward scope).

A predicate conjoined to the verb of its clause with no subject of its own ("10 owls
hooted and flew") shares the subject, and with it the subject's quantifier: the
conjunct is in that quantifier's scope (``shares_subject``), unlike a conjoined clause
with its own subject ("10 owls hooted and the wind blew").
"""

from __future__ import annotations

from typing import Any

from qreas.natlog.relations import Rel

DISJUNCT_DROPPED = "disjunct dropped"
DISJUNCT_ADDED = "disjunct added"
CONJUNCT_ADDED = "conjoined predicate added"
# edits whose relation logic fixes, so monotonicity decides them (``align.MONOTONE_NOTES``)
COORDINATION_NOTES = frozenset({DISJUNCT_DROPPED, DISJUNCT_ADDED, CONJUNCT_ADDED})
SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def coordinator(t: Any) -> str | None:
    """The coordinating word ("and", "or") that joins a conjunct ``t`` to its head:
    spaCy hangs the "cc" on the first conjunct ("fish *or* meat": "or" under "fish"),
    and in a list on the conjunct before (``t``'s own left siblings)."""
    if t.dep_ != "conj":
        return None
    ccs = [c for c in (*t.head.children, *t.children) if c.dep_ == "cc" and c.i < t.i]
    return ccs[-1].lower_ if ccs else None


def shares_subject(t: Any) -> bool:
    """A verb conjoined to its clause's verb without a subject of its own ("hooted and
    *flew*"): the first verb's subject, and its quantifier, are its own too."""
    return (
        t.dep_ == "conj"
        and t.pos_ in ("VERB", "AUX")
        and t.head.pos_ in ("VERB", "AUX")
        and not any(c.dep_ in SUBJECTS for c in t.children)
    )


def coordinated(t: Any, deleted: bool) -> tuple[Rel, str] | None:
    """The relation of deleting (``deleted``) or inserting the conjunct ``t`` with its
    coordinator, when logic fixes it: a disjunct dropped ⊐, added ⊏; a conjoined
    predicate added ⊐ (a dropped conjunct, ⊏, is the generic deletion). None for other
    phrases and for conjoined nouns ("Ann and Bob"), which may be read collectively."""
    word = coordinator(t)
    if word == "or":
        return (Rel.REV, DISJUNCT_DROPPED) if deleted else (Rel.FWD, DISJUNCT_ADDED)
    if word == "and" and not deleted and shares_subject(t):
        return Rel.REV, CONJUNCT_ADDED
    return None


def coordinated_head(t: Any, deleted: bool, kept: set[int]) -> tuple[Rel, str] | None:
    """The same for a first conjunct, which heads the coordination in the parse, edited
    alone while a later conjunct is kept ("were *loaded and* inspected" / "were
    inspected")."""
    for c in t.children:
        if c.i in kept and coordinator(c) is not None:
            # the relation of the first conjunct's edit is the later one's
            if coordinator(c) == "and" and not deleted and not shares_subject(c):
                return None
            return coordinated(c, deleted)
    return None
