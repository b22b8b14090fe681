"""Temporal arithmetic: years the premise implies without stating them.

- "The treaty was signed in 1882. 13 years later, the museum opened." -> the museum
  opened in 1895 (a year plus a duration, ``temporal.later``);
- "The war lasted from 1950 to 1966" / "began in 1950 and ended in 1966" -> it lasted
  16 years (``temporal.span_years``: the year numbers subtracted);
- "born in 1925 and died in 2000" -> died at 74 or 75 (``temporal.age_from_periods``:
  completed years, the birthday before or after the death);
- "signed in 1882 ... opened in 1895" -> opened 13 years after it was signed (the
  years between two dated events), and "opened in 1895, 13 years after the treaty
  was signed" -> signed in 1882 (back from a dated event);
The year of the same event of one definite subject is in ``same_event_years``, days
between dates in ``day_spans``.

The meaning of each operation is in ``qreas.temporal`` (the suite oracle's
conventions); here are the readings of the words. The operation's words (the
"later", the reference event "later" points back to, "born", "lasted", "at the age
of") are accounted for, so the proof has only the quantity edit left to decide.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas import temporal
from qreas.lexicon import time_relations
from qreas.natlog import quantity_slots
from qreas.natlog.derived import IN_DOCUMENT, Context, Derived, deriver
from qreas.natlog.trees import subtree
from qreas.once_events import SUBJECT_DEPS
from qreas.types import Numset, fmt_number
from qreas.units import registry

WINDOW = 4  # "at the age of 74": age words stand a few words before the number
ONCE = ("origin", "birth", "start", "end")  # classes of events that happen once to a thing


_words = time_relations  # class -> word -> value (``lexicons/time_relations.tsv``)


@functools.cache
def _year_seconds() -> float:
    unit = registry().get("year")
    return unit.scale if unit is not None else 31557600.0


def _years(q: Numset) -> temporal.Years:
    return temporal.Years(q.lo, q.hi)


def _duration_years(q: Numset) -> float | None:
    """An exact duration's length in years ("13 years", "18 months", "two decades")."""
    if q.kind != "amount" or q.dimension != "time" or not q.is_exact:
        return None
    return round(q.lo * q.scale / _year_seconds(), 6)


def _verb(doc: Any, i: int) -> Any:
    """The verb whose clause token i belongs to (None if there is none)."""
    t = doc[min(i, len(doc) - 1)]
    while t.head.i != t.i and t.pos_ not in ("VERB", "AUX"):
        t = t.head
    return t if t.pos_ in ("VERB", "AUX") else None


def _lemma(t: Any) -> str:
    return t.lemma_.lower() if t is not None else ""


def _clause(doc: Any, verb: Any, away: int) -> frozenset[int]:
    """The clause of a verb, without a dependent clause that holds token ``away``
    (the reference event of "13 years later" without the later event itself)."""
    if verb is None:
        return frozenset()
    out = subtree(verb)
    for c in verb.children:
        if away in subtree(c):
            out -= subtree(c)
    if away in out:  # the later event is this very clause
        return frozenset()
    return out


def _value(h: Numset, lo: float, hi: float) -> Numset:
    return h.with_(lo=lo, hi=hi, lo_open=False, hi_open=False, approximate=False, lo_floor=False)


# --- a year plus a duration ----------------------------------------------------------------


def _relative(doc: Any, d: Numset) -> tuple[int, frozenset[int], Any] | None:
    """ "13 years later / earlier / after that / after the treaty was signed": the
    direction, the relative words, and the anchor phrase after "after / before" (the
    head of its object or clause; None for "later", which points back in the text)."""
    if d.end >= len(doc):
        return None
    t = doc[d.end]
    sign = _words()["relative"].get(t.lower_)
    if sign is None:
        return None
    words = {t.i}
    anchor = None
    if t.lower_ in ("after", "before"):
        objs = [c for c in t.children if c.dep_ in ("pobj", "pcomp")]
        if t.dep_ == "mark":
            objs = [t.head]
        if objs and objs[0].lower_ in ("that", "this", "then"):
            words.add(objs[0].i)
        elif objs:
            anchor = objs[0]
    return sign, frozenset(words), anchor


