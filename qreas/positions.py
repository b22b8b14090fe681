"""Places in a ranking, read from a parse: who holds which place in which event.

A race's finishing order or a class ranking is a strict order: one place per
participant, one participant per place, unless a tie is stated (how race reports are
read, and the convention of the suite's ordinals patterns). A sentence states facts
about that order in several ways, all read here into one small model:

- a place (``Place``): "finished third", "came in 3rd", "was ranked fifth", "took
  third place", "won" (1), "was the runner-up" (2), "finished last" (1 from the end),
  "in the top five" (1..5), "in the bottom three" (1..3 from the end);
- the field: "third of 12 runners", "third out of 12", "last of 12" (``Field``), and
  "12 runners took part" (a ``Count`` of kind "field");
- an order (``Order``): "finished ahead of / behind Y", "was ranked above Y", "beat Y";
- a count (``Count``): "two runners finished ahead of Y" (Y is third), "no one
  finished behind Y" (Y is last), "four finished between Y and Z".

This module holds the model, the word lists and the helpers the readers share
(participants, events, counts, negation) and ``read``; the readers are
``qreas.position_places`` (one participant's place, the field stated with it) and
``qreas.position_orders`` (orders, counts, the field as a count). Reading is all:
``qreas.rankings`` computes what the facts imply, and the natural-logic side
(``qreas.natlog.places``, ``qreas.natlog.derivers.positions``) relates a
hypothesis' claims to a premise's facts. Word lists: ``lexicons/positions.tsv`` and
``lexicons/ordinal_words.tsv``.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from qreas import lexicon
from qreas.numbers import modifier_before, parse_number_token

INF = math.inf
_ORDINAL_RE = re.compile(r"^(\d+)(st|nd|rd|th)$", re.I)
EVENT_PREPS = frozenset({"in", "at", "during", "of"})
SUBJECTS = frozenset({"nsubj", "nsubjpass"})
# how a parser may attach a sentence-initial name it did not take for the subject
MISPARSED_SUBJECTS = frozenset({"npadvmod", "nmod", "dep", "compound", "advmod"})
HOLDER_PARTS = frozenset({"compound", "flat", "amod", "poss", "nmod"})
ZERO_WORDS = frozenset({"nobody", "none", "noone", "no-one"})
EVERYONE = frozenset({"everyone", "everybody"})
PERSONAL = frozenset({"he", "she", "they"})  # not "it": "It was the second time ..."


@functools.cache
def words() -> dict[str, dict[str, float]]:
    """``lexicons/positions.tsv`` by role: role -> word -> value (NaN when none)."""
    out: dict[str, dict[str, float]] = {}
    for fields in lexicon.lines("positions.tsv"):
        value = float(fields[2]) if len(fields) > 2 and fields[2] else math.nan
        out.setdefault(fields[1], {})[fields[0].lower()] = value
    return out


@functools.cache
def _ordinal_table() -> dict[str, int]:
    return {w.lower(): int(float(v)) for w, v in lexicon.lines("ordinal_words.tsv")}


def ordinal_value(text: str) -> int | None:
    """The place an ordinal names: "third" -> 3, "21st" -> 21, "twenty-first" -> 21."""
    low = text.lower()
    table = _ordinal_table()
    if low in table:
        return table[low]
    m = _ORDINAL_RE.match(low)
    if m:
        return int(m.group(1))
    tens, _, unit = low.rpartition("-")
    if tens and unit in table and table[unit] < 10:
        lead = parse_number_token(tens)
        if lead is not None and lead.value % 10 == 0 and 20 <= lead.value < 100:
            return int(lead.value) + table[unit]
    return None


def number_value(tok: Any) -> float | None:
    """A cardinal written as one token ("12", "twelve", "twenty-two")."""
    if not (tok.like_num or tok.pos_ == "NUM"):
        return None
    parsed = parse_number_token(tok.text)
    return parsed.value if parsed is not None and not parsed.percent and parsed.unit is None else None


# ------------------------------------------------------------------------ the model


@dataclass(frozen=True)
class Span:
    """A set of places or a count as an interval of whole numbers; ``hi`` may be inf."""

    lo: float
    hi: float

    @property
    def exact(self) -> bool:
        return self.lo == self.hi

    def __str__(self) -> str:
        if self.exact:
            return f"{self.lo:g}"
        return f"{self.lo:g}..{'' if math.isinf(self.hi) else f'{self.hi:g}'}"


@dataclass(frozen=True)
class Holder:
    """A participant, by the words that name it ("Jonas", "the Kenyan runner")."""

    key: str
    tokens: frozenset[int]


@dataclass(frozen=True)
class Event:
    """The contest the order is of, by its head noun ("race" in "the ski race")."""

    key: str
    tokens: frozenset[int]


@dataclass(frozen=True)
class Field:
    """The number ranked, stated with a place ("of 12 runners", "out of 12")."""

    n: int
    number: int  # token index of the number
    tokens: frozenset[int]


@dataclass(frozen=True)
class Fact:
    """What every statement has: its words besides the holders', its event, an anchor
    word (where the edit projects from), and whether it is negated ("did not win")."""

    tokens: frozenset[int]
    event: Event | None
    anchor: int
    negated: bool


@dataclass(frozen=True)
class Place(Fact):
    holder: Holder = Holder("", frozenset())
    span: Span = Span(1, INF)  # places counted from the front, or from the end
    from_end: bool = False
    field: Field | None = None
    # a chart place ("reached number 4") is held at a time: other records hold it at
    # others, so it excludes no other holder, as a place in one race does
    shared: bool = False


@dataclass(frozen=True)
class Order(Fact):
    ahead: Holder = Holder("", frozenset())
    behind: Holder = Holder("", frozenset())


@dataclass(frozen=True)
class Between(Fact):
    """ "C finished between A and B": C's place is between theirs, either way round."""

    holder: Holder = Holder("", frozenset())
    pair: tuple[Holder, ...] = ()


