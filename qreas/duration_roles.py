"""A duration of one activity does not contradict a duration of another.

Why: a paragraph about a person gives several durations ("studied at the academy
from 1920 to 1924 ... taught at the academy for 22 years"); the quantity stages match
"studied for four years" with "22 years" (same unit, shared words around it) and call
the pair a contradiction. A length of time belongs to the doing it measures: when the
two verbs are unrelated in WordNet (neither the same event, nor one a kind of the
other), the premise says nothing about the hypothesis' activity, so the pair is
neutral. A verb of holding a post ("held the post for 18 years") restates any of the
post's activities and is never "another activity". Only durations are judged so:
counts of different verbs ("scored" / "netted") are often one fact in other words,
which WordNet does not always relate.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from qreas.lexicon import lines
from qreas.types import Justification

LIGHT_VERBS = frozenset({"be", "have", "take", "last", "spend", "do", "make", "get"})


@functools.cache
def _holding() -> frozenset[str]:
    """Verbs of holding a post ("held the post for 18 years", "served"): they restate any
    activity of the post ("conducted the orchestra"), so they relate to every verb
    (``lexicons/tenure_words.tsv``, class "hold")."""
    return frozenset(w.lower() for w, cls in lines("tenure_words.tsv") if cls == "hold")


def other_activity(justifications: Sequence[Justification]) -> str | None:
    """The reason a contradiction is only another activity's duration, else None."""
    from qreas.natlog.lexical import relation
    from qreas.natlog.relations import Rel

    found = [j for j in justifications if j.verdict == "contradicts"]
    if not found:
        return None
    for j in found:
        h = j.hypothesis
        if j.method != "match" or len(j.premise) != 1 or h.kind != "amount" or h.dimension != "time":
            return None
        pv, hv = j.premise[0].verb, h.verb
        if not pv or not hv or pv == hv or {pv, hv} & (LIGHT_VERBS | _holding()):
            return None
        if relation(pv, hv, "VERB") is not Rel.IND:
            return None
    j = found[0]
    return f"'{j.premise[0].text}' is how long the text says it {j.premise[0].verb}, not {j.hypothesis.verb}"