def _anchor_year(ctx: Context, d: Numset, anchor: Any) -> Numset | None:
    """The year of the event a relative duration is counted from: inside the "after"
    phrase, else the event it names (the premise year of the same verb), else, for
    "later", the last year stated before the duration (narrative order)."""
    years = [q for q in ctx.premise if q.kind == "year" and q is not d]
    if anchor is not None:
        inside = [q for q in years if q.number_index in subtree(anchor)]
        if inside:
            return inside[0]
        same = [q for q in years if q.verb and q.verb == _lemma(_verb(ctx.pdoc, anchor.i))]
        if not same and anchor.pos_ == "NOUN":  # "two years after its founding": the year it was founded
            same = [q for q in years if q.verb and q.verb in event_verbs(_lemma(anchor))]
        return same[0] if len(same) == 1 else None
    before = [q for q in years if q.end <= d.start]
    return before[-1] if before else None


@deriver("years-later")
def years_later(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "year":
        return
    for d in ctx.premise:
        n = _duration_years(d)
        rel = _relative(doc, d) if n is not None else None
        if n is None or rel is None:
            continue
        sign, words, anchor = rel
        event = _verb(doc, d.number_index)
        if anchor is not None and event is not None and event.i == anchor.i:
            event = anchor.head  # the parser hangs "17 years" on the "after" clause it measures
            if event.i == anchor.i:
                continue  # the anchor is the root: which clause is the later event is unclear
        anchor_verb = _lemma(_verb(doc, anchor.i)) if anchor is not None else None
        if anchor is not None and anchor.pos_ == "NOUN" and h.verb in event_verbs(_lemma(anchor)):
            anchor_verb = h.verb  # "three years after her move to Paris" / "she moved to Paris in"
        if event is not None and h.verb == anchor_verb != _lemma(event):
            yield from _back_to_anchor(ctx, d, sign * n, event, words)  # the year of the anchor event
            continue
        if h.verb and event is not None and _lemma(event) not in _heads(ctx.hdoc, h.number_index, h.verb):
            continue  # the hypothesis speaks of another event than the later one
        ref = _anchor_year(ctx, d, anchor)
        if ref is None or _verb(doc, ref.number_index) is event:
            continue
        span = temporal.later(_years(ref), sign * n)
        # the reference event is the antecedent of "later": the operation uses it up
        if anchor is None:
            told = reference_clause(doc, ref, event, d.start)
        else:  # "after its founding", dated by "was *founded* in 1962": the verb it names
            told = subtree(anchor) | _verb_words(_verb(doc, ref.number_index), anchor)
        op = "+" if sign > 0 else "-"
        equation = f"{ref.text} {op} {d.text} = {_years_text(span)}"
        yield Derived(_value(h, span.first, span.last), equation, (ref, d), words | told)


def _verb_words(verb: Any, anchor: Any) -> frozenset[int]:
    """The verb a noun anchor names ("its *founding*" / "was *founded*"), with auxiliaries."""
    if verb is None or verb.i in subtree(anchor) or _lemma(verb) not in event_verbs(_lemma(anchor)):
        return frozenset()
    return frozenset({verb.i, *(c.i for c in verb.children if c.dep_ in ("aux", "auxpass"))})


def reference_clause(doc: Any, ref: Numset, event: Any, away: int) -> frozenset[int]:
    """The clause of the reference year of "N years later" (the antecedent of "later",
    which the operation uses up), without the later event at token ``away``."""
    told = _clause(doc, _verb(doc, ref.number_index), away)
    if event is not None and not any(c.dep_ in SUBJECT_DEPS and c.pos_ != "PRON" for c in event.children):
        # "The war began in 1914 and ended four years later": the subject is the later
        # event's too, which the hypothesis names ("The war ended in 1918"); so is the
        # antecedent of its pronoun ("... after its founding, *it* moved")
        told -= frozenset(i for c in doc if c.dep_ in SUBJECT_DEPS and c.i in told for i in subtree(c))
    return told


def _heads(doc: Any, i: int, verb: str) -> frozenset[str]:
    """The lemmas a hypothesis year may be the date of: its verb and every word above
    it ("lost three toes to frostbite in 2013": the parser may hang the year on
    "frostbite", the event is still the losing)."""
    t, out = doc[i], {verb}
    while t.head.i != t.i:
        t = t.head
        out.add(_lemma(t))
    return frozenset(out)


def _back_to_anchor(
    ctx: Context, d: Numset, years: float, event: Any, words: frozenset[int]
) -> Iterator[Derived]:
    """ "The museum opened in 1895, 13 years after the treaty was signed": the treaty
    was signed in 1895 - 13, the year of the dated event less the duration."""
    dated = _dated(ctx, event)
    if dated is not None:
        # the dated event is the reference point here: the operation uses it up
        words = words | _clause(ctx.pdoc, event, d.number_index)
        span = temporal.later(_years(dated), -years)
        op = "-" if years > 0 else "+"
        equation = f"{dated.text} {op} {d.text} = {_years_text(span)}"
        yield Derived(_value(ctx.h, span.first, span.last), equation, (dated, d), words)


def _dated(ctx: Context, verb: Any) -> Numset | None:
    """The one premise year of the event a verb names (the same verb lemma; failing
    that, for a verb of origin, the one year of any verb of origin: "founded" /
    "established in 1923" name one event, the thing's beginning,
    ``lexicons/time_relations.tsv``)."""
    if verb is None:
        return None
    lemma = _lemma(verb)
    found = [q for q in ctx.premise if q.kind == "year" and q.verb == lemma]
    origin = _words()["origin"]
    if not found and lemma in origin:
        found = [q for q in ctx.premise if q.kind == "year" and q.is_exact and q.verb in origin]
    return found[0] if len(found) == 1 else None


def _dated_noun(ctx: Context, noun: Any, event: Any = None) -> Numset | None:
    """The one premise year of an event named by a noun: the year of the verb that
    takes the noun as its subject or object ("won the competition in 1902": the
    competition's year). A year of the hypothesis' own verb comes first: "the terminal
    opened 46 years after the airport" elides the verb (VP ellipsis, "after the airport
    [opened]"), so "the airport opened in 1962" dates it, not "the airport handled 9
    million passengers in 2019"."""
    lemma = _lemma(noun)
    found = []
    for q in ctx.premise:
        verb = _verb(ctx.pdoc, q.number_index) if q.kind == "year" and q.is_exact else None
        args = [c for c in verb.children if c.dep_ in ARGUMENTS] if verb is not None else []
        if any(_lemma(c) == lemma for c in args):
            found.append(q)
    if event is not None and len(found) > 1:
        same = [q for q in found if _lemma(_verb(ctx.pdoc, q.number_index)) == _lemma(event)]
        found = same or found
    return found[0] if len(found) == 1 else None


ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "attr"})


