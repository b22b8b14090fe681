"""The year of the same event, restated in the hypothesis' terms: the same verb of the
same definite subject ("Greta was born in 1911" / "Greta was born before 1900": one
birth), or the start or end year of a span ("lasted from 1948 until 1949" / "ended in
1949"). Split from ``dates``, whose readings of verbs, subjects and spans it shares."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import IN_DOCUMENT, Context, Derived, deriver
from qreas.natlog.derivers.dates import ONCE, _lemma, _narrower, _spans, _subject, _value, _verb, _words
from qreas.natlog.quantity_slots import indefinite_object
from qreas.once_events import month_of, once_event_verb
from qreas.types import Numset, fmt_number


def _definite_subject(doc: Any, verb: Any, agent: bool = False) -> str | None:
    """The subject of a verb, as a lemma, when it names one definite thing (a name,
    or a noun with "the" or a possessive): then its event happens once. ``agent``: the
    doer of a passive verb instead ("was run by Lev Arran": Arran), if it has one."""
    subj = _subject(verb) if verb is not None else None
    if agent and verb is not None:
        by = [g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
        subj = by[0] if by else subj
    if subj is None and verb is not None:
        subj = _controller(verb)
    if subj is None:
        return None
    definite = subj.pos_ == "PROPN" or any(
        c.dep_ == "poss"
        or (c.dep_ == "det" and c.lower_ == "the")
        or (c.dep_ == "compound" and any(_name_like(t) for t in c.subtree))  # "Tarrow railway station"
        for c in subj.children
    )
    return _lemma(subj) if definite else None


def _controller(verb: Any) -> Any | None:
    """The understood subject of a participle without one: the main clause's subject
    ("*Born* in 1980, Carla became ...") or the noun it modifies ("Carla, *born* in
    1980, ...")."""
    if verb.tag_ not in ("VBN", "VBG"):
        return None
    if verb.dep_ == "advcl":
        return _subject(verb.head)
    return verb.head if verb.dep_ == "acl" and verb.head.pos_ in ("PROPN", "NOUN") else None


def _subjects(doc: Any, verb: Any) -> tuple[str | None, str | None]:
    return _definite_subject(doc, verb), _introduced(doc, verb)


def _introduced(doc: Any, verb: Any) -> str | None:
    """The lemma of a subject a text introduces with "a" ("*A chapel* was built on the
    site in the 1760s"): a later "the chapel" is that one, so its building is the same
    event."""
    subj = _subject(verb) if verb is not None else None
    if subj is None or not any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in subj.children):
        return None
    return _lemma(subj)


# modifiers that single out one member of a series ("the *previous* record")
SINGLING = frozenset({"previous", "last", "first", "latest", "final", "only", "next", "earlier"})


def _singled_out(subj: Any | None) -> bool:
    """Is the subject one member of a series singled out ("*the previous* record", "the
    first edition", "the last eruption")? Then its doing is one occurrence, not a
    repeatable doing: "the previous record was set in 2013" against "in 2003" is the
    same setting, dated otherwise."""
    if subj is None:
        return False
    mods = [c for c in subj.children if c.dep_ in ("amod", "det", "poss")]
    return any(c.lower_ in SINGLING for c in mods) and any(c.lower_ in ("the", "its", "their", "his", "her")
                                                           or c.dep_ == "poss" for c in mods)


def _name_like(t: Any) -> bool:
    """A proper noun, or a capitalised word the tagger missed as one (an unknown place
    name at the start of a sentence is often tagged a common noun)."""
    return t.pos_ == "PROPN" or (t.is_title and (t.i > 0 or bool(t.ent_type_)))


