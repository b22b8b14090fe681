"""The other part of a two-part group from one part's share: "Girls make up 54 percent of
the students" -> boys make up 46 percent of them, and of 1,260 students about 580 are
boys; "Boys make up 54 percent" is false.

Why: boys and girls (men and women, ...) split the groups ``lexicons/sex_partitions.tsv``
lists between them, every member in exactly one part (the paragraph benchmark's notes
list "boys plus girls make up all pupils" among the assumptions readers make), so one
part's share fixes the other's as 100 less, and with the group's count, the other
part's count. The part is the subject the share is said of ("*Girls* make up 54
percent"), the group what it is a share of (``Numset.ent``: "of the *students*").
Exclusive: the one share fixes the other.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from qreas.lexicon import lines
from qreas.natlog.derived import Context, Derived, deriver
from qreas.swapped_holders import clause_subject
from qreas.types import Numset, fmt_number


@functools.cache
def _partners() -> dict[str, tuple[str, frozenset[str]]]:
    """part -> (the other part, the groups the two split)."""
    out: dict[str, tuple[str, frozenset[str]]] = {}
    for f in lines("sex_partitions.tsv"):
        groups = frozenset(g.strip() for g in f[2].split(","))
        out[f[0]] = (f[1], groups)
        out[f[1]] = (f[0], groups)
    return out


def _part(doc: object, q: Numset) -> str | None:
    """The part a share is said of: its clause's subject, when a partition's part."""
    s = clause_subject(doc, q)
    name = s.lemma_.lower() if s is not None else None
    return name if name in _partners() else None


def _part_words(doc: object, q: Numset) -> frozenset[int]:
    """The part's word ("*Girls* make up"): the derivation reads it, so the two parts
    are not a substitution of one noun for another."""
    s = clause_subject(doc, q)
    return frozenset({s.i}) if s is not None else frozenset()


@deriver("partition-share")
def partition_share(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    part = h.unit if h.unit in _partners() else _part(ctx.hdoc, h) if h.unit == "%" else None
    if part is None:
        return  # cheap test first: the claim speaks of one part of a partition
    other, groups = _partners()[part]
    for p in ctx.premise:
        if p.unit != "%" or not p.is_exact or p.ent not in groups or _part(ctx.pdoc, p) != other:
            continue
        rest = 100 - p.lo
        if h.unit == "%":
            if h.ent not in (None, p.ent):
                continue
            value = h.with_(lo=rest, hi=rest, lo_open=False, hi_open=False, approximate=False)
            eq = f"{other}s {p.text}: {part}s {fmt_number(rest)}%"
            yield Derived(value, eq, (p,), _part_words(ctx.pdoc, p), _part_words(ctx.hdoc, h))
            return
        bases = [q for q in ctx.premise if q.unit == p.ent and q.is_exact and q.kind == "amount"]
        if len(bases) == 1:
            n = round(rest / 100 * bases[0].lo, 6)
            value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
            eq = f"{other}s {p.text} of {bases[0].text}: {part}s {fmt_number(rest)}% = {fmt_number(n)}"
            yield Derived(value, eq, (p, bases[0]), _part_words(ctx.pdoc, p))
            return