@deriver("years-between")
def years_between(ctx: Context) -> Iterator[Derived]:
    """The time between two dated events: "The treaty was signed in 1882 and the museum
    opened in 1895" -> "The museum opened 13 years after the treaty was signed" (the
    later event's year less the earlier one's, ``temporal.span_years``). The anchor
    clause stays in the hypothesis, where its words align with the premise's."""
    h, hdoc = ctx.h, ctx.hdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    within = _within(hdoc, h)
    rel = within or _relative(hdoc, h)
    if rel is None or rel[2] is None:
        return
    sign, words, anchor = rel
    event = _verb(hdoc, h.number_index)
    if event is not None and event.i == anchor.i:
        event = anchor.head
    later_year, anchor_year = _dated(ctx, event), _dated(ctx, _verb(hdoc, anchor.i))
    p_words: frozenset[int] = frozenset()
    if anchor.pos_ in ("NOUN", "PROPN") and anchor.dep_ == "pobj":
        anchor_year = _dated_noun(ctx, anchor, event)  # "seven years after the competition"
        if anchor_year is None:  # "after its formation": the year it was formed
            anchor_year = _dated_lemmas(ctx, event_verbs(_lemma(anchor)))
            if anchor_year is not None:  # the noun restates the premise's verb
                verb = _verb(ctx.pdoc, anchor_year.number_index)
                p_words = frozenset({verb.i, *(c.i for c in verb.children if c.dep_ in ("aux", "auxpass"))})
                words = words | subtree(anchor)
    if later_year is None or anchor_year is None or later_year is anchor_year:
        return
    if not (later_year.is_exact and anchor_year.is_exact):
        return
    years = sign * temporal.span_years(int(anchor_year.lo), int(later_year.lo))
    value = years * _year_seconds() / h.scale
    equation = f"{later_year.text} - {anchor_year.text} = {fmt_number(value)} {h.unit or 'year'}"
    if within is not None:  # "within 100 years of": at most that long after
        if value < 0:
            return
        inside = value <= h.hi
        equation += f", {'within' if inside else 'not within'} {h.text}"
        yield Derived(h if inside else _value(h, value, value), equation, (later_year, anchor_year), p_words,
                      words)  # fmt: skip
        return
    yield Derived(_value(h, value, value), equation, (later_year, anchor_year), p_words, words)


