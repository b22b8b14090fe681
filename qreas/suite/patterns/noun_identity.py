"""Counted-noun identity: the hypothesis counts a hypernym, a hyponym, a sibling, an
unrelated noun, a noun with a modifier added or dropped, or the same amount spent on
another object.

Readings (the oracle's conventions): a bare numeral is exact for its own description
and, in a hypothesis with a wider description, says that there are that many: "The farm
keeps 40 goats" entails "The farm keeps 40 animals" (NLI practice, ``oracle.bare``),
while "40 animals" does not give "40 goats" (narrower: neutral). Widening the noun
(goats -> animals, black goats -> goats) keeps the lower bound; narrowing it keeps the
upper bound (``count_label`` restrictor "wider" / "narrower"). Members of one class are
co-hyponyms and, for these classes of kinds, disjoint: a goat is not a sheep; so "40
goats and no other animals" rules out any sheep. Money spent on one budget item says
nothing of another item. Mass-noun hypernyms ("furniture") are not counted with a
numeral, so that class is left out where the hypernym is counted.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern
from qreas.suite.words import budgets, modifiers, phrase

PH = "noun-identity"
COUNT_CLASSES = ("furniture",)  # excluded where the hypernym takes a numeral


def _counted(d: Draw, hyper_counted: bool = False):
    cls = d.noun_class(exclude=COUNT_CLASSES if hyper_counted else ())
    return d.counted(cls=cls)


def _adj(d: Draw, cls_name: str) -> str:
    return d.choice("adj", modifiers()[cls_name])


# --- hypernym -------------------------------------------------------------------------


@pattern(PH, "entailment", "{holder} {verb} {n} {noun}.", "{holder} {verb} {hq} {hyper}.")
def hypernym_at_least_same_number(d: Draw) -> O.Label:
    _counted(d, True)
    n = d.number("n", 2, 900)
    phrase(d, "hq", "at-least", d.slots["n"])
    return O.count_label(O.exactly(n), O.at_least(n), restrictor="wider")


@pattern(PH, "entailment", "{holder} {verb} {n} {noun}.", "{holder} {verb} {hq} {hyper}.")
def hypernym_more_than_lower(d: Draw) -> O.Label:
    _counted(d, True)
    n = d.number("n", 3, 900)
    m = d.number("m", 1, n - 1)
    phrase(d, "hq", "more-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.more_than(m), restrictor="wider")


@pattern(PH, "entailment", "{holder} {verb} {n} {noun}.", "{holder} {verb} {n} {hyper}.")
def hypernym_bare_numeral(d: Draw) -> O.Label:
    """40 goats are 40 animals: the wider description's bare numeral says there are 40."""
    _counted(d, True)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.bare(n, same_description=False), restrictor="wider")


@pattern(PH, "contradiction", "{holder} {verb} {n} {noun}.", "{holder} {verb} {hq} {hyper}.")
def hypernym_fewer_than(d: Draw) -> O.Label:
    _counted(d, True)
    n = d.number("n", 2, 900)
    m = d.number("m", 1, n)
    phrase(d, "hq", "fewer-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.fewer_than(m), restrictor="wider")


# --- hyponym --------------------------------------------------------------------------


@pattern(PH, "neutral", "{holder} {verb} {n} {hyper}.", "{holder} {verb} {n} {noun}.")
def hyponym_bare_numeral(d: Draw) -> O.Label:
    _counted(d, True)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), restrictor="narrower")


@pattern(PH, "entailment", "{holder} {verb} {pq} {hyper}.", "{holder} {verb} {hq} {noun}.")
def hyponym_upper_bound(d: Draw) -> O.Label:
    """Downward: fewer than 10 animals leaves fewer than 10 goats."""
    _counted(d, True)
    n = d.number("n", 2, 900)
    m = d.number("m", n, n + 50)
    phrase(d, "pq", "fewer-than", d.slots["n"])
    phrase(d, "hq", "fewer-than", d.slots["m"])
    return O.count_label(O.fewer_than(n), O.fewer_than(m), restrictor="narrower")


