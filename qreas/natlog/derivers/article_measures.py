"""One unit of measure said with the indefinite article: "a meter of snow" is 1 m, so
"100 cm of snow" follows and "10 cm of snow" is false; "a mile" is "about 1.6 km".

The quantity parser leaves "a meter" out of the premise's quantities (an article is
read as support only, ``number_forms.article_measures``); here it is the premise's
one measure of the hypothesis' dimension, converted to the hypothesis' unit. Only
when no other premise quantity has that dimension: then it is the measure the
hypothesis speaks of.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.number_forms import article_measures

ARTICLES = frozenset({"a", "an"})


@deriver("article-measure")
def article_measure(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    # an exact claim, or an approximate one ("about 1.6 kilometers" for "a mile")
    if h.kind != "amount" or not h.dimension or h.dimension.startswith("currency"):
        return
    if not (h.is_exact or h.approximate):
        return
    if not lemma_set(ctx.pdoc) & ARTICLES or any(q.dimension == h.dimension for q in ctx.premise):
        return
    taken = {i for q in ctx.premise for i in range(q.start, q.end)}
    found = [m for m in article_measures(ctx.pdoc, taken) if m.dimension == h.dimension]
    if len(found) != 1:
        return
    m = found[0]
    v = (m.scale or 1.0) / (h.scale or 1.0)
    value = h.with_(lo=v, hi=v, lo_open=False, hi_open=False, approximate=False)
    yield Derived(value, f"{m.text} = {v:g} {h.unit}", (), frozenset(range(m.start, m.end)))
