"""Stages 1-2: the spaCy quantity segmenter and parser (text -> Numsets).

A quantity mention is a group of adjacent number tokens that spell one number
("hundred fifty eight thousand", "3.2 million", "$ 7 billion", "twenty-five"), with
the words that bound or approximate it ("more than", "about", "or more"), a second
number when they form a range ("between 20 and 30"), and the unit: a lexicon unit
next to the number ("km", "%", "$"), else the noun the number modifies (nummod /
quantmod / "of"-pobj), else the unit of the previous quantity when the number stands
alone as an object ("killed 4 people and injured 80"), else the nearest noun.

Years, dates, clock times, phone numbers and ordinals are recognised and returned
with ``kind`` "year" / "date" / "time" / "phone" / "ordinal" only when
``parse_quantities(..., all_kinds=True)``: they are not amounts and must not be
compared as such. Fractions and ratios ("half", "a third", "one in three") become
percentages (kind "ratio", unit "%"), so "half of the voters" and "50% of the
voters" compare directly.

The parser works on an already parsed spaCy ``Doc`` so the reasoner parses each
sentence once; ``parse_quantities`` also accepts plain text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from qreas import mention_context as ctx
from qreas.config import DEFAULT, Config
from qreas.fraction_words import _ratios, _spelled_ratios
from qreas.measures import compose, per_unit
from qreas.mention_bounds import _bound_after_unit, _modifier_words_before, _scale_start, _verb_particle_up
from qreas.mention_units import (
    _attributive_count,
    _coordinated_ellipsis,
    _count_noun,
    _noun_lemma,
    _number_of,
    _plus_suffixed,
    _shared_measure,
    _unit_after,
    number_head,
)
from qreas.mention_units import result_nouns as result_nouns  # re-exported: reasoner, natlog import it here
from qreas.number_forms import article_measures, non_negative
from qreas.number_groups import (
    _DIGITS_RE,
    _NOUN_POS,
    Doc,
    Token,
    _Group,
    _group_numbers,
    _unit_before,
    _words,
)
from qreas.number_kinds import _classify, _ordinal_words
from qreas.numbers import (
    Modifier,
    bound_interval,
    modifier_after,
    modifier_before,
    range_interval,
)
from qreas.rates import frequency, physical
from qreas.types import Numset
from qreas.units import Unit, registry

AMOUNT_KINDS = frozenset({"amount", "ratio"})

_SHARES = frozenset({"percent", "percent-point", "repetition"})


# --------------------------------------------------------------------- ranges, bounds


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
            )
            if is_range and between == ["to"] and before in _words().change_verbs:
                is_range = False  # "rose 5% to 10%" is a change, not a range
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
                out.append((g, h, start))
                k += 2
                continue
        out.append((g, None, start))
        k += 1
    return out


def _between_words(doc: Doc, g: _Group, h: _Group) -> list[str]:
    """The words between two numbers, less a unit written at both ends ("44 mg to 50
    mg", "-18 °C to -34 °C", "$350 per kg to $680 per kg") and a suspended hyphen ("8-
    to 16-meter"). With the unit repeated, "or" joins two alternatives ("$50 or $100
    denominations"), not the ends of a range ("two or three days")."""
    written = [t.lower_ for t in doc[g.end : h.start]]
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


# --------------------------------------------------------------------------- assembly


def _build(
    doc: Doc,
    first: _Group,
    second: _Group | None,
    phrase_start: int,
    floor: int,
    prev_unit: Numset | None,
    config: Config,
) -> Numset:
    start, end = phrase_start, (second or first).end
    kind = first.kind
    lo = hi = first.value
    lo_open = hi_open = approximate = False
    # currency symbol before: "$ 7 billion", "US$ 40"
    unit_info: Unit | None = None
    unit_hint = first.unit_hint or (second.unit_hint if second else None)
    if unit_hint is not None:
        unit_info = registry().get(unit_hint)
    sym = _unit_before(doc, start)
    if sym is not None:
        unit_info = unit_info or sym[0]
        start -= sym[1]
    elif start < first.start and (inner := _unit_before(doc, first.start)) is not None:
        unit_info = unit_info or inner[0]  # "between $3 and $4"
    mod: Modifier | None = None
    post: Modifier | None = None
    if second is not None:
        lo, hi = range_interval(first.value, second.value)
        pre = modifier_before(_modifier_words_before(doc, start, floor))
        if pre is not None and pre.kind == "upper" and lo == first.value:  # "from less than 8 to 160"
            lo, start = float("-inf"), start - pre.length  # the low end is somewhere below 8
    else:
        mod = modifier_before(_modifier_words_before(doc, start, floor))
        scale = _scale_start(doc, start, floor) if mod is None else None
        if scale is not None:  # "under age 17", "over the age of 65"
            mod = modifier_before(_modifier_words_before(doc, scale, floor))
            start = scale if mod is not None else start
        if mod is not None and _verb_particle_up(doc, start - mod.length):
            mod = None  # "revised up to 4.2%": a change to a value, not a bound
        if mod is not None:
            start -= mod.length
        post = modifier_after([t.lower_ for t in doc[end : end + 3]])
        if post is not None:
            end += post.length
            mod = mod if mod is not None and mod.kind != "exact" else post
        if mod is not None and mod.kind == "approx" and not config.enabled("approximation"):
            mod = None
        if unit_info is None and mod is not None:  # "$ less than 2000"
            sym = _unit_before(doc, start)
            if sym is not None:
                unit_info = sym[0]
                start -= sym[1]
        lo, hi, lo_open, hi_open, approximate = bound_interval(first.value, mod, config.approx_fraction)
        if first.spread or (first.upper is not None and mod is None):  # "5 ± 0.2", "the 1960s"
            hi = first.upper if first.upper is not None else first.value + first.spread
            lo, lo_open, hi_open, approximate = first.value - first.spread, False, False, False
    number_span = range(phrase_start, (second or first).end)
    hit: tuple[Unit, int] | None = None
    # unit after the number: lexicon unit, percent, or a counted noun
    noun: Token | None = None
    unit: str | None = None
    if first.percent or (second is not None and second.percent):
        unit_info = registry().get("%")
    if unit_info is None and not first.tally:
        hit = _unit_after(doc, (second or first).end) or _shared_measure(doc, (second or first).end)
    elif unit_info is not None and unit_info.dimension != "percent":  # "$680 per kg", "$15.4/hour"
        hit = per_unit([t.text for t in doc[(second or first).end :][:6]], registry().own)
        hit = (compose([(unit_info, 1), (hit[0], -1)]), hit[1]) if hit is not None else None
    if hit is not None:
        unit_info = hit[0]
        end = max(end, (second or first).end + hit[1])
    if unit_info is not None:
        unit = unit_info.canonical
        noun = doc[end - 1] if end - 1 >= (second or first).end else None
    # "a 6-3 win": the sides of a score count goals or points, not wins
    counted = unit_info is None and not first.tally
    ellipsis = _coordinated_ellipsis(doc, (second or first).end) if counted else None
    described: Token | None = None
    if not counted:
        pass  # a lexicon unit was found, or a side of a score
    elif ellipsis is not None:  # "31 red and 15 green balloons": 31 red balloons
        noun, own_adj = ellipsis
        unit = _noun_lemma(noun)
        end = (second or first).end + len(own_adj)
    elif attributive := _attributive_count(doc, start, (second or first).end):
        noun, described = attributive  # "a 563 page book": 563 pages per book
        unit = _noun_lemma(noun)
        end = noun.i + 1
    else:
        noun = _count_noun(doc, first.start, (second or first).end)
        if noun is not None and noun.lower_ in ("one", "ones", "other", "others"):
            # anaphoric "ones" / "others": "193 white ones", "four others" count what
            # was counted before, or something unnamed
            unit = prev_unit.unit if prev_unit is not None else None
        elif noun is not None:
            if _plus_suffixed(noun):  # "two mbs-plus": two mbs or more
                noun, post = doc[noun.i - 2], Modifier("lower", False, 0)
                lo, hi, lo_open, hi_open, approximate = bound_interval(first.value, post)
            unit = _noun_lemma(noun)
            near = noun.i - end < 3 or (noun.i - end < 5 and ctx.hyphen_joined(doc, noun.i - 2))
            end = max(end, noun.i + 1) if near else end
        elif prev_unit is not None and prev_unit.kind == kind:
            unit = prev_unit.unit  # ellipsis: "killed 4 people and injured 80"
        else:
            unit = _number_of(doc[(second or first).end - 1])
    if second is None and post is None and (mod is None or mod.kind == "exact"):
        late = _bound_after_unit(doc, end, (second or first).end)
        if late is not None:
            lo, hi, lo_open, hi_open, approximate = bound_interval(first.value, late, config.approx_fraction)
            end += late.length
    num_tok = number_head(doc, first.start, (second or first).end)
    anchor = noun if noun is not None else num_tok
    verb = ctx.governing_verb(anchor)
    skip = range(start, end)
    ent = ctx.entity(noun, doc, (second or first).end, skip)
    if unit_info is not None and unit_info.canonical == "%" and ent is None:
        of = ctx.of_object(doc, end)
        ent = of.lemma_.lower() if of is not None else None
    return Numset(
        lo=lo,
        hi=hi,
        unit=unit,
        text=doc[start:end].text,
        start=start,
        end=end,
        lo_open=lo_open,
        hi_open=hi_open,
        approximate=approximate,
        ent=ent,
        adj=tuple(sorted(set(ellipsis[1]))) if ellipsis is not None else ctx.adjectives(noun, number_span),
        loc=ctx.location(verb),
        verb=verb.lemma_.lower() if verb is not None else None,
        freq=described.lemma_.lower()
        if described is not None
        else frequency(doc, noun, (second or first).end, measure=physical(unit_info)),
        flux=ctx.flux(verb),  # type: ignore[arg-type]
        negated=ctx.negated(verb),
        dimension=unit_info.dimension if unit_info is not None else None,
        scale=unit_info.scale if unit_info is not None else 1.0,
        kind=kind,
        number_index=(second or first).end - 1,
        tally=first.tally,
    )


def parse_doc(
    doc: Doc, config: Config = DEFAULT, all_kinds: bool = False, articles: bool = True
) -> list[Numset]:
    """The quantities of a parsed sentence (or paragraph), in text order. ``articles``:
    "a gallon" is one gallon (the reasoner reads articles itself, as support only)."""
    groups = [g if g.kind != "amount" else replace(g, kind=_classify(doc, g)) for g in _group_numbers(doc)]
    spelled = _spelled_ratios(doc, groups)
    groups = [g for g in groups if not any(a <= g.start and g.end <= b for a, b, _ in spelled)]
    out: list[Numset] = []
    floor = 0
    prev: Numset | None = None
    taken: set[int] = set()
    for first, second, phrase_start in _merge_ranges(doc, groups):
        q = _build(doc, first, second, phrase_start, floor, prev, config)
        floor = (second or first).end
        taken.update(range(first.start, (second or first).end))
        if q.kind == "amount" and q.unit is not None:
            prev = q
        out.append(q)
    pct = registry().get("%")
    in_spelled = {i for a, b, _ in spelled for i in range(a, b)}
    for start, end, value in sorted(spelled + _ratios(doc, taken | in_spelled)):
        noun = ctx.of_object(doc, end)
        verb = ctx.governing_verb(doc[start])
        mod = modifier_before(_modifier_words_before(doc, start, floor=0)) if start in in_spelled else None
        if mod is not None and mod.kind == "approx" and not config.enabled("approximation"):
            mod = None
        measure = _unit_after(doc, end)  # "one-half miles", "half hour": a part of a unit
        unit = measure[0] if measure is not None and measure[0].dimension not in _SHARES else pct
        lo, hi, lo_open, hi_open, approximate = bound_interval(
            value * (100 if unit is pct else 1), mod, config.approx_fraction
        )
        end += measure[1] if unit is not pct and measure is not None else 0
        start -= mod.length if mod is not None else 0  # "more than half"
        out.append(
            Numset(
                lo=lo,
                hi=hi,
                lo_open=lo_open,
                hi_open=hi_open,
                approximate=approximate,
                unit=unit.canonical if unit else "%",
                text=doc[start:end].text,
                start=start,
                end=end,
                ent=noun.lemma_.lower() if noun is not None else None,
                verb=verb.lemma_.lower() if verb is not None else None,
                flux=ctx.flux(verb),  # type: ignore[arg-type]
                negated=ctx.negated(verb),
                dimension=unit.dimension if unit else None,
                scale=unit.scale if unit else 1.0,
                kind="ratio" if unit is pct else "amount",
                number_index=end - 1,
            )
        )
    taken.update(i for q in out for i in range(q.start, q.end))
    for i, value in _ordinal_words(doc, taken):
        head = doc[i].head
        noun = head if head.pos_ in _NOUN_POS and head.i != i else None
        out.append(
            Numset(
                lo=value,
                hi=value,
                unit=noun.lemma_.lower() if noun is not None else None,
                text=doc[i].text,
                start=i,
                end=i + 1,
                adj=ctx.adjectives(noun, range(i, i + 1)),
                kind="ordinal",
                number_index=i,
            )
        )
    if articles:
        out += article_measures(doc, taken | {i for q in out for i in range(q.start, q.end)})
    out = [non_negative(q) for q in out]
    out.sort(key=lambda q: (q.start, q.end))
    return out if all_kinds else [q for q in out if q.kind in AMOUNT_KINDS]


def parse_quantities(
    text_or_doc: str | Doc, config: Config = DEFAULT, all_kinds: bool = False
) -> list[Numset]:
    """The quantity mentions of a text (or an already parsed spaCy ``Doc``) as Numsets.

    Amounts and ratios only, unless ``all_kinds``: then years, dates, times, phone
    numbers and ordinals are included with their ``kind`` set.
    """
    if isinstance(text_or_doc, str):
        from qreas.resources import load_nlp

        doc = load_nlp()(text_or_doc[: config.max_chars])
    else:
        doc = text_or_doc
    return parse_doc(doc, config, all_kinds)


def number_tokens(doc: Doc) -> Sequence[Token]:
    """Tokens that are numbers (for the parser's coverage report): spaCy's tag CD or
    like_num, and a digit or a letter in them (spaCy also tags "*", "=" as CD)."""
    return [
        t for t in doc if (t.tag_ == "CD" or t.like_num) and (bool(_DIGITS_RE.search(t.text)) or t.is_alpha)
    ]
