"""A share from a count of a group named back to: "The scheme will provide 540 homes.
*Of these*, 180 will be offered at social rent." -> a third of the homes will be
offered at social rent (180 / 540); "96 pupils sat the exams, and 72 *of them* passed"
-> 75 percent of the pupils who sat the exams passed.

Why: a source counts a part after "of these" / "of them" / "of those", which refers to
the last count of the claim's noun before it, and a summary states the part as a share
of that group ("a third of the homes", "a third of them"). ``share_wholes`` reads the
other way (a share after "of them" gives a count); here the count gives the share
(Q-REAS arithmetic, part / whole * 100). The claim must name the group ("of the
homes"), so the share is of the group counted. Exclusive: the two counts fix the share.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.subject_shares import _rounded_to
from qreas.types import Numset, fmt_number

ANAPHORS = frozenset({"these", "them", "those"})


def _of_these(doc: Any, q: Numset) -> frozenset[int] | None:
    """The tokens of "Of these," opening the clause of ``q``, or None."""
    sent = doc[q.number_index].sent
    words = [t for t in sent if t.i < q.start][:3]
    if len(words) >= 2 and words[0].lower_ == "of" and words[1].lower_ in ANAPHORS:
        return frozenset(t.i for t in words[:2])
    return None


def _inline_of_these(doc: Any, q: Numset) -> frozenset[int] | None:
    """The tokens of "of them" right after the part's number ("72 *of them* passed"),
    which refers back to the last count before it, in the same sentence too."""
    i = q.number_index
    if i + 1 < len(doc) and q.unit and doc[i + 1].lemma_.lower() == q.unit:
        i += 1  # "72 pupils of them": the counted noun an ellipsis filled in
    if i + 2 < len(doc) and doc[i + 1].lower_ == "of" and doc[i + 2].lower_ in ANAPHORS:
        return frozenset({i + 1, i + 2})
    return None


def _same_verb(p: Any, h: Any) -> bool:
    """Is the inline part the subject of the claim's verb ("72 of them *passed*" / "75
    percent ... *passed*")? A verbless "1,175 of them volunteers" names a subgroup, no
    doing the claim's share could be of."""
    pv, hv = governing_verb(p), governing_verb(h)
    return pv is not None and hv is not None and pv.lemma_.lower() == hv.lemma_.lower()


def _group(doc: Any, h: Numset) -> tuple[str, frozenset[int]] | None:
    """The noun of the claim's "of the W" after its share ("a third *of the Millbrook
    homes*": home) and the phrase's tokens."""
    if h.end >= len(doc) or doc[h.end].lower_ != "of":
        return None
    objs = [c for c in doc[h.end].children if c.dep_ == "pobj"]
    if not objs:
        return None
    return objs[0].lemma_.lower(), frozenset(t.i for t in doc[h.end].subtree)


@deriver("partitive-share")
def partitive_share(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.unit != "%":
        return
    found = _group(ctx.hdoc, h)
    if found is None:
        return
    noun, group = found
    for part in ctx.premise:
        if part.kind != "amount" or not part.is_exact or part.unit not in (noun, None):
            continue
        anaphor = _of_these(ctx.pdoc, part)
        start = ctx.pdoc[part.number_index].sent.start
        if anaphor is None and _same_verb(ctx.pdoc[part.number_index], ctx.hdoc[h.number_index]):
            anaphor = _inline_of_these(ctx.pdoc, part)
            start = part.number_index  # "96 pupils sat the exams, and 72 of them passed"
        if anaphor is None:
            continue
        wholes = [q for q in ctx.premise if q.unit == noun and q.is_exact and q.number_index < start]
        if not wholes or not wholes[-1].lo or part.lo > wholes[-1].lo:
            continue
        whole = wholes[-1]
        share = _rounded_to(part.lo / whole.lo * 100, h)
        eq = f"{part.text} of {whole.text} = {fmt_number(round(part.lo / whole.lo * 100, 3))}%"
        value = h.with_(lo=share, hi=share, lo_open=False, hi_open=False, approximate=False)
        yield Derived(value, eq, (part, whole), anaphor, group)