def _within(doc: Any, d: Numset) -> tuple[int, frozenset[int], Any] | None:
    """ "within 100 years of its formation": a duration that bounds the time after an
    event from above (the direction, the words, the event's phrase), as ``_relative``."""
    if d.start < 1 or d.end >= len(doc) or doc[d.start - 1].lower_ != "within" or doc[d.end].lower_ != "of":
        return None
    objs = [c for c in doc[d.end].children if c.dep_ in ("pobj", "pcomp")]
    return (1, frozenset({d.start - 1, d.end}), objs[0]) if objs else None


@functools.cache
def event_verbs(noun: str) -> frozenset[str]:
    """The verbs a noun names the event of, from WordNet's derivational links
    ("formation" -> form, "founding" -> found, "death" -> die): "after its formation"
    speaks of the year the premise says it was formed."""
    from qreas.natlog.lexical import _wn

    return frozenset(
        d.name()
        for lemma in (x for s in _wn().synsets(noun, "n") for x in s.lemmas() if x.name() == noun)
        for d in lemma.derivationally_related_forms()
        if d.synset().pos() == "v"
    )


def _dated_lemmas(ctx: Context, lemmas: frozenset[str]) -> Numset | None:
    """The one premise year of an event named by any of these verb lemmas."""
    found = [q for q in ctx.premise if q.kind == "year" and q.verb in lemmas]
    return found[0] if len(found) == 1 and lemmas else None


def _years_text(span: temporal.Years) -> str:
    if span.first == span.last:
        return fmt_number(span.first)
    return f"{fmt_number(span.first)}..{fmt_number(span.last)}"


# --- the length of a span ------------------------------------------------------------------


def _two_years(doc: Any, q: Numset) -> bool:
    """A range of two stated years ("from 1950 to 1966", "1950-1966"), not a period
    named by one word ("the 1950s")."""
    return q.kind == "year" and q.lo < q.hi and sum(doc[i].like_num for i in range(q.start, q.end)) >= 2


