"""Closed lists: membership in a list the premise makes exhaustive.

"The band has 3 members: Ann, Raj and Li" (a count followed by as many names), "Only
Ann, Raj and Li passed", "Tulips and irises were the only flowers it planted",
"planted only tulips and irises": the list is the whole set (Horn 1969; Rooth 1985:
"only" asserts that no alternative to the focus holds). A hypothesis that puts a
listed member in the set follows (⊏: the premise says more); one that puts in another
member of the same class is excluded: two co-hyponyms (or two distinct names) are in
alternation, and exhaustivity is what makes that alternation a contradiction. Without
the closing words the list is open and nothing is added here (the hypothesis then
stays unsupported: neutral).

The membership predicate is paraphrased freely ("has 3 members: Ann ..." / "Ann plays
in the band", "is part of the crew"): the hypothesis words the premise does not use
are read as that predicate when the closed list is a group's membership.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from qreas.natlog import align as A
from qreas.natlog.derivers.holders import is_name
from qreas.natlog.derivers.kinds import closing_words, closure, co_kinds, is_kind_of
from qreas.natlog.relations import Rel
from qreas.types import Numset


@dataclass(frozen=True)
class CoordList:
    """A coordination of names or of plural common nouns."""

    items: tuple[Any, ...]  # the item tokens
    names: bool  # proper names (people), else kinds (common nouns)

    @property
    def lemmas(self) -> frozenset[str]:
        return frozenset(t.lower_ if self.names else t.lemma_.lower() for t in self.items)

    @property
    def tokens(self) -> frozenset[int]:
        return frozenset(range(self.items[0].i, self.items[-1].i + 1))


LIST_SEPARATORS = frozenset({",", "and", "or"})


def _kind(t: Any, names: bool | None) -> bool | None:
    """True for a name, False for a plural common noun, None for neither (``names``:
    the kind the list so far has; a capitalised word after a separator continues a
    list of names whatever the tagger made of it)."""
    if is_name(t) or (names and t.is_alpha and t.text[:1].isupper()):
        return True
    if t.pos_ == "NOUN" and t.tag_ == "NNS" and not t.text[:1].isupper() or (t.tag_ == "NNS" and t.i == 0):
        return False
    return None


def coordinations(doc: Any) -> list[CoordList]:
    """Every list of two or more names, or of two or more plural nouns, read linearly
    ("A, B, C and D": the parser's trees for long lists mix conjuncts and appositions)."""
    out = []
    i = 0
    while i < len(doc):
        kind = _kind(doc[i], None)
        if kind is None:
            i += 1
            continue
        items = [doc[i]]
        j = i + 1
        while j < len(doc) and doc[j].lower_ in LIST_SEPARATORS:
            k = j
            while k < len(doc) and doc[k].lower_ in LIST_SEPARATORS:
                k += 1
            if k < len(doc) and _kind(doc[k], kind) is kind:
                items.append(doc[k])
                j = k + 1
            else:
                break
        if len(items) >= 2:
            out.append(CoordList(tuple(items), kind))
        i = items[-1].i + 1
    return out


def closing(doc: Any, lst: CoordList, counts: Sequence[Numset]) -> tuple[frozenset[int], str | None] | None:
    """The words closing ``lst`` and the class it is closed in, or ``None`` (open)."""
    first = lst.items[0].i
    before = doc[first - 1] if first else None
    if before is not None and before.lower_ in closing_words():
        return frozenset({before.i}), None
    if lst.names:
        # "has 3 members: A, B and C": a count of as many as are listed, before a colon
        for q in counts:
            colon = [i for i in range(q.end, first) if doc[i].text == ":"]
            if q.is_exact and q.lo == len(lst.items) and q.end <= first and colon:
                return frozenset(range(q.start, first)), q.unit
        return None
    closed, wider = closure(doc, first)
    return (closed, wider) if closed else None


def _member_token(hdoc: Any, lst: CoordList, wider: str | None) -> Any | None:
    """The hypothesis word that names a member of the list's class."""
    for t in hdoc:
        if lst.names and is_name(t):
            return t
        if not lst.names and t.pos_ == "NOUN":
            w = t.lemma_.lower()
            if w in lst.lemmas or (wider and is_kind_of(w, wider)):
                return t
            if wider and not any(is_kind_of(x, wider) for x in lst.lemmas) and _co_kind(w, lst):
                return t  # WordNet's class is not the speaker's ("flower": a rose is a shrub)
            from qreas.natlog import lexical

            if wider is None and t.dep_ in ("dobj", "nsubj", "nsubjpass", "attr", "pobj"):
                if all(lexical.relation(x, w, "NOUN") is Rel.ALT or co_kinds(x, w) for x in lst.lemmas):
                    return t
    return None


def _co_kind(w: str, lst: CoordList) -> bool:
    return w not in lst.lemmas and all(co_kinds(x, w) for x in lst.lemmas)


def _closes_fewer(hdoc: Any, t: Any, lst: CoordList) -> bool:
    """The hypothesis closes its own list around fewer of the listed ("only Ann passed"
    after "only Ann and Raj passed"): it excludes a member the premise includes."""
    h_items: tuple[Any, ...] = (t,)
    for hl in coordinations(hdoc):
        if hl.names == lst.names and t in hl.items:
            h_items = hl.items
    before = hdoc[h_items[0].i - 1] if h_items[0].i else None
    if before is None or before.lower_ not in closing_words():
        return False
    keys = {x.lower_ if lst.names else x.lemma_.lower() for x in h_items}
    return keys < lst.lemmas


def membership_edits(pdoc: Any, hdoc: Any, counts: Sequence[Numset], a: A.Alignment) -> None:
    """A LIST edit for a hypothesis that names a member of a closed premise list (⊏ for
    a listed one, | for another one), with the list's and the predicate's words."""
    for lst in coordinations(pdoc):
        found = closing(pdoc, lst, counts)
        if found is None:
            continue
        closed, wider = found
        t = _member_token(hdoc, lst, wider)
        if t is None or t.i in a.h_used:
            continue
        key = t.lower_ if lst.names else t.lemma_.lower()
        rel = Rel.FWD if key in lst.lemmas else Rel.ALT
        if rel is Rel.FWD and _closes_fewer(hdoc, t, lst):
            rel = Rel.ALT
        a.p_used |= lst.tokens | closed
        a.h_used.add(t.i)
        if lst.names and wider is not None:
            # a group's membership: the hypothesis' own predicate words paraphrase it
            # ("is a member of": the closing "has 4 members" is that predicate too)
            p_lemmas = {x.lemma_.lower() for x in pdoc if x.i not in closed}
            a.h_used |= {x.i for x in hdoc if x.lemma_.lower() not in p_lemmas}
        text = " ".join(x.text for x in lst.items)
        note = f"closed list ({text}): {'listed' if rel is Rel.FWD else 'not listed'}"
        # the closing words (and the count) are part of the edited phrase: they do not project it
        a.edits.append(A.Edit("LIST", text, t.text, rel, lst.items[0].i, None, lst.tokens | closed, note))
        return
