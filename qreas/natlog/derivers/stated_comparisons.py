"""A figure stated by its difference from another holder's: "Maria is 5 years older
than Paul, who is 30" says Maria is 35; "Kim scored 40 points and Lee scored 12 more
points than Kim" says Lee scored 52; "Paul is 30 and Maria is 5 years younger" says
Maria is 25.

A measure followed by a comparative (``lexicons/comparative_signs.tsv``: more, fewer,
older, younger, taller ...) is a difference; the other term is the holder after
"than", or without "than" the figure stated before it in the sentence (the standard a
bare comparative leaves implicit is the one just mentioned), for comparatives of a
scale only: "more" / "fewer" without "than" add to a figure ("gives her 2 more"). The holder of the result
is the subject of the comparative's clause, and the hypothesis must name it (those are
the words the derivation accounts for). Exclusive: the two figures fix the third.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from qreas.holder_agreement import CLAUSES, SUBJECTS, argument_names
from qreas.lexicon import lines
from qreas.mention_context import clause_verb, governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.holders import is_name
from qreas.natlog.trees import subtree
from qreas.types import Numset, fmt_number

# comparatives of amount: without "than" they add to (or take from) a figure ("2 more"),
# they do not compare two holders; scale adjectives ("5 years younger") compare anyway
AMOUNT_COMPARATIVES = frozenset({"more", "fewer", "less"})


@functools.cache
def _signs() -> dict[str, int]:
    return {f[0].lower(): int(f[1]) for f in lines("comparative_signs.tsv")}


@functools.cache
def _measure_adjectives() -> dict[str, str]:
    return {f[0].lower(): f[2].lower() for f in lines("comparative_signs.tsv") if len(f) > 2}


@dataclass(frozen=True)
class Comparison:
    """``holder``'s figure is ``base`` + ``sign`` * ``diff``."""

    holder: frozenset[str]
    diff: Numset
    base: Numset
    sign: int
    words: frozenset[int]
    adjective: str  # its scale's measure adjective ("older", "younger": "35 years *old*")
    other: frozenset[str] = frozenset()  # the names of the other term's holder


def _comparative(doc: Any, q: Numset) -> tuple[Any, Any | None] | None:
    """The comparative right after a measure ("5 years *older*", "12 *more* points") and
    its "than" (None for a bare comparative)."""
    i = q.end
    if q.start < q.number_index + 1 < q.end and doc[q.number_index + 1].lower_ in _signs():
        i = q.number_index + 1  # "12 more points": the comparative inside the quantity
    if i >= len(doc) or doc[i].lower_ not in _signs():
        return None
    for k in range(i + 1, min(i + 4, len(doc))):
        if doc[k].lower_ == "than":
            return doc[i], doc[k]
        if doc[k].is_punct:
            break
    if doc[i].lower_ in AMOUNT_COMPARATIVES:
        return None  # "gives her 2 more", "puts 4 more peanuts inside": an addition, no comparison
    return doc[i], None


def holder(doc: Any, q: Numset, word: Any | None = None, nouns: bool = False) -> frozenset[str]:
    """The names of the subject of ``q``'s clause (a conjoined clause without one: its
    head's), relative clauses aside. Unlike ``holder_agreement.holder_names`` a
    sentence-initial name that is also a common noun ("Lee", "Maria") counts: a bare
    singular subject is a name (``holders.is_name``)."""
    return _holder(doc, q.number_index, None if word is None else word.i, nouns)


@functools.lru_cache(maxsize=65536)  # per Doc and number: the derivers ask again per pair
def _holder(doc: Any, number_index: int, word: int | None, nouns: bool) -> frozenset[str]:
    # the nearest verb or copula above the number: "her brother *is* 6 years younger",
    # a conjoined copula, is its own clause (``governing_verb`` skips to the root's)
    tok = doc[number_index]
    verb = (_head_verb(tok) or governing_verb(tok)) if word is None else _head_verb(doc[word])
    for _ in range(4):
        if verb is None:
            return frozenset()
        subj = next((c for c in verb.children if c.dep_ in SUBJECTS), None)
        if subj is not None:
            inside = sorted(subtree(subj))
            skip = set().union(*(subtree(doc[i]) for i in inside if doc[i].dep_ in ("relcl", "acl")))
            names = frozenset(doc[i].lower_ for i in inside if i not in skip and named(doc[i]))
            if nouns and subj.pos_ == "NOUN" and (not names or any(c.dep_ == "poss" for c in subj.children)):
                # "the pine is 8 feet taller"; "Maria's brother" is the brother, not Maria
                return names | {subj.lemma_.lower()}
            return names
        gapped = conjunct_subject(verb)
        if gapped:  # "... and Ravi kicked 5 more": the subject the parser misattached
            return frozenset(t.lower_ for t in gapped if named(t)) or (
                frozenset(t.lemma_.lower() for t in gapped if t.pos_ == "NOUN") if nouns else frozenset()
            )
        if verb.dep_ not in CLAUSES or verb.head.i == verb.i:
            return frozenset()
        verb = verb.head
    return frozenset()


def conjunct_subject(verb: Any) -> list[Any]:
    """For a conjoined verb without a subject, the words between the conjunction and
    the verb when they hold a noun: the parser may hang "Ravi" of "Pia kicked 14 goals
    and Ravi kicked 5" on the object before it (as a conjunct of "goals"), leaving the
    second verb subjectless."""
    if verb.dep_ != "conj" or verb.head.i == verb.i:
        return []
    doc = verb.doc
    k = verb.i - 1
    while k > verb.head.i and doc[k].pos_ != "CCONJ" and not doc[k].is_punct:
        k -= 1
    before = list(doc[k + 1 : verb.i])
    return before if any(t.pos_ in ("NOUN", "PROPN") for t in before) else []


