"""Changes of a level: "rose from X to Y", "fell by N", "went up by 3 points".

After a word that says a level changed (``lexicons/change_of_level.tsv``: "rise",
"fall", "go up", "growth", ...), "from X to Y" names the level before and after the
change, not a range of values, and "by N" the size of the change. The parser keeps the
two ends as two quantities (``number_pairs``); the derivers read their roles here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import lines, word_set
from qreas.types import Numset

Token = Any
Doc = Any
ROLES = ("from", "to", "by")
PARTICLES = ("up", "down")
REACH = 8  # "from $1.2 million to ...": words between "from" and "to"
CLAUSE_ENDS = (",", ";", ".", ":")
# verbs of motion read as a change of level only in the past with "from" ("unemployment
# *went from* 8% to 6%"); bare, they are no change ("went to 5 schools")
MOTION = frozenset({"go"})
HOPS = 3  # the preposition hangs from the change word or from a word a little under it


@functools.cache
def _lexicon() -> dict[str, str]:
    """Lemma (or "verb particle") -> "increase", "decrease", or "" (no direction)."""
    return {f[0].lower(): (f[1] if len(f) > 1 else "") for f in lines("change_of_level.tsv")}


def direction(tok: Token) -> str | None:
    """The direction of change ``tok`` names ("" for "changed": none stated), or
    ``None`` if it names no change of level. A phrasal verb is read with its particle
    ("went up"); a bare "go" is no change."""
    if (
        tok.lower_ in PARTICLES
        and tok.pos_ in ("ADV", "ADP")
        and tok.head.lemma_ == "be"
        and tok.head.i < tok.i
    ):
        return _lexicon().get(f"go {tok.lower_}")  # "sales were *down* 20%": as "went down"
    if tok.pos_ not in ("VERB", "NOUN", "AUX"):
        return None
    lemma = tok.lemma_.lower()
    # "went up": a particle, or the next word whatever the parser made of it ("went
    # up to 8%" is parsed with "up to" as a bound)
    after = [c for c in tok.children if c.dep_ == "prt"] + list(tok.doc[tok.i + 1 : tok.i + 2])
    for c in after:
        if c.lower_ in PARTICLES and f"{lemma} {c.lower_}" in _lexicon():
            return _lexicon()[f"{lemma} {c.lower_}"]
    if any(c.dep_ == "prt" for c in tok.children):
        return None  # "cut down" trees is no "cut"
    if lemma in MOTION and tok.tag_ in ("VBD", "VBN") and any(c.lower_ == "from" for c in tok.children):
        # "went from 8% to 6%": a change whose direction the numbers give; in the present
        # "tickets go from $20 to $50" may be a range of prices
        return ""
    return _lexicon().get(lemma)


def change_head(prep: Token) -> Token | None:
    """The change word a preposition ("from", "to", "by") belongs to: its head, or the
    head's head ("climbed *by* at least 14 percent" may hang "by" from another word)."""
    cur = prep
    for _ in range(HOPS):
        if cur.head.i == cur.i:
            return None
        cur = cur.head
        if direction(cur) is not None:
            return cur
    return None


def is_change_from(doc: Doc, i: int, counted_after: bool = False) -> bool:
    """``doc[i]`` is the "from" of a change ("rose *from* 5% to 10%"): what follows is
    a start and an end, not a range. ``counted_after``: a noun that is no unit of
    measure follows the second number only ("grew from 350 to 455 marigolds"): what a
    transitive verb's object counts, so a range, unless the subject names a level
    ("the workforce grew from 300 to 450 workers")."""
    if not (0 <= i < len(doc) and doc[i].lower_ == "from"):
        return False
    head = change_head(doc[i])
    if head is None:
        return False
    if not counted_after:
        return True
    lemmas, tokens = subject(head)
    # by lemma or as written: "Sales" is lemmatised "sale", the lexicon lists "sales"
    return bool((lemmas | {doc[k].lower_ for k in tokens}) & _level_nouns())


@functools.cache
def _level_nouns() -> frozenset[str]:
    return word_set("level_nouns.txt")


@dataclass(frozen=True)
class Role:
    """A quantity's part in a change: ``role`` "from" / "to" / "by", the change word
    and its direction, and the preposition's index."""

    role: str
    word: Token
    direction: str
    prep: int


@functools.lru_cache(maxsize=16384)  # a pure function of the parse: derivers ask per quantity
def role_of(doc: Doc, start: int) -> Role | None:
    """The role of the quantity that starts at ``start`` (its bound words included:
    "by *at least* 14 percent") in a change: the preposition just before it."""
    i = start - 1
    if i < 0:
        return None
    if doc[i].lower_ == "of":
        return _size_of(doc, i)
    if doc[i].lower_ not in ROLES:
        return _bare_size(doc, i)
    head = change_head(doc[i])
    if head is None and doc[i].lower_ == "to":
        head = _from_before(doc, i)
    if head is None:
        return None
    return Role(doc[i].lower_, head, direction(head) or "", i)


