"""Hedges, modality, attribution, factives, implicatives, questions and conditionals
around a matching number.

Readings (``oracle.embedded_label`` / ``modal_label`` / ``conditional_label``):
- A hedged premise ("may / might / could / plans to / is expected to / hopes to sell 40
  goats") asserts nothing about what happened: a plain hypothesis is neutral.
- A plain premise entails the hedged "may have sold 40 goats" (what is true is
  possible; the T axiom) and contradicts "cannot have sold 40 goats". A hedged
  hypothesis with another number is not used: whether "may have sold 30" holds
  depends on whose knowledge "may" is about.
- Attribution is not factive: "Ben said that the farm had sold 40 goats" leaves the
  sale open (neutral). Restating the same attribution ("According to Ben, ..." ->
  "Ben said that ...") is entailed. The same speaker with another number is not used:
  a speaker may say different things at different times, so the label is unclear.
- Factive verbs (knew, noticed, realised, discovered that) presuppose their
  complement (Kiparsky & Kiparsky 1970): the claim holds, with its own label.
- Implicatives: "managed to sell 40" entails the sale, "failed to sell 40" denies it
  (Karttunen 1971); after "failed to" only the same number is used as a hypothesis.
- A question ("Did the farm sell 40 goats?", "Ben asked whether ...") asserts nothing.
- A conditional "If A, 40 people will stay home" asserts nothing unconditional; with
  the same antecedent the consequents compare as plain claims.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite.draw import Draw
from qreas.suite.registry import pattern
from qreas.suite.words import phrase, verb_forms

PH = "modality"
HEDGES = ("may", "might", "could", "plans to", "is expected to", "hopes to", "is likely to")
FACTIVES = ("knew", "noticed", "realised", "discovered")
SAYING = ("said", "claimed", "reported", "announced")


def _claim(d: Draw) -> int:
    """{holder} {verb} {n} {noun}, with {base} and {part} forms of the verb."""
    d.counted()
    d.slots["base"], d.slots["part"] = verb_forms()[d.slots["verb"]]
    return d.number("n", 2, 900)


PLAIN = "{holder} {verb} {n} {noun}."


@pattern(PH, "neutral", "{holder} {hedge} {base} {n} {noun}.", PLAIN)
def hedge_to_assertion(d: Draw) -> O.Label:
    n = _claim(d)
    d.choice("hedge", HEDGES)
    return O.embedded_label(False, O.value_label(O.exactly(n), O.exactly(n)))


@pattern(PH, "entailment", PLAIN, "{holder} {may} have {part} {hq} {noun}.")
def assertion_to_may_have(d: Draw) -> O.Label | None:
    n = _claim(d)
    d.choice("may", ["may", "might"])  # not "could have": often counterfactual
    hk = d.choice("hk", ["bare", "at-least"])
    m = d.number("m", max(1, n - 40), n) if hk == "at-least" else d.value("m", n)
    phrase(d, "hq", hk, d.slots["m"])
    hyp = O.at_least(m) if hk == "at-least" else O.exactly(m)
    return O.modal_label(O.value_label(O.exactly(n), hyp), "possible")


@pattern(PH, "contradiction", PLAIN, "{holder} {cannot} have {part} {hq} {noun}.")
def assertion_to_cannot_have(d: Draw) -> O.Label | None:
    n = _claim(d)
    d.choice("cannot", ["cannot", "could not"])
    hk = d.choice("hk", ["bare", "at-least"])
    m = d.number("m", max(1, n - 40), n) if hk == "at-least" else d.value("m", n)
    d.text("hq", ("at least " if hk == "at-least" else "") + d.slots["m"])  # no "no fewer than" here
    hyp = O.at_least(m) if hk == "at-least" else O.exactly(m)
    return O.modal_label(O.value_label(O.exactly(n), hyp), "impossible")


@pattern(PH, "neutral", "{p} {say} that {holder} had {part} {n} {noun}.", PLAIN)
def attribution_to_assertion(d: Draw) -> O.Label:
    n = _claim(d)
    d.person("p")
    d.choice("say", SAYING)
    return O.embedded_label(False, O.value_label(O.exactly(n), O.exactly(n)))


@pattern(PH, "entailment", "according to {p}, " + PLAIN, "{p} {say} that {holder} had {part} {n} {noun}.")
def according_to_is_said(d: Draw) -> O.Label:
    """The same attribution restated: the speaker's claim is the same claim."""
    n = _claim(d)
    d.person("p")
    d.choice("say", ["said", "claimed", "stated"])
    return O.value_label(O.exactly(n), O.exactly(n))


