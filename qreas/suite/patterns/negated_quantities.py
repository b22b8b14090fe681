"""Negated quantities: "no", "not a single", "zero", "none of the N", and negated events
with numbers ("did not sell 40 cars").

Readings: "no A B", "not a single A B" and "zero A B" say the count is 0; a bare plural
("Soldiers were hurt") or "at least one" says it is at least 1. "No" is downward
monotone in its noun: no nurses hurt gives no young nurses hurt, not no people hurt.
A negated event with a numeral, "did not sell 40 cars", is read as "it is not the case
that it sold (exactly) 40 cars": it contradicts "sold 40 cars" and leaves a lower number
open ("sold 30 cars": neutral). A higher number is not used as a hypothesis, since the
negation is often heard as "fewer than 40" (Horn 1989 on negated scalars), and the
label would then depend on the reading. "None of the 40 goats was sold" is used with
partitive hypotheses ("3 of the 40 goats were sold"); "40 goats were not sold" is
avoided, as the numeral may take scope over or under the negation.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw
from qreas.suite.registry import pattern
from qreas.suite.words import modifiers, phrase, verb_forms

PH = "negated-quantities"
EVENTS = ("hurt", "injured", "arrested", "evacuated", "rescued", "hired", "fired")


def _people(d: Draw) -> None:
    """{A} / {A_sg} people noun, {ev} passive participle."""
    a = d.people("A")
    d.slots["A_sg"] = a.sg
    d.choice("ev", EVENTS)


@pattern(PH, "contradiction", "no {A} were {ev}.", "{n} {A} were {ev}.")
def no_vs_number(d: Draw) -> O.Label:
    _people(d)
    n = d.number("n", 2, 400)
    return O.value_label(O.exactly(0), O.exactly(n))


@pattern(PH, "contradiction", "no {A} were {ev}.", "{hq} was {ev}.")
def no_vs_at_least_one(d: Draw) -> O.Label:
    _people(d)
    q = d.rng.choice(["at least one", "one", "a"])
    d.text("hq", render.indefinite(d.slots["A_sg"]) if q == "a" else f"{q} {d.slots['A_sg']}")
    return O.value_label(O.exactly(0), O.at_least(1) if q != "one" else O.exactly(1))


@pattern(PH, "neutral", "no {A} were {ev}.", "{A2} were {ev}.")
def no_vs_other_group(d: Draw) -> O.Label:
    """No nurses hurt says nothing of soldiers (who may be hurt, and not be nurses)."""
    _people(d)
    kind = d.rng.choice(["job", "nationality"])
    d.people("A2", kind, exclude=[n for k, n in d.lex.people if n.pl == d.slots["A"]])
    return O.count_label(O.exactly(0), O.at_least(1), restrictor="other")


@pattern(PH, "neutral", "no {A} were {ev}.", "no {hyper} were {ev}.")
def no_restrictor_wider(d: Draw) -> O.Label:
    _people(d)
    d.choice("hyper", ["people", "persons"])
    return O.count_label(O.exactly(0), O.exactly(0), restrictor="wider")


@pattern(PH, "entailment", "no {A} were {ev}.", "no {adj} {A} were {ev}.")
def no_restrictor_narrower(d: Draw) -> O.Label:
    _people(d)
    d.choice("adj", modifiers()["people"])
    return O.count_label(O.exactly(0), O.exactly(0), restrictor="narrower")


@pattern(PH, "entailment", "no {A} were {ev}.", "{hq} {A} were {ev}.")
def no_to_upper_bound(d: Draw) -> O.Label:
    _people(d)
    n = d.number("n", 1, 400)
    phrase(d, "hq", d.choice("hk", ["fewer-than", "at-most"]), d.slots["n"])
    hyp = O.fewer_than(n) if d.slots["hk"] == "fewer-than" else O.at_most(n)
    return O.value_label(O.exactly(0), hyp)


@pattern(PH, "contradiction", "not a single {A_sg} was {ev}.", "{n} {A} were {ev}.")
def not_a_single_vs_number(d: Draw) -> O.Label:
    _people(d)
    n = d.number("n", 2, 400)
    return O.value_label(O.exactly(0), O.exactly(n))


@pattern(PH, "entailment", "zero {A} were {ev}.", "{hq} {ev}.")
def zero_is_none(d: Draw) -> O.Label:
    _people(d)
    form = d.rng.choice(["no {A} were", "not a single {A_sg} was", "none of the {A} were"])
    d.text("hq", form.format(**d.slots))
    return O.value_label(O.exactly(0), O.exactly(0))


# --- none of the N ---------------------------------------------------------------------------


def _things(d: Draw) -> None:
    d.counted()
    d.slots["part"] = verb_forms()[d.slots["verb"]][1]
    d.slots["base"] = verb_forms()[d.slots["verb"]][0]


@pattern(PH, "contradiction", "none of the {n} {noun} was {part}.", "{m} of the {n} {noun} were {part}.")
def none_of_n_vs_some(d: Draw) -> O.Label:
    _things(d)
    n = d.number("n", 3, 400)
    m = d.number("m", 2, n)
    return O.value_label(O.exactly(0), O.exactly(m))


@pattern(PH, "entailment", "none of the {n} {noun} was {part}.", "{hq} of the {n} {noun} were {part}.")
def none_of_n_upper_bound(d: Draw) -> O.Label:
    _things(d)
    n = d.number("n", 3, 400)
    m = d.number("m", 2, n)
    phrase(d, "hq", "fewer-than", d.slots["m"])
    return O.value_label(O.exactly(0), O.fewer_than(m))


# --- negated events ---------------------------------------------------------------------------


@pattern(PH, "contradiction", "{holder} did not {base} {n} {noun}.", "{holder} {verb} {n} {noun}.")
def negated_event_same_number(d: Draw) -> O.Label:
    _things(d)
    n = d.number("n", 2, 900)
    return O.complement_label(O.exactly(n), O.exactly(n))


@pattern(PH, "neutral", "{holder} did not {base} {n} {noun}.", "{holder} {verb} {m} {noun}.")
def negated_event_lower_number(d: Draw) -> O.Label:
    _things(d)
    n = d.number("n", 3, 900)
    m = d.number("m", 2, n - 1)
    return O.complement_label(O.exactly(n), O.exactly(m))


@pattern(PH, "contradiction", "{holder} did not {base} any {noun}.", "{holder} {verb} {n} {noun}.")
def negated_any_vs_number(d: Draw) -> O.Label:
    _things(d)
    n = d.number("n", 2, 900)
    return O.complement_label(O.at_least(1), O.exactly(n))


@pattern(PH, "entailment", "{holder} did not {base} any {noun}.", "{holder} {verb} {hq} {noun}.")
def negated_any_upper_bound(d: Draw) -> O.Label:
    _things(d)
    n = d.number("n", 2, 900)
    phrase(d, "hq", "fewer-than", d.slots["n"])
    return O.complement_label(O.at_least(1), O.fewer_than(n))


@pattern(PH, "contradiction", "{holder} did not {base} more than {n} {noun}.", "{holder} {verb} {m} {noun}.")
def negated_more_than_vs_higher(d: Draw) -> O.Label:
    _things(d)
    n = d.number("n", 2, 900)
    m = d.number("m", n + 1, n + 60)
    return O.complement_label(O.more_than(n), O.exactly(m))
