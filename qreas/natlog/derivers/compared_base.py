"""The figure a relative comparison is measured against: "carried 1.2 million passengers,
8 percent more than *the year before*" -> 1.2 million / 1.08 = about 1.11 million the
year before; "cost 520 million euros, 30 percent more than *the original estimate*" ->
an estimate of 400 million; "640,000 skier days, down 20 percent from *last winter*"
-> 800,000 last winter.

Why: a report states one level and how it compares with another time or plan in
percent; a summary states the other level. "Y, P% more than Z" fixes Z by Y = Z * (1 +
P/100) (less: 1 - P/100), so Z = Y / (1 +- P/100). The hypothesis speaks of Z when it
repeats Z's words ("the year before", "last winter", "the original estimate") and
does not itself compare with them ("more than the year before" is the premise's own
comparison restated). Exclusive: the comparison fixes Z, so another value contradicts
("640,000 skier days last winter" for the winter before).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.claim_guards import BEFORE_SIGNS, _signs, direction
from qreas.natlog.derived import Context, Derived, deriver
from qreas.swapped_holders import clause_subject
from qreas.types import Numset, fmt_number

FROM_WORDS = frozenset({"from", "on", "over"})  # "down 20 percent *from* last winter"
COMPARE_WORDS = FROM_WORDS | {"than"}
SKIP = frozenset({"the", "a", "an", "'s", "’s", "of"})  # words no reference depends on
MAX_WORDS = 6


def _reference(doc: Any, p: Numset) -> tuple[int, list[int], frozenset[int]] | None:
    """(sign, the reference's word indices, the operation's words) of a percent that
    compares its level with a reference: "P% more / higher / less than Z" or "up /
    down P% from / on Z" ("rose 8 percent from Z" too)."""
    n = len(doc)
    if p.end + 1 < n and doc[p.end + 1].lower_ == "than" and doc[p.end].lower_ in _signs():
        sign, z0, ops = _signs()[doc[p.end].lower_], p.end + 2, {p.end, p.end + 1}
    elif p.end < n and doc[p.end].lower_ in FROM_WORDS and (sign := direction(doc, p)):
        z0, ops = p.end + 1, {p.end}
        if p.start > 0 and doc[p.start - 1].lower_ in BEFORE_SIGNS:
            ops.add(p.start - 1)
    else:
        return None
    words: list[int] = []
    for t in doc[z0 : z0 + MAX_WORDS]:
        year = t.pos_ == "NUM" and len(t.text) == 4 and t.text.isdigit()  # "than *in 2016*"
        stop = t.is_punct and t.lower_ not in ("'s", "’s") or t.pos_ in ("CCONJ", "VERB")
        if stop or (t.pos_ == "NUM" and not year):
            break
        words.append(t.i)
    return (sign, words, frozenset(ops)) if words else None


def _unit_of(q: Numset, h: Numset) -> bool:
    """The level's unit is the hypothesis': the same, or named in full where the claim's
    word alone leaves it open ("330 million pounds" read as sterling beside a budget, "300
    million pounds" in a claim with no currency around it, read as weight)."""
    if q.unit == h.unit:
        return True
    return bool(q.unit) and bool(h.unit) and q.unit.split()[0] == h.unit


def _level(ctx: Context, p: Numset) -> Numset | None:
    """The level compared: the nearest exact figure of the hypothesis' unit before the
    percent in its sentence; else the one figure of that unit the comparison's subject
    names by its verb or subject ("The *count* was 20 percent higher than last autumn",
    after "*counted* 48,000 birds"), else the text's only figure of that unit."""
    same = [q for q in ctx.premise if q.kind == "amount" and _unit_of(q, ctx.h) and q.unit != "%"]
    sent = ctx.pdoc[p.number_index].sent
    before = [q for q in same if sent.start <= q.start and q.end <= p.start]
    if before:
        return before[-1]
    subject = clause_subject(ctx.pdoc, p)
    if subject is not None:
        name = subject.lemma_.lower()
        named = [q for q in same if q.verb == name or (s := clause_subject(ctx.pdoc, q)) is not None
                 and s.lemma_.lower() == name]  # fmt: skip
        if len(named) == 1:
            return named[0]
    alone = not any(sent.start <= q.start < sent.end for q in ctx.premise if q is not p)
    return same[0] if len(same) == 1 and alone else None