def _spans(ctx: Context) -> Iterator[tuple[Numset, ...]]:
    """The premise's spans: a range of two years said as a span ("from ... to", a dash,
    or after a verb of lasting: "lasted between 1950 and 1966"), or a start year and
    an end year of one subject ("began in 1950 and ended in 1966")."""
    doc = ctx.pdoc
    lasting = _words()["lasting"]
    for q in ctx.premise:
        if not _two_years(doc, q):
            continue
        dash = any(doc[i].text in ("-", "–") for i in range(q.start, q.end))
        if doc[q.start].lower_ == "from" or q.verb in lasting or dash or _between_as_span(ctx, q):
            yield (q,)
    years = [q for q in ctx.premise if q.kind == "year" and q.is_exact]
    yield from _from_until(doc, years)
    yield from _begun_until(doc, years)
    for a in years:
        for b in years:
            va, vb = _verb(doc, a.number_index), _verb(doc, b.number_index)
            # "began ... ended", "was built ... was destroyed"
            first = _lemma(va) in _words()["start"] or _lemma(va) in _words()["origin"]
            last = _lemma(vb) in _words()["end"]
            # "bought in 1979 and sold in 2008": the span of owning
            if _lemma(va) in _words()["possession_start"] and _lemma(vb) in _words()["possession_end"]:
                first = last = True
            if a.lo < b.lo and first and last:
                if _same_subject(va, vb):
                    yield (a, b)


def _span_prep(doc: Any, q: Numset, words: tuple[str, ...]) -> Any | None:
    """The preposition of ``words`` that dates a clause with year ``q``: "*from* 1931",
    "*until* 1952", or "*until* her retirement *in* 1952" (the event that ends the span,
    dated by its own "in"). None when the year is dated otherwise."""
    prep = doc[q.number_index].head
    if prep.lower_ == "in" and prep.head.dep_ == "pobj":
        prep = prep.head.head  # "until her retirement in 1952": the span's end
    return prep if prep.lower_ in words and prep.dep_ == "prep" else None


def _end_event(doc: Any, q: Numset) -> frozenset[int]:
    """ "until *her retirement in* 1952": the span's end event, its own description."""
    prep = doc[q.number_index].head
    if prep.lower_ == "in" and prep.head.dep_ == "pobj" and prep.head.head.lower_ in ("until", "till", "to"):
        return frozenset(subtree(prep.head))
    return frozenset()


def _from_until(doc: Any, years: list[Numset]) -> Iterator[tuple[Numset, Numset]]:
    """ "ruled from 1204 until his death in 1218", "led it from 1931 till 1952": a span
    of two single years whose prepositions hang on one verb (a range written as one
    number, "from 1950 to 1966", is read whole by ``_spans``)."""
    for a in years:
        start = _span_prep(doc, a, ("from", "since"))
        if start is None:
            continue
        for b in years:
            end = _span_prep(doc, b, ("until", "till", "to"))
            if end is not None and end.head.i == start.head.i and a.lo < b.lo:
                yield (a, b)


def _begun_until(doc: Any, years: list[Numset]) -> Iterator[tuple[Numset, Numset]]:
    """ "was built in 1932 and staffed until 1955", "opened in 1868 and ran until
    1961": a thing's start, dated, and a conjoined verb of the same subject that
    lasts *until* a year. The lasting began with the thing (a station is staffed from
    its building on, unless the text says otherwise), so the two years bound it."""
    for a in years:
        va = _verb(doc, a.number_index)
        if va is None or not (_lemma(va) in _words()["start"] or _lemma(va) in _words()["origin"]):
            continue
        for b in years:
            end = _span_prep(doc, b, ("until", "till"))
            if end is None or not a.lo < b.lo:
                continue
            vb = end.head
            if vb.i != va.i and vb.dep_ == "conj" and vb.head.i == va.i:
                yield (a, b)


def _same_months(doc: Any, span: tuple[Numset, ...]) -> frozenset[int]:
    """ "in March 2005 ... in March 2015": one month at both ends keeps the length whole
    years, so the months are the span's words (other months stay for the proof)."""
    if len(span) != 2:
        return frozenset()
    a, b = (quantity_slots.month_words(doc, q) for q in span)
    same = len(a) == len(b) == 1 and doc[min(a)].lower_ == doc[min(b)].lower_
    return frozenset(a | b) if same else frozenset()