PERCENT_WORDS = ("%", "percent", "per cent")


def own_unit(q: Numset) -> Numset:
    """A level whose "%" the parser carried over from the change's size ("fell 40% from
    5,000", "by 20% to 400"): a figure written without a percent sign is no rate."""
    if q.unit == "%" and not any(w in q.text.lower() for w in PERCENT_WORDS):
        return q.with_(unit=None, dimension=None)
    return q


PERIODS = frozenset({"year", "month", "week", "quarter", "day"})


def period_words(word: Token) -> frozenset[int]:
    """The period a change is measured over, said with the change ("down 20% *year on
    year*", "*month over month*"): part of the change's own words."""
    out: set[int] = set()
    sent = list(word.sent)  # read as the words "P on/over P" (parsers split the phrase oddly)
    for a, b, c in zip(sent, sent[1:], sent[2:], strict=False):
        if (
            a.lemma_.lower() in PERIODS
            and b.lower_ in ("on", "over")
            and c.lemma_.lower() == a.lemma_.lower()
        ):
            out |= {a.i, b.i, c.i}
    return frozenset(out)


def _size_of(doc: Doc, i: int) -> Role | None:
    """ "a rise *of* 20%", "a cut of $5": after the noun of a change, "of" names its size,
    as "by" does after the verb."""
    head = doc[i].head
    if head.pos_ != "NOUN" or head.i >= i:
        return None
    d = direction(head)
    return Role("by", head, d, i) if d is not None else None


def _bare_size(doc: Doc, i: int) -> Role | None:
    """A change's size written right after its verb without "by" ("sales *rose 10%*",
    "attendance *dropped 1,500*"): an adverbial measure of the verb of change is its
    size, as with "by". The change word is its own "preposition" here."""
    word = doc[i]
    if (word.pos_ != "VERB" and word.lower_ not in PARTICLES) or word.i + 1 >= len(doc):
        return None
    d = direction(word)
    if not d:  # "changed 5%" says no direction; "went 5%" is no change
        return None
    head = doc[word.i + 1]
    while head.head.i != head.i and head.head.i != word.i and head.dep_ in ("nummod", "compound", "quantmod"):
        head = head.head
    if head.head.i != word.i or head.dep_ not in ("npadvmod", "dobj", "advmod", "nummod"):
        return None
    return Role("by", word, d, word.i)


def _from_before(doc: Doc, i: int) -> Token | None:
    """The change word of a "from" a few words before "to": the parser often hangs
    "to 21%" off the number ("from 7% to 21%") rather than off the verb."""
    for k in range(i - 1, max(-1, i - REACH), -1):
        if doc[k].lower_ == "from":
            return change_head(doc[k])
        if doc[k].text in CLAUSE_ENDS or direction(doc[k]) is not None:
            return None
    return None


SUBJECT_POS = ("NOUN", "PROPN", "ADJ")


def _has_subject(verb: Token) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)


def subject(word: Token, causative: bool = True) -> tuple[frozenset[str], frozenset[int]]:
    """What a change word says changed, as content lemmas and their token indices:
    the subject of the verb ("*the number of Kenyans* fell"), of the verb it is
    conjoined to ("*the rate* was 30% and then rose"), or the noun a participle
    modifies ("*the rate* climbed" parsed as a reduced relative); of a verb used
    transitively, its object ("the service raised *its price*": the causative of a
    change of state names the thing that changed as its object; Levin 1993, 1.1.2.1),
    unless ``causative`` is False (then the agent: "*Bellstrand* cut its forecast")."""
    objects = [c for c in word.children if c.dep_ == "dobj" and not any(t.like_num for t in c.subtree)]
    objects = objects if causative else []
    cur = word
    # a conjoined verb without its own subject shares its head's ("*the rate* was 30% and
    # then rose"); with one ("..., and *the number* tripled") it is its own
    while cur.dep_ == "conj" and cur.head.i != cur.i and not _has_subject(cur):
        cur = cur.head
    if objects:  # causative use: "the service *raised* its price": the price changed
        tokens = [t for c in objects for t in c.subtree]
    elif cur.dep_ == "acl":
        own = {t.i for t in cur.subtree}
        tokens = [t for t in cur.head.subtree if t.i not in own]
    else:
        tokens = [t for c in cur.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree]
    kept = [t for t in tokens if t.pos_ in SUBJECT_POS and not t.like_num]
    return frozenset(t.lemma_.lower() for t in kept), frozenset(t.i for t in kept)
