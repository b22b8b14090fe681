"""Counts and shares of a stated group, both ways, and what they say of the rest and
of a larger group.

- "63 of the 175 Mexicans passed" -> 36% (or "nine in twenty-five") of the Mexicans
  passed: the count over the group, exactly (``count-to-share``).
- "10% of the 1,880 Australians voted" -> 1,692 of them did *not* vote: the complement
  within the group, whose predicate is the negated one; the hypothesis' "not" is the
  derivation's word, not an edit of its own (``rest-of-group``).
- "The union has 4,280 members, 1,520 of them soldiers. 20% of the soldiers came" ->
  at least 304 and at most 304 + 2,760 of the members came: a subgroup's count bounds
  the whole group's count from below (``subgroup-bound``).

A value is exclusive (a different number contradicts) only when the hypothesis says it
of the same predicate (the same verb and object, ``same_predicate``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import word_set
from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.groups import group_of, key, phrase
from qreas.types import Numset, fmt_number

SUPERSET_PRONOUNS = frozenset({"they", "them", "whom", "which"})  # "1,520 of them soldiers"


@dataclass(frozen=True)
class GroupCount:
    """``count`` members of the group ``base`` did what ``q`` is said of."""

    count: float
    base: Numset
    q: Numset
    sources: tuple[Numset, ...]
    equation: str
    group: frozenset[int] = frozenset()  # the words naming the group: "of the soldiers"


def _counts(premise: tuple[Numset, ...]) -> list[Numset]:
    return [b for b in premise if b.kind == "amount" and b.is_exact and b.unit and b.unit != "%"]


def _base(premise: tuple[Numset, ...], noun: Any) -> Numset | None:
    """The stated size of a group: the count in its own phrase ("of the *175*
    Mexicans"), or for a definite without a number ("of *the soldiers*") the last
    count of that noun before it (its antecedent: "1,520 of them soldiers")."""
    for b in _counts(premise):
        if b.start <= noun.i < b.end:
            return b
    lemma = noun.lemma_.lower()
    before = [
        b for b in _counts(premise) if b.end <= noun.i and lemma in (b.unit, _subgroup_noun(noun.doc, b))
    ]
    return before[-1] if before else None


def _subgroup_noun(doc: Any, b: Numset) -> str | None:
    """The noun a "N of them X" count names ("1,520 of them soldiers", "1,520 of whom
    are soldiers"), which the parser may count as the antecedent's unit instead."""
    if b.ent not in SUPERSET_PRONOUNS:
        return None
    for t in doc[b.number_index + 1 : b.number_index + 6]:
        if t.text in (",", ";", "."):
            return None
        if t.pos_ == "NOUN":
            return str(t.lemma_.lower())
    return None


def group_counts(ctx: Context) -> tuple[GroupCount, ...]:
    """Counts of a stated group the premise gives: stated ("63 of the 175 Mexicans",
    "Of the 176 Canadians, 110 ...") or as a share of it ("10% of the 1,880 ...")."""
    return _group_counts(ctx.pdoc, ctx.premise)


@functools.lru_cache(maxsize=256)  # per premise: asked by three derivers for every hypothesis quantity
def _group_counts(pdoc: Any, premise: tuple[Numset, ...]) -> tuple[GroupCount, ...]:
    out = []
    for q in premise:
        if not q.is_exact or q.kind not in ("amount", "ratio") or q.dimension not in (None, "percent"):
            continue
        g = group_of(pdoc, q)
        base = _base(premise, g) if g is not None else None
        if base is None or base is q:
            continue
        if q.unit == "%":
            count = q.lo / 100 * base.lo
            eq = f"{q.text} of {base.text} = {fmt_number(count)}"
        else:
            count = q.lo
            eq = f"{q.text} of {base.text}"
        out.append(GroupCount(count, base, q, (q, base), eq, phrase(g)))
    return tuple(out) + tuple(_elided_groups(pdoc, premise, out))


def _elided_groups(pdoc: Any, premise: tuple[Numset, ...], stated: list[GroupCount]) -> Iterator[GroupCount]:
    """A count of a conjoined verb shares the group of its first conjunct's count: "won 21
    of their 46 matches and lost 12" -> lost 12 of the 46 (the second count elides "of
    their 46 matches")."""
    for q in premise:
        if not q.is_exact or q.kind != "amount" or q.dimension is not None or any(gc.q is q for gc in stated):
            continue
        verb = _verb(pdoc, q)
        if verb is None or verb.dep_ != "conj" or q.unit not in (None, *(gc.base.unit for gc in stated)):
            continue
        for gc in stated:
            first = _verb(pdoc, gc.q)
            same_group = gc.q.unit in (None, gc.base.unit) and q.lo <= gc.base.lo
            if first is not None and first.i == verb.head.i and same_group:
                eq = f"{q.text} of {gc.base.text} (as '{gc.q.text}')"
                yield GroupCount(q.lo, gc.base, q, (q, gc.base), eq, gc.group)
                break


def _verb(doc: Any, q: Numset) -> Any:
    return governing_verb(doc[min(q.number_index, len(doc) - 1)])


def _spans(tok: Any, i: int) -> bool:
    return bool(tok.left_edge.i <= i <= tok.right_edge.i)


def _object(verb: Any, q: Numset) -> str:
    # after the verb: a fronted "Of the 300 voters, ..." names the group, not the object;
    # the quantity's own phrase is no object ("won *18 of its 24 matches*" / "won *75%
    # of its matches*": the same predicate of two measures of one group)
    objs = [
        c.lemma_.lower() for c in verb.children
        if c.dep_ in ("dobj", "attr", "prep") and c.i > verb.i and not _spans(c, q.number_index)
    ]  # fmt: skip
    return " ".join(sorted(objs))


def same_predicate(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """The same verb with the same object and prepositions ("voted for the proposal")."""
    pv, hv = _verb(pdoc, p), _verb(hdoc, h)
    if pv is None or hv is None:
        return False
    return pv.lemma_.lower() == hv.lemma_.lower() and _object(pv, p) == _object(hv, h)


def _negation(doc: Any, q: Numset) -> frozenset[int]:
    """The words that negate the quantity's verb ("did not", "didn't")."""
    v = _verb(doc, q)
    if v is None:
        return frozenset()
    neg = [c.i for c in v.children if c.dep_ == "neg"]
    aux = [c.i for c in v.children if c.dep_ == "aux" and c.lemma_.lower() == "do"]
    return frozenset(neg + aux) if neg else frozenset()


def _negated(doc: Any, q: Numset) -> bool:
    """The quantity's verb is negated ("did not vote"; not "no fewer than 300 voted")."""
    return bool(_negation(doc, q))


def _value(h: Numset, x: float, hi: float | None = None) -> Numset:
    return h.with_(lo=x, hi=x if hi is None else hi, lo_open=False, hi_open=False, approximate=False,
                   lo_floor=False)  # fmt: skip


def _of_group(ctx: Context, base: Numset) -> bool:
    """The hypothesis speaks of the base's group ("of the Mexicans")."""
    gh = group_of(ctx.hdoc, ctx.h)
    gp = group_of(ctx.pdoc, base) or ctx.pdoc[min(base.end - 1, len(ctx.pdoc) - 1)]
    if gh is not None:
        return key(gh) == key(ctx.pdoc[min(base.end - 1, len(ctx.pdoc) - 1)]) or key(gh) == key(gp)
    if ctx.h.unit == "%" and ctx.h.ent:  # "*most guests*": a share of the noun it quantifies
        return ctx.h.ent == base.unit
    return bool(ctx.h.unit) and ctx.h.unit == base.unit


def _names_the_group(ctx: Context) -> bool:
    """The hypothesis quantity is the size of a partitive's group ("34 of *the 91
    drivers*"), not a count of those who did something."""
    noun = ctx.hdoc[min(ctx.h.end - 1, len(ctx.hdoc) - 1)]
    of = noun.head
    if noun.dep_ != "pobj" or of.lower_ != "of" or of.head.i == of.i:
        return False
    owner = of.head.i
    if ctx.h.start <= owner < ctx.h.end:  # "60 of the drivers": its own partitive
        return False
    return ctx.hdoc[owner].like_num or any(k.start <= owner < k.end for k in ctx.hypothesis if k is not ctx.h)


def _quantified_noun(doc: Any, h: Numset) -> frozenset[int]:
    """The noun a proportional quantifier stands on ("most *guests*"): the share's
    group, as the "of" phrase of "60% of the guests" is."""
    return frozenset(t.i for t in doc[h.end : h.end + 3] if h.ent and t.lemma_.lower() == h.ent)


@deriver("count-to-share")
def count_to_share(ctx: Context) -> Iterator[Derived]:
    """ "110 of the 176 Canadians" -> 62.5% ("five in eight") of the Canadians; of
    those who did not, 37.5%."""
    h = ctx.h
    if h.unit != "%":
        return
    found = group_counts(ctx)
    # "won 21 of their 46 matches and lost 12" / "lost most": the count of the claim's
    # own predicate, not another count of the same group
    own = {id(gc.base) for gc in found if h.verb and gc.q.verb == h.verb}
    for gc in found:
        if gc.q.unit == "%" or not gc.base.lo or not _of_group(ctx, gc.base):
            continue
        if id(gc.base) in own and gc.q.verb != h.verb:
            continue
        share = gc.count / gc.base.lo * 100
        flip = _negated(ctx.hdoc, h) != _negated(ctx.pdoc, gc.q)
        neg = _negation(ctx.hdoc, h) if flip else frozenset()
        if flip:
            share = 100 - share
        eq = f"{gc.equation}: {fmt_number(share)}%"
        group = group_of(ctx.hdoc, h)  # "36 per cent *of the Mexicans*": the share's group
        neg |= phrase(group) if group is not None else _quantified_noun(ctx.hdoc, h)
        p_neg = _negation(ctx.pdoc, gc.q) if flip else frozenset()  # "150 did *not* renew" -> 70% did
        yield Derived(_value(h, share), eq, gc.sources, gc.group | p_neg, h_tokens=neg,
                      exclusive=same_predicate(ctx.pdoc, gc.q, ctx.hdoc, h) or id(gc.base) in own)


def _rest_words(doc: Any, q: Numset) -> frozenset[int]:
    """ "the *remaining* 180 voters": the words that say the count is the rest."""
    noun = doc[min(q.end - 1, len(doc) - 1)]
    near = [*doc[max(0, q.start - 2) : q.end], *noun.children]
    return frozenset(t.i for t in near if t.lemma_.lower() in _rest_lexicon() or t.lower_ in _rest_lexicon())


@functools.cache
def _rest_lexicon() -> frozenset[str]:
    return word_set("rest_words.txt")


@deriver("rest-of-group")
def rest_of_group(ctx: Context) -> Iterator[Derived]:
    """ "a fifth of the 165 pilots took part" -> 132 of them did not."""
    h = ctx.h
    if h.unit == "%" or not h.is_exact or _names_the_group(ctx):
        return
    for gc in group_counts(ctx):
        if _negated(ctx.hdoc, h) == _negated(ctx.pdoc, gc.q) or not _of_group(ctx, gc.base):
            continue
        rest = gc.base.lo - gc.count
        eq = f"{gc.base.text} - ({gc.equation}) = {fmt_number(rest)} (the rest)"
        said = _negation(ctx.hdoc, h) | _rest_words(ctx.hdoc, h)  # "the remaining ... did not"
        yield Derived(_value(h, rest), eq, gc.sources, h_tokens=said,
                      p_tokens=_negation(ctx.pdoc, gc.q) | gc.group,
                      exclusive=same_predicate(ctx.pdoc, gc.q, ctx.hdoc, h))  # fmt: skip


def _superset(ctx: Context, base: Numset) -> Numset | None:
    """The group a subgroup is part of: "4,280 members, 1,520 *of them* soldiers"."""
    if base.ent not in SUPERSET_PRONOUNS:
        return None
    before = [q for q in ctx.premise if q.end <= base.start and q.kind == "amount" and q.is_exact and q.unit]
    return before[-1] if before else None


@deriver("subgroup-bound")
def subgroup_bound(ctx: Context) -> Iterator[Derived]:
    """A count of a subgroup is a lower bound on the count of the whole group, and
    the members outside the subgroup the most it can add; a share of the whole group
    lies between those counts over its size. The sentence that states the group and
    its subgroup ("The union has 4,280 members, 1,520 of them soldiers") is what the
    derivation reads, so its words are accounted for."""
    h = ctx.h
    if _negated(ctx.hdoc, h) or not h.unit or _names_the_group(ctx):
        return
    for gc in group_counts(ctx):
        whole = _superset(ctx, gc.base)
        if whole is None or not whole.lo:
            continue
        lo, hi = gc.count, gc.count + whole.lo - gc.base.lo
        if h.unit == "%":
            if (gh := group_of(ctx.hdoc, h)) is None or key(gh) != whole.unit:
                continue
            lo, hi = lo / whole.lo * 100, hi / whole.lo * 100
        elif whole.unit != h.unit:
            continue
        gh = group_of(ctx.hdoc, h)  # the partitive's group is the whole group: "of the members"
        h_tokens = phrase(gh) if gh is not None else frozenset()
        eq = f"{gc.equation} of {whole.text}: {fmt_number(lo)} to {fmt_number(hi)} {h.unit}"
        sent = ctx.pdoc[whole.start].sent
        read = frozenset(range(sent.start, sent.end)) | gc.group
        yield Derived(_value(h, lo, hi), eq, (*gc.sources, whole), p_tokens=read,
                      h_tokens=h_tokens,
                      exclusive=same_predicate(ctx.pdoc, gc.q, ctx.hdoc, h))  # fmt: skip
