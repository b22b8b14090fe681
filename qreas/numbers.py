"""Value normalisation: pure functions from written numbers to values (spec 4.2.2).

No spaCy here: the segmenter hands over lower-cased token strings. The parser is
qreas' own: word2number (the design card's library) reads "hundred fifty eight
thousand" as 5,008,000, "two fifty eight" as 108, "3.2 million" as 1,000,000 and "two
and a half" as 2, and rejects "a dozen"; the tests check that both agree on the
canonical forms word2number handles. Word lists are in
``lexicons/number_words.tsv``, ``bounds.tsv`` and ``approximators.txt``.

Decisions a caller must know:
- Thousands separators are commas between groups of three digits ("1,430"); "1,5"
  is not a number.
- A glued magnitude letter scales: "374m" = 374e6, "5k" = 5000, "$5bn" = 5e9 with unit
  "$". Ordinal tokens ("1st", "16th") are not numbers.
- In word sequences "a"/"an" stand for one before a scale or group word ("a dozen",
  "a hundred", "half a million"), "and" may join parts ("two hundred and fifty"),
  "-" joins hyphenated words ("twenty-five"), "of" after "couple"/"dozen" is ignored.
- "two fifty eight" (a unit before a tens word) reads as 258, the colloquial form.
- Overflow gives ``inf`` (never an exception); "nan"/"inf" written as words are not
  numbers.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from qreas.lexicon import lines, word_set
from qreas.rounding import approx_interval

INF = math.inf


@dataclass(frozen=True)
class NumberToken:
    value: float
    unit: str | None = None  # a currency symbol glued to the number: "$5bn" -> "$"
    percent: bool = False  # "25%"


@dataclass(frozen=True)
class Modifier:
    kind: str  # "lower" | "upper" | "approx" | "approx-below" | "approx-above" | "exact" | "most"
    strict: bool = False
    length: int = 1  # tokens of the phrase


@dataclass(frozen=True)
class _Word:
    value: float
    type: str


@functools.cache
def _number_words() -> dict[str, _Word]:
    return {f[0].lower(): _Word(float(f[1]), f[2]) for f in lines("number_words.tsv")}


@functools.cache
def _bounds() -> dict[str, dict[tuple[str, ...], Modifier]]:
    """position -> phrase (as a token tuple) -> Modifier (length filled in)."""
    out: dict[str, dict[tuple[str, ...], Modifier]] = {"before": {}, "after": {}}
    for phrase, kind, strict, position in lines("bounds.tsv"):
        words = tuple(phrase.lower().split())
        out[position][words] = Modifier(kind, strict == "1", len(words))
    for phrase in word_set("approximators.txt"):
        words = tuple(phrase.split())
        out["before"].setdefault(words, Modifier("approx", False, len(words)))
    return out


_CURRENCY_PREFIX = ("us$", "a$", "c$", "hk$", "$", "£", "€", "¥", "₹", "rs.", "rs")
_TOKEN_RE = re.compile(
    r"^(?P<sign>[-+−]?)"
    r"(?P<num>(\d{1,3}(,\d{3})+|\d+)(\.\d+)?|\.\d+)"
    r"(?P<exp>e[-+]?\d+)?"
    r"(?P<suffix>[a-z]*)"
    r"(?P<pct>%?)$"
)
_FRACTION_RE = re.compile(r"^(?P<sign>[-+]?)(?P<whole>\d+)?(?P<frac>[½¼¾⅓⅔⅛])$|^(\d+)/(\d+)$")
_VULGAR = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125}
_ORDINAL_RE = re.compile(r"^\d+(st|nd|rd|th)$")
_MONEY_ONLY = frozenset({"t"})  # magnitude letters read only after a currency


def parse_number_token(token: str) -> NumberToken | None:
    """One token as written: "1,430", "3.2", "374m", "$5bn", "25%", "twenty-five", "½"."""
    try:
        return _parse_token(token.strip().lower())
    except (ValueError, OverflowError, ArithmeticError):
        return None


def _parse_token(tok: str) -> NumberToken | None:
    if not tok or _ORDINAL_RE.match(tok):
        return None
    unit = None
    for prefix in _CURRENCY_PREFIX:
        if tok.startswith(prefix) and len(tok) > len(prefix):
            unit, tok = ("$" if prefix.endswith("$") else prefix.rstrip(".")), tok[len(prefix) :]
            break
    m = _TOKEN_RE.match(tok)
    if m:
        value = float(m.group("num").replace(",", "") + (m.group("exp") or ""))
        suffix = m.group("suffix")
        if suffix:
            word = _number_words().get(suffix)
            if word is None or word.type not in ("magnitude", "scale"):
                return None
            if suffix in _MONEY_ONLY and unit is None:
                return None  # "5t" is five tonnes; "$5t" five trillion dollars
            value *= word.value
        if m.group("sign") in ("-", "−"):
            value = -value
        return NumberToken(value, unit, bool(m.group("pct")))
    f = _FRACTION_RE.match(tok)
    if f:
        if f.group("frac"):
            value = float(f.group("whole") or 0) + _VULGAR[f.group("frac")]
            return NumberToken(-value if f.group("sign") == "-" else value, unit)
        den = float(f.group(5))
        return NumberToken(float(f.group(4)) / den, unit) if den else None
    if unit is None:
        value = parse_number_words(tok.split("-")) if tok.replace("-", "").isalpha() else None
        if value is not None:
            return NumberToken(value)
    return None


def parse_number_words(words: Sequence[str]) -> float | None:
    """A sequence of tokens that together spell one number, e.g. ["hundred", "fifty",
    "eight", "thousand"] -> 158000, ["3.2", "million"] -> 3.2e6, ["a", "dozen"] -> 12."""
    try:
        return _parse_words([w.lower() for w in words])
    except (ValueError, OverflowError, ArithmeticError, IndexError):
        return None


def _parse_words(raw: list[str]) -> float | None:
    table = _number_words()
    words = [p for w in raw for p in w.split("-") if p]  # "twenty-five", "-" tokens
    if not words:
        return None
    # "one and a half million": (1 + 1/2) of the magnitude
    if len(words) >= 5 and words[-4:-1] == ["and", "a", "half"]:
        base, scale = _parse_words(words[:-4]), _parse_words(["one", words[-1]])
        return None if base is None or scale is None else (base + 0.5) * scale
    # "half a million", "two and a half"
    if words[0] == "half" and len(words) >= 2:
        rest = _parse_words([w for w in words[1:] if w not in ("a", "an")])
        return None if rest is None else rest / 2
    if words[-2:] == ["a", "half"] and words[-3:-2] == ["and"]:
        base = _parse_words(words[:-3])
        # the half is of the last multiplier: "a million and a half" is 1.5 million,
        # "a dozen and a half" 18; after a plain count, of one ("three and a half")
        last = table.get(words[-4]) if len(words) >= 4 else None
        unit = last.value if last and last.type in ("hundred", "scale", "magnitude", "group") else 1.0
        return None if base is None else base + unit / 2
    if words[-1] == "of":
        words = words[:-1]
    total = 0.0  # closed groups (thousands and up)
    current = 0.0  # the group being read
    last_type = ""
    seen_any = False
    for k, w in enumerate(words):
        if w in ("a", "an"):
            if k + 1 < len(words) and table.get(words[k + 1], _Word(0, "")).type in (
                "hundred",
                "scale",
                "group",
                "magnitude",
            ):
                current += 1
                last_type = "unit"
                continue
            return None
        if w == "and":
            if last_type in ("hundred", "scale") and k + 1 < len(words):
                continue
            return None
        word = table.get(w)
        if word is None:
            tok = _parse_token(w) if any(ch.isdigit() for ch in w) else None
            if tok is None or tok.percent or tok.unit or seen_any:
                return None
            current = tok.value
            last_type = "digits"
            seen_any = True
            continue
        seen_any = True
        if word.type in ("unit", "teen"):
            if last_type in ("unit", "teen", "digits"):
                return None
            if last_type == "tens" and word.type == "teen":
                return None
            current += word.value
        elif word.type == "tens":
            if last_type in ("tens", "digits"):
                return None
            if last_type in ("unit", "teen"):
                current = current * 100  # "two fifty" -> 250 (colloquial)
            current += word.value
        elif word.type == "hundred":
            current = (current or 1) * 100
        elif word.type in ("scale", "magnitude") and total and word.value > total + current:
            # a larger scale multiplies all before it: "a thousand million" is 10^9
            total = (total + current) * word.value
            current = 0.0
        elif word.type in ("scale", "magnitude"):
            total += (current or 1) * word.value
            current = 0.0
        elif word.type == "group":
            current = (current or 1) * word.value
        last_type = word.type
    return total + current


def ratio_value(words: Sequence[str]) -> float | None:
    """Simple ratios: "half" 0.5, "a quarter" 0.25, "two-thirds", "one in three"."""
    try:
        return _ratio([w.lower() for w in words])
    except (ValueError, ArithmeticError, IndexError):
        return None


_DENOMINATORS = {
    "half": 2, "halve": 2, "halves": 2, "quarter": 4, "quarters": 4, "third": 3, "thirds": 3,
    "fourth": 4, "fourths": 4, "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6,
    "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8, "ninth": 9, "ninths": 9,
    "tenth": 10, "tenths": 10,
}  # fmt: skip


def _ratio(raw: list[str]) -> float | None:
    words: list[str] = []
    for w in raw:
        words.extend(p for p in w.split("-") if p)
    if not words:
        return None
    # "one in three", "1 in 5"
    if len(words) == 3 and words[1] in ("in", "out"):
        a, b = parse_number_words([words[0]]), parse_number_words([words[2]])
        if a is not None and b:
            return a / b
        return None
    den = _DENOMINATORS.get(words[-1])
    if den is None:
        return None
    head = words[:-1]
    if not head:
        # a bare "half" is a ratio; a bare "third"/"quarter" is an ordinal or a period
        return 0.5 if words[-1] in ("half",) else None
    if head in (["a"], ["an"]):
        return 1 / den
    num = parse_number_words(head)
    if num is None or num <= 0 or num >= den * 10:
        return None
    return num / den


def _match_end(words: Sequence[str], table: dict[tuple[str, ...], Modifier]) -> Modifier | None:
    best: Modifier | None = None
    for n in range(1, min(6, len(words)) + 1):  # "no more and no less than"
        mod = table.get(tuple(words[-n:]))
        if mod is not None:
            best = mod
    return best


def modifier_before(words_before: Sequence[str]) -> Modifier | None:
    """The longest bound/approximation phrase that ends right before a number."""
    return _match_end([w.lower() for w in words_before], _bounds()["before"])


def modifier_after(words_after: Sequence[str]) -> Modifier | None:
    """The longest bound phrase that starts right after a number ("or more")."""
    words = [w.lower() for w in words_after]
    best: Modifier | None = None
    for n in range(1, min(3, len(words)) + 1):
        mod = _bounds()["after"].get(tuple(words[:n]))
        if mod is not None:
            best = mod
    return best


def bound_interval(
    value: float,
    mod: Modifier | None,
    approx_fraction: float = 0.02,
    approx_cap: float = 0.10,
    grain: float | None = None,
) -> tuple[float, float, bool, bool, bool]:
    """``(lo, hi, lo_open, hi_open, approximate)`` for a value and its modifier. An
    approximation covers the values that round to the figure (``qreas.rounding``)."""
    if mod is None or mod.kind == "exact":
        return (value, value, False, False, False)
    if mod.kind == "lower":
        return (value, INF, mod.strict, False, False)
    if mod.kind == "upper":
        return (-INF, value, False, mod.strict, False)
    if mod.kind == "most":  # "the better part of six weeks": more than half, not all
        return (value / 2, value, True, True, False)
    # one-sided approximators ("nearly", "just over") are kinds of their own in
    # lexicons/bounds.tsv; the two-sided ones come from approximators.txt
    side = {"approx-below": "below", "approx-above": "above"}.get(mod.kind, "both")
    return approx_interval(value, side, approx_fraction, approx_cap, grain)


def range_interval(a: float, b: float) -> tuple[float, float]:
    """A range written with its ends in either order."""
    return (a, b) if a <= b else (b, a)
