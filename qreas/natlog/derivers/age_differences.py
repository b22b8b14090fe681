"""An age difference from two stated ages: "Mara is 41 and her brother Ivo is 36" ->
"Mara is 5 years older than Ivo" (41 - 36), "Ivo is 5 years younger than Mara"; "Ivo
is 5 years older than Mara" says the difference the wrong way round (no N fits).

An age is a bare number, or a number of years, said of a holder by the copula ("Mara
*is* 41", "Ivo is 36 years old"); the hypothesis' comparative of age
(``lexicons/comparative_scales.tsv``: older, younger) signs the difference, and its
subject and the phrase after "than" name the two holders.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.comparatives import (
    BOUNDARIES,
    _clause_subject,
    _same,
    _scales,
    _signs,
    _verb_of,
    claims,
    stated_age,
)
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset, fmt_number


def _age_claim(ctx: Context) -> Any | None:
    """The comparative of age right after the hypothesis' years ("5 years *older* than")."""
    h, doc = ctx.h, ctx.hdoc
    if (
        h.end >= len(doc)
        or doc[h.end].lower_ not in _signs()
        or _scales().get(doc[h.end].lower_, ("",))[0] != "age"
    ):
        return None
    return next((c for c in claims(doc) if c.word.i == h.end), None)


def _ages(ctx: Context) -> list[tuple[Numset, frozenset[str]]]:
    """The premise's ages with their holders: a copula's number of years or bare number."""
    out = []
    for q in ctx.premise:
        if q.kind == "amount" and q.is_exact and stated_age(ctx.pdoc, q):
            out.append((q, _clause_subject(ctx.pdoc[q.number_index])))
    return out


def _before(verb: Any) -> set[int]:
    """The words between a clause boundary and the copula ("and *her cousin Teo* is
    47"): the holder's phrase, however the parser split it."""
    k = verb.i - 1
    while k >= 0 and verb.doc[k].lower_ not in BOUNDARIES:
        k -= 1
    return set(range(k + 1, verb.i))


@deriver("age-difference")
def age_difference(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.unit != "year" or not h.is_exact:
        return
    claim = _age_claim(ctx)
    if claim is None:
        return
    ages = _ages(ctx)
    mine = [q for q, who in ages if _same(claim.subject, who) and not _same(claim.standard, who)]
    theirs = [q for q, who in ages if _same(claim.standard, who) and not _same(claim.subject, who)]
    if len(mine) != 1 or len(theirs) != 1:
        return
    a, b = mine[0], theirs[0]
    d = (a.lo - b.lo) * claim.sign
    n = d if d > 0 else -1.0  # the wrong way round: no difference fits
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    eq = f"{a.text} - {b.text} = {fmt_number(a.lo - b.lo)} years"
    # both holders are read on both sides: the copulas' subjects, the comparison's terms
    verbs = [_verb_of(ctx.pdoc[q.number_index]) for q in (a, b)]
    subjects = {t.i for v in verbs for c in v.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree}
    subjects |= {i for v in verbs for i in _before(v)}
    # and the age's own adjective ("30 years *old*")
    subjects |= {q.end for q in (a, b) if q.end < len(ctx.pdoc) and ctx.pdoc[q.end].lower_ == "old"}
    subjects |= {c.i for v in verbs for c in v.children if c.dep_ == "acomp" and c.lower_ == "old"}
    holders = claim.subject | claim.standard
    words = {claim.word.i, claim.than.i} | {t.i for t in ctx.hdoc if t.lemma_.lower() in holders}
    yield Derived(value, eq, (a, b), frozenset({v.i for v in verbs} | subjects), frozenset(words))
