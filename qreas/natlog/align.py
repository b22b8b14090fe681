"""Alignment: the hypothesis as a sequence of edits of the premise.

After MacCartney & Manning (2009): an edit is MAT (a word kept), SUB (a word replaced),
DEL (premise material left out) or INS (hypothesis material added). Quantities are
aligned first, by the quantity stages (match or equation: ``quantity_edits``); then
content words, by lemma, by WordNet relation, and by position (a hypothesis word
whose head is aligned stands for the premise head's dependent in the same relation:
"spent $3 million on *parks*" / "on *roads*"); what is left is deleted or inserted as
whole subtrees, so a deleted clause is one edit ("A, and B" -> "A") whatever
operators it contains. Negations and hedges are operators: adding or dropping one is
an edit of its own (``operator_edits``).

Why whole subtrees and positions: an edit's relation projects through the operators
above its position only (``polarity.contexts``), and deleting "but did not sell
sheep" is deleting a conjunct (⊏), not deleting "sheep" under a negation.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from qreas.natlog import lexical
from qreas.natlog.polarity import NEGATION_WORDS, NON_MONOTONE_WORDS, Operator, depth_of
from qreas.natlog.relations import Rel

CONTENT = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})
GROUP = {"PROPN": "NOUN", "NUM": "NOUN"}
LIGHT = frozenset({"be", "have", "do", "get", "make", "take", "say", "also", "now", "just", "then", "there"})
# dependents that restrict what their head denotes: inserting one narrows (⊐)
MODIFIERS = frozenset(
    {
        "amod",
        "advmod",
        "npadvmod",
        "compound",
        "prep",
        "relcl",
        "acl",
        "poss",
        "nmod",
        "advcl",
        "appos",
        "nummod",
    }
)
# non-restrictive material: an appositive ("one Democrat -- Sen. Ben Nelson -- opposed
# her") or a parenthetical clause adds a comment, not a restriction, so adding or
# dropping it keeps what the sentence says (Huddleston & Pullum 2002, ch. 15)
NON_RESTRICTIVE = frozenset({"appos", "parataxis"})
PREFERENCE = (Rel.EQ, Rel.FWD, Rel.REV, Rel.ALT)
# "other(s)" picks out members of a set other than those already spoken of: the new
# description excludes the old one (alternation)
OTHER = frozenset({"other", "others"})


@dataclass(frozen=True)
class Edit:
    """One step from premise to hypothesis, with the relation of the two phrases."""

    kind: str  # MAT, SUB, DEL, INS, QTY (a quantity and its equation), OP (an operator)
    premise: str
    hypothesis: str
    lexical: Rel
    p_index: int | None = None  # the premise position the edit projects from
    h_index: int | None = None  # (INS: the hypothesis position)
    inside: frozenset[int] = frozenset()  # tokens of the edited phrase (operators here do not project it)
    note: str = ""  # an equation, a reason


@dataclass
class Alignment:
    edits: list[Edit] = field(default_factory=list)
    p_used: set[int] = field(default_factory=set)
    h_used: set[int] = field(default_factory=set)
    # the operation words a derived quantity accounts for (``Derived.p_tokens`` /
    # ``h_tokens``): an operator among them belongs to the derivation
    p_derived: set[int] = field(default_factory=set)
    h_derived: set[int] = field(default_factory=set)


@functools.lru_cache(maxsize=8192)
def content_flags(doc: Any) -> tuple[bool, ...]:
    """``_content`` of every token of a parsed sentence, computed once per sentence."""
    return tuple(_content(t) for t in doc)


def _content(t: Any) -> bool:
    if t.dep_ == "prt":  # a verb particle is part of its verb ("gave away")
        return False
    if _truth_frame(t) or _numeral_operator(t):
        return False
    return (
        t.pos_ in CONTENT
        and not t.is_punct
        and t.lemma_.lower() not in LIGHT
        and not (t.is_stop and t.pos_ != "NUM")
    )


def _numeral_operator(t: Any) -> bool:
    """ "only 11,000 jobs", "exactly 40 goats": the word makes the numeral's reading
    exact, which a bare numeral already is for its own description (the oracle's and
    the polarity's convention), so adding or dropping it is no edit."""
    return t.lower_ in NON_MONOTONE_WORDS and (t.head.like_num or any(c.like_num for c in t.children))


def _truth_frame(t: Any) -> bool:
    """ "It is (not) true that S", "it is (not) the case that S": the truth predicate is
    transparent (Tarski's T-schema: "S" is true iff S), so only its negation counts."""
    if t.lemma_.lower() not in ("true", "case"):
        return False
    return any(c.dep_ in ("ccomp", "advcl", "acl") for c in (*t.children, *t.head.children))


def _group(pos: str) -> str:
    return GROUP.get(pos, pos)


def _best(h: Any, candidates: Sequence[Any]) -> tuple[Any, Rel] | None:
    found: list[tuple[int, Any, Rel]] = []
    for p in candidates:
        if _group(p.pos_) != _group(h.pos_) and p.lemma_.lower() != h.lemma_.lower():
            continue
        pos = "NOUN" if _group(h.pos_) == "NOUN" else h.pos_
        if p.pos_ == "PROPN" or h.pos_ == "PROPN":
            rel = Rel.EQ if p.lower_ == h.lower_ or p.lemma_.lower() == h.lemma_.lower() else Rel.IND
        else:
            rel = lexical.relation(p.lemma_.lower(), h.lemma_.lower(), pos)
        if rel in PREFERENCE:
            found.append((PREFERENCE.index(rel), p, rel))
    if not found:
        return None
    rank, p, rel = min(found, key=lambda x: (x[0], x[1].i))
    return p, rel


def align_words(pdoc: Any, hdoc: Any, a: Alignment) -> None:
    """MAT / SUB edits for hypothesis content words not covered by a quantity edit."""
    pc, hc = content_flags(pdoc), content_flags(hdoc)
    p_free = [t for t in pdoc if pc[t.i] and t.i not in a.p_used]
    h_words = [t for t in hdoc if hc[t.i] and t.i not in a.h_used]
    aligned: dict[int, int] = {}  # hypothesis index -> premise index
    for h in h_words:  # lexical alignment: lemma, WordNet
        hit = _best(h, [p for p in p_free if p.i not in a.p_used] or p_free)
        if hit is None:
            continue
        p, rel = hit
        aligned[h.i] = p.i
        a.p_used.add(p.i)
        a.h_used.add(h.i)
        kind = "MAT" if rel is Rel.EQ and p.lemma_.lower() == h.lemma_.lower() else "SUB"
        a.edits.append(Edit(kind, p.text, h.text, rel, p.i, h.i, frozenset({p.i})))
    for h in h_words:  # positional alignment: the same dependent of an aligned head
        if h.i in a.h_used or h.head.i == h.i or h.head.i not in aligned:
            continue
        p_head = pdoc[aligned[h.head.i]]
        same = [c for c in p_head.children if c.dep_ == h.dep_ and c.i not in a.p_used and pc[c.i]]
        if not same:
            continue
        p = same[0]
        pos = "NOUN" if _group(h.pos_) == "NOUN" else h.pos_
        rel = lexical.relation(p.lemma_.lower(), h.lemma_.lower(), pos) if p.pos_ != "PROPN" else Rel.IND
        sub = frozenset(x.i for x in p.subtree)
        a.p_used |= {p.i}
        a.h_used.add(h.i)
        aligned[h.i] = p.i
        # two common nouns in one slot: a substitution natural logic can judge; a name
        # or another part of speech may be a paraphrase WordNet does not know
        note = "same position" if p.pos_ == h.pos_ == "NOUN" else "same position, unjudged"
        a.edits.append(Edit("SUB", p.text, h.text, rel, p.i, h.i, sub, note))


@functools.lru_cache(maxsize=8192)
def _tree(doc: Any) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """A parsed sentence's tree as integers, once per sentence: each token's head, its
    children, and the tokens ordered children before heads (deepest first)."""
    heads = tuple(t.head.i for t in doc)
    children = tuple(tuple(c.i for c in t.children) for t in doc)
    order = tuple(t.i for t in sorted(doc, key=depth_of, reverse=True))
    return heads, children, order


def _maximal_subtrees(doc: Any, free: set[int]) -> list[Any]:
    """Roots of maximal subtrees whose content words are all free (one pass up the
    tree, without recursion: a hostile sentence may nest deeper than the stack)."""
    content = content_flags(doc)
    heads, children, order = _tree(doc)
    ok = [False] * len(heads)
    has = [False] * len(heads)
    for i in order:  # children before their head
        ok[i], has[i] = (i in free or not content[i]), content[i]
        for c in children[i]:
            ok[i], has[i] = ok[i] and ok[c], has[i] or has[c]
    return [
        doc[i]
        for i in range(len(heads))
        if ok[i] and has[i] and not (heads[i] != i and ok[heads[i]] and has[heads[i]])
    ]


def deletions_and_insertions(pdoc: Any, hdoc: Any, a: Alignment) -> None:
    """DEL every maximal unaligned premise subtree (⊏: the premise said more) and INS
    every maximal unaligned hypothesis subtree (⊐ for a modifier, which narrows what
    its head says; # for an argument or a clause the premise does not speak of)."""
    p_free = {i for i, c in enumerate(content_flags(pdoc)) if c and i not in a.p_used}
    for t in _maximal_subtrees(pdoc, p_free):
        text = " ".join(x.text for x in t.subtree)
        rel = Rel.EQ if t.dep_ in NON_RESTRICTIVE else Rel.FWD
        a.edits.append(Edit("DEL", text, "", rel, t.i, None, frozenset(x.i for x in t.subtree)))
    h_free = {i for i, c in enumerate(content_flags(hdoc)) if c and i not in a.h_used}
    for t in _maximal_subtrees(hdoc, h_free):
        text = " ".join(x.text for x in t.subtree)
        rel = Rel.EQ if t.dep_ in NON_RESTRICTIVE else Rel.REV if t.dep_ in MODIFIERS else Rel.IND
        if t.lemma_.lower() in OTHER:  # "two *other* guards": not the ones spoken of
            rel = Rel.ALT
        a.edits.append(Edit("INS", "", text, rel, None, t.i, frozenset(x.i for x in t.subtree)))


def _counts(o: Operator, doc: Any, aligned: set[int]) -> bool:
    """A negation is an edit of its own when it negates the main clause, or what it
    negates is kept (aligned): in "pleaded *not* guilty" -> "is accused" and in a
    clause the hypothesis leaves out ("4,000 who did *not*"), the negated words go
    with their negation (a deletion)."""
    if o.word not in NEGATION_WORDS:
        return True
    head = doc[o.index].head
    if head.dep_ == "ROOT" or head.i in aligned or any(_truth_frame(c) for c in head.children):
        return True
    # "not going to change": the negated verbal complex reaches its complement
    return any(c.i in aligned for c in head.children if c.dep_ in ("xcomp", "ccomp", "acomp"))


def operator_edits(
    pdoc: Any, hdoc: Any, p_ops: Sequence[Operator], h_ops: Sequence[Operator], a: Alignment
) -> list[Edit]:
    """Negations and hedges present on one side only (by count of each kind): a dropped
    or added negation is ^; a dropped hedge gives ⊐ ("may sell" ⊐ "sold"), an added one
    ⊏; a question on one side only asserts nothing: #."""
    # a clause negation a derivation has accounted for ("34 ... did *not* attend": the
    # rest of a group) is part of that derivation, not an edit of its own
    p_ops = [o for o in p_ops if o.index not in a.p_derived and _counts(o, pdoc, a.p_used)]
    h_ops = [o for o in h_ops if o.index not in a.h_derived and _counts(o, hdoc, a.h_used)]
    out: list[Edit] = []

    def kinds(ops: Sequence[Operator]) -> dict[str, list[Operator]]:
        by: dict[str, list[Operator]] = {}
        for o in ops:
            sig = o.scopes[0][1] if o.scopes else ""
            if o.word in NEGATION_WORDS or (sig == "down" and o.word not in ("if", "without")):
                by.setdefault("neg", []).append(o)
            elif o.word == "?":
                by.setdefault("question", []).append(o)
            elif sig == "opaque":
                by.setdefault("hedge", []).append(o)
        return by

    pk, hk = kinds(p_ops), kinds(h_ops)
    for kind, dropped_rel, added_rel in (("neg", Rel.NEG, Rel.NEG), ("hedge", Rel.REV, Rel.FWD),
                                         ("question", Rel.IND, Rel.IND)):  # fmt: skip
        ps, hs = pk.get(kind, []), hk.get(kind, [])
        for o in ps[len(hs) :]:
            out.append(
                Edit("OP", o.word, "", dropped_rel, o.index, None, frozenset({o.index}), f"{kind} dropped")
            )
        for o in hs[len(ps) :]:
            out.append(
                Edit("OP", "", o.word, added_rel, None, o.index, frozenset({o.index}), f"{kind} added")
            )
    return out
