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

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import lines, word_set
from qreas.natlog import align as A
from qreas.natlog.derivers.holders import is_name
from qreas.natlog.derivers.kinds import CLASS_KIN, NEAR_KIN, closing_words, closure, co_kinds, is_kind_of
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
    if names is False and misread_plural(t):
        return False
    # a bare mass noun ("only wool and silk"): a kind too, as no determiner makes it one thing
    if t.pos_ == "NOUN" and t.tag_ == "NN" and not t.text[:1].isupper() and not _determined(t):
        return False
    return None


def misread_plural(t: Any) -> bool:
    """A plural noun the tagger read as a verb in -s ("drills and *rakes*", "grew
    *marigolds*"): after a separator or a verb, where no finite verb can stand, and
    a noun in WordNet."""
    from qreas.natlog import lexical

    if t.tag_ != "VBZ" or not t.i or t.text[:1].isupper():
        return False
    before = t.doc[t.i - 1]
    if not (before.lower_ in LIST_SEPARATORS or before.pos_ == "VERB"):
        return False
    return bool(lexical._wn().synsets(t.lower_, "n"))


def _name_before_names(doc: Any, i: int) -> bool:
    """A capitalised word inside a sentence, listed before a name ("were *Odile*, Paco
    and Rune": the tagger made it an adjective): one of the names."""
    t = doc[i]
    if not (i and t.is_alpha and t.text[:1].isupper()):
        return False
    j = i + 1
    while j < len(doc) and doc[j].lower_ in LIST_SEPARATORS:
        j += 1
    return j > i + 1 and j < len(doc) and is_name(doc[j])


def _determined(t: Any) -> bool:
    return any(c.dep_ in ("det", "poss", "nummod") for c in t.children)


def _common_start(doc: Any, i: int) -> bool:
    """A sentence-initial capitalised word the tagger took for a name though WordNet
    knows it as a noun ("*Wool* and silk were ..."), when a common noun is listed
    with it: a list is of one kind of thing."""
    from qreas.natlog import lexical

    j = i + 1
    while j < len(doc) and doc[j].lower_ in LIST_SEPARATORS:
        j += 1
    following = j < len(doc) and j > i + 1 and _kind(doc[j], False) is False
    return i == 0 and following and bool(lexical._wn().synsets(doc[i].lower_, "n"))


def coordinations(doc: Any) -> list[CoordList]:
    """Every list of two or more names, or of two or more plural nouns, read linearly
    ("A, B, C and D": the parser's trees for long lists mix conjuncts and appositions)."""
    return list(_coordinations(doc))


@functools.lru_cache(maxsize=4096)
def _coordinations(doc: Any) -> tuple[CoordList, ...]:
    """Once per sentence: the proof, the derivers and the lone names all ask."""
    out = []
    i = 0
    while i < len(doc):
        kind = _kind(doc[i], None)
        if kind is True and _common_start(doc, i):
            kind = False
        if kind is None and _name_before_names(doc, i):
            kind = True
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
    return tuple(out)


NEGATIVES = frozenset({"no", "nobody", "none", "nothing", "noone"})


@functools.cache
def exceptives() -> frozenset[str]:
    return word_set("exceptives.txt")


def exceptive(doc: Any, first: int) -> frozenset[int]:
    """The words of "no one except" / "nobody but" / "no student other than" right
    before token ``first``: a negative domain less the listed, which leaves the listed
    the only ones the predicate holds of (von Fintel 1993); empty if there are none."""
    j = first - 1
    if j >= 1 and f"{doc[j - 1].lower_} {doc[j].lower_}" in exceptives():
        j -= 1
    elif j < 1 or doc[j].lower_ not in exceptives():
        return frozenset()
    for k in range(j - 1, max(-1, j - 4), -1):
        if doc[k].lower_ in NEGATIVES:
            return frozenset(range(k, first))
    return frozenset()


@functools.cache
def _composition_verbs() -> dict[str, str]:
    return {f[0].lower(): f[1].lower() for f in lines("exhaustive_verbs.tsv")}


def _composition(doc: Any, lst: CoordList) -> tuple[frozenset[int], str | None] | None:
    """A list that is the object of a verb of composition ("the committee *consists of*
    A, B and C"): closed, in the class of the subject's members (the subject's noun
    stands for the group; its words and the verb's close the list)."""
    head = lst.items[0]
    prep = head.head if head.dep_ == "pobj" else None
    verb = prep.head if prep is not None else head.head if head.dep_ == "dobj" else None
    if verb is None or verb.lemma_.lower() not in _composition_verbs():
        return None
    wanted = _composition_verbs()[verb.lemma_.lower()]
    if (wanted == "-") != (prep is None) or (prep is not None and prep.lower_ != wanted):
        return None
    subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ == "NOUN"]
    if not subj:
        return None
    words = {verb.i} | {c.i for c in verb.children if c.dep_ in ("auxpass", "prt")}
    words |= {t.i for t in subj[0].subtree} | ({prep.i} if prep is not None else set())
    return frozenset(words), subj[0].lemma_.lower()


def _only_after(doc: Any, lst: CoordList) -> frozenset[int] | None:
    """An exclusive right after the list ("grows wheat and barley *only*")."""
    k = lst.items[-1].i + 1
    if k < len(doc) and doc[k].lower_ in closing_words() and doc[k].pos_ == "ADV":
        return frozenset({k})
    return None


