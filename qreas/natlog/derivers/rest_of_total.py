"""The rest of a stated total: "Its population was 1,288. ... 904 of its residents lived
in Kilbride, and *the rest* in Saltness" -> 1,288 - 904 = 384 lived in Saltness.

Why: encyclopedia prose closes a split with "the rest" / "the remainder" / "the others"
("Twenty-six of her crew were rescued; the others were lost") instead of a
number; the total is often stated in another sentence. The rest is exactly the total
less the part stated just before it (the part and the rest leave nothing out). The
hypothesis must speak of the rest's holder (a word after "the rest" in its clause) and
not of the part's, or the derived figure would be set against the part's own count.
A people count's total may be the place's population (a bare number after
"population").
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.dates import _verb
from qreas.types import Numset, fmt_number

REST = frozenset({"rest", "remainder", "others"})  # "others": the plural pronoun only
# "the remaining crates" (with a numeral after it, "the remaining 6": ``rest_counts``)
REST_ADJECTIVES = frozenset({"remaining"})
POPULATION = frozenset({"population"})  # a bare count after it counts the place's people
PEOPLE = frozenset({"resident", "inhabitant", "people", "person", "citizen"})
WINDOW = 6  # "population ... was 1,288": the noun stands a few words before its number


def _rest_token(doc: Any, part: Numset) -> Any:
    """ "the rest" after ``part`` in its sentence (the first one), or None."""
    text = doc.text.lower()
    if REST.isdisjoint(lemma_set(doc)) and "others" not in text and "remaining" not in text:
        return None  # cheap test first: finding the part's sentence walks the Doc
    sent = doc[part.number_index].sent
    for t in doc[part.end : sent.end]:
        if (t.lemma_.lower() in REST or t.lower_ == "others") and t.i > 0 and doc[t.i - 1].lower_ == "the":
            return t
        rest_noun = t.head.lemma_.lower() == part.unit
        if t.lower_ in REST_ADJECTIVES and doc[t.i - 1].lower_ == "the" and rest_noun:
            return t.head  # "the remaining *crates*": the rest, named by the part's noun
    return None


def _is_total(doc: Any, q: Numset, part: Numset) -> bool:
    """A count of the part's whole: the same counted noun, or a population for people."""
    if q is part or not q.is_exact or q.kind != "amount" or q.lo <= part.lo:
        return False
    if q.unit == part.unit:
        return True
    near = doc[max(0, q.start - WINDOW) : q.start]
    return q.unit is None and part.unit in PEOPLE and any(t.lemma_.lower() in POPULATION for t in near)


def _lemmas(tokens: Sequence[Any]) -> set[str]:
    return {t.lemma_.lower() for t in tokens if t.pos_ in ("PROPN", "NOUN")}


def _predicate_lemmas(tokens: Sequence[Any]) -> set[str]:
    """The nouns, and the verbs and adjectives of a clause that has no noun ("the rest
    *arrived intact*"): what is said of the rest when no holder is named."""
    nouns = _lemmas(tokens)
    return nouns or {t.lemma_.lower() for t in tokens if t.pos_ in ("VERB", "ADJ")}


@deriver("rest-of-total")
def rest_of_total(ctx: Context) -> Iterator[Derived]:
    h, doc = ctx.h, ctx.pdoc
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    h_words = _lemmas(list(ctx.hdoc))
    for part in ctx.premise:
        if part.kind != "amount" or not part.is_exact or part.unit != h.unit:
            continue
        rest = _rest_token(doc, part)
        if rest is None:
            continue
        verb = _verb(doc, part.number_index)
        # the part's holder: what its verb says of it ("lived in the main town, Kell")
        owner = _lemmas(doc[verb.i + 1 if verb is not None and verb.i < rest.i else part.end : rest.i])
        holder = _lemmas(doc[rest.i + 1 : rest.sent.end]) - owner
        read = frozenset({rest.i - 1, rest.i})
        if not holder:  # "9 were damaged and the rest arrived intact": the predicates differ
            owner = _predicate_lemmas(doc[part.end : rest.i])
            holder = _predicate_lemmas(doc[rest.i + 1 : rest.sent.end]) - owner
            h_words |= {t.lemma_.lower() for t in ctx.hdoc if t.pos_ in ("VERB", "ADJ")}
            # both predicates are the split's own words: the part's and the rest's
            read |= {t.i for t in doc[part.end : rest.sent.end] if t.lemma_.lower() in owner | holder}
        if not (holder & h_words) or (owner - holder) & h_words - {h.unit}:
            continue  # the hypothesis speaks of the part's holder, or of no holder
        for total in ctx.premise:
            if not _is_total(doc, total, part):
                continue
            value = total.lo - part.lo
            eq = f"{total.text} - {part.text} = {fmt_number(value)} {h.unit} (the rest)"
            out = h.with_(lo=value, hi=value, lo_open=False, hi_open=False, approximate=False)
            named = frozenset(t.i for t in ctx.hdoc if t.lemma_.lower() in holder)  # the rest's holder
            yield Derived(out, eq, (total, part), read, named)
            return
