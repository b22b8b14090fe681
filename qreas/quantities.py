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

This module assembles a mention (``_build``) and the sentence's mentions
(``parse_doc``); the steps live in their own modules, in pipeline order:
``number_groups`` (the number tokens, grouped), ``number_kinds`` (years, dates,
times, ordinals), ``fraction_words`` ("half", "one in three"), ``number_pairs``
(ranges, ratios "6 to 5", tallies "6-3"), ``mention_bounds`` (bounds away from the
number), ``mention_units`` (the unit or counted noun), ``mention_context`` (verb,
modifiers, owner), ``rates`` ("per" sides) and ``number_forms`` (periods, scientific
notation, the non-negative floor).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from qreas import mention_context as ctx
from qreas import temporal
from qreas.appositive_ages import appositive_ages
from qreas.config import DEFAULT, Config
from qreas.fraction_words import _ratios, _spelled_ratios, fractions_of_magnitudes
from qreas.group_counts import group_counts
from qreas.life_stages import age_spans_of
from qreas.measures import compose, per_unit
from qreas.mention_bounds import (
    _bound_after_unit,
    _compared_time,
    _modifier_words_before,
    _scale_start,
    _span_over,
    _verb_particle_up,
    year_bound,
)
from qreas.mention_units import (
    _attributive_count,
    _coordinated_ellipsis,
    _count_noun,
    _noun_lemma,
    _number_of,
    _plus_suffixed,
    _shared_measure,
    _unit_after,
    money_pounds,
    number_head,
    period_after,
)
from qreas.mention_units import result_nouns as result_nouns  # re-exported: reasoner, natlog import it here
from qreas.number_forms import and_a_half, article_measures, compound_measures, joined_bounds, non_negative
from qreas.number_groups import (
    _DIGITS_RE,
    _NOUN_POS,
    Doc,
    Token,
    _Group,
    _group_numbers,
    _unit_before,
)
from qreas.number_kinds import _classify, _ordinal_words
from qreas.number_pairs import _merge_ranges
from qreas.numbers import (
    Modifier,
    bound_interval,
    modifier_after,
    modifier_before,
    range_interval,
)
from qreas.proportional_words import most_shares
from qreas.rates import frequency, physical
from qreas.rounding import word_grain
from qreas.seasons import season_years, without_seasons
from qreas.threshold_verbs import thresholds
from qreas.types import Numset
from qreas.units import Unit, registry

LONG_PERIOD = 10 * 365 * 86400.0  # seconds: a decade, less leap days

AMOUNT_KINDS = frozenset({"amount", "ratio"})

_SHARES = frozenset({"percent", "percent-point", "repetition"})


# --------------------------------------------------------------------------- assembly


