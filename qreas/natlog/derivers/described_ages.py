"""The age an "N-year-old X" description gives, against a claim of what age the X is:
"The 67-year-old senator retired" -> "The senator is over 70" is false, "The senator is
in his sixties" / "is 67" true.

Why: the description's age is the holder's age at the report, and a copula claim about
the same noun ("the senator *is* over 70", "is 68 years old") states that age. The
stages match the two only when the values agree (the description's "67-year" and a
bare "over 70" are not in the same role), so a wrong age is left unjustified rather
than contradicted. The claim's subject must be the noun the description modifies (its
head lemma), and the claim a present age (a copula or "turn"): an age at another
event is the event derivers'.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.stated_ages import present_age_claim
from qreas.types import Numset

MAX_AGE = 130


def _described(doc: Any, q: Numset) -> Any | None:
    """The noun an "N-year-old" premise figure describes, or None."""
    if q.unit != "year" or not q.is_exact or not 0 < q.lo < MAX_AGE:
        return None
    t = doc[q.number_index]
    for _ in range(3):  # number -> "year" -> "old" -> the noun
        if t.head.i == t.i:
            return None
        t = t.head
        if t.lower_ == "old" and t.dep_ == "amod" and t.head.pos_ in ("NOUN", "PROPN"):
            return t.head
    return None


def _claimed(doc: Any, h: Numset) -> tuple[Any, Any] | None:
    """(the copula, its subject's head) of a present age claim "the senator is over 70"."""
    claim = present_age_claim(doc, h)
    if claim is None or claim[1] is None or claim[1].pos_ not in ("NOUN", "PROPN"):
        return None
    return claim[0], claim[1]


def _predicate(noun: Any) -> frozenset[int]:
    """The words of what the premise's clause says of its subject ``noun`` (its verb and
    the verb's other dependents), none when the noun is not the subject."""
    if noun.dep_ not in ("nsubj", "nsubjpass"):
        return frozenset()
    verb = noun.head
    own = {t.i for t in noun.subtree}
    return frozenset(t.i for t in verb.subtree if t.i not in own and not t.is_punct)


@deriver("described-age")
def described_age(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    ends = [x for x in (h.lo, h.hi) if 0 < x < float("inf")]
    if h.kind != "amount" or h.unit not in (None, "year") or not ends or max(ends) >= MAX_AGE:
        return
    claimed = _claimed(ctx.hdoc, h)
    if claimed is None:
        return
    verb, subject = claimed
    found = [(q, n) for q in ctx.premise if (n := _described(ctx.pdoc, q)) is not None]
    same = [(q, n) for q, n in found if n.lemma_.lower() == subject.lemma_.lower()]
    if len(same) != 1:
        return
    q, noun = same[0]
    old = noun.doc[q.number_index].head.head  # the "old" of "67-year-old"
    value = h.with_(lo=q.lo, hi=q.lo, lo_open=False, hi_open=False, approximate=False, lo_floor=False)
    h_words = frozenset({verb.i}) | {t.i for t in verb.children if t.lower_ == "old" or t.dep_ == "acomp"}
    # the description holds whatever the premise predicates of the noun ("retired"): a
    # claim of the age drops that predicate as a claim of a description does
    p_words = frozenset({old.i}) | _predicate(noun)
    yield Derived(value, f"{q.text}-old {noun.text}: aged {q.lo:g}", (q,), p_words, h_words)
