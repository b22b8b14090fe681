"""The year of birth or death that life dates in parentheses give: "Ilse Marwick
(1921–1987) was a painter" -> she was born in 1921 and died in 1987; "(born 3 March
1950)" -> born in 1950.

Why: an encyclopedia states a person's birth and death in a parenthesis after the name
instead of a sentence with "born" or "died", so a hypothesis "She was born in 1912" has
no premise year of its verb; ``life_dates.age-from-life-dates`` reads the parenthesis
for ages only. The first point is the birth, the one after the dash the death (the
parenthesis is read by ``life_dates.life_dates``); the hypothesis year must be the date
of a birth ("born", ``lexicons/time_relations.tsv`` class "birth") or of a death
("died", "death"), said of the name the parenthesis follows (or of a pronoun).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _lemma, _value, _words
from qreas.natlog.derivers.life_dates import life_dates

DEATH = frozenset({"die", "death"})


def _event(hdoc: Any, i: int) -> tuple[str, Any] | None:
    """ "birth" or "death", and its word: what the hypothesis year at token ``i`` dates
    (the words above it: "was born in 1921", "died in 1987", "her death in 1987")."""
    t = hdoc[i]
    while t.head.i != t.i:
        t = t.head
        lemma = _lemma(t)
        if lemma in _words()["birth"] or t.lower_ == "born" or lemma == "birth":
            return "birth", t
        if lemma in DEATH:
            return "death", t
    return None


def _named(pdoc: Any, hdoc: Any, words: frozenset[int]) -> bool:
    """Does the hypothesis speak of the person the parenthesis follows: a proper noun of
    the name before it, or no proper noun at all ("She was born in 1912")?"""
    start = min(words)
    name = set()
    k = start - 1
    while k >= 0 and pdoc[k].pos_ == "PROPN":
        name.add(pdoc[k].lower_)
        k -= 1
    propns = {t.lower_ for t in hdoc if t.pos_ == "PROPN"}
    return not propns or bool(propns & name)


@deriver("life-years")
def life_years(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "year":  # a year, or a decade or century ("born in the 19th century")
        return
    found = _event(ctx.hdoc, h.number_index)
    life = life_dates(ctx.pdoc) if found is not None else None
    if found is None or life is None or not _named(ctx.pdoc, ctx.hdoc, life[2]):
        return
    event, word = found
    birth, death, words = life
    point = birth if event == "birth" else death
    if point is None:
        return
    # the event's word and its auxiliaries ("was born"): the parenthesis says them
    said = frozenset({word.i, *(c.i for c in word.children if c.dep_ in ("aux", "auxpass"))})
    eq = f"{event} in {point.year} (life dates in parentheses)"
    yield Derived(_value(h, point.year, point.year), eq, (), words, said)
