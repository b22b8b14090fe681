"""Which words of two sentences stand in one slot, and when two holders differ.

Helpers of the aligner (``align``): a purpose phrase the parser hangs on a number in one
sentence and on the verb in the other ("donated [$8,100,000 for museums]" / "donated
[$8.1 million] [for zoos]"), a passive's agent as the active's subject, and holders
named by compounds ("the *music shop*" / "the *orchestra*", "the *repair* shop" /
"the *music* shop"): an institution, a business or a place, whose compound names a
kind of its head, so unrelated heads or unrelated compound nouns are other holders.
"""

from __future__ import annotations

from typing import Any

from qreas.natlog import lexical


def slot_children(n: Any, dep: str) -> list[Any]:
    """A word's dependents in a relation, the agent of a passive ("sold *by the grocer*")
    counting as the subject of the active ("*the grocer* sold"): the same participant
    in the other voice."""
    out = [c for c in n.children if c.dep_ == dep]
    if dep == "nsubj":
        out += [g for c in n.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
    return out


def numeral(t: Any) -> bool:
    """A number, or the noun it counts or measures, that the parser made the head of a
    phrase: "donated [$8,100,000 [for museums]]", "donated [half a million dollars [for
    museums]]" and "donated [$8.1 million] [for zoos]" say the same, the parser
    attaches the purpose to the amount in one and to the verb in the other, so the slot
    is the verb's in both."""
    return _number_word(t) or any(c.dep_ == "nummod" and _number_word(c) for c in t.children)


def _number_word(t: Any) -> bool:
    return t.tag_ == "CD" or t.like_num or (any(ch.isdigit() for ch in t.text) and t.pos_ in ("NOUN", "NUM"))


def holder_kinds(p: Any, h: Any) -> bool:
    """Two nouns that make compounds with one institution or business holder ("the
    *repair* shop" / "the *music* shop", "the *flower* stall" / "the *fruit* stall"),
    unrelated in every WordNet sense: each compound names its own kind of the head,
    so they are two holders."""
    if not (p.dep_ == h.dep_ == "compound" and p.pos_ == h.pos_ == "NOUN"):
        return False
    head = p.head.lemma_.lower()
    if head != h.head.lemma_.lower() or not (subject_like(p.head) and subject_like(h.head)):
        return False
    return lexical.institution_noun(head) and lexical.unrelated_nouns(p.lemma_.lower(), h.lemma_.lower())


def compound_words(t: Any, used: set[int]) -> frozenset[int]:
    """The words right before a noun that make a compound with it ("the *parks*
    department", "the *logging* company", "the *ice cream* parlor"); a lower-case word
    the tagger took for a name ("parks"/NNP) is a common word."""
    out: set[int] = set()
    start = t.i
    for c in reversed(list(t.lefts)):  # nearest first; each with its own compound ("ice cream")
        words = sorted(x.i for x in c.subtree)
        if c.dep_ not in ("amod", "compound") or words[-1] != start - 1:
            break
        if all(i in used for i in words):  # already the noun's own ("gift shop" in WordNet)
            start = words[0]
            continue
        if any(i in used or not (t.doc[i].is_alpha and t.doc[i].is_lower) for i in words):
            break
        out |= set(words)
        start = words[0]
    return frozenset(out)


def institutions(p: Any, h: Any, pw: str, hw: str) -> bool:
    """Both nouns are subjects (or a passive's agent) and name institutions, businesses
    or places (``lexical.institution_noun``)."""
    subjects = subject_like(p) and subject_like(h)
    return subjects and lexical.institution_noun(pw) and lexical.institution_noun(hw)


def subject_like(t: Any) -> bool:
    """A subject, or the agent of a passive ("sold *by the grocer*")."""
    return t.dep_ in ("nsubj", "nsubjpass") or (t.dep_ == "pobj" and t.head.dep_ == "agent")


NAME_DESCRIBED = "description of a named one dropped"


def describes_name(t: Any, used: set[int] | frozenset[int]) -> bool:
    """A common noun in apposition with an aligned name ("her *brother* Ivo", "*striker*
    Lee Park"): the name fixes the referent, so dropping the description changes
    neither who is spoken of nor what is said of them; it is non-restrictive, like any
    apposition of a name."""
    named = any(c.pos_ == "PROPN" and c.dep_ in ("appos", "compound") and c.i in used for c in t.children)
    nxt = t.doc[t.i + 1] if t.i + 1 < len(t.doc) else None  # "his sister Elke", "Elke" mistagged
    missed = nxt is not None and nxt.i in used and nxt.is_alpha and nxt.text[:1].isupper()
    missed = missed and nxt is not None and nxt.pos_ != "NOUN"
    return t.pos_ == "NOUN" and (named or missed)


AGENT_UNSAID = "agent of a passive left unsaid"


def unsaid_agent(t: Any, hdoc: Any, edits: Any) -> bool:
    """The active verb's subject, dropped where the hypothesis says the same verb in the
    passive without a "by" phrase ("*The organisers* cancelled 14 concerts" / "14
    concerts were cancelled"): the passive still says someone did it, so nothing is
    lost about the event's other arguments; the doer is only left unsaid."""
    if t.dep_ != "nsubj" or t.head.pos_ != "VERB":
        return False
    same = [e.h_index for e in edits if e.kind == "MAT" and e.p_index == t.head.i and e.h_index is not None]
    if not same:
        return False
    deps = {c.dep_ for c in hdoc[same[0]].children}
    return "nsubjpass" in deps and "agent" not in deps
