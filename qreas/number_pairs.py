"""Two number groups in a row, read as one quantity or as one per side: a range
("between 20 and 30", "30-35 kilograms", "$350 per kg to $680 per kg"), the terms of a
named ratio ("the ratio of men to women is 6 to 5"), or a score or tally ("won 6-3",
"a 13-17-2 record"). Moved out of ``qreas.quantities`` unchanged (that module was too
long).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from qreas.changes import is_change_from
from qreas.measures import per_unit
from qreas.mention_bounds import _scale_start
from qreas.mention_units import _unit_after
from qreas.number_groups import Doc, _Group, _unit_before, _words
from qreas.numbers import parse_number_words
from qreas.units import registry


def _range_opener(doc: Doc, start: int) -> int | None:
    """The word that may open a range before the number at ``start``: the word just
    before it, or a "between" / "from" before the noun naming the scale ("between ages
    8 and 16", "between the ages of 8 and 16", "from sizes 4 to 10"): a determiner,
    nouns and "of" may stand between the preposition and its first number."""
    money = _unit_before(doc, start)
    start -= money[1] if money is not None else 0  # "between $3 and $4"
    if start <= 0:
        return None
    scale = _scale_start(doc, start)
    if scale is not None and scale > 0 and doc[scale - 1].lower_ in ("between", "from"):
        return scale - 1
    return start - 1


# the words a range or its ends are joined by (``_merge_ranges``)
CONNECTORS = frozenset({"to", "-", "–", "through", "and", "or", "until", "till"})


def _merge_ranges(doc: Doc, groups: list[_Group]) -> list[tuple[_Group, _Group | None, int]]:
    """Pair groups joined by a range connector; returns (first, second, start_of_phrase)."""
    out: list[tuple[_Group, _Group | None, int]] = []
    k = 0
    while k < len(groups):
        g = groups[k]
        start = g.start
        if _ratio_pair(doc, groups, k):  # "the ratio of men to women is 6 to 5"
            h = groups[k + 1]
            ratio = _Group(g.start, h.end, 100 * g.value / h.value, percent=True, kind="ratio")
            out.append((ratio, None, start))
            k += 2
            continue
        if k + 1 < len(groups):
            h = groups[k + 1]
            between = _between_words(doc, g, h)
            opener = _range_opener(doc, g.start)
            before = doc[opener].lower_ if opener is not None else ""
            is_range = (
                between in (["to"], ["-"], ["–"], ["through"], ["and"], ["or"])
                and g.kind == h.kind
                and (between != ["and"] or before == "between")
            ) or (between in (["until"], ["till"]) and before == "from" and g.kind == h.kind == "year")
            if is_range and between == ["to"] and before in _words().change_verbs:
                is_range = False  # "rose 5% to 10%" is a change, not a range
            if is_range and between == ["to"] and before == "from" and _change(doc, opener or 0, h.end):
                is_range = False  # "rose from 5% to 10%": a start and an end
            if is_range and between == ["to"] and before == "by" and _size_and_end(doc, opener or 0, g, h):
                is_range = False  # "cut by 300,000 pounds to 5.1 million pounds": a size and an end
            if is_range and between == ["to"] and before not in ("from", "between") and g.value > h.value:
                # "passed 62 to 38", "lost 3 to 1": written high to low, no range (see _tally)
                out.extend((replace(x, tally=(g.value, h.value)), None, x.start) for x in (g, h))
                k += 2
                continue
            if is_range and _tally(doc, groups, k):
                sides = [g, h]
                while k + len(sides) < len(groups) and _glued_pair(doc, sides[-1], groups[k + len(sides)]):
                    sides.append(groups[k + len(sides)])  # "a record of 13-17-2"
                whole = tuple(x.value for x in sides)
                out.extend((replace(x, tally=whole), None, x.start) for x in sides)
                k += len(sides)
                continue
            if is_range:
                if before in ("between", "from") and opener is not None:
                    start = opener
                out.append((_shared_scale(doc, g, h), h, start))
                k += 2
                continue
        out.append((g, None, start))
        k += 1
    return out


def _shared_scale(doc: Doc, g: _Group, h: _Group) -> _Group:
    """ "3 to 4 thousand fans", "between 5 and 6 million": the scale word written once,
    after the second end, scales both ends, when the first end is a bare number that
    it makes no larger than the second ("800 to 1 million" is 800 and 1,000,000)."""
    last = doc[h.end - 1].lower_
    if h.end - h.start < 2 or last not in _words().magnitudes or g.end - g.start != 1:
        return g
    scale = parse_number_words(["one", last])
    if scale is None or g.value * scale > h.value or doc[g.start].lower_ in _words().magnitudes:
        return g
    return replace(g, value=g.value * scale)


def _change(doc: Doc, opener: int, end: int) -> bool:
    """ "from X to Y" after a change word is a start and an end (``changes``); a noun
    counted after Y alone (not a unit: "to 455 marigolds") is told to it."""
    counted = end < len(doc) and doc[end].pos_ in ("NOUN", "PROPN") and _unit_after(doc, end) is None
    return is_change_from(doc, opener, counted)


def _size_and_end(doc: Doc, by: int, g: _Group, h: _Group) -> bool:
    """ "by X unit to Y unit" after a change word: the change's size and the level it
    ends at, when each end carries its own unit and the level is many times the size
    (a range's ends are written with one unit and are of one order: "rose by 5 to 10
    percent"). Two bare numbers of many times each other ("the workforce shrank by 1,100
    to 27,900", "rose by 700,000 to 3.4 million") are a size and an end too: with no unit
    written at either end there is none for a range to share, and a range of a change's
    size is of one order."""
    from qreas.changes import direction

    repeated = h.start - g.end > 1
    bare = not (g.percent or h.percent or g.unit_hint or h.unit_hint) and _unit_after(doc, h.end) is None
    return (repeated or bare) and direction(doc[by].head) is not None and h.value >= 4 * g.value > 0


def _between_words(doc: Doc, g: _Group, h: _Group) -> list[str]:
    """The words between two numbers, less a unit written at both ends ("44 mg to 50
    mg", "-18 °C to -34 °C", "$350 per kg to $680 per kg") and a suspended hyphen ("8-
    to 16-meter"). With the unit repeated, "or" joins two alternatives ("$50 or $100
    denominations"), not the ends of a range ("two or three days")."""
    written = [t.lower_ for t in doc[g.end : h.start]]
    if len(written) > 1 and not CONNECTORS.intersection(written):
        return written  # what is left after removing units is one of these words, or no range
    between = _shared_unit_removed(doc, g, h, written)
    return written if between == ["or"] and written != between else between


def _shared_unit_removed(doc: Doc, g: _Group, h: _Group, between: list[str]) -> list[str]:
    unit = _unit_after(doc, g.end) if len(between) > 1 else None
    if unit is not None and unit[1] < len(between):
        after = _unit_after(doc, h.end)
        if after is not None and after[0] == unit[0]:
            between = between[unit[1] :]
    if len(between) == 2 and between[0] == "-" and doc[g.end - 1].whitespace_ == "":
        between = between[1:]
    money = _unit_before(doc, g.start)
    if money is not None and _unit_before(doc, h.start) == money and len(between) > money[1]:
        between = between[: -money[1]]  # "$350 per kg to $680 per kg"
        rate = per_unit([t.text for t in doc[g.end : h.start]], registry().own)
        after = per_unit([t.text for t in doc[h.end :][:6]], registry().own)
        if rate is not None and after is not None and rate[0] == after[0]:
            between = between[rate[1] :]
    return between


def _ratio_pair(doc: Doc, groups: Sequence[_Group], k: int) -> bool:
    """Is "A to B" (or "A : B") at ``groups[k]`` the value of a ratio named just before
    it ("the ratio of men to women is 6 to 5", "in a ratio of 3 : 2")? After the noun
    "ratio" the two numbers are the terms of one ratio, A/B, not the ends of a range
    (the first numbers after the noun; a third term, "1 : 3 : 1", is no single value)."""
    if k + 1 >= len(groups):
        return False
    g, h = groups[k], groups[k + 1]
    if [t.lower_ for t in doc[g.end : h.start]] not in (["to"], [":"]) or h.value == 0:
        return False
    if g.kind != "amount" or h.kind != "amount" or g.unit_hint or h.unit_hint:
        return False
    chained = k + 2 < len(groups) and [t.lower_ for t in doc[h.end : groups[k + 2].start]] == [":"]
    chained = chained or (k > 0 and [t.lower_ for t in doc[groups[k - 1].end : g.start]] == [":"])
    if chained:
        return False
    nouns = [t.i for t in doc[: g.start] if t.lemma_.lower() in _words().ratio_nouns and t.pos_ == "NOUN"]
    return bool(nouns) and not any(nouns[-1] < x.start for x in groups[:k])


def _glued_pair(doc: Doc, g: _Group, h: _Group) -> bool:
    """Two whole numbers in digits joined by a hyphen without spaces: "6-3", "1-1"."""
    digits = all(g_.end - g_.start == 1 and doc[g_.start].text.isdigit() for g_ in (g, h))
    return (
        digits
        and g.kind == h.kind == "amount"
        and h.start == g.end + 1
        and doc[g.end].text in ("-", "–")
        and doc[g.start].whitespace_ == doc[g.end].whitespace_ == ""
    )


def _tally(doc: Doc, groups: Sequence[_Group], k: int) -> bool:
    """Is ``groups[k]``-``groups[k + 1]`` a score or tally ("won 6-3", "a 68-31 vote",
    "a 15-6 record"), one count per side, rather than a range? A range is written from
    its lower to its higher end ("30-35 kilograms") and has two ends, so a pair written
    high-to-low or with equal sides ("1-1"), a chain of three ("13-17-2") and a pair in
    a run of such pairs (tennis sets: "3-6 6-3 6-3") are tallies."""

    def pair(a: int) -> bool:
        return 0 <= a and a + 1 < len(groups) and _glued_pair(doc, groups[a], groups[a + 1])

    def descending(a: int) -> bool:
        return pair(a) and groups[a].value >= groups[a + 1].value

    if not pair(k):
        return False
    chained = pair(k - 1) or pair(k + 1)
    # the pairs of a run stand side by side: within two pairs' width (three tokens each)
    run = [a for a in range(len(groups)) if a != k and abs(groups[a].start - groups[k].start) <= 8]
    return descending(k) or chained or any(descending(a) for a in run)