@pattern(PH, "contradiction", "{holder} {verb} {n} {hyper}.", "{holder} {verb} {hq} {noun}.")
def hyponym_more_than_total(d: Draw) -> O.Label:
    _counted(d, True)
    n = d.number("n", 2, 900)
    m = d.number("m", n, n + 50)
    phrase(d, "hq", "more-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.more_than(m), restrictor="narrower")


# --- siblings and other classes --------------------------------------------------------


@pattern(PH, "neutral", "{holder} {verb} {n} {noun}.", "{holder} {verb} {m} {noun2}.")
def sibling_neutral(d: Draw) -> O.Label:
    """40 goats say nothing about sheep."""
    cls, noun = _counted(d)
    d.sibling("noun2", cls, [noun])
    n = d.number("n", 2, 900)
    m = d.value("m", n) if d.flip() else d.number("m", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(m), restrictor="other")


@pattern(
    PH, "contradiction", "{holder} {verb} {n} {noun} and no other {hyper}.", "{holder} {verb} {m} {noun2}."
)
def sibling_excluded(d: Draw) -> O.Label:
    """ "No other animals" leaves no sheep when goats were the only animals."""
    cls, noun = _counted(d, True)
    d.sibling("noun2", cls, [noun])
    d.number("n", 2, 900)
    m = d.number("m", 1, 900)
    return O.value_label(O.exactly(0), O.exactly(m))


@pattern(PH, "entailment", "{holder} {verb} {n} {noun} and no other {hyper}.", "{holder} {verb} no {noun2}.")
def sibling_excluded_none(d: Draw) -> O.Label:
    cls, noun = _counted(d, True)
    d.sibling("noun2", cls, [noun])
    d.number("n", 2, 900)
    return O.value_label(O.exactly(0), O.exactly(0))


@pattern(PH, "neutral", "{holder} {verb} {n} {noun}.", "{holder} {verb} {n} {noun2}.")
def unrelated_class(d: Draw) -> O.Label:
    """A noun of another class that the same holder handles the same way (the grocer
    sells apples and carrots): nothing is said of it."""
    c1 = d.noun_class()
    c2 = d.noun_class(exclude=(c1.name,))
    shared = [(h, v) for h in c1.holders for v in c1.verbs_for(h) if v in c2.verbs_for(h)]
    if not shared:
        raise Redraw("no holder handles both classes alike")
    d.counted(cls=c1)
    d.counted("x", cls=c2)
    d.slots["noun2"] = d.slots["xnoun"]
    holder, verb = d.rng.choice(shared)
    d.text("holder", holder)
    d.text("verb", verb)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), restrictor="other")


# --- modifiers ------------------------------------------------------------------------


@pattern(PH, "entailment", "{holder} {verb} {n} {adj} {noun}.", "{holder} {verb} {hq} {noun}.")
def modifier_dropped_lower_bound(d: Draw) -> O.Label:
    cls, _ = _counted(d)
    _adj(d, cls.name)
    n = d.number("n", 2, 900)
    m = d.number("m", max(1, n - 30), n)
    phrase(d, "hq", "at-least", d.slots["m"])
    return O.count_label(O.exactly(n), O.at_least(m), restrictor="wider")


@pattern(PH, "neutral", "{holder} {verb} {n} {noun}.", "{holder} {verb} {n} {adj} {noun}.")
def modifier_added(d: Draw) -> O.Label:
    cls, _ = _counted(d)
    _adj(d, cls.name)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), restrictor="narrower")


@pattern(PH, "contradiction", "{holder} {verb} {n} {adj} {noun}.", "{holder} {verb} {hq} {noun}.")
def modifier_dropped_upper_bound(d: Draw) -> O.Label:
    """40 black goats are at least 40 goats, so not fewer than 40."""
    cls, _ = _counted(d)
    _adj(d, cls.name)
    n = d.number("n", 2, 900)
    m = d.number("m", max(1, n - 30), n)
    phrase(d, "hq", "fewer-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.fewer_than(m), restrictor="wider")


# --- the object of the verb -----------------------------------------------------------

SPEND = "{spender} spent ${n} million on {obj}"


def _spend(d: Draw) -> None:
    spenders, objects = budgets()
    d.choice("spender", spenders)
    a = d.choice("obj", objects)
    d.choice("obj2", [o for o in objects if o != a])


@pattern(PH, "neutral", SPEND + ".", "{spender} spent ${n} million on {obj2}.")
def object_changed(d: Draw) -> O.Label:
    _spend(d)
    n = d.number("n", 1, 90)
    return O.count_label(O.exactly(n, whole=False), O.exactly(n, whole=False), scope="other")


@pattern(PH, "contradiction", SPEND + " and nothing on {obj2}.", "{spender} spent ${m} million on {obj2}.")
def object_nothing_on_other(d: Draw) -> O.Label:
    _spend(d)
    d.number("n", 1, 90)
    m = d.number("m", 1, 90)
    return O.value_label(O.exactly(0, whole=False), O.exactly(m, whole=False))


@pattern(PH, "entailment", SPEND + " and ${m} million on {obj2}.", "{spender} spent ${m} million on {obj2}.")
def object_second_amount(d: Draw) -> O.Label:
    _spend(d)
    n = d.number("n", 1, 90)
    m = d.number("m", 1, 90)
    if m == n:
        raise Redraw("two different amounts")
    return O.value_label(O.exactly(m, whole=False), O.exactly(m, whole=False))


@pattern(
    PH, "contradiction", SPEND + " and ${m} million on {obj2}.", "{spender} spent ${m} million on {obj}."
)
def object_amounts_swapped(d: Draw) -> O.Label:
    _spend(d)
    n = d.number("n", 1, 90)
    m = d.number("m", 1, 90)
    if m == n:
        raise Redraw("two different amounts")
    return O.value_label(O.exactly(n, whole=False), O.exactly(m, whole=False))
