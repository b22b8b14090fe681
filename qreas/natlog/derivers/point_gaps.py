"""The gap between two rates in percentage points: "converts 31.2 percent ... standard
panels convert about 22 percent" puts the first 9.2 points above the second; "won 54
percent in 2016 ... 61 percent in 2020" is a rise of 7 points.

Why: a claim that states a difference of rates in points ("about 9 percentage points
better", "rose seven points") compares two levels the source gives apart, often in two
sentences, where the change derivers (``changes``) see no "from ... to". Only a premise
reading with exactly two rates is read, so the pair is not a guess among many; the
hypothesis must speak of points ("percentage points", or "points" when the two levels
are rates). A claim of a direction ("rose", "fell") is read against the order of the
two levels' years when both are dated; a gap the other way is not proposed. Not
exclusive: two rates of a text may be levels of different things, so another gap is no
contradiction.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.changes import role_of
from qreas.lexicon import word_set
from qreas.mention_context import verb_above
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.stated_comparisons import _signs
from qreas.types import Numset, fmt_number

POINTS = frozenset({"percentage point", "point"})
JUDGED = {"better": 1, "worse": -1}  # a rate is better or worse by so many points


def _level(q: Numset) -> float:
    """The stated level: the middle of a hedged one ("about 22 percent")."""
    return (q.lo + q.hi) / 2 if q.approximate else q.lo


def _year_of(doc: Any, q: Numset, premise: tuple[Numset, ...]) -> float | None:
    """The year of a rate: the one its sentence states, when there is just one, else the
    last year the text stated before it (a narrative dates a figure by the last date
    it gave: "was elected in 2016. He won 54 percent")."""
    sent = doc[q.number_index].sent
    years = [y for y in premise if y.kind == "year" and y.lo == y.hi]
    own = {y.lo for y in years if sent.start <= y.number_index < sent.end}
    if own:
        return next(iter(own)) if len(own) == 1 else None
    before = [y for y in years if y.number_index < sent.start]
    return before[-1].lo if before else None


@functools.cache
def _rate_nouns() -> frozenset[str]:
    return word_set("rate_nouns.txt")


def _comparative(doc: Any, h: Numset) -> tuple[Any, int] | None:
    """The comparative right after the gap ("9 points *better* than") and its sign."""
    if h.end >= len(doc):
        return None
    word = doc[h.end]
    sign = {**_signs(), **JUDGED}.get(word.lower_)
    return (word, sign) if sign is not None else None


def _than_side(doc: Any, comp: Any) -> set[str]:
    """Content lemmas of the "than" phrase of a comparative ("than *standard panels*")."""
    for t in doc[comp.i + 1 :]:
        if t.lower_ == "than":
            phrase = [w for c in t.children for w in c.subtree]
            return {w.lemma_.lower() for w in phrase if w.pos_ in ("NOUN", "PROPN", "ADJ")}
    return set()


def _changed_verb(doc: Any, h: Numset) -> Any | None:
    """The verb of change the gap is the size of ("rose *seven points*")."""
    return verb_above(doc[h.number_index])


def _subject_side(doc: Any, comp: Any) -> set[str]:
    """Content lemmas of the subject of a comparative's clause ("*the cell* keeps 12
    points more")."""
    verb = next((t for t in comp.ancestors if t.pos_ in ("VERB", "AUX")), None)
    if verb is None:
        return set()
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return set()
    return {w.lemma_.lower() for w in subj.subtree if w.pos_ in ("NOUN", "PROPN", "ADJ")}


def _which(ctx: Context, words: set[str], a: Numset, b: Numset) -> int | None:
    """0 or 1: the level whose sentence shares more of ``words``; None on a tie."""
    shared = [len(words & {t.lemma_.lower() for t in ctx.pdoc[q.number_index].sent}) for q in (a, b)]
    return None if shared[0] == shared[1] else int(shared[1] > shared[0])


def _against(ctx: Context, a: Numset, b: Numset, comp: tuple[Any, int]) -> bool:
    """Does a comparative claim the gap the other way round ("the standard panels are 9
    points better than the prototype")? The subject's level is the one whose sentence
    shares more of the subject's words, else the other of the "than" phrase's."""
    this = _which(ctx, _subject_side(ctx.hdoc, comp[0]), a, b)
    if this is None:
        other = _which(ctx, _than_side(ctx.hdoc, comp[0]), a, b)
        this = None if other is None else 1 - other
    if this is None:
        return False
    mine, theirs = (a, b) if this == 0 else (b, a)
    return (_level(mine) > _level(theirs)) != (comp[1] > 0)


MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december")  # fmt: skip


def _month_of(doc: Any, q: Numset) -> int | None:
    """The one month its sentence names for a rate ("in the *June* poll, ... 26 percent")."""
    found = {MONTHS.index(t.lower_) for t in doc[q.number_index].sent if t.lower_ in MONTHS and t.is_title}
    return next(iter(found)) if len(found) == 1 else None


@deriver("point-gap")
def point_gap(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.unit not in POINTS or h.kind != "amount":
        return
    rates = [q for q in ctx.premise if q.unit == "%" and q.kind == "amount"]
    if len(rates) != 2 or any(q.lo_open or q.hi_open for q in rates):
        return
    if any(role_of(ctx.pdoc, q.start) is not None for q in rates):
        return  # the size or an end of a stated change ("went up by 15 percent"): ``changes``
    a, b = rates
    gap = abs(_level(a) - _level(b))
    if h.flux is not None:  # a change claimed: its direction must be the years' order
        ya, yb = _year_of(ctx.pdoc, a, ctx.premise), _year_of(ctx.pdoc, b, ctx.premise)
        if ya == yb:  # one year, or none stated: the months' order ("March" / "June")
            ya, yb = _month_of(ctx.pdoc, a), _month_of(ctx.pdoc, b)
        if ya is None or yb is None or ya == yb:
            return
        early, late = (a, b) if ya < yb else (b, a)
        if (_level(late) > _level(early)) != (h.flux == "increase"):
            return
    words: set[int] = set()
    comp = _comparative(ctx.hdoc, h)
    if comp is not None:
        if _against(ctx, a, b, comp):
            return
        words.add(comp[0].i)
    elif h.flux is not None and (verb := _changed_verb(ctx.hdoc, h)) is not None:
        words.add(verb.i)
    # the noun that names the rate ("vote *share*"): the source's "percent" says it
    words |= {t.i for t in ctx.hdoc if t.pos_ == "NOUN" and t.lemma_.lower() in _rate_nouns()}
    value = h.with_(lo=gap, hi=gap, lo_open=False, hi_open=False, approximate=False)
    eq = f"{a.text} and {b.text}: {fmt_number(gap)} points apart"
    yield Derived(value, eq, (a, b), h_tokens=frozenset(words), exclusive=False)
