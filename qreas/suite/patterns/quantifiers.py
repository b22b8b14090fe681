"""Generalized quantifiers with numbers and their monotonicity in restrictor and scope.

"Q A B" with Q one of at least / at most / exactly / more than / fewer than / only N,
a / some, no, all N, each of the N; the hypothesis narrows or widens the restrictor A
(an adjective or a prepositional phrase added or dropped: "nurses" / "young nurses") or
the scope B (a modifier of the verb phrase: "passed the exam" / "passed the exam with
distinction"). Labels by ``count_label`` with restrictor / scope "narrower" / "wider":
upward-monotone quantifiers keep their lower bound when an argument is widened,
downward ones their upper bound when it is narrowed (Barwise & Cooper 1981).

Readings: "only N A B" is read as "exactly N A B" (the focus on the numeral excludes
higher values; the evaluative "few" it adds does not bear on the label). "a / some A
B" is "at least one". "All N A" and "each of the N A" presuppose a set of exactly N A
(given by the context, which may be part of all the A there are), so the hypothesis
uses lower bounds only ("at least M A ...") and never an exact count of all A.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw
from qreas.suite.registry import pattern
from qreas.suite.words import modifiers, phrase, scopes

PH = "quantifiers"


def _frame(d: Draw) -> None:
    """Slots: {A} / {A_sg} people, {An} / {An_sg} narrowed; {B} / {Bn} predicate, narrowed."""
    noun = d.people("A")
    d.slots["A_sg"] = noun.sg
    if d.flip():
        adj = d.rng.choice(modifiers()["people"])
        d.slots["An"], d.slots["An_sg"] = f"{adj} {noun.pl}", f"{adj} {noun.sg}"
    else:
        pp = d.rng.choice(modifiers()["people-phrase"])
        d.slots["An"], d.slots["An_sg"] = f"{noun.pl} {pp}", f"{noun.sg} {pp}"
    sc = d.rng.choice(scopes())
    d.slots["B"] = sc.past
    d.slots["Bn"] = f"{sc.past} {d.rng.choice(sc.modifiers)}"


def _n(d: Draw, lo: int = 2, hi: int = 400) -> int:
    return d.number("n", lo, hi)


@pattern(PH, "entailment", "{pq} {An} {B}.", "{hq} {A} {B}.")
def at_least_restrictor_wider(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    m = d.number("m", 2, n)
    phrase(d, "pq", "at-least", d.slots["n"])
    phrase(d, "hq", "at-least", d.slots["m"])
    return O.count_label(O.at_least(n), O.at_least(m), restrictor="wider")


@pattern(PH, "neutral", "{pq} {A} {B}.", "{pq} {A} {Bn}.")
def at_least_scope_narrower(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    phrase(d, "pq", "at-least", d.slots["n"])
    return O.count_label(O.at_least(n), O.at_least(n), scope="narrower")


@pattern(PH, "entailment", "{pq} {A} {B}.", "{pq} {An} {B}.")
def at_most_restrictor_narrower(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    phrase(d, "pq", "at-most", d.slots["n"])
    return O.count_label(O.at_most(n), O.at_most(n), restrictor="narrower")


@pattern(PH, "neutral", "{pq} {A} {Bn}.", "{pq} {A} {B}.")
def at_most_scope_wider(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    phrase(d, "pq", "at-most", d.slots["n"])
    return O.count_label(O.at_most(n), O.at_most(n), scope="wider")


@pattern(PH, "neutral", "exactly {n} {A} {B}.", "exactly {n} {A} {Bn}.")
def exactly_scope_narrower(d: Draw) -> O.Label:
    """The issue's example: exactly 4 passed, how many with distinction is open."""
    _frame(d)
    n = _n(d)
    return O.count_label(O.exactly(n), O.exactly(n), scope="narrower")


