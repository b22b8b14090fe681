"""Loading of the word lists in ``lexicons/`` (data, not code).

Each file starts with a ``#`` header saying where its entries came from; blank lines
and ``#`` lines are skipped. Files are read once per process.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from importlib.resources import files


def lines(name: str) -> Iterator[list[str]]:
    """The tab-separated fields of each data line of ``lexicons/<name>``."""
    text = files("qreas.lexicons").joinpath(name).read_text(encoding="utf-8")
    for raw in text.splitlines():
        if raw.strip() and not raw.lstrip().startswith("#"):
            yield [f.strip() for f in raw.split("\t")]


@functools.cache  # read once: the derivers ask for their word lists for every pair
def word_set(name: str) -> frozenset[str]:
    return frozenset(f[0].lower() for f in lines(name))


@functools.cache
def time_relations() -> dict[str, dict[str, int]]:
    """class -> word -> value of ``lexicons/time_relations.tsv`` (the date derivers read
    it; sentence selection reads its classes)."""
    out: dict[str, dict[str, int]] = {}
    for word, cls, value in lines("time_relations.tsv"):
        out.setdefault(cls, {})[word.lower()] = int(value)
    return out


@dataclass(frozen=True)
class WordLists:
    """The closed word classes used by the segmenter."""

    number_words: frozenset[str]  # "one" .. "trillion", "dozen", "couple"
    magnitudes: frozenset[str]  # words that scale the number before them
    abbreviations: frozenset[str]  # "k", "m", "bn": never a number on their own
    glued_magnitudes: frozenset[str]
    article_numbers: frozenset[str]
    months: frozenset[str]
    year_preps: frozenset[str]
    time_units: frozenset[str]
    rate_adverbs: frozenset[str]
    fractions: frozenset[str]
    change_verbs: frozenset[str]  # "rose 5% to 10%": a change, not a range
    flux: dict[str, str]
    run_stops: frozenset[str] = frozenset()  # "52 carrots total": not part of the unit
    rate_preps: frozenset[str] = frozenset()  # "4 CDs fit on a shelf": a rate per shelf
    modifier_nouns: frozenset[str] = frozenset()  # "712 male and 259 female salmon"
    directions: frozenset[str] = frozenset()  # "80 north of Baghdad": not a unit
    dimension_adjs: frozenset[str] = frozenset()  # "300m tall": metres
    up_verbs: frozenset[str] = frozenset()  # "ticks up to 5.5%": a change, not a bound
    noun_numbers: frozenset[str] = frozenset()  # "couple", "score": also common nouns
    ratio_nouns: frozenset[str] = frozenset()  # "ratio": "the ratio ... is 6 to 5"
    count_preps: frozenset[str] = frozenset()  # "of 1500 people", "by 1200 votes": counts


@functools.cache
def word_lists() -> WordLists:
    classes: dict[str, set[str]] = {}
    for cls, word in lines("segmenter_words.tsv"):
        classes.setdefault(cls, set()).add(word.lower())
    number_words: set[str] = set()
    noun_numbers: set[str] = set()
    magnitudes: set[str] = set()
    abbreviations: set[str] = set()
    for fields in lines("number_words.tsv"):
        word, kind = fields[0].lower(), fields[2].lower() if len(fields) > 2 else ""
        number_words.add(word)
        if len(fields) > 3 and fields[3].lower() == "noun":
            noun_numbers.add(word)
        if kind == "magnitude":
            abbreviations.add(word)
        # words that scale the number before them even with a space between; single
        # letters ("5 m", "3 k") only count when glued to the digits (glued_magnitude)
        # so do counting nouns that are no common nouns: "4 dozen" is 48 ("score" and
        # "gross" are also nouns and adjectives: "4 gross tons")
        counting = kind == "group" and word not in noun_numbers
        if kind in ("scale", "hundred") or (kind == "magnitude" and len(word) > 1) or counting:
            magnitudes.add(word)
    return WordLists(
        number_words=frozenset(number_words),
        magnitudes=frozenset(magnitudes),
        abbreviations=frozenset(abbreviations),
        glued_magnitudes=frozenset(classes.get("glued_magnitude", ())),
        article_numbers=frozenset(classes.get("article_number", ())),
        months=word_set("months.txt"),
        year_preps=frozenset(classes.get("year_prep", ())),
        time_units=frozenset(classes.get("time_unit", ())),
        rate_adverbs=frozenset(classes.get("rate_adverb", ())),
        fractions=frozenset(classes.get("fraction", ())),
        change_verbs=frozenset(classes.get("change_verb", ())),
        flux={w: d for w, d in lines("flux_verbs.tsv")},
        run_stops=frozenset(classes.get("run_stop", ())),
        rate_preps=frozenset(classes.get("rate_prep", ())),
        modifier_nouns=frozenset(classes.get("modifier_noun", ())),
        directions=frozenset(classes.get("direction", ())),
        dimension_adjs=frozenset(classes.get("dimension_adj", ())),
        up_verbs=frozenset(classes.get("up_verb", ())),
        noun_numbers=frozenset(noun_numbers),
        ratio_nouns=frozenset(classes.get("ratio_noun", ())),
        count_preps=frozenset(classes.get("count_prep", ())),
    )


@functools.cache
def collectives() -> dict[str, frozenset[str]]:
    """collective noun -> the nouns its members are counted by, itself and "member"
    included (``lexicons/collective_nouns.tsv``: "a crew of 34" counts crew members)."""
    out = {}
    for f in lines("collective_nouns.tsv"):
        extra = f[2].split(",") if len(f) > 2 and f[2] else []
        out[f[0].lower()] = frozenset({f[0].lower(), "member", *(w.strip().lower() for w in extra)})
    return out


@functools.cache
def people_collectives() -> frozenset[str]:
    """The collective nouns of ``lexicons/collective_nouns.tsv`` whose members are people
    ("a family of four" counts four people)."""
    return frozenset(f[0].lower() for f in lines("collective_nouns.tsv") if len(f) > 1 and f[1] == "people")
