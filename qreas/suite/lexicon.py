"""The suite's fillers: counted nouns by class, people nouns, names (``lexicons/suite_*``).

Why curated lists and not raw WordNet: WordNet's lemmas include rare senses and Latin
names ("Capra hircus"), which make unnatural sentences; the lists are small and
readable, and a test checks every relation the oracle relies on against WordNet 3.0.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from qreas.lexicon import lines


@dataclass(frozen=True)
class Noun:
    """A counted noun with its forms; ``str()`` is the plural, as after a number."""

    sg: str
    pl: str
    cls: str = ""

    def __str__(self) -> str:
        return self.pl

    def form(self, n: object) -> str:
        """The form a count takes: singular after 1, plural otherwise."""
        return self.sg if n == 1 else self.pl


@dataclass(frozen=True)
class NounClass:
    name: str
    hypernym: Noun
    holders: tuple[str, ...]
    verbs: tuple[str, ...]
    members: tuple[Noun, ...]


@dataclass(frozen=True)
class SuiteLexicon:
    classes: tuple[NounClass, ...]
    people: tuple[tuple[str, Noun], ...]  # (kind, noun)
    names: tuple[str, ...]


@functools.cache
def suite_lexicon() -> SuiteLexicon:
    members: dict[str, list[Noun]] = {}
    for cls, sg, pl in lines("suite_nouns.tsv"):
        members.setdefault(cls, []).append(Noun(sg, pl, cls))
    classes = tuple(
        NounClass(name, Noun(sg, pl, name), tuple(h.split(";")), tuple(v.split(";")), tuple(members[name]))
        for name, sg, pl, h, v in lines("suite_classes.tsv")
    )
    people = tuple((kind, Noun(sg, pl, kind)) for kind, sg, pl in lines("suite_people.tsv"))
    names = tuple(f[0] for f in lines("suite_names.txt"))
    return SuiteLexicon(classes, people, names)
