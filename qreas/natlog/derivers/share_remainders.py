"""The share "the remainder" holds: "About a quarter of its spending goes to fundraising
and administration. The remainder funds research grants." -> about three quarters of its
spending funds research grants.

Why: a split of a whole into a stated share and "the rest" / "the remainder" leaves the
rest 100 % less the share (a share and its complement leave nothing out); the rest is
often the subject of the next sentence. ``rest-of-total`` does this for counts and
``share-complement`` for a share's negation; here the hypothesis' share is of what the
rest's clause says (a content word of it, none of the stated share's own clause).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset

REST = frozenset({"remainder", "rest", "balance"})
CONTENT = frozenset({"NOUN", "PROPN", "VERB", "ADJ"})


def _clause_words(tok: Any) -> set[str]:
    """Content lemmas of what is said of "the rest": the words after it in its sentence
    (the parser may take "The remainder funds ..." for a compound noun, so no tree)."""
    return {t.lemma_.lower() for t in tok.doc[tok.i + 1 : tok.sent.end] if t.pos_ in CONTENT}


def _share_clause(doc: Any, q: Numset) -> set[str]:
    """What the stated share's clause says of its part: its content words, less the
    share's own phrase ("a quarter *of its spending*", the whole both parts are of) and
    its verb ("goes to fundraising": the part's words are "fundraising")."""
    verb = doc[q.number_index]
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    phrase = {t.i for k in range(q.start, q.end) for t in doc[k].subtree}
    return {
        t.lemma_.lower()
        for t in verb.subtree
        if t.pos_ in CONTENT and t.i not in phrase and t.i != verb.i and not q.start <= t.i < q.end
    }


@deriver("share-remainder")
def share_remainder(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.unit != "%" or not lemma_set(doc) & REST:
        return
    said = {t.lemma_.lower() for t in ctx.hdoc if t.pos_ in CONTENT and not h.start <= t.i < h.end}
    for rest in doc:
        if rest.lemma_.lower() not in REST or rest.i == 0 or doc[rest.i - 1].lower_ != "the":
            continue
        if doc[rest.i - 1].is_sent_start is False and rest.dep_ not in ("nsubj", "nsubjpass"):
            continue  # "the rest" opening its sentence, or its subject
        shares = [q for q in ctx.premise if q.unit == "%" and q.end <= rest.i and 0 <= q.lo <= q.hi <= 100]
        if not shares:
            continue
        share = shares[-1]
        own, other = _clause_words(rest), _share_clause(doc, share)
        if not (said & (own - other)) or said & (other - own):
            continue  # the hypothesis speaks of the stated share's part, or of neither
        value = h.with_(lo=100 - share.hi, hi=100 - share.lo, lo_open=share.hi_open, hi_open=share.lo_open,
                        approximate=share.approximate, lo_floor=False)  # fmt: skip
        equation = f"100% - {share.text} = {value.lo:g}-{value.hi:g}% (the {rest.text})"
        yield Derived(value, equation, (share,), frozenset({rest.i - 1, rest.i}))
        return
