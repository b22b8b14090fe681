"""Places and orders as edits: "Marta came second" / "Marta won" is one edit.

A hypothesis that states a place or an order without counting anything ("Marta
won", "Olga finished ahead of Uma", "Grace came in the top two", "No runner finished
ahead of Alice", "Victor finished tenth") makes a claim about the ranking the
premise describes (``qreas.positions`` reads both sentences, ``qreas.rankings``
combines the premise's facts). The claim and the premise's statements about the
ranking are aligned as one quantity edit whose lexical relation is the relation of
the two sets of places, like two amounts' intervals: the premise's place for the
participant inside the claimed places -> ⊏ ("third" / "in the top five"), equal ->
≡, disjoint -> | ("second" / "won"). Under the strict-order reading a place held by
one participant is no other's, so "Jonas finished tenth" / "Victor finished tenth"
is | too, and "Olga finished ahead of Uma" is | when the premise puts Uma first.

Counts of participants ("13 runners finished ahead of Marta") are quantities of the
hypothesis and go through the deriver ``position-counts`` instead; a count written
without a numeral ("no runner", "nobody") is a claim here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from qreas.matching import Interval, relate
from qreas.natlog import align as A
from qreas.natlog.relations import Rel, interval_relation
from qreas.positions import Between, Count, Fact, Order, Place, Span, read
from qreas.rankings import Ranking, ahead, count_span, facts_about, ranking
from qreas.types import Numset


def span_relation(p: Span, h: Span) -> Rel:
    """The relation of two sets of places or counts (premise P, hypothesis H)."""
    pi, hi = Interval(p.lo, p.hi), Interval(h.lo, h.hi)
    verdict = relate(pi, hi, 0.0)
    return interval_relation(verdict == "entails", relate(hi, pi, 0.0) == "entails", verdict == "contradicts")


def _place_claim(r: Ranking, c: Place) -> tuple[Rel, str]:
    key = c.holder.key
    field = r.field()
    claimed = c.span
    if c.from_end and r.stated_field().exact:
        claimed = Span(field.hi + 1 - c.span.hi, field.hi + 1 - c.span.lo)
    elif c.from_end:
        stated = r.stated_place(key)
        if stated is not None and stated.from_end:  # "last" / "last"
            return span_relation(stated.span, c.span), f"{key}: {stated.span} from the end"
        p = r.place_of(key)
        earliest = field.lo + 1 - c.span.hi  # the claimed places are at or after this
        if p is not None and p.hi < earliest:
            return Rel.ALT, f"{key}: place {p}, ahead of place {earliest:g} of a field of {field}"
        return Rel.IND, f"{key}: the field's size is not stated"
    p = r.place_of(key)
    if p is None:
        if r.held_by_others(key, claimed) and not c.shared:
            return Rel.ALT, f"place {claimed} is another participant's (no ties)"
        return Rel.IND, f"{key}: no place stated"
    return span_relation(p, claimed), f"{key}: place {p} vs {claimed}"


def _order_claim(r: Ranking, c: Order) -> tuple[Rel, str]:
    a, b = c.ahead.key, c.behind.key
    if ahead(r, a, b):
        return Rel.FWD, f"{a} ahead of {b}"
    if ahead(r, b, a):
        return Rel.ALT, f"{b} ahead of {a} (one place each)"
    return Rel.IND, f"the order of {a} and {b} is not stated"


def _between_claim(r: Ranking, c: Between) -> tuple[Rel, str]:
    x, (a, b) = c.holder.key, (h.key for h in c.pair)
    if (ahead(r, a, x) and ahead(r, x, b)) or (ahead(r, b, x) and ahead(r, x, a)):
        return Rel.FWD, f"{x} between {a} and {b}"
    if (ahead(r, x, a) and ahead(r, x, b)) or (ahead(r, a, x) and ahead(r, b, x)):
        return Rel.ALT, f"{x} not between {a} and {b}"
    return Rel.IND, f"{x}'s place against {a} and {b} is not stated"


def _match_place(r: Ranking, c: Place) -> tuple[Rel, str] | None:
    """A place claimed of one side of a match the premise reports with its score ("the
    Hawks beat the Owls 94-62" / "the Hawks won"): a match with a score has two sides,
    so the side ahead is first and the other second (``r.two_sided``)."""
    if not (r.two_sided and len(r.orders) == 1 and not r.places and not c.from_end):
        return None
    o = r.orders[0]
    key = r.named(c.holder.key)
    # a side named shorter than the premise names it ("Rovanne" / "Rovanne FC")
    sides = [s.key for s in (o.ahead, o.behind) if s.key == key or set(key.split()) <= set(s.key.split())]
    if len(sides) != 1:
        return None
    place = Span(1, 1) if sides[0] == o.ahead.key else Span(2, 2)
    return span_relation(place, c.span), f"{key}: place {place} of a match of two vs {c.span}"


def judge(r: Ranking, claim: Fact) -> tuple[Rel, str] | None:
    """The relation of the premise's ranking to one claim of the hypothesis."""
    if isinstance(claim, Place) and (found := _match_place(r, claim)) is not None:
        return found
    if isinstance(claim, Place):
        return _place_claim(r, claim)
    if isinstance(claim, Order):
        return _order_claim(r, claim)
    if isinstance(claim, Between):
        return _between_claim(r, claim)
    if isinstance(claim, Count) and claim.n is not None:
        found = count_span(r, claim)
        if found is None:
            return Rel.IND, "the count is not fixed by the places stated"
        span, equation = found
        return span_relation(span, claim.n), equation
    return None


def _names(claim: Fact) -> list[str]:
    if isinstance(claim, Place):
        return [claim.holder.key]
    if isinstance(claim, Order):
        return [claim.ahead.key, claim.behind.key]
    if isinstance(claim, Count):
        return [h.key for h in claim.of]
    if isinstance(claim, Between):
        return [claim.holder.key, *(h.key for h in claim.pair)]
    return []


def claim_tokens(claim: Fact) -> frozenset[int]:
    """The hypothesis words a claim accounts for: its own and its participants'."""
    out = set(claim.tokens)
    if isinstance(claim, Place):
        out |= claim.holder.tokens
    elif isinstance(claim, Order):
        out |= claim.ahead.tokens | claim.behind.tokens
    elif isinstance(claim, Count):
        out |= {i for h in claim.of for i in h.tokens}
    elif isinstance(claim, Between):
        out |= claim.holder.tokens | {i for h in claim.pair for i in h.tokens}
    return frozenset(out)


def premise_tokens(r: Ranking, claim: Fact) -> frozenset[int]:
    """The premise words the judgement reads: every statement of the ranking (the
    field and the places others hold enter it), and the event when the hypothesis
    leaves it implicit ("Olga finished ahead of Uma" of the premise's race)."""
    return r.tokens | (r.event_tokens if claim.event is None else frozenset())


FIELD_PREPS = frozenset({"among", "of", "out"})


def field_phrase(pdoc: Any, hdoc: Any, p_tokens: frozenset[int], h_tokens: frozenset[int]) -> frozenset[int]:
    """The hypothesis' "among / of / out of the finalists" naming the field the premise's
    ranking already counts ("last of the 9 finalists" -> "ninth *among the finalists*"):
    the place claim accounts for it rather than the aligner taking it as inserted."""
    field = {pdoc[i].lemma_.lower() for i in p_tokens if pdoc[i].pos_ == "NOUN"}
    out: set[int] = set()
    for t in hdoc:
        if t.lower_ not in FIELD_PREPS or t.dep_ != "prep" or t.head.i not in h_tokens:
            continue
        nouns = [c for c in t.subtree if c.dep_ == "pobj" and c.lemma_.lower() in field]
        if nouns:
            out |= {c.i for c in t.subtree}
    return frozenset(out)


def _anchor(r: Ranking, claim: Fact) -> int:
    about = facts_about(r, _names(claim)) or list(r.facts)
    return about[0].anchor


def _text(doc: Any, tokens: frozenset[int]) -> str:
    return " ".join(doc[i].text for i in sorted(tokens))


def place_edits(pdoc: Any, hdoc: Any, hq: Sequence[Numset], a: A.Alignment) -> frozenset[int]:
    """Add one edit per place or order the hypothesis states about a ranking the
    premise describes; returns the ``number_index`` of the hypothesis quantities
    the edits account for ("fifth", the "two" of "the top two"), which are then no
    separate quantity edits."""
    claims = read(hdoc)
    if not claims.facts or claims.ties:
        return frozenset()
    facts = read(pdoc)
    covered: set[int] = set()
    for claim in claims.facts:
        if isinstance(claim, Count) and _counted_by_parser(claim, hq):
            continue  # a quantity of the hypothesis: the deriver's
        r = ranking(facts, claim.event.key if claim.event is not None else None)
        if r is None:
            continue
        if scored(pdoc, r):
            r = replace(r, two_sided=True)
        judged = judge(r, claim)
        if judged is None:
            continue
        rel, note = judged
        p_tokens = premise_tokens(r, claim)
        h_tokens = claim_tokens(claim)
        h_tokens |= field_phrase(pdoc, hdoc, p_tokens, h_tokens)
        a.p_used |= p_tokens
        a.h_used |= h_tokens
        covered |= {q.number_index for q in hq if any(q.start <= i < q.end for i in h_tokens)}
        a.edits.append(
            A.Edit(
                "QTY",
                _text(pdoc, p_tokens),
                _text(hdoc, h_tokens),
                rel,
                _anchor(r, claim),
                None,
                p_tokens,
                f"ranking: {note}",
            )
        )
    return frozenset(covered)


def scored(pdoc: Any, r: Ranking) -> bool:
    """Does the premise give a match's score ("94-62") on the verb of the ranking's one
    order ("beat")? A score is two bare numbers joined by a dash or "to"."""
    if len(r.orders) != 1:
        return False
    verb = r.orders[0].anchor
    for t in pdoc:
        if t.text in ("-", "–", "to") and 0 < t.i < len(pdoc) - 1:
            a, b = pdoc[t.i - 1], pdoc[t.i + 1]
            if a.like_num and b.like_num and verb in {x.i for x in a.ancestors} | {x.i for x in b.ancestors}:
                return True
    return False


def _counted_by_parser(c: Count, hq: Sequence[Numset]) -> bool:
    """The count is a hypothesis quantity (or a bound the parser reads)."""
    if c.n is None:
        return True
    return c.number is not None and any(q.start <= c.number < q.end for q in hq)
