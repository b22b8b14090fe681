"""The margin between two stated figures, as a hypothesis names it: "Kim scored 40
points and Lee scored 52" -> "Lee outscored Kim by 12 points"; "80 girls and 50 boys"
-> "the girls outnumbered the boys by 30"; "the village has 340 residents and the
hamlet 95" -> "the gap between the village and the hamlet is 245 residents" / "the
difference is 245 residents".

A verb of surpassing (``lexicons/surpass_verbs.tsv``) compares its subject's figure
with its object's and takes the margin after "by"; a noun of difference
(``lexicons/difference_nouns.txt``) names |A - B| of the terms after "between", or,
without them, of the only two figures of the unit the premise states. A term's figure is
the premise count of its noun ("girls") or the one whose clause's subject names it.
Exclusive: the two figures fix the margin; a margin the wrong way round (the subject's
figure the smaller) is a contradiction.

The other way, a stated margin and one term's figure fix the other's: "the girls
outnumbered the boys by 30, and there were 50 boys" -> 80 girls (``margin_term``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from typing import Any

from qreas.lexicon import lines, word_set
from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.stated_comparisons import conjunct_subject
from qreas.types import Numset, fmt_number

SUBJECTS = ("nsubj", "nsubjpass")


@functools.cache
def _surpass() -> dict[str, int]:
    return {f[0].lower(): int(f[1]) for f in lines("surpass_verbs.tsv")}


INFLECTIONS = ("ed", "d", "es", "s", "ing")


def _surpass_sign(verb: Any) -> int | None:
    """The sign of a verb of surpassing, read from its lemma or, for a rare verb the
    lemmatizer does not know ("outpolled" -> "outpolle"), from its form less a
    regular inflection."""
    forms = [verb.lemma_.lower(), verb.lower_]
    forms += [verb.lower_[: -len(e)] for e in INFLECTIONS if verb.lower_.endswith(e)]
    return next((_surpass()[f] for f in forms if f in _surpass()), None)


@functools.cache
def _difference_nouns() -> frozenset[str]:
    return word_set("difference_nouns.txt")


def _subject(q: Numset, doc: Any) -> list[Any]:
    """The subject words of ``q``'s clause: its verb's subject; for a conjoined verb
    without one, the words between the conjunction and the verb (the parser may hang
    "the hamlet" of "... and the hamlet has 95" on the object before it), else the
    head clause's subject."""
    verb = governing_verb(doc[q.number_index])
    for _ in range(4):
        if verb is None:
            return []
        subj = [t for c in verb.children if c.dep_ in SUBJECTS for t in c.subtree]
        if subj:
            return subj
        if verb.dep_ != "conj" or verb.head.i == verb.i:
            return []
        before = conjunct_subject(verb)
        if before:
            return before
        verb = verb.head
    return []


def _subject_lemmas(q: Numset, doc: Any) -> frozenset[str]:
    """The subject's lemmas and forms: a team name may be tagged a plural noun on one
    side ("the *Lions*": "lion") and a name on the other ("Lions")."""
    return frozenset(w for t in _subject(q, doc) for w in (t.lemma_.lower(), t.lower_))


def _counts(ctx: Context) -> list[Numset]:
    h = ctx.h
    return [
        q for q in ctx.premise
        if q.kind == "amount" and q.is_exact and (q.unit == h.unit or not h.unit or not q.unit)
    ]  # fmt: skip


def _term_count(ctx: Context, term: Any, counts: Sequence[Numset]) -> Numset | None:
    """The one premise figure of ``term``: counting its noun ("80 *girls*"), or stated
    by a clause whose subject it is ("*Lee* scored 52")."""
    lemma = term.lemma_.lower()
    found = [q for q in counts if q.unit == lemma] or [
        q for q in counts if {lemma, term.lower_} & _subject_lemmas(q, ctx.pdoc)
    ]
    return found[0] if len(found) == 1 else None


def _read(ctx: Context, qs: Sequence[Numset]) -> frozenset[int]:
    """The verbs and subjects of the figures' clauses: both are compared."""
    out: set[int] = set()
    for q in qs:
        verb = governing_verb(ctx.pdoc[q.number_index])
        if verb is not None:
            out |= {verb.i} | {t.i for t in _subject(q, ctx.pdoc)}
    return frozenset(out)


OBJECTS = ("dobj", "npadvmod")  # "outpolled Tim by 16": the parser may take a name for an adverb


def _object(verb: Any) -> Any | None:
    return next((c for c in verb.children if c.dep_ in OBJECTS and c.i > verb.i), None)


def _subject_of(verb: Any) -> Any | None:
    """The subject (the parser may take a name before the verb for an adverb: "Tim
    outpolled Ana")."""
    found = (c for c in verb.children if c.dep_ in SUBJECTS or (c.dep_ == "npadvmod" and c.i < verb.i))
    own = next(found, None)
    if own is None and verb.dep_ == "advcl" and verb.tag_ == "VBG" and verb.head.i != verb.i:
        # "Ana lifted 180 kg, *beating* Eva by 5 kg": a participle's subject is its
        # head clause's (subject control)
        return _subject_of(verb.head)
    return own


