"""Ages from life dates and full dates.

- "Corvin Aldeth (3 March 1921 – 14 January 1990) was an architect" -> he died at 68:
  an encyclopedia gives a person's life dates in parentheses after the name, the first
  the birth and the second the death; with both dates full the age is one number
  (``temporal.age_on``: completed years, the birthday reached or not);
- "(1921–1990)" -> he died at 68 or 69 (only the years: ``temporal.age_from_years``);
- "born on 3 March 1921 ... discovered the comet on 11 August 1967" -> he discovered it
  at 46 (a birth date and the full date of the event the hypothesis ages).

Years-only births stated with "born in" are ``event_ages.age_at_event``'s; this module adds
the parenthesised life dates and the exact age that full dates give.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from typing import Any

from qreas import temporal
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _value, _verb, _words, event_verbs
from qreas.natlog.derivers.event_ages import age_words, roles_taken
from qreas.types import Numset

DASHES = frozenset({"-", "–", "—"})
_YEAR_RANGE = re.compile(r"^(\d{3,4})[-–—](\d{2,4})$")
LIFE_SPAN = 16  # the longest parenthesis read as life dates, in tokens


@dataclass(frozen=True)
class _When:
    """A time point: a year, perhaps with its month and day."""

    year: int
    month: int | None = None
    day: int | None = None

    @property
    def full(self) -> bool:
        return self.month is not None and self.day is not None

    def text(self) -> str:
        if not self.full or self.month is None:
            return str(self.year)
        return f"{self.day} {temporal.MONTHS[self.month - 1][:3]} {self.year}"


def _point(tokens: list[Any]) -> _When | None:
    """A date or a year written in a few tokens ("3 March 1921", "March 3, 1941", "1921")."""
    years = [int(t.text) for t in tokens if t.text.isdigit() and 3 <= len(t.text) <= 4]
    if len(years) != 1:
        return None
    months = [m for t in tokens if t.is_alpha and (m := temporal.month_number(t.text)) is not None]
    days = [int(t.text) for t in tokens if t.text.isdigit() and len(t.text) <= 2 and 1 <= int(t.text) <= 31]
    if len(months) == 1 and len(days) == 1:
        try:
            date(years[0], months[0], days[0])
        except ValueError:
            return None
        return _When(years[0], months[0], days[0])
    return _When(years[0])


def life_dates(doc: Any) -> tuple[_When | None, _When | None, frozenset[int]] | None:
    """The birth and death a parenthesis after a name gives, and its tokens ("(born
    1950)": a birth only)."""
    for tok in doc:
        if tok.text != "(" or tok.i == 0 or doc[tok.i - 1].pos_ != "PROPN":
            continue
        close = next((t.i for t in doc[tok.i + 1 : tok.i + LIFE_SPAN] if t.text == ")"), None)
        if close is None:
            continue
        inner = list(doc[tok.i + 1 : close])
        words = frozenset(range(tok.i, close + 1))
        if len(inner) == 1 and (m := _YEAR_RANGE.match(inner[0].text)):
            first, last = m.group(1), m.group(2)
            last = first[: len(first) - len(last)] + last  # "1921–88"
            return _When(int(first)), _When(int(last)), words
        dash = [i for i, t in enumerate(inner) if t.text in DASHES]
        if len(dash) == 1:
            birth, death = _point(inner[: dash[0]]), _point(inner[dash[0] + 1 :])
            if birth is not None and death is not None and birth.year <= death.year:
                return birth, death, words
        elif inner and inner[0].lower_ in ("born", "b"):
            birth = _point(inner[1:])
            if birth is not None:
                return birth, None, words
    return None


def _dated_events(ctx: Context) -> list[tuple[str, _When, Numset]]:
    """(verb lemma, time, its year) of the premise's dated events, with the month and day
    when a date stands before the year ("died on 14 January 1990")."""
    out = []
    for q in ctx.premise:
        if q.kind != "year" or not q.is_exact or not q.verb:
            continue
        before = list(ctx.pdoc[max(0, q.start - 4) : q.start])
        when = _point([*before, ctx.pdoc[q.number_index]]) or _When(int(q.lo))
        out.append((q.verb, when, q))
        out += [(verb, when, q) for verb in _named_events(ctx.pdoc, q) - {q.verb}]
        if (above := _gerund_head(ctx.pdoc, q)) is not None and above != q.verb:
            out.append((above, when, q))
    return out


