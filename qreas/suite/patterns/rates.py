"""Rates: speed x time = distance, price per unit x count = cost, equal shares of a
bill, work rates (amount per minute x minutes).

Reading conventions: a rate stated for a stretch of time ("drove at 60 miles per hour
for 3 hours") is read as constant over that stretch, the reading of arithmetic word
problems; so the product is exact. "at $4 each" is the price of every unit bought,
"shared equally" splits the whole bill into equal parts. A hypothesis whose value
needs a factor the premise does not give (the time, the count, the number of people)
is neutral.
"""

from __future__ import annotations

from fractions import Fraction

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

PH = "rates"
# (verb, unit of distance, unit of speed, lowest and highest speed)
MOVES = (
    ("drove", "miles", "miles per hour", 25, 75),
    ("drove", "kilometers", "kilometers per hour", 40, 120),
    ("cycled", "miles", "miles per hour", 8, 20),
    ("cycled", "kilometers", "kilometers per hour", 12, 30),
    ("walked", "kilometers", "kilometers per hour", 3, 6),
    ("sailed", "nautical miles", "knots", 5, 25),
)
# unit price ranges in dollars, by noun class
PRICES = {
    "animal": (40, 900),
    "fruit": (1, 3),
    "vehicle": (800, 30000),
    "instrument": (60, 2500),
    "tool": (5, 60),
    "vegetable": (1, 4),
    "flower": (2, 9),
    "tree": (15, 200),
    "furniture": (30, 900),
}
# (subject, verb past, amount noun, unit of time) for work rates
WORK = (
    ("{a}", "typed", "words", "minute", 30, 90),
    ("the pump", "moved", "liters of water", "minute", 5, 80),
    ("the printer", "printed", "pages", "minute", 10, 60),
    ("the machine", "filled", "bottles", "minute", 10, 120),
    ("the crew", "laid", "bricks", "hour", 50, 400),
)


def _move(d: Draw) -> tuple[int, int]:
    verb, dist, speed, lo, hi = d.rng.choice(MOVES)
    d.person("a")
    d.text("mv", verb)
    d.text("dist", dist)
    d.text("speed", speed)
    v = d.number("v", lo, hi)
    h = d.number("h", 2, 9)
    d.text("hours", "hours")
    return v, h


GO = "{a} {mv} at {v} {speed} for {h} {hours}."


def _measure(x: int | Fraction) -> O.Interval:
    return O.exactly(x, whole=False)


@pattern(PH, "entailment", GO, "{a} {mv} {dd} {dist}.")
def speed_times_time_is_distance(d: Draw) -> O.Label:
    v, h = _move(d)
    dd = d.value("dd", v * h)
    return O.value_label(_measure(v * h), _measure(dd))


@pattern(PH, "contradiction", GO, "{a} {mv} {dd} {dist}.")
def speed_times_time_wrong_distance(d: Draw) -> O.Label:
    """Wrong distances: the sum of the factors, or a neighbouring product."""
    v, h = _move(d)
    dd = d.value("dd", d.rng.choice([v + h, v * (h + 1), v * (h - 1), v * h + 10]))
    return O.value_label(_measure(v * h), _measure(dd))


@pattern(PH, "neutral", "{a} {mv} at {v} {speed}.", "{a} {mv} {dd} {dist}.")
def speed_without_time(d: Draw) -> O.Label:
    """Without the time, the speed fixes no distance."""
    v, h = _move(d)
    dd = d.value("dd", v * h)
    return O.value_label(O.Interval(0, O.INF, lo_open=True), _measure(dd))


@pattern(
    PH,
    "entailment",
    "{a} {mv} {dd} {dist} in {h} {hours} at a {steady} speed.",
    "{a} {mv} at {v} {speed}.",
)
def distance_over_time_is_speed(d: Draw) -> O.Label:
    v, h = _move(d)
    d.choice("steady", ["steady", "constant"])
    dd = d.value("dd", v * h)
    return O.value_label(_measure(Fraction(dd, h)), _measure(v))


def _buy(d: Draw, count: bool = True) -> tuple[int, int]:
    cls, _ = d.counted(by_person=True)
    d.person("a")
    lo, hi = PRICES[cls.name]
    p = d.number("p", lo, hi)
    n = d.number("n", 2, 40) if count else 0
    d.choice("each", ["each", "apiece"])
    return p, n


