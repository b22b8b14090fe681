"""Exact values: bare numerals of one described set in one event.

Reading conventions (the oracle's): a bare numeral is two-sided, "40 goats" is exactly
40 goats of that description in that event (Breheny 2008; Kennedy 2015), and so are
"exactly N", "precisely N" and "a total of N". "no N" is zero, "a single N" is one.
A count is tied to its slot: the holder, the event (verb) and the time. A hypothesis
about another holder, another event, another year or a noun the premise does not count
is not fixed by the premise (neutral); a list ("40 goats and 25 sheep") is not read as
exhaustive, so a third noun is neutral too (exhaustivity has its own phenomenon).
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.lexicon import NounClass
from qreas.suite.registry import pattern

PH = "exact-values"
RESTATED = ("exactly {}", "precisely {}", "a total of {}")
SAME = "{holder} {verb} {n} {noun}."


def _other_number(d: Draw, name: str, n: int) -> int:
    """A different count, near or far from ``n``."""
    m = d.number(name, max(2, n - 3), n + 3) if d.flip() else d.number(name, 2, 3 * n)
    if m == n:
        raise Redraw("same number")
    return m


def _other_holder(d: Draw, cls: NounClass) -> None:
    d.other_holder("holder2", cls)


@pattern(PH, "entailment", SAME, "{holder} {verb} {n} {noun}{tot}.")
def same_number(d: Draw) -> O.Label:
    d.counted()
    d.choice("tot", ["", " in all", " in total", " altogether"])
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n))


@pattern(PH, "contradiction", SAME, "{holder} {verb} {m} {noun}.")
def different_number_same_slot(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 2, 900)
    m = _other_number(d, "m", n)
    return O.count_label(O.exactly(n), O.exactly(m))


@pattern(PH, "neutral", SAME, "{holder2} {verb} {n} {noun}.")
def same_number_other_holder(d: Draw) -> O.Label:
    cls, _ = d.counted()
    _other_holder(d, cls)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), scope="other")


@pattern(PH, "neutral", "In {y1}, {holder} {verb} {n} {noun}.", "In {y2}, {holder} {verb} {n} {noun}.")
def same_number_other_year(d: Draw) -> O.Label:
    d.counted()
    y1 = d.number("y1", 1990, 2024)
    y2 = d.number("y2", 1990, 2024)
    d.text("y1", str(y1))
    d.text("y2", str(y2))
    if y1 == y2:
        raise Redraw("same year")
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), scope="other")


@pattern(PH, "neutral", "{holder} {verb} {n} {noun}.", "{holder} {verb2} {n} {noun}.")
def same_number_other_event(d: Draw) -> O.Label:
    """Selling and buying are different events: the count of one says nothing of the other."""
    cls, _ = d.counted()
    if not {"sold", "bought"} <= set(cls.verbs_for(d.slots["holder"])):
        raise Redraw("a holder that does not both buy and sell")
    verb = d.choice("verb", ["sold", "bought"])
    d.text("verb2", "bought" if verb == "sold" else "sold")
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), scope="other")


@pattern(PH, "entailment", SAME, "{holder} {verb} {rq} {noun}.")
def restated_with_exactly(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 2, 900)
    d.text("rq", d.rng.choice(RESTATED).format(d.slots["n"]))
    return O.count_label(O.exactly(n), O.exactly(n))


@pattern(PH, "contradiction", "{holder} {verb} {rq} {noun}.", "{holder} {verb} {m} {noun}.")
def restated_exact_vs_other_number(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 2, 900)
    d.text("rq", d.rng.choice(RESTATED).format(d.slots["n"]))
    m = _other_number(d, "m", n)
    return O.count_label(O.exactly(n), O.exactly(m))


TWO = "{holder} {verb} {n} {noun} and {m} {noun2}."


def _two_nouns(d: Draw) -> tuple[int, int]:
    cls, noun = d.counted()
    d.sibling("noun2", cls, [noun])
    n = d.number("n", 2, 500)
    m = d.number("m", 2, 500)
    if m == n:
        raise Redraw("same number")
    return n, m


@pattern(PH, "entailment", TWO, "{holder} {verb} {m} {noun2}.")
def two_nouns_second_slot(d: Draw) -> O.Label:
    _, m = _two_nouns(d)
    return O.count_label(O.exactly(m), O.exactly(m))


@pattern(PH, "contradiction", TWO, "{holder} {verb} {m} {noun}.")
def two_nouns_number_of_the_other_noun(d: Draw) -> O.Label:
    """The second noun's number said of the first noun: the first noun's slot has n != m."""
    n, m = _two_nouns(d)
    return O.count_label(O.exactly(n), O.exactly(m))


@pattern(PH, "neutral", TWO, "{holder} {verb} {n} {noun3}.")
def two_nouns_third_noun(d: Draw) -> O.Label:
    """A noun the premise does not count; the list is not read as exhaustive."""
    cls, noun = d.counted()
    noun2 = d.sibling("noun2", cls, [noun])
    d.sibling("noun3", cls, [noun, noun2])
    n = d.number("n", 2, 500)
    if d.number("m", 2, 500) == n:
        raise Redraw("same number")
    return O.count_label(O.exactly(n), O.exactly(n), restrictor="other")


@pattern(PH, "contradiction", "{holder} {verb} no {noun}.", "{holder} {verb} {m} {noun}.")
def zero_vs_positive(d: Draw) -> O.Label:
    d.counted()
    m = d.number("m", 1, 300)
    return O.count_label(O.exactly(0), O.exactly(m))


@pattern(PH, "contradiction", SAME, "{holder} {verb} no {noun}.")
def positive_vs_zero(d: Draw) -> O.Label:
    d.counted()
    n = d.number("n", 1, 300)
    return O.count_label(O.exactly(n), O.exactly(0))


@pattern(PH, "entailment", "{holder} {verb} a single {noun_sg}.", "{holder} {verb} {one} {noun_sg}.")
def a_single_is_one(d: Draw) -> O.Label:
    d.counted()
    d.choice("one", ["one", "exactly one", "1"])
    n = d.value("n", 1)
    return O.count_label(O.exactly(1), O.exactly(n))


@pattern(PH, "contradiction", "{holder} {verb} a single {noun_sg}.", "{holder} {verb} {m} {noun}.")
def a_single_vs_several(d: Draw) -> O.Label:
    d.counted()
    m = d.number("m", 2, 60)
    return O.count_label(O.exactly(1), O.exactly(m))


@pattern(PH, "neutral", "{holder} {verb} a single {noun_sg}.", "{holder2} {verb} {m} {noun}.")
def a_single_other_holder(d: Draw) -> O.Label:
    cls, _ = d.counted()
    _other_holder(d, cls)
    m = d.number("m", 2, 60)
    return O.count_label(O.exactly(1), O.exactly(m), scope="other")
