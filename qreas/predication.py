"""What the hypothesis says of a matched value (stage 5): the same number may be
said of another item of a "respectively" list, of the opposite predicate (WordNet
antonyms), or with the thematic role changed (the premise's patient made the
hypothesis' agent). Then the match does not support the hypothesis.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from itertools import product
from typing import Any

from qreas.claim_frames import OPPOSITE_CHANGE, opposite_change
from qreas.config import Config
from qreas.types import Justification, Numset


def _other_predication(
    config: Config, same_verb: Callable[[str, str], bool], j: Justification, pdoc: Any, hdoc: Any
) -> Justification:
    """A matched value the hypothesis says something else of: another item of a
    "respectively" list, the opposite (antonym) predicate, or another thematic role."""
    p, h = j.premise[0], j.hypothesis
    if _respectively_other(pdoc, hdoc, p):
        return replace(j, verdict="compatible", note="'respectively' pairs it with another item")
    if opposite_change(pdoc, p, hdoc, h):
        return replace(j, verdict="contradicts", note=OPPOSITE_CHANGE)
    if _opposed_heads(config, pdoc, p, hdoc, h):
        return replace(j, verdict="compatible", note="said of the opposite (WordNet antonyms)")
    if _patient_made_agent(same_verb, pdoc, p, hdoc, h):
        return replace(j, verdict="compatible", note="the premise's patient is the hypothesis' agent")
    return j


def _opposed_heads(config: Config, pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """ "net earnings of $374m" / "loses $374m": the words the two quantities are
    arguments of are WordNet antonyms (lexical opposites, as a word or through a
    synonym or derivation of the other: lose / profit ~ earnings), so the
    hypothesis says the opposite of the premise about the same amount."""
    if not config.enabled("wordnet"):
        return False
    a, b = _anchor(pdoc, p), _anchor(hdoc, h)
    if not a or not b or a & b:
        return False
    return any(_antonyms(x) & _first_sense(y) for x, y in [*product(a, b), *product(b, a)])


def _patient_made_agent(
    same_verb: Callable[[str, str], bool], pdoc: Any, p: Numset, hdoc: Any, h: Numset
) -> bool:
    """ "Two persons were injured in attacks perpetrated against banks" / "Two persons
    perpetrated attacks": the premise makes the counted things the patient (passive
    subject) of one verb, the hypothesis the agent (subject of a transitive verb with
    its object) of another verb that the premise uses with other arguments: the
    thematic role changed (Dowty's proto-patient vs proto-agent)."""
    a, b = _subject_verb(pdoc, p, "nsubjpass"), _subject_verb(hdoc, h, "nsubj")
    if a is None or b is None or not any(c.dep_ == "dobj" for c in b.children):
        return False  # an agent acts on an object: "40 miners feared trapped" has none
    u, v = a.lemma_.lower(), b.lemma_.lower()
    if u == v or same_verb(u, v):
        return False
    return any(t.pos_ == "VERB" and t.lemma_.lower() == v for t in pdoc)


def _respectively_other(pdoc: Any, hdoc: Any, p: Numset) -> bool:
    """ "A and B were sentenced to 21 and 18 months, respectively": "respectively" pairs
    the n-th quantity of its clause with the n-th item of another list of the same
    length, so a hypothesis naming an item of that list with a quantity at another
    position is not supported by it."""
    adverb = next((t for t in pdoc if t.lower_ == "respectively"), None)
    if adverb is None or not (p.start <= p.number_index < p.end):
        return False
    numbers = _coordinated_numbers(pdoc[p.number_index])
    if p.number_index not in numbers or len(numbers) < 2:
        return False
    position = numbers.index(p.number_index)
    named = {t.lower_ for t in hdoc if t.pos_ in ("PROPN", "NOUN")}
    for head in pdoc:
        if head.dep_ == "conj" or head.pos_ not in ("NOUN", "PROPN"):
            continue
        items = [head] + [t for t in head.subtree if t.dep_ == "conj" and t.pos_ in ("NOUN", "PROPN")]
        if len(items) != len(numbers) or any(t.i in numbers or t.head.i in numbers for t in items):
            continue
        hits = [k for k, t in enumerate(items) if _item_words(t) & named]
        if len(hits) == 1 and hits[0] != position:
            return True
    return False


def _coordinated_numbers(number: Any) -> list[int]:
    """The numbers of the list a number is in ("21 months and 18 months", "21 and 18
    months"), in order: those of the nouns coordinated with its noun, or of the
    numbers coordinated with it."""
    top = number.head if number.dep_ == "nummod" else number
    while top.dep_ == "conj":
        top = top.head
    members = [top]
    for t in members:  # the conjunct chain: each conjunct hangs on the one before
        members.extend(c for c in t.children if c.dep_ == "conj")
    found = {t.i for t in members if t.like_num}
    found |= {c.i for t in members for c in t.children if c.dep_ == "nummod" and c.like_num}
    return sorted(found)


def _item_words(item: Any) -> set[str]:
    """The words of one listed name or noun ("Tyler Jackson"): the item and its
    compound and flat modifiers."""
    return {item.lower_} | {c.lower_ for c in item.children if c.dep_ in ("compound", "flat")}


def _anchor(doc: Any, q: Numset) -> frozenset[str]:
    """The lemma of the word a quantity is an argument of: the nearest noun or verb
    above its last word, across prepositions ("earnings of $5m" -> earnings, "lost $5m"
    -> lose), as its lemma and as written ("earnings")."""
    if not 0 < q.end <= len(doc):
        return frozenset()
    tok = doc[q.end - 1]
    for _ in range(4):
        if tok.head.i == tok.i:
            return frozenset()
        tok = tok.head
        if q.start <= tok.i < q.end or tok.pos_ == "ADP":
            continue
        return frozenset({tok.lemma_.lower(), tok.lower_}) if tok.pos_ in ("NOUN", "VERB") else frozenset()
    return frozenset()


@functools.lru_cache(maxsize=100_000)
def _antonyms(word: str) -> frozenset[str]:
    """WordNet antonyms of the word itself (antonymy holds between word forms)."""
    from qreas.resources import load_wordnet

    wn = load_wordnet()
    return frozenset(
        a.name().lower()
        for syn in wn.synsets(word)
        for lem in syn.lemmas()
        if lem.name().lower() == word
        for a in lem.antonyms()
    )


@functools.lru_cache(maxsize=100_000)
def _first_sense(word: str) -> frozenset[str]:
    """The word, the synonyms of its first (most frequent) WordNet sense and their
    derivations ("earnings": profit, net income; "profit" the verb): the sense a word
    has unless the context says otherwise."""
    from qreas.resources import load_wordnet

    out = {word}
    for syn in load_wordnet().synsets(word)[:1]:
        for lem in syn.lemmas():
            out.add(lem.name().lower())
            out.update(d.name().lower() for d in lem.derivationally_related_forms())
    return frozenset(out)


def _subject_verb(doc: Any, q: Numset, dep: str) -> Any | None:
    """The verb whose subject (of the given kind: "nsubj" active, "nsubjpass" passive)
    the quantity's noun is."""
    if not 0 < q.end <= len(doc):
        return None
    noun = doc[q.end - 1]
    if noun.pos_ not in ("NOUN", "PROPN"):
        return None  # a bare number ("10 taken to hospital, official says") is no noun phrase
    return noun.head if noun.dep_ == dep and noun.head.pos_ == "VERB" else None
