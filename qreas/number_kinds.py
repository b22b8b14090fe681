"""What a number group names when it is not an amount: a year ("in 1990", "the
1960s"), a date ("May 5"), a clock time ("10:30", "1500 hrs"), a phone number or an
ordinal ("16th", "the third"). They are returned with their ``kind`` and are not
compared as amounts. Moved out of ``qreas.quantities`` unchanged (that module was too
long).
"""

from __future__ import annotations

import functools
import re

from qreas import lexicon
from qreas.number_groups import (
    _DECADE_RE,
    _NOUN_POS,
    _PHONE_RE,
    _SLASH_DATE_RE,
    _TIME_RE,
    Doc,
    Token,
    _Group,
    _is_ordinal,
    _metre_symbol,
    _numberish,
    _unit_before,
    _words,
)
from qreas.numbers import modifier_before

_YEAR_RE = re.compile(r"^(1[1-9]\d\d|20\d\d|2100)$")
_EARLY_YEAR_RE = re.compile(r"^[1-9]\d\d$")
# "(1931–2008)", "1914-1918" written as one token: a span of years is read as its years are
_YEAR_SPAN_RE = re.compile(r"^(1[1-9]\d\d|20\d\d)[–—-](1[1-9]\d\d|20\d\d|2100)$")


def _year_like(text: str) -> bool:
    """A year as written ("1990"), or a span of years in one token ("1931–2008", its
    first year before its last): such a token is classified as a year would be."""
    if _YEAR_RE.match(text):
        return True
    m = _YEAR_SPAN_RE.match(text)
    return m is not None and int(m.group(1)) < int(m.group(2))


_TIME_WORDS = frozenset({"a.m.", "p.m.", "am", "pm", "o'clock", "gmt", "utc", "hrs", "a.m", "p.m"})


RANK_EDGES = frozenset({"top", "bottom"})


def _rank_cutoff(doc: Doc, start: int, end: int) -> bool:
    """ "the top ten", "the bottom 5" without a noun of their own: a range of places in
    a ranking (read by ``position_places``), not an amount of the sentence's noun."""
    nxt = doc[end] if end < len(doc) else None
    return (
        start >= 2
        and doc[start - 1].lower_ in RANK_EDGES
        and doc[start - 2].lower_ == "the"
        and (nxt is None or nxt.pos_ not in ("NOUN", "PROPN"))
    )


