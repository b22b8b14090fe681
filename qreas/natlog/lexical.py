"""Lexical relations of word pairs, from WordNet 3.0 (the relation of one edit).

MacCartney (2009, ch. 7) predicts an edit's relation from lexical resources; qreas
reads them off WordNet directly, without a learned classifier:
- ≡: the same lemma, or a shared synset (couch / sofa);
- ⊏ / ⊐: a hypernym (or, for verbs, an entailment or cause: kill -> die) of one word's
  first senses lies above the other's (crow ⊏ bird; animal ⊐ goat);
- |: antonyms (win / lose), or co-hyponyms: nouns whose first senses share a direct
  hypernym and neither is above the other (goat | sheep; MacCartney's alternation for
  sister terms); proper nouns naming different people;
- #: anything else (hungry # hippo, parks # roads).
Only the first ``SENSES`` senses count: rare senses would make most words related.
"""

from __future__ import annotations

import functools
from typing import Any

from qreas.natlog.relations import Rel
from qreas.resources import load_wordnet

SENSES = 3
DEPTH = 14  # hypernym levels searched (goat -> animal is 9)
POS = {"NOUN": "n", "PROPN": "n", "VERB": "v", "ADJ": "a", "ADV": "r"}


@functools.cache
def _wn() -> Any:
    return load_wordnet()


@functools.lru_cache(maxsize=50_000)
def _synsets(lemma: str, pos: str) -> tuple[Any, ...]:
    wn_pos = POS.get(pos)
    if wn_pos is None:
        return ()
    found = _wn().synsets(lemma.replace(" ", "_"), wn_pos)
    if wn_pos == "a":
        found += _wn().synsets(lemma, "s")
    return tuple(found[:SENSES])


@functools.lru_cache(maxsize=50_000)
def _above(lemma: str, pos: str) -> frozenset[Any]:
    """Every synset above the word's first senses (hypernyms; for verbs also what they
    entail or cause), up to DEPTH levels."""
    out: set[Any] = set()
    frontier = list(_synsets(lemma, pos))
    for _ in range(DEPTH):
        nxt = []
        for s in frontier:
            ups = s.hypernyms() + s.instance_hypernyms()
            if s.pos() == "v":
                ups += s.entailments() + s.causes()
            for u in ups:
                if u not in out:
                    out.add(u)
                    nxt.append(u)
        frontier = nxt
    return frozenset(out)


@functools.lru_cache(maxsize=50_000)
def _antonyms(lemma: str, pos: str) -> frozenset[str]:
    return frozenset(
        a.name().lower() for s in _synsets(lemma, pos) for lem in s.lemmas() for a in lem.antonyms()
    )


def _sisters(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    """First senses sharing a direct hypernym (co-hyponyms)."""
    if not a or not b:
        return False
    return bool({h for s in a[:1] for h in s.hypernyms()} & {h for s in b[:1] for h in s.hypernyms()})


@functools.lru_cache(maxsize=100_000)
def relation(p: str, h: str, pos: str) -> Rel:
    """The relation of premise word ``p`` to hypothesis word ``h`` (lemmas, one POS)."""
    p, h = p.lower(), h.lower()
    if p == h:
        return Rel.EQ
    ps, hs = _synsets(p, pos), _synsets(h, pos)
    if set(ps) & set(hs):
        return Rel.EQ
    if h in _antonyms(p, pos) or p in _antonyms(h, pos):
        return Rel.ALT
    if not ps or not hs:
        return Rel.IND
    if set(hs) & _above(p, pos):
        return Rel.FWD
    if set(ps) & _above(h, pos):
        return Rel.REV
    if pos in ("NOUN",) and _sisters(ps, hs):
        return Rel.ALT
    return Rel.IND
