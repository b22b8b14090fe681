"""Percentages of a stated base, both directions ("30% of the 200 nurses joined the
strike" and "60 of the 200 nurses joined the strike"), and a share of one group against
a share of another.

Reading conventions: "p% of the B X" is p * B / 100 of those B X, exactly (as a bare
numeral); the base is drawn so that this count is whole. The hypothesis speaks of the
same group by a definite ("60 of the nurses"), so it is the premise's group; a bare
"60 nurses did P" could count nurses outside the group and is not used. A share of a
group ("30% of the nurses") is not a share of a larger group containing it ("30% of
the members"): the larger group's count is at least the smaller one's and at most that
plus everyone outside it. "did not P" is the complement within the group.
"""

from __future__ import annotations

import math
from fractions import Fraction

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.lexicon import Noun
from qreas.suite.registry import pattern

PH = "percentages"
# (past, negated past) of an event a group can take part in
VPS = (
    ("joined the strike", "did not join the strike"),
    ("voted for the proposal", "did not vote for the proposal"),
    ("signed the petition", "did not sign the petition"),
    ("attended the meeting", "did not attend the meeting"),
    ("took part in the survey", "did not take part in the survey"),
    ("passed the safety test", "did not pass the safety test"),
)
PERCENT = ("{}%", "{} percent", "{} per cent")
SHARES = (5, 10, 15, 20, 25, 30, 35, 40, 45, 55, 60, 65, 70, 75, 80, 90, 12, 24, 36, 48, 8, 4)


def _vp(d: Draw, exclude: str = "") -> tuple[str, str]:
    vp = d.rng.choice([v for v in VPS if v[0] != exclude])
    d.text("vp", vp[0])
    d.text("vp_not", vp[1])
    return vp