def _lone_names(doc: Any) -> list[CoordList]:
    """A single name right after an exclusive or an exceptive ("only Ann passed",
    "nobody but Ann passed"): a closed list of one."""
    return list(_lone_names_of(doc))


@functools.lru_cache(maxsize=4096)
def _lone_names_of(doc: Any) -> tuple[CoordList, ...]:
    listed = {i for lst in coordinations(doc) for i in lst.tokens}
    out = []
    for t in doc:
        if t.i in listed or not t.i or not is_name(t):
            continue
        if doc[t.i - 1].lower_ in closing_words() or exceptive(doc, t.i):
            out.append(CoordList((t,), True))
    return tuple(out)


def closing(doc: Any, lst: CoordList, counts: Sequence[Numset]) -> tuple[frozenset[int], str | None] | None:
    """The words closing ``lst`` and the class it is closed in, or ``None`` (open)."""
    first = lst.items[0].i
    before = doc[first - 1] if first else None
    if before is not None and before.lower_ in closing_words():
        return frozenset({before.i}), None
    if exceptive(doc, first):
        return exceptive(doc, first), None
    if (after := _only_after(doc, lst)) is not None:
        return after, None
    if (whole := _composition(doc, lst)) is not None:
        return whole
    if len(lst.items) == 1:
        return None  # a lone name: closed by a word right before it only
    if lst.names:
        # "has 3 members: A, B and C": a count of as many as are listed, before a colon
        # or in apposition right after the counted noun ("two cities, Oslo and Bergen")
        for q in counts:
            colon = [i for i in range(q.end, first) if doc[i].text == ":"]
            colon = colon or ([q.end] if q.end + 1 == first and doc[q.end].text == "," else [])
            if q.is_exact and q.lo == len(lst.items) and q.end <= first and colon:
                return frozenset(range(q.start, first)), q.unit
        return _named_class(doc, lst)
    closed, wider = closure(doc, first)
    return (closed, wider) if closed else None


def _named_class(doc: Any, lst: CoordList) -> tuple[frozenset[int], str | None] | None:
    """Names closed by a class noun the copula equates with them: "the club's only two
    coaches are A and B", "the finalists were A, B and C" (not an "only N" elsewhere in
    the sentence: "A and B visited the only museum")."""
    closed, wider = closure(doc, lst.items[0].i)
    cop = lst.items[0].head
    if closed and wider is not None and lst.items[0].dep_ == "appos" and cop.i in closed:
        return closed, wider  # "all three winners, A, B and C, ..."
    if not closed or wider is None or cop.lemma_ != "be":
        return None
    nouns = [doc[i] for i in closed if doc[i].lemma_.lower() == wider and doc[i].head.i == cop.i]
    return (closed, wider) if nouns else None


def _member_token(pdoc: Any, hdoc: Any, lst: CoordList, wider: str | None) -> Any | None:
    """The hypothesis word that names a member of the list's class (not a name the
    premise states outside the list: "The Tallin Ropeworks ... by Aron and Emil Tallin"
    names the works by it, no third brother)."""
    elsewhere = {x.lower_ for x in pdoc if x.i not in lst.tokens}
    # a common noun the premise uses outside the list is a thing it speaks of already
    # ("the *menu* offers only pizza and pasta"): not a candidate member of the list
    said = {x.lemma_.lower() for x in pdoc if x.i not in lst.tokens and x.pos_ == "NOUN"}
    for t in hdoc:
        if lst.names and is_name(t) and t.lower_ not in elsewhere:
            return t
        if not lst.names and (t.pos_ == "NOUN" or misread_plural(t)):
            w = t.lemma_.lower() if t.pos_ == "NOUN" else _noun_lemma(t)
            if w in said and w not in lst.lemmas:
                continue
            if w in lst.lemmas or (wider and is_kind_of(w, wider)):
                return t
            if wider and not any(is_kind_of(x, wider) for x in lst.lemmas) and _co_kind(w, lst):
                return t  # WordNet's class is not the speaker's ("flower": a rose is a shrub)
            from qreas.natlog import lexical

            if wider is None and t.dep_ in ("dobj", "nsubj", "nsubjpass", "attr", "pobj"):
                # in the listed words' own slot (same verb, same role) a kind from a wider
                # class is an alternative "only" rules out too ("keeps only sheep and geese": pigs)
                d = CLASS_KIN if _same_slot(t, lst) else NEAR_KIN
                if all(lexical.relation(x, w, "NOUN") is Rel.ALT or co_kinds(x, w, d) for x in lst.lemmas):
                    return t
    return None


def _noun_lemma(t: Any) -> str:
    from qreas.natlog import lexical

    return str(lexical._wn().morphy(t.lower_, "n") or t.lower_)


def _same_slot(t: Any, lst: CoordList) -> bool:
    head = lst.items[0]
    return t.dep_ == head.dep_ and t.head.lemma_.lower() == head.head.lemma_.lower() and t.head.pos_ == "VERB"


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
    for lst in [*coordinations(pdoc), *_lone_names(pdoc)]:
        found = closing(pdoc, lst, counts)
        if found is None:
            continue
        closed, wider = found
        if any(h.lemmas == lst.lemmas for h in coordinations(hdoc)):
            continue  # the whole list restated: its words match one by one, no member is singled out
        t = _member_token(pdoc, hdoc, lst, wider)
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