BUY = "{a} bought {n} {noun} at ${p} {each}."


@pattern(PH, "entailment", BUY, "{a} paid ${cost} for the {noun}.")
def unit_price_times_count_is_cost(d: Draw) -> O.Label:
    p, n = _buy(d)
    cost = d.value("cost", p * n)
    return O.value_label(_measure(p * n), _measure(cost))


@pattern(PH, "contradiction", BUY, "{a} paid ${cost} for the {noun}.")
def unit_price_times_count_wrong_cost(d: Draw) -> O.Label:
    p, n = _buy(d)
    cost = d.value("cost", d.rng.choice([p + n, p * (n + 1), p * (n - 1), p * n * 10]))
    return O.value_label(_measure(p * n), _measure(cost))


@pattern(PH, "neutral", "{a} bought {noun} at ${p} {each}.", "{a} paid ${cost} for the {noun}.")
def unit_price_without_count(d: Draw) -> O.Label:
    p, n = _buy(d)
    cost = d.value("cost", p * n)
    return O.count_of_unknown_base(p, cost)


@pattern(
    PH,
    "entailment",
    "{a} paid ${cost} for {n} {noun}, all at the same price.",
    "Each {noun_sg} cost {a} ${p}.",
)
def cost_over_count_is_unit_price(d: Draw) -> O.Label:
    p, n = _buy(d)
    cost = d.value("cost", p * n)
    return O.value_label(_measure(Fraction(cost, n)), _measure(p))


def _share(d: Draw) -> tuple[int, int]:
    d.people("people")
    n = d.number("n", 2, 12)
    each = d.number("each", 8, 90)
    d.choice("bill", ["a bill", "a hotel bill", "a restaurant bill", "a taxi fare"])
    return n, each


SHARE = "A group of {n} {people} shared {bill} of ${total} equally."


@pattern(PH, "entailment", SHARE, "Each of the {people} paid ${each}.")
def equal_share_of_a_bill(d: Draw) -> O.Label:
    n, each = _share(d)
    total = d.value("total", n * each)
    return O.value_label(_measure(Fraction(total, n)), _measure(each))


@pattern(PH, "contradiction", SHARE, "Each of the {people} paid ${wrong}.")
def equal_share_of_a_bill_wrong(d: Draw) -> O.Label:
    """Wrong shares: the bill split among one person fewer or more."""
    n, each = _share(d)
    total = d.value("total", n * each)
    k = n + d.rng.choice([-1, 1])
    if k < 1 or (total % k):
        raise Redraw("no whole dollars")
    wrong = d.value("wrong", total // k)
    return O.value_label(_measure(Fraction(total, n)), _measure(wrong))


@pattern(
    PH,
    "neutral",
    "A group of {people} shared {bill} of ${total} equally.",
    "Each of the {people} paid ${each}.",
)
def equal_share_without_the_number_of_people(d: Draw) -> O.Label:
    n, each = _share(d)
    total = d.value("total", n * each)
    return O.count_of_unknown_base(each, total)


def _work(d: Draw) -> tuple[int, int]:
    subj, verb, stuff, unit, lo, hi = d.rng.choice(WORK)
    d.person("a")
    d.text("subj", subj.format(a=d.slots["a"]))
    d.text("Subj", d.slots["subj"][:1].upper() + d.slots["subj"][1:])
    d.text("wv", verb)
    d.text("stuff", stuff)
    d.text("unit", unit)
    d.text("per", "an hour" if unit == "hour" else "a minute")
    r = d.number("r", lo, hi)
    t = d.number("t", 2, 60 if unit == "minute" else 10)
    return r, t


WORKS = "{Subj} {wv} {r} {stuff} {per} for {t} {unit}s."


@pattern(PH, "entailment", WORKS, "{Subj} {wv} {amount} {stuff}.")
def work_rate_times_time(d: Draw) -> O.Label:
    r, t = _work(d)
    amount = d.value("amount", r * t)
    return O.value_label(_measure(r * t), _measure(amount))


@pattern(PH, "contradiction", WORKS, "{Subj} {wv} {amount} {stuff}.")
def work_rate_times_time_wrong(d: Draw) -> O.Label:
    r, t = _work(d)
    amount = d.value("amount", d.rng.choice([r + t, r * (t + 1), r * (t - 1)]))
    return O.value_label(_measure(r * t), _measure(amount))
