"""Units of measure through pint, and compound units read from tokens.

pint's ``UnitRegistry`` (created once, on first use) knows thousands of units, their
dimensions and exact conversion factors. qreas asks it about one word at a time and
builds compounds itself ("km / h", "dollars per kilogram", "cubic kilometres", "m/s2"),
because a compound may mix pint units with qreas' own (currencies, each its own
dimension, from ``lexicons/units.tsv``).

pint accepts far more than a reader should: any prefix with any unit ("pinch" is a
pico-inch, "amps" attometres per second, "unit" a micro-nit) and English words that
are also units ("in", "at", "pm", "bar", "points"). So a word is a unit here only if:

- it is a unit's own name, alias or symbol (singular or plural), or a prefix name
  with a unit name ("kilometres") or a prefix symbol with a unit symbol ("kWh",
  "mGy"; in a lower-case word only m, g, l, s or b: "km", "mg", not "cat"): never a
  prefix symbol glued to a name;
- it is not a word ``lexicons/units.tsv`` marks as no unit (everyday nouns such as
  "bar", "point"), and not an English function word ("in", "at", "am");
- a symbol of one letter ("m", "s", "g") is read only inside a compound written with
  "/" or an exponent ("m/s2", "J/m^2"): alone it is too often something else ("374m"
  is million, "A" an article); the one exception is "L", the litre.

The result is a ``qreas.units.Unit``: canonical name ("kilometer per hour", "cubic
kilometer", "dollar per kilogram"), dimension name (see ``dimension_name``) and scale
to the dimension's base unit, plus the base dimensions with exponents so that units
multiply and divide.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Sequence
from typing import Any

from qreas.units import Dims, Unit

# names of common dimensions, as the rest of qreas knows them
_NAMED: dict[Dims, str] = {
    (("[length]", 1),): "length",
    (("[length]", 2),): "area",
    (("[length]", 3),): "volume",
    (("[mass]", 1),): "mass",
    (("[time]", 1),): "time",
    (("[length]", 1), ("[time]", -1)): "speed",
    (("[length]", 1), ("[time]", -2)): "acceleration",
    (("[temperature]", 1),): "temperature",
    (("[length]", 2), ("[mass]", 1), ("[time]", -3)): "power",
    (("[length]", 2), ("[mass]", 1), ("[time]", -2)): "energy",
    (("[time]", -1),): "frequency",
    (("[current]", 1), ("[time]", 1)): "charge",
}

_POWER_WORDS = {"square": 2, "sq": 2, "sq.": 2, "cubic": 3, "cu": 3, "cu.": 3}
_POWER_AFTER = {"squared": 2, "cubed": 3}
_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻−", "0123456789--")
# a unit word with an exponent: "km^3", "km³", "m2", "s-1", "fb−1", "m**2"
_EXPONENT_RE = re.compile(r"^(?P<base>[A-Za-zµμΩ°]+)(?:\^|\*\*)?(?P<exp>-?[1-9])$")
_INFO_UNITS = ("bit", "byte")
_LONE_SYMBOLS = frozenset({"L"})  # the SI's symbol of the litre; lower-case "l" looks like a 1
# symbols that follow a prefix in a lower-case word: "km", "mg", "ml", "ms"; other
# splits of a lower-case word are chance ("cat" = centi + technical atmosphere)
_LOWER_SYMBOLS = frozenset({"m", "g", "l", "s", "b"})


@functools.cache
def ureg() -> Any:
    """The one pint registry, loaded on first use: about 0.2 s from pint's definition
    files, a fifth of that from pint's own cache of them (``pint`` in qreas' cache
    directory, keyed by the files' content; an unusable folder only costs the time)."""
    import pint

    from qreas.resources import cache_dir

    folder = cache_dir() / "pint"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return pint.UnitRegistry(on_redefinition="ignore", cache_folder=folder)
    except OSError:
        return pint.UnitRegistry(on_redefinition="ignore")


@functools.cache
def _english_stop_words() -> frozenset[str]:
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


def dims_of(dimensionality: Any) -> Dims:
    return tuple(sorted((str(k), int(v)) for k, v in dict(dimensionality).items() if v))


