"""What a description noun or a name's last word may name, from WordNet: a person, a
place, a structure or an organisation. Coreference (``qreas.coreference``) reads a
paragraph's names by these kinds: an invented name is often mislabelled by the entity
recogniser, and the nouns the text describes it by ("a market town", "a folk band")
are the better evidence.
"""

from __future__ import annotations

import functools
from typing import Any

# WordNet roots of the two kinds (a description noun under one decides the kind)
PERSON_ROOTS = ("person.n.01",)
ORGANISATION = "organization.n.01"
LOCATION = "location.n.01"
THING_ROOTS = frozenset({ORGANISATION, "location.n.01", "structure.n.01"})
BUILT_ROOTS = frozenset({ORGANISATION, "structure.n.01", "facility.n.01"})


@functools.cache
def noun_kinds(lemma: str) -> frozenset[str]:
    """What a description noun may name, from WordNet: "person" when one of its first
    four senses is under person ("head": the fourth, a person in charge), "thing" when
    its first sense is not ("frog", "lake", "company"). "head" and "frog" may be either:
    the entity recogniser or a word like "born" decides."""
    from qreas.resources import load_wordnet

    synsets = load_wordnet().synsets(lemma, pos="n")[:4]
    kinds: set[str] = set()
    for k, syn in enumerate(synsets):
        closure = {s.name() for s in syn.closure(lambda s: s.hypernyms() + s.instance_hypernyms())}
        if any(r in closure | {syn.name()} for r in PERSON_ROOTS):
            kinds.add("person")
        elif k == 0:
            kinds.add("thing")
    return frozenset(kinds)


@functools.cache
def organisation_noun(lemma: str) -> bool:
    """A noun whose first WordNet sense is an organisation ("company", "firm", "club",
    "band", "team"): a definite "the N" of it names the body the paragraph is about,
    which the text often introduced by a noun WordNet does not place under N ("Fenwick
    Instruments is a maker of scales ... The company was founded").
    A place ("town") or a building ("library") is not a body."""
    from qreas.resources import load_wordnet

    synsets = load_wordnet().synsets(lemma, pos="n")[:2]
    if any(LOCATION in closure(s) for s in synsets):
        return False  # "the country", "the state": a body that is also a territory, a place
    return any(ORGANISATION in closure(s) for s in synsets[:1])


@functools.cache
def describes_body(lemma: str) -> bool:
    """A description noun one of whose first four senses is an organisation ("a *maker*
    of scales": a manufacturer, "a folk *band*")."""
    from qreas.resources import load_wordnet

    return any(ORGANISATION in closure(s) for s in load_wordnet().synsets(lemma, pos="n")[:4])


@functools.cache
def trade_noun(lemma: str) -> bool:
    """An agent noun of trade ("retailer", "publisher", "maker"): WordNet places one of
    its first senses under businessperson or organisation, so it describes firms as
    often as people. "Novelist" or "painter" describe people only, whatever the entity
    recogniser says of the name."""
    from qreas.resources import load_wordnet

    roots = {ORGANISATION, "businessperson.n.01"}
    return any(closure(s) & roots for s in load_wordnet().synsets(lemma, pos="n")[:4])


@functools.cache
def place_or_body(lemma: str) -> bool:
    """A description noun whose first sense is a place, a structure or an organisation
    ("town", "bridge", "company"): a person is never described so, whatever the entity
    recogniser says of an invented name ("Marlow Heath is a market town")."""
    from qreas.resources import load_wordnet

    synsets = load_wordnet().synsets(lemma, pos="n")[:1]
    return any(closure(s) & THING_ROOTS for s in synsets)


@functools.cache
def built_or_body(lemma: str) -> bool:
    """A name's last word whose first sense is a building, a facility or an organisation
    ("Skarn Point *Lighthouse*", "the Brannock *Museum*", "Harle Rowing *Club*"): the name
    says what it names, and a person's name ends in no such noun (surnames that are
    nouns name places or trades: "Hill", "Field", "Baker")."""
    from qreas.resources import load_wordnet

    synsets = load_wordnet().synsets(lemma, pos="n")[:1]
    return any(closure(s) & BUILT_ROOTS for s in synsets)


def closure(syn: Any) -> set[str]:
    return {s.name() for s in syn.closure(lambda s: s.hypernyms() + s.instance_hypernyms())} | {syn.name()}
