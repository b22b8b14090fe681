"""Where the bound of a quantity mention is written, when not right before or after
the number: before a phrase naming the scale ("under age 17", "over the age of 65"),
after the unit ("15 points or more", "aged 5 years and over"); an "up to" that is
no bound ("revised up to 4.2%"); and the words that bound a time point by a year or
period ("before 1990", "after the 1850s", "2001 or later": ``year_bound``, with
their meaning in ``qreas.temporal``). The bound words themselves are read by
``qreas.numbers``. Moved out of ``qreas.quantities`` unchanged (that module was too
long).
"""

from __future__ import annotations

import functools

from qreas.lexicon import lines
from qreas.number_groups import Doc, Token, _words
from qreas.numbers import Modifier, modifier_after


def _scale_start(doc: Doc, start: int, floor: int = 0) -> int | None:
    """Where a short phrase naming the scale of the number at ``start`` begins: "age"
    in "under age 17", "the ages of" in "between the ages of 8 and 16" (a determiner,
    nouns and "of", at most three words, one a noun). A preposition or bound before
    it applies to the number ("under age 17" is under 17)."""
    k = start
    while k > floor and start - k < 3 and (doc[k - 1].tag_ in _SCALE_TAGS or doc[k - 1].lower_ == "of"):
        k -= 1
    while k < start and doc[k].tag_ not in _SCALE_TAGS:
        k += 1  # a scale phrase does not begin with "of"
    return k if any(_measured_by(doc[start], t) for t in doc[k:start]) else None


def _measured_by(num: Token, noun: Token) -> bool:
    """Is the number a value of the noun: its numeric modifier ("age 17") or the object
    of its "of" ("the age of 17"), not a number of another noun ("half of the 88 women",
    "a depth of 40 miles")?"""
    top = num
    while top.head.tag_ == "CD" and top.head.i != top.i:
        top = top.head  # "two hundred": the number's last word bears the relation
    parent = top.head.head if top.head.lower_ == "of" else top.head
    return noun.tag_ in ("NN", "NNS") and parent.i == noun.i


_SCALE_TAGS = ("DT", "NN", "NNS")


def _verb_particle_up(doc: Doc, i: int) -> bool:
    """Is the "up" of an "up to N" at token i a verb's particle ("ticks up to 5.5%",
    "revised up to 4.2%")? Then "to N" is where the value went, not an upper bound."""
    if not (1 <= i < len(doc) and doc[i].lower_ == "up"):
        return False
    verb = doc[i - 1]
    lemmas = {verb.lemma_.lower(), verb.lower_}
    # the tagger often reads a headline's "Ticks" as a noun: the word decides
    lemmas |= {verb.lower_[:-1], verb.lower_[:-2]} if verb.lower_.endswith(("s", "ed")) else set()
    return bool(lemmas & _words().up_verbs)


def _span_over(doc: Doc, i: int) -> bool:
    """Is the "over" at token i a preposition of extent after another quantity ("struck
    out 11 batters *over* 7 innings", "grew 40 percent *over* three years")? The clause
    has its measured value already; the second figure is the stretch it was measured
    on, not a lower bound ("sold *over* 300 cars" has no figure before it)."""
    if not (1 <= i < len(doc) and doc[i].lower_ == "over"):
        return False
    prev = doc[i - 1]
    return prev.pos_ in ("NOUN", "NUM", "PROPN") and (
        prev.like_num or any(c.like_num and c.dep_ in ("nummod", "compound") for c in prev.children)
    )


# words after a length of time that make it an offset from now or from the time spoken of
OFFSET_WORDS = frozenset({"earlier", "before", "ago", "later", "previously", "prior"})