def dimension_name(dims: Dims) -> str:
    """ "length", "speed", "currency:usd", or the exponents spelled out
    ("[length]^1*[time]^-2" is never produced for acceleration, which is named;
    "currency:usd^1*[mass]^-1" is a price per mass)."""
    if dims in _NAMED:
        return _NAMED[dims]
    if len(dims) == 1 and dims[0][1] == 1:
        return dims[0][0]
    return "*".join(f"{b}^{e}" for b, e in dims) or "dimensionless"


def _pint_name(unit: Any) -> str:
    return str(unit).replace("_", " ")


def _split_prefix(word: str) -> list[tuple[str, str, str]]:
    try:
        return list(ureg().parse_unit_name(word))
    except Exception:  # noqa: BLE001 - pint raises several kinds for unreadable names
        return []


def named_dims(dimension: str) -> Dims | None:
    """The base dimensions of a named dimension ("speed" -> length / time)."""
    return next((d for d, n in _NAMED.items() if n == dimension), None)


def _well_formed(word: str) -> str | None:
    """The unit ``word`` names as written ("kilometer", "kilowatt_hour"), or None if it
    is only a chance split ("pinch" = pico + inch, "amps" = atto + metre per second):
    a unit's own name or symbol, or a prefix and a unit written alike (both names, or
    a prefix symbol and a unit symbol)."""
    reg = ureg()
    candidates = _split_prefix(word)
    for prefix, name, _suffix in candidates:
        if not prefix:
            return name
    for prefix, name, _suffix in candidates:
        if "_per_" in name:
            continue  # "kmph" is no kilo-(mile per hour)
        try:
            definition = reg._units[name]
            pdef = reg._prefixes[prefix]
        except KeyError:
            continue
        unit_part = word[len(prefix) :] if word.startswith(prefix) else None
        if unit_part is None:
            sym = pdef.symbol or ""
            if not word.startswith(sym) or not sym:
                continue
            unit_part, as_name = word[len(sym) :], False
        else:
            as_name = True
        unit_sg = unit_part[:-1] if unit_part.endswith("s") and unit_part[:-1] else unit_part
        unit_is_name = unit_part in (name, name + "s") or unit_sg in definition.aliases or name == unit_sg
        short_alias = unit_part in definition.aliases and len(unit_part) <= 3
        unit_is_symbol = unit_part == definition.symbol or short_alias
        if as_name and unit_is_name and len(prefix) > 1:
            return prefix + name
        lower_word = word.isalpha() and word.islower()
        if not as_name and unit_is_symbol and (not lower_word or unit_part in _LOWER_SYMBOLS):
            return prefix + name
    return None


@functools.cache
def pint_word(word: str, in_compound: bool = False) -> Unit | None:
    """One word (or words joined by "_") as a pint unit, under the rules in the module
    docstring; ``None`` if it is no unit of measure."""
    if not word or any(ch.isdigit() for ch in word):
        return None
    lone = len(word) == 1 and word not in _LONE_SYMBOLS
    if (lone or word.lower() in _english_stop_words()) and not in_compound:
        return None
    if len(word) > 2 and word[0].isupper() and word[1:].islower():
        return pint_word(word.lower(), in_compound)  # "Kilometres" at a sentence start; "Tim" is a name
    name = _well_formed(word)
    if name is None:
        return None
    try:
        unit = from_pint(ureg().parse_units(name))
    except Exception:  # noqa: BLE001 - pint's errors: undefined, syntax, ...
        return None
    acronym = word.isalpha() and word.isupper() and len(word) > 1
    if unit is not None and acronym and unit.dimension.startswith(("[", "temp")):
        return None  # an acronym ("EF", "PR") read as a rare unit's symbol
    return unit


