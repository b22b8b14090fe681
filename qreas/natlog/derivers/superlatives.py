"""Ranks by a superlative: "X is the fourth-largest chain" puts X fourth on the scale of
"large", so "X is one of the five largest chains" / "among the five largest" holds
(fourth is within the first five) and "one of the three largest" does not; "X is the
second-largest" is another rank of the same scale, a contradiction.

An ordinal joined to a superlative ("fourth-largest", "second tallest") is a place in
the order the superlative's adjective defines (Bierwisch 1989: a superlative picks the
maximum of a scale; an ordinal superlative the k-th). The rank is said of a holder:
the subject of the copula the ranked noun is predicated by ("X is the fourth-largest
chain"), or the noun in apposition to the ranked one ("The third-tallest, the Y
Residences, ..."). A hypothesis rank of another holder, or on another scale
("largest" vs "tallest"), is not derived: the premise does not speak to it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.positions import ordinal_value
from qreas.types import Numset

GROUP_WORDS = ("one", "among")  # "one of the five largest", "among the five largest"


def superlative_after(doc: Any, i: int) -> Any | None:
    """The superlative right after token ``i`` ("fourth-largest", "five largest",
    "second most populous" -> its adjective), else None."""
    j = i + 1
    hyphen = j < len(doc) and doc[j].text == "-"
    j += hyphen
    if j < len(doc) and (doc[j].tag_ == "JJS" or hyphen and doc[j].lower_.endswith("est")):
        return doc[j]  # "the third-tallest" may be tagged a noun
    if j + 1 < len(doc) and doc[j].lower_ == "most" and _gradable(doc[j + 1]):
        return doc[j + 1]
    return None


def _gradable(tok: Any) -> bool:
    """An adjective, or a participle used as one ("the most *visited* museum")."""
    return tok.pos_ == "ADJ" or tok.tag_ == "VBN" and tok.dep_ == "amod"


def _scale(tok: Any) -> str:
    return ("most " if tok.i > 0 and tok.doc[tok.i - 1].lower_ == "most" else "") + tok.lower_


def _noun(tok: Any) -> Any:
    while tok.pos_ not in ("NOUN", "PROPN", "NUM") and tok.head.i != tok.i:
        tok = tok.head
    return tok


def _names(tok: Any) -> frozenset[str]:
    return frozenset(t.lower_ for t in tok.subtree if t.pos_ == "PROPN")


def _names_only(tok: Any) -> frozenset[str]:
    """The name words of a name's own phrase, without its appositions and clauses."""
    return frozenset(t.lower_ for t in tok.subtree if t.pos_ == "PROPN" and t.i <= tok.i)


def _holder(ranked: Any) -> frozenset[str]:
    """The proper-noun words of what a ranked noun is said of: a name in apposition
    either way ("the tallest, the Y Residences" / "Lake V, the largest lake"), the
    subject of a small clause ("making *X* the busiest airport"), the subject of the
    copula of the first conjunct ("X is the highest peak ... and the third highest
    mountain": a conjoined predicate says the same subject)."""
    for c in ranked.children:
        if c.dep_ == "appos" and _names(c):
            return _names(c)
    if ranked.dep_ == "appos" and ranked.head.pos_ == "PROPN":
        return _names_only(ranked.head)
    for c in ranked.children:
        if c.dep_ == "nsubj" and c.i < ranked.i and _names(c):
            return _names(c)
    up = ranked
    while up.dep_ == "conj" and up.head.i != up.i:
        up = up.head
    while up.dep_ in ("pobj", "prep"):
        up = up.head  # "one of the five largest chains", "among the five largest"
    # "X is one of the five largest" (the group an attribute) or "X is among the five
    # largest" (the group a complement of the copula itself)
    verb = up.head if up.dep_ in ("attr", "acomp", "oprd") else up if up.lemma_ == "be" else None
    if verb is not None:
        for c in verb.children:
            if c.dep_ in ("nsubj", "nsubjpass"):
                return _names(c)
    return frozenset()


