"""Fractions of a stated base, both directions: "half", "a third", "two thirds", "three
quarters", "N in M", "one out of every M" ("Of the 300 nurses, two thirds joined the
strike." and "Of the 300 nurses, 200 joined the strike.").

Reading conventions: a fraction of a stated group is exact, as a bare numeral is
("a third of 300" is 100, not "about 100"); "N in M" and "N out of every M" are the
proportion N/M of the group, exactly. Bases are drawn divisible by the denominator so
that every count is whole. The hypothesis speaks of the same group by a definite
("200 of the nurses"). "more than half" and similar bounds are on the proportion.
"""

from __future__ import annotations

from fractions import Fraction

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.patterns.percentages import PERCENT, VPS
from qreas.suite.registry import pattern
from qreas.suite.render import words

PH = "fractions"
WORDS = (
    ("half", Fraction(1, 2)),
    ("a third", Fraction(1, 3)),
    ("a quarter", Fraction(1, 4)),
    ("two thirds", Fraction(2, 3)),
    ("three quarters", Fraction(3, 4)),
    ("a fifth", Fraction(1, 5)),
    ("two fifths", Fraction(2, 5)),
)
# bounds on a proportion: (text, interval of proportions)
BOUNDS = (
    ("more than half", O.more_than(Fraction(1, 2), whole=False)),
    ("fewer than half", O.fewer_than(Fraction(1, 2), whole=False)),
    ("at least half", O.at_least(Fraction(1, 2), whole=False)),
    ("more than a third", O.more_than(Fraction(1, 3), whole=False)),
    ("fewer than a third", O.fewer_than(Fraction(1, 3), whole=False)),
    ("more than a quarter", O.more_than(Fraction(1, 4), whole=False)),
    ("fewer than a quarter", O.fewer_than(Fraction(1, 4), whole=False)),
)
OF = "Of the {base} {people}, {fq} {vp}."


def _vp(d: Draw) -> tuple[str, str]:
    vp = d.rng.choice(VPS)
    d.text("vp", vp[0])
    d.text("vp_not", vp[1])
    return vp


def _base(d: Draw, f: Fraction) -> tuple[int, int]:
    """(base, count) with count = f * base, whole."""
    d.people("people")
    base = d.number("base", 12, 1200, step=f.denominator)
    c = f * base
    if c.denominator != 1:
        raise Redraw("not whole")
    return base, int(d.value("c", int(c)))


def _word(d: Draw) -> tuple[int, int, Fraction]:
    text, f = d.rng.choice(WORDS)
    if "f" in d.fixed:  # a test fixes the fraction
        f = Fraction(d.fixed["f"])
        text = next(t for t, g in WORDS if g == f)
    d.text("fq", text)
    d.text("fq_cap", text[:1].upper() + text[1:])
    base, c = _base(d, f)
    return base, c, f


def _n_in_m(d: Draw, one_out_of_every: bool = False) -> tuple[int, int, Fraction]:
    m = d.number("den", 3, 10)
    k = 1 if one_out_of_every else d.number("num", 1, m - 1)
    f = Fraction(k, m)
    if f.numerator != k:
        raise Redraw("not in lowest terms")
    d.text("fq", f"one out of every {words(m)}" if one_out_of_every else f"{words(k)} in {words(m)}")
    base, c = _base(d, f)
    return base, c, f


