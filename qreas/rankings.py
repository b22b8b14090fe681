"""What a premise's facts about a ranking imply (the arithmetic of places).

``qreas.positions`` reads the facts; here they are combined under the reading of a
ranking as a strict order (one place per participant, one participant per place):

- each participant's places, as an interval (``Ranking.place_of``): a stated place;
  "last" is the field's size; "two runners finished ahead of Y" puts Y third; an
  order ("X finished ahead of Y") narrows both (Y is after X's earliest place);
- the field (``Ranking.field``): at least every place named and every participant
  named, exactly N when "of N" / "N took part" says so;
- the counts a hypothesis may state (``count_span``): ahead of a place p are p - 1,
  behind it N - p, strictly between places p < q are q - p - 1;
- the order of two participants (``order``).

Nothing is implied where a tie is stated ("tied for third"): then places may be
shared and none of these hold (``ranking`` returns None).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass

from qreas.positions import INF, Count, Fact, Order, Place, Reading, Span


@dataclass(frozen=True)
class Ranking:
    """The asserted facts of one event's ranking."""

    places: tuple[Place, ...]
    orders: tuple[Order, ...]
    counts: tuple[Count, ...]
    facts: tuple[Fact, ...]
    two_sided: bool = False  # a match the premise gives a score of (``natlog.places``)

    @property
    def tokens(self) -> frozenset[int]:
        """Every word of the facts: the statements the ranking is read from."""
        out: set[int] = set()
        for f in self.facts:
            out |= f.tokens
            if isinstance(f, Place):
                out |= f.holder.tokens
            elif isinstance(f, Order):
                out |= f.ahead.tokens | f.behind.tokens
            elif isinstance(f, Count):
                out |= {i for h in f.of for i in h.tokens}
                out |= {f.number} if f.number is not None else set()
        return frozenset(out)

    @property
    def event_tokens(self) -> frozenset[int]:
        return frozenset(i for f in self.facts if f.event is not None for i in f.event.tokens)

    @property
    def holders(self) -> frozenset[str]:
        return frozenset(_spans(self))

    def stated_field(self) -> Span:
        """The field's size as stated ("of 12", "12 took part"), else 1..inf."""
        for p in self.places:
            if p.field is not None:
                return Span(p.field.n, p.field.n)
        for c in self.counts:
            if c.kind == "field" and c.n is not None:
                return c.n
        return Span(1, INF)

    def field(self) -> Span:
        """The field's size: at least every place and participant named."""
        stated = self.stated_field()
        spans = _spans(self)
        lo = max([stated.lo, len(spans), *(s.lo for s in spans.values())])
        return Span(lo, max(lo, stated.hi))

    def named(self, key: str) -> str:
        """The participant a name refers to: itself, or the one participant whose
        fuller name ends with the same word and contains it ("Smith" for "Mary Smith",
        "the runner" for "the Kenyan runner"; not the other way: a fuller name may
        be someone else)."""
        if key in _spans(self):
            return key
        words = key.split()
        same = [k for k in _spans(self) if k.split()[-1:] == words[-1:] and set(words) <= set(k.split())]
        return same[0] if len(same) == 1 else key

    def place_of(self, key: str) -> Span | None:
        """The places the participant may hold (absolute, 1 = first)."""
        return _spans(self).get(self.named(key))

    def stated_place(self, key: str) -> Place | None:
        key = self.named(key)
        return next((p for p in self.places if p.holder.key == key), None)

    def held_by_others(self, key: str, span: Span) -> bool:
        """Every place of ``span`` is held by another participant (no ties)."""
        if math.isinf(span.hi):
            return False
        key = self.named(key)
        taken = {s.lo for k, s in _spans(self).items() if k != key and s.exact}
        return all(p in taken for p in range(int(span.lo), int(span.hi) + 1))


def ranking(reading: Reading, event: str | None) -> Ranking | None:
    """The ranking of ``event`` (None: the premise's only event) from the asserted
    facts of a reading; None when a tie is stated or nothing is known."""
    if reading.ties:
        return None
    facts = [f for f in reading.facts if not f.negated]
    keys = {f.event.key for f in facts if f.event is not None}
    if event is None and len(keys) > 1:
        return None
    facts = [f for f in facts if f.event is None or event is None or f.event.key == event]
    if all(isinstance(f, Count) and f.kind == "field" for f in facts):
        return None  # "12 runners took part" alone orders no one
    if _several_places(facts):
        return None  # one ranking gives each participant one place: these are several events
    return Ranking(
        tuple(f for f in facts if isinstance(f, Place)),
        tuple(f for f in facts if isinstance(f, Order)),
        tuple(f for f in facts if isinstance(f, Count)),
        tuple(facts),
    )


def _several_places(facts: list[Fact]) -> bool:
    """Does one participant hold two different places ("finished 14th in 2022 ... a year
    later she finished 6th")? A strict ranking gives each participant one place, so the
    text speaks of several races or seasons whose events it does not name apart, and no
    place can be set against a claim without knowing which."""
    seen: dict[tuple[str, bool], Span] = {}
    for f in facts:
        if isinstance(f, Place):
            key = (f.holder.key, f.from_end)
            if seen.setdefault(key, f.span) != f.span:
                return True
    return False


