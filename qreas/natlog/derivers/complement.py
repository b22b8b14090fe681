"""The rest of a closed group: "Of the 91 drivers, 57 attended" fixes a group of 91,
so the other 91 - 57 = 34 did *not* attend; and back ("Of the 40 nurses, 12 did not
vote" -> 28 voted).

The group named after "of" is closed (its size is stated), and a predicate splits it
into those who did and those who did not: the complement of a count within it is a
count of the negated predicate. The negation is what the derivation accounts for, so
its words are the derivation's, not an operator edit of their own. Without the
group's size ("57 of the drivers attended") the rest is open and nothing is derived.
(Shares of a group, "a fifth of the 90 did not", are the share derivers' business.)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.polarity import NEGATION_WORDS
from qreas.natlog.word_rules import TWO_WAY_IMPLICATIVES
from qreas.types import Numset, fmt_number

NEAR = 8  # a count and its "of" phrase are a few words apart
DEFINITE = frozenset({"the", "these", "those"})


def is_base(doc: Any, q: Numset) -> bool:
    """ "(Of) the 91 drivers": a definite count after "of", the size of a group."""
    if q.start >= 2 and doc[q.start - 1].lower_ in DEFINITE and doc[q.start - 2].lower_ == "of":
        return True  # read linearly too: the parser may hang a nationality elsewhere
    head = doc[q.number_index].head
    dets = {c.lower_ for c in head.children if c.dep_ == "det"}
    return (head.head.lower_ == "of" and bool(dets & DEFINITE)) or _split_by_relative(doc, q)


def _split_by_relative(doc: Any, q: Numset) -> bool:
    """ "has 64 musicians, 20 *of whom* play violin": a count of a part of the counted
    noun's set, told in a relative clause right after it, makes that set a closed
    group (its size is the count)."""
    k = q.end
    while k < len(doc) and doc[k].text == ",":
        k += 1
    words = [t.lower_ for t in doc[k : k + 4]]
    return any(words[i : i + 2] in (["of", "whom"], ["of", "which"]) for i in range(1, 3))


def implicative_complement(verb: Any) -> Any:
    """The verb a two-way negative implicative bears on ("failed *to pass*": "pass",
    whose negation the implicative says), else ``verb`` itself: the predicate two counts
    are compared on."""
    if verb is not None and verb.lemma_.lower() in TWO_WAY_IMPLICATIVES:
        return next((c for c in verb.children if c.dep_ == "xcomp"), verb)
    return verb


def negation_tokens(doc: Any, q: Numset) -> frozenset[int]:
    """The words negating the verb over ``q`` ("did *not* attend"), with the auxiliary;
    or a two-way negative implicative over it ("*failed to* attend" entails "did not
    attend": Karttunen 1971), unless it is itself negated ("did not fail to": attended)."""
    tok = doc[q.number_index]
    verbs = [a for a in (tok, *tok.ancestors) if a.pos_ in ("VERB", "AUX")][:1]
    out: set[int] = set()
    for v in verbs:
        for c in v.children:
            if c.dep_ == "neg" or c.lower_ in NEGATION_WORDS:
                out.add(c.i)
                out |= {a.i for a in v.children if a.dep_ == "aux" and a.i < c.i}
        if v.lemma_.lower() in TWO_WAY_IMPLICATIVES and any(c.dep_ == "xcomp" for c in v.children):
            to = {m.i for c in v.children if c.dep_ == "xcomp" for m in c.children if m.dep_ == "aux"}
            words = {v.i} | to
            out = set() if out else words  # "did not fail to attend": a double negation
    return frozenset(out)


@deriver("count-complement")
def count_complement(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.is_exact or not h.unit:
        return
    bases = [b for b in ctx.premise if b.unit == h.unit and b.is_exact]
    if not bases or is_base(ctx.hdoc, h):  # "of the 91 drivers" restates the group, not a part of it
        return
    h_neg = negation_tokens(ctx.hdoc, h)
    for base in bases:
        if not is_base(ctx.pdoc, base):
            continue
        for part in ctx.premise:
            count = _part_count(part, base, h)
            if part is base or count is None or not part.is_exact:
                continue
            if abs(part.start - base.end) > NEAR or count > base.lo:
                continue
            p_neg = negation_tokens(ctx.pdoc, part)
            verbs = _antonym_verbs(ctx.pdoc, part, ctx.hdoc, h)  # "failed" / "passed"
            if (bool(p_neg) == bool(h_neg)) != (verbs is not None):
                continue  # the same predicate: the count itself, not its complement
            rest = base.lo - count
            value = h.with_(lo=rest, hi=rest, lo_open=False, hi_open=False, approximate=False)
            eq = f"{base.text} - {part.text} = {fmt_number(rest)} {h.unit} (the rest of the group)"
            if verbs is not None:  # the antonym verbs are the derivation's words, as a negation is
                p_neg, h_neg = p_neg | {verbs[0]}, h_neg | {verbs[1]}
            yield Derived(value, eq, (base, part), p_neg, h_neg)
            return
        for word, part_lo, p_neg in _quantified_parts(ctx.pdoc, base):
            if bool(p_neg) == bool(h_neg):
                continue
            rest = base.lo - part_lo
            value = h.with_(lo=rest, hi=rest, lo_open=False, hi_open=False, approximate=False)
            eq = f"{base.text} - {word} = {fmt_number(rest)} {h.unit} (the rest of the group)"
            yield Derived(value, eq, (base,), p_neg | _word_index(ctx.pdoc, word, base), h_neg)
            return
    yield from _open_rest(ctx, h_neg)


def _antonym_verbs(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> tuple[int, int] | None:
    """The two counts' verbs are WordNet antonyms ("Of the 30 students, a third
    *failed*" / "20 students *passed*"): in a closed group each member did one or the
    other, so the antonym is the complement's predicate, as a negation is."""
    from qreas.mention_context import governing_verb
    from qreas.predication import _antonyms

    pv = governing_verb(pdoc[min(p.number_index, len(pdoc) - 1)])
    hv = governing_verb(hdoc[min(h.number_index, len(hdoc) - 1)])
    if pv is None or hv is None or hv.lemma_.lower() not in _antonyms(pv.lemma_.lower()):
        return None
    if any(c.dep_ == "xcomp" for c in hv.children) or any(c.dep_ == "xcomp" for c in pv.children):
        return None  # "failed *to pass*": an implicative over the verb, a negation (not "failed" the antonym)
    return pv.i, hv.i


def _part_count(part: Numset, base: Numset, h: Numset) -> float | None:
    """How many of the group a part names: its count ("57 attended"), or its share of
    the group as a whole number ("Of the 30 students, *a third* failed": 10)."""
    if part.unit == h.unit and part.unit != "%":
        return part.lo
    if part.unit == "%" and 0 <= part.lo <= 100:
        count = round(base.lo * part.lo / 100, 6)
        return count if float(count).is_integer() else None
    return None


PART_WORDS = {"all": 1.0, "each": 1.0, "none": 0.0}  # the share of the group the word is


def _word_index(doc: Any, word: str, base: Numset) -> frozenset[int]:
    return frozenset(t.i for t in doc[base.end : base.end + NEAR] if t.lower_ == word)


def _quantified_parts(doc: Any, base: Numset) -> Iterator[tuple[str, float, frozenset[int]]]:
    """ "Of the 25 runners, *all* finished" / "*none* finished": a quantifier word that
    is the subject of the group's predicate, read as a count of the group (all: the
    whole group, none: 0), with the negation over it."""
    for t in doc[base.end : base.end + NEAR]:
        if t.lower_ in PART_WORDS and t.dep_ in ("nsubj", "nsubjpass"):
            neg = frozenset(c.i for c in t.head.children if c.dep_ == "neg" or c.lower_ in NEGATION_WORDS)
            aux = frozenset(c.i for c in t.head.children if c.dep_ == "aux" and neg and c.i < min(neg))
            yield t.lower_, PART_WORDS[t.lower_] * base.lo, neg | aux


def _partitive(doc: Any, q: Numset) -> bool:
    """ "57 of the drivers": a count of a part of a group named after it."""
    i = q.number_index
    return i + 2 < len(doc) and doc[i + 1].lower_ == "of" and doc[i + 2].lower_ in DEFINITE


def _open_rest(ctx: Context, h_neg: frozenset[int]) -> Iterator[Derived]:
    """ "57 of the drivers attended" without the group's size: how many did not is
    open (any count of the negated predicate is possible)."""
    h = ctx.h
    if not _partitive(ctx.hdoc, h) or any(b.unit == h.unit and is_base(ctx.pdoc, b) for b in ctx.premise):
        return
    for part in ctx.premise:
        if part.unit != h.unit or not part.is_exact or part.unit == "%" or not _partitive(ctx.pdoc, part):
            continue
        if bool(negation_tokens(ctx.pdoc, part)) == bool(h_neg):
            continue
        value = h.with_(lo=0, hi=float("inf"), lo_open=False, hi_open=False, approximate=False)
        eq = f"the rest of a group of unstated size: unknown {h.unit}"
        yield Derived(value, eq, (part,), negation_tokens(ctx.pdoc, part), h_neg, exclusive=False)
        return
