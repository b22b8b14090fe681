"""A share of an amount named by a relative phrase: "sales reached $2.4 billion, *of
which 35 percent* came from frozen products" -> frozen products brought in $840
million; "raised £3.2 million, *15% of which* went to administration" -> £480,000 went
to administration; "handles 6 million tonnes of cargo a year, *a third of it* coal" ->
2 million tonnes of coal.

The amount the relative pronoun ("which", "it", "them") stands for is the last amount
stated before the share in its sentence; the part is the share times that amount, in
the amount's unit (Q-REAS arithmetic, a percentage times its base). The hypothesis
speaks of the part when it names what the share is of (a content word of the phrase
after the share: "frozen", "administration", "coal"). The share fixes the part, so
another value of the same part contradicts (``exclusive``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.types import Numset, fmt_number

PRONOUNS = frozenset({"which", "it", "them"})
SKIP_POS = frozenset({"ADP", "DET", "PUNCT", "CCONJ", "PART", "PRON", "AUX", "SCONJ", "NUM", "SPACE"})


def _relative_of(doc: Any, share: Numset) -> frozenset[int] | None:
    """The tokens of "of which" / "of it" right before or after the share, or None."""
    for i in (share.start - 2, share.end):
        if 0 <= i and i + 1 < len(doc) and doc[i].lower_ == "of" and doc[i + 1].lower_ in PRONOUNS:
            return frozenset({i, i + 1})
    return None


def _part_words(doc: Any, start: int) -> set[str]:
    """Content lemmas of what the share is of: the rest of its clause after the share
    and its "of which" (up to the next comma or the end)."""
    out: set[str] = set()
    for t in doc[start:]:
        if t.text in (",", ";", ".") or t.like_num:
            if out:
                break
            continue
        if t.pos_ not in SKIP_POS and not t.is_stop:
            out.add(t.lemma_.lower())
    return out


def _fraction(share: Numset) -> float | None:
    if share.unit != "%" or share.lo != share.hi:
        return None
    return share.lo / 100


@deriver("relative-share")
def relative_share(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or h.unit == "%" or not (h.dimension or h.unit):
        return
    h_words = lemma_set(ctx.hdoc)
    if any(_fraction(q) is not None and _relative_of(ctx.hdoc, q) for q in ctx.h_all or ()):
        return  # the hypothesis states the share of its own base ("300 seniors, 50% of them"): h is no part
    for share in ctx.premise:
        f = _fraction(share)
        rel = _relative_of(doc, share) if f is not None else None
        if rel is None or f is None:
            continue
        sent = doc[share.number_index].sent
        bases = [q for q in ctx.premise if q.kind == "amount" and q.unit != "%"]
        bases = [q for q in bases if sent.start <= q.start < share.start]
        if not bases:
            continue
        base = bases[-1]
        if (base.dimension or h.dimension) and base.dimension != h.dimension:
            continue
        if not base.dimension and base.unit != h.unit:
            continue
        if not _part_words(doc, max(share.end, max(rel) + 1)) & h_words:
            continue  # the hypothesis does not say what the share is of
        scale = (base.scale or 1.0) / (h.scale or 1.0)
        lo, hi = base.lo * f * scale, base.hi * f * scale
        value = h.with_(lo=lo, hi=hi, lo_open=False, hi_open=False, approximate=base.approximate)
        span = fmt_number(lo) + ("" if lo == hi else f"..{fmt_number(hi)}")
        equation = f"{share.text} of {base.text} = {span}"
        yield Derived(value, equation, (base, share), rel)
