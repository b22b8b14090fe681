"""A definite count of the members a premise has spoken of: "The red team scored 3 and
*the blue team* 5" -> "*the two teams*"; "Ann scored 3 goals and Bea 5" -> "*both*
players".

A definite plural with a numeral ("the two teams", "both teams") refers to a set the
discourse has introduced (Heim 1982): here the distinct individuals the premise
describes with that noun (one per distinguishing modifier: "the red team", "the blue
team", "the new one") or, for a noun of people, the people it names. Their number is
the count the definite presupposes. A different count is a failed presupposition,
not a contradiction of what was said, so the value is not exclusive.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.people_groups import is_person

DEFINITE = frozenset({"the", "both", "these", "those", "all"})
MODIFIERS = frozenset({"amod", "compound", "nmod", "poss"})


def _definite_count(doc: Any, number_index: int) -> Any | None:
    """The counted noun of a definite count ("the two teams", "both teams"), or None."""
    num = doc[number_index]
    noun = num.head if num.dep_ == "nummod" else num
    if noun.pos_ != "NOUN" or noun.tag_ != "NNS":
        return None
    dets = {c.lower_ for c in noun.children if c.dep_ in ("det", "predet")} | {num.lower_}
    return noun if dets & DEFINITE else None


def _described(doc: Any, lemma: str) -> list[Any]:
    """Singular mentions of ``lemma`` each told apart by a modifier ("the *red* team"),
    and "one" standing for the noun with its own modifier ("the *new* one")."""
    out, seen = [], set()
    for t in doc:
        same = t.lemma_.lower() == lemma and t.tag_ == "NN"
        anaphor = t.lower_ == "one" and any(c.dep_ == "det" for c in t.children) and bool(out)
        if not (same or anaphor):
            continue
        mods = frozenset(c.lower_ for c in t.children if c.dep_ in MODIFIERS)
        if not mods or mods in seen:
            return []  # an unmodified or repeated mention: not a list of distinct members
        seen.add(mods)
        out.append(t)
    return out


def _named_people(doc: Any) -> list[Any]:
    """Distinct people the premise names as its clauses' subjects."""
    names: dict[str, Any] = {}
    for ent in doc.ents:
        if ent.label_ == "PERSON" and ent.root.dep_ in ("nsubj", "nsubjpass", "conj"):
            names.setdefault(ent.text.split()[-1].lower(), ent.root)
    return list(names.values())


@deriver("definite-members")
def definite_members(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit or not h.is_exact:
        return
    if not lemma_set(ctx.hdoc) & DEFINITE:
        return
    noun = _definite_count(ctx.hdoc, h.number_index)
    if noun is None:
        return
    members = _described(ctx.pdoc, noun.lemma_.lower())
    if len(members) < 2 and is_person(noun):
        members = _named_people(ctx.pdoc)
    if len(members) < 2:
        return
    n = float(len(members))
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    said = ", ".join(m.text for m in members)
    h_tokens = frozenset({noun.i} | {c.i for c in noun.children if c.dep_ in ("det", "predet")})
    # the members' descriptions are what the definite sums up ("the red team", "the blue one")
    p_tokens = frozenset(i for m in members for i in _description(m))
    equation = f"the members spoken of ({said}): {n:g} {h.unit}"
    yield Derived(value, equation, (), p_tokens, h_tokens, exclusive=False)


def _description(t: Any) -> set[int]:
    """A member's noun with its determiner and modifiers."""
    return {t.i} | {x.i for c in t.children if c.dep_ in MODIFIERS | {"det"} for x in c.subtree}
