"""A small unit registry, pint-style: a tiny core type and data-driven units.

Units come from ``lexicons/units.tsv`` (surface form, canonical name, dimension,
scale to the dimension's base unit). Lookups take lower-cased tokens and match the
longest surface form at the start ("square miles" before "miles").
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from qreas.lexicon import lines


@dataclass(frozen=True)
class Unit:
    canonical: str
    dimension: str
    scale: float

    def factor_to(self, other: Unit) -> float | None:
        """Multiply a value in this unit by the result to express it in ``other``."""
        if self.dimension != other.dimension or other.scale == 0:
            return None
        return self.scale / other.scale


class UnitRegistry:
    def __init__(self, rows: Sequence[Sequence[str]]) -> None:
        self._by_surface: dict[tuple[str, ...], Unit] = {}
        for surface, canonical, dimension, scale in rows:
            unit = Unit(canonical, dimension, float(scale))
            self._by_surface.setdefault(tuple(surface.lower().split()), unit)
        self._longest = max((len(k) for k in self._by_surface), default=1)
        self._canonical = {u.canonical: u for u in self._by_surface.values()}

    def lookup(self, words: Sequence[str]) -> tuple[Unit, int] | None:
        """The unit spelled by the first tokens of ``words``, and how many it used."""
        low = [w.lower() for w in words[: self._longest]]
        for n in range(len(low), 0, -1):
            unit = self._by_surface.get(tuple(low[:n]))
            if unit is not None:
                return unit, n
        return None

    def get(self, surface: str) -> Unit | None:
        """A unit by surface form or canonical name ("$", "km", "dollar")."""
        key = tuple(surface.lower().split())
        return self._by_surface.get(key) or self._canonical.get(surface.lower())

    @staticmethod
    def convertible(a: Unit, b: Unit) -> bool:
        return a.dimension == b.dimension


@functools.cache
def registry() -> UnitRegistry:
    """The registry built from ``lexicons/units.tsv``, loaded once."""
    return UnitRegistry([f[:4] for f in lines("units.tsv")])
