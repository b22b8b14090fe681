"""Multiplicative change: doubled, tripled, halved; "rose / fell from X to Y" against
"by Z" and "by P percent"; "by N percent" against "by N percentage points".

Reading conventions:
- "doubled / tripled / quadrupled" multiply the earlier count by 2 / 3 / 4; "halved",
  "fell by half" and "was cut in half" by 1/2. The change is of the count just stated.
- "rose from X to Y" is a change of Y - X, and of (Y - X) / X * 100 percent (relative
  to the starting value, never the end value).
- For a quantity that is itself a percentage (a rate), "by N percentage points" adds N.
  "by N percent" is ambiguous there: style guides (the AP Stylebook) read it as
  multiplying by 1 + N/100 (10% rising by 5 percent is 10.5%), but news text often
  uses it for points (15%), and annotators split. So it is resolved by supervaluation
  over both readings, like a vague word: a pattern states only what holds under both
  (a rate below 100% rising by 5 percent rises by at most 5 points; from 10% to 15% it
  rose by at least 5 percent), never what one reading alone gives.
- "twice as many as in Y1" without the earlier count fixes no count (neutral).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

PH = "multiplicative-change"
UP = (("doubled", Fraction(2)), ("tripled", Fraction(3)), ("quadrupled", Fraction(4)))
DOWN = (("halved", Fraction(1, 2)), ("fell by half", Fraction(1, 2)), ("was cut in half", Fraction(1, 2)))
YEARS = "In {y1}, {holder} {verb} {x} {noun}; by {y2}, the number had {chg}."
RATES = (
    "the unemployment rate",
    "the interest rate",
    "the vacancy rate",
    "the dropout rate",
    "the inflation rate",
    "the tax rate",
)
RISE = ("rose", "increased", "climbed", "went up")
FALL = ("fell", "dropped", "decreased", "went down")


def _years(d: Draw) -> None:
    y1 = d.number("y1", 1990, 2015)
    d.text("y1", str(y1))
    d.text("y2", str(d.number("y2", y1 + 2, y1 + 10)))


def _changed(d: Draw, forms: tuple[tuple[str, Fraction], ...]) -> tuple[int, Fraction]:
    d.counted()
    _years(d)
    word, f = d.rng.choice(forms)
    if "f" in d.fixed:  # a test fixes the factor
        word, f = next((w, g) for w, g in forms if g == d.fixed["f"])
    d.text("chg", word.replace("fell by half", "fallen by half").replace("was cut", "been cut"))
    x = d.number("x", 4, 400, step=f.denominator)
    return x, f


def _value(x: Fraction) -> O.Interval:
    return O.exactly(x, whole=False)


@pattern(PH, "entailment", YEARS, "In {y2}, {holder} {verb} {y} {noun}.")
def multiplied_to_count(d: Draw) -> O.Label:
    x, f = _changed(d, UP)
    y = d.value("y", int(x * f))
    return O.count_label(O.exactly(x * f), O.exactly(y))


@pattern(PH, "entailment", YEARS, "In {y2}, {holder} {verb} {y} {noun}.")
def halved_to_count(d: Draw) -> O.Label:
    x, f = _changed(d, DOWN)
    y = d.value("y", int(x * f))
    return O.count_label(O.exactly(x * f), O.exactly(y))


@pattern(PH, "contradiction", YEARS, "In {y2}, {holder} {verb} {y} {noun}.")
def changed_to_wrong_count(d: Draw) -> O.Label:
    """Wrong counts: the change applied the other way, by another factor, or added."""
    x, f = _changed(d, UP + DOWN)
    wrong = [x / f, x * (f + 1), x + f, x * 2 * f]
    y = d.value("y", d.rng.choice([w for w in wrong if w.denominator == 1 and w != x * f]))
    return O.count_label(O.exactly(x * f), O.exactly(y))


@pattern(
    PH,
    "neutral",
    "{holder} {verb} {times} as many {noun} in {y2} as in {y1}.",
    "In {y2}, {holder} {verb} {y} {noun}.",
)
def multiple_without_the_earlier_count(d: Draw) -> O.Label:
    d.counted()
    _years(d)
    k = d.choice("times", ["twice", "three times", "four times"])
    f = {"twice": 2, "three times": 3, "four times": 4}[k]
    y = d.number("y", 8, 800, step=f)
    return O.count_of_unknown_base(f, y)


SUBJECTS = ("the number of {people} in the town", "the number of {people} in the region")
FROM_TO = "{Subj} {dir} from {x} to {y}."


def _from_to(d: Draw, rise: bool, percent: bool = False) -> tuple[int, int, int]:
    """x -> y; with ``percent`` the change is a whole percentage of x."""
    d.people("people")
    subj = d.rng.choice(SUBJECTS).format(people=d.slots["people"])
    d.text("Subj", subj[:1].upper() + subj[1:])
    d.text("subj", subj)
    d.choice("dir", RISE if rise else FALL)
    x = d.number("x", 20, 2000, step=20 if percent else 1)
    if percent:
        p = d.number("p_chg", 5, 95 if not rise else 200, step=5)
        y = x + (1 if rise else -1) * x * p // 100
    else:
        y = d.number("y", x + 1, 3 * x) if rise else d.number("y", 1, x - 1)
    y = int(d.value("y", y))
    z = int(d.value("z", abs(y - x)))
    return x, y, z


@pattern(PH, "entailment", FROM_TO, "{Subj} {dir} by {z}.")
def rose_from_to_by_difference(d: Draw) -> O.Label:
    x, y, z = _from_to(d, rise=True)
    return O.value_label(_value(Fraction(y - x)), _value(Fraction(z)))


@pattern(PH, "entailment", FROM_TO, "{Subj} {dir} by {pc} percent.")
def rose_from_to_by_percent(d: Draw) -> O.Label:
    x, y, _ = _from_to(d, rise=True, percent=True)
    pc = O.percent_change(x, y)
    pc = d.value("pc", pc)
    return O.value_label(_value(O.percent_change(x, y)), _value(pc))


@pattern(PH, "contradiction", FROM_TO, "{Subj} {dir} by {pc} percent.")
def rose_from_to_by_wrong_percent(d: Draw) -> O.Label:
    """Wrong percentages: the change relative to the end value, or the difference itself."""
    x, y, _ = _from_to(d, rise=True, percent=True)
    on_end = Fraction(y - x) * 100 / y
    pc = d.rng.choice([on_end, Fraction(y - x) if y - x <= 100 else on_end])
    if (pc * 100).denominator != 1 or pc == O.percent_change(x, y):
        raise Redraw("not a short decimal, or the right percentage")
    pc = d.value("pc", pc)
    return O.value_label(_value(O.percent_change(x, y)), _value(pc))


@pattern(PH, "entailment", FROM_TO, "{Subj} {dir} by {z}.")
def fell_from_to_by_difference(d: Draw) -> O.Label:
    x, y, z = _from_to(d, rise=False)
    return O.value_label(_value(Fraction(x - y)), _value(Fraction(z)))


@pattern(PH, "entailment", FROM_TO, "{Subj} {dir} by {pc} percent.")
def fell_from_to_by_percent(d: Draw) -> O.Label:
    x, y, _ = _from_to(d, rise=False, percent=True)
    pc = -O.percent_change(x, y)
    pc = d.value("pc", pc)
    return O.value_label(_value(-O.percent_change(x, y)), _value(pc))


@pattern(PH, "contradiction", FROM_TO, "{Subj} {up} by {z}.")
def fell_from_to_vs_rose(d: Draw) -> O.Label:
    """A fall is a negative change; "rose by Z" claims +Z."""
    x, y, z = _from_to(d, rise=False)
    d.choice("up", RISE)
    return O.value_label(_value(Fraction(y - x)), _value(Fraction(z)))


@pattern(PH, "neutral", FROM_TO, "{Subj2} {dir} by {z}.")
def from_to_other_group(d: Draw) -> O.Label:
    x, y, _ = _from_to(d, rise=d.flip())
    noun = next(n for _, n in d.lex.people if n.pl == d.slots["people"])
    other = d.people("people2", exclude=[noun])
    d.text("Subj2", d.slots["Subj"].replace(noun.pl, other.pl))
    return O.count_label(O.exactly(abs(y - x)), O.exactly(abs(y - x)), restrictor="other")


# --- rates: percent against percentage points ----------------------------------------


def _rate(d: Draw) -> tuple[int, int]:
    rate = d.choice("rate", RATES)
    d.text("Rate", rate[:1].upper() + rate[1:])
    r = d.number("r", 2, 40)
    k = d.number("k", 1, 20)
    if k == r:
        raise Redraw("points and percent would agree only by accident of wording")
    return r, k


WAS = "{Rate} was {r}% and then {dir} by {k} {unit}."


@pattern(PH, "entailment", WAS, "{Rate} {dir} to {s}%.")
def rate_by_points_to_new_rate(d: Draw) -> O.Label:
    r, k = _rate(d)
    d.choice("dir", RISE)
    d.choice("unit", ["percentage points", "points"])
    s = d.value("s", r + k)
    return O.value_label(_value(Fraction(r + k)), _value(Fraction(s)))


def _percent_on_rate(r: int, k: int, sign: int) -> tuple[Fraction, Fraction]:
    """A rate of r% changed "by k percent": the new rate under the relative reading and
    under the points reading (see the module's conventions)."""
    return Fraction(r) + sign * O.percent_of(k, r), Fraction(r + sign * k)


def _both(r: int, k: int, sign: int, claim: O.Interval) -> O.Label | None:
    """The label of "the rate moved by ``claim`` percentage points" under both readings."""
    moves = [abs(new - r) for new in _percent_on_rate(r, k, sign)]
    return O.supervaluate(O.value_label(_value(m), claim) for m in moves)


@pattern(PH, "entailment", WAS, "{Rate} {dir} by {bound} {k} percentage points.")
def rate_by_percent_at_most_points(d: Draw) -> O.Label | None:
    """Whichever way "by 5 percent" is read, a rate below 100% moves by 5 points at most."""
    r, k = _rate(d)
    d.choice("dir", RISE + FALL)
    d.choice("unit", ["percent", "per cent"])
    d.choice("bound", ["at most", "no more than"])
    sign = 1 if d.slots["dir"] in RISE else -1
    if r - k <= 0 and sign < 0:
        raise Redraw("no such rate")
    return _both(r, k, sign, O.at_most(k, whole=False))


@pattern(PH, "contradiction", WAS, "{Rate} {dir} by {bound} {k} percentage points.")
def rate_by_percent_more_than_points(d: Draw) -> O.Label | None:
    """ "by 5 percent" is never more than 5 points for a rate below 100%."""
    r, k = _rate(d)
    d.choice("dir", RISE + FALL)
    d.choice("unit", ["percent", "per cent"])
    d.choice("bound", ["more than", "over"])
    sign = 1 if d.slots["dir"] in RISE else -1
    if r - k <= 0 and sign < 0:
        raise Redraw("no such rate")
    return _both(r, k, sign, O.more_than(k, whole=False))


@pattern(PH, "entailment", "{Rate} {dir} from {r}% to {s}%.", "{Rate} {dir} by {k} percentage points.")
def rate_from_to_by_points(d: Draw) -> O.Label:
    r, k = _rate(d)
    d.choice("dir", RISE)
    s = d.value("s", r + k)
    return O.value_label(_value(Fraction(s - r)), _value(Fraction(k)))


FROM_TO_RATE = "{Rate} {dir} from {r}% to {s}%."


def _from_to_percent(
    d: Draw, phrases: tuple[str, ...], claim: Callable[[int], O.Interval]
) -> O.Label | None:
    """From r% to (r + k)%, against "by <phrase> k percent" (``claim(k)``) under both
    readings of "percent": relative (the change over r) and points (the change itself)."""
    r, k = _rate(d)
    d.choice("dir", RISE)
    d.choice("bound", phrases)
    d.value("s", r + k)
    readings = (O.percent_change(r, r + k), Fraction(k))
    return O.supervaluate(O.value_label(_value(x), claim(k)) for x in readings)


@pattern(PH, "entailment", FROM_TO_RATE, "{Rate} {dir} by {bound} {k} percent.")
def rate_from_to_at_least_points_in_percent(d: Draw) -> O.Label | None:
    """From 10% to 15% is 5 points and 50 percent: "by at least 5 percent" either way."""
    return _from_to_percent(d, ("at least", "no less than"), lambda k: O.at_least(k, whole=False))


@pattern(PH, "contradiction", FROM_TO_RATE, "{Rate} {dir} by {bound} {k} percent.")
def rate_from_to_less_than_points_in_percent(d: Draw) -> O.Label | None:
    """From 10% to 15% is not "by less than 5 percent", whichever way it is read."""
    return _from_to_percent(d, ("less than",), lambda k: O.fewer_than(k, whole=False))


@pattern(PH, "neutral", "{Rate} {dir} by {k} percentage points.", "{Rate} {dir} to {s}%.")
def rate_by_points_without_start(d: Draw) -> O.Label:
    """Without the starting rate, the new rate is only somewhere above the rise itself."""
    _, k = _rate(d)
    d.choice("dir", RISE)
    s = d.number("s", k + 1, 60)
    return O.value_label(O.Interval(k, 100), _value(Fraction(s)))
