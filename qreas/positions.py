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

This module only reads; ``qreas.rankings`` computes what the facts imply, and the
natural-logic side (``qreas.natlog.places``, ``qreas.natlog.derivers.positions``)
relates a hypothesis' claims to a premise's facts. Word lists:
``lexicons/positions.tsv`` and ``lexicons/ordinal_words.tsv``.
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
# the complement of a placement verb that states the place: "finished *third*", "was
# *third*", "took *third* place", "came *in* 3rd"
PLACE_DEPS = frozenset({"advmod", "npadvmod", "attr", "acomp", "oprd", "dobj", "prep", "xcomp", "appos"})
PLACE_PREPS = frozenset({"in", "at", "into", "as", "among", "on"})
FROM_END = frozenset({"last", "end", "bottom", "back"})
# words between a placement verb and its place in "ended up in the top three"
GLUE = frozenset({"up", "in", "at", "the", "-"})
EVENT_PREPS = frozenset({"in", "at", "during", "of"})
SUBJECTS = frozenset({"nsubj", "nsubjpass"})
# how a parser may attach a sentence-initial name it did not take for the subject
MISPARSED_SUBJECTS = frozenset({"npadvmod", "nmod", "dep", "compound", "advmod"})
HOLDER_PARTS = frozenset({"compound", "flat", "amod", "poss", "nmod"})
ZERO_WORDS = frozenset({"nobody", "none", "noone", "no-one"})
EVERYONE = frozenset({"everyone", "everybody"})


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


@functools.lru_cache(maxsize=4096)
def read(doc: Any) -> Reading:
    """Every place, order and count a sentence states."""
    from qreas.position_orders import field_count, order_or_count  # they read with this module's helpers

    facts: list[Fact] = [p for t in doc if (p := _place(doc, t)) is not None]
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


def _ties(doc: Any) -> bool:
    tie = words()["tie"]
    text = " ".join(t.lower_ for t in doc)
    return any(t.lemma_.lower() in tie or t.lower_ in tie for t in doc) or any(
        " " in w and w in text for w in tie
    )


def _place(doc: Any, t: Any) -> Place | None:
    """A place stated by ``t``: an ordinal, "last", "top"/"bottom" k, a place word or
    "won", as the complement of a placement verb."""
    w = words()
    low = t.lower_
    value = ordinal_value(t.text)
    suffix = _from_end_suffix(doc, t.i)
    if value is None and low == "next" and suffix:  # "next to last"
        value = 2
    extra: set[int] = set()
    from_end = False
    if value is not None:
        if _numberish_before(doc, t.i):  # "a third", "30 second"
            return None
        if suffix:  # "second to last", "third from the end"
            from_end, extra = True, suffix
        span = Span(value, value)
    elif low in w["end"]:
        span, from_end = Span(w["end"][low], w["end"][low]), True
    elif low in w["top"] or low in w["bottom"]:
        k = _number_after(doc, t.i)
        if k is None:
            return None
        span, from_end = Span(1, number_value(doc[k]) or 1), low in w["bottom"]
        extra = set(range(t.i + 1, k + 1))
        t = doc[k]  # the number heads the phrase ("in the top *two*")
    elif low in w["within"]:  # "on the podium": the first three
        span = Span(1, w["within"][low])
    elif (fixed := _place_word(doc, t)) is not None:
        value, extra = fixed
        span = Span(value, value)
    elif t.lemma_.lower() in w["win"] and t.pos_ == "VERB" and _wins_outright(t):
        return _won(doc, t)
    else:
        return None
    hit = _placement(t)
    if hit is None or hit[0].i > t.i:  # "first finished the race in 2010": a first time
        return None
    verb, phrase = hit
    holder = _holder(verb)
    if holder is None:
        return None
    tokens = phrase | extra | {t.i}
    field = _field_after(doc, max(tokens)) or _field_in_clause(verb, tokens | holder.tokens)
    if field is not None:
        tokens |= field.tokens
    event = event_of(doc, verb, tokens | holder.tokens)
    return Place(frozenset(tokens), event, t.i, negated(verb), holder, span, from_end, field)


def _from_end_suffix(doc: Any, i: int) -> set[int]:
    """The words of "to last", "from the end", "-from-bottom" after an ordinal."""
    j, out = i + 1, set()
    while j < len(doc) and doc[j].text == "-":
        out.add(j)
        j += 1
    if j >= len(doc) or doc[j].lower_ not in ("to", "from"):
        return set()
    out.add(j)
    j += 1
    while j < len(doc) and doc[j].lower_ in ("-", "the"):
        out.add(j)
        j += 1
    if j < len(doc) and doc[j].lower_ in FROM_END:
        return out | {j}
    return set()


