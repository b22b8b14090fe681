"""How long an owner held a thing, from the year it acquired the thing and the year
the holding ended: "In 1998 the label was bought by Polyvane Music ... the founders
repurchased it in 2004" -> Polyvane Music owned the label for six years; "The
brewery was acquired by Harlan Group in 1987. Harlan sold the brewery in 1999" -> 12
years.

Why: ``dates.span-length`` reads a start and an end verb of one subject ("bought in
1979 and sold in 2008"); encyclopedia prose about firms names the owner as the agent
of a passive ("was bought *by* X") and ends the holding with another party's purchase
or with the owner's sale in another clause or sentence, whose subjects differ. The
holding is the owner's: the hypothesis must say the owner held it (an "own" word of
``lexicons/ownership_words.tsv``) and name the owner; the end is the owner's sale or
another party's acquisition of the same thing. Years only: the length is their
difference, the reading encyclopedia claims take.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.dates import _lemma, _subject, _value, _verb, _year_seconds
from qreas.types import Numset, fmt_number

NAME_DEPS = frozenset({"compound", "flat", "amod"})


@functools.cache
def _classes() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for word, cls in lines("ownership_words.tsv"):
        out.setdefault(cls, set()).add(word.lower())
    return {k: frozenset(v) for k, v in out.items()}


def _words(tok: Any) -> frozenset[str]:
    """The content words of a party ("Polyvane *Music*", "the Harlan *Group*")."""
    if tok is None:
        return frozenset()
    toks = [tok, *(c for c in tok.children if c.dep_ in NAME_DEPS)]
    # a name in apposition: "the shipping group *Falk & Sons*"
    toks += [t for c in tok.children if c.dep_ == "appos" for t in c.subtree]
    if tok.pos_ == "PROPN":  # "Falk & Sons": the conjoined parts of one name
        toks += [t for c in tok.children if c.dep_ == "conj" and c.pos_ == "PROPN" for t in c.subtree]
    return frozenset(_lemma(t) for t in toks if not t.is_stop and t.is_alpha)


def _parties(v: Any) -> tuple[frozenset[str], frozenset[str]]:
    """(owner, thing) of a verb of acquiring or selling: the agent and subject of a
    passive ("was bought *by X*"), else the subject and object."""
    passive = next((c for c in v.children if c.dep_ == "nsubjpass"), None)
    if passive is not None:
        by = [o for a in v.children if a.dep_ == "agent" for o in a.children if o.dep_ == "pobj"]
        return _words(by[0] if by else None), _words(passive)
    obj = next((c for c in v.children if c.dep_ == "dobj"), None)
    return _words(_subject(v)), _words(obj)


def _ends(doc: Any, b: Numset, owner: frozenset[str], thing: frozenset[str]) -> Any | None:
    """The verb of year ``b`` if it ends the owner's holding: the owner sells the thing,
    or another party acquires it."""
    v = _verb(doc, b.number_index)
    if v is None:
        return None
    who, what = _parties(v)
    if _lemma(v) in _classes()["dispose"] and who & owner and (not what or what & thing):
        return v
    # (a thing not named again is a pronoun's: "the council bought *it* in 1991")
    if _lemma(v) in _classes()["acquire"] and who and not who & owner and (what & thing or not what):
        return v
    return None


@deriver("ownership-span")
def ownership_span(ctx: Context) -> Iterator[Derived]:
    h, doc, hdoc = ctx.h, ctx.pdoc, ctx.hdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    if not lemma_set(hdoc) & _classes()["own"] or not lemma_set(doc) & _classes()["acquire"]:
        return
    hverb = _verb(hdoc, h.number_index)
    if hverb is None or _lemma(hverb) not in _classes()["own"]:
        return
    h_owner, h_thing = _parties(hverb)
    years = [q for q in ctx.premise if q.kind == "year" and q.is_exact and q.lo == int(q.lo)]
    for a in years:
        va = _verb(doc, a.number_index)
        if va is None or _lemma(va) not in _classes()["acquire"]:
            continue
        owner, thing = _parties(va)
        if not owner & h_owner or (h_thing and not thing & h_thing):
            continue  # another owner's holding, or another thing's
        for b in sorted((q for q in years if q.lo > a.lo), key=lambda q: q.lo):
            vb = _ends(doc, b, owner, thing)
            if vb is None:
                continue
            value = (int(b.lo) - int(a.lo)) * _year_seconds() / h.scale
            eq = f"{b.text} - {a.text} = {fmt_number(value)} {h.unit or 'year'} (owned)"
            yield Derived(_value(h, value, value), eq, (b, a), frozenset({va.i, vb.i}), frozenset({hverb.i}))
            return