def _classify(doc: Doc, g: _Group) -> str:
    """'amount', or 'year' / 'date' / 'time' / 'phone' / 'ordinal' (not amounts)."""
    words = _words()
    first = doc[g.start]
    text = doc[g.start : g.end].text
    nxt = doc[g.end] if g.end < len(doc) else None
    prev = doc[g.start - 1] if g.start > 0 else None
    if g.end - g.start == 1 and _is_ordinal(doc, g.start):
        return "ordinal"
    if _rank_cutoff(doc, g.start, g.end):
        return "ordinal"  # "finished in the top ten": places 1 to 10, no count of anything
    if _TIME_RE.match(text) and g.unit_hint is None:
        return "time"
    if nxt is not None and nxt.lower_ in _TIME_WORDS and (nxt.lower_ != "hrs" or len(text) == 4):
        return "time"  # "1500 hrs" is a time of day, "3 hrs" a duration
    if _PHONE_RE.match(text) or _SLASH_DATE_RE.match(text):
        return "phone" if _PHONE_RE.match(text) else "date"
    if _DECADE_RE.match(first.lower_):
        return "year"
    near = [t.lower_.rstrip(".") for t in (prev, nxt) if t is not None]
    if nxt is not None and nxt.lower_ == "of" and g.end + 1 < len(doc):
        near.append(doc[g.end + 1].lower_.rstrip("."))
    if any(w in words.months for w in near) and g.value <= 31 and g.value == int(g.value):
        return "date"
    after_currency = prev is not None and (prev.tag_ == "$" or _unit_before(doc, g.start) is not None)
    bound = modifier_before([t.lower_ for t in doc[max(0, g.start - 5) : g.start]])
    if bound is not None and g.start - bound.length > 0:  # "$ less than 2000" is money too
        before = g.start - bound.length
        money = doc[before - 1].tag_ == "$" or _unit_before(doc, before) is not None
        after_currency = after_currency or money
    if g.end - g.start == 1 and _early_year(doc, g) and g.unit_hint is None and not after_currency:
        return "year"
    if g.end - g.start == 1 and _year_like(first.text) and g.unit_hint is None and not after_currency:
        head = first.head
        counts_noun = (
            first.dep_ in ("nummod", "compound")
            and head.pos_ in _NOUN_POS
            and head.tag_ in ("NNS", "NNPS")
            and head.lower_ not in words.months
        )
        year_prep = prev is not None and prev.lower_ in words.year_preps
        if not year_prep and _measure_after(doc, g.end):
            return "amount"  # "1200 m long", "1500 kg": a measure, not a year
        # the counted noun right after the number ("of 1500 *people*"; adjectives may
        # stand between), a common noun: "from 2010 & less words", "by 2016 Oxfam" are years
        counted_next = (
            counts_noun
            and head.tag_ == "NNS"
            and head.i >= g.end
            and all(doc[k].pos_ == "ADJ" for k in range(g.end, head.i))
        )
        if year_prep and prev.lower_ in words.count_preps and (counted_next or _changed_by(doc, prev)):
            return "amount"  # "a crowd of 1500 people", "won by 1200 votes", "rose by 2000"
        if not counts_noun or year_prep:
            return "year"
    return "amount"


def _measure_after(doc: Doc, end: int) -> bool:
    """A unit of measure right after the number ("1200 m", "1500 kg", "2000 hours"),
    not money or a percentage: a year is not measured in one."""
    from qreas.units import registry

    if end < len(doc) and _metre_symbol(doc, end):
        return True
    hit = registry().lookup([t.text for t in doc[end : end + 4]])
    return hit is not None and not hit[0].dimension.startswith(("currency", "percent"))


def _early_year(doc: Doc, g: _Group) -> bool:
    """A year of three digits ("struck in 787"): only as the bare object of "in" after
    an event verb in the past, with no noun after it, since three-digit numbers are
    mostly counts ("in 300 stores")."""
    first = doc[g.start]
    if not _EARLY_YEAR_RE.match(first.text) or g.start == 0 or doc[g.start - 1].lower_ != "in":
        return False
    prep = doc[g.start - 1]
    nxt = doc[g.end] if g.end < len(doc) else None
    bare = nxt is None or nxt.is_punct or nxt.pos_ in ("CCONJ", "ADP", "SCONJ")
    return bare and first.head.i == prep.i and prep.head.pos_ == "VERB" and prep.head.tag_ in ("VBD", "VBN")


def _changed_by(doc: Doc, prep: Token) -> bool:
    """ "rose by 2000": a "by" after a verb of change gives the size of the change."""
    return prep.lower_ == "by" and prep.i > 0 and doc[prep.i - 1].lower_ in _words().change_verbs


# ---------------------------------------------------------------------------- ordinals


@functools.cache
def _ordinal_values() -> dict[str, float]:
    return {w.lower(): float(v) for w, v in lexicon.lines("ordinal_words.tsv")}


def _ordinal_words(doc: Doc, taken: set[int]) -> list[tuple[int, float]]:
    """Ordinal words ("first", "third") not part of a ratio ("a third") or a unit
    after a number ("30 second")."""
    table = _ordinal_values()
    out = []
    for tok in doc:
        value = table.get(tok.lower_)
        if value is None or tok.i in taken:
            continue
        prev = doc[tok.i - 1] if tok.i > 0 else None
        if prev is not None and (prev.lower_ in ("a", "an") or _numberish(prev)):
            continue
        out.append((tok.i, value))
    return out