def _numberish_before(doc: Any, i: int) -> bool:
    prev = doc[i - 1] if i > 0 else None
    return prev is not None and (prev.lower_ in ("a", "an") or number_value(prev) is not None)


def _number_after(doc: Any, i: int) -> int | None:
    """The number of "top five", "top-5": the next token but a hyphen."""
    for j in range(i + 1, min(i + 3, len(doc))):
        if doc[j].text == "-":
            continue
        return j if number_value(doc[j]) is not None else None
    return None


def _place_word(doc: Any, t: Any) -> tuple[int, set[int]] | None:
    """ "winner", "champion", "gold" (a medal), "runner-up" / "runner up" (ends at
    ``t``): the place it names and the words of the compound before ``t``."""
    places = words()["place"]
    low = t.lower_
    if low == "up" and t.i >= 1:
        start = t.i - 2 if t.i >= 2 and doc[t.i - 1].text == "-" else t.i - 1
        if doc[start].lower_ == "runner":
            return int(places["runner-up"]), set(range(start, t.i))
        return None
    if low in places and low != "runner-up":
        return int(places[low]), set()
    return None


def _wins_outright(verb: Any) -> bool:
    """ "won the race", "won": first place; not "won 3 races", "won seats", "won a
    medal", "won 52% of the vote", "won gold" (a medal names its own place)."""
    places = words()["place"]
    for c in verb.children:
        if c.dep_ == "dobj":
            if c.lower_ in places or any(x.lower_ in places for x in c.children) or c.tag_ in ("NNS", "NNPS"):
                return False
            if number_value(c) is not None or any(
                x.dep_ in ("nummod", "quantmod") or x.lower_ in ("a", "an", "some", "no") for x in c.children
            ):
                return False
    return True


def _won(doc: Any, verb: Any) -> Place | None:
    holder = _holder(verb)
    if holder is None:
        return None
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    event = Event(obj.lemma_.lower(), frozenset(x.i for x in obj.subtree)) if obj is not None else None
    if event is None:
        event = event_of(doc, verb, holder.tokens | {verb.i})
    return Place(frozenset({verb.i}), event, verb.i, negated(verb), holder, Span(1, 1))


def _placement(t: Any) -> tuple[Any, set[int]] | None:
    """The placement verb ``t`` is the place complement of, and the words between them
    ("finished *in third place*", "was *the winner*", "took *gold*"): by the parse,
    else by the word order "VERB [up] [in] [the] [top] PLACE" (a parser may attach
    "finished eleventh" the other way round)."""
    w = words()
    hit = _placement_by_parse(t) or _placement_by_order(t)
    if hit is None:
        return None
    verb, phrase = hit
    lemma = verb.lemma_.lower()
    if lemma in ("take", "claim", "secure", "earn") or lemma in w["win"]:
        doc = verb.doc
        nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
        names_place = t.lower_ in w["place"] or (nxt is not None and nxt.lemma_.lower() in w["noun"])
        if not names_place:
            return None  # "took third place", "won gold"; not "took a second look"
    phrase.add(verb.i)
    phrase |= {c.i for c in verb.children if c.dep_ == "prt"}  # "ended up"
    return verb, phrase


def _placement_by_parse(t: Any) -> tuple[Any, set[int]] | None:
    w = words()
    x, phrase = t, {t.i}
    if x.head.lemma_.lower() in w["noun"] and x.dep_ in ("amod", "compound", "nummod", "npadvmod"):
        x = x.head  # "third place"
        phrase.add(x.i)
    elif x.dep_ in ("amod", "compound") and x.head.lower_ == "medal":
        x = x.head  # "the gold medal"
        phrase.add(x.i)
    if x.dep_ == "pobj" and x.head.lower_ in PLACE_PREPS:
        x = x.head  # "in third", "in the top two", "as the winner"
        phrase.add(x.i)
    verb = x.head
    if verb.dep_ == "dobj" and x.dep_ == "prep" and _placement_verb(verb.head):
        verb = verb.head  # "finished the race in third place", the place attached to the race
    if x.dep_ not in PLACE_DEPS or x.i == verb.i or not _placement_verb(verb):
        return None
    return verb, phrase