@dataclass(frozen=True)
class Count(Fact):
    kind: str = "ahead"  # "ahead" / "behind" of ``of[0]``, "between" of[0] and of[1], "field"
    of: tuple[Holder, ...] = ()
    n: Span | None = None  # as written ("no" -> 0); None when not a bare number
    number: int | None = None  # token index of the count word


@dataclass(frozen=True)
class Reading:
    places: tuple[Place, ...]
    orders: tuple[Order, ...]
    counts: tuple[Count, ...]
    ties: bool  # a tie is stated: places may be shared
    betweens: tuple[Between, ...] = ()

    @property
    def facts(self) -> tuple[Fact, ...]:
        return (*self.places, *self.orders, *self.counts, *self.betweens)


# ----------------------------------------------------------------------- reading


@functools.lru_cache(maxsize=8192)  # per Doc: the alignment and a deriver both read it
def read(doc: Any) -> Reading:
    """Every place, order and count a sentence states."""
    # the readers use this module's model and helpers
    from qreas.position_orders import field_count, order_or_count
    from qreas.position_places import place

    facts: list[Fact] = [p for t in doc if (p := place(doc, t)) is not None]
    for t in doc:
        facts += order_or_count(doc, t)
        if (f := field_count(doc, t)) is not None:
            facts.append(f)
    return Reading(
        tuple(f for f in facts if isinstance(f, Place)),
        tuple(f for f in facts if isinstance(f, Order)),
        tuple(f for f in facts if isinstance(f, Count)),
        _ties(doc),
        tuple(f for f in facts if isinstance(f, Between)),
    )


@functools.lru_cache(maxsize=8192)  # per Doc: premises recur across pairs
def _ties(doc: Any) -> bool:
    tie = words()["tie"]
    text = " ".join(t.lower_ for t in doc)
    return any(t.lemma_.lower() in tie or t.lower_ in tie for t in doc) or any(
        " " in w and w in text for w in tie
    )


def subject_of(verb: Any) -> Any | None:
    """The verb's subject, or the subject of the verb it is conjoined to ("Alice
    finished third and won a medal")."""
    for _ in range(4):
        subj = next((c for c in verb.children if c.dep_ in SUBJECTS), None)
        if subj is not None:
            return subj
        if verb.dep_ == "acl" and verb.head.pos_ in ("NOUN", "PROPN"):
            return verb.head  # "Ines placed in the top three", parsed as a reduced relative
        left = next((c for c in verb.lefts if c.dep_ in MISPARSED_SUBJECTS and c.pos_ == "PROPN"), None)
        if left is not None:
            return left  # "Ken finished 2nd", with "Ken" parsed as a modifier
        if verb.dep_ not in ("conj", "xcomp") or verb.head.i == verb.i:
            return None
        verb = verb.head
    return None