def _compared_time(doc: Doc, i: int, end: int) -> bool:
    """Is the comparative at token i ("more than", "higher than") the comparison of a
    figure before it with its value at another time, the number after "than" that
    time's distance ("6,000 *more than three months earlier*", "40 units *higher than
    two years ago*")? The clause is elliptical ("than [it was] three months earlier"):
    the duration is an exact offset, and the comparative, with its own differential
    before it, bounds that figure, not the duration ("left *more than three months
    ago*" has no figure before it and stays a bound)."""
    from qreas.mention_units import _unit_after

    if i < 1 or end >= len(doc) or "than" not in {t.lower_ for t in doc[i:end]}:
        return False
    unit = _unit_after(doc, end)
    if unit is None or unit[0].dimension != "time" or end + unit[1] >= len(doc):
        return False
    if doc[end + unit[1]].lower_ not in OFFSET_WORDS:
        return False
    return not doc[i - 1].is_punct and any(t.like_num for t in doc[max(0, i - 2) : i])


def _modifier_words_before(doc: Doc, start: int, floor: int) -> list[str]:
    return [t.lower_ for t in doc[max(floor, start - 6) : start]]


def _bound_after_unit(doc: Doc, end: int, number_end: int) -> Modifier | None:
    """A bound phrase after the unit rather than the number: "two mbs or greater",
    "15 points or more", "aged 5 years and over" bound the measure the same way. Only a
    coordinated comparative ("or more", "and under": elliptical for "or more mbs"),
    not followed by a number ("20 people and over 30 cars" lists two quantities); a
    lone "plus" after a unit adds ("$5 plus tax"), and "at most" there may bound what
    follows ("in 40 years at most double")."""
    if end <= number_end:
        return None
    late = modifier_after([t.lower_ for t in doc[end : end + 3]])
    if late is None or doc[end].lower_ not in ("or", "and") or late.kind not in ("lower", "upper"):
        return None
    nxt = doc[end + late.length] if end + late.length < len(doc) else None
    if nxt is not None and (nxt.like_num or nxt.pos_ == "NUM"):
        return None
    return late


@functools.cache
def _time_bounds() -> dict[str, dict[tuple[str, ...], str]]:
    """position -> phrase (as a token tuple) -> relation (``lexicons/time_bounds.tsv``)."""
    out: dict[str, dict[tuple[str, ...], str]] = {"before": {}, "after": {}}
    for phrase, relation, position in lines("time_bounds.tsv"):
        out[position][tuple(phrase.lower().split())] = relation
    return out


def _perfect(verb: Token | None) -> bool:
    """Is the verb a perfect ("had quadrupled", "has been completed")?"""
    return verb is not None and any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children)


def year_bound(doc: Doc, start: int, end: int, floor: int) -> tuple[str, int, int] | None:
    """A bound word on a year or period ("before 1990", "after the 1850s", "2001 or
    later"): its relation (``qreas.temporal.bound``) and the mention's new span.

    "by Y" with a perfect ("by 2013, the number had quadrupled") sets the reference
    time at which the result holds (Reichenbach 1947: the perfect puts the event
    before the reference time that "by" names), so it is no bound on a time point:
    the state is reported of Y itself."""
    table = _time_bounds()
    if any(doc[i].dep_ in ("nummod", "compound", "amod") and doc[i].head.pos_ in ("NOUN", "PROPN")
           and not start <= doc[i].head.i < end for i in range(start, end) if doc[i].like_num):  # fmt: skip
        return None  # "after the 1837 treaty": the year dates a thing, the bound is on that thing
    k = start - 1 if start - 1 >= floor and doc[start - 1].lower_ == "the" else start
    words = [t.lower_ for t in doc[max(floor, k - 3) : k]]
    for n in (3, 2, 1):
        relation = table["before"].get(tuple(words[-n:])) if len(words) >= n else None
        if relation is not None:
            if relation == "by" and _perfect(_clause_verb(doc[k - 1])):
                return None
            return relation, k - n, end
    after = [t.lower_ for t in doc[end : end + 2]]
    for n in (2, 1):
        relation = table["after"].get(tuple(after[:n])) if len(after) >= n else None
        if relation is not None:
            return relation, start, end + n
    return None


def _clause_verb(t: Token) -> Token | None:
    """The verb whose clause a word belongs to."""
    while t.head.i != t.i and t.pos_ not in ("VERB", "AUX"):
        t = t.head
    return t if t.pos_ in ("VERB", "AUX") else None
