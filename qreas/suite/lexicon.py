"""The suite's fillers: counted nouns by class, people nouns, names (``lexicons/suite_*``).

Why curated lists and not raw WordNet: WordNet's lemmas include rare senses and Latin
names ("Capra hircus"), which make unnatural sentences; the lists are small and
readable, and a test checks every relation the oracle relies on against WordNet 3.0.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib.resources import files

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


PERSON = "someone"  # the holder row of what a private person does with a class's things


@dataclass(frozen=True)
class NounClass:
    """A class of counted nouns and who handles them how. ``uses`` pairs each holder
    with the verbs that suit it (the orchard does not pick, the kitchen does not grow);
    a verb is drawn for its holder, never for the class at large."""

    name: str
    hypernym: Noun
    uses: tuple[tuple[str, tuple[str, ...]], ...]  # (holder, its verbs), "someone" too
    members: tuple[Noun, ...]

    @property
    def holders(self) -> tuple[str, ...]:
        """The institutions and trades (not "someone")."""
        return tuple(h for h, _ in self.uses if h != PERSON)

    @property
    def verbs(self) -> tuple[str, ...]:
        """Every verb some holder (or a person) uses with the class."""
        return tuple(dict.fromkeys(v for _, vs in self.uses for v in vs))

    def verbs_for(self, holder: str) -> tuple[str, ...]:
        return next((vs for h, vs in self.uses if h == holder), ())

    @property
    def person_verbs(self) -> tuple[str, ...]:
        """What a private person does with such things; empty: not a person's things."""
        return self.verbs_for(PERSON)


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
    classes = _classes(members)
    people = tuple((kind, Noun(sg, pl, kind)) for kind, sg, pl in lines("suite_people.tsv"))
    names = tuple(f[0] for f in lines("suite_names.txt"))
    return SuiteLexicon(classes, people, names)


def _classes(members: dict[str, list[Noun]]) -> tuple[NounClass, ...]:
    """``suite_classes.tsv``: one row per (class, holder); a class's rows must agree on
    its hypernym, and every class must have members in ``suite_nouns.tsv``."""
    name = "suite_classes.tsv"
    hyper: dict[str, Noun] = {}
    uses: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    text = files("qreas.lexicons").joinpath(name).read_text(encoding="utf-8")
    for no, raw in enumerate(text.splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        fields = [f.strip() for f in raw.split("\t")]
        if len(fields) != 5 or not all(fields):
            raise ValueError(f"lexicons/{name}:{no}: want 5 tab-separated fields, got {len(fields)}")
        cls, sg, pl, holder, verbs = fields
        if hyper.setdefault(cls, Noun(sg, pl, cls)) != Noun(sg, pl, cls):
            raise ValueError(f"lexicons/{name}:{no}: class {cls!r} has another hypernym on an earlier row")
        if cls not in members:
            raise ValueError(f"lexicons/{name}:{no}: class {cls!r} has no nouns in suite_nouns.tsv")
        uses.setdefault(cls, []).append((holder, tuple(verbs.split(";"))))
    return tuple(NounClass(c, hyper[c], tuple(uses[c]), tuple(members[c])) for c in hyper)
