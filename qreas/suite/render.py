"""Writing numbers as a text would: digits, thousands separators, words, magnitudes.

Pure functions, so a pattern's text is a function of its slot values and the draw.
"""

from __future__ import annotations

from fractions import Fraction

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_SCALES = ((10**12, "trillion"), (10**9, "billion"), (10**6, "million"), (1000, "thousand"))


def digits(x: int | Fraction | float, commas: bool = True) -> str:
    """``1250`` -> "1,250"; ``Fraction(5, 2)`` -> "2.5" (at most 2 decimals, exact only)."""
    if isinstance(x, Fraction) and x.denominator != 1 or isinstance(x, float) and x != int(x):
        q = Fraction(x).limit_denominator(10**6)
        for places in (1, 2, 3):
            if (q * 10**places).denominator == 1:
                whole, frac = divmod(abs(q) * 10**places, 10**places)
                sign = "-" if q < 0 else ""
                return f"{sign}{digits(int(whole), commas)}.{int(frac):0{places}d}"
        raise ValueError(f"{x} has no short decimal form")
    n = int(x)
    return f"{n:,}" if commas else str(n)


def words(n: int) -> str:
    """``258`` -> "two hundred fifty-eight" (0 <= n < 10**15)."""
    if n < 0:
        return "minus " + words(-n)
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" {words(rest)}" if rest else "")
    for scale, name in _SCALES:
        if n >= scale:
            high, rest = divmod(n, scale)
            return f"{words(high)} {name}" + (f" {words(rest)}" if rest else "")
    raise AssertionError(n)


def magnitude(x: int | Fraction) -> str:
    """``3_200_000`` -> "3.2 million" (the largest scale word that leaves a short number)."""
    for scale, name in _SCALES:
        if abs(x) >= scale:
            return f"{digits(Fraction(x) / scale, commas=False)} {name}"
    return digits(x)


def ordinal(n: int) -> str:
    """``3`` -> "third" for 1..20, else "21st", "22nd" ..."""
    special = {1: "first", 2: "second", 3: "third", 5: "fifth", 8: "eighth", 9: "ninth", 12: "twelfth"}
    if n in special:
        return special[n]
    if n <= 20:
        w = words(n)
        return (w[:-1] + "ieth") if w.endswith("y") else w + "th"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def indefinite(word: str) -> str:
    """``"Indian"`` -> "an Indian", ``"pilot"`` -> "a pilot" (by the first letter: the
    suite's fillers have no silent h and no "u" pronounced /ju/)."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"
