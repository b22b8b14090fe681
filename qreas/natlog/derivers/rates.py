"""Rates and their bases, by dimensional analysis: a rate times its base is a total,
a total over its base is a rate.

"drove at 68 miles per hour for 6 hours" -> 408 miles (mile/hour x hour = mile);
"bought 24 cucumbers at $2 apiece" -> $48 ($/cucumber x cucumber = $); "drove 364
miles in 7 hours at a constant speed" -> 52 miles per hour (mile / hour); "4 drivers
shared a fare of $132 equally" -> $33 for each driver ($ / driver).

Every quantity is read as a value in base units with its dimensions: a unit of
measure's own (pint's: a knot is length / time), a count of a noun as a dimension of
its own ("#cucumber"), divided by what the quantity is distributed over (its "per"
side, ``Numset.freq``: "an hour", "apiece", "each"; or a distributive subject in the
hypothesis: "*Each* wrench cost $22", "*Each of the drivers* paid $44"). A product or
quotient of two premise quantities of one event (the same verb) whose dimensions are
the hypothesis quantity's is the value of that quantity.

Which slot the value fills: a stated rate applied to its stated base ("at 68 mph for
6 hours", "24 cucumbers at $2 apiece") fixes the total, so another total contradicts.
A total over a base is the rate of every part only when the premise says the rate is
uniform ("at a constant speed", "equally", "all at the same price":
``lexicons/uniform_rate_words.txt``); otherwise it is an average, which the same value
restates but a different one does not deny. A rate without its base ("bought plums at
$2 apiece") fixes no total, and nothing is proposed.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import word_lists, word_set
from qreas.mention_context import governing_verb
from qreas.mention_units import payment_verbs
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.trees import subtree
from qreas.types import Numset, fmt_number
from qreas.units import registry

DISTRIBUTIVE = ("each", "every")
PER_WORDS = frozenset({"each", "every", "per", "apiece", "a", "an"})
Dims = tuple[tuple[str, int], ...]


@functools.cache
def _uniform_words() -> frozenset[str]:
    return word_set("uniform_rate_words.txt")


@dataclass(frozen=True)
class Measured:
    """A quantity as a value in base units with its dimensions, and the words that say
    what it is distributed over ("an hour", "apiece", "Each of the drivers")."""

    q: Numset
    factor: float  # base units per unit of the number as written
    dims: Dims
    per_words: frozenset[int] = frozenset()
    # a hypothesis reading over a distributive subject ("Each wrench cost $22")
    distributive: bool = False

    @property
    def base(self) -> float:
        return self.q.lo * self.factor


def _dims(d: dict[str, int]) -> Dims:
    return tuple(sorted((k, v) for k, v in d.items() if v))


def _own(q: Numset) -> tuple[float, dict[str, int]] | None:
    """The factor to base units and the dimensions of a quantity's own unit."""
    if q.dimension is None:
        return (1.0, {"#" + q.unit: 1}) if q.unit and q.unit != "%" else None
    unit = registry().get(q.unit) if q.unit else None
    if unit is None:
        return None
    return q.scale, dict(unit.dims)


def _time_unit(word: str) -> Any:
    unit = registry().get(word) if word in word_lists().time_units else None
    return unit if unit is not None and unit.dimension == "time" else None


def _per_words(doc: Any, q: Numset) -> frozenset[int]:
    """The words after a quantity that say it is a rate ("an hour", "apiece")."""
    words = doc[q.end : min(len(doc), q.end + 2)]
    return frozenset(t.i for t in words if t.lower_ in PER_WORDS or t.lemma_.lower() == q.freq)


def _measured(doc: Any, q: Numset, counts: Sequence[Numset], exact: bool = True) -> Measured | None:
    """A quantity read with its "per" side (``exact``: a premise operand must have one
    value; a hypothesis quantity may be a bound). "apiece" / "each" distribute it over
    the items its event counts or names ("bought 24 cucumbers at $2 apiece": per
    cucumber); where the event names none, what it is per is unknown: nothing is read."""
    own = _own(q)
    if own is None or (exact and not q.is_exact) or q.kind != "amount":
        return None
    factor, dims = own
    per = _lemma(doc, q.freq) if q.freq else None
    if per is None or per == q.unit or any(e < 0 for e in dims.values()):
        # "mile per hour": in the unit already; "4 boys" per boy: no rate
        return Measured(q, factor, _dims(dims))
    words = _per_words(doc, q)
    time = _time_unit(per)
    if time is not None:
        factor /= time.scale
        dims["[time]"] = dims.get("[time]", 0) - 1
    else:
        if per in ("each", "apiece"):
            found = _items_of(doc, q, counts)
            if found is None:
                return None
            per, named = found
            words |= named
        dims["#" + per] = dims.get("#" + per, 0) - 1
    return Measured(q, factor, _dims(dims), words)


