"""Substituted quantifier determiners: "All nurses passed" -> "No nurses passed".

A determiner is an edit like any word (MacCartney & Manning 2009): "every" -> "some"
is ⊏, "some" -> "no" is ^, "every" -> "no" is |, projected through the operators
above the determiner ("*Not* all nurses passed" -> "Some nurses passed": ⊏ under the
negation is ⊐, joined with the dropped negation ^ gives ‿: neutral). The relations
are data (``lexicons/determiner_relations.tsv``). A determiner a quantity edit has
already read as an amount ("no" = 0, "some" = at least 1) is left to it: the amounts
a hypothesis' determiners state are quantity edits (``determiner_amount_edits``).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from qreas.lexicon import lines
from qreas.natlog import lexical
from qreas.natlog.align import Alignment, Edit
from qreas.natlog.derivers.determiners import determiner_amounts, negators, outside_partitives
from qreas.natlog.derivers.kinds import unlisted_zero
from qreas.natlog.polarity import lower_bound_signature, numeral_signature
from qreas.natlog.quantity_words import quantity_tokens
from qreas.natlog.relations import PREFERRED, Rel, join, project
from qreas.natlog.value_relations import interval_relation_of
from qreas.types import Numset

SUBSTITUTED = "determiner"  # the edits' note
REVERSE = {Rel.FWD: Rel.REV, Rel.REV: Rel.FWD}


@functools.cache
def determiner_relations() -> dict[tuple[str, str], Rel]:
    """(premise determiner, hypothesis determiner) -> relation, both directions."""
    by_symbol = {r.value: r for r in Rel}
    out: dict[tuple[str, str], Rel] = {}
    for a, b, symbol in lines("determiner_relations.tsv"):
        rel = by_symbol[symbol]
        out[(a, b)] = rel
        out[(b, a)] = REVERSE.get(rel, rel)
    return out


@functools.lru_cache(maxsize=8192)  # per Doc (premises recur); callers only read it
def _determiners(doc: Any) -> dict[Any, Any]:
    """Each noun's quantifier determiner, by the noun's lemma."""
    words = {w for pair in determiner_relations() for w in pair}
    out = {}
    for t in doc:
        # "all the farmers": a predeterminer before the article quantifies the noun
        det = next((c for c in t.children if c.dep_ in DET_DEPS and _word(c) in words), None)
        det = det if det is not None else _partitive_head(t, words)
        if det is None or t.pos_ not in ("NOUN", "PROPN"):
            continue
        out[t.lemma_.lower()] = det
    return out


def _partitive_head(noun: Any, words: set[str]) -> Any:
    """The quantifier pronoun of a partitive ("*none* of the lawyers", "most of the
    12 nurses"): spaCy makes the noun the object of "of" below the pronoun, yet the
    pronoun quantifies the noun as a determiner would."""
    of = noun.head
    if noun.dep_ != "pobj" or of.lower_ != "of" or of.head.i >= of.i:
        return None
    return of.head if _word(of.head) in words else None


DET_DEPS = frozenset({"det", "amod", "predet", "nummod"})  # spaCy: "a few" is a nummod


def _word(det: Any) -> str:
    """The determiner as the relations table names it: "a few" (spaCy: "few" with an
    article below it) is "several", an upward existential, not the downward "few";
    "zero" and "none" are "no"."""
    if det.lower_ == "few" and any(c.lower_ in ("a", "an") for c in det.children):
        return "several"
    if det.lower_ in ("zero", "0", "none"):
        return "no"  # zero and the pronoun "none" are the quantifier "no" (Barwise & Cooper 1981)
    return det.lower_


def determiner_edits(pdoc: Any, hdoc: Any, a: Alignment) -> None:
    """A SUB edit for each pair of different determiners on a noun the two sentences
    share ("all nurses" / "some young nurses")."""
    p_dets, h_dets = _determiners(pdoc), _determiners(hdoc)
    done: set[int] = set()
    for key, h_det in h_dets.items():
        p_det = p_dets.get(key)
        if p_det is None or h_det.i in done or p_det.i in a.p_used or h_det.i in a.h_used:
            continue
        p_word, h_word = _word(p_det), _word(h_det)
        rel = determiner_relations().get((p_word, h_word))
        if rel is None or p_word == h_word:
            continue
        done.add(h_det.i)
        a.p_used.add(p_det.i)
        a.h_used.add(h_det.i)
        inside = frozenset({p_det.i})
        a.edits.append(Edit("SUB", p_det.text, h_det.text, rel, p_det.i, None, inside, SUBSTITUTED))


def determiner_amount_edits(
    pdoc: Any, hdoc: Any, premise: Sequence[Numset], hq: Sequence[Numset], a: Alignment
) -> None:
    """Quantity edits for the amounts the hypothesis' determiners state ("No Kenyans
    were hurt": 0 Kenyans; ``derivers.determiners``), aligned to the premise quantity or
    determiner amount of the same or a WordNet-related noun with the strongest
    relation: the values' relation joined with the nouns' relation projected through
    the determiner's restrictor ("Zero Kenyans" / "No Kenyans": ≡; "No Indians" / "No
    persons": Indian ⊏ person under "no" gives ⊐)."""
    taken = {i for q in hq for i in range(q.start, q.end)}
    candidates = [
        p
        for p in (*outside_partitives(pdoc, premise), *determiner_amounts(pdoc))
        if p.kind == "amount" and p.dimension is None and p.unit
    ]
    for d in determiner_amounts(hdoc):
        if d.number_index in taken or d.number_index in a.h_used:
            continue
        exact = "no" if d.hi == 0 else lower_bound_signature(d.lo)
        signature = numeral_signature(d, hdoc) if d.hi != d.lo else exact
        found = []
        for p in (*candidates, *unlisted_zero(pdoc, premise, str(d.unit))):  # "no other animals": 0 sheep
            noun = Rel.EQ if p.unit == d.unit else lexical.general_sense_relation(p.unit, d.unit)
            value = interval_relation_of(p, d)
            if noun is Rel.IND or value is Rel.IND:
                continue
            rel = join(value, project(noun, [signature]))
            if rel is not Rel.IND:
                found.append((PREFERRED.index(value), PREFERRED.index(noun), p.start, p, rel))
        if not found:
            continue
        *_, p, rel = min(found, key=lambda f: f[:3])
        a.p_used |= quantity_tokens(pdoc, p)  # not its modifiers: edits of their own
        a.h_used |= quantity_tokens(hdoc, d)
        a.p_derived |= set(negators(pdoc, p))  # "did *not* buy any goats" = 0 goats
        a.h_derived |= set(negators(hdoc, d))
        note = f"{p.value_text()} {p.unit} vs {d.value_text()} {d.unit}"
        inside = frozenset(range(p.start, p.end))
        a.edits.append(Edit("QTY", p.text, d.text, rel, p.number_index, None, inside, note))
