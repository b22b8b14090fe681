"""Days between two dates, and the days of a span named by its first and last days.

Two readings, told apart by the words (both are ``qreas.temporal.day_count``):

- A span *named by its first and last days* -- "held from 5 to 8 June", "from 26
  February to 3 March 1987", "on 14–16 July", "between 1 and 3 May", "June 5 to 8,
  2016" -- names the days the event took place on, both ends included: "5 to 8 June"
  is four days (5, 6, 7, 8 June). A count of *days* is a count of those days. A
  length in weeks or months is a measure of elapsed time, counted from a day to the
  same day of a later week or month ("from June 2 to June 23" is three weeks, not
  three weeks and a day), so it is the dates subtracted.
- Two *moments*, the dates of a start verb and of an end verb of one subject --
  "began on February 20, 2024 and ended on March 5, 2024" -- are apart by the dates
  subtracted in any unit (14 days), as the years of "began in 1950, ended in 1966"
  are (16 years).

A date is a day number with its month (the parser's kind "date", its unit the month)
and perhaps a year after it. A bare first day takes the month and year of the last
("5 to 8 June 2016"), a bare last day those of the first ("June 5 to 8, 2016"); a
first date with no year takes the last one's, one year earlier when its month-day
comes later ("from 30 December to 2 January 2020"); with no year beside the dates,
the one year of the sentence dates them ("In 1987 the fair ran from 26 February to
3 March"). Leap days and unknown years are in ``qreas.temporal.days_from_to``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from qreas import temporal
from qreas.natlog.derived import IN_DOCUMENT, Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _same_subject, _subject, _value, _verb, _words
from qreas.types import Numset, fmt_number

DAY = 86400.0  # seconds: the base unit of time in ``qreas.units``
JOINERS = frozenset({"to", "until", "till", "through", "-", "–", "—", "and"})
OPENERS = frozenset({"from", "between", "on"})  # words that name a span by its ends


@dataclass(frozen=True)
class _Date:
    day: Numset  # the day number (a bare number when its month is the other end's)
    month: int | None
    year: Numset | None


@dataclass(frozen=True)
class _Span:
    """Two dates with the words that join them; ``named``: a span named by its first
    and last days (counted inclusively in days), else two moments (subtracted)."""

    a: _Date
    b: _Date
    words: frozenset[int]
    named: bool


def _month(doc: Any, q: Numset) -> int | None:
    """A date's month: its unit ("5 June"), or the month name before it ("June 5")."""
    if q.kind != "date":
        return None
    if q.unit:
        return temporal.month_number(q.unit)
    before = doc[q.start - 1] if q.start > 0 else None
    return temporal.month_number(before.text) if before is not None and before.is_alpha else None


def _bare_day(q: Numset) -> bool:
    """A day number with no month or unit of its own: "5" in "5 to 8 June"."""
    return (
        q.kind in ("amount", "date")
        and q.unit is None
        and q.is_exact
        and q.lo == int(q.lo)
        and 1 <= q.lo <= 31
    )


def _year_after(qs: tuple[Numset, ...], q: Numset) -> Numset | None:
    return next((y for y in qs if y.kind == "year" and y.is_exact and 0 <= y.start - q.end <= 2), None)


def _sentence_year(doc: Any, qs: tuple[Numset, ...], q: Numset) -> Numset | None:
    """The one year of the sentence a date is in, if there is exactly one."""
    sent = doc[q.start].sent
    years = [y for y in qs if y.kind == "year" and y.is_exact and sent.start <= y.start < sent.end]
    return years[0] if len(years) == 1 else None


def _month_tokens(doc: Any, q: Numset) -> set[int]:
    return {
        k for k in range(max(q.start - 1, 0), min(q.end + 1, len(doc))) if temporal.month_number(doc[k].text)
    }