@pattern(PH, "entailment", OF, "{c} of the {people} {vp}.")
def fraction_to_count(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _word(d)
    return O.value_label(O.exactly(f * base), O.exactly(c))


@pattern(PH, "entailment", "Of the {base} {people}, {c} {vp}.", "{fq_cap} of the {people} {vp}.")
def count_to_fraction(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _word(d)
    return O.value_label(O.exactly(Fraction(c, base), whole=False), O.exactly(f, whole=False))


@pattern(PH, "contradiction", OF, "{m} of the {people} {vp}.")
def fraction_to_wrong_count(d: Draw) -> O.Label:
    """Wrong counts include the unit fraction's count for a non-unit fraction and the rest."""
    _vp(d)
    base, c, f = _word(d)
    m = d.value("m", d.rng.choice([base // f.denominator, base - c, c + d.rng.choice([-3, -1, 1, 3])]))
    if m == c or m < 0:
        raise Redraw("the right count")
    return O.value_label(O.exactly(f * base), O.exactly(m))


@pattern(PH, "contradiction", "Of the {base} {people}, {c} {vp}.", "{gq} of the {people} {vp}.")
def count_to_wrong_fraction(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _word(d)
    text, g = d.rng.choice([w for w in WORDS if w[1] != f])
    d.text("gq", text[:1].upper() + text[1:])
    return O.value_label(O.exactly(Fraction(c, base), whole=False), O.exactly(g, whole=False))


@pattern(PH, "entailment", OF, "{c} of the {people} {vp}.")
def n_in_m_to_count(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _n_in_m(d)
    return O.value_label(O.exactly(f * base), O.exactly(c))


@pattern(PH, "entailment", OF, "{c} of the {people} {vp}.")
def one_out_of_every_m_to_count(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _n_in_m(d, one_out_of_every=True)
    return O.value_label(O.exactly(f * base), O.exactly(c))


@pattern(PH, "contradiction", OF, "{m} of the {people} {vp}.")
def n_in_m_to_wrong_count(d: Draw) -> O.Label:
    """Wrong counts include the group divided by M (the "1 in M" count for "N in M")."""
    _vp(d)
    base, c, f = _n_in_m(d)
    m = d.value("m", d.rng.choice([base // f.denominator, base - c, c + d.rng.choice([-2, 2])]))
    if m == c or m < 0:
        raise Redraw("the right count")
    return O.value_label(O.exactly(f * base), O.exactly(m))


@pattern(PH, "entailment", "Of the {base} {people}, {c} {vp}.", "{fq_cap} of the {people} {vp}.")
def count_to_n_in_m(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _n_in_m(d)
    d.text("fq_cap", d.slots["fq"].capitalize())
    return O.value_label(O.exactly(Fraction(c, base), whole=False), O.exactly(f, whole=False))


@pattern(PH, "neutral", "{fq_cap} of the {people} {vp}.", "{c} of the {people} {vp}.")
def fraction_without_base(d: Draw) -> O.Label:
    """Without the size of the group a fraction fixes no count."""
    _vp(d)
    _, c, f = _word(d)
    return O.count_of_unknown_base(f, c)


@pattern(PH, "neutral", OF, "{c} of the {people} {vp2}.")
def fraction_to_count_other_event(d: Draw) -> O.Label:
    vp = _vp(d)
    d.text("vp2", d.rng.choice([v for v in VPS if v != vp])[0])
    base, c, f = _word(d)
    return O.count_label(O.exactly(f * base), O.exactly(c), scope="other")


@pattern(PH, "neutral", OF, "{fq_cap} of the {people2} {vp}.")
def same_fraction_other_group(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _word(d)
    noun = next(n for _, n in d.lex.people if n.pl == d.slots["people"])
    d.people("people2", exclude=[noun])
    return O.count_label(O.exactly(c), O.exactly(c), restrictor="other")


@pattern(PH, "entailment", OF, "{rest} of the {people} {vp_not}.")
def fraction_to_count_of_the_rest(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _word(d)
    rest = d.value("rest", base - c)
    return O.value_label(O.exactly(base - f * base), O.exactly(rest))


def _bounded(d: Draw, want: O.Label) -> O.Label:
    _vp(d)
    base, c, f = _word(d) if d.flip() else _n_in_m(d)
    text, interval = d.rng.choice(BOUNDS)
    d.text("bq", text[:1].upper() + text[1:])
    label = O.value_label(O.exactly(Fraction(c, base), whole=False), interval)
    if label != want:
        raise Redraw("another label")
    return label


@pattern(PH, "entailment", OF, "{bq} of the {people} {vp}.")
def fraction_vs_bound_on_the_share_true(d: Draw) -> O.Label:
    return _bounded(d, "entailment")


@pattern(PH, "contradiction", OF, "{bq} of the {people} {vp}.")
def fraction_vs_bound_on_the_share_false(d: Draw) -> O.Label:
    return _bounded(d, "contradiction")


@pattern(PH, "entailment", OF, "{ps} of the {people} {vp}.")
def fraction_to_percent(d: Draw) -> O.Label:
    _vp(d)
    base, c, f = _word(d)
    p = f * 100
    if p.denominator != 1:
        raise Redraw("no whole percentage")
    d.text("ps", d.rng.choice(PERCENT).format(p))
    return O.value_label(O.exactly(f, whole=False), O.exactly(p / 100, whole=False))