def holder_of(tok: Any) -> Holder | None:
    """A named participant: a noun phrase that is not a pronoun, a count or an
    indefinite ("someone", "a runner", "two runners")."""
    if (tok.pos_ == "PRON" and tok.lower_ not in PERSONAL) or is_count(tok):
        return None  # a personal pronoun names whom the text spoke of ("She finished 7th")
    name = next((c for c in tok.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
    if tok.pos_ == "NOUN" and name is not None:
        tok = name  # "Their second album, Copper Sky, reached number 4": the name holds it
    if any(c.dep_ == "det" and c.lower_ in ("a", "an", "some", "every", "each", "all") for c in tok.children):
        return None
    # a modifier after a name is an apposed description, not part of it ("Dana Lind, *aged* 34,")
    kept = [c for c in tok.children if c.dep_ in HOLDER_PARTS and not (c.dep_ == "amod" and c.i > tok.i)]
    parts = sorted([tok, *kept], key=lambda x: x.i)
    det = {c.i for c in tok.children if c.dep_ == "det"}
    key = " ".join(p.lower_.rstrip(".") for p in parts)  # "Mo." at the end of a sentence is "Mo"
    return Holder(key, frozenset({p.i for p in parts} | det))


def holders_of(tok: Any) -> list[Holder]:
    """ "Alice and Bob": each conjunct."""
    out, todo = [], [tok]
    while todo:
        x = todo.pop()
        todo += [c for c in x.children if c.dep_ == "conj"]
        h = holder_of(x)
        if h is not None:
            out.append(h)
    return out


def negated(verb: Any) -> bool:
    """ "did not finish third", "failed to win"-style negations on the verb's chain."""
    x = verb
    for _ in range(6):
        if any(c.dep_ == "neg" for c in x.children):
            return True
        if x.head.i == x.i:
            return False
        x = x.head
    return False


def count_word(tok: Any) -> int:
    """The word that carries a count: "*two* runners", "*no* runners", "*nobody*"."""
    if number_value(tok) is not None or tok.lower_ in ZERO_WORDS:
        return int(tok.i)
    return next((c.i for c in tok.lefts if number_value(c) is not None or c.lower_ == "no"), tok.i)


def _event_phrase(p: Any, exclude: frozenset[int] | set[int]) -> Event | None:
    obj = next((c for c in p.children if c.dep_ == "pobj"), None)
    if obj is None or obj.i in exclude or obj.pos_ not in ("NOUN", "PROPN"):
        return None
    w = words()
    if (
        obj.lemma_.lower() in w["noun"] | w["field noun"]
        or ordinal_value(obj.text) is not None
        or number_value(obj) is not None
    ):
        return None
    of_place = p.head.lower_ in w["place"] or p.head.lemma_.lower() == "up" or p.head.i in exclude
    if p.lower_ == "of" and not of_place:
        return None  # "the winner of the race", "in the top ten of the class", not "of 12 runners"
    return Event(obj.lemma_.lower(), frozenset(x.i for x in obj.subtree) | {p.i})


def clause(verb: Any) -> Iterator[Any]:
    """The verb's own clause: its subtree without conjoined clauses."""
    todo = [verb]
    while todo:
        x = todo.pop()
        yield x
        todo += [c for c in x.children if not (c.dep_ == "conj" and c.pos_ in ("VERB", "AUX"))]


def event_of(doc: Any, verb: Any, exclude: frozenset[int] | set[int]) -> Event | None:
    """The contest of a clause: "in the ski race", "at the games"; else the one event
    the sentence names ("Grace placed fourth and Zara placed ninth in the contest")."""
    for x in sorted(clause(verb), key=lambda x: x.i):
        if x.dep_ == "dobj" and x.head.i == verb.i and x.i not in exclude and x.pos_ == "NOUN":
            return Event(x.lemma_.lower(), frozenset(y.i for y in x.subtree))  # "finished the race"
        if x.dep_ == "prep" and x.lower_ in EVENT_PREPS and x.i not in exclude:
            e = _event_phrase(x, exclude)
            if e is not None:
                return e
    found = {
        e.key: e
        for x in doc
        if x.dep_ == "prep" and x.lower_ in EVENT_PREPS and x.i not in exclude
        if (e := _event_phrase(x, exclude)) is not None
    }
    return next(iter(found.values())) if len(found) == 1 else None


# --------------------------------------------------------------------- counts


def is_count(tok: Any) -> bool:
    """The phrase counts participants ("no runners", "nobody", "two runners", "at
    least 3 swimmers") rather than naming one; not a fraction ("two thirds")."""
    if ordinal_value(tok.lemma_) is not None:
        return False
    if tok.lower_ in ZERO_WORDS or any(c.dep_ == "det" and c.lower_ == "no" for c in tok.children):
        return True
    # "two runners"; "Thirteen swimmers" with the numeral parsed as a modifier
    return number_value(tok) is not None or any(number_value(c) is not None for c in tok.lefts)


def count_value(tok: Any) -> Span | None:
    """The counts a counting phrase allows, as whole numbers: "no runners", "nobody"
    -> 0; "two runners" -> 2; "more than two runners" -> 3.. (the bound words of
    ``lexicons/bounds.tsv``); None when it is no count or an approximation."""
    if not is_count(tok):
        return None
    if tok.lower_ in ZERO_WORDS or any(c.dep_ == "det" and c.lower_ == "no" for c in tok.children):
        return Span(0, 0)
    nums = [tok] if number_value(tok) is not None else [c for c in tok.lefts if number_value(c) is not None]
    num = nums[0]
    n = number_value(num)
    assert n is not None
    doc = tok.doc
    mod = modifier_before([t.text for t in doc[max(0, num.i - 4) : num.i]])
    if mod is None or mod.kind == "exact":
        return Span(n, n)
    if mod.kind == "lower":
        return Span(n + 1 if mod.strict else n, INF)
    if mod.kind == "upper":
        return Span(0, n - 1 if mod.strict else n)
    return None


def subtree(tok: Any) -> frozenset[int]:
    return frozenset(x.i for x in tok.subtree)
