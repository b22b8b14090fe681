"""An ordinal the premise says with the same word of the same noun: "A *second* bridge
upstream opened in 1971" / "The second bridge opened ...".

Why: "a second N" introduces another N (second in the text's order), and the parser of
quantities reads an ordinal after "a" as a determiner, not as a position; the
hypothesis' "the second N" then refers back to it, and its ordinal, left unsupported,
would make the pair neutral. The same ordinal word on the same noun (lemma) is the same
position: an equal value.
"""

from __future__ import annotations

from collections.abc import Iterator

from qreas.natlog.derived import Context, Derived, deriver


@deriver("ordinal-words")
def ordinal_words(ctx: Context) -> Iterator[Derived]:
    h, pdoc, hdoc = ctx.h, ctx.pdoc, ctx.hdoc
    if h.kind != "ordinal" or h.end - h.start != 1:
        return
    word = hdoc[h.number_index]
    noun = word.head.lemma_.lower()
    if word.head.i == word.i or word.head.pos_ not in ("NOUN", "PROPN"):
        return
    if any(q.kind == "ordinal" and pdoc[q.number_index].lower_ == word.lower_ for q in ctx.premise):
        return  # the premise states that ordinal as a position: the stages compare it
    for t in pdoc:
        if t.lower_ == word.lower_ and t.head.i != t.i and t.head.lemma_.lower() == noun:
            yield Derived(h, f"'{t.text} {t.head.text}' is the {word.text} {noun}", (), frozenset({t.i}))
            return
