"""Which sentences of a document speak to a hypothesis (sentence selection).

Why a lexical score and not the reasoner itself: a source may have hundreds of
sentences, and the reasoner costs milliseconds per sentence pair; the score is a set
intersection. It ranks the sentences, and the reasoner then reads only the best few.

The score of a sentence is the summed weight of the hypothesis' content keys it
contains (lemmas of nouns, proper nouns, verbs, adjectives and numbers, and the values
of numbers: "1,200" and "1200" are one key). A key's weight is its inverse sentence
frequency in the document (``log((n + 1) / (df + 0.5))``), so the name of the
paragraph's subject, present everywhere after coreference, counts for little, and the
rare words of the hypothesis ("died", "mural") decide. Sentences are read resolved
(``qreas.coreference``).

Each quantity adds a key of its *sort*: its kind and what it measures (a dimension such
as length or money, "person" for counts of people, else the counted noun), so "615
pupils" finds the sentences with "320 boys" and "295 girls" (people counted) although
no word is shared, and a year finds the sentences with years.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from qreas.lexicon import time_relations, word_set
from qreas.natlog.lexical import member_nouns
from qreas.types import Numset, fmt_number

CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "NUM", "ADV"})
TIME_UNITS = frozenset({"year", "decade", "century", "month", "week", "day"})
DAY_UNITS = frozenset({"month", "week", "day"})
_NUMBER = re.compile(r"^\d[\d,]*(\.\d+)?$")


def content_keys(doc: Any) -> frozenset[str]:
    """The content keys of a parsed sentence."""
    keys: set[str] = set()
    for tok in doc:
        if tok.pos_ not in CONTENT_POS or (tok.is_stop and tok.pos_ != "NUM"):
            continue
        keys.add(tok.lemma_.lower())
        if tok.pos_ == "NOUN" and _counted_subject(tok):  # "membership stood at 42": members
            keys |= member_nouns(tok.lemma_.lower())
        if _NUMBER.match(tok.text):
            value = float(tok.text.replace(",", ""))
            keys.add("#" + fmt_number(value))
            keys |= rounded_keys(value, tok)
    if _has_score(doc):
        keys.add(SCORE_KEY)
    return frozenset(keys)


MAGNITUDES = frozenset({"thousand", "million", "billion", "trillion"})


def rounded_keys(value: float, tok: Any) -> set[str]:
    """The number rounded to one and two significant figures ("5,400" -> 5,000 and
    5,400; "2.94 million" -> 3 and 2.9): a claim that rounds a figure ("roughly 5,000
    workers", "nearly 3 million") shares a key with the sentence that states it, though
    neither the exact number nor the noun is the same. Only for large figures (100 and
    up, or before "million"): rounding small counts would join every small number."""
    nxt = tok.nbor(1).lower_ if tok.i + 1 < len(tok.doc) else ""
    if value <= 0 or not (value >= 100 or nxt in MAGNITUDES):
        return set()
    return {"~" + fmt_number(_significant(value, k)) for k in (1, 2)}


def _significant(value: float, k: int) -> float:
    digits = k - 1 - math.floor(math.log10(value))
    return round(value, digits)


SCORE_KEY = "@score"  # a match's score ("94-62"), and a claim about a match's result
SCORE_JOINERS = frozenset({"-", "\u2013", "\u2014"})


def _has_score(doc: Any) -> bool:
    """Two bare numbers joined by a dash ("beat the Owls 94-62", "are 8-3"): a result."""
    return any(
        t.text in SCORE_JOINERS and 0 < t.i < len(doc) - 1 and doc[t.i - 1].like_num and doc[t.i + 1].like_num
        for t in doc
    )


@functools.cache
def _result_words() -> frozenset[str]:
    """Verbs of a match's result and of scoring: a claim using one ("won by 32 points",
    "the Owls scored 62") speaks to the sentence that gives the score, though the score
    names no unit and the verb may differ ("beat" / "won")."""
    return word_set("match_result_verbs.txt") | {"score"}


def _counted_subject(tok: Any) -> bool:
    """A noun whose verb's value is a bare number ("its *membership* stood at 42")."""
    verb = tok.head
    return tok.dep_ in ("nsubj", "nsubjpass") and any(
        t.like_num and t.head.pos_ != "NOUN" for t in verb.subtree if t.i > verb.i
    )


def quantity_keys(quantities: Iterable[Numset], is_person: Callable[[str], bool]) -> frozenset[str]:
    """The sort keys of a sentence's quantities (see the module docstring)."""
    keys: set[str] = set()
    for q in quantities:
        if q.kind != "amount":
            keys.add(f"q:{q.kind}")
        elif q.dimension:
            keys.add(f"q:{q.dimension}")
        elif q.unit and is_person(q.unit):
            keys.add("q:person")
        elif q.unit:
            keys.add(f"q:{q.unit}")
    return frozenset(keys)