def _lemma(doc: Any, word: str) -> str:
    """A "per" word as a lemma ("boys" -> "boy"), read from the sentence's own token."""
    return _noun_lemmas(doc).get(word, word)


@functools.lru_cache(maxsize=8192)  # per Doc: every quantity of a pair asks
def _noun_lemmas(doc: Any) -> dict[str, str]:
    """Each noun's form -> its lemma (the first noun of that form)."""
    out: dict[str, str] = {}
    for t in doc:
        if t.pos_ == "NOUN":
            out.setdefault(t.lower_, t.lemma_.lower())
    return out


def _items_of(doc: Any, q: Numset, counts: Sequence[Numset]) -> tuple[str, frozenset[int]] | None:
    """What "apiece" / "each" distributes a price over: the items the same event counts
    ("bought 24 cucumbers at $2 apiece"), else the plural noun it names without a
    number ("spent $18 on pens at $3 each": then its word is a word of the rate); None
    where the event names none. Returns the noun's lemma and the words read."""
    event = _event(doc, q)
    items = [c for c in counts if c is not q and c.dimension is None and _event(doc, c) == event]
    if items:
        return min(items, key=lambda c: abs(c.start - q.start)).unit or "", frozenset()
    spans = {i for c in counts for i in range(c.start, c.end)}
    nouns = [
        t
        for t in doc
        if t.tag_ == "NNS" and t.i not in spans and not q.start <= t.i < q.end and _event_of(t) == event
    ]
    if not nouns:
        return None
    noun = min(nouns, key=lambda t: abs(t.i - q.start))
    return noun.lemma_.lower(), frozenset({noun.i})


@functools.lru_cache(maxsize=8192)
def _distributors(doc: Any) -> tuple[tuple[str, frozenset[int]], ...]:
    """The nouns a sentence distributes over and their words: "*Each* wrench", "*Each
    of the* drivers", "*every* guest" (read off the surface: the parser often hangs a
    sentence-initial "Each" on the wrong head). Once per sentence."""
    return tuple(_distributed(doc))


def _distributed(doc: Any) -> Iterator[tuple[str, frozenset[int]]]:
    for t in doc:
        if t.lower_ not in DISTRIBUTIVE:
            continue
        nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
        if nxt is not None and nxt.pos_ in ("NOUN", "PROPN"):
            yield _singular(nxt), frozenset({t.i, nxt.i})
        elif nxt is not None and nxt.lower_ == "of":
            for k in range(t.i + 2, min(len(doc), t.i + 5)):
                if doc[k].pos_ in ("NOUN", "PROPN"):
                    yield _singular(doc[k]), frozenset(range(t.i, k + 1))
                    break


def _singular(t: Any) -> str:
    """A distributed noun's lemma; a plural name ("Each of the *Mexicans*", which the
    tagger leaves as written) by WordNet's base form, as the counted unit is named."""
    if t.tag_ == "NNPS":
        from qreas.natlog import lexical

        return str(lexical._wn().morphy(t.lower_, "n") or t.lemma_.lower())
    return str(t.lemma_.lower())


def _hypothesis_readings(ctx: Context) -> Iterator[Measured]:
    """The hypothesis quantity as a rate or a total: with its own "per" side, or
    distributed over the noun a distributive subject names."""
    h = ctx.h
    own = _own(h)
    if own is None or h.kind != "amount":
        return
    first = _measured(ctx.hdoc, h, (), exact=False)
    if first is not None:
        yield first
    factor, dims = own
    for noun, words in _distributors(ctx.hdoc):
        if first is not None and h.freq == noun:  # "Each potato cost $1": per potato already
            yield Measured(h, first.factor, first.dims, first.per_words | words, True)
        elif h.freq is None or h.freq in ("each", "apiece"):
            per = dict(dims)
            per["#" + noun] = per.get("#" + noun, 0) - 1
            yield Measured(h, factor, _dims(per), words, True)


def _combine(a: Dims, b: Dims, sign: int) -> Dims:
    d = dict(a)
    for k, v in b:
        d[k] = d.get(k, 0) + sign * v
    return _dims(d)


