"""A change by a factor stated without a number: "the price *tripled*", "the rate
*doubled*", "the herd was *halved*", said of a change whose two ends the premise
states ("rose from $20 to $60").

The multiplier verb (``lexicons/multiplier_verbs.tsv``) claims end = factor x start;
the premise's ends fix the ratio end / start. The claim's truth on those values is the
edit's relation, as for the other numeral-free count statements
(``count_statements``): ≡ when the ratio is the factor, | otherwise (a change from 20
to 60 tripled, so it did not double). The hypothesis must speak of what changed in the
premise (the subject's content words), or the claim is about something else.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from typing import Any

from qreas.changes import role_of, subject
from qreas.natlog import align as A
from qreas.natlog.derivers.changes import per_end, per_words
from qreas.natlog.derivers.multiplied import _factor
from qreas.natlog.relations import Rel
from qreas.types import Numset, fmt_number


def _ends(doc: Any, premise: Sequence[Numset]) -> Iterator[tuple[Any, Numset, Numset]]:
    """(change word, start, end) of each change stated "from X to Y"."""
    roles = [(q, role_of(doc, q.start)) for q in premise if q.is_exact and q.kind in ("amount", "ratio")]
    starts = {r.word.i: q for q, r in roles if r is not None and r.role == "from"}
    for q, r in roles:
        if r is not None and r.role == "to" and r.word.i in starts:
            yield r.word, starts[r.word.i], q


def _numeral_free(verb: Any) -> bool:
    return not any(t.like_num for t in verb.subtree)


def factor_statement(pdoc: Any, hdoc: Any, premise: Sequence[Numset], a: A.Alignment) -> bool:
    """A QTY edit for a hypothesis multiplier verb with no numeral, when the premise
    states both ends of a change of the same thing."""
    for v in hdoc:
        found = _factor(v)
        if found is None or v.i in a.h_used or not _numeral_free(v):
            continue
        factor, words = found
        h_subject, _ = subject(v)
        for word, x, y in _ends(pdoc, premise):
            p_subject, _ = subject(word)
            if not h_subject or not p_subject or not (h_subject & p_subject):
                continue  # a change of something else: the claim is not about it
            if x.lo <= 0 or (x.unit != y.unit and x.unit and y.unit and not per_end(x, y)):
                continue
            ratio = y.lo / x.lo
            rel = Rel.EQ if math.isclose(ratio, factor, rel_tol=1e-6) else Rel.ALT
            # "from $20 to $60 *a kilo*": the factor is the same per any unit
            inside = frozenset(range(x.start - 1, y.end)) | {word.i} | per_words(pdoc, y)
            a.p_used |= inside
            a.h_used |= words
            note = f"{y.text} / {x.text} = {fmt_number(round(ratio, 4))} (x {fmt_number(factor)} claimed)"
            edit = A.Edit("QTY", f"{x.text} , {y.text}", v.text, rel, x.number_index, None, inside, note)
            a.edits.append(edit)
            return True
    return False