def _joined(doc: Any, a: Numset, b: Numset) -> frozenset[int] | None:
    """The words that make two day numbers the ends of one named span: a joiner between
    them ("to", "–", "and" after "between"), and the opener before ("from")."""
    gap = [doc[i] for i in range(a.end, b.start) if doc[i].text != ","]
    gap_words = {t.lower_ for t in gap} - {doc[k].lower_ for k in _month_tokens(doc, a)}
    gap_words -= {t.lower_ for t in gap if t.like_num}
    if len(gap_words) != 1 or not gap_words <= JOINERS:
        return None
    opener = next((doc[k] for k in (a.start - 1, a.start - 2) if 0 <= k and doc[k].lower_ in OPENERS), None)
    if gap_words == {"and"} and (opener is None or opener.lower_ != "between"):
        return None  # "on 10 and 11 June": two days listed, not a span
    words = {t.i for t in gap} | ({opener.i} if opener is not None else set())
    verb = _verb(doc, a.number_index)
    if verb is not None and _lemma(verb) in _words()["lasting"]:
        words.add(verb.i)
    return frozenset(words)


def _days(qs: tuple[Numset, ...]) -> list[Numset]:
    """The day numbers in text order (years apart). The parser reads "3 and 23 April"
    as one amount of Aprils overlapping the date "23 April": its first number is a
    bare day."""
    out = []
    for q, nxt in zip(qs, (*qs[1:], None), strict=False):
        if q.kind == "year":
            continue
        if (
            nxt is not None
            and q.kind == "amount"
            and temporal.month_number(q.unit or "")
            and nxt.start < q.end
        ):
            q = q.with_(end=q.start + 1, unit=None)
        out.append(q)
    return out


def _named_spans(doc: Any, qs: tuple[Numset, ...]) -> Iterator[_Span]:
    """Spans named by their first and last days, in the forms above."""
    for q in qs:  # one range of days: "14–16 July"
        m = _month(doc, q)
        if m is not None and q.lo < q.hi and q.lo == int(q.lo) and q.hi == int(q.hi):
            year, months = _year_after(qs, q), frozenset(_month_tokens(doc, q))
            yield _Span(_Date(q.with_(hi=q.lo), m, year), _Date(q.with_(lo=q.hi), m, year), months, True)
    days = _days(qs)
    for a, b in zip(days, days[1:], strict=False):
        ma, mb = _month(doc, a), _month(doc, b)
        if (
            (ma is None and not _bare_day(a))
            or (mb is None and not _bare_day(b))
            or (ma is None and mb is None)
        ):
            continue
        words = _joined(doc, a, b)
        if words is None:
            continue
        yb = _year_after(qs, b)
        ya = _year_after(qs, a) if ma is not None and mb is not None else None
        words |= _month_tokens(doc, a) | _month_tokens(doc, b)
        yield _Span(_Date(a, ma or mb, ya), _Date(b, mb or ma, yb), words, True)


# phrasal verbs whose subjects start a strike ("1,800 dockers *walked out* on 14 March"):
# the participants' act is the dispute's start (English usage; "come out" in British usage)
WALKOUTS = frozenset({"walk out", "come out"})


def _starts(verb: Any) -> bool:
    particles = [c.lower_ for c in verb.children if c.dep_ in ("prt", "advmod")]  # "out": either
    return (
        _lemma(verb) in _words()["start"]
        or any(f"{_lemma(verb)} {p}" in WALKOUTS for p in particles)
        or _entered_state(verb) is not None
    )


def _entered_state(verb: Any) -> Any | None:
    """The state a subject goes into: "went *on strike*", "went into hiding" (a motion
    verb with "on" / "into" and a noun): the noun names the state, whose end a later
    "The strike ended" dates. None for other verbs."""
    if _lemma(verb) not in ("go", "come"):
        return None
    for c in verb.children:
        if c.dep_ == "prep" and c.lower_ in ("on", "into"):
            obj = next((g for g in c.children if g.dep_ == "pobj" and g.pos_ == "NOUN"), None)
            if obj is not None:
                return obj
    return None


def _patient(verb: Any) -> Any | None:
    """What an interrupting verb stops: its object ("snow *closed the pass*"), or the
    subject of its passive or intransitive use ("the pass was closed", "the pass closed")."""
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    return obj if obj is not None else _subject(verb)


def _interruption(va: Any, vb: Any) -> bool:
    """Do the two verbs stop and restart one thing ("snow closed the pass on 3 February
    ... it reopened on 12 February")? The time between them is the closure's length,
    as the time between a start and an end verb is an event's: the thing stopped is the
    first verb's object (or its passive subject) and the second's subject or object."""
    if _lemma(va) not in _words().get("interrupt", {}) or _lemma(vb) not in _words().get("resume", {}):
        return False
    a, b = _patient(va), _patient(vb)
    if a is None or b is None:
        return False
    # "... closed the pass ... and it reopened": a pronoun takes up the thing closed
    return a.i == b.i or _lemma(a) == _lemma(b) or (b.tag_ == "PRP" and b.lower_ in ("it", "they"))


