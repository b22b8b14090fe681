"""What a quantity's slot says besides its value, which the proof's quantity edit must
weigh: the month written with a year, the period of a counted event, the thing a rate
is distributed over. Split from ``infer`` (which stays under 600 lines)."""

from __future__ import annotations

import functools
from typing import Any

from qreas.lexicon import word_lists, word_set
from qreas.mention_context import governing_verb
from qreas.natlog import align as A
from qreas.once_events import once_event_verb
from qreas.types import Numset


def month_words(doc: Any, q: Numset) -> set[int]:
    """The month named just before a year ("in May 2023", "on 9 June 2022")."""
    months = word_lists().months
    before = doc[max(0, q.number_index - 3) : q.number_index]
    return {t.i for t in before if t.lower_.rstrip(".") in months}


def date_words(doc: Any, q: Numset) -> set[int]:
    """The day and month written before a year ("on 3 March 2015", "on March 3, 2015")."""
    if q.kind != "year":
        return set()
    months = word_lists().months
    out: set[int] = set()
    for t in reversed(doc[max(0, q.number_index - 4) : q.number_index]):
        day = t.like_num and len(t.text) <= 2
        if t.lower_.rstrip(".") in months or day or t.text == ",":
            out.add(t.i)
        else:
            break
    return out if any(doc[i].lower_.rstrip(".") in months for i in out) else set()


@functools.cache
def period_nouns() -> frozenset[str]:
    return word_set("period_nouns.txt")


def timed(h: Numset) -> bool:
    """A quantity that names a time: a year, a date, or an ordinal of a period ("the
    *second* half", "the third round": ``lexicons/period_nouns.txt``)."""
    return h.kind in ("year", "date") or (h.kind == "ordinal" and h.unit in period_nouns())


def indefinite_object(verb: Any) -> bool:
    """Does the verb take an indefinite object ("published *a* collection")? Its event is
    one of a kind that may happen again with another such object; not with an ordinal,
    which names one member ("opened *a second* brewhouse": the second one), nor the first
    or last time ("*first* held a rope festival": one occasion)."""
    if any(c.dep_ == "advmod" and c.lower_ in ("first", "last") for c in verb.children):
        return False
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    return any(
        any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in c.children)
        and not any(d.ent_type_ == "ORDINAL" or d.lower_ in ("first", "last", "final") for d in c.children)
        for c in objects
    )


def recurring(hdoc: Any, h: Numset) -> bool:
    """A date that times a counted event ("sold 12 trucks in 2020", "In 2019, 40 students
    graduated"): the clause reports an amount for that time, and another date than the
    premise's is another period, consistent with it (a time modifier's | projects to #
    under the event's existential closure, like "on Monday" / "on Tuesday"). A date of a
    single, definite event ("The treaty was signed in 1931") locates that event, and one
    of an event that happens once (``qreas.once_events``: founded, born) has one date:
    there | stands. An event with an indefinite object ("published a collection") is one
    of its kind, as a counted one is."""
    if h.number_index >= len(hdoc):
        return False
    verb = governing_verb(hdoc[h.number_index])
    if verb is None or verb.pos_ != "VERB":
        return False
    args = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "dobj")]
    # "published *a* collection in 1975": an indefinite object is one of the kind, and
    # another dated one ("her first collection ... in 1958") is another such event,
    # even of a verb that happens once to its object
    if indefinite_object(verb):
        return True
    if once_event_verb(verb):
        return False
    return any(c.like_num or any(n.dep_ == "nummod" for n in c.children) for c in args)


def per_other(p: Numset, h: Numset, pdoc: Any, hdoc: Any) -> bool:
    """The hypothesis distributes its value over something with a distributive word
    ("80 rooms on each floor", "200 loaves a day") that the premise neither distributes
    over nor mentions: a total is no rate (the converse of ``justify._per_and_total``)."""
    if not h.freq or h.freq in ("each", "apiece") or p.freq is not None:
        return False
    if h.dimension is not None and h.dimension == p.dimension:
        return False  # "180 km/h" / "3 kilometres per minute": the premise's unit is the rate
    if any(t.lemma_.lower() == h.freq for t in pdoc):
        return False
    return any(
        t.lemma_.lower() == h.freq
        and t.i > 0
        and t.doc[t.i - 1].lower_ in ("each", "every", "per", "a", "an")
        for t in hdoc
    )


def in_new_adjunct(hdoc: Any, h: Numset) -> bool:
    """A hypothesis number no premise quantity speaks of, inside an adverbial that
    narrows a quantified clause's scope ("At least 54 miners passed the exam *on the
    first attempt*", "finished the race *in 3 hours*") and not derived from the premise
    either: the adverbial is one inserted modifier, which monotonicity judges
    (``align.NOVEL_SCOPE``), not a quantity edit of its own (#)."""
    if h.number_index >= len(hdoc):
        return False
    for t in hdoc[h.number_index].ancestors:
        # of the verb, or of its object ("finished the race *in the top ten*"); not a
        # measure's own ("lasted 21 days")
        if t.dep_ == "prep" and (t.head.pos_ == "VERB" or t.head.dep_ == "dobj"):
            return A._narrows_scope(t)
    return False