def _from_end(span: Span, field: Span) -> Span:
    """Places counted from the end, counted from the front (needs the exact field)."""
    return Span(field.hi + 1 - span.hi, field.hi + 1 - span.lo)


@functools.lru_cache(maxsize=4096)
def _spans(r: Ranking) -> dict[str, Span]:
    """Each participant's places, from stated places, counts ahead / behind, and
    orders (a few rounds of narrowing: X ahead of Y moves Y after X's first place)."""
    stated = r.stated_field()
    front: dict[str, Span] = {}
    back: dict[str, Span] = {}  # counted from the end
    for p in r.places:
        (back if p.from_end else front).setdefault(p.holder.key, p.span)
    for c in r.counts:
        if c.kind in ("ahead", "behind") and c.n is not None and len(c.of) == 1:
            side = front if c.kind == "ahead" else back  # two ahead: third; two behind: third from last
            side.setdefault(c.of[0].key, Span(c.n.lo + 1, c.n.hi + 1))
    named = set(front) | set(back) | {h.key for o in r.orders for h in (o.ahead, o.behind)}
    spans = {k: s for k, s in front.items()}
    for k, s in back.items():
        if k in spans:
            continue
        if stated.exact:
            spans[k] = _from_end(s, stated)
            continue
        others = [v.lo for kk, v in front.items() if kk != k]
        lo = max([stated.lo, len(named), *others]) + 1 - s.hi
        if s.hi == 1:  # last: behind everyone else named
            lo = max([lo, *(o + 1 for o in others)])
        spans[k] = Span(max(1, lo), INF)
    for k in named - set(spans):
        spans[k] = Span(1, stated.hi)
    for _ in range(len(r.orders)):
        for o in r.orders:
            a, b = spans[o.ahead.key], spans[o.behind.key]
            spans[o.behind.key] = Span(max(b.lo, a.lo + 1), b.hi)
            spans[o.ahead.key] = Span(a.lo, min(a.hi, b.hi - 1))
    return spans


def ahead(r: Ranking, a: str, b: str) -> bool:
    """Is ``a`` stated or implied to be ahead of ``b`` (orders, transitively)?"""
    a, b = r.named(a), r.named(b)
    seen, todo = {a}, [a]
    while todo:
        x = todo.pop()
        for o in r.orders:
            if o.ahead.key == x and o.behind.key not in seen:
                if o.behind.key == b:
                    return True
                seen.add(o.behind.key)
                todo.append(o.behind.key)
    sa, sb = r.place_of(a), r.place_of(b)
    return sa is not None and sb is not None and sa.hi < sb.lo


def count_span(r: Ranking, c: Count) -> tuple[Span, str] | None:
    """The count a hypothesis speaks of, as the premise implies it, with its equation:
    ahead of place p: p - 1; behind it: N - p; between p and q: |q - p| - 1; the
    field: at least the last place named. None where the premise does not bound it."""
    if c.kind == "field":
        f = r.field()
        return f, f"field: {f} (places named up to {f.lo:g})"
    spans = [r.place_of(h.key) for h in c.of]
    if not spans or any(s is None for s in spans):
        return None
    if c.kind == "ahead" and len(spans) == 1:
        p = spans[0]
        assert p is not None
        return Span(p.lo - 1, p.hi - 1), f"place {p} - 1 = {Span(p.lo - 1, p.hi - 1)} ahead"
    if c.kind == "behind" and len(spans) == 1:
        return _behind(r, c.of[0].key)
    if c.kind == "between" and len(spans) == 2:
        return _between(*(s for s in spans if s is not None))
    return None


def _behind(r: Ranking, key: str) -> tuple[Span, str] | None:
    stated = r.stated_place(key)
    field = r.field()
    p = r.place_of(key)
    assert p is not None
    if stated is not None and stated.from_end and not r.stated_field().exact:
        s = Span(stated.span.lo - 1, stated.span.hi - 1)
        return s, f"{stated.span} from the end - 1 = {s} behind"
    if field.exact and not math.isinf(p.hi):
        s = Span(field.lo - p.hi, field.lo - p.lo)
        return s, f"field {field} - place {p} = {s} behind"
    if math.isinf(p.hi) or field.lo - p.hi <= 0:
        return None
    s = Span(field.lo - p.hi, INF)
    return s, f"field >= {field.lo:g}, place {p}: {s} behind"


def _between(a: Span, b: Span) -> tuple[Span, str] | None:
    lo, hi = b.lo - a.hi, b.hi - a.lo  # the difference of the places
    if lo > 0:
        s = Span(lo - 1, hi - 1)
    elif hi < 0:
        s = Span(-hi - 1, -lo - 1)
    else:
        return None
    return s, f"|{b} - {a}| - 1 = {s} between"


def facts_about(r: Ranking, keys: Iterable[str]) -> list[Fact]:
    """The facts that name any of the participants (for the proof's premise text)."""
    wanted = set(keys)
    out: list[Fact] = []
    for f in r.facts:
        names = (
            {f.holder.key} if isinstance(f, Place)
            else {f.ahead.key, f.behind.key} if isinstance(f, Order)
            else {h.key for h in f.of} if isinstance(f, Count) else set()
        )  # fmt: skip
        if names & wanted:
            out.append(f)
    return out
