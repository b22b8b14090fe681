"""A numeral-free comparison the premise says nothing about: "The stall sold more
melons on Saturday *than on Sunday*" against "The stall sold 140 melons on Saturday".

A comparative with "than" relates two figures (or two holders); the premise supports
it only when it states both (``natlog.comparatives`` then judges the claim) or the
comparison itself. When the comparison's standard ("Sunday") is a word the premise
never mentions, the verbal layer's word coverage is no evidence for the claim: most
of its words are the premise's, but the one that carries the comparison is not.
"""

from __future__ import annotations

from typing import Any


def standard_unmentioned(pdoc: Any, hdoc: Any) -> bool:
    """Has the hypothesis a comparison whose standard the premise does not mention (no
    premise word has the standard's form or lemma: a related word, "April" for "May",
    is another standard)?"""
    if not any(t.lower_ == "than" for t in hdoc):
        return False
    from qreas.natlog.comparatives import claims

    said = {t.lower_ for t in pdoc} | {t.lemma_.lower() for t in pdoc}
    return any(c.standard - said for c in claims(hdoc))