@deriver("event-year")
def event_year(ctx: Context) -> Iterator[Derived]:
    """The premise's year of the event the hypothesis dates: the same verb of the same
    definite subject ("Greta was born in 1911" / "Greta was born before 1900": one
    birth), or the start or end of a span ("lasted from 1948 until 1949" / "ended in
    1949"). "before / after / in" said of a one-off happening of a definite thing are
    about that happening (the suite's convention), so another year contradicts."""
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "year":
        return
    hverb = _verb(ctx.hdoc, h.number_index)
    activity = None
    aspect = {*_words()["start"], *_words()["end"]}
    if hverb is not None and hverb.dep_ == "xcomp" and _lemma(hverb.head) in aspect:
        activity, hverb = hverb, hverb.head  # "began running the club in 1958": the start of running
    who = _definite_subject(ctx.hdoc, hverb)
    if hverb is None or who is None or indefinite_object(hverb):
        return  # "published *a* collection in 1977": one of its kind, not the one dated
    same = [
        q
        for q in ctx.premise
        if q.kind == "year"
        and q.verb == _lemma(hverb)
        and who in _subjects(doc, _verb(doc, q.number_index))
        and not (IN_DOCUMENT.get() and _narrower(_subject(hverb), _subject(_verb(doc, q.number_index))))
    ]
    # in a document a claim may speak of another occurrence of a repeatable event ("won
    # an award in 2015" against the source's 2011): the year is another event's
    once_words = {w for c in ONCE for w in _words()[c]}
    repeat = IN_DOCUMENT.get() and not (
        once_event_verb(hverb)
        or _singled_out(_subject(hverb))
        or _lemma(hverb) in once_words
        or any(v is not None and once_event_verb(v) for v in (_verb(doc, q.number_index) for q in same))
    )  # the premise may mark the event as the last ("moved to its present offices")
    if len(same) == 1 and not repeat and month_of(ctx.hdoc, h) in (None, month_of(doc, same[0])):
        q = same[0]  # ("in October 2024": the month is part of the date)
        # a thing's origin, birth, start or end happens once: the verb is the event both
        # date, and a year of another event of the text ("the railway arrived in 1868")
        # in the hypothesis' century does not decide. Repeatable doings ("lent 203 drums
        # in 2011") may recur in another year, so there the verb is left to the proof.
        pverb = _verb(doc, q.number_index)
        once = _lemma(hverb) in once_words
        p_words = frozenset({pverb.i}) if pverb is not None and once else frozenset()
        h_words = frozenset({hverb.i}) if once else frozenset()
        yield Derived(_value(h, q.lo, q.hi), f"{q.text}: the same event", (q,), p_words, h_words)
    edge = {"start": 0, "end": 1}
    for side, k in edge.items():
        if _lemma(hverb) not in _words()[side]:
            continue
        for (span,) in (s for s in _spans(ctx) if len(s) == 1):
            verb = _verb(doc, span.number_index)
            if who not in (_definite_subject(doc, verb), _definite_subject(doc, verb, agent=True)):
                continue
            if activity is not None and (verb is None or _lemma(verb) != _lemma(activity)):
                continue  # the span of another activity
            year = (span.lo, span.hi)[k]
            p_words = frozenset({verb.i}) if verb is not None and activity is None else frozenset()
            equation = f"{side} of {span.text} = {fmt_number(year)}"
            yield Derived(_value(h, year, year), equation, (span,), p_words, frozenset({hverb.i}))


def _single_event(doc: Any, q: Numset) -> Any | None:
    """The singled-out noun a year dates ("the previous eruption, *in 1981*, killed ...":
    the "in" on the noun, or on the clause of which it is the subject), or None."""
    tok = doc[q.number_index]
    prep = tok.head if tok.dep_ == "pobj" else None
    if prep is None or prep.lower_ != "in":
        return None
    head = prep.head
    if head.pos_ in ("VERB", "AUX"):
        head = _subject(head)
    return head if head is not None and head.pos_ == "NOUN" and _singled_out(head) else None


def _singling(noun: Any) -> frozenset[str]:
    return frozenset(c.lower_ for c in noun.children if c.lower_ in SINGLING)


@deriver("single-event-year")
def single_event_year(ctx: Context) -> Iterator[Derived]:
    """ "The previous eruption was in 1991" against "The previous eruption, in 1981,
    killed 23 people": a claim that says when an event singled out of a series happened
    (the event noun the subject of "be in <year>") and a year the text gives that same
    noun with the same singling word ("previous", "last", "first") date one happening,
    so another year contradicts. Only one such year in the text."""
    h = ctx.h
    if h.kind != "year" or not ctx.hdoc[h.number_index].dep_ == "pobj":
        return
    hverb = _verb(ctx.hdoc, h.number_index)
    if hverb is None or _lemma(hverb) != "be":
        return
    noun = _subject(hverb)
    if noun is None or noun.pos_ != "NOUN" or not _singled_out(noun):
        return
    found = [
        (q, n)
        for q in ctx.premise
        if q.kind == "year" and q.is_exact and (n := _single_event(ctx.pdoc, q)) is not None
        and _lemma(n) == _lemma(noun) and _singling(n) == _singling(noun)
    ]  # fmt: skip
    if len(found) != 1:
        return
    q, n = found[0]
    yield Derived(_value(h, q.lo, q.hi), f"{q.text}: the year of the {n.text}", (q,), frozenset(),
                  frozenset({hverb.i}))  # fmt: skip
