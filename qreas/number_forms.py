"""Written number forms that span tokens or carry more than a value.

The tokenizer cuts many of them apart ("2.48×10", "^", "-5"; "'", "90s"), so each
reader looks at the tokens from a position and says where the form ends:

- scientific notation: "2.48×10^-5", "2.48 x 10-5", "5.5x10-3", "8x2^10" (a mantissa,
  a multiplication sign x, × or ·, and a power written without spaces; "0.036 * 10 ^
  5" and a bare "10 ^ 5" are left alone: formulas); "4e14" and "1e-5" are single
  tokens read by ``qreas.numbers``;
- mixed fractions: "2 1/2" (a whole number and a proper fraction);
- a number glued to a unit: "4km^3", "25lbs", "1500b" (the unit part is handed on);
- uncertainty: "9.83e-3 +/- 1e-5", "2,000.45±0.01" (an interval around the value);
- a range written as one token, "3.5–4.0"; thousands separated by spaces, "10 000";
- decades and periods for the temporal side: "the 1960s" [1960, 1969], "the '90s",
  "mid-1990s" [1993, 1996], "the early 20th century" [1901, 1933] (early / mid /
  late are the first, middle and last third of the period, OED "early" adj. 1).
  A two-digit decade ("'90s") is of the 1900s from '30 on, else of the 2000s; "the
  1800s" (a year ending in 00) is the century 1800-1899, "the 2000s" the decade
  (``qreas.temporal``, where the periods are defined).
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from typing import Any

from qreas import lexicon, temporal
from qreas.numbers import parse_number_token
from qreas.types import Numset

Token = Any

_MINUS = str.maketrans({"−": "-", "–": "-", "⁻": "-"})
_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
# mantissa x base ^ exponent, written in any usual way
_SCIENTIFIC_RE = re.compile(
    r"^(?P<m>[-+]?\d+(?:\.\d+)?)\s*[x×·]\s*(?P<b>\d+)"
    r"(?:(?P<caret>\^|\*\*)(?P<e1>[-+]?\d+)|(?P<e2>-\d+)|(?P<sup>[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))$"
)
_FRACTION_RE = re.compile(r"^(\d+)/(\d+)$")
_GLUED_UNIT_RE = re.compile(
    r"^(?P<num>[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?P<unit>[a-zA-Zµ°][a-zA-Z0-9^²³/µ°]*)$"
)
_PLUS_MINUS = ("±", "+/-", "+-")
# "the 1850s", "the 2020s", and decades of three digits ("the 860s")
_DECADE_RE = re.compile(r"^(?:(?P<part>early|mid|late)-)?(?P<y>1[1-9]\d0|20\d0|[1-9]\d0)s$")
_CENTURY_RE = re.compile(r"^(?P<n>\d{1,2})(?:st|nd|rd|th)$")


@dataclass(frozen=True)
class Form:
    """A number read from tokens [start, end): its value, and what else it says."""

    end: int
    value: float
    upper: float | None = None  # the end of a period ("the 1960s": 1960 .. 1969)
    spread: float = 0.0  # "± 0.01"
    unit: str | None = None  # a unit glued to the number ("25lbs")
    kind: str = "amount"


def _span_text(doc: Any, start: int, end: int) -> str:
    return "".join(t.text_with_ws for t in doc[start:end]).strip()


def scientific(doc: Any, i: int) -> Form | None:
    """ "2.48×10^-5", "2.48 x 10-5", "5.5x10-3", "2.48×10−5": the longest run of up to
    five tokens from ``i`` that is a mantissa times a power. The power is written
    without spaces: "0.036 * 10 ^ 5" is a formula of a word problem (its parts are
    read one by one, as the problem's other formulas are)."""
    if not any(ch.isdigit() for ch in doc[i].text):
        return None
    if not any(ch in "x×·" for t in doc[i : i + 3] for ch in t.lower_):
        return None  # no multiplication sign near: the common case
    for end in range(min(len(doc), i + 6), i, -1):
        m = _SCIENTIFIC_RE.match(_span_text(doc, i, end).translate(_MINUS))
        if m is None:
            continue
        base = int(m.group("b"))
        if m.group("sup"):
            exp = int(m.group("sup").replace("⁻", "-").translate(_SUPERSCRIPT))
        else:
            exp = int(m.group("e1") or m.group("e2"))
        if m.group("e2") is not None and base != 10:
            return None  # "3 x 4-5" is no power
        if abs(exp) > 300:
            return None
        return Form(end, float(m.group("m")) * float(base) ** exp)
    return None


def mixed_fraction(doc: Any, i: int) -> Form | None:
    """ "2 1/2": a whole number, a space, a proper fraction."""
    if i + 1 >= len(doc) or not doc[i].text.isdigit() or not doc[i].whitespace_:
        return None
    m = _FRACTION_RE.match(doc[i + 1].text)
    if m is None or not 0 < int(m.group(1)) < int(m.group(2)):
        return None
    return Form(i + 2, int(doc[i].text) + int(m.group(1)) / int(m.group(2)))


def glued_unit(text: str) -> tuple[float, str] | None:
    """ "4km^3" -> (4, "km^3"), "25lbs" -> (25, "lbs"); the caller decides whether the
    rest is a unit."""
    m = _GLUED_UNIT_RE.match(text)
    if m is None or m.group("unit").lower() in ("st", "nd", "rd", "th", "s"):  # "2nd", "1990s"
        return None
    tok = parse_number_token(m.group("num"))
    return (tok.value, m.group("unit")) if tok is not None else None


def uncertainty(doc: Any, i: int) -> Form | None:
    """ "2,000.45±0.01" (one token) or "9.83e-3 +/- 1e-5" / "5 ± 0.2" (several)."""
    text = doc[i].text
    if "±" in text:
        left, _, right = text.partition("±")
        a, b = parse_number_token(left), parse_number_token(right)
        if a is not None and b is not None and not (a.percent or b.percent):
            return Form(i + 1, a.value, spread=abs(b.value))
        return None
    a = parse_number_token(text)
    if a is None or a.percent:
        return None
    for width in (1, 2):
        sign = "".join(t.text for t in doc[i + 1 : i + 1 + width])
        k = i + 1 + width
        if sign in _PLUS_MINUS and k < len(doc):
            b = parse_number_token(doc[k].text)
            if b is not None and not b.percent:
                return Form(k + 1, a.value, spread=abs(b.value))
    return None


def _part(doc: Any, i: int) -> tuple[str | None, int]:
    """ "early", "mid", "late" (or "the mid-" as two tokens) just before token i."""
    k = i - 1
    if k >= 0 and doc[k].text == "-":
        k -= 1
    if k >= 0 and doc[k].lower_ in temporal.PARTS:
        return doc[k].lower_, k
    return None, i


def _slice(period: temporal.Years, part: str | None) -> tuple[float, float]:
    """The period, or its early / mid / late third (``qreas.temporal.part``)."""
    p = temporal.part(period, part) if part is not None else period
    return float(p.first), float(p.last)


def period(doc: Any, i: int) -> tuple[int, Form] | None:
    """A decade or century at token i: (first token of the phrase, Form of kind
    "year" with its first and last year)."""
    tok = doc[i]
    low = tok.lower_.translate(_MINUS)
    m = _DECADE_RE.match(low)
    if m:
        part = m.group("part")
        start = i
        if part is None:
            part, start = _part(doc, i)
        y = int(m.group("y"))
        side, end = _era_after(doc, i + 1)
        lo, hi = _slice(temporal.era_period(temporal.decade(y), side), part)  # "the 1800s" is a century
        return start, Form(end, lo, upper=hi, kind="year")
    short = re.match(r"^'?(\d)0s$", low)
    if short and (low.startswith("'") or (i > 0 and doc[i - 1].text in ("'", "’"))):
        digit = int(short.group(1))
        year = (1900 if digit >= 3 else 2000) + 10 * digit
        start = i if low.startswith("'") else i - 1
        part, first = _part(doc, start)
        lo, hi = _slice(temporal.decade(year), part)
        return first, Form(i + 1, lo, upper=hi, kind="year")
    c = _CENTURY_RE.match(low)
    if c and i + 1 < len(doc) and doc[i + 1].lower_ in ("century", "centuries"):
        n = int(c.group(1))
        if not 1 <= n <= 30:
            return None
        part, start = _part(doc, i)
        side, end = _era_after(doc, i + 2)
        lo, hi = _slice(temporal.era_period(temporal.century(n), side), part)
        return start, Form(end, lo, upper=hi, kind="year")
    return era_year(doc, i)


@functools.cache
def _eras() -> dict[str, int]:
    return {w: int(side) for w, side in lexicon.lines("eras.tsv")}  # written in capitals


def _era_after(doc: Any, i: int) -> tuple[int, int]:
    """The era written at token i ("BC", "A.D."): its side of the epoch and the end of
    the phrase; +1 and i when none is written (a year is of the common era)."""
    side = _eras().get(doc[i].text) if i < len(doc) else None
    return (side, i + 1) if side is not None else (1, i)


def era_year(doc: Any, i: int) -> tuple[int, Form] | None:
    """A year written with its era: "63 BC", "44 B.C.E.", "AD 14", "800 A.D.", "1200
    CE". The era makes a number of any size a year; the value is the astronomical year
    (``qreas.temporal.era_year``: 63 BC is -62)."""
    if not re.match(r"^\d{1,4}$", doc[i].text):
        return None
    side, end = _era_after(doc, i + 1)
    start = i
    if end == i + 1 and i > 0 and _eras().get(doc[i - 1].text) == 1:
        start = i - 1  # "AD 14": the era before the year
    elif end == i + 1:
        return None
    y = temporal.era_year(int(doc[i].text), side)
    return start, Form(end, float(y), upper=float(y), kind="year")


_NUMBER = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"  # "5,000", "3.5"
_DASH_RANGE_RE = re.compile(rf"^{_NUMBER}[–—-]{_NUMBER}$")


def dash_range(doc: Any, i: int) -> Form | None:
    """ "3.5–4.0", "5,000–6,000" written as one token: a range, as "3.5 – 4.0" is."""
    m = _DASH_RANGE_RE.match(doc[i].text)
    if m is None:
        return None
    lo, hi = (float(g.replace(",", "")) for g in m.groups())
    return Form(i + 1, lo, upper=hi) if lo < hi else None


def spaced_thousands(doc: Any, i: int) -> Form | None:
    """ "10 000 dollars": groups of three digits after a space (the SI's thousands
    separator), each group its own token."""
    if not (doc[i].text.isdigit() and len(doc[i].text) <= 3 and doc[i].whitespace_ == " "):
        return None
    k = i + 1
    while k < len(doc) and len(doc[k].text) == 3 and doc[k].text.isdigit() and doc[k - 1].whitespace_ == " ":
        k += 1
    if k == i + 1:
        return None
    return Form(k, float("".join(t.text for t in doc[i:k])))


def read_form(doc: Any, i: int) -> Form | None:
    """The first of the forms above that starts at token ``i``, if any."""
    return (
        scientific(doc, i)
        or uncertainty(doc, i)
        or mixed_fraction(doc, i)
        or dash_range(doc, i)
        or spaced_thousands(doc, i)
    )


_RATE_DEPS = frozenset({"npadvmod"})  # "$5 a day", "60 miles an hour": a rate's "per"


def article_measures(doc: Any, taken: set[int], periods: bool = False) -> list[Numset]:
    """ "a gallon of beer", "an hour", "a penny": the indefinite article before a unit
    of measure is one of it (kind "amount", value 1). Not the "per" of a rate ("$5 a
    day", "twice a week": an adverbial unit noun after a number, or a time unit), not
    after "than" or "per" ("more than a mile"), and not a counted repetition ("a
    time"). ``periods``: for long periods ("more than a century old"), which are never
    a rate's "per", also after "than" and as adverbs (the caller keeps only those)."""
    from qreas.units import registry

    out = _bare_periods(doc, taken) if periods else []
    for tok in doc:
        i = tok.i
        if tok.lower_ not in ("a", "an") or i in taken or i + 1 >= len(doc) or i + 1 in taken:
            continue
        if i > 0 and doc[i - 1].lower_ in (("per",) if periods else ("than", "per")):
            continue
        hit = registry().lookup([t.text for t in doc[i + 1 : i + 9]])
        if hit is None or hit[0].dimension in ("repetition", "percent", "percent-point"):
            continue
        unit, used = hit
        noun = doc[i + used]
        after_number = any(t.like_num for t in doc[max(0, i - 4) : i])
        rate = noun.dep_ in _RATE_DEPS and (after_number or unit.dimension == "time")
        if tok.head.i != noun.i or (rate and not periods):
            continue
        out.append(
            Numset(
                lo=1.0,
                hi=1.0,
                unit=unit.canonical,
                text=doc[i : i + 1 + used].text,
                start=i,
                end=i + 1 + used,
                dimension=unit.dimension,
                scale=unit.scale,
                number_index=i,
            )
        )
    return out


def _bare_periods(doc: Any, taken: set[int]) -> list[Numset]:
    """ "highest in decade": a headline drops the article, and a bare singular period
    noun right after "in" / "for" / "over" / "within" is one of it, as "in a decade"."""
    from qreas.units import registry

    out = []
    for tok in doc:
        if tok.i in taken or tok.tag_ != "NN" or tok.dep_ != "pobj" or tok.i == 0:
            continue
        if doc[tok.i - 1].lower_ not in ("in", "for", "over", "within") or any(True for _ in tok.children):
            continue
        hit = registry().lookup([tok.text])
        if hit is None or hit[0].dimension != "time":
            continue
        unit = hit[0]
        out.append(Numset(lo=1.0, hi=1.0, unit=unit.canonical, text=tok.text, start=tok.i, end=tok.i + 1,
                          dimension=unit.dimension, scale=unit.scale, number_index=tok.i))  # fmt: skip
    return out


NON_NEGATIVE = frozenset({"length", "area", "volume", "mass", "time", "data", "speed"})


def non_negative(q: Numset) -> Numset:
    """Counts, lengths, masses, durations and prices are never negative: an open lower
    end ("up to 4,000 km", "fewer than 10 people") is 0."""
    if q.lo != -math.inf or q.kind != "amount" or q.unit is None:
        return q
    dim = q.dimension
    if dim is None or dim in NON_NEGATIVE or dim.startswith("currency"):
        return q.with_(lo=0.0, lo_open=False, lo_floor=True)
    return q


FRACTION_COUNTS = frozenset({"a", "one", "two", "three"})
UNIT_FRACTIONS = frozenset({"half", "quarter", "quarters", "third", "thirds"})


def and_a_half(doc: Any, quantities: list[Numset]) -> list[Numset]:
    """ "two hours and a half", "an hour and a half", "a mile and a half": a measure
    followed by "and a half" is half a unit more (1.5 hours), one quantity, not a
    measure and a share. "An hour" counts here even where articles are otherwise
    not read as amounts: with "and a half" it is a number."""
    out = list(quantities)
    for half in [q for q in quantities if q.kind == "ratio" and q.lo == q.hi and 0 < q.lo < 100]:
        s = half.start
        words = [t.lower_ for t in doc[s : half.end]]
        # "and a half", and the other unit fractions said the same way ("an hour and a
        # quarter", "a mile and three quarters", "a day and a third")
        if len(words) != 2 or words[0] not in FRACTION_COUNTS or words[1] not in UNIT_FRACTIONS:
            continue
        if s < 2 or doc[s - 1].lower_ != "and":
            continue
        if half.end < len(doc) and doc[half.end].lower_ == "of":
            continue  # "5% and a half of the staff": a share of something else
        measures = [q for q in out if q.end == s - 1 and _measured(q) and q.lo == q.hi]
        if not measures:
            articles = article_measures(doc, set(), periods=True)
            measures = [q for q in articles if q.end == s - 1 and _measured(q)]
        if not measures:
            continue
        m, part = measures[0], half.lo / 100
        whole = m.with_(lo=m.lo + part, hi=m.hi + part, end=half.end, text=doc[m.start : half.end].text)
        whole = _hedged_whole(doc, whole, part)
        out = [q for q in out if q is not m and q is not half] + [whole]
    return sorted(out, key=lambda q: (q.start, q.end))


def _hedged_whole(doc: Any, whole: Numset, grain: float) -> Numset:
    """ "*about* an hour and a half", "*nearly* a year and a half": a hedge or bound
    written before the measure bounds the whole measure (1.5 hours), not its first part;
    the article measure is read bare, so the hedge is read here. The figure is said to
    the fraction it names (``grain``: half an hour), so "about" reaches as far as that
    rounding does (within the usual cap)."""
    from qreas.numbers import bound_interval, modifier_before

    if not whole.is_exact:
        return whole
    mod = modifier_before([t.lower_ for t in doc[max(0, whole.start - 3) : whole.start]])
    if mod is None or mod.kind == "exact":
        return whole
    lo, hi, lo_open, hi_open, approximate = bound_interval(whole.lo, mod, grain=grain)
    start = whole.start - mod.length
    return whole.with_(
        lo=lo, hi=hi, lo_open=lo_open, hi_open=hi_open, approximate=approximate,
        start=start, text=doc[start : whole.end].text,
    )  # fmt: skip


def compound_measures(doc: Any, quantities: list[Numset]) -> list[Numset]:
    """ "2 hours and 15 minutes", "3 feet 6 inches", "1 kilometre, 200 metres": measures
    of one dimension side by side (joined by "and", a comma or nothing), the larger unit
    first and the smaller part less than one of it, are one amount, written the way a
    clock time or a height is; read apart, the second part would be taken for the whole
    ("15 minutes" against "135 minutes"). The sum is in the first part's unit and keeps
    its bound ("at least 2 hours and 30 minutes": 2.5 hours or more)."""
    out = sorted(quantities, key=lambda q: (q.start, q.end))
    joins: dict[int, list[str]] = {}  # compound start -> how its parts were joined so far
    k = 0
    while k + 1 < len(out):
        big, small = out[k], out[k + 1]
        between = [t.lower_ for t in doc[big.end : small.start]]
        if (
            _measured(big)
            and small.dimension == big.dimension
            and small.is_exact
            and big.scale > small.scale
            and small.lo * small.scale < big.scale
            and len(between) <= 1
            and set(between) <= {"and", ","}
            and not _comma_apart(doc, between, joins.get(big.start, []), small)
        ):
            joins.setdefault(big.start, []).append(" ".join(between))
            extra = small.lo * small.scale / big.scale
            whole = big.with_(
                lo=big.lo + extra, hi=big.hi + extra, end=small.end, text=doc[big.start : small.end].text
            )
            out[k : k + 2] = [whole]
            continue
        k += 1
    return out


# words a measure set off by a comma describes a position or a gap with ("18 seconds *ahead*")
GAP_WORDS = frozenset({"ahead", "behind", "clear", "faster", "slower", "earlier", "later", "short"})


def _comma_apart(doc: Any, between: list[str], joined: list[str], small: Numset) -> bool:
    """Is a part after a comma a figure of its own, not the compound's last part? "finished
    in 4 hours 32 minutes, 18 seconds ahead of Oman": the parts of one amount are written
    one way (a run joined by nothing does not go on with a comma), and a measure of a gap
    ("18 seconds *ahead*", "behind", "faster") measures something else than the time."""
    if between != [","]:
        return False
    if "" in joined:
        return True
    return small.end < len(doc) and doc[small.end].lower_ in GAP_WORDS


def _measured(q: Numset) -> bool:
    """A quantity in a unit of measure (not a count, a share or money)."""
    d = q.dimension
    return d is not None and not d.startswith(("percent", "currency"))


def joined_bounds(doc: Any, quantities: list[Numset]) -> list[Numset]:
    """ "at least 10 but fewer than 20 boats", "no fewer than 10 and no more than 20": a
    lower and an upper bound joined by "but" / "and" on one counted noun are one
    interval ([10, 20)), not two claims; the noun is written once, after the second."""
    out = list(quantities)
    k = 0
    while k + 1 < len(out):
        a, b = out[k], out[k + 1]
        between = [t.lower_ for t in doc[a.end : b.start]]
        low, high = (a, b) if _lower_only(a) else (b, a)
        if (
            between in (["but"], ["and"], [",", "but"], ["but", "also"])
            and a.kind == b.kind == "amount"
            and a.unit in (None, b.unit)
            and _lower_only(low)
            and _upper_only(high)
            and (low.lo < high.hi or (low.lo == high.hi and not (low.lo_open or high.hi_open)))
        ):
            joined = b.with_(
                lo=low.lo, lo_open=low.lo_open, hi=high.hi, hi_open=high.hi_open, lo_floor=False,
                start=a.start, text=doc[a.start : b.end].text,
            )  # fmt: skip
            out[k : k + 2] = [joined]
        k += 1
    return out


def _lower_only(q: Numset) -> bool:
    return q.hi == math.inf and q.lo != -math.inf


def _upper_only(q: Numset) -> bool:
    return q.hi != math.inf and (q.lo == -math.inf or q.lo_floor)