def _narrower(hsubj: Any, psubj: Any) -> bool:
    """Does the claim's subject add a modifier the source's lacks ("the *upstream* dam"
    / "the dam that forms the reservoir")? Then, in a document, it may be another thing
    of the kind, with a date of its own."""
    if hsubj is None or psubj is None:
        return False
    mods = {_lemma(c) for c in hsubj.children if c.dep_ in ("amod", "compound", "nmod")}
    return not mods <= {_lemma(t) for t in psubj.subtree}


def _between_as_span(ctx: Context, q: Numset) -> bool:
    """ "played 611 matches *between 1951 and 1969*", "built between 1211 and 1298" read
    as the span of the doing, when the hypothesis states its length ("played for 18 years",
    "took 32 years"). Outside documents "between" after a verb of no lasting may be the
    vagueness of one date ("made between 1750 and 1770"), so the suite's pairs keep it."""
    if ctx.pdoc[q.start].lower_ != "between":
        return False
    # making a thing takes the time between the years ("built between 1211 and 1298");
    # another doing only in a document, where claims restate a career's span
    if not (IN_DOCUMENT.get() or q.verb in _words()["origin"]):
        return False
    h, hdoc = ctx.h, ctx.hdoc
    hverb = _verb(hdoc, h.number_index)
    period = _period_words(hdoc, h)
    first = min(period) if period else h.start
    before = hdoc[first - 1].lower_ if first > 0 else ""
    return before in ("for", "over") or (hverb is not None and _lemma(hverb) in _words()["lasting"])


def _period_words(hdoc: Any, h: Numset) -> frozenset[int]:
    """ "a period of" / "a span of" before a length ("over a period of 26 years"): words
    that only name the length as a stretch of time, part of the span's description."""
    i = h.start
    if i < 2 or hdoc[i - 1].lower_ != "of" or _lemma(hdoc[i - 2]) not in ("period", "span"):
        return frozenset()
    words = {i - 1, i - 2}
    if i >= 3 and hdoc[i - 3].lower_ in ("a", "the"):
        words.add(i - 3)
    return frozenset(words)


def _subject(v: Any) -> Any:
    """A verb's subject; a relative pronoun's is the noun its clause modifies ("Byrne,
    *who* played ... between 1951 and 1969": Byrne played), so that a claim naming it
    speaks of the same doer."""
    subj = [c for c in v.children if c.dep_ in ("nsubj", "nsubjpass")]
    if subj:
        if subj[0].tag_ in ("WP", "WDT") and v.dep_ == "relcl" and v.head.i != v.i:
            return v.head
        return subj[0]
    return _subject(v.head) if v.dep_ == "conj" and v.head.i != v.i else None


def _agents(v: Any) -> set[str]:
    """The doers a passive verb names with "by" ("was bought *by the Marchand group*"), or
    the verb it is conjoined to ("bought by X in 1979 and sold again in 2008")."""
    while True:
        found = {_lemma(o) for a in v.children if a.dep_ == "agent" for o in a.children if o.dep_ == "pobj"}
        if found or v.dep_ != "conj" or v.head.i == v.i:
            return found
        v = v.head


def _same_subject(a: Any, b: Any) -> bool:
    """Do the start and the end verbs have one subject ("The war began ... and ended")?"""
    sa, sb = _subject(a), _subject(b)
    return sa is not None and sb is not None and (sa.i == sb.i or _lemma(sa) == _lemma(sb))


@functools.cache
def _synonyms(verb: str) -> frozenset[str]:
    """The verbs of the first WordNet senses of a verb ("build": construct, make)."""
    from qreas.natlog.lexical import _wn

    return frozenset(x.name() for syn in _wn().synsets(verb, "v")[:3] for x in syn.lemmas()) | {verb}


def _naming_nouns(hdoc: Any, verbs: frozenset[str]) -> frozenset[int]:
    """Hypothesis nouns that name the doing of one of the premise's verbs or a synonym
    ("construction" names constructing, a synonym of building: ``event_verbs``)."""
    near = frozenset(w for v in verbs for w in _synonyms(v))
    return frozenset(t.i for t in hdoc if t.pos_ == "NOUN" and event_verbs(_lemma(t)) & near)


