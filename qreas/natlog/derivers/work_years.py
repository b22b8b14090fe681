"""The year of a work written in brackets after its title: "His painting Winter at
Orlík (1926) sold for ..." -> "Winter at Orlík was painted in 1926" (and "in 1930" is
a contradiction).

Why: encyclopedia prose dates works by a bracketed year after the title (a list of
works, "Symphony No. 2 (1934) won ..."), with no verb that says what happened in that
year; the convention is the year the work was made or first published. A hypothesis
that dates the work's making ("was painted / written / released in 1930",
``lexicons/work_verbs.txt``) speaks of that year, and a work is made once, so the
bracketed year fixes it. The title must contain every name word of the hypothesis'
subject; a year in brackets after a person's name (a birth year) is no work's, as the
hypothesis verb then is no verb of making a work.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.dates import _verb

TITLE_WORDS = frozenset({"no", "no.", "of", "at", "the", "in", "on", "and", "a"})


def _abbrev_dot(doc: Any, i: int) -> bool:
    """The full stop of "No." / "Op." split off by the tokenizer."""
    return doc[i].text == "." and i > 0 and doc[i - 1].lower_ in ("no", "op")


def _title(doc: Any, start: int) -> frozenset[str]:
    """The capitalised words of the title that ends right before token ``start`` (the
    bracket): "Winter at Orlík", "Symphony No. 2"."""
    words: list[str] = []
    i = start - 1
    while i >= 0 and (
        doc[i].pos_ == "PROPN" or doc[i].like_num or doc[i].lower_ in TITLE_WORDS or _abbrev_dot(doc, i)
    ):
        if doc[i].pos_ == "PROPN" or doc[i].text[:1].isupper() or doc[i].like_num:
            words.append(doc[i].lower_)
        i -= 1
    return frozenset(words)


def _subject_names(hdoc: Any, verb: Any) -> frozenset[str]:
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return frozenset()
    # not the possessor's ("*Halvik's* Symphony No. 2"): the title names the work
    owner = {t.i for c in subj.children if c.dep_ == "poss" for t in c.subtree}
    return frozenset(t.lower_ for t in subj.subtree if (t.pos_ == "PROPN" or t.like_num) and t.i not in owner)


@deriver("work-year")
def work_year(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "year" or not h.is_exact or not lemma_set(ctx.hdoc) & word_set("work_verbs.txt"):
        return
    verb = _verb(ctx.hdoc, h.number_index)
    if verb is None or verb.lemma_.lower() not in word_set("work_verbs.txt"):
        return
    names = _subject_names(ctx.hdoc, verb) - {ctx.hdoc[h.number_index].lower_}
    if not any(ctx.hdoc[i].pos_ == "PROPN" for i in range(len(ctx.hdoc)) if ctx.hdoc[i].lower_ in names):
        return
    pdoc = ctx.pdoc
    for q in ctx.premise:
        if q.kind != "year" or not q.is_exact or q.start < 1 or q.end >= len(pdoc):
            continue
        if pdoc[q.start - 1].text != "(" or pdoc[q.end].text != ")":
            continue
        title = _title(pdoc, q.start - 1)
        if names and names <= title:
            value = h.with_(lo=q.lo, hi=q.lo, lo_open=False, hi_open=False, approximate=False)
            eq = f"{' '.join(sorted(title))} ({q.text}): the year it was made"
            yield Derived(value, eq, (q,), frozenset({q.start - 1, q.end}), frozenset({verb.i}))
            return