def named(t: Any) -> bool:
    """A name: ``holders.is_name``, or a capitalised bare noun the tagger took for a
    plural ("Nils baked", "Ines has"): English lets no bare count noun stand as an
    argument with a capital unless it starts the sentence as a name does."""
    if is_name(t):
        return True
    bare = not any(c.dep_ in ("det", "poss", "amod", "compound") for c in t.children)
    return (
        t.is_alpha and t.text[:1].isupper() and t.pos_ in ("PROPN", "NOUN") and bare and t.dep_ != "compound"
    )


def _head_verb(word: Any) -> Any | None:
    """The verb a comparative belongs to ("Maria *is* 5 years older")."""
    return clause_verb(word, steps=3)


def _than_names(than: Any) -> frozenset[str]:
    """The names after "than" (capitalised words: mid-sentence, a capital is a name)."""
    return frozenset(
        t.lower_
        for c in than.children
        if c.dep_ == "pobj"
        for t in c.subtree
        if t.is_alpha and t.text[:1].isupper()
    )


def _compatible(a: str | None, b: str | None) -> bool:
    return a is None or b is None or a == b


def _argument_names(doc: Any, p: Numset) -> frozenset[str]:
    """The names of the arguments of ``p``'s clause: its subject's (``holder``) and the
    named objects (``holder_agreement.argument_names``)."""
    return holder(doc, p).union(*argument_names(doc, p))


def _base(ctx: Context, q: Numset, than: Any | None, subject_names: frozenset[str]) -> Numset | None:
    """The other term's figure: the one stated of the holder after "than" (in a relative
    clause of it, or its own clause), or before a bare comparative in its sentence."""
    doc = ctx.pdoc
    others = [
        p
        for p in ctx.premise
        if p is not q and p.kind == "amount" and p.is_exact and _compatible(p.unit, q.unit)
    ]
    if than is None:
        before = [p for p in others if p.end <= q.start and doc[p.start].sent == doc[q.start].sent]
        return before[-1] if before else None
    other = next((c for c in than.children if c.dep_ == "pobj"), None)
    if other is None or not (other.text[:1].isupper() or other.pos_ == "NOUN"):
        return None
    inside = {t.i for t in other.subtree}
    name = other.lower_
    found = [p for p in others if p.number_index in inside or name in _argument_names(doc, p)]
    found = [p for p in found if p.number_index in inside or not holder(doc, p) & subject_names]
    return found[0] if len(found) == 1 else None


def comparisons(ctx: Context) -> Iterator[Comparison]:
    doc = ctx.pdoc
    for q in ctx.premise:
        if q.kind != "amount" or not q.is_exact:
            continue
        found = _comparative(doc, q)
        if found is None:
            continue
        word, than = found
        names = holder(doc, q, word, nouns=True)
        if not names:
            continue
        base = _base(ctx, q, than, names)
        if base is None:
            continue
        words = {t.i for t in doc[: q.start] if t.lower_ in names or t.lemma_.lower() in names}
        words |= {word.i} | ({than.i} | {t.i for t in than.subtree} if than is not None else set())
        other = holder(doc, base, nouns=True) if than is None else _than_names(than)
        adjective = _measure_adjectives().get(word.lower_, "")
        if base.end < len(doc) and adjective and doc[base.end].lower_ == adjective:
            words.add(base.end)  # "30 feet *tall*"
        if than is None:  # "Paul is 30 and Maria is 5 years older": Paul's figure is read
            words |= {t.i for t in doc[: base.start] if t.lower_ in other or t.lemma_.lower() in other}
        yield Comparison(names, q, base, _signs()[word.lower_], frozenset(words), adjective, other)


@deriver("stated-comparison")
def stated_comparison(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.is_exact:
        return
    h_holder = holder(ctx.hdoc, h, nouns=True)
    if not h_holder:
        return
    for c in comparisons(ctx):
        if c.other and (c.other <= h_holder or h_holder <= c.other) and not c.holder & h_holder:
            # "Sam sold 9 fewer than Rita": Rita's own figure is the stated one
            if _compatible(h.unit, c.base.unit):
                value = h.with_(lo=c.base.lo, hi=c.base.lo, lo_open=False, hi_open=False, approximate=False)
                named = frozenset(
                    t.i for t in ctx.hdoc if t.lower_ in h_holder or t.lemma_.lower() in h_holder
                )
                own = {t.i for t in ctx.pdoc[: c.base.start] if t.lower_ in c.other}
                verbs = [governing_verb(ctx.pdoc[q.number_index]) for q in (c.diff, c.base)]
                if None not in verbs and verbs[0].i != verbs[1].i:  # the comparison's own verb
                    own.add(verbs[0].i)
                eq = f"{c.base.text}: the other term's own figure"
                yield Derived(value, eq, (c.base, c.diff), c.words | own, named)
                return
        if not (c.holder <= h_holder or h_holder <= c.holder):
            continue
        if not (_compatible(h.unit, c.diff.unit) and _compatible(h.unit, c.base.unit)):
            continue
        if None not in (h.dimension, c.diff.dimension) and h.dimension != c.diff.dimension:
            continue  # "5 feet taller" of a weight
        n = c.base.lo + c.sign * c.diff.lo
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{c.base.text} {'+' if c.sign > 0 else '-'} {c.diff.text} = {fmt_number(n)}"
        named = frozenset(t.i for t in ctx.hdoc if t.lower_ in h_holder or t.lemma_.lower() in h_holder)
        named |= {t.i for t in ctx.hdoc[h.end : h.end + 1] if c.adjective and t.lower_ == c.adjective}
        yield Derived(value, eq, (c.base, c.diff), c.words, named)
        return
