"""A count completed by later increments: "It has 34 bakeries in the north. In the south
it operates 21 *more*." -> 55 bakeries; "opened 11 shops ... *a further* 7" -> 18;
"40 members ... *another* 12 joined" -> 52.

Why: a paragraph often states a count and then adds to it in a later sentence with an
increment word instead of restating the total. "N more", "a further N", "another N",
"an additional N" and "N extra" name a quantity *added to* the one stated before of the
same counted thing (the parser carries the counted noun over to "21 more"), so the
whole is the first count plus every increment that follows it. The composer would find
34 + 21 as well, but as one equation among many over a paragraph's numbers; the
increment words say that this sum is the one the text means, so a different total is
a contradiction and a reading that sets the first count alone against the whole ("34
bakeries" / "55 bakeries") yields to it (``document._overrides``: a named derivation
from two sentences).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.composed_claims import later_operand
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset, fmt_number

BEFORE = frozenset({"further", "another", "additional", "extra"})  # "a further 7", "another 12"
AFTER = frozenset({"more", "extra"})  # "21 more", "5 extra"


def increment_words(doc: Any, q: Numset) -> frozenset[int]:
    """The token indices of the increment word of ``q`` (empty when it has none): a word
    of ``BEFORE`` up to two words before its number, or "more"/"extra" right after its
    number or its counted noun, not followed by "than" ("21 more than last year" compares)."""
    i = q.number_index
    out = {k for k in range(max(0, i - 2), i) if doc[k].lower_ in BEFORE}
    for k in (i + 1, q.end):
        if k < len(doc) and doc[k].lower_ in AFTER and not (k + 1 < len(doc) and doc[k + 1].lower_ == "than"):
            out.add(k)
    return frozenset(out)


def _first_of(doc: Any, q: Numset, h: Numset) -> bool:
    """ "Her *first* novel, ...": the first of the counted things is one of them, the
    count the later "seven more novels" adds to (an ordinal 1 on the counted noun)."""
    if q.kind != "ordinal" or q.lo != 1 or q.hi != 1:
        return False
    noun = doc[q.number_index].head
    return noun.pos_ == "NOUN" and noun.lemma_.lower() == h.unit


@deriver("increments")
def increments(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or not h.unit or increment_words(ctx.hdoc, h):
        return  # the hypothesis states an increment itself ("7 more shops"): not the whole
    same = sorted(
        (
            q
            for q in ctx.premise
            if (q.kind == "amount" and q.unit == h.unit and q.is_exact) or _first_of(doc, q, h)
        ),
        key=lambda q: q.number_index,
    )
    base: Numset | None = None
    added: list[Numset] = []
    words: set[int] = set()
    for q in same:
        marks = increment_words(doc, q)
        if not marks:
            base, added, words = q, [], set()  # a new count starts the sum again
        elif base is not None:
            added.append(q)
            words |= marks
    if base is None or not added or later_operand(doc, added, ctx.hdoc, h):
        return  # "6% this year and a further 4% next year" is no rise of this year
    value = base.lo + sum(q.lo for q in added)
    eq = " + ".join(q.text for q in (base, *added)) + f" = {fmt_number(value)} {h.unit} (increments)"
    out = h.with_(lo=value, hi=value, lo_open=False, hi_open=False, approximate=False)
    yield Derived(out, eq, (base, *added), frozenset(words))
