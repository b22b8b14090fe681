"""Sums with roles: a total over a list of counts is a quantity *of the parts it sums*.

"Farid has 40 daisies, Olga has 38 and Ines has 29" lists three counts, each held by
a part of the sentence (a person, a day: its *holder*). A hypothesis count speaks of
the holders it names: "Farid and Olga have 78 daisies together" of Farid's and Olga's
counts summed, "Olga has 38" of Olga's own count, "on the two days combined" / "in all"
(no holder named) of the whole list. So the derived value is the sum over exactly the
named holders: the sum given to one of them contradicts that holder's count; a holder
the list does not name ("Kemal has 53 llamas", "on Sunday") holds a count the premise
does not state (at least the named ones' sum, else unknown: neutral).

The composer sums any premise quantities of a unit; this reads whose they are.
The holders are found by position: the list's separators ("," / "and") between two
counts split the sentence into one segment per count ("Olga has 38 |and| Ines has 29";
"63 willows on Monday |and| 30 on Thursday"), and a segment's names and weekdays are
its holders (those every segment shares are context, not holders).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from qreas.cues import _aggregate_cues
from qreas.lexicon import word_set
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset, fmt_number

SEPARATORS = frozenset({",", "and", ";"})
INF = float("inf")
DEFINITE = frozenset({"the", "those", "these", "both"})
KIND_UNITS = {"day": frozenset({"day"})}  # the noun for a list's holders of each kind


@functools.cache
def weekdays() -> frozenset[str]:
    return word_set("weekdays.txt")


@functools.cache
def sum_cues() -> frozenset[str]:
    return word_set("sum_cues.txt")


def holder_kind(t: Any) -> str | None:
    """ "day" for a weekday, "name" for a proper name, else ``None``."""
    if t.lower_ in weekdays():
        return "day"
    return "name" if is_name(t) else None


def is_name(t: Any) -> bool:
    """A capitalised proper name. The tagger often takes a sentence-initial first name
    for a common noun ("Victor has 9 horses"), but English does not let a singular
    count noun stand bare as a subject, so a capitalised singular without a
    determiner in a subject or conjunct position is read as a name too."""
    if not (t.is_alpha and t.text[:1].isupper()):
        return False
    if t.pos_ == "PROPN" or t.ent_type_ == "PERSON":
        return True
    bare = not any(c.dep_ in ("det", "poss") for c in t.children)
    if t.pos_ == "ADJ" and t.dep_ in ("nsubj", "nsubjpass") and bare:
        return True  # an adjective heads no subject: a mis-tagged name ("Lise sings")
    # "Ines has": a name ending in -s may be tagged plural; the verb's agreement says one
    singular = t.tag_ == "NN" or (t.tag_ == "NNS" and t.head.tag_ == "VBZ")
    # "Ines and Jonas have": coordinated with a name, it is one of the named
    singular = singular or any(c.dep_ == "conj" and c.pos_ == "PROPN" for c in t.children)
    if singular and bare and t.dep_ in ("nsubj", "nsubjpass", "conj", "appos"):
        return True
    return _subject_of_subjectless(t)


def _subject_of_subjectless(t: Any) -> bool:
    """A capitalised word the tagger made an adverb or modifier of the verb right after
    it ("Raj ran 12 laps": *Raj* as an adverb), where that verb has no subject: a finite
    English clause needs one, so the word before the verb is it."""
    verb = t.head
    if t.dep_ not in ("advmod", "npadvmod", "dep", "amod") or verb.pos_ not in ("VERB", "AUX"):
        return False
    if not (t.i < verb.i and verb.i - t.i <= 2 and verb.tag_ in ("VBD", "VBZ", "VBP")):
        return False
    return not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)


# measures whose parts add up to the whole's (extensive quantities: 5 miles on Monday
# and 7 on Tuesday are 12 miles), unlike rates, shares and temperatures
EXTENSIVE = frozenset({"length", "mass", "time", "volume", "area", "data"})


def additive(dimension: str | None) -> bool:
    """Counts (no dimension), extensive measures and money add up over a list (measures
    and money over one holder's days only: ``parts``)."""
    return dimension is None or dimension in EXTENSIVE or dimension.startswith("currency")


@dataclass(frozen=True)
class Part:
    """One count of a list and the holder words of its segment."""

    quantity: Numset
    holders: frozenset[str]  # lower-case holder words
    tokens: frozenset[int]  # the segment's holder tokens
    segment: frozenset[int]  # every token of the segment from the count on


def _cuts(doc: Any, qs: Sequence[Numset]) -> list[int]:
    """Where one segment ends and the next begins: the last separator between two
    consecutive counts (a count's modifiers follow it, the next holder precedes the
    next count)."""
    cuts = []
    for a, b in zip(qs, qs[1:], strict=False):
        seps = [i for i in range(a.end, b.start) if doc[i].lower_ in SEPARATORS]
        if not seps:
            return []
        cuts.append(seps[-1])
    return cuts


def parts(doc: Any, quantities: Sequence[Numset], unit: str | None) -> list[Part]:
    """The list of exact counts of ``unit`` with their holders, or [] when the counts
    are not a list of distinct holders' counts."""
    return list(_parts(doc, tuple(quantities), unit))


@functools.lru_cache(maxsize=4096)  # per sentence and unit: asked for every hypothesis quantity
def _parts(doc: Any, quantities: tuple[Numset, ...], unit: str | None) -> tuple[Part, ...]:
    qs = sorted(
        (
            q
            for q in quantities
            if q.unit == unit and q.kind == "amount" and additive(q.dimension) and q.is_exact
        ),  # fmt: skip
        key=lambda q: q.start,
    )
    qs = [q for q in qs if not _comparative(doc, q)]  # "40, 8 more than Tom": a difference
    if len(qs) < 2 or not unit:
        return ()
    cuts = _cuts(doc, qs)
    if not cuts:
        return ()
    bounds = [0, *cuts, len(doc)]
    segs = []
    for k, q in enumerate(qs):
        toks = [doc[i] for i in range(bounds[k], bounds[k + 1]) if holder_kind(doc[i])]
        segs.append((q, toks, range(bounds[k] if k else q.start, bounds[k + 1])))
    # parallel clauses ("Farid has 40, Olga has 38") name each holder before its count;
    # gapped ones ("sold 63 on Monday and 30 on Thursday") after it, and the first
    # clause's subject is then shared context, not a holder
    if not all(any(t.i < q.start for t in toks) for q, toks, _ in segs):
        segs = [(q, [t for t in toks if t.i >= q.start], seg) for q, toks, seg in segs]
    shared = set.intersection(*({t.lower_ for t in toks} for _, toks, _ in segs))
    out = []
    for q, toks, seg in segs:
        own = [t for t in toks if t.lower_ not in shared]
        if not own:
            return ()
        out.append(Part(q, frozenset(t.lower_ for t in own), frozenset(t.i for t in own), frozenset(seg)))
    names = [p.holders for p in out]
    if any(a & b for i, a in enumerate(names) for b in names[i + 1 :]):
        return ()  # one holder in two segments: not a list of distinct holders
    if qs[0].dimension is not None and not all(holder_kind(doc[i]) == "day" for p in out for i in p.tokens):
        # a measure or a price adds up over one holder's days ("5 miles on Monday and 7
        # on Tuesday"), not over holders: "A does the work in 20 days and B in 25", "A
        # costs $60 and B $50" say nothing of a sum (times of parallel doings, prices
        # of items read one by one)
        return ()
    return tuple(out)


def _cue_tokens(doc: Any) -> frozenset[int]:
    """The words asking for a total ("in all", "between them", "combined")."""
    out = set()
    for t in doc:
        w = t.lower_ if t.lower_ in sum_cues() else t.lemma_.lower()
        if w not in sum_cues():
            continue
        prev = doc[t.i - 1].lower_ if t.i else ""
        nxt = doc[t.i + 1].lower_ if t.i + 1 < len(doc) else ""
        if w == "all" and prev != "in":
            continue
        if w == "between" and nxt not in ("them", "us", "the"):
            continue
        out |= {t.i, t.i - 1} if prev in ("in", "between") else {t.i}
        if w == "between" and nxt:
            out.add(t.i + 1)
    return frozenset(out)


def _kind_phrase(doc: Any, kinds: set[str]) -> frozenset[int]:
    """ "over *the two days*", "on *both days*": a definite plural of the holders' kind
    names all the listed holders at once (a total over them)."""
    out: set[int] = set()
    for t in doc:
        if t.lemma_.lower() not in {u for k in kinds for u in KIND_UNITS.get(k, ())} or t.tag_ != "NNS":
            continue
        dets = [c for c in t.children if c.lower_ in DEFINITE]
        if dets:
            out |= {c.i for c in t.children if c.dep_ in ("det", "nummod")} | {t.i}
            if t.head.pos_ == "ADP":
                out.add(t.head.i)
    return frozenset(out)


def _comparative(doc: Any, h: Numset) -> bool:
    """ "9 more / fewer goats than": the quantity is a difference (its "than" follows
    the number, perhaps after a phrase of time or place; in "more than 40 goats" it
    precedes it, a bound)."""
    after = range(h.number_index + 1, min(len(doc), h.end + 4))  # "500 more books in May than"
    return any(doc[i].lower_ == "than" for i in after) and any(
        doc[i].lower_ in ("more", "fewer", "less") for i in range(h.start, min(len(doc), h.end + 1))
    )


def hypothesis_holders(
    hdoc: Any, kinds: set[str], listed: frozenset[str] | set[str] = frozenset()
) -> list[Any]:
    """The hypothesis' holder words of the kinds the premise's list uses, and any word
    that is one of the listed holders (the tagger may miss a name it saw in the
    premise: "Raj has" tagged as an adverb)."""
    return [t for t in hdoc if holder_kind(t) in kinds or (t.lower_ in listed and t.text[:1].isupper())]


@deriver("holder-sum")
def holder_sum(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not additive(h.dimension) or not h.unit:
        return
    if _comparative(ctx.hdoc, h):
        return  # "9 fewer goats than Ben": a difference of two holders' counts, not a sum
    ps = parts(ctx.pdoc, ctx.premise, h.unit)
    if not ps:
        return
    kinds = {holder_kind(ctx.pdoc[i]) for p in ps for i in p.tokens} - {None}
    listed = {w for p in ps for w in p.holders}
    named = hypothesis_holders(ctx.hdoc, kinds, listed)  # type: ignore[arg-type]
    cues = _cue_tokens(ctx.hdoc) | _kind_phrase(ctx.hdoc, kinds)  # type: ignore[arg-type]
    p_tokens = frozenset(i for p in ps for i in p.tokens | p.segment)
    # a name the premise uses as shared context ("Apple sold 5 in March and 3 in April")
    # is no holder; only a name the premise does not mention is another one
    context = {t.lower_ for t in ctx.pdoc} - listed
    named = [t for t in named if t.lower_ not in context]
    # a hypothesis with a list of its own ("A has 10 and B has 12"): each of its
    # quantities speaks of the holders of its own part only
    own = [p for p in parts(ctx.hdoc, ctx.hypothesis, h.unit) if p.quantity is h]
    if own and len(parts(ctx.hdoc, ctx.hypothesis, h.unit)) > 1:
        named = [t for t in named if t.lower_ in own[0].holders]
    if named:
        chosen = [p for p in ps if p.holders & {t.lower_ for t in named}]
        if len(chosen) == 1 and any(t.lemma_.lower() in _aggregate_cues() for t in ctx.hdoc):
            return  # "Hayley has 36 now": the state after the premise's change, not her count
        unknown = [t for t in named if t.lower_ not in listed]
        h_tokens = frozenset(t.i for t in named) | cues
        total = sum(p.quantity.lo for p in chosen)
        terms = " + ".join(p.quantity.text for p in chosen) or "0"
        if unknown:
            # another holder's count is not stated: at least the named ones' sum
            value = h.with_(lo=total, hi=INF, lo_open=False, hi_open=False, approximate=False)
            who = ", ".join(t.text for t in unknown)
            eq = f"{who}: not in the list, so at least {terms} = {fmt_number(total)} {h.unit}"
            yield Derived(value, eq, tuple(p.quantity for p in chosen), p_tokens, h_tokens, exclusive=False)
            return
    elif cues:
        chosen, h_tokens = ps, cues
        total = sum(p.quantity.lo for p in chosen)
        terms = " + ".join(p.quantity.text for p in chosen)
    else:
        return
    value = h.with_(lo=total, hi=total, lo_open=False, hi_open=False, approximate=False)
    who = " and ".join("/".join(sorted(p.holders)) for p in chosen)
    eq = f"{who}: {terms} = {fmt_number(total)} {h.unit}"
    yield Derived(value, eq, tuple(p.quantity for p in chosen), p_tokens, h_tokens)


@deriver("holder-count")
def holder_count(ctx: Context) -> Iterator[Derived]:
    """ "on *the two days* combined": a definite count of the holders' kind refers back
    to the listed holders, so it is their number."""
    h = ctx.h
    if not h.is_exact or h.kind != "amount":
        return
    det = ctx.hdoc[h.start - 1].lower_ if h.start else ""
    if det not in DEFINITE:
        return
    for unit in dict.fromkeys(q.unit for q in ctx.premise if q.unit):
        ps = parts(ctx.pdoc, ctx.premise, unit)
        kinds = {holder_kind(ctx.pdoc[i]) for p in ps for i in p.tokens}
        if len(kinds) != 1:
            continue
        kind = kinds.pop()
        if kind is None or h.unit not in KIND_UNITS.get(kind, ()):
            continue
        n = len(ps)
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        held = ", ".join(sorted(w for p in ps for w in p.holders))
        yield Derived(value, f"the listed {h.unit}s ({held}): {n}", (), frozenset(), frozenset({h.start - 1}))
        return
