"""Orders and counts in a ranking, read from a parse (the half of ``qreas.positions``
that reads two participants at once, or a count of them).

- an order: "Olga finished ahead of Uma", "was ranked above", "in front of", "beat";
- a count: "two runners finished ahead of Uma" (a count ahead of Uma), "Uma finished
  ahead of two runners" (a count behind Uma), "no one finished between A and B";
- the field: "12 runners took part / competed / entered the race".

Word lists: ``lexicons/positions.tsv`` (roles ahead, behind, between, field).
"""

from __future__ import annotations

from typing import Any

from qreas.positions import (
    EVERYONE,
    Between,
    Count,
    Event,
    Fact,
    Holder,
    Order,
    Place,
    Span,
    count_value,
    count_word,
    event_of,
    holders_of,
    is_count,
    negated,
    subject_of,
    subtree,
    words,
)


def _order_word(doc: Any, t: Any) -> tuple[str, Any, set[int]] | None:
    """ "ahead of Y", "behind Y", "in front of Y", "beat Y": (direction, the object
    token, the order words)."""
    w = words()
    low = t.lower_
    lemma = t.lemma_.lower()
    if t.pos_ == "VERB" and lemma in w["ahead"] | w["behind"]:  # "beat Y", "trailed Y"
        obj = next((c for c in t.children if c.dep_ == "dobj"), None)
        side = "ahead" if lemma in w["ahead"] else "behind"
        return (side, obj, {t.i}) if obj is not None else None
    if t.pos_ == "VERB" and lemma in w["behind to"]:  # "lost to Y" (not "lost 3 games")
        to = next((c for c in t.children if c.dep_ == "prep" and c.lower_ == "to"), None)
        obj = next((c for c in to.children if c.dep_ == "pobj"), None) if to is not None else None
        return ("behind", obj, {t.i, to.i}) if obj is not None and to is not None else None
    if low == "front" and t.i >= 1 and doc[t.i - 1].lower_ == "in":
        low, t = "in front", doc[t.i - 1]
    if low in w["ahead than"] | w["behind than"]:  # "higher than Y", "worse than Y"
        side = "ahead" if low in w["ahead than"] else "behind"
    elif low in w["ahead"] | w["behind"]:
        side = "ahead" if low in w["ahead"] else "behind"
    else:
        return None
    words_ = {t.i} | ({t.i + 1} if low == "in front" else set())
    head = doc[t.i + 1] if low == "in front" else t
    of = next((c for c in head.children if c.dep_ == "prep" and c.lower_ in ("of", "than")), None)
    pobj_parent = of if of is not None else head
    obj = next((c for c in pobj_parent.children if c.dep_ == "pobj"), None)
    if of is not None:
        words_.add(of.i)
    return (side, obj, words_) if obj is not None else None


def order_or_count(doc: Any, t: Any) -> list[Fact]:
    """Orders and counts stated around an order word or "between" attached to a
    placement verb (or an order verb: "beat")."""
    if t.lower_ == "between":
        return _between(doc, t)
    hit = _order_word(doc, t)
    if hit is None:
        return []
    side, obj, order_words = hit
    verb = t if t.pos_ == "VERB" and t.i in order_words else t.head
    if verb.lemma_.lower() not in words()["verb"] and verb.i not in order_words:
        return []
    subj = subject_of(verb)
    if subj is None:
        return []
    tokens = frozenset(order_words | {verb.i})
    event = event_of(doc, verb, tokens | subtree(subj) | subtree(obj))
    fact = (tokens, event, min(order_words), negated(verb))
    other = "behind" if side == "ahead" else "ahead"
    for counted, named, kind in ((subj, obj, side), (obj, subj, other)):
        if _everyone(counted):  # "everyone else finished behind Y": Y is first
            first = kind == "behind"  # the others are behind the one named
            place = Place(tokens | subtree(counted), *fact[1:], *_one(named), Span(1, 1), not first)
            return [place] if place.holder.key else []
        if is_count(counted):  # "two runners finished ahead of Y"; "Y finished ahead of two"
            n = count_value(counted)
            fact = (tokens | subtree(counted), *fact[1:])
            return [Count(*fact, kind=kind, of=tuple(holders_of(named)), n=n, number=count_word(counted))]
    out: list[Fact] = []
    for a in holders_of(subj):
        for b in holders_of(obj):
            front, back = (a, b) if side == "ahead" else (b, a)
            out.append(Order(*fact, ahead=front, behind=back))
    return out