def _share_of_base(d: Draw) -> tuple[int, int, int]:
    """(p, base, count) with count = p% of base, whole."""
    p = int(d.value("p", d.rng.choice(SHARES)))
    base = d.number("base", 20, 2000, step=100 // math.gcd(p, 100))
    if base * p % 100:
        raise Redraw(f"{p}% of {base} is not whole")
    d.text("ps", d.rng.choice(PERCENT).format(p))
    c = d.value("c", base * p // 100)
    return int(p), base, int(c)


def _group(d: Draw) -> Noun:
    noun = d.people("people")
    d.choice("grp", [f"the {noun.pl}", f"the {d.slots['base']} {noun.pl}"])
    return noun


@pattern(PH, "entailment", "{ps} of the {base} {people} {vp}.", "{c} of {grp} {vp}.")
def share_to_count(d: Draw) -> O.Label:
    _vp(d)
    p, base, c = _share_of_base(d)
    _group(d)
    return O.value_label(O.exactly(O.percent_of(p, base)), O.exactly(c))


@pattern(PH, "entailment", "{c} of the {base} {people} {vp}.", "{ps} of the {people} {vp}.")
def count_to_share(d: Draw) -> O.Label:
    _vp(d)
    p, base, c = _share_of_base(d)
    d.people("people")
    return O.value_label(O.exactly(Fraction(c * 100, base), whole=False), O.exactly(p, whole=False))


@pattern(PH, "contradiction", "{ps} of the {base} {people} {vp}.", "{m} of {grp} {vp}.")
def share_to_wrong_count(d: Draw) -> O.Label:
    """Wrong counts include the percentage itself read as a count."""
    _vp(d)
    p, base, c = _share_of_base(d)
    m = d.value("m", d.rng.choice([p, c + d.rng.choice([-10, -5, -2, 2, 5, 10]), base - c]))
    if m == c or m <= 0:
        raise Redraw("the right count")
    _group(d)
    return O.value_label(O.exactly(O.percent_of(p, base)), O.exactly(m))


@pattern(PH, "contradiction", "{c} of the {base} {people} {vp}.", "{qs} of the {people} {vp}.")
def count_to_wrong_share(d: Draw) -> O.Label:
    """Wrong shares include the count itself read as a percentage."""
    _vp(d)
    p, base, c = _share_of_base(d)
    q = d.value("q", d.rng.choice([c, p + d.rng.choice([-10, -5, 5, 10]), 100 - p]))
    if q == p or not 0 < q < 100:
        raise Redraw("the right share")
    d.text("qs", d.rng.choice(PERCENT).format(q))
    d.people("people")
    return O.value_label(O.exactly(Fraction(c * 100, base), whole=False), O.exactly(q, whole=False))


@pattern(PH, "neutral", "{ps} of the {people} {vp}.", "{c} of the {people} {vp}.")
def share_without_base(d: Draw) -> O.Label:
    """Without the size of the group a share fixes no count."""
    _vp(d)
    p, _, c = _share_of_base(d)
    d.people("people")
    return O.count_of_unknown_base(Fraction(p, 100), c)


@pattern(PH, "neutral", "{ps} of the {base} {people} {vp}.", "{ps} of the {people2} {vp}.")
def same_share_other_group(d: Draw) -> O.Label:
    _vp(d)
    p, base, _ = _share_of_base(d)
    noun = d.people("people")
    d.people("people2", exclude=[noun])
    count = O.exactly(O.percent_of(p, base))
    return O.count_label(count, count, restrictor="other")


@pattern(PH, "neutral", "{ps} of the {base} {people} {vp}.", "{c} of the {people} {vp2}.")
def share_to_count_other_event(d: Draw) -> O.Label:
    vp = _vp(d)
    d.text("vp2", d.rng.choice([v for v in VPS if v != vp])[0])
    p, base, c = _share_of_base(d)
    d.people("people")
    return O.count_label(O.exactly(O.percent_of(p, base)), O.exactly(c), scope="other")


@pattern(PH, "entailment", "{ps} of the {base} {people} {vp}.", "{rest} of the {people} {vp_not}.")
def share_to_count_of_the_rest(d: Draw) -> O.Label:
    _vp(d)
    p, base, c = _share_of_base(d)
    d.people("people")
    rest = d.value("rest", base - c)
    return O.value_label(O.exactly(base - O.percent_of(p, base)), O.exactly(rest))


@pattern(PH, "contradiction", "{ps} of the {base} {people} {vp}.", "{c} of the {people} {vp_not}.")
def share_count_said_of_the_rest(d: Draw) -> O.Label:
    """The count of those who did, said of those who did not (p != 50)."""
    _vp(d)
    p, base, c = _share_of_base(d)
    d.people("people")
    return O.value_label(O.exactly(base - O.percent_of(p, base)), O.exactly(c))


UNION = "The union has {total} members, {a} of them {people}. {ps} of the {people} {vp}."


def _union(d: Draw) -> tuple[int, int, int, int]:
    """(p, a, c, total): c = p% of the a members who are people, total > a."""
    _vp(d)
    d.people("people", kind="job")
    p, a, c = _share_of_base(d)
    d.text("a", d.slots["base"])
    total = d.number("total", a + 10, 4 * a, step=100 // math.gcd(p, 100))
    return p, a, c, total


def _members_who(c: int, a: int, total: int) -> O.Interval:
    """Members who did P: the c people, plus any number of the total - a others."""
    return O.between(c, c + total - a)


@pattern(PH, "neutral", UNION, "{ps} of the members {vp}.")
def share_of_group_is_not_share_of_all(d: Draw) -> O.Label:
    p, a, c, total = _union(d)
    return O.value_label(_members_who(c, a, total), O.exactly(O.percent_of(p, total)))


@pattern(PH, "entailment", UNION, "{lb} {c} of the members {vp}.")
def share_of_group_bounds_all_from_below(d: Draw) -> O.Label:
    p, a, c, total = _union(d)
    d.choice("lb", ["at least", "no fewer than"])
    return O.value_label(_members_who(c, a, total), O.at_least(c))


@pattern(PH, "contradiction", UNION, "{qs} of the members {vp}.")
def share_of_all_below_the_group_count(d: Draw) -> O.Label:
    """A share of all members smaller than the group's own count."""
    p, a, c, total = _union(d)
    q = d.number("q", 1, 99)
    if total * q % 100 or total * q // 100 >= c:
        raise Redraw("not below")
    d.text("qs", d.rng.choice(PERCENT).format(q))
    return O.value_label(_members_who(c, a, total), O.exactly(O.percent_of(q, total)))