def _role_starts(ctx: Context, roles: dict[str, int]) -> list[tuple[str, _When, Numset]]:
    """(verb, its first year, the span) of each span of years a role's doing is dated
    by: "directed the observatory from 1975 to 1992" began in 1975, when he "became
    director"."""
    return [
        (q.verb, _When(int(q.lo)), q)
        for q in ctx.premise
        if roles and q.kind == "year" and q.verb in roles and q.lo < q.hi and q.lo == int(q.lo)
    ]


def _gerund_head(doc: Any, q: Numset) -> str | None:
    """The verb a year's gerund hangs on: "retired from *racing* in 1995" dates the
    retiring (the parser attaches the year to the gerund)."""
    verb = _verb(doc, q.number_index)
    if verb is None or verb.dep_ != "pcomp" or verb.head.dep_ != "prep":
        return None
    head = verb.head.head
    return _lemma(head) if head.pos_ in ("VERB", "AUX") else None


def _named_events(doc: Any, q: Numset) -> frozenset[str]:
    """The verbs of the event a noun dated by the year names: "until her *retirement*
    in 1952" dates retiring (WordNet's derivational links, ``dates.event_verbs``)."""
    prep = doc[q.number_index].head
    noun = prep.head if prep.dep_ == "prep" and prep.lower_ in ("in", "on") else None
    return event_verbs(_lemma(noun)) if noun is not None and noun.pos_ == "NOUN" else frozenset()


def _ages(birth: _When, event: _When) -> tuple[int, int]:
    if birth.full and event.full:
        assert birth.month is not None and birth.day is not None  # for the type checker
        assert event.month is not None and event.day is not None
        born, on = date(birth.year, birth.month, birth.day), date(event.year, event.month, event.day)
        n = temporal.age_on(born, on)
        return n, n
    return temporal.age_from_years(birth.year, event.year)


@deriver("age-from-life-dates")
def age_from_life_dates(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not (h.unit is None or (h.dimension == "time" and h.unit == "year")):
        return
    h_words = age_words(ctx.hdoc, h)
    if not h_words:
        return
    # the events the hypothesis ages ("died", "discovered"): not a birth, not "be" / "have"
    skip = ("bear", "be", "have")
    events = {_lemma(t): t.i for t in ctx.hdoc if t.pos_ == "VERB" and _lemma(t) not in skip}
    lived = [t.i for t in ctx.hdoc if _lemma(t) in _words()["lifespan"]]
    if lived:  # "lived to 75": the age at death
        events["die"] = lived[0]
    # "became *director*": the start of directing, which "directed ... from 1975" dates
    roles = roles_taken(ctx.hdoc)
    events = {**roles, **events}
    life = life_dates(ctx.pdoc)
    dated = _dated_events(ctx)
    births: list[tuple[_When, frozenset[int], tuple[Numset, ...]]] = []
    if life is not None and life[0] is not None:
        births.append((life[0], life[2], ()))
    for verb, when, q in dated:
        if verb in _words()["birth"] and when.full:  # years-only births: event_ages.age_at_event
            births.append((when, frozenset({_verb(ctx.pdoc, q.number_index).i}), (q,)))
    for birth, b_words, b_sources in births:
        found: list[tuple[_When, frozenset[int], frozenset[int], tuple[Numset, ...]]] = []
        if life is not None and life[1] is not None and "die" in events:
            found.append((life[1], life[2], frozenset({events["die"]}), ()))  # the death, unsaid
        for verb, when, q in [*dated, *_role_starts(ctx, roles)]:
            if verb in events and q not in b_sources and (birth.full and when.full or b_sources == ()):
                # "her retirement in 1952" / "she retired": the noun and the verb name one event
                named = verb != q.verb and (noun := ctx.pdoc[q.number_index].head.head) is not None
                p_noun = frozenset({noun.i}) if named else frozenset()
                h_verb = frozenset({events[verb]}) if named or verb in roles else frozenset()
                found.append((when, p_noun, h_verb, (q,)))
        for event, p_words, e_words, e_sources in found:
            lo, hi = _ages(birth, event)
            equation = f"age from {birth.text()} to {event.text()} = {lo}" + (f"..{hi}" if hi != lo else "")
            sources = b_sources + e_sources
            if birth.full and event.full:  # the days and months the exact age was counted with
                p_words |= _day_words(ctx, sources)
            yield Derived(_value(h, lo, hi), equation, sources, b_words | p_words, h_words | e_words)


def _day_words(ctx: Context, years: tuple[Numset, ...]) -> frozenset[int]:
    """The tokens of the day-and-month quantities written right before these years
    ("on *3 March* 1921")."""
    starts = {y.start for y in years}
    dates = [q for q in ctx.premise if q.kind == "date" and q.end in starts]
    return frozenset(i for q in dates for i in range(q.start, q.end))
