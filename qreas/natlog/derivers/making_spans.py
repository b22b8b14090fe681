"""The time a thing took to make, from the year its making began and the year it was
finished or opened, said in two clauses: "Construction began in 1929 and the bridge
opened in 1932" -> "The bridge took three years to build".

Why: ``dates.span-length`` reads a span whose two verbs share a subject ("The war began
in 1618 and ended in 1648"). A making is said otherwise: its start is said of the
*doing* ("construction", "work on the bridge", "building began"), its end of the thing
made ("the bridge opened", "the tower was completed"), so the subjects differ. The
start is a beginning verb whose subject (or object: "started work in 1929") names a
making (WordNet's derivation links, "construction" -> construct, or a "doing" noun of
``lexicons/making_spans.tsv``); the end is the first completion or opening year after it
in the text. The hypothesis must speak of the making (a verb or noun of making: "took
three years to build", "construction lasted three years").
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines, time_relations
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.dates import _value, _verb, _year_seconds, event_verbs
from qreas.types import Numset, fmt_number


@functools.cache
def _classes() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for word, cls in lines("making_spans.tsv"):
        out.setdefault(cls, set()).add(word.lower())
    return {k: frozenset(v) for k, v in out.items()}


@functools.cache
def _making_verbs() -> frozenset[str]:
    """Verbs of making a thing: the origin class of ``lexicons/time_relations.tsv``
    ("build", "construct", "found", ...)."""
    return frozenset(time_relations()["origin"])


def _names_making(t: Any) -> bool:
    """A word naming a making: a verb of making, a noun derived from one ("construction",
    "building"), or a doing noun ("work")."""
    lemma = t.lemma_.lower()
    if t.pos_ == "VERB":
        return lemma in _making_verbs()
    return t.pos_ == "NOUN" and _making_noun(lemma)


def _making_noun(lemma: str) -> bool:
    return lemma in _classes()["doing"] or bool(event_verbs(lemma) & _making_verbs())


def _start(doc: Any, q: Numset) -> Any | None:
    """The making noun whose beginning ``q`` dates ("*Construction* began in 1929",
    "started *work* on the bridge in 1929"), or None."""
    verb = _verb(doc, q.number_index)
    if verb is None or verb.lemma_.lower() not in _classes()["start"]:
        return None
    # a subject or object is a noun, whatever the tagger says of a sentence's first word
    # ("*Work* on the viaduct started", tagged a verb)
    args = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "dobj")]
    return next((a for a in args if _making_noun(a.lemma_.lower())), None)


@deriver("making-span")
def making_span(ctx: Context) -> Iterator[Derived]:
    h, doc, hdoc = ctx.h, ctx.pdoc, ctx.hdoc
    if h.kind != "amount" or h.dimension != "time" or not h.scale:
        return
    making = frozenset(t.i for t in hdoc if _names_making(t))
    if not making:
        return
    years = sorted(
        (q for q in ctx.premise if q.kind == "year" and q.is_exact and q.lo == int(q.lo)),
        key=lambda q: q.number_index,
    )
    for a in years:
        noun = _start(doc, a)
        if noun is None:
            continue
        ends = [
            b
            for b in years
            if b is not a
            and b.lo >= a.lo
            and (v := _verb(doc, b.number_index)) is not None
            and v.lemma_.lower() in _classes()["end"]
        ]
        # the first completion after the start in the text; else one stated before it
        # ("*Completed in 2009*, the tower ... Construction began in 2005": a lead
        # sentence gives the result first)
        later = [b for b in ends if b.number_index > a.number_index]
        end = later[0] if later else (ends[-1] if ends else None)
        if end is None:
            return
        years_taken = int(end.lo) - int(a.lo)
        value = years_taken * _year_seconds() / h.scale
        took = {t.i for t in hdoc if t.lemma_.lower() in ("take", "last")}
        p_words = frozenset({noun.i, _verb(doc, a.number_index).i, _verb(doc, end.number_index).i})
        eq = f"{end.text} - {a.text} = {fmt_number(value)} {h.unit or 'year'} (making)"
        yield Derived(_value(h, value, value), eq, (end, a), p_words, making | took)
        return
