"""Verbs of events that happen once to what they are said of (shared by the claim
checker's date rules, ``qreas.claim_frames``, and the event-year deriver).

Why: two different dates of one event contradict only if the event cannot recur. A
thing is founded, completed, born or first surveyed once; it wins prizes, rises and
visits again and again. A subject singled out by a superlative ("the oldest known
text") has one date too.
"""

from __future__ import annotations

import functools
from typing import Any

from qreas import lexicon

ONCE_ADVERBS = frozenset({"first", "last"})  # "was first surveyed", "last erupted"
# "moved to its *present* offices", "bound in its *current* cover": the move or binding
# that gave the thing its present state is the last of its kind, so it has one date
STATE_ADJECTIVES = frozenset({"present", "current"})
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})


@functools.cache
def _once_verbs() -> frozenset[str]:
    return lexicon.word_set("once_events.txt")


def subjects_of(verb: Any) -> list[Any]:
    """A verb's subjects; or, when the parser glued a subject to the verb as compound
    modifiers ("The earliest Orvic *text* dates from 1272", *dates* read as a noun
    compound's head), those nouns."""
    subjects = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    return subjects or [c for c in verb.lefts if c.dep_ == "compound" and c.pos_ in ("NOUN", "PROPN")]


def once_event_verb(verb: Any) -> bool:
    """A verb of a one-time event, any verb said of the first or last time, or of a
    subject singled out by a superlative ("the *oldest* known text dates from 1172")."""
    adverbs = {c.lower_ for c in verb.children if c.dep_ in ("advmod", "amod")}
    left = [c for c in verb.lefts if c.dep_ == "amod"]  # a subject glued to the verb (below)
    singled = any(
        m.tag_ in ("JJS", "RBS") or m.lower_ in ONCE_ADVERBS
        for s in subjects_of(verb)
        for m in s.children
    ) or any(m.tag_ in ("JJS", "RBS") for a in left for m in a.subtree)
    once = verb.lemma_.lower() in _once_verbs() or bool(adverbs & ONCE_ADVERBS)
    return once or singled or _to_present(verb) or _owned_object(verb)


ORDINAL_ONCE = frozenset({"first", "last", "debut", "maiden", "inaugural", "final"})
RENEWED = frozenset({"new", "latest", "another", "revised", "second", "further"})


def _owned_object(verb: Any) -> bool:
    """A verb whose object is one thing its subject owns, named with a possessive and
    an ordinal or a noun of a one-time status ("received *its charter*", "earned *her
    doctorate*", "released *their third album*"): a thing's own charter, degree or
    n-th album comes once, so two dates of it cannot both hold. A bare possessive
    object of a repeatable kind ("won its match") is not enough: the object must be
    singled out by an ordinal, or be a noun of a one-time status
    (``lexicons/status_nouns.txt``) that no modifier makes one of several ("its *new*
    charter")."""
    objects = [c for c in verb.children if c.dep_ == "dobj" and c.tag_ == "NN"]
    for o in objects:
        if not any(c.dep_ == "poss" for c in o.children):
            continue
        mods = [c for c in o.children if c.dep_ in ("amod", "compound", "nummod")]
        if any(m.lower_ in ORDINAL_ONCE or m.ent_type_ == "ORDINAL" for m in mods):
            return True
        renewed = any(m.lower_ in RENEWED for m in mods)  # "its new charter": one of several
        if not renewed and o.lemma_.lower() in _status_nouns():
            return True
    return False


@functools.cache
def _status_nouns() -> frozenset[str]:
    return lexicon.word_set("status_nouns.txt")


def _to_present(verb: Any) -> bool:
    """A verb whose object (or the object of its preposition) is the thing's present
    one: "moved to its present offices" is the last move."""
    objects = [c for c in verb.children if c.dep_ in ("dobj", "attr")]
    objects += [g for c in verb.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]
    return any(m.dep_ == "amod" and m.lower_ in STATE_ADJECTIVES for o in objects for m in o.children)


def month_of(doc: Any, q: Any) -> str | None:
    """The month named with a year ("October 2024", "14 March 2023", "March 14, 2023"),
    by its first three letters (abbreviations are the same month)."""
    months = lexicon.word_lists().months
    i = q.number_index
    for k in range(i - 1, max(-1, i - 4), -1):
        t = doc[k]
        if t.lower_.rstrip(".") in months:
            return t.lower_[:3]
        if not (t.like_num or t.is_punct):
            return None
    return None