def _everyone(tok: Any) -> bool:
    """ "everyone else", "every other runner", "all the other runners"."""
    if tok.lower_ in EVERYONE:
        return True
    return any(c.dep_ in ("det", "predet") and c.lower_ in ("every", "all", "each") for c in tok.children)


def _one(tok: Any) -> tuple[Holder]:
    holders = holders_of(tok)
    return (holders[0] if len(holders) == 1 else Holder("", frozenset()),)


def _between(doc: Any, t: Any) -> list[Fact]:
    """ "four runners finished between A and B" (a count); "C finished between A and
    B" (C's place is between theirs, either way round)."""
    verb = t.head
    if verb.lemma_.lower() not in words()["verb"]:
        return []
    obj = next((c for c in t.children if c.dep_ == "pobj"), None)
    subj = subject_of(verb)
    if obj is None or subj is None:
        return []
    pair = holders_of(obj)
    if len(pair) != 2:
        return []
    tokens = frozenset({t.i, verb.i} | {c.i for c in obj.children if c.dep_ == "cc"})
    event = event_of(doc, verb, tokens | subtree(obj) | subtree(subj))
    pair.sort(key=lambda h: min(h.tokens))
    if not is_count(subj):
        (holder,) = _one(subj)
        return [Between(tokens, event, t.i, negated(verb), holder, tuple(pair))] if holder.key else []
    tokens |= subtree(subj)
    return [
        Count(tokens, event, t.i, negated(verb), "between", tuple(pair), count_value(subj), count_word(subj))
    ]


def field_count(doc: Any, t: Any) -> Count | None:
    """The field's size: "12 runners took part / competed / entered the race", "there
    were 12 runners in the race", "the race had 12 runners"."""
    if t.pos_ not in ("VERB", "AUX"):
        return None
    w = words()
    lemma = t.lemma_.lower()
    if lemma not in w["field"] and lemma not in w["field have"] and lemma not in ("take", "be"):
        return None  # the cheap test first: spaCy makes a Token per child read
    part = next((c for c in t.children if c.dep_ == "dobj" and c.lower_ == "part"), None)
    there = any(c.dep_ == "expl" for c in t.children)
    event: Event | None = None
    if lemma in w["field"] or (lemma == "take" and part is not None):
        subj = subject_of(t)
    elif lemma == "be" and there:  # "there were 12 runners"
        subj = next((c for c in t.children if c.dep_ in ("attr", "nsubj")), None)
    elif lemma in w["field have"]:  # "the race had 12 runners"
        owner, subj = subject_of(t), next((c for c in t.children if c.dep_ == "dobj"), None)
        if owner is None or owner.pos_ != "NOUN":
            return None
        event = Event(owner.lemma_.lower(), subtree(owner))
    else:
        return None
    partitive = subj is not None and any(c.dep_ == "prep" and c.lower_ == "of" for c in subj.children)
    if subj is None or not is_count(subj) or partitive:
        return None  # not "64 of the farmers took part": a part of the field
    tokens = frozenset({t.i} | ({part.i} if part is not None else set())) | subtree(subj)
    obj = next((c for c in t.children if c.dep_ == "dobj" and c.lower_ != "part" and c.i != subj.i), None)
    if event is None and obj is not None and obj.pos_ in ("NOUN", "PROPN"):  # "entered the race"
        event = Event(obj.lemma_.lower(), subtree(obj))
    if event is None:
        event = event_of(doc, t, tokens)
    return Count(tokens, event, t.i, negated(t), "field", (), count_value(subj), count_word(subj))
