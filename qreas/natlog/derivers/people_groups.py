"""Groups of people described, not counted: "a couple" are two people, "the trio"
three, "twin brothers" two, "a family of four" four, "a mother and her two
daughters" three.

A noun of a fixed group size (lexicons/group_sizes.tsv), "twin" on a plural person
noun, a collective noun with an "of" numeral (lexicons/collective_nouns.tsv), and a
coordination of person descriptions ("a father and his son": one and one; a named
person is one, "Anna Harlow and two engineers": three) each say how
many people the phrase describes. The group is the participant the clause speaks of,
so the count is exact: "A couple adopted a dog" -> "Two people adopted a dog" (E) and
"Three people adopted a dog" (C, as for a different bare number of the same event).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from typing import Any

from qreas.lexicon import lines, people_collectives
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.kinds import is_kind_of
from qreas.natlog.derivers.people import _counts_people, _noun, person_words, roles
from qreas.natlog.frames import person_name
from qreas.numbers import parse_number_words
from qreas.types import Numset

ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})


@functools.cache
def group_sizes() -> dict[str, int]:
    return {w: int(n) for w, n in lines("group_sizes.tsv")}


def collective_nouns() -> frozenset[str]:
    """Collective nouns of people (``lexicon.people_collectives``)."""
    return people_collectives()


def is_person(t: Any) -> bool:
    """A common noun for a person ("mother", "tourist", "woman")."""
    lemma = t.lemma_.lower()
    return t.pos_ == "NOUN" and (lemma in person_words() or lemma in roles() or is_kind_of(lemma, "person"))


def _number(t: Any) -> float | None:
    value = parse_number_words([t.lower_]) if t.like_num else None
    return float(value) if value is not None else None


def _size(t: Any, counted: dict[int, float]) -> tuple[float, frozenset[int]] | None:
    """The number of people a noun phrase's head describes, with its words."""
    lemma, low = t.lemma_.lower(), t.lower_
    if t.pos_ == "PROPN":  # "Anna Harlow and two engineers": a named person is one
        if not person_name(t):
            return None
        return 1.0, frozenset({t.i, *(c.i for c in t.children if c.dep_ in ("compound", "flat"))})
    if low in group_sizes() or lemma in group_sizes():
        return float(group_sizes().get(low, group_sizes().get(lemma, 0))), frozenset({t.i})
    if lemma in collective_nouns():  # "a family of four"
        for prep in (c for c in t.children if c.dep_ == "prep" and c.lower_ == "of"):
            num = next((c for c in prep.children if c.dep_ == "pobj" and c.pos_ == "NUM"), None)
            if num is not None and (n := _number(num)) is not None:
                return n, frozenset({t.i, prep.i, num.i})
        return None
    if not is_person(t):
        return None
    if t.tag_ == "NNS":
        if any(c.lower_ == "twin" for c in t.children):  # "twin brothers"
            return 2.0, frozenset({t.i, *(c.i for c in t.children if c.lower_ == "twin")})
        if any(c.lower_ == "both" for c in t.children):  # "both parents"
            return 2.0, frozenset({t.i, *(c.i for c in t.children if c.lower_ == "both")})
        num = next((c for c in t.children if c.dep_ == "nummod"), None)
        n = (
            counted.get(t.i)
            if num is not None and t.i in counted
            else _number(num)
            if num is not None
            else None
        )
        if num is not None and n is not None:  # "two daughters", "a dozen students"
            return n, frozenset({t.i, num.i, *(c.i for c in num.children)})
        return None
    return 1.0, frozenset({t.i})  # "a mother", "his son"


def _group_word(t: Any) -> bool:
    """A noun that names a group by itself ("trio", "family", "twin brothers")."""
    lemma = t.lemma_.lower()
    return (
        lemma in group_sizes()
        or t.lower_ in group_sizes()
        or lemma in collective_nouns()
        or any(c.lower_ == "twin" for c in t.children)
    )


def described_groups(doc: Any, premise: Sequence[Numset] = ()) -> Iterator[tuple[float, frozenset[int], str]]:
    """(people, words, text) of each argument that describes a group of people: a
    group noun, or a coordination of person descriptions whose sizes are all known
    (``premise``: the parsed counts, for numbers in words: "a dozen students")."""
    counted = {
        doc[q.number_index].head.i: q.lo
        for q in premise
        if q.kind == "amount" and q.is_exact and q.number_index < len(doc)
    }
    for t in doc:
        if t.dep_ not in ARGUMENTS or t.pos_ not in ("NOUN", "PROPN"):
            continue
        conjuncts = [t, *(c for c in t.conjuncts if c.i > t.i)]
        sizes = [_size(c, counted) for c in conjuncts]
        if any(s is None for s in sizes):
            continue
        if len(conjuncts) == 1 and not _group_word(t):
            continue  # a single person or a counted noun: the other derivers read it
        if all(c.pos_ == "PROPN" for c in conjuncts):
            continue  # names alone: ``people.named_count`` reads a list of names
        total = sum(s[0] for s in sizes if s is not None)
        words = frozenset(i for s in sizes if s is not None for i in s[1])
        text = doc[t.left_edge.i : conjuncts[-1].right_edge.i + 1].text
        yield total, words, text


@deriver("group-of-people")
def group_of_people(ctx: Context) -> Iterator[Derived]:
    """ "a couple" -> 2 people; "a mother and her two daughters" -> 3 people."""
    if not _counts_people(ctx):
        return
    for n, words, text in described_groups(ctx.pdoc, ctx.premise):
        value = ctx.h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        yield Derived(value, f"{text}: {n:g} people", (), words, _noun(ctx))
        return