def _root(doc: Any, q: Numset) -> Any:
    """The token of a quantity's span whose head lies outside it."""
    for i in range(q.start, min(q.end, len(doc))):
        if not q.start <= doc[i].head.i < q.end or doc[i].head.i == i:
            return doc[i]
    return doc[min(q.number_index, len(doc) - 1)]


def _event(doc: Any, q: Numset) -> int:
    """The verb of a quantity's clause, or the sentence's root where the parser finds no
    verb ("A printer prints 20 pages a minute": "prints" tagged a noun): two quantities
    of one event share it."""
    return _event_of(_root(doc, q))


def _event_of(tok: Any) -> int:
    verb = governing_verb(tok)
    return verb.i if verb is not None else tok.sent.root.i


def _named_by(doc: Any, q: Numset) -> frozenset[int]:
    """The noun phrase that a quantity is the amount of: "a taxi *fare* of $132", "A
    *group* of 4 drivers" (the phrase without its "of" complement): the words name the
    quantity the derivation reads."""
    root = _root(doc, q)
    prep = root.head
    if prep.lower_ != "of" or root.dep_ != "pobj" or prep.head.pos_ != "NOUN":
        return frozenset()
    noun = prep.head
    return frozenset(t.i for t in noun.subtree) - frozenset(t.i for t in prep.subtree)


def _uniform(doc: Any, sources: Sequence[Numset]) -> frozenset[int] | None:
    """The phrase that says the rate is uniform ("at a constant speed", "equally",
    "all at the same price"), within the clause of the sources; None if there is none."""
    verbs = {_root(doc, q).head.i for q in sources} | {_root(doc, q).i for q in sources}
    spans = {i for q in sources for i in range(q.start, q.end)}
    for t in doc:
        if t.lemma_.lower() not in _uniform_words() and t.lower_ not in _uniform_words():
            continue
        if t.head.lemma_.lower() in word_lists().time_units | {"time", "moment"}:
            continue  # "at the same time": when, not how fast or at what price
        # the phrase: from the marker up to the child of the clause's verb
        cur = t
        while cur.head.i != cur.i and cur.head.i not in verbs and cur.head.pos_ != "VERB":
            cur = cur.head
        if cur.head.pos_ == "VERB" or cur.head.i in verbs:
            return subtree(cur) - spans
    return None


def _payment(doc: Any, q: Numset) -> int | None:
    """The payment verb a money quantity is the object of ("paid", "cost"), by lemma
    along its head chain (a parser may tag "cost" a noun)."""
    cur = _root(doc, q)
    for _ in range(6):
        if cur.lemma_.lower() in payment_verbs() or cur.lower_ in payment_verbs():
            return cur.i
        if cur.head.i == cur.i:
            return None
        cur = cur.head
    return None


def _verbs(ctx: Context, sources: Sequence[Numset]) -> tuple[frozenset[int], frozenset[int]]:
    """One payment told in other words ("bought ... at $2 apiece" / "paid $48";
    "shared a bill" / "each paid"): the two verbs are the derivation's words."""
    p = {_payment(ctx.pdoc, q) for q in sources} - {None}
    h = _payment(ctx.hdoc, ctx.h)
    if not p or h is None:
        return frozenset(), frozenset()
    return frozenset(i for i in p if i is not None), frozenset({h})


def _trip_verbs(ctx: Context, sources: Sequence[Numset]) -> tuple[frozenset[int], frozenset[int]]:
    """One trip told in other words ("*averaged* 60 mph for 3 hours" / "*traveled* 180
    miles"): a distance from a speed and a time, both verbs of motion
    (``lexicons/motion_verbs.txt``)."""
    if ctx.h.dimension != "length" or not any(q.dimension == "time" for q in sources):
        return frozenset(), frozenset()
    motion = word_set("motion_verbs.txt")
    h = ctx.hdoc[_event(ctx.hdoc, ctx.h)] if ctx.h.start < len(ctx.hdoc) else None
    p = {ctx.pdoc[_event(ctx.pdoc, q)] for q in sources if q.start < len(ctx.pdoc)}
    p = {v for v in p if v.pos_ == "VERB" and v.lemma_.lower() in motion}
    if h is None or h.pos_ != "VERB" or h.lemma_.lower() not in motion or not p:
        return frozenset(), frozenset()
    return frozenset(v.i for v in p), frozenset({h.i})


