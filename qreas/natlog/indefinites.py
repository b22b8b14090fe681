"""An indefinite pronoun in the slot of a noun phrase: "wrote *something*" / "wrote *a
poem*", "met *someone*" / "met *a lawyer*".

"something" and "someone" are the most general noun phrases of their kind (anything at
all, any person): every thing is a something (WordNet's top noun "entity"), so a noun
replacing it in the same argument slot narrows the argument: premise "something" ⊐
hypothesis "a poem", and the reverse ⊏ (MacCartney 2009: a hypernym's relation). The
aligner skips pronouns as function words, so without this the noun is an unexplained
insertion; as a judged argument the quantifier above decides: "All 20 pupils wrote
something" / "... wrote a poem" is neutral (every-scope, upward: ⊐), "wrote a poem" /
"wrote something" entailed.
"""

from __future__ import annotations

from typing import Any

from qreas.natlog import align as A
from qreas.natlog.relations import Rel

THINGS = frozenset({"something", "anything"})
PEOPLE = frozenset({"someone", "somebody", "anyone", "anybody"})
ARGUMENTS = frozenset({"dobj", "nsubj", "nsubjpass", "pobj", "attr"})


def _general(t: Any) -> bool:
    return t.lower_ in THINGS | PEOPLE and t.dep_ in ARGUMENTS


def _counterpart(t: Any, doc: Any, aligned: dict[int, int]) -> Any | None:
    """The word in the same slot of the other sentence: the same relation to the
    counterpart of its aligned head."""
    k = aligned.get(t.head.i)
    if k is None:
        return None
    head = doc[k]
    same = [c for c in head.children if c.dep_ == t.dep_ and c.pos_ in ("NOUN", "PRON")]
    return same[0] if len(same) == 1 else None


def _phrase(t: Any) -> frozenset[int]:
    """A noun with its determiner ("a poem"), not its own arguments."""
    return frozenset({t.i} | {c.i for c in t.children if c.dep_ == "det"})


def indefinite_edits(pdoc: Any, hdoc: Any, a: A.Alignment) -> None:
    """SUB edits between an indefinite pronoun and a common noun in one slot."""
    if not any(_general(t) for t in pdoc) and not any(_general(t) for t in hdoc):
        return
    h_to_p = {e.h_index: e.p_index for e in a.edits if e.kind in ("MAT", "SUB") and e.h_index is not None}
    h_to_p = {h: p for h, p in h_to_p.items() if p is not None}
    p_to_h = {p: h for h, p in h_to_p.items()}
    for h in hdoc:
        if h.i in a.h_used or not (h.pos_ == "NOUN" or _general(h)):
            continue
        p = _counterpart(h, pdoc, h_to_p)
        if p is None or p.i in a.p_used:
            continue
        if _general(p) and h.pos_ == "NOUN":
            rel = Rel.REV  # "something" / "a poem"
        elif _general(h) and p.pos_ == "NOUN" and p_to_h.get(p.head.i) == h.head.i:
            rel = Rel.FWD  # "a poem" / "something"
        else:
            continue
        p_words, h_words = _phrase(p), _phrase(h)
        a.p_used |= p_words
        a.h_used |= h_words
        a.edits.append(A.Edit("SUB", p.text, h.text, rel, p.i, h.i, p_words, A.JUDGED_ARGUMENT))
