"""Counts of people under other descriptions: "850 teachers" are at least 850 people
(a job or nationality is a kind of person: "people" is the wider description, whose
count is bounded below by the narrower one's, since others may have done it too);
"Ann, Raj and Li signed" are three people who signed: at least three (others may have
signed), exactly three under "only" / "just" (Horn 1969; Rooth 1985). Distinct first
names name distinct people.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator

from qreas.lexicon import word_set
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.kinds import at_least, is_kind_of
from qreas.types import Numset, fmt_number


@functools.cache
def person_words() -> frozenset[str]:
    return word_set("person_words.txt")


@functools.cache
def roles() -> frozenset[str]:
    """Jobs and nationalities (both lexicons list singular and plural forms; WordNet's
    person hyponyms cover the rest)."""
    return word_set("jobs.txt") | word_set("nationalities.txt")


@functools.cache
def generic_people() -> frozenset[str]:
    """Words that count people as people only ("persons", not "women" or "adults")."""
    return word_set("generic_people.txt")


def _counts_people(ctx: Context) -> bool:
    """The hypothesis counts people under no description of its own: "40 engineers" are
    40 people, but not 40 women or 40 adults (those say what the premise does not)."""
    h = ctx.h
    return h.kind == "amount" and h.dimension is None and (h.unit or "") in generic_people()


def _stated(ctx: Context) -> bool:
    """The premise counts the hypothesis' own noun: that count, not another
    description's, is what the hypothesis quantity speaks of."""
    return any(p.kind == "amount" and p.unit == ctx.h.unit for p in ctx.premise)


def _noun(ctx: Context) -> frozenset[int]:
    h = ctx.h
    return frozenset(i for i in range(h.start, h.end) if ctx.hdoc[i].lemma_.lower() in person_words())


@deriver("people-of-description")
def people_of_description(ctx: Context) -> Iterator[Derived]:
    """ "850 teachers" -> at least 850 people (persons)."""
    from qreas.natlog.derivers.people_groups import described_groups  # it imports this module

    if not _counts_people(ctx) or _stated(ctx):
        return
    # "a mother and her *two* daughters": the group, not its part, is the count
    grouped = {i for _, words, _ in described_groups(ctx.pdoc, ctx.premise) for i in words}
    for p in ctx.premise:
        lower = _lower_bound(p)
        if p.kind != "amount" or p.dimension is not None or lower is None or not p.unit:
            continue
        if p.number_index in grouped:
            continue
        toks = ctx.pdoc[p.start : p.end]
        words = {p.unit, *(t.lower_ for t in toks), *(t.lemma_.lower() for t in toks)}
        if p.unit in person_words() or not (words & roles() or is_kind_of(p.unit, "person")):
            continue
        yield at_least(ctx, lower, f"{p.text} are people: at least {fmt_number(lower)}", (p,), frozenset(),
                       _noun(ctx))  # fmt: skip
        return


def _lower_bound(p: Numset) -> float | None:
    """The least count ``p`` allows when it fixes one from below: its value, or the
    bound of "at least 40" / "more than 40" (41: counts are whole); None for an upper
    bound or a range ("fewer than 40 teachers" says no least number of people)."""
    if p.is_exact:
        return p.lo
    if p.hi != float("inf") or p.lo == float("-inf"):
        return None
    return math.floor(p.lo) + 1 if p.lo_open else p.lo


@deriver("named-count")
def named_count(ctx: Context) -> Iterator[Derived]:
    """A list of N names -> N people: at least N, exactly N when the list is closed."""
    from qreas.natlog.closed_lists import closing, coordinations  # it imports the derivers

    if not _counts_people(ctx):
        return
    counts: list[Numset] = [q for q in ctx.premise if q.kind == "amount"]
    for lst in coordinations(ctx.pdoc):
        if not lst.names:
            continue
        n = len({t.lower_ for t in lst.items})
        names = ", ".join(t.text for t in lst.items)
        closed = closing(ctx.pdoc, lst, counts)
        p_tokens = lst.tokens | (closed[0] if closed else frozenset())
        if closed:
            value = ctx.h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
            yield Derived(value, f"only {names}: {n} people", (), p_tokens, _noun(ctx))
        else:
            yield at_least(ctx, n, f"{names}: at least {n} people", (), p_tokens, _noun(ctx))
        return


def _is_role(word: str) -> bool:
    return word in roles() or (word not in person_words() and is_kind_of(word, "person"))


@deriver("description-of-people")
def description_of_people(ctx: Context) -> Iterator[Derived]:
    """ "800 people" -> at most 800 Canadians: a narrower description counts some of
    them (a bare "800 Canadians" does not follow; "more than 820 Canadians" is false)."""
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    toks = ctx.hdoc[h.start : h.end]
    words = {h.unit, *(t.lower_ for t in toks), *(t.lemma_.lower() for t in toks)}
    if h.unit in person_words() or not any(_is_role(w) for w in words if w == h.unit or w in roles()):
        return
    if _stated(ctx):
        return
    for p in ctx.premise:
        if p.kind == "amount" and p.dimension is None and p.is_exact and (p.unit or "") in person_words():
            value = h.with_(lo=0, hi=p.lo, lo_open=False, hi_open=False, approximate=False)
            noun = frozenset(i for i in range(h.start, h.end) if ctx.hdoc[i].lemma_.lower() == h.unit)
            noun |= frozenset(i for i in range(h.start, h.end) if ctx.hdoc[i].lower_ in roles())
            eq = f"{h.unit} among {p.text}: at most {p.text}"
            yield Derived(value, eq, (p,), frozenset(), noun)
            return
