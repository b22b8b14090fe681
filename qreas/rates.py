"""The "per" side of a quantity (``Numset.freq``): what a rate or a distributed
quantity is counted per ("$5 a day" -> day, "2 seats on each bus" -> bus, "a pencil
costs 5 cents" -> pencil). Moved out of ``qreas.quantities`` unchanged; a unit of
measure written with "per" ("km per hour", "$680 per kg") is a compound unit instead
(``qreas.measures``), and this keeps the other rates.
"""

from __future__ import annotations

from typing import Any

from qreas.lexicon import word_lists
from qreas.units import Unit

Doc = Any
Token = Any

_NOUN_POS = frozenset({"NOUN", "PROPN"})


def frequency(doc: Doc, noun: Token | None, end: int, measure: bool = False) -> str | None:
    """The "per" unit of a rate: "$5 a day" -> "day", "2 seats on each bus" -> "bus",
    "each serving is 2 cups" -> "serving", "shelves that hold 8 books each" -> "shelf",
    "a pencil costs 5 cents" / "4 CDs fit on a shelf" -> "pencil" / "shelf" (generic
    present-tense statements), "5 gallon cans" -> "can"; "each" when the quantity is
    distributed over nothing named; else a rate adverb ("annually")."""
    words = word_lists()
    window = [t.lower_ for t in doc[end : min(len(doc), end + 4)]]
    for k, w in enumerate(window[:-1]):
        if w in ("per", "a", "an", "each", "every") and window[k + 1] in words.time_units:
            return window[k + 1]
    stop = min(len(doc), end + 6)
    for k in range(end, stop):
        t = doc[k]
        if t.lower_ in (".", ";", ",") or t.pos_ in ("CCONJ", "VERB", "AUX"):
            break  # "20 candies and each pack ...": another clause
        if t.lower_ == "per" and t.head.lower_ in ("cent", "mille"):
            break  # "20 per cent": a share, not a rate per cent
        if t.lower_ in ("per", "each", "every") and t.head.pos_ in _NOUN_POS and t.head.i > t.i:
            return t.head.lemma_.lower()
        if t.lower_ == "each" and k + 1 < len(doc) and doc[k + 1].lower_ == "of":  # "to each of the 6 people"
            for obj in doc[k + 1].children:
                if obj.dep_ == "pobj" and obj.pos_ in _NOUN_POS:
                    return obj.lemma_.lower()
    # a measure used attributively: "5 gallon gas cans" holds 5 gallons per can
    if (
        measure
        and noun is not None
        and noun.dep_ in ("compound", "amod", "nmod")
        and noun.tag_ == "NN"
        and noun.head.pos_ in _NOUN_POS
        and noun.head.i > noun.i
        and noun.i < end + 2
    ):
        return noun.head.lemma_.lower()
    # distributive "each" after the counted noun: per member of the subject
    if noun is not None and (
        any(c.lower_ in ("each", "every") and c.i > noun.i for c in noun.children)
        or (noun.i + 1 < len(doc) and doc[noun.i + 1].lower_ == "each")
    ):
        return _subject_lemma(noun) or "each"
    if noun is not None and any(c.lower_ in ("each", "every") for c in noun.children):
        return "each"
    anchor = noun if noun is not None else (doc[end - 1] if end > 0 else None)
    head = anchor.head if anchor is not None else None
    # "each serving is 2 cups", "every packet needs to contain 7 seeds": the subject the
    # number is predicated of (through "needs to", "has to")
    while head is not None and head.dep_ == "xcomp" and not any(c.dep_ == "nsubj" for c in head.children):
        head = head.head
    if head is not None and head.pos_ in ("AUX", "VERB"):
        for c in head.children:
            if c.dep_ == "nsubj" and any(d.lower_ in ("each", "every") for d in c.children):
                return c.lower_  # the pruner lemmatises; spaCy reads "serving" as a verb
    generic = _generic_rate(anchor)
    if generic is not None:
        return generic
    for w in window:
        if w in words.rate_adverbs:
            return w
    return None


def physical(unit: Unit | None) -> bool:
    """A physical measure ("gallon", "pound"), which can describe a container or a piece
    ("5 gallon cans"); not a share, money or a time span."""
    return unit is not None and unit.dimension in ("length", "mass", "area", "volume", "data", "power")


def _subject_lemma(noun: Token) -> str | None:
    """The noun subject of the verb governing ``noun``; through a relative clause to
    the noun it modifies ("shelves that hold 8 books each" -> "shelf")."""
    verb = noun.head
    if verb.pos_ not in ("VERB", "AUX"):
        return None
    for c in verb.children:
        if c.dep_ in ("nsubj", "nsubjpass"):
            if c.pos_ in _NOUN_POS:
                return c.lemma_.lower()
            if verb.dep_ == "relcl" and verb.head.pos_ in _NOUN_POS:
                return verb.head.lemma_.lower()
    return None


def _generic_rate(anchor: Token | None) -> str | None:
    """A generic present-tense statement about one indefinite thing states a rate: "a
    pencil costs 5 cents" (per pencil), "4 CDs fit on a shelf", "3 calories in a candy
    bar" (per shelf, per bar). Past-tense reports ("3 people died in a blast") do not."""
    if anchor is None:
        return None
    verb = anchor.head
    if verb.pos_ not in ("VERB", "AUX") or verb.tag_ not in ("VBZ", "VBP"):
        return None
    for c in verb.children:
        if c.dep_ == "nsubj" and c.i != anchor.i and _indefinite(c):
            return c.lemma_.lower()
    preps = [c for c in list(anchor.children) + list(verb.children) if c.dep_ == "prep"]
    for prep in preps:
        if prep.lower_ in word_lists().rate_preps:
            for obj in prep.children:
                if obj.dep_ == "pobj" and _indefinite(obj):
                    return obj.lemma_.lower()
    return None


def _indefinite(tok: Token) -> bool:
    """A singular common noun with "a"/"an": "a pencil", "an hour"."""
    return tok.tag_ == "NN" and any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in tok.children)
