"""An ordinal that picks a part of a whole the premise speaks of: "Nobody scored in the
match" / "Nobody scored in the *first* half of the match".

Why: "the first half", "the second leg", "the third quarter" name a part of an event
(WordNet: the noun is a kind of *part*), not a count or a rank the premise must state;
the quantity parser still reads the ordinal as a quantity, which, unsupported, leaves
the pair neutral. The part itself is the alignment's matter (``align``: a part of an
aligned whole inserted, ⊐, so that "nobody ... in the match" entails "nobody ... in the
first half" and "Ali scored in the match" does not entail "Ali scored in the first
half"); this deriver only says the ordinal claims nothing more than the part does, and
only in a negative sentence (below). Not when the premise names the same part noun
itself ("the second half"): then the premise's ordinal is compared as usual.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog import lexical
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.positions import ordinal_value

# only under a negative quantifier, where narrowing to a part is what entails: in an
# upward sentence ("Ali scored in the first half") the stages would take a justified
# ordinal and the matched words for an entailment, which a part does not give
NEGATIVES = frozenset({"no", "nobody", "none", "never", "neither", "nothing", "noone"})


@deriver("part-ordinal")
def part_ordinal(ctx: Context) -> Iterator[Derived]:
    h, hdoc = ctx.h, ctx.hdoc
    if not h.is_exact or h.number_index >= len(hdoc) or not lemma_set(hdoc) & NEGATIVES:
        return
    tok = hdoc[h.number_index]
    if ordinal_value(tok.text) is None or tok.head.i == tok.i or tok.head.pos_ != "NOUN":
        return
    part = tok.head
    of = next((c for c in part.children if c.lower_ == "of"), None)
    whole = next((g for g in of.children if g.dep_ == "pobj"), None) if of is not None else None
    if whole is None:
        return
    lemmas = lemma_set(ctx.pdoc)
    lemma = part.lemma_.lower()
    if lemma in lemmas or whole.lemma_.lower() not in lemmas:
        return
    if not (lemma == "part" or lexical.is_kind_of(lemma, "part")):
        return
    yield Derived(h, f"'{tok.text} {part.text}': a part of the {whole.text}, no count", exclusive=False)
