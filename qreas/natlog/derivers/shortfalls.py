"""What is still needed to reach a target: the target less what has been reached
("an appeal to raise 250,000 pounds ... donors had given 96,000 pounds" -> "the appeal
still needs 154,000 pounds to reach its target").

Why: a claim of a shortfall sets its figure beside the target's own words ("target",
"goal", "reach"), so the stages match it with the target figure and find them unequal,
a contradiction of a claim the text supports. The shortfall is a difference of two
stated figures of one unit: the target (a figure the text says is aimed at: "to raise
X", "a target of X", "aims to ...") and the one amount reached so far (any other exact
figure of the unit, when there is just one). A claim reads as a shortfall when its
figure is the object of "need" (or "short of", "to go") with a word of still wanting
("still", "another", "more", "further", "to reach", "to meet").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset

NEED = frozenset({"need", "short", "require"})
STILL = frozenset({"still", "another", "more", "further", "reach", "meet", "hit", "go"})
AIMS = frozenset({"target", "goal", "aim", "raise", "seek"})  # "an appeal *to raise* X"


def _need_words(doc: Any, h: Numset) -> frozenset[int]:
    """The claim's shortfall words ("still", "needs", "to reach its target"), or empty."""
    lemmas = {t.i: t.lemma_.lower() for t in doc}
    needs = [i for i, lemma in lemmas.items() if lemma in NEED]
    still = [i for i, lemma in lemmas.items() if lemma in STILL]
    if not needs or not still:
        return frozenset()
    aims = [i for i, lemma in lemmas.items() if lemma in AIMS]
    return frozenset(needs + still + aims) - set(range(h.start, h.end))


def _aimed(doc: Any, q: Numset) -> bool:
    """Is the figure the one aimed at ("to raise 250,000", "a target of 250,000")?"""
    t = doc[min(q.number_index, len(doc) - 1)]
    for _ in range(4):
        if t.lemma_.lower() in AIMS and (t.pos_ == "NOUN" or any(c.lower_ == "to" for c in t.children)):
            return True
        if t.head.i == t.i:
            return False
        t = t.head
    return False


@deriver("shortfall")
def shortfall(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not NEED & lemma_set(ctx.hdoc):
        return
    h_words = _need_words(ctx.hdoc, h)
    if not h_words:
        return
    same = [q for q in ctx.premise if q.kind == "amount" and q.unit == h.unit and q.is_exact]
    targets = [q for q in same if _aimed(ctx.pdoc, q)]
    reached = [q for q in same if q not in targets]
    if len(targets) != 1 or len(reached) != 1 or reached[0].lo >= targets[0].lo:
        return
    goal, got = targets[0], reached[0]
    left = goal.lo - got.lo
    value = h.with_(lo=left, hi=left, lo_open=False, hi_open=False, approximate=False)
    yield Derived(value, f"{goal.text} - {got.text} = {left:g}", (goal, got), frozenset(), h_words)