def _moments(doc: Any, qs: tuple[Numset, ...], event: str | None = None) -> Iterator[_Span]:
    """The dates of a start verb and an end verb of one subject ("began on ... and
    ended on ..."); in a document also of the participants' start and the event's end
    ("dockers walked out on 14 March ... The strike ended on 2 April"), when the
    hypothesis speaks of the event (``event``: its subject's lemma)."""
    dates = [q for q in qs if _month(doc, q) is not None and q.is_exact]
    # any later date, not only the next: "formed on 11 September ... made landfall on 16
    # September and dissipated on 19 September" (the verbs tell the start and the end)
    for a, b in ((a, b) for k, a in enumerate(dates) for b in dates[k + 1 :]):
        va, vb = _verb(doc, a.number_index), _verb(doc, b.number_index)
        if va is None or vb is None or va.i == vb.i:
            continue
        ended = _subject(vb)
        state = _entered_state(va)
        same = _same_subject(va, vb) or (
            IN_DOCUMENT.get()
            and ended is not None
            and _lemma(ended) in {event, _lemma(state) if state is not None else None} - {None}
        )
        if (_starts(va) and _lemma(vb) in _words()["end"] and same) or _interruption(va, vb):
            words = frozenset({va.i, vb.i} | _month_tokens(doc, a) | _month_tokens(doc, b))
            ends = _Date(a, _month(doc, a), _year_after(qs, a)), _Date(b, _month(doc, b), _year_after(qs, b))
            yield _Span(*ends, words, False)


def _years(doc: Any, qs: tuple[Numset, ...], s: _Span) -> tuple[int | None, int | None, Numset | None]:
    """The years of the two ends (their own, the other end's, or the sentence's), and
    the sentence's year when it was the one used."""
    own = s.b.year or s.a.year
    yb = own or _sentence_year(doc, qs, s.b.day)
    y2 = int(yb.lo) if yb is not None else None
    borrowed = yb if own is None else None
    if s.a.year is not None:
        return int(s.a.year.lo), y2, borrowed
    if y2 is None:
        return None, None, None
    later = (s.a.month, int(s.a.day.lo)) > (s.b.month, int(s.b.day.lo))
    return y2 - later, y2, borrowed


def _event_verb(doc: Any, s: _Span) -> frozenset[int]:
    """The verb a named span dates ("was *held* from 5 to 8 June", "*took place*
    between 1 and 3 May"): it says the event went on over those days, which a "lasted"
    of the hypothesis restates."""
    verb = _verb(doc, s.a.day.number_index) if s.named else None
    if verb is None:
        return frozenset()
    place = {c.i for c in verb.children if c.dep_ == "dobj" and c.lower_ == "place"}
    return frozenset({verb.i, *place})


def _whole_days(h: Numset, counted: float) -> bool:
    """A length in weeks (or months) of a span named by its days may count the days
    named, as well as measure the time elapsed: "held between 3 and 23 April" ran for
    three weeks (21 days named), as "from 2 June to 23 June" did (21 days elapsed).
    The named days are read when they give the hypothesis' length exactly."""
    return h.scale > DAY and h.lo == h.hi and abs(h.lo - counted) < 1e-9


def _same_year(ctx: Context, y1: int | None, y2: int | None) -> bool:
    """False when the hypothesis dates its event in another year than the span's ("the
    1991 fair lasted six days" is not about the fair of 26 February to 3 March 1987)."""
    years = {int(y.lo) for y in ctx.hypothesis if y.kind == "year" and y.is_exact}
    return not years or y1 is None or y2 is None or bool(years & {y1, y2})


def _year_words(doc: Any, year: Numset | None) -> frozenset[int]:
    """A borrowed year's words, its preposition included ("In 1987")."""
    if year is None:
        return frozenset()
    before = {year.start - 1} if year.start > 0 and doc[year.start - 1].lower_ in ("in", "of") else set()
    return frozenset({*range(year.start, year.end), *before})


