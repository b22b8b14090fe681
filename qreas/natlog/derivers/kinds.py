"""Totals of listed kinds under a wider noun, and whether the list is closed.

"The nursery sold 68 birches and 3 pines" lists two kinds of tree: the trees sold are
*at least* 71 (a list does not say there were no other trees: the hypernym's
restrictor is upward monotone), so "more than 71 trees" and "exactly 71 trees" do not
follow, "fewer than 71 trees" is false. A closing word makes the list the whole set:
"68 birches, 3 pines *and no other trees*", "*the only* trees it sold were ...",
"sold *only* birches and pines": then the total is exact, and another kind of the same
class ("140 cedars") was not sold at all: 0, so any positive count of it contradicts
(alternation made contradiction by exhaustivity).

Kinds are disjoint (a birch is not a pine), so their counts add up.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog import lexical
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.polarity import EXISTENTIAL, numeral_signature
from qreas.natlog.relations import Rel
from qreas.types import Numset, fmt_number

INF = float("inf")
DEPTH = 8  # hypernym levels from a kind to its class ("piano" ... "instrument")
NEAR_KIN = 3  # levels up to a class two kinds share ("lion", "bear": carnivore)


@functools.cache
def closing_words() -> frozenset[str]:
    return word_set("closing_words.txt")


is_kind_of = lexical.is_kind_of  # where the derivers have used it from


@functools.lru_cache(maxsize=20_000)
def co_kinds(a: str, b: str, depth: int = NEAR_KIN) -> bool:
    """Two kinds of one nearby class (a lion and a bear are both carnivores): the
    alternatives an exclusive "only lions and tigers" rules out."""
    wn = lexical._wn()

    def ups(word: str) -> set[Any]:
        frontier, seen = list(wn.synsets(word.replace(" ", "_"), "n")[:2]), set()
        for _ in range(depth):
            frontier = [u for s in frontier for u in s.hypernyms()]
            seen |= set(frontier)
        return seen

    return a != b and bool(ups(a) & ups(b)) and not (is_kind_of(a, b) or is_kind_of(b, a))


def listed(premise: Sequence[Numset], wider: str, verb: str | None = None) -> list[Numset]:
    """The exact counts of distinct kinds below ``wider`` (at least two) said with one
    verb: ``verb`` (the hypothesis'), when the counts have it, else one they share. Counts
    of other predicates are other facts ("790 men and 754 women lived there" / "the
    school has 96 pupils"), no list of one whole's parts."""
    counts = [
        q
        for q in premise
        if q.kind == "amount" and q.dimension is None and q.is_exact and q.unit and q.unit != wider
    ]
    kinds = [q for q in counts if is_kind_of(q.unit, wider)]
    # nouns listed with one verb share a domain, which picks each one's sense (Yarowsky
    # 1993: one sense per collocation): "sold 99 trailers and 97 cars" lists vehicles
    said = {q.verb for q in kinds}
    out = [q for q in counts if q in kinds or (q.verb in said and lexical.has_kind_sense(q.unit, wider))]
    verbs = {q.verb for q in out}
    if verb in verbs:
        out = [q for q in out if q.verb == verb]
    elif len(verbs) > 1:
        return []
    return out if len({q.unit for q in out}) == len(out) >= 2 else []


def closure(doc: Any, first: int, wider: str | None = None) -> tuple[frozenset[int], str | None]:
    """The words that close a list starting at token ``first``, and the class they
    close it in, or nothing: "no other X", "the only X", an exclusive word right
    before the first item ("only 4 pianos and ..."). With ``wider``, only a closure
    in that class counts."""
    for t in doc:
        w = t.lower_
        if w == "no" and t.i + 2 < len(doc) and doc[t.i + 1].lower_ == "other":
            noun = doc[t.i + 2].lemma_.lower()
            if wider in (None, noun):
                return frozenset({t.i, t.i + 1, t.i + 2}), noun
        if w in ("nothing", "none") and t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "else":
            return frozenset({t.i, t.i + 1}), None  # "30 apples, 12 pears and nothing else"
        if w in closing_words() and t.dep_ == "amod" and t.head.pos_ == "NOUN":
            head = t.head  # "the only instruments (it bought were ...)"
            if wider in (None, head.lemma_.lower()):
                dets = {c.i for c in head.children if c.dep_ == "det"}
                return frozenset({t.i, head.i} | dets), head.lemma_.lower()
        if w in closing_words() and first - 2 <= t.i < first and wider is None:
            return frozenset({t.i}), None
    return definite_identity(doc, first, wider)


DEFINITE = frozenset({"the", "these", "those"})


def _all_of(noun: Any) -> bool:
    """A plural with a universal or definite determiner ("all three winners", "the
    two pilots"): a list in apposition to it names the whole set."""
    dets = [c.lower_ for c in noun.children if c.dep_ in ("det", "predet")]
    return noun.tag_ == "NNS" and bool(dets) and dets[0] in ("all", "both", *DEFINITE)


def definite_identity(doc: Any, first: int, wider: str | None = None) -> tuple[frozenset[int], str | None]:
    """A definite plural the copula identifies with the list: "*the finalists were*
    Ann, Raj and Li", "rye and spelt are *the breads it sells*". A definite plural
    refers to the maximal set that fits its description (Sharvy 1980; Link 1983), so
    the list equated with it is all of that set. A noun with a numeral or an
    indefinite ("two of the finalists were ...") does not close the list."""
    item = doc[first]
    while item.dep_ in ("nummod", "compound", "amod", "quantmod") and item.head.i != item.i:
        item = item.head  # "30 paintings": the list's noun
    if item.dep_ == "appos" and _all_of(item.head):
        # "all three winners, A, B and C, ...": the whole set named in apposition
        head = item.head
        return frozenset({head.i} | {t.i for c in head.lefts for t in c.subtree}), head.lemma_.lower()
    cop = item.head
    if item.dep_ not in ("nsubj", "attr", "acomp") or cop.lemma_ != "be":  # acomp: a name tagged an adjective
        return frozenset(), None
    for other in cop.children:
        if other.i == item.i or other.dep_ not in ("nsubj", "attr") or other.tag_ != "NNS":
            continue
        dets = [c for c in other.children if c.dep_ in ("det", "poss")]
        if not dets or (dets[0].dep_ == "det" and dets[0].lower_ not in DEFINITE):
            continue
        noun = other.lemma_.lower()
        if wider in (None, noun):
            # its determiner and modifiers ("the club's only two coaches"), not a relative clause after it
            words = {other.i, cop.i} | {t.i for c in other.lefts for t in c.subtree}
            return frozenset(words), noun
    return frozenset(), None


def _total_cues(doc: Any) -> frozenset[int]:
    from qreas.natlog.derivers.holders import _cue_tokens

    return _cue_tokens(doc)


@deriver("kind-total")
def kind_total(ctx: Context) -> Iterator[Derived]:
    """The count of a wider noun from the listed kinds' counts."""
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    wider, of_words = individuated(ctx.hdoc, h)
    items = listed(ctx.premise, wider, h.verb) or _closed_single(ctx, wider)
    if not items:
        return
    total = sum(q.lo for q in items)
    terms = " + ".join(q.text for q in items)
    closed, _ = closure(ctx.pdoc, min(q.start for q in items), wider)
    if not closed:
        closed, cls = closure(ctx.pdoc, min(q.start for q in items))
        closed = closed if cls is None else frozenset()  # "nothing else", "only": any class
    p_tokens = closed | frozenset(i for q in items for i in range(q.start, q.end))
    # the wider noun is what the derivation explains: the class of the listed kinds
    noun = {i for i in range(h.start, h.end) if ctx.hdoc[i].lemma_.lower() == h.unit}
    h_tokens = _total_cues(ctx.hdoc) | noun | of_words
    if closed:
        value = h.with_(lo=total, hi=total, lo_open=False, hi_open=False, approximate=False)
        yield Derived(value, f"closed list: {terms} = {fmt_number(total)} {wider}", tuple(items), p_tokens,
                      h_tokens)  # fmt: skip
        return
    yield at_least(ctx, total, f"open list: at least {terms}", tuple(items), p_tokens, h_tokens)


def _closed_single(ctx: Context, wider: str) -> list[Numset]:
    """One count of a kind closed in the wider class ("30 cows and *no other animals*"):
    the whole class is that count, as a closed list of one."""
    one = [q for q in ctx.premise if q.kind == "amount" and q.dimension is None and q.is_exact and q.unit]
    if len(one) != 1 or one[0].unit == wider or not is_kind_of(str(one[0].unit), wider):
        return []
    closed, _ = closure(ctx.pdoc, one[0].start, wider)
    return one if closed else []


@functools.cache
def unitizers() -> frozenset[str]:
    return word_set("unitizers.txt")


def individuated(doc: Any, h: Numset) -> tuple[str, frozenset[int]]:
    """The kind a count counts, with the words that individuate it: "10 *pieces of
    fruit*" counts fruit (``lexicons/unitizers.txt``), "10 apples" apples."""
    noun = doc[h.end - 1] if h.end <= len(doc) else None
    if h.unit not in unitizers() or noun is None:
        return str(h.unit), frozenset()
    of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    kind = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if kind is None or kind.pos_ != "NOUN":
        return str(h.unit), frozenset()
    return kind.lemma_.lower(), frozenset({noun.i, of.i, kind.i})


def at_least(
    ctx: Context,
    lo: float,
    why: str,
    sources: tuple[Numset, ...],
    p_tokens: frozenset[int],
    h_tokens: frozenset[int],
) -> Derived:
    """A lower bound ``lo`` on the hypothesis' count (a wider description, an open
    list). A bare numeral of a wider description says only that there are that many
    (the oracle's and NLI practice: "7 nurses" -> "7 people"), so it is compared as
    "at least" too: entailed when it is at most ``lo``."""
    h = ctx.h
    eq = f"{why} = {fmt_number(lo)} {h.unit}"
    if h.is_exact and numeral_signature(h, ctx.hdoc) in EXISTENTIAL and h.lo <= lo:
        return Derived(h.with_(lo=h.lo, hi=h.hi), f"{eq}, so {h.text}", sources, p_tokens, h_tokens)
    value = h.with_(lo=lo, hi=INF, lo_open=False, hi_open=False, approximate=False)
    return Derived(value, eq, sources, p_tokens, h_tokens)


@deriver("unlisted-kind")
def unlisted_kind(ctx: Context) -> Iterator[Derived]:
    """A kind the closed list leaves out: none of it ("the only instruments were 4
    pianos and 188 drums" -> 0 cellos)."""
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    counts = [q for q in ctx.premise if q.kind == "amount" and q.unit and q.dimension is None]
    if any(q.unit == h.unit for q in counts):
        return
    closed, wider = closure(ctx.pdoc, min(q.start for q in counts)) if counts else (frozenset(), None)
    if len(counts) < 2 and wider is None:  # one count closed in its class: "14 zebras and no other animals"
        yield from _unlisted_bare_kind(ctx)
        return
    if not closed:
        return
    if wider is not None:
        # the list's nouns are of the class the closure names ("the only vehicles were 99
        # trailers and ..."), in whichever sense puts them there
        in_class = all(lexical.has_kind_sense(str(q.unit), wider) for q in counts)
        if not (is_kind_of(h.unit, wider) and in_class):
            return
    elif not all(_excluded(ctx, q, h) for q in counts):
        return
    value = h.with_(lo=0, hi=0, lo_open=False, hi_open=False, approximate=False)
    kinds = ", ".join(str(q.unit) for q in counts)
    p_tokens = closed | frozenset(i for q in counts for i in range(q.start, q.end))
    yield Derived(value, f"closed list ({kinds}): no {h.unit}", tuple(counts), p_tokens)


def _excluded(ctx: Context, q: Numset, h: Numset) -> bool:
    """The hypothesis' kind is an alternative to a listed one: WordNet siblings, or,
    said with the listed counts' own verb ("bought only 40 zebras and 12 camels" /
    "bought 5 giraffes"), two kinds of a wider class."""
    if lexical.relation(str(q.unit), str(h.unit), "NOUN") is Rel.ALT:
        return True
    from qreas.mention_context import governing_verb

    pv, hv = governing_verb(ctx.pdoc[q.number_index]), governing_verb(ctx.hdoc[h.number_index])
    same = pv is not None and hv is not None and pv.lemma_.lower() == hv.lemma_.lower()
    return same and co_kinds(str(q.unit), str(h.unit), CLASS_KIN)


CLASS_KIN = 5  # hypernym levels up to the class a closed list of bare kinds is closed in


def _unlisted_bare_kind(ctx: Context) -> Iterator[Derived]:
    """A kind a closed list of bare plurals leaves out ("sold only pigs and goats" -> 0
    cows): a kind of the list's class that is none of the listed ones."""
    from qreas.natlog.closed_lists import coordinations

    h = ctx.h
    for lst in coordinations(ctx.pdoc):
        if lst.names or h.unit in lst.lemmas:
            continue
        closed, wider = closure(ctx.pdoc, lst.items[0].i)
        if not closed or not all(co_kinds(k, str(h.unit), CLASS_KIN) for k in lst.lemmas):
            continue
        value = h.with_(lo=0, hi=0, lo_open=False, hi_open=False, approximate=False)
        kinds = ", ".join(sorted(lst.lemmas))
        yield Derived(value, f"closed list ({kinds}): no {h.unit}", (), closed | lst.tokens)
        return


def unlisted_zero(doc: Any, premise: Sequence[Numset], noun: str) -> tuple[Numset, ...]:
    """The premise's 0 of a kind its closed list leaves out ("40 goats and no other
    animals": 0 sheep), as a premise amount spanning the list and its closing words,
    for the amounts a hypothesis' determiners state ("The farm keeps no sheep")."""
    counts = [q for q in premise if q.kind == "amount" and q.unit and q.dimension is None]
    if not counts or any(q.unit == noun for q in counts):
        return ()
    closed, wider = closure(doc, min(q.start for q in counts))
    if not closed or wider is None or not is_kind_of(noun, wider):
        return ()
    if not all(is_kind_of(str(q.unit), wider) for q in counts):
        return ()
    start, end = min(q.start for q in counts), max(closed) + 1
    text = doc[start:end].text
    return (Numset(lo=0, hi=0, unit=noun, text=text, start=start, end=end, number_index=end - 1),)