def _placement_by_order(t: Any) -> tuple[Any, set[int]] | None:
    doc = t.doc
    phrase = {t.i}
    j = t.i - 1
    while j >= 0 and (doc[j].lower_ in GLUE or doc[j].lower_ in words()["top"] | words()["bottom"]):
        phrase.add(j)
        j -= 1
    if j < 0 or not _placement_verb(doc[j]):
        return None
    nxt = t.i + 1
    if nxt < len(doc) and doc[nxt].lemma_.lower() in words()["noun"]:
        phrase.add(nxt)  # "third place"
    return doc[j], phrase


def _placement_verb(tok: Any) -> bool:
    lemma = tok.lemma_.lower()
    return tok.pos_ in ("VERB", "AUX") and (lemma in words()["verb"] or lemma in words()["win"])


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


def _holder_of(tok: Any) -> Holder | None:
    """A named participant: a noun phrase that is not a pronoun, a count or an
    indefinite ("someone", "a runner", "two runners")."""
    if tok.pos_ == "PRON" or is_count(tok):
        return None
    if any(c.dep_ == "det" and c.lower_ in ("a", "an", "some", "every", "each", "all") for c in tok.children):
        return None
    parts = sorted([tok, *(c for c in tok.children if c.dep_ in HOLDER_PARTS)], key=lambda x: x.i)
    det = {c.i for c in tok.children if c.dep_ == "det"}
    key = " ".join(p.lower_.rstrip(".") for p in parts)  # "Mo." at the end of a sentence is "Mo"
    return Holder(key, frozenset({p.i for p in parts} | det))


def _holder(verb: Any) -> Holder | None:
    subj = subject_of(verb)
    if subj is None or any(c.dep_ == "conj" for c in subj.children):
        return None  # "Alice and Bob finished third": a tie, not one place
    return _holder_of(subj)


def holders_of(tok: Any) -> list[Holder]:
    """ "Alice and Bob": each conjunct."""
    out, todo = [], [tok]
    while todo:
        x = todo.pop()
        todo += [c for c in x.children if c.dep_ == "conj"]
        h = _holder_of(x)
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


def _field_after(doc: Any, i: int) -> Field | None:
    """ "of 12 runners", "out of 12", "among 12 runners" right after a place."""
    j = i + 1
    words_ = []
    if j < len(doc) and doc[j].lower_ == "out":
        words_.append(j)
        j += 1
    if j >= len(doc) or doc[j].lower_ not in ("of", "among"):
        return None
    words_.append(j)
    j += 1
    while j < len(doc) and doc[j].lower_ in ("the", "all"):
        words_.append(j)
        j += 1
    if j >= len(doc) or (n := number_value(doc[j])) is None or n != int(n):
        return None
    number = j
    words_.append(j)
    if j + 1 < len(doc) and doc[j + 1].pos_ == "NOUN":
        words_.append(j + 1)  # "of 12 *runners*"
    return Field(int(n), number, frozenset(words_))


def _field_in_clause(verb: Any, exclude: set[int]) -> Field | None:
    """ "Of the 12 runners, Alice finished third"; "third in a field of 12"."""
    for x in _clause(verb):
        if x.dep_ != "prep" or x.lower_ not in ("of", "among") or x.i in exclude:
            continue
        in_field = x.head.lemma_.lower() in words()["field noun"] and x.head.head.dep_ == "prep"
        if x.head.i != verb.i and not in_field:
            continue
        obj = next((c for c in x.children if c.dep_ == "pobj"), None)
        n = count_value(obj) if obj is not None else None
        if obj is None or n is None or not n.exact:
            continue
        tokens = subtree(x) | ({x.head.i, x.head.head.i} if in_field else set())
        return Field(int(n.lo), count_word(obj), frozenset(tokens))
    return None


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


def _clause(verb: Any) -> Iterator[Any]:
    """The verb's own clause: its subtree without conjoined clauses."""
    todo = [verb]
    while todo:
        x = todo.pop()
        yield x
        todo += [c for c in x.children if not (c.dep_ == "conj" and c.pos_ in ("VERB", "AUX"))]


def event_of(doc: Any, verb: Any, exclude: frozenset[int] | set[int]) -> Event | None:
    """The contest of a clause: "in the ski race", "at the games"; else the one event
    the sentence names ("Grace placed fourth and Zara placed ninth in the contest")."""
    for x in sorted(_clause(verb), key=lambda x: x.i):
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