DEICTIC = frozenset({"last", "next", "this", "previous", "past", "coming"})


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
        if mod is not None and _span_over(doc, start - mod.length):
            mod = None  # "11 batters over 7 innings": the stretch, not a bound
        if mod is not None and _compared_time(doc, start - mod.length, first.end):
            mod = None  # "6,000 more than three months earlier": the time compared with
        if mod is not None:
            start -= mod.length
        post = modifier_after([t.lower_ for t in doc[end : end + 3]])
        if post is not None:
            end += post.length
            mod = mod if mod is not None and mod.kind != "exact" else post
        if mod is not None and mod.kind.startswith("approx") and not config.enabled("approximation"):
            mod = None
        if unit_info is None and mod is not None:  # "$ less than 2000"
            sym = _unit_before(doc, start)
            if sym is not None:
                unit_info = sym[0]
                start -= sym[1]
        grain = word_grain([t.lower_ for t in doc[first.start : (second or first).end]])
        lo, hi, lo_open, hi_open, approximate = bound_interval(
            first.value, mod, config.approx_fraction, config.approx_cap, grain
        )
        if first.spread or (first.upper is not None and mod is None):  # "5 ± 0.2", "the 1960s"
            hi = first.upper if first.upper is not None else first.value + first.spread
            lo, lo_open, hi_open, approximate = first.value - first.spread, False, False, False
        if kind == "year" and (mod is None or mod.kind == "exact"):
            timed = year_bound(doc, start, end, floor)  # "before 1990", "after the 1850s"
            if timed is not None:
                relation, start, end = timed
                span = temporal.bound(relation, temporal.Years(lo, hi))
                lo, hi, lo_open, hi_open = span.first, span.last, False, False
    number_span = range(phrase_start, (second or first).end)
    hit: tuple[Unit, int] | None = None
    # unit after the number: lexicon unit, percent, or a counted noun
    noun: Token | None = None
    unit: str | None = None
    if first.percent or (second is not None and second.percent):
        unit_info = registry().get("%")
    if unit_info is None and not first.tally:
        # a year shares no following measure's unit ("from 71% in 2016 to 65%")
        shared = _shared_measure(doc, (second or first).end) if kind != "year" else None
        hit = _unit_after(doc, (second or first).end) or shared
    elif unit_info is not None and unit_info.dimension != "percent":  # "$680 per kg", "$15.4/hour"
        hit = per_unit([t.text for t in doc[(second or first).end :][:6]], registry().own)
        hit = (compose([(unit_info, 1), (hit[0], -1)]), hit[1]) if hit is not None else None
    # "rose by 600,000 *last year*": a time adverbial after a bare number, no unit of it
    deictic = (second or first).end < len(doc) and doc[(second or first).end].lower_ in DEICTIC
    if hit is not None and deictic and hit[0].dimension == "time":
        hit = None
    if hit is not None:
        unit_info = money_pounds(doc, hit[0], (second or first).end, hit[1])
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
        if deictic and noun is not None and noun.i > (second or first).end:
            noun = None  # "1,500 last year": the parser's nummod of "year" is no count of years
        if noun is not None and "than" in {t.lower_ for t in doc[(second or first).end : noun.i]}:
            noun = None  # "6,000 more than three months": the noun after "than" is the other figure's
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
        elif prev_unit is not None and prev_unit.kind == kind and not _said_age(doc, first.start):
            unit = prev_unit.unit  # ellipsis: "killed 4 people and injured 80"
        else:
            unit = _number_of(doc[(second or first).end - 1])
    if second is None and post is None and (mod is None or mod.kind == "exact"):
        late = _bound_after_unit(doc, end, (second or first).end)
        if late is not None:
            lo, hi, lo_open, hi_open, approximate = bound_interval(
                first.value, late, config.approx_fraction, config.approx_cap
            )
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


def _said_age(doc: Doc, start: int) -> bool:
    """ "at the age of 79", "aged 79": a number that is an age counts no noun said
    before it ("helped 3,000 people ... died at the age of 79" is no count of people)."""
    before = [t.lower_ for t in doc[max(0, start - 2) : start]]
    return before[-1:] == ["aged"] or before == ["age", "of"]