def _as_written(v: float, h: Numset) -> float:
    """The derived value rounded as the hypothesis writes its number with decimals
    ("$33.33" for 100 / 3), when it lies within half a unit of its last digit. A whole
    number is not read as rounded (12 apples shared by 5 is not 2 each)."""
    text = fmt_number(h.lo) if h.is_exact else ""  # a bound's number is no rounding
    if "." in text:
        decimals = len(text.split(".", 1)[1])
        if abs(v - h.lo) <= 0.5 * 10**-decimals:
            return h.lo
    return h.lo if abs(v - h.lo) <= 1e-9 * max(1.0, abs(v)) else v


def _items(ctx: Context, sources: Sequence[Measured], h: Measured) -> frozenset[int]:
    """Hypothesis words naming the items a price is multiplied over or a total is
    shared among ("paid $48 for *the cucumbers*")."""
    nouns = {k[1:] for m in sources for k, _ in m.dims if k.startswith("#")}
    nouns -= {k[1:] for k, _ in h.dims if k.startswith("#")}
    return frozenset(
        t.i for t in ctx.hdoc if t.lemma_.lower() in nouns and t.i not in range(h.q.start, h.q.end)
    )


def _rate(m: Measured) -> bool:
    """Distributed over something: a dimension with a negative exponent."""
    return any(e < 0 for _, e in m.dims)


@dataclass(frozen=True)
class _Operation:
    sources: tuple[Measured, ...]
    base: float  # the result in base units
    text: str
    stated: bool  # a stated rate fixes the result (else a total over a base: an average)


def _operations(doc: Any, read: _Premise, h: Measured) -> Iterator[_Operation]:
    """Products and quotients of two quantities of one event with the hypothesis'
    dimensions; and a stated price restated per item ("at $2 apiece" / "Each plum cost
    $2"), when the hypothesis distributes it over a subject (a rate restated as a rate,
    "40,000 vehicles a day", is the quantity stages' match, with what they note). At
    most ``MAX_OPERATIONS`` results from ``MAX_PAIRS`` pairs (a sentence of hundreds of
    numbers has no meaningful products of every pair)."""
    premise, events, rated = read
    found = examined = 0
    for k, a in enumerate(premise):
        if rated[k] and a.dims == h.dims and a.per_words and h.distributive:
            yield _Operation((a,), a.base, f"{a.q.text} per item", True)
        elif rated[k] and a.dims == h.dims and _other_period(a.q, h.q):
            # "200 loaves a day" is 1,400 loaves a week: one rate, per another period
            yield _Operation((a,), a.base, f"{a.q.text} per {a.q.freq} in {h.q.freq}s", True)
        for kk, b in enumerate(premise):
            if a.q is b.q or (events[k] != events[kk] and not _priced_items(a.q, b.q)):
                continue
            examined += 1
            if found >= MAX_OPERATIONS or examined > MAX_PAIRS:
                return
            if rated[k] and not rated[kk] and _combine(a.dims, b.dims, 1) == h.dims:
                found += 1
                yield _Operation((a, b), a.base * b.base, f"{a.q.text} x {b.q.text}", True)
            # a total over its base, or over its rate ("spent $18 on pens at $3 each": 6 pens)
            elif not rated[k] and b.base and _combine(a.dims, b.dims, -1) == h.dims:
                found += 1
                yield _Operation((a, b), a.base / b.base, f"{a.q.text} / {b.q.text}", rated[kk])


def _other_period(a: Numset, h: Numset) -> bool:
    """Two rates per different time units ("a day" / "a week"), which the quantity stages
    compare as plain numbers; converted, the period's length scales the value."""
    ta, th = _time_unit(a.freq or ""), _time_unit(h.freq or "")
    return ta is not None and th is not None and ta.scale != th.scale


def _priced_items(rate: Numset, count: Numset) -> bool:
    """A rate per item and a count of those items, said in two clauses ("A ticket costs
    $15, and Lena bought 4 tickets"): what one item costs or holds, each of them does,
    whichever event counts them."""
    if count.freq is not None or not count.unit:
        return False
    # a price per measure ("$3 per kilo") and an amount of that measure ("4 kilos")
    per_measure = bool(rate.unit) and str(rate.unit).endswith(f" per {count.unit}")
    return (bool(rate.freq) and rate.freq == count.unit) or per_measure


def _item_words(doc: Any, qs: Sequence[Numset]) -> frozenset[int]:
    """The item a generic price is said of ("*A ticket* costs $15"), when the count of
    those items is a source too: the derivation reads it."""
    items = {q.freq for q in qs if q.freq} & {q.unit for q in qs}
    return frozenset(x.i for t in doc if t.lemma_.lower() in items for x in t.subtree)


MAX_OPERATIONS = 64
MAX_PAIRS = 1024  # pairs of one event examined (an ordinary sentence has a handful)