def _in_hypothesis(ctx: Context, pdoc: Any, words: list[int]) -> frozenset[int] | None:
    """The hypothesis' words for the reference ("the year before", "Last autumn's"),
    when it names it with every content word and does not compare with it itself."""
    content = [pdoc[i].lemma_.lower() for i in words if pdoc[i].lower_ not in SKIP]
    if not any(pdoc[i].pos_ != "ADP" for i in words if pdoc[i].lower_ not in SKIP):
        return None  # "than in ...": a preposition alone names no reference
    for start in range(len(ctx.hdoc)):
        run = _run(ctx.hdoc, start, content)
        if run is None or any(ctx.h.start <= i < ctx.h.end for i in run):
            continue
        first = start
        while first > 0 and ctx.hdoc[first - 1].lower_ in SKIP:
            first -= 1
        if first > 0 and ctx.hdoc[first - 1].lower_ in COMPARE_WORDS:
            return None  # "more than the year before": the hypothesis compares, as the premise does
        return frozenset(range(first, run[-1] + 1)) | _possessive(ctx.hdoc, run[-1])
    return None


PREVIOUS = frozenset({"before", "earlier", "previous", "prior", "preceding"})


def _year_before(ctx: Context, p: Numset, words: list[int]) -> frozenset[int] | None:
    """The hypothesis' year for a reference "the year before" ("a year earlier", "the
    previous year") of a level the premise dates in year Y: the hypothesis names Y - 1
    ("8.4 million passengers in 2023, up 12 percent on the year before" / "7.5 million
    passengers in 2022"). The words of "in 2022", or None."""
    if not _year_reference(ctx.pdoc, words):
        return None
    year = _dated(ctx, p)
    if year is None:
        return None
    for q in ctx.h_all:
        if q.kind == "year" and q.is_exact and q.lo == year - 1:
            prep = ctx.hdoc[q.number_index].head
            return frozenset(range(q.start, q.end)) | ({prep.i} if prep.lower_ == "in" else set())
    return None


def _year_reference(doc: Any, words: list[int]) -> bool:
    """Is the reference the year before ("the year before", "a year earlier")?"""
    ref = {doc[i].lemma_.lower() for i in words}
    return "year" in ref and not ref.isdisjoint(PREVIOUS)


def _dated(ctx: Context, p: Numset) -> float | None:
    """The one exact year of the sentence of the percent ``p``, or None."""
    sent = ctx.pdoc[p.number_index].sent
    inside = [q for q in ctx.premise if sent.start <= q.start < sent.end]
    years = {q.lo for q in inside if q.kind == "year" and q.is_exact}
    return years.pop() if len(years) == 1 else None


@deriver("compared-base-year")
def compared_base_year(ctx: Context) -> Iterator[Derived]:
    """The year of the reference "the year before" of a comparison the premise dates in
    year Y: Y - 1 ("in 2023, up 12 percent on the year before" / "in 2022"), the year a
    claim about the level before gives it (``_year_before``)."""
    h = ctx.h
    if h.kind != "year" or not h.is_exact or not any(q.unit == "%" for q in ctx.premise):
        return
    for p in ctx.premise:
        ref = _reference(ctx.pdoc, p) if p.unit == "%" and p.is_exact else None
        if ref is None or not _year_reference(ctx.pdoc, ref[1]) or (year := _dated(ctx, p)) is None:
            continue
        if h.lo != year - 1:
            return  # another year: the comparison does not speak of it
        value = h.with_(lo=year - 1, hi=year - 1, lo_open=False, hi_open=False, approximate=False)
        eq = f"the year before {fmt_number(year)}: {fmt_number(year - 1)}"
        yield Derived(value, eq, (), frozenset(ref[1]))
        return


def _run(doc: Any, start: int, lemmas: list[str]) -> list[int] | None:
    """The indices of ``lemmas`` in order from ``start``, with only articles between."""
    out: list[int] = []
    i = start
    for lemma in lemmas:
        while i < len(doc) and doc[i].lower_ in SKIP and out:
            i += 1
        if i >= len(doc) or doc[i].lemma_.lower() != lemma:
            return None
        out.append(i)
        i += 1
    return out


