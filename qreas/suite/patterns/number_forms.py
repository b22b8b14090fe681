"""Number forms: one value written differently (digits, thousands separators, words,
magnitude words, "a dozen", "half a million").

Reading conventions: every form names one exact value ("3.2 million" is 3,200,000;
"a dozen" is 12; "half a million" is 500,000), as a bare numeral does. Round named
amounts ("a million dollars") are often said of amounts near them (Krifka 2007), so
they are contradicted only by a value a power of ten away, never by one 10% off. Vague plural
forms ("dozens of", "millions of") and "a couple of" (often "a few") are not used;
neither are abbreviations such as "7bn", rare in running text. Money amounts are
measures; the object of the spending is part of the slot, so the same amount spent on
another object is neutral.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

PH = "number-forms"
T = "{holder} {verb} {pq} {noun}."
H = "{holder} {verb} {hq} {noun}."
SPENDERS = ("the city", "the council", "the company", "the university", "the charity", "the ministry")
BIG_SPENDERS = ("the city", "the ministry")  # billions are plausible for these
OBJECTS = ("parks", "roads", "schools", "research", "housing", "bridges", "hospitals", "libraries")
M = "{spender} spent {pq} on {obj}."
MH = "{spender} spent {hq} on {obj}."
# written forms of round amounts, beside their value
NAMED = (
    ("half a million", 500_000),
    ("a quarter of a million", 250_000),
    ("a million", 1_000_000),
    ("one and a half million", 1_500_000),
    ("half a billion", 500_000_000),
    ("a thousand", 1000),
)


def _money(d: Draw) -> None:
    d.choice("spender", SPENDERS)
    d.choice("obj", OBJECTS)


def _magnitude_value(d: Draw, name: str) -> int:
    """An amount that a magnitude word writes with at most one decimal: 3.2 million."""
    scale = d.rng.choice([10**6, 10**9]) if d.slots["spender"] in BIG_SPENDERS else 10**6
    k = d.number(name + "_k", 11, 99)
    if k % 10 == 0:
        raise Redraw("written without a decimal")
    return k * scale // 10


@pattern(PH, "entailment", T, H)
def digits_vs_words_same(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 21, 999)
    words, digits = render.words(n), render.digits(n)
    d.text("pq", digits) if d.flip() else d.text("pq", words)
    d.text("hq", words if d.slots["pq"] == digits else digits)
    return O.count_label(O.exactly(n), O.exactly(n))


@pattern(PH, "contradiction", T, H)
def words_vs_digits_different(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 21, 999)
    m = d.number("m", max(2, n - 20), n + 20)
    if m == n:
        raise Redraw("same value")
    d.text("pq", render.words(n))
    d.text("hq", render.digits(m))
    return O.count_label(O.exactly(n), O.exactly(m))


@pattern(PH, "entailment", T, H)
def thousands_in_words_vs_digits(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 11, 99) * 100
    d.text("pq", render.words(n))
    d.text("hq", render.digits(n, commas=d.flip()))
    return O.count_label(O.exactly(n), O.exactly(n))


@pattern(PH, "entailment", T, H)
def digits_with_and_without_separator(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 1001, 99_999)
    d.text("pq", render.digits(n, commas=True))
    d.text("hq", render.digits(n, commas=False))
    return O.count_label(O.exactly(n), O.exactly(n))


@pattern(PH, "contradiction", T, H)
def separator_vs_decimal_point_value(d: Draw) -> O.Label:
    """ "12,500" is twelve thousand five hundred, not 125 (the separator is not a decimal)."""
    d.counted()
    n = d.number("n", 11, 99) * 1000 + d.number("r", 1, 9) * 100
    m = n // 100
    d.text("pq", render.digits(n))
    d.text("hq", render.digits(m))
    return O.count_label(O.exactly(n), O.exactly(m))


@pattern(PH, "entailment", M, MH)
def magnitude_vs_digits_same(d: Draw) -> O.Label:
    _money(d)
    n = _magnitude_value(d, "n")
    d.text("pq", "$" + render.magnitude(n))
    d.text("hq", "$" + render.digits(n))
    return O.value_label(O.exactly(n, whole=False), O.exactly(n, whole=False))


@pattern(PH, "contradiction", M, MH)
def magnitude_vs_digits_off_by_ten(d: Draw) -> O.Label:
    _money(d)
    n = _magnitude_value(d, "n")
    m = n * 10 if d.flip() else n // 10
    d.text("pq", "$" + render.magnitude(n))
    d.text("hq", "$" + render.digits(m))
    return O.value_label(O.exactly(n, whole=False), O.exactly(m, whole=False))


@pattern(PH, "neutral", M, "{spender} spent {hq} on {obj2}.")
def magnitude_same_amount_other_object(d: Draw) -> O.Label:
    _money(d)
    d.choice("obj2", [o for o in OBJECTS if o != d.slots["obj"]])
    n = _magnitude_value(d, "n")
    d.text("pq", "$" + render.magnitude(n))
    d.text("hq", "$" + render.digits(n))
    return O.count_label(O.exactly(n, whole=False), O.exactly(n, whole=False), scope="other")


@pattern(PH, "entailment", M, MH)
def named_amount_vs_digits(d: Draw) -> O.Label:
    _money(d)
    words, n = d.rng.choice(NAMED)
    d.text("pq", f"{words} dollars")
    d.text("hq", "$" + render.digits(n))
    return O.value_label(O.exactly(n, whole=False), O.exactly(n, whole=False))


@pattern(PH, "contradiction", M, MH)
def named_amount_vs_other_digits(d: Draw) -> O.Label:
    _money(d)
    words, n = d.rng.choice(NAMED)
    # a slip of a power of ten only: a round "a million dollars" may stand for $1.1 million
    m = n * 10 if d.flip() else n // 10
    d.text("pq", f"{words} dollars")
    d.text("hq", "$" + render.digits(m))
    return O.value_label(O.exactly(n, whole=False), O.exactly(m, whole=False))


def _dozens(d: Draw) -> int:
    k = d.rng.choice([1, 1, 2, 3, 4, 5, 6])
    d.text("pq", "a dozen" if k == 1 else f"{render.words(k)} dozen")
    return 12 * k


@pattern(PH, "entailment", T, H)
def dozen_vs_digits(d: Draw) -> O.Label:
    d.counted()
    n = _dozens(d)
    d.text("hq", render.digits(n) if d.flip() else render.words(n))
    return O.count_label(O.exactly(n), O.exactly(n))


@pattern(PH, "contradiction", T, H)
def dozen_vs_other_number(d: Draw) -> O.Label:
    d.counted()
    n = _dozens(d)
    m = d.number("m", max(2, n - 4), n + 4)
    if m == n:
        raise Redraw("same value")
    d.text("hq", render.digits(m))
    return O.count_label(O.exactly(n), O.exactly(m))


@pattern(PH, "neutral", T, "{holder} {verb} {hq} {noun2}.")
def words_vs_digits_other_noun(d: Draw) -> O.Label:
    """ "forty goats" says nothing of sheep."""
    cls, noun = d.counted()
    d.sibling("noun2", cls, [noun])
    n = d.number("n", 21, 999)
    d.text("pq", render.words(n))
    d.text("hq", render.digits(n))
    return O.count_label(O.exactly(n), O.exactly(n), restrictor="other")


@pattern(PH, "neutral", "In {y1}, " + M[0].lower() + M[1:], "In {y2}, " + MH[0].lower() + MH[1:])
def magnitude_same_amount_other_year(d: Draw) -> O.Label:
    _money(d)
    y1, y2 = d.rng.sample(range(1995, 2025), 2)
    d.text("y1", str(y1))
    d.text("y2", str(y2))
    n = _magnitude_value(d, "n")
    d.text("pq", "$" + render.magnitude(n))
    d.text("hq", "$" + render.digits(n))
    return O.count_label(O.exactly(n, whole=False), O.exactly(n, whole=False), scope="other")
