"""How many things a verb takes when "only" lists them: "The senator visited only Ohio
and Iowa" says she visited two states; "The stall sells solely plums, pears and figs"
says it sells three fruits.

Why: an exclusive focus particle ("only", "solely", "just", "exclusively") on a
coordinated object makes the listed items the whole set of things the verb takes
(exhaustivity), so a hypothesis count of a class the items all belong to (WordNet
hypernymy, any sense of the class word: "Ohio" is a state, "plum" a fruit), with the
same verb, is the number of items: "visited three states" is false, "visited two
states" true. Items must be distinct words (a list names distinct things). Without
"only" a list is no closed set ("visited Ohio and Iowa" may have visited more), which
``kinds`` and ``named_lists`` handle for their own cases. Exclusive: the list is all
there is.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.only_named import verb_lemma
from qreas.types import fmt_number

FOCUS = frozenset({"only", "solely", "just", "exclusively"})
OBJECTS = frozenset({"dobj", "pobj", "attr", "oprd"})


def _items(first: Any) -> list[Any]:
    """The first conjunct and its coordinated conjuncts ("Ohio and Iowa", "plums, pears
    and figs")."""
    items, frontier = [first], [first]
    while frontier:
        kids = [c for t in frontier for c in t.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN")]
        items += kids
        frontier = kids
    return items


def listed_objects(doc: Any) -> tuple[Any, list[Any], frozenset[int]] | None:
    """(the verb, the listed items, the words the reading accounts for) of an object
    list under a focus particle: the particle modifies the first item, or the verb right
    before it ("grows *solely* wheat and barley")."""
    for tok in doc:
        if tok.lower_ not in FOCUS or tok.i + 1 >= len(doc):
            continue
        first = tok.head if tok.head.i > tok.i else doc[tok.i + 1]
        if first.pos_ not in ("NOUN", "PROPN") or first.dep_ not in OBJECTS:
            continue
        items = _items(first)
        if len(items) < 2 or len({t.lemma_.lower() for t in items}) < len(items):
            continue
        verb = governing_verb(first)
        if verb is None:
            continue
        words = {tok.i} | {t.i for t in items}
        words |= {c.i for t in items for c in t.children if c.dep_ in ("cc", "punct", "compound")}
        return verb, items, frozenset(words)
    return None


def _member(item: Any, cls: str) -> bool:
    from qreas.natlog.lexical import has_kind_sense

    word = item.lemma_.lower() if item.pos_ == "NOUN" else item.text.lower()
    return word == cls or has_kind_sense(word, cls)


@deriver("only-listed")
def only_listed(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit or not (FOCUS & lemma_set(ctx.pdoc)):
        return  # cheap test first
    found = listed_objects(ctx.pdoc)
    if found is None:
        return
    verb, items, words = found
    hverb = governing_verb(ctx.hdoc[h.number_index])
    if hverb is None or verb_lemma(hverb) != verb_lemma(verb):
        return
    if not all(_member(t, str(h.unit)) for t in items):
        return
    n = float(len(items))
    value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
    eq = f"only {' and '.join(t.text for t in items)} = {fmt_number(n)} {h.unit}"
    yield Derived(value, eq, (), words)