def _possessive(doc: Any, i: int) -> frozenset[int]:
    """The "'s" after the reference ("Last autumn*'s* count")."""
    return frozenset({i + 1}) if i + 1 < len(doc) and doc[i + 1].lower_ in ("'s", "’s") else frozenset()


def _subject_level(ctx: Context, p: Numset, verb: Any) -> Numset | None:
    """For a bare size ("Skier days fell by 160,000"), the level before the percent in
    its sentence that counts the change's subject ("640,000 *skier days*")."""
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    sent = ctx.pdoc[p.number_index].sent
    before = [q for q in ctx.premise if q.kind == "amount" and q.unit and q.unit != "%"
              and sent.start <= q.start and q.end <= p.start]  # fmt: skip
    if subj is None or not before or before[-1].unit.split()[-1] != subj.lemma_.lower():
        return None
    return before[-1]


def _change_size(ctx: Context, p: Numset, sign: int, words: list[int], ops: frozenset[int]) -> Derived | None:
    """The size of the change the comparison states, when the hypothesis claims it
    ("Skier days fell *by* 160,000" of "640,000, down 20 percent from last winter":
    640,000 / 0.8 - 640,000; "lent 50,000 *fewer* books" of "450,000 books, 10 percent
    fewer than the year before", not 10 percent of 450,000); its change word or
    comparative must go the comparison's way."""
    from qreas.changes import role_of

    hr = role_of(ctx.hdoc, ctx.h.start)
    if hr is not None and hr.role == "by" and hr.direction in ("increase", "decrease"):
        if (hr.direction == "increase") != (sign > 0):
            return None  # "rose by" a fall: left to the other derivers and guards
        said = frozenset({hr.prep, hr.word.i})
    else:
        # after the number: "50,000 *fewer* books" (not the bound of "more than 200,000")
        after = ctx.hdoc[ctx.h.number_index + 1 : ctx.h.end + 1]
        near = [t for t in after if _signs().get(t.lower_) == sign]
        if not near or not ctx.h.unit:
            return None
        said = frozenset({near[0].i})
    level = _level(ctx, p) if ctx.h.unit else _subject_level(ctx, p, hr.word)
    if not ctx.h.unit and level is not None:  # "*Riders* rose by 9 million": the level's noun
        said |= {c.i for c in hr.word.children if c.dep_ in ("nsubj", "nsubjpass")}
    factor = 1 + sign * p.lo / 100
    if level is None or factor <= 0 or not level.is_exact:
        return None
    size = round(abs(level.lo - level.lo / factor), 6)
    value = ctx.h.with_(lo=size, hi=size, lo_open=False, hi_open=False, approximate=False)
    eq = f"{level.text} is {p.text} {'more' if sign > 0 else 'less'}: a change of {fmt_number(size)}"
    return Derived(value, eq, (level, p), ops | frozenset(words), said)


@deriver("compared-base")
def compared_base(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.unit == "%" or not any(q.unit == "%" for q in ctx.premise):
        return  # cheap test first: a percent in the premise, a level in the hypothesis
    for p in ctx.premise:
        if p.unit != "%" or not p.is_exact or p.lo <= 0:
            continue
        ref = _reference(ctx.pdoc, p)
        if ref is None:
            continue
        sign, words, ops = ref
        if (size := _change_size(ctx, p, sign, words, ops)) is not None:
            yield size
            continue
        if h.unit is None:
            continue
        said = _in_hypothesis(ctx, ctx.pdoc, words) or _year_before(ctx, p, words)
        level = _level(ctx, p) if said is not None else None
        factor = 1 + sign * p.lo / 100
        if level is None or factor <= 0:
            continue
        lo, hi = round(level.lo / factor, 6), round(level.hi / factor, 6)
        value = h.with_(lo=lo, hi=hi, lo_open=False, hi_open=False, approximate=level.approximate)
        ref_text = " ".join(ctx.pdoc[i].text for i in words)
        eq = f"{level.text} is {p.text} {'more' if sign > 0 else 'less'} than {ref_text}: {fmt_number(lo)}"
        yield Derived(value, eq, (level, p), ops | frozenset(words), said)
