"""A count given by its difference from another holder's: "Ann has 40 stamps, 8 more
than Tom" says Tom has 40 - 8 = 32 ("8 fewer than Tom": 48). The appositive count is
the difference (a bare numeral is exact), anchored on the count before it.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.holders import is_name
from qreas.types import fmt_number

SIGNS = {"more": 1, "fewer": -1, "less": -1}


@deriver("stated-difference")
def stated_difference(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    doc, hdoc = ctx.pdoc, ctx.hdoc
    counts = sorted((q for q in ctx.premise if q.unit == h.unit and q.is_exact), key=lambda q: q.start)
    for anchor, diff in zip(counts, counts[1:], strict=False):
        i = diff.number_index + 1
        while i < len(doc) and doc[i].lemma_.lower() == h.unit:
            i += 1  # "8 stamps more than"
        if not (i + 2 < len(doc) and doc[i].lower_ in SIGNS and doc[i + 1].lower_ == "than"):
            continue
        other = doc[i + 2]
        named = [t for t in hdoc if t.lower_ == other.lower_ and t.text[:1].isupper()]
        if not named:
            continue
        value_n = anchor.lo - SIGNS[doc[i].lower_] * diff.lo
        value = h.with_(lo=value_n, hi=value_n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{other.text}: {anchor.text} {'-' if SIGNS[doc[i].lower_] > 0 else '+'} {diff.text} = "
        eq += f"{fmt_number(value_n)} {h.unit}"
        # the anchor's holder ("Ann has 40") is read too: the difference is from her count
        holder = {t.i for t in doc[: anchor.start] if is_name(t)}
        p_tokens = frozenset({i, i + 1, i + 2} | holder)
        yield Derived(value, eq, (anchor, diff), p_tokens, frozenset(t.i for t in named))
        return
