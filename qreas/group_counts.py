"""A count said with a group noun: "a pair of kittens" is two kittens, "a trio of
singers" three singers (``lexicons/group_sizes.tsv``).

The group noun names how many the "of" phrase counts, as "a dozen eggs" does with a
number word; only with the article or "one" (the whole phrase is one group), not "a
couple of", which English uses loosely for "a few", and only of living things: "a
pair of jeans" is one garment, "a pair of scissors" one tool (``test_quantities``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.types import Numset

LOOSE = frozenset({"couple"})
ONE = frozenset({"a", "an", "one"})


def _living(lemma: str) -> bool:
    from qreas.natlog.lexical import is_kind_of

    return bool(is_kind_of(lemma, "organism"))


def group_counts(doc: Any, quantities: Sequence[Numset]) -> list[Numset]:
    """The quantities with each "a pair of N"-style count added."""
    from qreas.natlog.derivers.people_groups import group_sizes

    taken = {i for q in quantities for i in range(q.start, q.end)}
    out = list(quantities)
    for t in doc:
        size = group_sizes().get(t.lower_)
        if size is None or t.lower_ in LOOSE or t.i in taken or t.i == 0 or doc[t.i - 1].lower_ not in ONE:
            continue
        of = next((c for c in t.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        noun = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        if noun is None or noun.tag_ != "NNS" or noun.i in taken or not _living(noun.lemma_.lower()):
            continue
        out.append(
            Numset(
                lo=float(size),
                hi=float(size),
                unit=noun.lemma_.lower(),
                text=doc[t.i - 1 : noun.i + 1].text,
                start=t.i - 1,
                end=noun.i + 1,
                number_index=t.i,
            )
        )
    return out
