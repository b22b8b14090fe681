"""Counts of named members under a common noun: "Ann, Raj and Li were the only
students who passed" -> exactly 3 students passed; "Kim was the only driver who
finished" -> exactly 1 driver; "only Ann and Raj passed" -> at most 2 students (the
named are all who passed, whatever else they are); "the band visited Oslo and
Bergen" -> at least 2 cities (WordNet knows both as cities; others may have been
visited too).

``people.named_count`` counts names as *people*; this module counts them under the
noun the premise itself closes the list in ("the only students"), under a kind of
person when the list is closed without a noun, and under a class WordNet puts the
named instances in. Exhaustivity is "only"'s assertion (Horn 1969; Rooth 1985): the
named are all there are, so a count of them is exact.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.holders import is_name
from qreas.natlog.derivers.kinds import at_least, closing_words, closure, is_kind_of
from qreas.natlog.derivers.people import _is_role, person_words
from qreas.types import Numset

COPULA = "be"


def _h_noun(ctx: Context) -> frozenset[int]:
    """The hypothesis' counted noun and the "there" of an existential ("there were 2
    guests": the premise's copula says the same)."""
    h, doc = ctx.h, ctx.hdoc
    out = {i for i in range(h.start, h.end) if doc[i].lemma_.lower() == h.unit}
    out |= {t.i for t in doc if t.dep_ == "expl"}
    out |= {t.head.i for t in doc if t.dep_ == "expl"}
    return frozenset(out)


def _copula_frame(doc: Any, items: tuple[Any, ...]) -> frozenset[int]:
    """The copula that predicates the closing noun of the listed ("A and B *were* the
    only guests") and a relative pronoun under that noun ("students *who* passed"):
    they only link the list to its class."""
    head = items[0].head
    out: set[int] = set()
    if head.lemma_ == COPULA:
        out.add(head.i)
        for c in head.children:
            if c.dep_ == "attr":
                out |= {t.i for t in c.subtree if t.tag_ in ("WP", "WDT") or t.lower_ == "that"}
    return frozenset(out)


def _single_closed(doc: Any) -> Iterator[tuple[Any, ...]]:
    """A single name predicated as "the only N" ("Kim was the only driver ...") or
    after an exclusive ("only Kim finished")."""
    from qreas.natlog.closed_lists import coordinations  # it imports the derivers

    listed = {i for lst in coordinations(doc) for i in lst.tokens}  # "just A, B and C"
    for t in doc:
        if not is_name(t) or t.i in listed or any(c.dep_ == "conj" for c in t.children) or t.dep_ == "conj":
            continue
        if (t.dep_ == "nsubj" and t.head.lemma_ == COPULA) or _exclusive_before(t):
            yield (t,)


def focused(t: Any) -> bool:
    """A list under an exclusive focus particle ("visited *only* Ohio and Iowa")."""
    from qreas.natlog.derivers.only_listed import FOCUS

    return t.i > 0 and t.doc[t.i - 1].lower_ in FOCUS


def _exclusive_before(t: Any) -> bool:
    return t.i > 0 and t.doc[t.i - 1].lower_ in closing_words()


def _lists(ctx: Context) -> Iterator[tuple[tuple[Any, ...], bool]]:
    """Every list of names (and a lone name under "the only N"): items, is a list."""
    from qreas.natlog.closed_lists import coordinations  # it imports the derivers

    for lst in coordinations(ctx.pdoc):
        if lst.names:
            yield lst.items, True
    for items in _single_closed(ctx.pdoc):
        yield items, False


def _class_closure(doc: Any, items: tuple[Any, ...]) -> tuple[frozenset[int], str | None] | None:
    """ "A and B were the only guests" / "the only guests were A and B": a closing noun
    ("the only N") predicated of the list by a copula they share."""
    words, wider = closure(doc, items[0].i)
    nouns = [doc[i] for i in words if doc[i].lemma_.lower() == wider and doc[i].pos_ == "NOUN"]
    head = items[0].head
    if not nouns or head.lemma_ != COPULA or nouns[0].head.i != head.i:
        return None
    return words, wider


def _closed(ctx: Context, items: tuple[Any, ...]) -> tuple[frozenset[int], str | None] | None:
    from qreas.natlog.closed_lists import CoordList, closing

    framed = _class_closure(ctx.pdoc, items)
    if framed is not None:
        return framed
    if len(items) == 1:  # "only Kim finished"
        return (frozenset({items[0].i - 1}), None) if _exclusive_before(items[0]) else None
    counts = [q for q in ctx.premise if q.kind == "amount"]
    return closing(ctx.pdoc, CoordList(items, True), counts)


def _exact(ctx: Context, n: float, lo: float = -1) -> Numset:
    return ctx.h.with_(lo=n if lo < 0 else lo, hi=n, lo_open=False, hi_open=False, approximate=False)


@deriver("named-members")
def named_members(ctx: Context) -> Iterator[Derived]:
    """A list of names counted under the hypothesis' noun (not "people": that is
    ``people.named_count``'s)."""
    h = ctx.h
    unit = h.unit or ""
    if h.kind != "amount" or h.dimension is not None or not unit:
        return
    people = unit in person_words()  # lists of two or more: ``people.named_count``'s
    if any(q.kind == "amount" and q.unit == unit for q in ctx.premise):
        return  # the premise counts that noun itself
    for items, is_list in _lists(ctx):
        if people and is_list:
            continue
        n = len({t.lower_ for t in items})
        names = ", ".join(t.text for t in items)
        span = frozenset(range(items[0].i, items[-1].i + 1))
        found = _closed(ctx, items)
        h_tok = _h_noun(ctx)
        if found is not None:
            closed, wider = found
            p_tok = span | closed | _copula_frame(ctx.pdoc, items)
            if wider == unit:
                eq = f"the only {wider}: {names} = {n} {unit}"
                yield Derived(_exact(ctx, n), eq, (), p_tok, h_tok)
                return
            if wider is None and people:
                yield Derived(_exact(ctx, n), f"only {names}: {n} {unit}", (), p_tok, h_tok)
                return
            if wider is None and _is_role(unit):
                # "only A and B passed": whatever they are, no more than they passed
                eq = f"only {names} (at most {n} {unit})"
                yield Derived(_exact(ctx, n, 0), eq, (), p_tok, h_tok)
                return
        known = [t for t in items if is_kind_of(t.lower_, unit)]
        if len(items) > 1 and known and not focused(items[0]):  # "only A and B": ``only_listed``'s
            eq = f"{', '.join(t.text for t in known)}: each a {unit}"
            yield at_least(ctx, len({t.lower_ for t in known}), eq, (), span, h_tok)
            return
