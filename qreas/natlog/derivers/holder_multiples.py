"""The ratio of two holders' stated figures, as a multiple: "The Dawn carries 900
passengers and the Star carries 150" -> "The Dawn carries six times as many passengers
as the Star" (900 / 150); "four times as many" is false.

Why: summaries restate two figures as a ratio ("twice as many", "three times as
much"). The claim's multiple ("six times", read as a count of times) is said of its
clause's subject and compares it with the holder after the second "as"; each holder's
figure is the one its clause says of it (``swapped_holders.clause_subject``), in the
unit the claim names after "as many" when it names one. Exclusive: the two figures fix
the ratio.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.swapped_holders import clause_subject
from qreas.types import Numset, fmt_number

TIMES_UNITS = frozenset({"occasion", "time"})


def _standard(doc: Any, h: Numset) -> tuple[Any, str | None, frozenset[int]] | None:
    """(the holder after "as many <noun> as", the noun, the construction's words) for a
    multiple "N times as many <noun> as <holder>"."""
    rest = doc[h.end : min(len(doc), h.end + 8)]
    # "as many", "as much", or a measure's adjective: "ten times *as long as* the tug"
    # compares the one figure of each holder in the adjective's dimension
    if len(rest) < 3 or rest[0].lower_ != "as":
        return None
    if rest[1].lower_ not in ("many", "much") and rest[1].pos_ not in ("ADJ", "ADV"):
        return None
    # a measure's adjective stays for the premise's first one to match ("300 metres long")
    words = {rest[0].i} | ({rest[1].i} if rest[1].lower_ in ("many", "much") else set())
    noun = None
    i = 2
    if i < len(rest) and rest[i].pos_ == "NOUN" and rest[1].lower_ in ("many", "much"):
        noun = rest[i].lemma_.lower()
        words.add(rest[i].i)  # the counted noun is the figures' own unit
        i += 1
    if i >= len(rest) or rest[i].lower_ != "as":
        return None
    words.add(rest[i].i)
    holder = next((t for t in rest[i + 1 :] if t.pos_ in ("NOUN", "PROPN")), None)
    if holder is None:
        return None
    # a name's last word: "the Storm *Petrel*"
    while holder.i + 1 < len(doc) and doc[holder.i + 1].pos_ == "PROPN":
        holder = doc[holder.i + 1]
    return holder, noun, frozenset(words)


def _figure_of(ctx: Context, name: str, noun: str | None) -> Numset | None:
    """The one premise figure said of the holder ``name`` (in ``noun``'s unit, or bare)."""
    found = [
        q for q in ctx.premise
        if q.kind == "amount" and q.is_exact and (noun is None or q.unit in (noun, None))
        and (s := clause_subject(ctx.pdoc, q)) is not None and s.lemma_.lower() == name
    ]  # fmt: skip
    return found[0] if len(found) == 1 else None


@deriver("holder-multiple")
def holder_multiple(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.unit not in TIMES_UNITS or "as" not in lemma_set(ctx.hdoc):
        return  # cheap test first
    found = _standard(ctx.hdoc, h)
    subject = clause_subject(ctx.hdoc, h)
    if found is None or subject is None:
        return
    holder, noun, words = found
    a = _figure_of(ctx, subject.lemma_.lower(), noun)
    b = _figure_of(ctx, holder.lemma_.lower(), noun)
    if a is None or b is None or a is b or b.lo <= 0:
        return
    if a.unit != b.unit and not (a.dimension and a.dimension == b.dimension and a.scale and b.scale):
        return  # "300 metres long ... costs $30": no ratio of a length to a price
    scale = a.scale / b.scale if a.unit != b.unit else 1.0  # "1.2 km" / "400 metres"
    ratio = round(a.lo * scale / b.lo, 6)
    value = h.with_(lo=ratio, hi=ratio, lo_open=False, hi_open=False, approximate=False)
    eq = f"{a.text} / {b.text} = {fmt_number(ratio)} times"
    yield Derived(value, eq, (a, b), _verbs(ctx, (a, b)), words)


def _verbs(ctx: Context, figures: tuple[Numset, Numset]) -> frozenset[int]:
    """The holders' verbs the claim says once ("The ship weighs 300 tonnes and the tug
    *weighs* 30" / "weighs ten times as much as the tug"): the comparison elides the
    second, so the derivation accounts for the second figure's verb when the claim has
    it (the first matches the claim's); so for its adjective ("30 metres *long*")."""
    said = lemma_set(ctx.hdoc)
    b = figures[1]
    after = ctx.pdoc[b.end] if b.end < len(ctx.pdoc) else None
    if after is not None and after.pos_ in ("ADJ", "ADV") and after.lemma_.lower() in said:
        return frozenset({b.end})  # "the tug is 30 metres *long*" / "as long as the tug"
    va, vb = (governing_verb(ctx.pdoc[q.number_index]) for q in figures)
    if vb is None or (va is not None and va.i == vb.i) or vb.lemma_.lower() not in said:
        return frozenset()
    return frozenset({vb.i})