def _bare_superlatives(doc: Any) -> Iterator[tuple[int, str, frozenset[str], frozenset[int]]]:
    """(1, scale, holder, words) of a superlative without an ordinal or a number ("X is
    the tallest building", "the most populous"): the first of its scale. Not in a group
    ("one of the tallest", "among the largest"), which ranks no one first."""
    for tok in doc:
        most = tok.lower_ == "most" and tok.i + 1 < len(doc) and _gradable(doc[tok.i + 1])
        sup = doc[tok.i + 1] if most else tok
        if not (most or sup.tag_ == "JJS" and sup.lower_ not in ("most", "least")):
            continue
        prev = doc[tok.i - 1] if tok.i else None
        if prev is not None and (prev.text == "-" or prev.like_num or ordinal_value(prev.text) is not None):
            continue  # "second-tallest", "five largest": the other readings
        noun = _noun(sup)
        if noun.head.lower_ in ("of", *GROUP_WORDS) or any(c.dep_ == "nummod" for c in noun.children):
            continue
        holder = _holder(noun)
        if holder:
            yield 1, _scale(sup), holder, frozenset(range(tok.i, sup.i + 1))


def _premise_ranks(doc: Any) -> Iterator[tuple[int, str, frozenset[str], frozenset[int]]]:
    """(rank, scale, holder, words) of every ordinal superlative of the premise, and of
    every bare one (the first)."""
    yield from _bare_superlatives(doc)
    for tok in doc:
        rank = ordinal_value(tok.text)
        if rank is None:
            continue
        sup = superlative_after(doc, tok.i)
        if sup is None:
            continue
        holder = _holder(_noun(sup))
        if holder:
            yield rank, _scale(sup), holder, frozenset(range(tok.i, sup.i + 1))


def _claim(hdoc: Any, h: Numset) -> tuple[str, str, Any] | None:
    """("top", scale, noun) for "one of the five largest", ("rank", scale, noun) for
    "the second-largest"; the hypothesis quantity must be the number or ordinal."""
    tok = hdoc[h.number_index]
    sup = superlative_after(hdoc, tok.i)
    if sup is None:
        return None
    noun = _noun(sup)
    if h.kind == "ordinal" or ordinal_value(tok.text) is not None:
        return "rank", _scale(sup), noun
    head = noun.head
    if head.lower_ == "of" and head.head.lower_ in GROUP_WORDS or head.lower_ in GROUP_WORDS:
        return "top", _scale(sup), noun
    return None


def _group_one(hdoc: Any, h: Numset) -> Any | None:
    """The "one" of "one of the five largest chains", with its ranked noun."""
    tok = hdoc[h.number_index]
    if tok.lower_ != "one":
        return None
    for c in tok.children:
        if c.lower_ == "of":
            for noun in c.children:
                if noun.dep_ == "pobj" and any(superlative_after(hdoc, n.i) for n in noun.children):
                    return noun
    return None


@deriver("superlative-rank")
def superlative_rank(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if not h.is_exact:
        return
    hdoc = ctx.hdoc
    one = _group_one(hdoc, h)
    if one is not None:
        sup = next(superlative_after(hdoc, n.i) for n in one.children if superlative_after(hdoc, n.i))
        claim: tuple[str, str, Any] | None = ("one", _scale(sup), one)
    else:
        claim = _claim(hdoc, h)
    if claim is None:
        return
    form, scale, noun = claim
    sups = [superlative_after(hdoc, i) for i in range(h.number_index, noun.i)]
    said = frozenset(t.i for t in sups if t is not None)  # the claim's scale word
    said |= {i - 1 for i in said if hdoc[i - 1].lower_ == "most"}
    holder = _holder(noun)
    if not holder:
        return
    for rank, p_scale, p_holder, words in _premise_ranks(ctx.pdoc):
        if p_scale != scale or not holder <= p_holder:
            continue
        if form == "one":  # the "one" of the group: one holder, whatever the rank
            yield Derived(h, f"{' '.join(sorted(holder))}: one of them", (), words, said)
            return
        if form == "top":
            ok = rank <= h.lo
            n = h.lo if ok else float(rank)
            eq = f"rank {rank} {'within' if ok else 'outside'} the {h.text}"
        else:
            n = float(rank)
            eq = f"{scale}: rank {rank}"
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        yield Derived(value, eq, (), words, said)
        return