def parse_doc(
    doc: Doc, config: Config = DEFAULT, all_kinds: bool = False, articles: bool = True
) -> list[Numset]:
    """The quantities of a parsed sentence (or paragraph), in text order. ``articles``:
    "a gallon" is one gallon (the reasoner reads articles itself, as support only)."""
    groups = [g if g.kind != "amount" else replace(g, kind=_classify(doc, g)) for g in _group_numbers(doc)]
    groups = fractions_of_magnitudes(doc, groups)
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
        # "at least a quarter of voters", "more than half", "about two-thirds": a
        # fraction takes the bound or the approximation written before it
        mod = modifier_before(_modifier_words_before(doc, start, floor=0))
        if mod is not None and mod.kind.startswith("approx") and not config.enabled("approximation"):
            mod = None
        # "one-half miles", "half hour": a part of a unit; "half a century", "a quarter of a
        # century": a part of a period
        measure = _unit_after(doc, end) or period_after(doc, end)
        unit = measure[0] if measure is not None and measure[0].dimension not in _SHARES else pct
        lo, hi, lo_open, hi_open, approximate = bound_interval(
            value * (100 if unit is pct else 1), mod, config.approx_fraction, config.approx_cap
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
    out = compound_measures(doc, joined_bounds(doc, and_a_half(doc, out)))
    out += most_shares(doc, {i for q in out for i in range(q.start, q.end)})  # "most voters": > 50 %
    out += age_spans_of(doc, {i for q in out for i in range(q.start, q.end)})  # "in her twenties"
    out = group_counts(doc, appositive_ages(doc, out))  # "a teenager, 16,": 16 years; "a pair of kittens"
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
    else:
        out += _long_periods(doc, taken | {i for q in out for i in range(q.start, q.end)}, config)
    out = [non_negative(q) for q in out]
    if seasons := season_years(doc):  # "the 2011–12 season": one time, not 2011 and 12
        out = without_seasons(out, seasons)
    out = thresholds(doc, out)  # "exceeded 14,000": more than 14,000
    out = without_impossible_dates(out)  # "29 February 2023": no date, and no year, is read
    out.sort(key=lambda q: (q.start, q.end))
    return out if all_kinds else [q for q in out if q.kind in AMOUNT_KINDS]


def without_impossible_dates(qs: list[Numset]) -> list[Numset]:
    """Drop a day of a month that does not exist in the year written with it ("29
    February 2023", "31 April"), and that year: a date not understood must give no
    label (the text is wrong or misread), rather than a year it seemed to name."""
    drop: set[int] = set()
    for k, q in enumerate(qs):
        month = temporal.month_number(q.unit) if q.kind == "date" and q.unit and q.is_exact else None
        if month is None:
            continue
        years = [j for j, y in enumerate(qs) if y.kind == "year" and y.is_exact and 0 <= y.start - q.end <= 1]
        year = years[0] if years else None
        if not temporal.calendar_day(month, int(q.lo), int(qs[year].lo) if year is not None else None):
            drop |= {k} | ({year} if year is not None else set())
    return [q for k, q in enumerate(qs) if k not in drop] if drop else qs


def _long_periods(doc: Doc, taken: set[int], config: Config) -> list[Numset]:
    """ "a century", "more than a decade": one of a long period (a decade or more). Said
    of ages and spans, never the "per" of a rate as "a year" and "a day" often are, so
    the reasoner, which otherwise reads articles itself, takes them as durations; a
    bound before the article is the period's ("more than a century": over 100 years)."""
    out = []
    for q in article_measures(doc, taken, periods=True):
        mod = modifier_before(_modifier_words_before(doc, q.start, floor=0))
        period = q.dimension == "time" and (q.scale >= LONG_PERIOD or _timed_span(doc, q))
        if not period and not _bounded_measure(q, mod):
            continue
        verb = ctx.governing_verb(doc[q.end - 1])
        q = q.with_(verb=verb.lemma_.lower() if verb is not None else None)
        if mod is None or (mod.kind.startswith("approx") and not config.enabled("approximation")):
            out.append(q)
            continue
        lo, hi, lo_open, hi_open, approximate = bound_interval(
            1.0, mod, config.approx_fraction, config.approx_cap
        )
        start = q.start - mod.length
        out.append(q.with_(lo=lo, hi=hi, lo_open=lo_open, hi_open=hi_open, approximate=approximate,
                           start=start, text=doc[start : q.end].text))  # fmt: skip
    return out


def _bounded_measure(q: Numset, mod: Modifier | None) -> bool:
    """ "less than a dollar", "more than an hour", "under a kilogram": a comparative
    bound right before the article bounds one of the unit, as "less than 1 dollar" does.
    Only a strict comparative ("than", "under", "over"): the article after it cannot be
    a rate's "per" ("$5 a day"), and a bare article ("a dollar a day") is left alone."""
    if mod is None or mod.kind not in ("lower", "upper") or not mod.strict:
        return False
    return q.dimension is not None and (q.dimension == "time" or q.dimension in MEASURE_DIMENSIONS
                                        or q.dimension.startswith("currency"))  # fmt: skip


MEASURE_DIMENSIONS = frozenset({"length", "area", "volume", "mass"})


SPAN_PREPOSITIONS = frozenset({"in", "for", "within", "after"})
SPAN_VERBS = frozenset({"take", "last", "spend"})


def _timed_span(doc: Doc, q: Numset) -> bool:
    """ "finished in an hour", "stayed for a week", "took a month": a shorter period with
    its article is one of it where it is the length of something (the object of "in",
    "for", "within", "after", or of "took", "lasted", "spent"), never a rate's "per"."""
    noun = doc[q.end - 1]
    if noun.dep_ == "pobj":
        return noun.head.lower_ in SPAN_PREPOSITIONS and noun.head.head.pos_ in ("VERB", "AUX")
    return noun.dep_ in ("dobj", "npadvmod") and noun.head.lemma_.lower() in SPAN_VERBS


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
