"""How wide an approximate figure is: a round number stands for the values that round to it.

"about 1,500" is said of 1,450 or 1,540, because 1,500 is written to the nearest
hundred; "about 1.3 million" of 1.26 million (nearest 0.1 million); "about 6 million"
of 6.3 million. The precision of a written figure is half a unit of its last non-zero
digit (trailing zeros of a whole number are not significant; Krifka 2007, "Approximate
interpretation of number words": round numbers have coarse granularity). The width of
"about N" is therefore that half unit, but at least a floor fraction of N (so that
"about 1,460" still allows a little slack) and at most a cap fraction (so that "about
300" does not reach 350: the wide reading of "about" is taken as 10 %).

Approximators differ in direction (the polar part of "almost": "almost 500" is below
500; Horn 2002, Nouwen 2006): "nearly / almost N" lies just below N, "just over N" just
above it, "about N" on either side. The one-sided ones are kinds of their own in
``lexicons/bounds.tsv`` ("approx-below", "approx-above").
"""

from __future__ import annotations

from collections.abc import Sequence

INF = float("inf")


def half_unit(x: float) -> float:
    """Half a unit of the last non-zero digit of a written number: 222 -> 0.5, 310 ->
    5, 1.21 -> 0.005, 1,500 -> 50."""
    digits = f"{abs(x):.6f}".rstrip("0").rstrip(".")
    if digits == "0":
        return 0.5
    if "." in digits:
        return 0.5 * 10.0 ** -len(digits.split(".")[1])
    return 0.5 * 10.0 ** (len(digits) - len(digits.rstrip("0")))


# a number spelled with a fraction word is written to that fraction: "three and a half"
# is to the nearest half, not the nearest tenth of "3.5"
FRACTION_GRAIN = {"half": 0.5, "quarter": 0.25, "quarters": 0.25, "third": 1 / 3, "thirds": 1 / 3}


def word_grain(words: Sequence[str]) -> float | None:
    """The unit a number spelled with a fraction word is written to, if any."""
    grains = [FRACTION_GRAIN[w.lower()] for w in words if w.lower() in FRACTION_GRAIN]
    return min(grains) if grains else None


def approx_spread(value: float, floor: float, cap: float, grain: float | None = None) -> float:
    """How far from ``value`` an approximation of it reaches: the rounding precision of
    the figure (half its ``grain`` when the words give one, else half a unit of its last
    non-zero digit), within [floor, cap] fractions of its size (a cap below the floor
    leaves the floor)."""
    size = abs(value)
    half = grain / 2 if grain else half_unit(value)
    return max(size * floor, min(half, size * cap))


def approx_interval(
    value: float, side: str, floor: float, cap: float, grain: float | None = None
) -> tuple[float, float, bool, bool, bool]:
    """``(lo, hi, lo_open, hi_open, approximate)`` of an approximated figure. ``side``:
    "both" ("about"), "below" ("nearly": N itself excluded) or "above" ("just over":
    N excluded)."""
    spread = approx_spread(value, floor, cap, grain)
    if side == "below":
        return (value - spread, value, False, True, True)
    if side == "above":
        return (value, value + spread, True, False, True)
    return (value - spread, value + spread, False, False, True)
