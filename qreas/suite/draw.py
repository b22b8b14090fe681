"""One draw of a pattern's slots: seeded choices, recorded and rendered for the templates.

A pattern's draw function asks the ``Draw`` for typed values (a number in a range, a
counted noun with its class, a co-hyponym, a person's name, a people noun ...). Each
call records the slot's text under its name, so the templates can use it
(``{n}``, ``{noun}``, ``{noun_sg}``), and returns the value for the oracle.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import TypeVar

from qreas.suite import render
from qreas.suite.lexicon import Noun, NounClass, suite_lexicon

T = TypeVar("T")


class Redraw(Exception):
    """Raised inside a draw function when the values drawn do not fit the pattern."""


class Draw:
    def __init__(self, rng: random.Random, fixed: dict[str, int | Fraction] | None = None) -> None:
        self.rng = rng
        self.fixed = fixed or {}  # slot values set by a test, used instead of drawing
        self.lex = suite_lexicon()
        self.slots: dict[str, str] = {}

    # --- numbers ---------------------------------------------------------------------

    def number(self, name: str, lo: int, hi: int, step: int = 1) -> int:
        """A whole number in [lo, hi] (a multiple of ``step``), written in digits."""
        if name in self.fixed:
            return self.value(name, self.fixed[name])  # type: ignore[return-value]
        if hi < lo:
            raise Redraw(f"{name}: empty range {lo}..{hi}")
        n = (
            self.rng.randrange(lo - lo % step + (step if lo % step else 0), hi + 1, step)
            if step > 1
            else (self.rng.randint(lo, hi))
        )
        self.slots[name] = render.digits(n)
        return n

    def text(self, name: str, value: str) -> str:
        """Record a slot's text as given (a number in words, a unit phrase ...)."""
        self.slots[name] = value
        return value

    def value(self, name: str, x: int | Fraction) -> int | Fraction:
        """Record a derived number (written in digits) and return it."""
        x = self.fixed.get(name, x)
        self.slots[name] = render.digits(x)
        return x

    def choice(self, name: str, options: Sequence[T]) -> T:
        x = self.rng.choice(list(options))
        self.slots[name] = str(x)
        return x

    def flip(self) -> bool:
        return self.rng.random() < 0.5

    # --- words -----------------------------------------------------------------------

    def noun_class(self, exclude: Sequence[str] = (), by_person: bool = False) -> NounClass:
        """A class not in ``exclude``; ``by_person``: one a private person has (fruit,
        tools ... not trams or oaks)."""
        return self.rng.choice(
            [c for c in self.lex.classes if c.name not in exclude and (c.person_verbs or not by_person)]
        )

    def counted(
        self, prefix: str = "", cls: NounClass | None = None, by_person: bool = False
    ) -> tuple[NounClass, Noun]:
        """A counted noun and its class. Slots: ``{p}noun`` (plural), ``{p}noun_sg``,
        ``{p}holder``, ``{p}verb`` (past tense, one that suits the holder),
        ``{p}hyper`` / ``{p}hyper_sg``. ``by_person``: the noun is had by a named
        person, so there is no holder and ``{p}verb`` is what a person does with it."""
        c = cls or self.noun_class(by_person=by_person)
        noun = self.rng.choice(c.members)
        self.slots[prefix + "noun"] = noun.pl
        self.slots[prefix + "noun_sg"] = noun.sg
        if by_person:
            if not c.person_verbs:
                raise Redraw(f"{c.name}: not things a person has")
            self.slots[prefix + "verb"] = self.rng.choice(c.person_verbs)
        else:
            holder = self.rng.choice(c.holders)
            self.slots[prefix + "holder"] = holder
            self.slots[prefix + "verb"] = self.rng.choice(c.verbs_for(holder))
        self.slots[prefix + "hyper"] = c.hypernym.pl
        self.slots[prefix + "hyper_sg"] = c.hypernym.sg
        return c, noun

    def other_holder(self, name: str, cls: NounClass, prefix: str = "") -> str:
        """Another holder of the class that does the drawn ``{p}verb`` too. When no
        other holder does that verb (only the tool library lends), the holder and verb
        are drawn again among those some other holder shares."""
        shared = [
            (h, v)
            for h in cls.holders
            for v in cls.verbs_for(h)
            if any(v in cls.verbs_for(o) for o in cls.holders if o != h)
        ]
        if (self.slots[prefix + "holder"], self.slots[prefix + "verb"]) not in shared:
            self.slots[prefix + "holder"], self.slots[prefix + "verb"] = self.rng.choice(shared)
        verb, holder = self.slots[prefix + "verb"], self.slots[prefix + "holder"]
        return self.choice(name, [h for h in cls.holders if h != holder and verb in cls.verbs_for(h)])

    def sibling(self, name: str, cls: NounClass, of: Sequence[Noun]) -> Noun:
        """Another member of the class (a co-hyponym of each noun in ``of``)."""
        noun = self.rng.choice([m for m in cls.members if m not in of])
        self.slots[name] = noun.pl
        self.slots[name + "_sg"] = noun.sg
        return noun

    def person(self, name: str) -> str:
        """A first name not yet used in this draw."""
        used = set(self.slots.values())
        return self.text(name, self.rng.choice([n for n in self.lex.names if n not in used]))

    def people(self, name: str, kind: str | None = None, exclude: Sequence[Noun] = ()) -> Noun:
        """A people noun (a job or a nationality): ``{name}`` plural, ``{name}_sg``."""
        noun = self.rng.choice([n for k, n in self.lex.people if (kind in (None, k)) and n not in exclude])
        self.slots[name] = noun.pl
        self.slots[name + "_sg"] = noun.sg
        return noun

    # --- output ----------------------------------------------------------------------

    def fill(self, template: str) -> str:
        """The template with the slots filled, first letter capitalised."""
        try:
            text = template.format_map(self.slots)
        except KeyError as e:
            raise KeyError(f"template {template!r} uses slot {e} that the draw did not set") from None
        return text[:1].upper() + text[1:]
