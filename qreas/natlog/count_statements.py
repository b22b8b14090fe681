"""Statements about counts that carry no numeral: "A had *no* goats left", "A has
*more* goats *than* B", "A has *as many* goats *as* B", "A has *twice as many*".

Each is a claim about a count the premise fixes (or bounds): the count left after a
loss (``derivers.remainders``), two holders' counts in a list (``derivers.holders``).
"no N" is the count 0; "more N than B" says |A| - |B| > 0, "fewer" < 0, "as many as"
= 0 (in its exact use, as the comparison of two stated counts is read). The claim's
truth on the premise's values is the edit's relation: ≡ when it holds for every value
the premise allows, | when for none, ⊐ (neutral) otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.natlog import align as A
from qreas.natlog.comparatives import comparative_edit
from qreas.natlog.derivers.holders import parts
from qreas.natlog.derivers.multiplied import factor_before
from qreas.natlog.derivers.remainders import remainder, result_tokens
from qreas.natlog.factor_statements import factor_statement
from qreas.natlog.relations import Rel
from qreas.types import Numset, fmt_number

COMPARATIVES = {"more": 1, "fewer": -1, "less": -1}


def _range_relation(lo: float, hi: float, holds: Any) -> Rel:
    """≡ if ``holds`` for both ends of [lo, hi] (the claims here are monotone in the
    value), | if for neither, else ⊐ (some values the premise allows make it true)."""
    a, b = holds(lo), holds(hi)
    return Rel.EQ if a and b else Rel.ALT if not (a or b) else Rel.REV


def _none_left(pdoc: Any, hdoc: Any, premise: Sequence[Numset], a: A.Alignment) -> bool:
    asked = result_tokens(hdoc)
    for t in hdoc:
        if not (t.lower_ == "no" and t.dep_ == "det" and asked) or t.i in a.h_used:
            continue
        noun = t.head
        r = remainder(pdoc, premise, noun.lemma_.lower())
        if r is None:
            continue
        rel = _range_relation(r.lo, r.hi, lambda v: v == 0)
        if rel is Rel.ALT and not r.exclusive:
            rel = Rel.IND
        inside = frozenset(i for q in r.sources for i in range(q.start, q.end)) | r.p_tokens
        a.p_used |= inside
        a.h_used |= {t.i, noun.i} | asked
        note = f"left: {r.why} = {fmt_number(r.lo)}{'' if r.lo == r.hi else ' to ' + fmt_number(r.hi)}"
        anchor = r.sources[0].number_index if r.sources else None
        a.edits.append(A.Edit("QTY", " , ".join(q.text for q in r.sources), f"no {noun.text}", rel, anchor,
                              None if anchor is not None else t.i, inside, note))  # fmt: skip
        return True
    return False


def _comparison(pdoc: Any, hdoc: Any, premise: Sequence[Numset], a: A.Alignment) -> bool:
    for t in hdoc:
        sign = COMPARATIVES.get(t.lower_)
        equal = t.lower_ in ("many", "much") and t.i and hdoc[t.i - 1].lower_ == "as"
        if sign is None and not equal:
            continue
        noun = t.head
        # "as many as" is equality, "twice as many as" a factor: |A| = k |B|
        found = factor_before(hdoc, t.i) if equal else None
        factor, factor_words = found or (1.0, frozenset())
        numerals = [c for c in (*noun.children, *t.children) if c.dep_ == "nummod" or c.like_num]
        if any(c.i not in factor_words for c in numerals):
            continue  # "9 more goats than": a stated difference, a quantity of its own
        ps = parts(pdoc, premise, noun.lemma_.lower())
        # a holder word names one holder only ("the red team" / "the blue team": not "team")
        shared = {w for p in ps for q in ps if q is not p for w in p.holders & q.holders}
        by = {w: p for p in ps for w in p.holders if w not in shared}
        # the holders by position: the one before the comparative, the one after "than"
        than = [c for c in hdoc[t.i + 1 :] if c.lower_ in ("than", "as")][:1]
        subj = [c for c in hdoc[: t.i] if c.lower_ in by][-1:]
        other = [c for c in hdoc[than[0].i + 1 :] if c.lower_ in by][:1] if than else []
        if subj and not than and not equal and len(ps) == 2:
            # "Ann scored more goals": the elided standard is the other of the two holders
            # the premise counts (a bare comparative compares with what was just said)
            rest = [p for p in ps if p is not by[subj[0].lower_]]
            other = [hdoc[t.i]] if len(rest) == 1 else []
            by = {**by, t.lower_: rest[0]} if rest else by
        if not (subj and other):
            continue
        x, y = by[subj[0].lower_], by[other[0].lower_]
        if x is y:
            continue
        d = x.quantity.lo - factor * y.quantity.lo
        holds = d == 0 if equal else d * (sign or 0) > 0
        rel = Rel.EQ if holds else Rel.ALT
        words = {t.i, noun.i, subj[0].i, other[0].i, *(p.i for p in than), *factor_words}
        if equal:
            words.add(t.i - 1)
        a.h_used |= words
        inside = frozenset(i for p in (x, y) for i in p.tokens | p.segment) | frozenset(
            range(x.quantity.start, x.quantity.end)
        )
        a.p_used |= inside
        times = f"{fmt_number(factor)} x " if factor != 1 else ""
        note = f"{x.quantity.text} - {times}{y.quantity.text} = {fmt_number(d)}"
        a.edits.append(A.Edit("QTY", f"{x.quantity.text} , {y.quantity.text}", t.text, rel,
                              x.quantity.number_index, None, inside, note))  # fmt: skip
        return True
    return False


def statement_edits(pdoc: Any, hdoc: Any, premise: Sequence[Numset], a: A.Alignment) -> None:
    """A QTY edit for a numeral-free count statement of the hypothesis, if any (a
    change by a factor: ``factor_statements``; a comparison of two holders:
    ``comparatives``)."""
    for edit in (_none_left, _comparison, factor_statement, comparative_edit):
        if edit(pdoc, hdoc, premise, a):
            return