@deriver("days-between")
def days_between(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    hverb = _verb(ctx.hdoc, h.number_index)
    h_words = (
        frozenset({hverb.i}) if hverb is not None and _lemma(hverb) in _words()["lasting"] else frozenset()
    )
    qs = ctx.premise
    subject = _subject(hverb) if hverb is not None else None
    for s in (*_named_spans(doc, qs), *_moments(doc, qs, _lemma(subject) if subject is not None else None)):
        if s.a.month is None or s.b.month is None:
            continue
        y1, y2, borrowed = _years(doc, qs, s)
        if not _same_year(ctx, y1, y2):
            continue
        try:
            lo, hi = temporal.days_from_to((s.a.month, int(s.a.day.lo)), (s.b.month, int(s.b.day.lo)), y1, y2)
        except ValueError:  # no such date ("31 June", "29 February 1987")
            continue
        if lo > hi:
            continue
        scale = DAY / h.scale
        counted = s.named and (h.scale == DAY or _whole_days(h, temporal.day_count(lo, True) * scale))
        lo, hi = temporal.day_count(lo, counted), temporal.day_count(hi, counted)
        sources = tuple(q for q in (s.a.day, s.a.year, s.b.day, s.b.year, borrowed) if q is not None)
        words = s.words | _year_words(doc, borrowed) | (_event_verb(doc, s) if h_words else frozenset())
        stopped = _stopped_verb(ctx.hdoc, hverb, doc, s)
        span = fmt_number(lo * scale) if lo == hi else f"{fmt_number(lo * scale)}..{fmt_number(hi * scale)}"
        how = " (both days counted)" if counted else ""
        ends = [f"{temporal.MONTHS[x.month - 1].title()} {int(x.day.lo)}" for x in (s.a, s.b)]
        equation = f"{ends[0]} .. {ends[1]}: {span} {h.unit}{how}"
        yield Derived(_value(h, lo * scale, hi * scale), equation, sources, words, h_words | stopped)


def _stopped_verb(hdoc: Any, hverb: Any, doc: Any, s: _Span) -> frozenset[int]:
    """The hypothesis verb that says how long a thing stayed stopped ("the pass was
    *closed* for nine days"), when the span runs from that verb's stopping to a restart:
    the span's length is the state's, as "lasted" is an event's."""
    if hverb is None or s.named or _lemma(hverb) not in _words().get("interrupt", {}):
        return frozenset()
    va = _verb(doc, s.a.day.number_index)
    return frozenset({hverb.i}) if va is not None and _lemma(va) == _lemma(hverb) else frozenset()


@deriver("span-end-days")
def span_end_days(ctx: Context) -> Iterator[Derived]:
    """The first or last day of a span named by its days: "The 2018 edition ran from 12 to
    15 July" -> it began on 12 July and ended on 15 July, so "began on 10 July" is false.
    A start verb of the hypothesis (``time_relations`` class "start": began, opened)
    dates the first day, an end verb (ended, closed) the last; the span's year, when
    the hypothesis names one, must be its year (``_same_year``)."""
    h, doc = ctx.h, ctx.pdoc
    hverb = _verb(ctx.hdoc, h.number_index) if h.kind == "date" and h.is_exact else None
    if hverb is None or not h.unit or temporal.month_number(h.unit) is None:
        return
    lemma = _lemma(hverb)
    side = "a" if lemma in _words()["start"] else "b" if lemma in _words()["end"] else None
    if side is None:
        return
    for s in _named_spans(doc, ctx.premise):
        if s.a.month is None or s.b.month is None:
            continue
        y1, y2, borrowed = _years(doc, ctx.premise, s)
        if not _same_year(ctx, y1, y2):
            continue
        end = s.a if side == "a" else s.b
        month = temporal.MONTHS[end.month - 1]
        if month != temporal.MONTHS[temporal.month_number(h.unit) - 1]:
            continue  # another month: the stages compare the dates themselves
        day = int(end.day.lo)
        sources = tuple(q for q in (s.a.day, s.b.day, s.a.year, s.b.year, borrowed) if q is not None)
        words = s.words | _year_words(doc, borrowed) | _event_verb(doc, s)
        equation = f"{month.title()} {int(s.a.day.lo)} .. {temporal.MONTHS[s.b.month - 1].title()} " \
            f"{int(s.b.day.lo)}: {'first' if side == 'a' else 'last'} day {day}"
        yield Derived(_value(h, day, day), equation, sources, words, frozenset({hverb.i}))
