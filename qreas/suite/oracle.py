"""The suite's oracle: labels from logic over slot values, never from the engine.

Why a separate oracle: a development set labelled by the system it develops would only
measure agreement with itself. Everything here is independent code: interval logic on
exact rationals, counting with monotonicity (generalized quantifiers over the sizes of
sets), and supervaluation for vague words. It must not import the reasoner, pruner,
composer or parser (a test checks that).

Conventions (documented decisions; patterns must follow them):
- A bare numeral is two-sided for its own description and one-sided for any other:
  "The farm keeps 40 goats" contradicts "The farm keeps 35 goats" (the same goats: the
  upper bound counts, Horn 1972's scalar reading, as NLI annotators read it), but
  entails "The farm keeps 40 animals" and "40 goats were kept" from "40 goats were kept
  in pens", where the hypothesis describes a wider set: there it asserts only that
  there are 40 (at least), as in SNLI's "Two dogs are running" / "Two animals are
  running". ``bare()`` gives the hypothesis' reading; patterns never rest a label on a
  bare numeral that changes both the description and the number downward, where the
  readings part ("40 goats" / "30 animals"). "exactly N" is two-sided everywhere.
- Counts are whole numbers >= 0, so "more than 5" and "at least 6" are the same count;
  measures (length, money, time) are real numbers, where they differ.
- "up to N", "at most N", "no more than N", "not more than N": [0, N]; "under / below /
  fewer than / less than N": [0, N); "over / above / more than N": (N, inf).
- Vague words are resolved by supervaluation (Fine 1975): a label holds only if it holds
  under every admissible precisification (``APPROX_TOLERANCES``); otherwise the drawn
  values are rejected and drawn again, so no instance depends on how vague "about" is.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

Label = Literal["entailment", "neutral", "contradiction"]
ENTAILMENT: Label = "entailment"
NEUTRAL: Label = "neutral"
CONTRADICTION: Label = "contradiction"
INF = math.inf
Number = int | Fraction | float
# "about N" is N within t; "nearly N" is below N within t. Both tolerances must agree.
APPROX_TOLERANCES = (Fraction(2, 100), Fraction(10, 100))


@dataclass(frozen=True)
class Interval:
    """A set of values ``lo..hi``; open ends excluded. ``whole``: only integers count."""

    lo: Number
    hi: Number
    lo_open: bool = False
    hi_open: bool = False
    whole: bool = False

    def normal(self) -> Interval:
        """Whole-number intervals with closed integer ends (more than 5 == at least 6)."""
        if not self.whole:
            return self
        lo = -INF if self.lo == -INF else _ceil(self.lo, self.lo_open)
        hi = INF if self.hi == INF else _floor(self.hi, self.hi_open)
        return Interval(lo, hi, False, False, True)

    def empty(self) -> bool:
        n = self.normal()
        return n.lo > n.hi or (n.lo == n.hi and (n.lo_open or n.hi_open))

    def __contains__(self, x: Number) -> bool:
        n = self.normal()
        if n.whole and x != int(x):
            return False
        above = x > n.lo or (x == n.lo and not n.lo_open)
        below = x < n.hi or (x == n.hi and not n.hi_open)
        return above and below


def _ceil(x: Number, strict: bool) -> int:
    c = math.ceil(x)
    return c + 1 if strict and c == x else c


def _floor(x: Number, strict: bool) -> int:
    f = math.floor(x)
    return f - 1 if strict and f == x else f


# --- quantifier phrases as intervals -------------------------------------------------


def exactly(n: Number, whole: bool = True) -> Interval:
    return Interval(n, n, whole=whole)


def bare(n: Number, same_description: bool, whole: bool = True) -> Interval:
    """A bare numeral in the hypothesis: exactly N of the premise's own description,
    at least N of a wider or other description (see the module's conventions)."""
    return exactly(n, whole) if same_description else at_least(n, whole)


def at_least(n: Number, whole: bool = True) -> Interval:
    return Interval(n, INF, whole=whole)


def more_than(n: Number, whole: bool = True) -> Interval:
    return Interval(n, INF, lo_open=True, whole=whole)


def at_most(n: Number, whole: bool = True) -> Interval:
    return Interval(0, n, whole=whole)


def fewer_than(n: Number, whole: bool = True) -> Interval:
    return Interval(0, n, hi_open=True, whole=whole)


def between(a: Number, b: Number, whole: bool = True, open_ends: bool = False) -> Interval:
    return Interval(a, b, open_ends, open_ends, whole=whole)


def about(n: Number, tolerance: Fraction, whole: bool = True) -> Interval:
    t = Fraction(n) * tolerance
    return Interval(Fraction(n) - t, Fraction(n) + t, whole=whole)


def nearly(n: Number, tolerance: Fraction, whole: bool = True) -> Interval:
    """ "nearly / almost N": below N, within the tolerance."""
    return Interval(Fraction(n) * (1 - tolerance), n, hi_open=True, whole=whole)


# --- relations between intervals ------------------------------------------------------


def subset(inner: Interval, outer: Interval) -> bool:
    """Every value of ``inner`` is in ``outer``."""
    a, b = inner.normal(), outer.normal()
    if a.empty():
        return True
    lo_ok = a.lo > b.lo or (a.lo == b.lo and (a.lo_open or not b.lo_open))
    hi_ok = a.hi < b.hi or (a.hi == b.hi and (a.hi_open or not b.hi_open))
    return lo_ok and hi_ok


def disjoint(x: Interval, y: Interval) -> bool:
    a, b = x.normal(), y.normal()
    lo, lo_open = (a.lo, a.lo_open) if (a.lo, a.lo_open) > (b.lo, b.lo_open) else (b.lo, b.lo_open)
    hi, hi_open = (a.hi, a.hi_open) if (a.hi, not a.hi_open) < (b.hi, not b.hi_open) else (b.hi, b.hi_open)
    whole = a.whole or b.whole
    return Interval(lo, hi, lo_open, hi_open, whole).empty()


def value_label(premise: Interval, hypothesis: Interval) -> Label:
    """One amount, stated by the premise to lie in ``premise``: what follows for the
    hypothesis' claim that it lies in ``hypothesis``."""
    if subset(premise, hypothesis):
        return ENTAILMENT
    if disjoint(premise, hypothesis):
        return CONTRADICTION
    return NEUTRAL


# --- counting with monotonicity ---------------------------------------------------------

Arg = Literal["same", "narrower", "wider", "other"]


def reachable(premise: Interval, restrictor: Arg, scope: Arg) -> Interval:
    """The possible sizes of |A' ∩ B'| given |A ∩ B| in ``premise``.

    ``restrictor`` / ``scope`` say how the hypothesis' noun A' and predicate B' stand to
    the premise's A and B: the same set, a narrower one (A' ⊆ A: "black goats" for
    "goats"), a wider one (A' ⊇ A: "animals" for "goats") or another set that the
    premise says nothing about. Narrowing can only lower the count, widening only raise
    it; this is where monotonicity comes from (Barwise & Cooper 1981)."""
    p = premise.normal()
    args = {restrictor, scope}
    if "other" in args or args == {"narrower", "wider"}:
        return Interval(0, INF, whole=p.whole)
    if "narrower" in args:
        return Interval(0, p.hi, False, p.hi_open, p.whole)
    if "wider" in args:
        return Interval(p.lo, INF, p.lo_open, False, p.whole)
    return p


def count_label(
    premise: Interval, hypothesis: Interval, restrictor: Arg = "same", scope: Arg = "same"
) -> Label:
    """Label for "Q A B" / "Q' A' B'" where both quantifiers bound |A ∩ B| (a, at least,
    at most, exactly, more / fewer than, between, a bare numeral)."""
    return value_label(reachable(premise, restrictor, scope), hypothesis)


# --- supervaluation --------------------------------------------------------------------


def supervaluate(labels: Iterable[Label]) -> Label | None:
    """The label every precisification agrees on, else ``None`` (reject the draw)."""
    found = set(labels)
    return found.pop() if len(found) == 1 else None


def approx_label(fn: Callable[[Fraction], Label]) -> Label | None:
    """``fn(tolerance)`` under every admissible tolerance of "about" / "nearly"."""
    return supervaluate(fn(t) for t in APPROX_TOLERANCES)


# --- small arithmetic helpers -------------------------------------------------------------


def percent_of(p: Number, base: Number) -> Fraction:
    return Fraction(p) * Fraction(base) / 100


def percent_change(old: Number, new: Number) -> Fraction:
    return (Fraction(new) - Fraction(old)) * 100 / Fraction(old)


def negate(label: Label) -> Label:
    """A hypothesis that denies the claim: entailed claim -> contradicted and back."""
    return {ENTAILMENT: CONTRADICTION, CONTRADICTION: ENTAILMENT, NEUTRAL: NEUTRAL}[label]


def count_of_unknown_base(share: Number, count: int) -> Label:
    """ "share of the X did P" (how many X there are is not said) against "count of the X
    did P", ``share`` a positive ratio (0.3 for 30%; 2 for "twice as many as the X").
    The share fixes no count: every whole group size whose share is whole gives another
    one, so the label is never entailment; it is
    contradiction when no whole group size gives ``count`` (30% of a group is never 7
    people: 7 / 0.3 is not a whole number)."""
    if share == 0:
        return ENTAILMENT if count == 0 else CONTRADICTION
    size = Fraction(count) / Fraction(share)
    return NEUTRAL if size.denominator == 1 else CONTRADICTION


# --- negated amounts and closed sets ------------------------------------------------------


def complement_label(excluded: Interval, hypothesis: Interval) -> Label:
    """Label when the premise only says the amount is NOT in ``excluded`` ("did not sell
    40 cars" read as "not exactly 40"): the possible amounts are the whole numbers >= 0
    below and above ``excluded``. Entailment when every possible amount satisfies the
    hypothesis, contradiction when none does."""
    e = excluded.normal()
    pieces = []
    if e.lo > 0:
        pieces.append(Interval(0, e.lo, hi_open=True, whole=True))
    if e.hi != INF:
        pieces.append(Interval(e.hi, INF, lo_open=True, whole=True))
    pieces = [p for p in pieces if not p.empty()]
    if all(subset(p, hypothesis) for p in pieces):
        return ENTAILMENT
    if all(disjoint(p, hypothesis) for p in pieces):
        return CONTRADICTION
    return NEUTRAL


def membership_label(known: Iterable[str], closed: bool, member: str) -> Label:
    """Is ``member`` in a set of which ``known`` are members? Entailment if it is one of
    them; contradiction if the premise closes the set (an exhaustive list: "only",
    "has 5 players: ...") and it is not; otherwise neutral. Distinct names are taken to
    name distinct individuals."""
    known = set(known)
    if member in known:
        return ENTAILMENT
    return CONTRADICTION if closed else NEUTRAL


# --- operators around a claim: hedges, attribution, factives, conditionals -----------------


def embedded_label(veridical: bool, label: Label) -> Label:
    """A premise that wraps its claim in an operator: if the operator is veridical (a
    factive "knew that", an implicative "managed to", a plain assertion) the claim
    holds and ``label`` (the claim's label against the hypothesis) carries over; if not
    (may, plans to, said that, a question, a conditional's consequent) nothing about
    the claim follows and the label is neutral (Karttunen 1971; Giannakidou 1998)."""
    return label if veridical else NEUTRAL


def modal_label(label: Label, modality: Literal["possible", "impossible"]) -> Label | None:
    """A plain premise against a hypothesis "may have q" ("possible") or "cannot have
    q" ("impossible"), where ``label`` relates the premise to q. p entails q gives p
    entails "possibly q" (the T axiom of modal logic) and contradicts "not possibly
    q". When q does not follow, whether "may have q" holds depends on whose knowledge
    the modal is about, so there is no label (``None``)."""
    if label != ENTAILMENT:
        return None
    return ENTAILMENT if modality == "possible" else CONTRADICTION


def conditional_label(same_antecedent: bool, label: Label) -> Label:
    """ "If A, C" against "If A, C'" (same antecedent, ``label`` relating C to C'): the
    label of the consequents, for a possible antecedent (Stalnaker 1968: conditional
    excluded middle makes "if A, C" and "if A, not C" contradict). Against an
    unconditional claim, or another antecedent, nothing follows: neutral."""
    return label if same_antecedent else NEUTRAL