def _surpassed(ctx: Context) -> tuple[int, Any, Any, frozenset[int]] | None:
    """(sign, subject, object, the hypothesis' words) of "A outnumbered B by <h>"."""
    h, hdoc = ctx.h, ctx.hdoc
    if h.start < 1 or hdoc[h.start - 1].lower_ != "by":
        return None
    verb = hdoc[h.start - 1].head
    sign = _surpass_sign(verb)
    subj = _subject_of(verb)
    obj = _object(verb)
    if sign is None or subj is None or obj is None:
        return None
    words = {verb.i, h.start - 1} | {t.i for t in subj.subtree} | {t.i for t in obj.subtree}
    return sign, subj, obj, frozenset(words)


def _difference(ctx: Context) -> tuple[list[Any], frozenset[int]] | None:
    """(the terms after "between", the words) of "the gap (between A and B) is <h>" /
    "a margin of <h>"."""
    h, hdoc = ctx.h, ctx.hdoc
    num = hdoc[h.number_index]
    head = num.head if num.dep_ == "nummod" else num
    if head.dep_ == "pobj" and head.head.lower_ == "of":
        noun, link = head.head.head, {head.head.i}
    elif head.dep_ == "attr":
        noun = next((c for c in head.head.children if c.dep_ in SUBJECTS), None)
        link = {head.head.i}
    else:
        return None
    if noun is None or noun.lemma_.lower() not in _difference_nouns():
        return None
    between = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "between"), None)
    terms = []
    if between is not None:
        first = next((c for c in between.children if c.dep_ == "pobj"), None)
        if first is not None:
            terms = [first, *(c for c in first.children if c.dep_ == "conj")]
        if len(terms) == 1:  # "between the two districts": the two the premise states
            terms = []
    words = link | {noun.i} | ({t.i for t in between.subtree} if between is not None else set())
    return terms, frozenset(words)


def _exact(h: Numset, n: float) -> Numset:
    return h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)


@deriver("margin")
def margin(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.is_exact:
        return
    counts = _counts(ctx)
    if (found := _surpassed(ctx)) is not None:
        sign, subj, obj, words = found
        a, b = _term_count(ctx, subj, counts), _term_count(ctx, obj, counts)
        if a is None or b is None or a is b:
            return
        n = sign * (a.lo - b.lo)
        eq = f"{a.text} - {b.text} = {fmt_number(a.lo - b.lo)}"
        yield Derived(_exact(h, n), eq, (a, b), _read(ctx, (a, b)), words)
        return
    if (diff := _difference(ctx)) is not None:
        terms, words = diff
        if terms:
            pair = [_term_count(ctx, t, counts) for t in terms]
        else:
            pair = list(counts) if len(counts) == 2 else []
        if len(pair) != 2 or None in pair or pair[0] is pair[1]:
            return
        a, b = pair
        n = abs(a.lo - b.lo)
        yield Derived(
            _exact(h, n), f"|{a.text} - {b.text}| = {fmt_number(n)}", (a, b), _read(ctx, (a, b)), words
        )


def _term_of(h: Numset, hdoc: Any, term: Any) -> frozenset[int]:
    """The hypothesis words that make ``h`` the figure of ``term``: its noun counts it
    ("80 *girls*"), or its clause's subject names it ("*Lee* scored 52")."""
    lemma = term.lemma_.lower()
    if h.unit == lemma:
        return frozenset({h.number_index})
    return frozenset(t.i for t in _subject(h, hdoc) if t.lemma_.lower() == lemma)


def _same_verb(ctx: Context, x: Numset) -> frozenset[int]:
    """The hypothesis verb of ``h`` when it is the verb of the known figure ``x``
    ("Ana *lifted* 180 kg, beating Eva by 5" -> "Eva *lifted* 175 kg"): the margin
    compares the two holders on that one activity."""
    hv = governing_verb(ctx.hdoc[ctx.h.number_index])
    pv = governing_verb(ctx.pdoc[x.number_index])
    if hv is None or pv is None or hv.lemma_.lower() != pv.lemma_.lower():
        return frozenset()
    return frozenset({hv.i})


@deriver("margin-term")
def margin_term(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or not h.is_exact:
        return
    for by in ctx.premise:
        if by.start < 1 or doc[by.start - 1].lower_ != "by" or not by.is_exact:
            continue
        verb = doc[by.start - 1].head
        sign = _surpass_sign(verb)
        subj = _subject_of(verb)
        obj = _object(verb)
        if sign is None or subj is None or obj is None or by.dimension == "time":
            continue  # "beat Ella by 3 minutes": in a timed race the winner took less
        counts = [q for q in ctx.premise if q.kind == "amount" and q.is_exact and q is not by]
        for asked, known, k in ((subj, obj, sign), (obj, subj, -sign)):
            said = _term_of(h, ctx.hdoc, asked)
            x = _term_count(ctx, known, counts)
            if not said or x is None:
                continue
            n = x.lo + k * by.lo
            eq = f"{x.text} {'+' if k > 0 else '-'} {by.text} = {fmt_number(n)}"
            words = {verb.i, by.start - 1} | {t.i for t in subj.subtree} | {t.i for t in obj.subtree}
            said |= _same_verb(ctx, x)
            yield Derived(_exact(h, n), eq, (x, by), frozenset(words) | _read(ctx, (x,)), said)
            return
