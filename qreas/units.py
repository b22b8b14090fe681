"""The unit registry: qreas' own units (``lexicons/units.tsv``) and pint's.

``lexicons/units.tsv`` holds what pint does not cover: currencies (each its own
dimension, no exchange rates), percentages, counted repetitions ("three times"),
senses that differ from pint's in ordinary text ("ton" is metric in the news, "mb"
is a megabyte, not a millibarn) and words pint reads as units that in ordinary
English count things ("bar", "points"; canonical name "-"). Everything else, with
compound units ("km/h", "dollars per kilogram", "cubic kilometres"), comes from pint
through ``qreas.measures``. Lookups match the longest unit phrase at the start of a
token list ("square miles" before "miles"); an unknown word is no unit, never an
error.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from qreas.lexicon import lines

Dims = tuple[tuple[str, int], ...]  # base dimensions with exponents, sorted


@dataclass(frozen=True)
class Unit:
    canonical: str
    dimension: str
    scale: float
    dims: Dims = ()  # filled from ``dimension`` when empty: (("currency:usd", 1),)

    def __post_init__(self) -> None:
        if not self.dims:
            object.__setattr__(self, "dims", ((self.dimension, 1),))

    def factor_to(self, other: Unit) -> float | None:
        """Multiply a value in this unit by the result to express it in ``other``."""
        if self.dimension != other.dimension or other.scale == 0:
            return None
        return self.scale / other.scale


NOT_A_UNIT = "-"


class UnitRegistry:
    def __init__(self, rows: Sequence[Sequence[str]]) -> None:
        from qreas.measures import named_dims  # pint's dimensions for named ones ("speed")

        self._by_surface: dict[tuple[str, ...], Unit | None] = {}
        for surface, canonical, dimension, scale in rows:
            dims = named_dims(dimension) or ()
            unit = None if canonical == NOT_A_UNIT else Unit(canonical, dimension, float(scale), dims)
            self._by_surface.setdefault(tuple(surface.lower().split()), unit)
        self._longest = max((len(k) for k in self._by_surface), default=1)
        self._canonical = {u.canonical: u for u in self._by_surface.values() if u is not None}
        self._get_cache: dict[str, Unit | None] = {}
        self._lookup_cache: dict[tuple[tuple[str, ...], bool], tuple[Unit, int] | None] = {}

    def own(self, words: Sequence[str]) -> tuple[Unit | None, int] | None:
        """qreas' own entry spelled by the first words: (unit, n), (None, n) for a
        word listed as no unit, or None."""
        low = [w.lower() for w in words[: self._longest]]
        for n in range(len(low), 0, -1):
            key = tuple(low[:n])
            if key in self._by_surface:
                return self._by_surface[key], n
        return None

    def lookup(self, words: Sequence[str], lone_ok: bool = False) -> tuple[Unit, int] | None:
        """The unit spelled by the first tokens of ``words`` (as written: pint's symbols
        are case-sensitive, "MW" / "mW"), and how many it used."""
        from qreas.measures import read_unit

        key = (tuple(words[:8]), lone_ok)
        if key not in self._lookup_cache:
            if len(self._lookup_cache) > 200_000:
                self._lookup_cache.clear()
            lone = (lambda _w, _i: True) if lone_ok else None
            self._lookup_cache[key] = read_unit(list(key[0]), self.own, lone)
        return self._lookup_cache[key]

    def get(self, surface: str) -> Unit | None:
        """A unit by surface form or canonical name ("$", "km", "dollar", "kilometer
        per hour"); None for a counted noun or anything unknown."""
        if surface in self._get_cache:
            return self._get_cache[surface]
        key = tuple(surface.lower().split())
        found = self._by_surface.get(key) if key in self._by_surface else self._canonical.get(surface.lower())
        if found is None and key not in self._by_surface and surface.strip():
            hit = self.lookup(surface.split())
            found = hit[0] if hit is not None and hit[1] == len(surface.split()) else None
        self._get_cache[surface] = found
        return found

    @staticmethod
    def convertible(a: Unit, b: Unit) -> bool:
        return a.dimension == b.dimension


@functools.cache
def registry() -> UnitRegistry:
    """The registry built from ``lexicons/units.tsv``, loaded once (pint's registry is
    loaded on the first lookup that needs it)."""
    return UnitRegistry([f[:4] for f in lines("units.tsv")])