def from_pint(unit: Any) -> Unit | None:
    """A pint unit as a qreas Unit. Offset temperatures (Celsius, Fahrenheit) convert
    only to themselves: a factor cannot express them. Information units (bit, byte)
    are pint-dimensionless; they get the dimension "data" in bytes."""
    reg = ureg()
    name = _pint_name(unit)
    try:
        q = reg.Quantity(1, unit)
        if not q._is_multiplicative:
            return Unit(name, f"temperature:{name}", 1.0, ((f"temperature:{name}", 1),))
        base = q.to_base_units()
    except Exception:  # noqa: BLE001
        return None
    dims = dims_of(unit.dimensionality)
    scale = float(base.magnitude)
    if not dims:
        if not any(k in name for k in _INFO_UNITS):
            return None  # a pure number ("dozen", "percent", "radian"): not a measure here
        dims, scale = (("data", 1),), scale / 8
    if not math.isfinite(scale) or scale <= 0:
        return None
    return Unit(name, dimension_name(dims), scale, dims)


def compose(parts: Sequence[tuple[Unit, int]]) -> Unit:
    """The product of units raised to powers: [(kilometer, 1), (hour, -1)] is
    "kilometer per hour", speed; [(kilometer, 3)] "cubic kilometer", volume."""
    if len(parts) == 1 and parts[0][1] == 1:
        return parts[0][0]
    total: dict[str, int] = {}
    scale = 1.0
    up: list[str] = []
    down: list[str] = []
    for unit, power in parts:
        for base, exp in unit.dims:
            total[base] = total.get(base, 0) + exp * power
        scale *= unit.scale**power
        word = {1: "", 2: "square ", 3: "cubic "}.get(abs(power), f"^{abs(power)} ")
        (up if power > 0 else down).append(f"{word}{unit.canonical}")
    dims = tuple(sorted((b, e) for b, e in total.items() if e))
    name = " ".join(up) + "".join(f" per {d}" for d in down)
    return Unit(name.strip(), dimension_name(dims), scale, dims)


Lexicon = Callable[[Sequence[str]], "tuple[Unit | None, int] | None"]


def _pieces(tokens: Sequence[str]) -> list[tuple[str, int]]:
    """Tokens cut at "/" ("/kg" -> "/", "kg"), each piece with its token's index."""
    out: list[tuple[str, int]] = []
    for k, tok in enumerate(tokens):
        for piece in re.split(r"(/)", tok):
            if piece:
                out.append((piece, k))
    return out


