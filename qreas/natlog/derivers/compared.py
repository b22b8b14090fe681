"""A hypothesis difference between two holders' stated counts: "Ann won 5,812 votes.
Tom won 4,377 votes." -> "Tom received 1,435 fewer votes than Ann" (5,812 - 4,377);
"The Dawn can carry 1,100 passengers ... the Star 950" -> "The Dawn can carry 150 more
passengers than the Star".

The hypothesis says "N more / fewer U than Y" of its subject X; the premise states a
count of U for X and one for Y (each the count of a clause one of whose arguments is
that holder: ``qreas.holder_agreement``). The difference X - Y fixes N and its sign:
another number, or the wrong direction ("more" for a smaller count), contradicts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.holder_agreement import argument_names, compared, holder_names
from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset, fmt_number

SIGNS = {"more": 1, "fewer": -1, "less": -1}


def _compared(hdoc: Any, h: Numset) -> tuple[int, frozenset[str], frozenset[int]] | None:
    """(sign, the compared holder's names, the comparison's words) of "N more U than Y"."""
    if not compared(hdoc, h):
        return None
    sign = next(t for t in hdoc[h.number_index + 1 : min(h.end + 1, len(hdoc))] if t.lower_ in SIGNS)
    than = next(t for t in hdoc[sign.i + 1 : h.end + 2] if t.lower_ == "than")
    i = than.i - 1
    other = next((c for c in than.children if c.dep_ == "pobj"), None)
    names = (
        frozenset(t.lower_ for t in other.subtree if t.pos_ == "PROPN") if other is not None else frozenset()
    )
    if not names:  # the parser may leave the compared name outside "than"'s phrase
        k = i + 2
        while k < len(hdoc) and hdoc[k].pos_ in ("PROPN", "DET"):
            k += 1
        names = frozenset(t.lower_ for t in hdoc[i + 2 : k] if t.pos_ == "PROPN")
        words = frozenset(range(i, k))
    else:
        words = frozenset({i, i + 1} | {t.i for t in other.subtree})
    return (SIGNS[sign.lower_], names, words | {sign.i}) if names else None


def _count_of(ctx: Context, names: frozenset[str], unit: str) -> Numset | None:
    """The one stated exact count of ``unit`` whose clause names the holder."""
    found = [
        q for q in ctx.premise
        if q.unit == unit and q.kind == "amount" and q.is_exact
        and any(a <= names or names <= a for a in argument_names(ctx.pdoc, q))
    ]  # fmt: skip
    return found[0] if len(found) == 1 else None


def _capitalised_before(hdoc: Any, h: Numset) -> frozenset[str]:
    """The capitalised content words before the comparison ("*Eva* swam 5 more lengths
    than Raj", the tagger having missed the name)."""
    words = hdoc[: h.start]
    return frozenset(t.lower_ for t in words if t.is_alpha and t.text[:1].isupper() and not t.is_stop)


def _count_after_name(ctx: Context, names: frozenset[str], unit: str) -> Numset | None:
    """The count right after the holder's name in the premise, with no other count
    between: parallel clauses name each holder before its count ("*Raj* swam 14 lengths
    and Eva swam 9"), whatever the tagger made of the name."""
    counts = [q for q in ctx.premise if q.unit == unit and q.kind == "amount" and q.is_exact]
    counts.sort(key=lambda q: q.start)
    found = {
        next((q for q in counts if q.start > t.i and q.start - t.i <= NAME_REACH), None)
        for t in ctx.pdoc
        if t.lower_ in names
    }
    found.discard(None)
    return found.pop() if len(found) == 1 else None


NAME_REACH = 4  # "Raj swam 14": a name, its verb and the count


def _the_other(
    ctx: Context, unit: str, mine: Numset | None, theirs: Numset | None
) -> tuple[Numset | None, Numset | None]:
    """With two stated counts of the unit and one holder's found, the other count is
    the other holder's: the tagger may miss a name ("*Raj* ran 12 laps and Eva ran
    9"), and the comparison must not then fall back to an unsigned difference."""
    if (mine is None) == (theirs is None):
        return mine, theirs
    counts = [q for q in ctx.premise if q.unit == unit and q.kind == "amount" and q.is_exact]
    if len(counts) != 2:
        return mine, theirs
    found = mine if mine is not None else theirs
    rest = counts[1] if counts[0] is found else counts[0]
    return (mine, rest) if mine is not None else (rest, theirs)


@deriver("compared-difference")
def compared_difference(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.dimension is not None:
        return
    found = _compared(ctx.hdoc, h)
    if found is None:
        return
    sign, other, words = found
    holder = holder_names(ctx.hdoc, h) or _capitalised_before(ctx.hdoc, h)
    if not holder or holder <= other or other <= holder:
        return
    mine = _count_of(ctx, holder, h.unit) or _count_after_name(ctx, holder, h.unit)
    theirs = _count_of(ctx, other, h.unit) or _count_after_name(ctx, other, h.unit)
    mine, theirs = _the_other(ctx, h.unit, mine, theirs)
    if mine is None or theirs is None or mine is theirs:
        return
    diff = (mine.lo - theirs.lo) * sign
    # a difference of the wrong sign says the comparison the other way round: no N fits
    n = diff if diff > 0 else -1.0
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    eq = f"{mine.text} - {theirs.text} = {fmt_number(mine.lo - theirs.lo)}"
    # both counts' verbs are read: the hypothesis' one verb compares the two clauses
    verbs = (governing_verb(ctx.pdoc[q.number_index]) for q in (mine, theirs))
    h_verb = governing_verb(ctx.hdoc[h.number_index])
    words |= {h_verb.i} if h_verb is not None else set()
    # and the standard's name: the hypothesis names it too ("than *the Lions*")
    # (its own words: words both names share, "the MV Tarn Queen" / "the MV Tarn King", are the aligner's)
    named = {t.i for t in ctx.pdoc if t.lower_ in other - holder}
    # the hypothesis' verb as the premise writes it, where the parse gave no verb ("Eva swam 9")
    named |= {t.i for t in ctx.pdoc if h_verb is not None and t.lower_ == h_verb.lower_}
    yield Derived(value, eq, (mine, theirs), frozenset(v.i for v in verbs if v is not None) | named, words)


BEHIND = {"behind": -1, "ahead": 1, "clear": 1}  # "four points behind" (the one before): GAPS


@deriver("count-behind")
def count_behind(ctx: Context) -> Iterator[Derived]:
    """ "The Wolves topped the table with 41 points. The Stags were runners-up, four
    points behind." -> the Stags had 41 - 4 = 37 points: a gap after a count is
    measured from the count stated before it, and the gap's clause names its holder."""
    h = ctx.h
    if h.kind != "amount" or not h.unit or h.dimension is not None or not h.is_exact:
        return
    doc = ctx.pdoc
    holder = holder_names(ctx.hdoc, h)
    counts = sorted((q for q in ctx.premise if q.unit == h.unit and q.is_exact), key=lambda q: q.start)
    for anchor, gap in zip(counts, counts[1:], strict=False):
        word = doc[gap.end] if gap.end < len(doc) else None
        if word is None or word.lower_ not in BEHIND:
            continue
        args = argument_names(doc, gap)
        if not holder or not any(a <= holder or holder <= a for a in args):
            continue
        n = anchor.lo + BEHIND[word.lower_] * gap.lo
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{anchor.text} {'-' if BEHIND[word.lower_] < 0 else '+'} {gap.text} = {fmt_number(n)}"
        yield Derived(value, eq, (anchor, gap), frozenset({word.i}))
        return