@pattern(PH, "entailment", "{p} {fact} that {holder} had {part} {n} {noun}.", PLAIN)
def factive_to_assertion(d: Draw) -> O.Label:
    n = _claim(d)
    d.person("p")
    d.choice("fact", FACTIVES)
    return O.embedded_label(True, O.value_label(O.exactly(n), O.exactly(n)))


@pattern(
    PH, "contradiction", "{p} {fact} that {holder} had {part} {n} {noun}.", "{holder} {verb} {m} {noun}."
)
def factive_other_number(d: Draw) -> O.Label:
    n = _claim(d)
    d.person("p")
    d.choice("fact", FACTIVES)
    m = d.number("m", 2, 900)
    return O.embedded_label(True, O.value_label(O.exactly(n), O.exactly(m))) if m != n else None


@pattern(PH, "entailment", "{holder} managed to {base} {n} {noun}.", "{holder} {verb} {hq} {noun}.")
def managed_to_lower_bound(d: Draw) -> O.Label:
    n = _claim(d)
    m = d.number("m", max(1, n - 40), n)
    phrase(d, "hq", "at-least", d.slots["m"])
    return O.embedded_label(True, O.value_label(O.exactly(n), O.at_least(m)))


@pattern(PH, "contradiction", "{holder} failed to {base} {n} {noun}.", PLAIN)
def failed_to_same_number(d: Draw) -> O.Label:
    n = _claim(d)
    return O.complement_label(O.exactly(n), O.exactly(n))


@pattern(PH, "neutral", "{question}", "{holder} {verb} {hq} {noun}.")
def question_to_assertion(d: Draw) -> O.Label:
    n = _claim(d)
    if d.flip():
        d.text("question", "Did {holder} {base} {n} {noun}?".format(**d.slots))
    else:
        p = d.person("p")
        d.text("question", f"{p} asked whether {{holder}} had {{part}} {{n}} {{noun}}.".format(**d.slots))
    m = d.number("m", max(1, n - 40), n)
    hk = d.choice("hk", ["bare", "at-least"])
    phrase(d, "hq", hk, d.slots["m"])
    hyp = O.at_least(m) if hk == "at-least" else O.exactly(m)
    return O.embedded_label(False, O.value_label(O.exactly(n), hyp))


# --- conditionals ---------------------------------------------------------------------------

CONDITIONS = ("it rains", "the strike goes ahead", "the trains stop", "the plan is approved", "prices rise")
OUTCOMES = ("stay home", "lose their jobs", "join the protest", "miss the meeting", "move away")
COND = "if {cond}, {n} {A} will {out}."


def _conditional(d: Draw) -> int:
    d.choice("cond", CONDITIONS)
    d.choice("out", OUTCOMES)
    d.people("A")
    return d.number("n", 2, 900)


@pattern(PH, "neutral", COND, "{n} {A} will {out}.")
def conditional_to_unconditional(d: Draw) -> O.Label:
    n = _conditional(d)
    return O.conditional_label(False, O.value_label(O.exactly(n), O.exactly(n)))


@pattern(PH, "entailment", COND, "if {cond}, {hq} {A} will {out}.")
def conditional_lower_bound(d: Draw) -> O.Label:
    n = _conditional(d)
    m = d.number("m", max(1, n - 40), n)
    phrase(d, "hq", "at-least", d.slots["m"])
    return O.conditional_label(True, O.value_label(O.exactly(n), O.at_least(m)))


@pattern(PH, "contradiction", COND, "if {cond}, {hq} {A} will {out}.")
def conditional_other_number(d: Draw) -> O.Label:
    n = _conditional(d)
    m = d.number("m", max(2, n - 40), n)
    phrase(d, "hq", "fewer-than", d.slots["m"])
    return O.conditional_label(True, O.value_label(O.exactly(n), O.fewer_than(m)))
