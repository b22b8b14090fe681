"""The share a stated part is of a whole stated apart: "In 2019 the foundation had an
income of £14 million, of which £9 million came from donations and legacies" ->
"Donations and legacies made up more than 60 percent of its income" (9 / 14 = 64.3 %);
"Half of its income came from donations" contradicts.

``share-of-stated`` goes from a share to an amount; this is the other way: the
hypothesis gives a share "of" a noun (its whole: "of the foundation's income"), the
premise gives that noun's value (``stated_shares._names_value``: "an income of £14
million", "its income was £14 million") and a part in the same unit whose clause shares
a content word with the hypothesis' words outside the share ("donations"). The part
must be the one amount that does, so the share is that part's and a different one
contradicts (Q-REAS arithmetic: a part over its whole).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.stated_shares import _names_value
from qreas.types import Numset, fmt_number

CONTENT = frozenset({"NOUN", "PROPN", "VERB", "ADJ"})


def _whole_noun(hdoc: Any, h: Numset) -> Any | None:
    """The noun the hypothesis share is "of" ("60 percent *of* the foundation's income")."""
    of = hdoc[h.end] if h.end < len(hdoc) else None
    if of is None or of.lower_ != "of":
        return None
    return next((c for c in of.children if c.dep_ == "pobj" and c.pos_ == "NOUN"), None)


def _clause_words(doc: Any, q: Numset) -> set[str]:
    """Content lemmas of the clause a figure is in (its verb's subtree, its own words
    aside), or of its sentence when it has no verb."""
    verb = governing_verb(doc[q.number_index])
    span = verb.subtree if verb is not None else doc[q.number_index].sent
    return {t.lemma_.lower() for t in span if t.pos_ in CONTENT and not q.start <= t.i < q.end}


@deriver("part-of-stated")
def part_of_stated(ctx: Context) -> Iterator[Derived]:
    h, hdoc, doc = ctx.h, ctx.hdoc, ctx.pdoc
    if h.unit != "%" or h.kind not in ("amount", "ratio"):
        return
    whole_noun = _whole_noun(hdoc, h)
    if whole_noun is None:
        return
    noun = whole_noun.lemma_.lower()
    wholes = [q for q in ctx.premise if q.kind == "amount" and q.is_exact and q.lo > 0 and q.unit != "%"]
    wholes = [q for q in wholes if _names_value(doc, q, noun)]
    if len(wholes) != 1:
        return
    whole = wholes[0]
    of_phrase = {t.i for t in whole_noun.head.subtree}
    outside = [t for t in hdoc if t.i not in of_phrase and not h.start <= t.i < h.end]
    said = {t.lemma_.lower() for t in outside if t.pos_ in CONTENT} - {noun}
    same = [q for q in ctx.premise if q is not whole and q.kind == "amount" and q.unit == whole.unit]
    parts = [q for q in same if q.is_exact and 0 < q.lo < whole.lo]
    scored = [(len(_clause_words(doc, q) & said - {noun}), q) for q in parts]
    best = [q for n, q in scored if n and n == max(m for m, _ in scored)]
    if len(best) != 1:
        return
    part = best[0]
    share = float(f"{part.lo / whole.lo * 100:.10g}")
    value = h.with_(lo=share, hi=share, lo_open=False, hi_open=False, approximate=part.approximate)
    equation = f"{part.text} / {whole.text} = {fmt_number(share)}%"
    yield Derived(value, equation, (part, whole), frozenset(), frozenset(of_phrase))
