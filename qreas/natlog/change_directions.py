"""The direction of a change of level said without a number: "Attendance tripled" /
"Attendance rose" (⊏), "Prices fell from $50 to $25" / "Prices rose" (|).

A verb of change of level (``lexicons/change_of_level.tsv``) or of multiplication
(``multiplier_verbs.tsv``: "doubled", "halved") says which way a level moved. When the
hypothesis has no number and both main verbs say a change of the same subject, the
verbs compare by direction alone: opposite directions are alternatives (a level that
fell did not rise over the same change: |); a plain verb of the same direction
(``plain_changes.txt``: "rose", "fell") is entailed by any more specific one (a level
that tripled or soared rose: ⊏), and entails only another plain one (≡). The edit
reads the premise's change figures ("from $50 to $25", "by 30%", "fourfold") as the
material the direction summarises, like a numeral-free comparison
(``comparatives``), so it is a QTY edit: the sign of a difference.
"""

from __future__ import annotations

import functools
from typing import Any

from qreas import changes
from qreas.lexicon import lines, word_set
from qreas.natlog import align as A
from qreas.natlog.relations import Rel

FIGURES = frozenset({"prep", "npadvmod", "advmod", "dobj", "prt"})


@functools.cache
def _multipliers() -> dict[str, float]:
    return {f[0].lower(): float(f[1]) for f in lines("multiplier_verbs.tsv")}


@functools.cache
def _plain() -> frozenset[str]:
    return word_set("plain_changes.txt")


def _root(doc: Any) -> Any | None:
    roots = [t for t in doc if t.dep_ == "ROOT"]
    return roots[0] if len(roots) == 1 and roots[0].pos_ == "VERB" else None


def _direction(verb: Any) -> str | None:
    """ "increase" / "decrease" for a verb of change or multiplication, else None."""
    factor = _multipliers().get(verb.lemma_.lower())
    if factor is not None:
        return "increase" if factor > 1 else "decrease"
    return changes.direction(verb) or None


def _phrase(verb: Any) -> str:
    """The verb's lemma with its particle ("go up"; the parser may hang "up" as an adverb)."""
    prt = [c.lower_ for c in verb.children if c.dep_ in ("prt", "advmod") and c.lower_ in changes.PARTICLES]
    return " ".join([verb.lemma_.lower(), *prt[:1]])


def _subject(verb: Any) -> frozenset[str]:
    return frozenset(
        t.lemma_.lower()
        for c in verb.children
        if c.dep_ in ("nsubj", "nsubjpass")
        for t in c.subtree
        if t.pos_ in ("NOUN", "PROPN")
    )


def direction_relation(p: Any, h: Any) -> Rel | None:
    """The relation of two change verbs by direction, or None if either says none."""
    dp, dh = _direction(p), _direction(h)
    if dp is None or dh is None:
        return None
    if dp != dh:
        return Rel.ALT
    plain_p, plain_h = _phrase(p) in _plain(), _phrase(h) in _plain()
    if plain_h:
        return Rel.EQ if plain_p else Rel.FWD
    return Rel.REV if plain_p else None


def direction_edit(pdoc: Any, hdoc: Any, a: A.Alignment) -> bool:
    """A QTY edit for a number-free hypothesis whose main verb says a change of the
    premise main verb's subject in a direction."""
    if any(t.like_num for t in hdoc):
        return False
    p, h = _root(pdoc), _root(hdoc)
    if p is None or h is None or p.i in a.p_used or h.i in a.h_used:
        return False
    if _phrase(p) == _phrase(h):
        return False
    hs, ps = _subject(h), _subject(p)
    if not hs or not hs <= ps:
        return False
    rel = direction_relation(p, h)
    if rel is None:
        return False
    figures = {
        x.i
        for c in p.children
        if c.dep_ in FIGURES and any(t.like_num or t.lower_ in ("half", "fold") for t in c.subtree)
        for x in c.subtree
    }
    figures |= {c.i for c in p.children if c.lower_.endswith("fold")}  # "grew fourfold"
    prt = {c.i for c in h.children if c.lower_ in changes.PARTICLES}
    a.p_used |= {p.i} | figures | {c.i for c in p.children if c.lower_ in changes.PARTICLES}
    a.h_used |= {h.i} | prt
    inside = frozenset({p.i} | figures)
    p_text = " ".join(pdoc[i].text for i in sorted(inside))
    note = f"direction: {p.lemma_} / {h.lemma_}"
    a.edits.append(A.Edit("QTY", p_text, h.text, rel, p.i, None, inside, note))
    return True


def level_direction(verb: Any) -> str | None:
    """Public name of the direction a change or multiplication verb says (``qreas.direction_claims``)."""
    return _direction(verb)
