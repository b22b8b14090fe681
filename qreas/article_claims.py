"""A hypothesis whose only quantity is a unit said with the article: "The storm dumped
*a meter* of snow" against "The storm dumped 30 centimeters of snow".

The reasoner reads a hypothesis' article measures as support only (an idiom's "a year"
or "a day" asserts no amount), so such a hypothesis reaches the verbal layer as one
with no quantity, and its words all match. But "a meter" of a physical measure is a
figure like "1 meter": when the premise states the one figure of that dimension for
the same words (the verbal layer found them all), a different value is the same
event with another amount, which contradicts (the convention for a bare number).
Time units are left out: "a day", "a year" are mostly idioms or rates.
"""

from __future__ import annotations

import math
from typing import Any

from qreas.types import Numset

MEASURES = frozenset({"length", "mass", "volume", "area", "speed"})
TOLERANCE = 1e-6


def _measures(qs: list[Numset]) -> list[Numset]:
    return [q for q in qs if q.kind == "amount" and (q.dimension or "") in MEASURES]


def article_measure_differs(pdoc: Any, hdoc: Any) -> str | None:
    """How the hypothesis' one article measure differs from the premise's one exact
    figure of its dimension, or None (no such pair, or the values agree)."""
    if not any(t.lower_ in ("a", "an") for t in hdoc):
        return None
    from qreas.number_forms import article_measures
    from qreas.quantities import parse_doc

    hs = _measures(article_measures(hdoc, set()))
    if len(hs) != 1:
        return None
    h = hs[0]
    ps = [q for q in _measures(parse_doc(pdoc)) if q.dimension == h.dimension]
    if len(ps) != 1 or not ps[0].is_exact or not all(math.isfinite(x) for x in (ps[0].lo, ps[0].scale)):
        return None
    p = ps[0]
    if abs(p.lo * p.scale - h.scale) <= TOLERANCE * h.scale:
        return None
    return f"{p.text} is not {h.text}"
