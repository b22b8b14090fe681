"""Fractions and ratios written in words or spelled with numbers: "half", "a third",
"one in three", "two-thirds", "1 in 4 Londoners". The parser returns them as
percentages (kind "ratio"), or as a part of a unit ("half hour"). Moved out of
``qreas.quantities`` unchanged (that module was too long).
"""

from __future__ import annotations

from collections.abc import Sequence

from qreas.mention_units import _unit_after
from qreas.number_groups import _DIGITS_RE, _ORDINAL_RE, Doc, _Group, _words
from qreas.number_kinds import _ordinal_values
from qreas.numbers import ratio_value


def _ratios(doc: Doc, taken: set[int]) -> list[tuple[int, int, float]]:
    """Fractions and ratios not already part of a number: "half", "a third", "one in three"."""
    out: list[tuple[int, int, float]] = []
    words = [t.lower_ for t in doc]
    fractions = _words().fractions
    # where a window can end in a fraction word, or be "X in Y": most sentences have none
    ends = {k for k, w in enumerate(words) if w.rstrip("s") in fractions}
    ins = {k for k, w in enumerate(words) if w == "in"}
    # "nine out of ten": the same ratio as "nine in ten"
    outs = {k for k, w in enumerate(words[:-1]) if w == "out" and words[k + 1] == "of"}
    if not ends and not ins and not outs:
        return out
    i = 0
    while i < len(doc):
        if i in taken:
            i += 1
            continue
        hit = None
        for width in (4, 3, 2, 1):
            out_of = width == 4 and i + 1 in outs
            if not (i + width - 1 in ends or (width == 3 and i + 1 in ins) or out_of):
                continue
            window = words[i : i + width]
            if len(window) < width or any(k in taken for k in range(i, i + width)):
                continue
            if (
                width == 3
                and window[1] == "in"
                and all(not _DIGITS_RE.search(w) or w.isdigit() for w in window)
            ):
                value = ratio_value(window)
            elif out_of and all(not _DIGITS_RE.search(w) or w.isdigit() for w in window):
                value = ratio_value([window[0], "in", window[3]])
            elif window[-1].rstrip("s") in _words().fractions:
                value = ratio_value(window)
            else:
                continue
            if value is not None and not _after_ordinal(doc, i) and not _ordinal_of_noun(doc, i + width - 1):
                hit = (i, i + width, value)
                break
        if hit is not None:
            out.append(hit)
            i = hit[1]
        else:
            i += 1
    return out


def _after_ordinal(doc: Doc, i: int) -> bool:
    """ "the second half", "a second-half goal", "the 3rd quarter": a fraction noun
    after an ordinal names one part of a sequence (a period of play or of the year),
    not a proportion."""
    k = i - 2 if i >= 2 and doc[i - 1].text == "-" else i - 1
    return k >= 0 and (doc[k].lower_ in _ordinal_values() or bool(_ORDINAL_RE.match(doc[k].text)))


def _ordinal_of_noun(doc: Doc, k: int) -> bool:
    """ "a third term", "a fourth child": an ordinal word modifying the noun after it
    places one of a sequence; a fraction is followed by "of" ("a third of the votes")
    or stands alone. "half" and "quarter" are no ordinals ("a half hour" is a measure)."""
    word = doc[k]
    nxt = doc[k + 1] if k + 1 < len(doc) else None
    return (
        nxt is not None
        and word.lower_ in _ordinal_values()
        and word.dep_ == "amod"
        and word.head.i == nxt.i
        and nxt.pos_ == "NOUN"
    )


def _spelled_ratios(doc: Doc, groups: Sequence[_Group]) -> list[tuple[int, int, float]]:
    """Ratios spelled with numbers, "two-thirds", "1 in 4 Londoners", "six in 10 say":
    one ratio, not two counts. A number group inside is no amount of its own, unless
    it is a year ("3 in 2010") or the "in" phrase is a period ("5 in 10 days")."""
    out = []
    for start, end, value in _ratios(doc, set()):
        inside = [g for g in groups if start <= g.start and g.end <= end]
        if not inside or any(g.kind != "amount" for g in inside):
            continue
        in_ratio = end - start == 3 and doc[start + 1].lower_ == "in"
        if in_ratio or (end - start == 4 and doc[start + 1].lower_ == "out"):
            after = doc[end].lower_ if end < len(doc) else ""
            if value >= 1 or _unit_after(doc, end) is not None or after in _words().time_units:
                continue
        elif not (doc[start].is_alpha and (doc[end - 2].text == "-" or doc[end : end + 1].text == "of")):
            bare = _bare_fraction(doc, end) or _fronted_partitive(doc, start, end)
            if not (doc[start].is_alpha and bare):
                continue  # "5 quarters" are coins; "two-thirds", "two thirds of" a ratio
        out.append((start, end, value))
    return out


def _bare_fraction(doc: Doc, end: int) -> bool:
    """ "exactly one sixth.", "three halves": a fraction word that ends its phrase (no
    noun after it: "one third grader", "a two thirds majority"). Not "quarters", which
    are also coins ("two quarters")."""
    last, nxt = doc[end - 1], (doc[end] if end < len(doc) else None)
    return not last.lower_.startswith("quarter") and (nxt is None or nxt.pos_ not in ("NOUN", "PROPN", "NUM"))


def _fronted_partitive(doc: Doc, start: int, end: int) -> bool:
    """ "Of the 160 pilots, three quarters voted": a fraction word whose group is named
    by an "of" phrase fronted on its verb is a proportion of that group (not coins)."""
    head = doc[end - 1].head
    nxt = doc[end] if end < len(doc) else None
    if nxt is not None and nxt.pos_ in ("NOUN", "PROPN", "NUM"):
        return False
    return head.pos_ in ("VERB", "AUX") and any(
        c.dep_ == "prep" and c.lower_ == "of" and c.i < start for c in head.children
    )


def fractions_of_magnitudes(doc: Doc, groups: Sequence[_Group]) -> list[_Group]:
    """ "a quarter of a million", "half a million", "three-quarters of a billion", "a
    quarter million", "a half-dozen": a fraction of a round number is one amount, their product (not a
    share and a million). The round number is a magnitude word, alone or after "a" /
    "one" ("half of a dozen" is six)."""
    words = _words()
    out = list(groups)
    for start, end, value in _ratios(doc, set()):
        if doc[end - 1].lower_.rstrip("s") not in words.fractions:
            continue  # "one in three" is a rate, not a part of a number
        # "a quarter of a million", "half a million", "a half-dozen"
        at = end + 1 if end < len(doc) and doc[end].lower_ in ("of", "-") else end
        if at + 2 < len(doc) and doc[at].lower_ in ("a", "an") and doc[at + 1].lower_ == "-":
            at += 2  # "half-a-dozen": the article hyphenated in
        whole = next((g for g in out if g.start == at and g.kind == "amount"), None)
        if whole is None or not _round_number(doc, whole):
            continue
        out = [g for g in out if not (start <= g.start and g.end <= whole.end)]
        out.append(_Group(start, whole.end, value * whole.value))
    return sorted(out, key=lambda g: g.start)


def _round_number(doc: Doc, g: _Group) -> bool:
    """A group that is magnitude words, after an article or "one" ("a million", "one
    billion", "million", "a dozen")."""
    words = [t.lower_ for t in doc[g.start : g.end]]
    if words and words[0] in ("a", "an", "one"):
        words = words[1:]
    magnitudes = _words().magnitudes | _words().article_numbers
    return bool(words) and all(w in magnitudes for w in words)