@pattern(PH, "contradiction", "exactly {n} {A} {B}.", "{hq} {A} {Bn}.")
def exactly_scope_narrower_higher(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    m = d.number("m", n + 1, n + 40)
    phrase(d, "hq", d.choice("hk", ["exactly", "at-least"]), d.slots["m"])
    hyp = O.exactly(m) if d.slots["hk"] == "exactly" else O.at_least(m)
    return O.count_label(O.exactly(n), hyp, scope="narrower")


@pattern(PH, "contradiction", "exactly {n} {An} {B}.", "{hq} {A} {B}.")
def exactly_restrictor_wider_fewer(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    m = d.number("m", 2, n)
    phrase(d, "hq", "fewer-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.fewer_than(m), restrictor="wider")


@pattern(PH, "entailment", "{pq} {A} {Bn}.", "{hq} {A} {B}.")
def more_than_scope_wider(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    m = d.number("m", 2, n)
    phrase(d, "pq", "more-than", d.slots["n"])
    phrase(d, "hq", "more-than", d.slots["m"])
    return O.count_label(O.more_than(n), O.more_than(m), scope="wider")


@pattern(PH, "entailment", "{pq} {A} {B}.", "{pq} {An} {Bn}.")
def fewer_than_both_narrower(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    phrase(d, "pq", "fewer-than", d.slots["n"])
    return O.count_label(O.fewer_than(n), O.fewer_than(n), restrictor="narrower", scope="narrower")


@pattern(PH, "neutral", "{pq} {An} {B}.", "{pq} {A} {B}.")
def fewer_than_restrictor_wider(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    phrase(d, "pq", "fewer-than", d.slots["n"])
    return O.count_label(O.fewer_than(n), O.fewer_than(n), restrictor="wider")


@pattern(PH, "contradiction", "only {n} {A} {B}.", "{hq} {A} {B}.")
def only_n_is_not_more(d: Draw) -> O.Label:
    """ "Only N" read as exactly N."""
    _frame(d)
    n = _n(d)
    m = d.number("m", n, n + 40)
    phrase(d, "hq", "more-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.more_than(m))


@pattern(PH, "entailment", "only {n} {A} {Bn}.", "{hq} {A} {B}.")
def only_n_scope_wider(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    m = d.number("m", 1, n)
    phrase(d, "hq", "at-least", d.slots["m"])
    return O.count_label(O.exactly(n), O.at_least(m), scope="wider")


@pattern(PH, "entailment", "no {A} {B}.", "no {An} {Bn}.")
def no_both_narrower(d: Draw) -> O.Label:
    """ "No" is downward in both arguments."""
    _frame(d)
    return O.count_label(O.exactly(0), O.exactly(0), restrictor="narrower", scope="narrower")


@pattern(PH, "neutral", "no {An} {B}.", "no {A} {B}.")
def no_restrictor_wider(d: Draw) -> O.Label:
    _frame(d)
    return O.count_label(O.exactly(0), O.exactly(0), restrictor="wider")


@pattern(PH, "entailment", "{aAn} {Bn}.", "{hq} {B}.")
def a_both_wider(d: Draw) -> O.Label:
    _frame(d)
    d.text("aAn", render.indefinite(d.slots["An_sg"]))
    d.text("hq", render.indefinite(d.slots["A_sg"]) if d.flip() else "at least one " + d.slots["A_sg"])
    return O.count_label(O.at_least(1), O.at_least(1), restrictor="wider", scope="wider")


@pattern(PH, "contradiction", "some {An} {B}.", "no {A} {B}.")
def some_vs_no_wider(d: Draw) -> O.Label:
    _frame(d)
    return O.count_label(O.at_least(1), O.exactly(0), restrictor="wider")


@pattern(PH, "entailment", "{all} {Bn}.", "{hq} {A} {B}.")
def all_n_scope_wider(d: Draw) -> O.Label:
    """All / each of the N A: N of them, at least M of the A did the wider thing."""
    _frame(d)
    n = _n(d)
    form = d.rng.choice(["all {n} {A}", "each of the {n} {A}", "all of the {n} {A}"])
    d.text("all", form.format(n=d.slots["n"], A=d.slots["A"]))
    m = d.number("m", 1, n)
    phrase(d, "hq", "at-least", d.slots["m"])
    return O.count_label(O.exactly(n), O.at_least(m), scope="wider")


@pattern(PH, "neutral", "all {n} {A} {B}.", "all {n} {A} {Bn}.")
def all_n_scope_narrower(d: Draw) -> O.Label:
    _frame(d)
    n = _n(d)
    return O.count_label(O.exactly(n), O.exactly(n), scope="narrower")