class _Reader:
    """A small recursive-descent reader of unit phrases over token pieces."""

    def __init__(self, tokens: Sequence[str], lexicon: Lexicon, lone_ok: Callable[[str, int], bool]):
        self.tokens = list(tokens)
        self.pieces = _pieces(tokens)
        self.lexicon = lexicon
        self.lone_ok = lone_ok

    def word(self, i: int, in_compound: bool) -> tuple[Unit, int] | None:
        """A unit word (or multi-word name) at piece i: (unit, pieces used)."""
        texts = [p for p, _ in self.pieces[i : i + 3]]
        if not texts or texts[0] == "/":
            return None
        if texts[0].lower() == "per":  # only "per cent"
            hit = self.lexicon(texts)
            return (hit[0], hit[1]) if hit is not None and hit[0] is not None else None
        for n in range(len(texts), 0, -1):
            words = texts[:n]
            if any(w == "/" for w in words):
                continue
            hit = self.lexicon(words)
            if hit is not None:
                unit, used = hit
                if used == n:
                    return (unit, n) if unit is not None else None
            if n > 1:  # pint's multi-word names: "light years", "degrees Celsius"
                joined = ["_".join(words), "_".join([words[0].rstrip("s")] + words[1:])]
                if words[0] == "°" and n == 2:  # "°", "C"
                    joined = ["".join(words)]
                for j in joined:
                    if all(w.isalpha() or w == "°" for w in words):
                        unit = pint_word(j, True) or pint_word(j.lower(), True)
                        if unit is not None:
                            return unit, n
                continue
            w = words[0]
            m = _EXPONENT_RE.match(w.translate(_SUPERSCRIPT))
            if m and (m.group("exp") in ("2", "3") or m.group("exp").startswith("-")):
                base = self._single(m.group("base"), True)
                if base is not None:
                    return compose([(base, int(m.group("exp")))]), 1
            unit = self._single(w, in_compound or self.lone_ok(w, i))
            if unit is not None:
                return unit, 1
        return None

    def _single(self, w: str, in_compound: bool) -> Unit | None:
        hit = self.lexicon([w])
        if hit is not None and hit[1] == 1:
            return hit[0]
        if hit is not None:
            return None
        if w.endswith(".") and len(w) > 2:  # an abbreviation's full stop: "hrs.", "lbs."
            return self._single(w[:-1], in_compound)
        unit = pint_word(w, in_compound)
        if unit is None and w.isupper() and len(w) > 2:
            unit = pint_word(w.lower(), in_compound)  # "KM", "MPH"
        return unit

    def term(self, i: int, in_compound: bool) -> tuple[Unit, int, int] | None:
        """[square|cubic] word [squared|cubed]: (unit, power, pieces used)."""
        power, k = 1, i
        if k < len(self.pieces) and self.pieces[k][0].lower() in _POWER_WORDS:
            power, k = _POWER_WORDS[self.pieces[k][0].lower()], k + 1
        hit = self.word(k, in_compound or power > 1)
        if hit is None:
            return None
        unit, used = hit
        k += used
        if power == 1 and k < len(self.pieces) and self.pieces[k][0].lower() in _POWER_AFTER:
            power, k = _POWER_AFTER[self.pieces[k][0].lower()], k + 1
        return unit, power, k - i

    def read(self) -> tuple[Unit, int] | None:
        """The longest unit phrase at the start, ending at a token boundary: (unit,
        tokens used)."""
        best: tuple[Unit, int] | None = None
        compound_next = len(self.pieces) > 1 and self.pieces[1][0] == "/"
        first = self.term(0, compound_next)
        if first is None:
            return None
        parts = [(first[0], first[1])]
        k = first[2]
        best = self._at_boundary(parts, k) or best
        while k + 1 < len(self.pieces) and self.pieces[k][0].lower() in ("/", "per"):
            if self.pieces[k][0].lower() == "per" and self.pieces[k + 1][0].lower() in ("cent", "cents"):
                break  # "per cent" is a share
            nxt = self.term(k + 1, True)
            if nxt is None:
                break
            parts.append((nxt[0], -nxt[1]))
            k += 1 + nxt[2]
            best = self._at_boundary(parts, k) or best
        return best

    def _at_boundary(self, parts: list[tuple[Unit, int]], k: int) -> tuple[Unit, int] | None:
        if k < len(self.pieces) and self.pieces[k][1] == self.pieces[k - 1][1]:
            return None  # the phrase would end inside a token
        return compose(parts), self.pieces[k - 1][1] + 1


def read_unit(
    tokens: Sequence[str], lexicon: Lexicon, lone_ok: Callable[[str, int], bool] | None = None
) -> tuple[Unit, int] | None:
    """The unit phrase at the start of ``tokens`` (as written, case kept), and how many
    tokens it uses. ``lexicon(words)`` looks up qreas' own units: ``(unit, n)`` for a
    unit spelled by the first n words, ``(None, n)`` for words that are no unit, or
    ``None``. ``lone_ok(word, i)`` may allow a word that is otherwise read only in a
    compound ("in" before "thick")."""
    if not tokens:
        return None
    return _Reader(tokens, lexicon, lone_ok or (lambda _w, _i: False)).read()


def per_unit(tokens: Sequence[str], lexicon: Lexicon) -> tuple[Unit, int] | None:
    """A "per X" or "/X" after a number whose unit came before it ("$680 per kg",
    "$15.4/hour"): the unit X and the tokens used (with "per")."""
    pieces = _pieces(tokens)
    if len(pieces) < 2 or pieces[0][0].lower() not in ("/", "per"):
        return None
    if pieces[1][0].lower() in ("cent", "cents"):
        return None
    skip = 1 if pieces[0][1] != pieces[1][1] else 0  # "/kg" is one token
    rest = list(tokens[skip:]) if skip else [tokens[0][1:], *tokens[1:]]
    hit = read_unit(rest, lexicon, lambda _w, _i: True)
    if hit is None:
        return None
    unit, used = hit
    return unit, used + skip
