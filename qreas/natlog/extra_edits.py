"""Edits of this probe's constructions, gathered for ``infer.prove`` (which stays under
600 lines): numeral-free statements of a change's direction and of a month
(``change_directions``, ``month_edits``), an indefinite pronoun's slot
(``indefinites``), and premise descriptions whose deletion keeps the reference
(``holders.describes_name``, ``holders.unsaid_agent``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from qreas.natlog import align as A
from qreas.natlog import holders
from qreas.natlog.change_directions import direction_edit
from qreas.natlog.indefinites import indefinite_edits
from qreas.natlog.month_edits import month_edit
from qreas.natlog.rank_edits import rank_edit
from qreas.natlog.relations import Rel

__all__ = ["indefinite_edits", "kept_references", "number_free_statements"]


def number_free_statements(pdoc: Any, hdoc: Any, a: A.Alignment) -> None:
    """ "Attendance tripled" / "Attendance fell"; "on 4 March 2014" / "in April"."""
    direction_edit(pdoc, hdoc, a)
    month_edit(pdoc, hdoc, a)
    rank_edit(pdoc, hdoc, a)  # "the highest" / "the third highest"


def kept_references(pdoc: Any, hdoc: Any, a: A.Alignment) -> None:
    """Deleted premise phrases that leave what is spoken of unchanged, re-read as ≡: a
    common noun in apposition with an aligned name ("her *brother* Ivo"), the subject
    of an active verb the hypothesis says in the agentless passive ("*The organisers*
    cancelled" / "were cancelled"). Only plain deletions (no other reading noted)."""
    for k, e in enumerate(a.edits):
        if e.kind != "DEL" or e.p_index is None or e.note not in ("", "head") or e.lexical is not Rel.FWD:
            continue
        t = pdoc[e.p_index]
        if holders.describes_name(t, a.p_used):
            a.edits[k] = replace(e, lexical=Rel.EQ, note=holders.NAME_DESCRIBED)
        elif e.note == "" and holders.unsaid_agent(t, hdoc, a.edits):
            a.edits[k] = replace(e, lexical=Rel.EQ, note=holders.AGENT_UNSAID)
