"""Occasions counted as their results: "has won the national league *9 times*" -> 9
league titles (or 9 wins); "visited Lisbon *four times*" -> four visits.

A count of occasions ("N times", parsed with the unit "occasion") of a verb is a count
of the nouns that name one occasion of it: its WordNet derivational noun forms
("visit", "win"; also after a light verb: "made four visits") and what one occasion
yields (``lexicons/occasion_results.tsv``: "win" -> title, championship).
The hypothesis must say it of the same verb, or use the noun alone ("its nine
titles"), and the count is then fixed: a different number is a different count of the
same occasions.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset

# Verbs that only carry an act noun ("make a visit", "pay a call"): the noun is the act.
_LIGHT_VERBS = frozenset({"make", "pay"})


@functools.cache
def _results() -> dict[str, frozenset[str]]:
    """verb lemma -> nouns naming one occasion's result (the lexicon)."""
    out: dict[str, set[str]] = {}
    for verb, noun in lines("occasion_results.tsv"):
        out.setdefault(verb, set()).add(noun)
    return {k: frozenset(v) for k, v in out.items()}


@functools.lru_cache(maxsize=4096)
def _derived_nouns(verb: str) -> frozenset[str]:
    """WordNet's derivational noun forms of a verb that name an act or event ("visit"
    -> visit, "win" -> win), not its agent ("visitor")."""
    from qreas.natlog.lexical import _wn

    out = set()
    for s in _wn().synsets(verb, "v"):
        for lem in s.lemmas():
            if lem.name().lower() != verb:
                continue
            for d in lem.derivationally_related_forms():
                if d.synset().lexname() in ("noun.act", "noun.event"):
                    out.add(d.name().lower())
    return frozenset(out)


def occasion_nouns(verb: str) -> frozenset[str]:
    """The nouns of which one occasion of ``verb`` makes exactly one."""
    return _derived_nouns(verb) | _results().get(verb, frozenset())


def _occasions(premise: tuple[Numset, ...]) -> Iterator[Numset]:
    for q in premise:
        if q.unit == "occasion" and q.kind == "amount" and q.verb:
            yield q


@deriver("occasion-results")
def occasion_results(ctx: Context) -> Iterator[Derived]:
    """The count of a verb's occasions as the count of the nouns naming one occasion."""
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.unit == "occasion":
        return
    for q in _occasions(ctx.premise):
        if h.verb and h.verb != q.verb:
            # a light verb with the act noun: "visited ... four times" -> "made four visits"
            if h.verb not in _LIGHT_VERBS or h.unit not in _derived_nouns(q.verb):
                continue
        elif h.unit not in occasion_nouns(q.verb):
            continue
        yield Derived(h.with_(lo=q.lo, hi=q.hi, lo_open=q.lo_open, hi_open=q.hi_open),
                      f"{q.text} of '{q.verb}' = {q.lo:g} {h.unit}", (q,))
