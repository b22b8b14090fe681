"""A sum of two durations of different doings is no duration of either: "He studied ...
then in Leipzig for two years. ... a post he held for eighteen years" / "He conducted the
orchestra for twenty years" (2 + 18) is not supported.

Why: the composer adds any two figures of the hypothesis' unit whose sum is its figure;
in a paragraph, the durations of a life's successive doings (studying, holding a post,
touring) are all years, and one of their sums often lands on a round claim. Periods
add up to the time of one doing ("played four years for Arsenal and six for Chelsea":
ten years of playing), so the parts must be said with one verb; parts with different
verbs are different doings, and their sum is no one's.
"""

from __future__ import annotations

from collections.abc import Sequence

from qreas.types import Justification


def mixed_sum(justifications: Sequence[Justification]) -> str | None:
    """The reason an entailment rests on a sum of durations of different verbs, else None."""
    for j in justifications:
        if j.verdict != "entails" or len(j.premise) < 2 or "+" not in j.postfix:
            continue
        if j.hypothesis.dimension != "time" or any(q.dimension != "time" for q in j.premise):
            continue
        verbs = {q.verb for q in j.premise}
        if len(verbs) > 1 and None not in verbs:
            parts = " + ".join(q.text for q in j.premise)
            return f"'{j.hypothesis.text}' adds durations of different doings ({parts})"
    return None