def implied_keys(doc: Any) -> frozenset[str]:
    """Keys a hypothesis needs without saying them: an age ("80 years old", "at the age
    of 30") is counted from a beginning, so the sentence that says when its subject was
    born, founded or built speaks to it too, though it shares none of its words; a
    length of time or the end of a period speaks to the sentences that state lengths."""
    words = time_relations()  # the date derivers' lexicon: class -> word -> value
    lemmas = {t.lemma_.lower() for t in doc} | {t.lower_ for t in doc}
    out: set[str] = set()
    if lemmas & words["age"].keys():
        out |= words["origin"].keys() | words["birth"].keys()
        # and an age said at another time counts to it ("A 62-year-old woman ... took up
        # rowing 20 years ago"): the sentences that state ages speak to it too
        out |= words["age"].keys()
    # a length of time in one unit is stated in another ("half a century" / "58 years"),
    # and a period's end or start is found from a length ("for 19 years")
    if lemmas & TIME_UNITS or lemmas & (words["end"].keys() | words["start"].keys()):
        out |= TIME_UNITS
    if lemmas & DAY_UNITS:  # and a length in days is the time between two dates
        out.add("q:date")
    if any(t.lemma_.lower() in _result_words() and t.pos_ == "VERB" for t in doc):
        out.add(SCORE_KEY)
    out |= _nominalised(doc)
    out |= _dated_synonyms(doc)
    out |= {k for w in lemmas & _implied().keys() for k in _implied()[w]}  # "turnout": vote, ballot
    out |= _other_parts(lemmas)
    return frozenset(out)


def _other_parts(lemmas: set[str]) -> set[str]:
    """The other part of a two-part group ("boys" -> girls): the source may give the
    other part's share, which fixes this part's (``derivers.partition_shares``)."""
    from qreas.natlog.derivers.partition_shares import _partners

    return {_partners()[w][0] for w in lemmas & _partners().keys()}


@functools.cache
def _implied() -> dict[str, tuple[str, ...]]:
    """Word -> the keys of the source sentences that state its figure in other words."""
    from qreas.lexicon import lines

    return {f[0].lower(): tuple(f[1].split()) for f in lines("implied_keys.tsv")}


def _dated_synonyms(doc: Any) -> set[str]:
    """The WordNet synonyms of a verb a year dates ("was *set up* in 1986": found,
    establish): the source tells the one-time event in its own words ("was founded in
    1968"), and the claim must find that sentence to be checked against its year. Only
    the verbs of years, and only synonyms (one WordNet synset), so few keys are added."""
    from qreas.natlog.lexical import _synsets

    out: set[str] = set()
    for t in doc:
        if not (t.like_num and len(t.text) == 4 and t.text.isdigit()):
            continue
        verb = t.head.head if t.head.pos_ == "ADP" else t.head
        if verb.pos_ != "VERB":
            continue
        phrase = "_".join([verb.lemma_.lower(), *(c.lower_ for c in verb.children if c.dep_ == "prt")])
        for synset in _synsets(phrase, "VERB")[:2]:
            out |= {n.lower() for n in synset.lemma_names() if "_" not in n}
    return out


def _nominalised(doc: Any) -> set[str]:
    """The verbs a claim's nouns name the doing of ("the *restoration* took six years":
    restore; "*construction* began": construct), from WordNet's derivational links: the
    source says it with the verb ("was restored between 1988 and 1994"; "ticket *sales*":
    sold, ``lexical.nominal_verbs``)."""
    from qreas.natlog.lexical import nominal_verbs

    return {v for t in doc if t.pos_ == "NOUN" for v in nominal_verbs(t.lemma_.lower())}


def weights(sentence_keys: Sequence[frozenset[str]]) -> dict[str, float]:
    """Inverse sentence frequency of every key of the document."""
    df = Counter(k for keys in sentence_keys for k in keys)
    n = len(sentence_keys)
    return {k: math.log((n + 1) / (c + 0.5)) for k, c in df.items()}


def rank(
    hypothesis: frozenset[str],
    sentence_keys: Sequence[frozenset[str]],
    weight: dict[str, float],
) -> list[tuple[float, int]]:
    """(score, sentence index) of the sentences sharing a key with the hypothesis, best
    first; ties keep document order (earlier first). The weights are summed exactly
    (``math.fsum``): a float sum over a set depends on the set's order, which changes
    with Python's string hashing from one process to the next, and equal scores must
    stay equal for the tie to go to document order."""
    scored = [
        (math.fsum(weight.get(k, 0.0) for k in hypothesis & keys), i) for i, keys in enumerate(sentence_keys)
    ]
    return sorted(((s, i) for s, i in scored if s > 0), key=lambda x: (-x[0], x[1]))
