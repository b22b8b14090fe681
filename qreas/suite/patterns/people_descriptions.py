"""People described differently: a job or nationality against "people" / "persons",
one job against another, named people against a count of people, the same people with
another verb.

Readings: "people" / "persons" is a hypernym of every job and nationality, so the
count of people is at least the count of nurses: entailment only with lower bounds,
and a bare numeral ("40 people joined") is neutral (others may have joined too), per
the oracle's exact reading of bare numerals. Jobs are not disjoint (a nurse may also
be a teacher) and neither are nationalities (dual citizens), so "7 nurses" against
"7 teachers" is neutral, never a contradiction. Distinct first names name distinct
people. A list of names is a lower bound on who did it ("Alice, Ben and Carla joined"
leaves room for others), unless "only" / "just" makes the list exhaustive (Horn 1969;
Rooth 1985: "only" asserts that no alternative to the focus, here the listed group,
did it), in which case the number of people who did it is the length of the list.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw
from qreas.suite.registry import pattern
from qreas.suite.words import phrase, scopes

PH = "people-descriptions"
HYPER = ("people", "persons")


def _frame(d: Draw, kind: str | None = None) -> None:
    d.people("A", kind)
    d.choice("hyper", HYPER)
    sc = d.rng.choice(scopes())
    d.slots["B"] = sc.past
    others = [s for s in scopes() if s != sc]
    d.slots["B2"] = d.rng.choice(others).past


@pattern(PH, "entailment", "{n} {A} {B}.", "{hq} {hyper} {B}.")
def job_to_people_at_least(d: Draw) -> O.Label:
    _frame(d, "job")
    n = d.number("n", 2, 900)
    m = d.number("m", max(1, n - 40), n)
    phrase(d, "hq", "at-least", d.slots["m"])
    return O.count_label(O.exactly(n), O.at_least(m), restrictor="wider")


@pattern(PH, "entailment", "{n} {A} {B}.", "{hq} {hyper} {B}.")
def nationality_to_people_more_than(d: Draw) -> O.Label:
    _frame(d, "nationality")
    n = d.number("n", 3, 900)
    m = d.number("m", max(1, n - 40), n - 1)
    phrase(d, "hq", "more-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.more_than(m), restrictor="wider")


@pattern(PH, "entailment", "{n} {A} {B}.", "{n} {hyper} {B}.")
def job_to_people_bare_numeral(d: Draw) -> O.Label:
    """Seven nurses are seven people (NLI practice: ``oracle.bare``)."""
    _frame(d)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.bare(n, same_description=False), restrictor="wider")


@pattern(PH, "contradiction", "{n} {A} {B}.", "{hq} {hyper} {B}.")
def job_to_people_fewer(d: Draw) -> O.Label:
    _frame(d)
    n = d.number("n", 2, 900)
    m = d.number("m", max(1, n - 40), n)
    phrase(d, "hq", "fewer-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.fewer_than(m), restrictor="wider")


@pattern(PH, "neutral", "{n} {hyper} {B}.", "{n} {A} {B}.")
def people_to_job_bare_numeral(d: Draw) -> O.Label:
    _frame(d)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), restrictor="narrower")


@pattern(PH, "contradiction", "{n} {hyper} {B}.", "{hq} {A} {B}.")
def people_to_job_more_than(d: Draw) -> O.Label:
    _frame(d)
    n = d.number("n", 2, 900)
    m = d.number("m", n, n + 40)
    phrase(d, "hq", "more-than", d.slots["m"])
    return O.count_label(O.exactly(n), O.more_than(m), restrictor="narrower")


@pattern(PH, "neutral", "{n} {A} {B}.", "{n} {A2} {B}.")
def job_to_other_job(d: Draw) -> O.Label:
    """Jobs (and nationalities) overlap: the 7 nurses may be the 7 teachers, or not."""
    _frame(d)
    kind = d.rng.choice(["job", "nationality"])
    a = d.people("A", kind)
    d.people("A2", kind, exclude=[a])
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), restrictor="other")


@pattern(PH, "neutral", "{n} {A} {B}.", "{n} {A} {B2}.")
def same_people_other_verb(d: Draw) -> O.Label:
    _frame(d)
    n = d.number("n", 2, 900)
    return O.count_label(O.exactly(n), O.exactly(n), scope="other")


# --- named people -------------------------------------------------------------------------


def _names(d: Draw) -> int:
    """Draw k distinct names into {names} ("Alice, Ben and Carla"); returns k."""
    k = d.number("k", 2, 5)
    names = [d.person(f"p{i}") for i in range(k)]
    d.text("names", ", ".join(names[:-1]) + " and " + names[-1])
    return k


def _count_words(d: Draw, slot: str, m: int, sg: str = "person", pl: str = "people") -> None:
    d.value(slot, m)
    d.text(slot + "_w", f"{render.words(m)} {sg if m == 1 else pl}")


@pattern(PH, "entailment", "{only} {names} {B}.", "{m_w} {B}.")
def only_named_count(d: Draw) -> O.Label:
    """ "Only Alice, Ben and Carla joined": exactly three people joined."""
    _frame(d)
    d.choice("only", ["only", "just"])
    k = _names(d)
    _count_words(d, "m", k)
    return O.value_label(O.exactly(k), O.exactly(k))


@pattern(PH, "contradiction", "{only} {names} {B}.", "{m_w} {B}.")
def only_named_other_count(d: Draw) -> O.Label:
    _frame(d)
    d.choice("only", ["only", "just"])
    k = _names(d)
    m = d.number("m", 1, 8)
    if m == k:
        m = k + 1
    _count_words(d, "m", m)
    return O.value_label(O.exactly(k), O.exactly(m))


@pattern(PH, "entailment", "{names} {B}.", "{m_w} {B}.")
def named_count_without_only(d: Draw) -> O.Label:
    """Three named people joined: "three people joined" says there are three (a wider
    description than the names, ``oracle.bare``), though others may have joined too."""
    _frame(d)
    k = _names(d)
    _count_words(d, "m", k)
    return O.value_label(O.at_least(k), O.bare(k, same_description=False))


@pattern(PH, "entailment", "{names} {B}.", "at least {m_w} {B}.")
def named_at_least(d: Draw) -> O.Label:
    _frame(d)
    k = _names(d)
    m = d.number("m", 1, k)
    _count_words(d, "m", m)
    return O.value_label(O.at_least(k), O.at_least(m))


@pattern(PH, "contradiction", "{names} {B}.", "only {m_w} {B}.")
def named_fewer_than_listed(d: Draw) -> O.Label:
    """Three named people joined, so "only two" did not ("only N" is exactly N)."""
    _frame(d)
    k = _names(d)
    m = d.number("m", 1, k - 1)
    _count_words(d, "m", m)
    return O.value_label(O.at_least(k), O.exactly(m))