def _span_verbs(ctx: Context, sources: Sequence[Numset]) -> frozenset[int]:
    """The verb of a time span in a clause of its own ("earns $15 an hour and *worked* 8
    hours"): it says how long the rate ran, which the product accounts for; kept when
    the hypothesis says the same verb (then the aligner matches it)."""
    said = lemma_set(ctx.hdoc)
    rated = {_event(ctx.pdoc, q) for q in sources if q.dimension != "time"}
    out = set()
    for q in sources:
        if q.dimension != "time" or q.start >= len(ctx.pdoc):
            continue
        verb = ctx.pdoc[_event(ctx.pdoc, q)]
        if verb.pos_ == "VERB" and verb.i not in rated and verb.lemma_.lower() not in said:
            out.add(verb.i)
    return frozenset(out)


AVERAGE_WORDS = frozenset({"average", "mean"})


def _average_words(doc: Any) -> frozenset[int]:
    """ "averaged 30 km per hour", "an average of", "on average": the hypothesis speaks
    of the mean rate, which a total over its base is exactly."""
    out = {t.i for t in doc if t.lemma_.lower() in AVERAGE_WORDS}
    out |= {t.i - 1 for t in doc if t.i in out and t.i > 0 and doc[t.i - 1].lower_ in ("on", "an")}
    return frozenset(out)


def _main_verb(doc: Any, qs: Sequence[Numset]) -> frozenset[int]:
    """The verb the sources' total hangs on ("*rode* 90 km in 3 hours"): "averaged" says it
    again as the mean."""
    return frozenset(v for q in qs if q.start < len(doc) and doc[(v := _event(doc, q))].pos_ == "VERB")


# the premise's measures, each one's event (its clause's verb) and whether it is a rate
_Premise = tuple[list[Measured], list[int], list[bool]]


@functools.lru_cache(maxsize=256)  # per premise: read once for every hypothesis quantity
def _premise_measures(pdoc: Any, premise: tuple[Numset, ...]) -> _Premise:
    """The premise's exact amounts as measures, with their events and rates (lists for
    ``_operations``, not changed)."""
    counts = [q for q in premise if q.kind == "amount" and q.dimension is None and q.unit]
    measures = [m for q in premise if (m := _measured(pdoc, q, counts)) is not None]
    return measures, [_event(pdoc, m.q) for m in measures], [_rate(m) for m in measures]


@deriver("rates")
def rates(ctx: Context) -> Iterator[Derived]:
    """Every product or quotient of premise rates and bases that has the dimensions of
    a reading of the hypothesis quantity, in the hypothesis' unit."""
    if not (math.isfinite(ctx.h.lo) or math.isfinite(ctx.h.hi)):
        return
    premise = _premise_measures(ctx.pdoc, ctx.premise)
    if len(premise[0]) < 2 and not any(premise[2]):
        return  # no product or quotient without two measures, nor a rate to restate
    for h in _hypothesis_readings(ctx):
        for op in _operations(ctx.pdoc, premise, h):
            v = _as_written(op.base / h.factor, ctx.h)
            value = ctx.h.with_(lo=v, hi=v, lo_open=False, hi_open=False, approximate=False)
            qs = tuple(m.q for m in op.sources)
            uniform = _uniform(ctx.pdoc, qs)
            p_verbs, h_verbs = _verbs(ctx, qs)
            if not h_verbs:
                p_verbs, h_verbs = _trip_verbs(ctx, qs)
            p_tokens = frozenset().union(*(m.per_words | _named_by(ctx.pdoc, m.q) for m in op.sources))
            p_tokens |= (uniform or frozenset()) | p_verbs | _item_words(ctx.pdoc, qs) | _span_verbs(ctx, qs)
            h_tokens = h.per_words | h_verbs | _items(ctx, op.sources, h)
            eq = f"{op.text} = {fmt_number(v)} {ctx.h.unit}"
            # a stated rate fixes the value; a total over a base, only if uniform, or
            # when the hypothesis asks for the average, which the quotient is
            averaged = _average_words(ctx.hdoc) if not op.stated else frozenset()
            exclusive = op.stated or uniform is not None or bool(averaged)
            if averaged:
                h_tokens |= averaged
                if any(ctx.hdoc[i].pos_ == "VERB" for i in averaged):  # "averaged": the verb's mean
                    p_tokens |= _main_verb(ctx.pdoc, qs)
            if not exclusive:
                eq += " (an average)"
            yield Derived(value, eq, qs, p_tokens, h_tokens, exclusive=exclusive)
