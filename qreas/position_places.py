"""Places read from a parse: the half of ``qreas.positions`` that reads one
participant's place ("finished third", "came in 3rd", "took third place", "won",
"was the runner-up", "finished last of 12", "in the top five", "on the podium",
"second to last"), the placement verb it completes, and the field stated with it
("of 12 runners", "Of the 12 runners, ...", "in a field of 12").

A place is the complement of a placement verb (``lexicons/positions.tsv``, role
verb), found by the parse, else by the word order "VERB [up] [in] [the] [top] PLACE"
(a parser may attach "finished eleventh" the other way round); it follows its verb
("first finished the race in 2010" is a first time, not a first place).
"""

from __future__ import annotations

from typing import Any

from qreas.positions import (
    INF,
    Event,
    Field,
    Holder,
    Place,
    Span,
    clause,
    count_value,
    count_word,
    event_of,
    holder_of,
    negated,
    number_value,
    ordinal_value,
    subject_of,
    subtree,
    words,
)

# the complement of a placement verb that states the place: "finished *third*", "was
# *third*", "took *third* place", "came *in* 3rd"
PLACE_DEPS = frozenset({"advmod", "npadvmod", "attr", "acomp", "oprd", "dobj", "prep", "xcomp", "appos"})
PLACE_PREPS = frozenset({"in", "at", "into", "as", "among", "on", "outside"})
OUTSIDE = frozenset({"outside"})
FROM_END = frozenset({"last", "end", "bottom", "back"})
# words between a placement verb and its place in "ended up in the top three"
GLUE = frozenset({"up", "in", "at", "the", "-"})


def place(doc: Any, t: Any) -> Place | None:
    """A place stated by ``t``: an ordinal, "last", "top"/"bottom" k, a place word or
    "won", as the complement of a placement verb."""
    w = words()
    low = t.lower_
    value = ordinal_value(t.text)
    suffix = _from_end_suffix(doc, t.i) if value is not None or low == "next" else set()
    if value is None and low == "next" and suffix:  # "next to last"
        value = 2
    extra: set[int] = set()
    from_end = shared = False
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
        extra = set(range(t.i, k + 1))  # "top" and the number
        t = doc[k]  # the number heads the phrase ("in the top *two*")
    elif low in CHART_WORDS and (k := _number_after(doc, t.i)) is not None:
        value = int(number_value(doc[k]) or 0)  # "reached *number 4*", "peaked at No. 2": a chart place
        span, extra = Span(value, value), set(range(t.i, k + 1))  # "number" heads the phrase
        shared = True
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
    if any(doc[i].lower_ in OUTSIDE for i in phrase):  # "outside the top ten": 11th or lower
        span = Span(span.hi + 1, INF)
    holder = _holder(verb)
    if holder is None:
        return None
    tokens = phrase | extra | {t.i}
    field = _field_after(doc, max(tokens)) or _field_inclause(verb, tokens | holder.tokens)
    if field is not None:
        tokens |= field.tokens
    event = event_of(doc, verb, tokens | holder.tokens)
    return Place(frozenset(tokens), event, t.i, negated(verb), holder, span, from_end, field, shared)


CHART_WORDS = frozenset({"number", "no.", "no"})  # a place in a chart: "number 4", "No. 1"


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
        if doc[start].lemma_.lower() == "runner" or doc[start].lower_ == "runners":  # a team's plural
            return int(places["runner-up"]), set(range(start, t.i))
        return None
    if low in places and low != "runner-up":
        return int(places[low]), set()
    return None


def _wins_outright(verb: Any) -> bool:
    """ "won the race", "won": first place in the contest won; not "won 3 races", "won
    seats", "won a medal", "won 52% of the vote", "won gold" (a medal names its own
    place), and not "won 3-1" (a game's score)."""
    places = words()["place"]
    if any(c.like_num for c in verb.children):
        return False
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None:
        return True
    if obj.pos_ not in ("NOUN", "PROPN") or obj.tag_ in ("NNS", "NNPS"):
        return False
    if obj.lower_ in places or any(x.lower_ in places for x in obj.children):
        return False
    return not any(
        x.dep_ in ("nummod", "quantmod") or x.lower_ in ("a", "an", "some", "no") for x in obj.children
    )


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


def _holder(verb: Any) -> Holder | None:
    subj = subject_of(verb)
    if subj is None or any(c.dep_ == "conj" for c in subj.children):
        return None  # "Alice and Bob finished third": a tie, not one place
    return holder_of(subj)


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


def _field_inclause(verb: Any, exclude: set[int]) -> Field | None:
    """ "Of the 12 runners, Alice finished third"; "third in a field of 12"."""
    for x in clause(verb):
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
