"""A thing's name shortened by its descriptive tail ("Rovigo Athletic" for "Rovigo
Athletic Football Club", "Bluefen" for "Bluefen Records").

Why: an encyclopedia article gives an organisation's or a building's full name once and
then drops the words that say what kind of thing it is ("Football Club", "Records",
"Lighthouse"); the hypothesis may use either form. Unresolved, the short and the full
form are two names to the alignment, and the sentence with the short form cannot
entail a claim about the full one (nor the other way round). The short form is
replaced by the full name when:
- its words are the full name's first words, and every word after them is a
  capitalised common noun (WordNet): the tail says what the thing is, it does not
  name another thing;
- the tail does not end in a noun of a structure or a place ("the Grauhorn *Hut*",
  "Kestrel Point *Lighthouse*", "Dunmore *Station*"): such things are named after the
  mountain, cape or town the short form names ("the ascent of the Grauhorn"), while a
  body's name ("Bluefen *Records*") is shortened to refer to the body;
- exactly one earlier name has that beginning (a shared first word, as in "Welsh Cup"
  and "Welsh League", refers to neither);
- the short form was not named on its own before or with the full name (the town a
  club is named after: "based in Halverton"), and it is not the object of a locative
  preposition ("races *at* Halverton"), which is the place, not the thing.
The words are matched as written, not by their tags: the tagger often reads a
shortened name's words as adjectives ("Rovigo Athletic have won").
A ship's name loses its prefix instead ("Stalwart" for "HMS Stalwart";
``lexicons/ship_prefixes.txt``).
People are left to the surname rule (``qreas.coreference``): their names are shortened
from the other end.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, Protocol

from qreas.lexicon import word_set

LOCATIVE = frozenset({"in", "at", "near", "around", "outside", "inside", "from", "to", "into", "of"})


PLACE_ROOTS = frozenset({"structure.n.01", "facility.n.01", "location.n.01", "geological_formation.n.01"})


class _Name(Protocol):
    text: str
    kind: str
    sentence: int


def short_forms(doc: Any, seen: Sequence[_Name]) -> list[tuple[int, int, Any]]:
    """(start, end, full name) for each shortened thing name in ``doc``."""
    prefixes = _prefixes(seen)
    if not prefixes:
        return []
    out: list[tuple[int, int, Any]] = []
    for tok in doc:
        if tok.text not in prefixes:
            continue
        for words, e in prefixes[tok.text].items():
            end = tok.i + len(words.split())
            if _written(doc, tok.i, words, e.text) and not _after_locative(tok):
                out.append((tok.i, end, e))
                break
    return out


def _prefixes(seen: Sequence[_Name]) -> dict[str, dict[str, Any]]:
    """First word -> {short form: full name}, for the short forms that name one thing."""
    first_named: dict[str, int] = {}
    for e in seen:
        first_named[e.text] = min(first_named.get(e.text, e.sentence), e.sentence)
    found: dict[str, list[Any]] = {}
    for e in seen:
        words = e.text.split()
        if e.kind == "person" or len(words) < 2:
            continue
        for k in range(1, len(words)):
            if _descriptive_tail(tuple(words[k:])) and not _named_after_place(words[-1]):
                found.setdefault(" ".join(words[:k]), []).append(e)
        if words[0].lower() in word_set("ship_prefixes.txt"):  # "Stalwart" for "HMS Stalwart"
            found.setdefault(" ".join(words[1:]), []).append(e)
    out: dict[str, dict[str, Any]] = {}
    for short, names in found.items():
        texts = {e.text for e in names}
        full = names[-1]
        if len(texts) != 1 or first_named.get(short, 1 << 30) <= first_named[full.text]:
            continue
        out.setdefault(short.split()[0], {})[short] = full
    for forms in out.values():  # the longest short form first ("Rovigo Athletic" before "Rovigo")
        items = sorted(forms.items(), key=lambda kv: -len(kv[0].split()))
        forms.clear()
        forms.update(items)
    return out


def _written(doc: Any, start: int, short: str, full: str) -> bool:
    """Is ``short`` written at ``start`` as a name of its own: the words match, and no
    capitalised word before or after extends it into another name (the full name itself
    included)?"""
    words = short.split()
    end = start + len(words)
    if end > len(doc) or [t.text for t in doc[start:end]] != words:
        return False
    before = doc[start - 1] if start > doc[start].sent.start else None
    after = doc[end] if end < len(doc) else None
    if before is not None and before.text[:1].isupper() and before.is_alpha:
        return False
    return after is None or not (after.text[:1].isupper() and after.is_alpha)


def _after_locative(first: Any) -> bool:
    """Is the phrase the object of a locative preposition ("at Halverton", "of the
    Grauhorn")?"""
    k = first.i - 1
    if k >= 0 and first.doc[k].lower_ == "the":
        k -= 1
    return k >= 0 and first.doc[k].lower_ in LOCATIVE


@functools.lru_cache(maxsize=1024)
def _named_after_place(word: str) -> bool:
    """Is the name's last word a structure, facility or place, and no organisation
    (WordNet, first sense)?"""
    from qreas.noun_kinds import ORGANISATION, closure
    from qreas.resources import load_wordnet

    wn = load_wordnet()
    senses = wn.synsets(wn.morphy(word.lower(), "n") or word.lower(), "n")[:1]
    return any(ORGANISATION not in (c := closure(s)) and c & PLACE_ROOTS for s in senses)


@functools.lru_cache(maxsize=4096)
def _descriptive_tail(words: tuple[str, ...]) -> bool:
    """Every word of the tail a capitalised common noun ("Football Club", "Records"), or
    an adjective before one ("Athletic Club")."""
    from qreas.natlog.lexical import known_noun
    from qreas.resources import load_wordnet

    wn = load_wordnet()
    for k, w in enumerate(words):
        if not w[:1].isupper() or not w.isalpha():
            return False
        if known_noun(wn.morphy(w.lower(), "n") or w.lower()):
            continue
        if k == len(words) - 1 or not wn.synsets(w.lower(), "a"):
            return False  # an adjective only before the noun ("*Athletic* Club")
    return True