def _nouns(tokens: Any) -> set[str]:
    return {_lemma(t) for t in tokens if t.pos_ == "NOUN"}


def _state_words(verb: Any) -> list[Any]:
    """The state "be" says of a span's subject: "was *open*", or the noun of "was in
    *force*" / "in *service*" (a prepositional complement states the state as well)."""
    out = [c for c in verb.children if c.dep_ == "acomp"]
    for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "in"):
        out += [o for o in prep.children if o.dep_ == "pobj" and not o.like_num]
    return out


@deriver("span-length")
def span_length(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    from qreas.natlog.derivers.event_ages import age_words

    if age_words(ctx.hdoc, h):
        return  # "in her forties", "aged 30": years since a birth, not a span's length
    lasting = _words()["lasting"]
    hverb = _verb(ctx.hdoc, h.number_index)
    h_words = frozenset({hverb.i}) if hverb is not None and _lemma(hverb) in lasting else frozenset()
    if hverb is not None and (_lemma(hverb) == "be" or h_words):  # "was open for 117 years": the span's state
        state = [c for c in _state_words(hverb) if _lemma(c) in _words().get("state", {})]
        h_words = frozenset({hverb.i, state[0].i, state[0].head.i}) if state else h_words
    who = _subject(hverb) if hverb is not None else None
    for span in _spans(ctx):
        pverb = _verb(doc, span[-1].number_index)
        of = _subject(pverb) if pverb is not None else None
        verbs = {_verb(doc, q.number_index) for q in span} - {None}
        doing = _naming_nouns(ctx.hdoc, frozenset(_lemma(v) for v in verbs))
        other = who is not None and of is not None and _lemma(who) != _lemma(of) and who.pos_ != "PRON"
        # the doer of a passive span is its agent ("was bought by the group ... and sold")
        other = other and not any(_lemma(who) in _agents(v) for v in verbs)
        # "*Passenger* services began ... and ended" / "carried passengers for 56 years"
        mods = [c for c in of.children if c.dep_ in ("compound", "amod")] if other else []
        shared = other and _nouns(mods) & _nouns(t for t in ctx.hdoc if t.i != who.i)
        if other and who.i not in doing and not shared:
            continue  # the span of another thing ("The war began in 1618 ..." / "Ravi served 30 years")
        first, last = (span[0].lo, span[0].hi) if len(span) == 1 else (span[0].lo, span[1].lo)
        years = temporal.span_years(int(first), int(last))
        value = years * _year_seconds() / h.scale
        # two verbs ("began ... ended") are the span's words; one verb with "from ...
        # until" is the doing itself, matched with the claim's verb
        p_words = frozenset(v.i for v in verbs if len(verbs) == 2 or _lemma(v) in lasting)
        if len(span) == 2 and (until := _span_prep(doc, span[1], ("until", "till"))) is not None:
            lasted = until.head  # "built in 1932 and *staffed* until 1955"
            if hverb is not None and hverb.i in h_words:  # "operated for 91 years": said as lasting
                p_words |= {lasted.i, *(c.i for c in lasted.children if c.dep_ == "acomp")}
            else:  # "was staffed for 23 years": the doing itself, matched with the claim's verb
                p_words -= {lasted.i}
        p_words |= _end_event(doc, span[-1]) if len(span) == 2 else frozenset()
        p_words |= _same_months(doc, span)
        # "The *construction* of the cathedral took 87 years": a noun naming the span's doing
        h_words |= doing | _period_words(ctx.hdoc, h)
        if shared and hverb is not None:  # "carried passengers": the services' doing
            h_words |= {hverb.i}
        unit = h.unit or "year"
        equation = f"{fmt_number(last)} - {fmt_number(first)} = {fmt_number(value)} {unit}"
        yield Derived(_value(h, value, value), equation, span, p_words, h_words)
