"""Justifying a hypothesis quantity with no direct match (stage 5, steps 3-5): by an
equation, by a same-role candidate (which may also rule it out), and jointly, with a
condition the hypothesis itself states as the given of an equation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from qreas.candidates import DESCRIBED, ELIDED, SAME_ROLE, SAME_SLOT, TEMPORAL, _Candidate
from qreas.composer import Composer
from qreas.config import Config
from qreas.direct_match import _direct
from qreas.equations import _compose
from qreas.pruner import Pruner
from qreas.roles import Mention
from qreas.types import Justification, Numset

# the note of a value compared although its role differs (the proof judges roles itself)
NO_SAME_ROLE = "no premise quantity in the same role"


def _justify(
    config: Config,
    pruner: Pruner,
    composer: Composer,
    h: Mention,
    pm: Sequence[Mention],
    cands: Sequence[_Candidate],
    claimed: frozenset[int],
    aggregate: bool,
) -> tuple[Justification, list[str]]:
    """Justify a hypothesis quantity with no direct match; ``claimed``: premise
    quantities (by index) that restate other hypothesis quantities and so are not
    free for equations."""
    hq = h.quantity
    free = [p for k, p in enumerate(pm) if k not in claimed]
    composed, limits = _compose(config, pruner, composer, h, free, aggregate)
    if composed is not None:
        return composed, limits
    if cands:
        best = cands[0]
        temporal = hq.kind in TEMPORAL
        # a date or a one-sided unit may belong to another event or thing, unless it
        # is the same slot of a near-identical sentence
        cautious = temporal or best.compat in (ELIDED, DESCRIBED)
        threshold = SAME_SLOT if cautious else SAME_ROLE
        # role scores read word order, which a paraphrase changes ("Of the 115
        # cardinals, 67 were appointed" / "He appointed 67 of 115 cardinals"): a
        # same-role premise quantity stating h in its own unit justifies it, unless
        # a different figure is the same slot of a near-identical sentence
        stated = [c for c in cands if c.verdict == "entails" and c.compat.relation == "same"]
        if stated and stated[0].score >= SAME_ROLE and best.score < SAME_SLOT and not aggregate:
            return _direct(hq, stated[0], "stated in the same role"), limits
        if (
            best.verdict == "contradicts"
            and best.score >= threshold
            and not _per_and_total(best.mention.quantity, hq)
        ):
            note = "same slot" if best.score >= SAME_SLOT else "same role"
            return _direct(hq, best, note), limits
        weak = [c for c in cands if c.verdict == "entails"]
        # a same-role quantity that does not entail h speaks for that role
        if weak and not aggregate and best.score < SAME_ROLE:
            return _direct(hq, weak[0], "weak role"), limits
        fallback = _direct(hq, best, NO_SAME_ROLE)
        if fallback.verdict == "contradicts":  # too weak a role match to rule h out
            fallback = replace(fallback, verdict="unsupported")
        return fallback, limits
    return (
        Justification(
            hypothesis=hq,
            premise=(),
            postfix=("H",),
            verdict="unsupported",
            method="none",
            note="no compatible premise quantity",
        ),
        limits,
    )


# equation searches for conditions a hypothesis states (``_joint``), per pair: a sentence
# states a few conditions; one of hundreds of numbers would search every pair of them
JOINT_CAP = 64


def _joint(
    config: Config,
    pruner: Pruner,
    composer: Composer,
    hdoc: Any,
    hm: Sequence[Mention],
    pm: Sequence[Mention],
    justs: list[Justification],
    claimed: dict[int, int],
    limits: list[str],
) -> list[Justification]:
    """Hypothesis quantities stated under a condition the hypothesis sets itself.

    "630 balls are needed if there are 105 jugglers" (premise: each juggler juggles
    6 balls), "15 calories are in 5 bars" (premise: 3 calories in a bar), "3 cases
    of 12 boxes" (premise: 36 boxes): the quantity is justified by an equation over
    premise quantities *and* one other hypothesis quantity, its given (630 = 6 * 105;
    12 = 36 / 3). A given must be new information: a quantity the premise neither
    supports nor contradicts, not coordinated with the quantity it conditions
    ("killed 5 Americans and 4 Israelis" states two facts, neither a condition of
    the other). One given per equation, at most three operands, an exact value;
    dimensional analysis applies as everywhere. A contradiction found for the same
    slot of a near-identical sentence is not revisited.
    """
    out = list(justs)
    open_ = [i for i, j in enumerate(justs) if _open(j) and j.hypothesis.is_exact]
    budget = JOINT_CAP
    for k, h in enumerate(hm):
        j = out[k]
        settled = j.verdict == "contradicts" and j.note == "same slot" and not _open(j)
        if j.verdict == "entails" or settled:
            continue
        if not h.quantity.is_exact or j.method == "given":
            continue
        others = frozenset(
            i for kk, i in claimed.items() if kk != k and not _includes(hdoc, h.quantity, hm[kk].quantity)
        )
        free = [p for i, p in enumerate(pm) if i not in others]
        for i in open_:
            if i == k or not _open(out[i]):
                continue
            if _coordinated(hdoc, h.quantity, hm[i].quantity):
                continue
            if budget == 0:  # a hypothesis of hundreds of numbers: its conditions are not searched
                limits.append("joint-cap")
                return out
            budget -= 1
            joint, hit = _compose(config, pruner, composer, h, free, givens=[hm[i]])
            limits.extend(hit)
            if joint is None or len(joint.premise) > 3:
                continue
            out[k] = replace(joint, note="with a condition the hypothesis states")
            out[i] = Justification(
                hypothesis=hm[i].quantity,
                premise=(),
                postfix=("H",),
                verdict="entails",
                method="given",
                note=f"the condition of the equation for {h.quantity.text!r}",
            )
            break
    return out


def _includes(doc: Any, whole: Numset, part: Numset) -> bool:
    """ "4 people were injured, including 2 officers": the part restates a premise
    quantity, and that quantity is still a term of the whole."""
    if part.start < whole.end:
        return False
    return any(t.lower_ in ("including", "incl.") for t in doc[whole.end : part.start])


def _coordinated(doc: Any, a: Numset, b: Numset) -> bool:
    """Two quantities listed side by side ("5 Americans and 4 Israelis", "3 cats, 2
    dogs"): only conjunctions, commas and determiners lie between them."""
    first, second = (a, b) if a.start <= b.start else (b, a)
    between = doc[first.end : second.start]
    return all(t.pos_ in ("CCONJ", "PUNCT", "DET") or t.lower_ in ("plus", "as", "well") for t in between)


def _per_and_total(p: Numset, h: Numset) -> bool:
    """A rate against a total: "bought plums at $2 apiece" / "paid $58 for the plums",
    "laid 126 bricks an hour" / "laid 133 bricks". The premise states a value per item
    or per period, the hypothesis one for all of them, so a different value is another
    slot, not a denial (what the total is follows only with the count or the time:
    ``natlog.derivers.rates``)."""
    return p.freq is not None and h.freq is None


def _open(j: Justification) -> bool:
    """May a hypothesis quantity still be settled by a condition (see ``_joint``)?
    Unsupported, or contradicted only by a distributed quantity: "3 calories in a bar",
    "every 5 minutes" state a value per one bar, per one period, so another total ("15
    calories in 5 bars", "in 15 minutes") is a different situation, not a denial."""
    if j.verdict == "unsupported":
        return True
    return j.verdict == "contradicts" and bool(j.premise) and all(q.freq is not None for q in j.premise)
