"""``qreas check``: the numbers of a text (a summary, a report) against their source.

Every sentence of the claims text that states a quantity is a hypothesis; the source is
a document premise (``qreas.document``: sentences, coreference, selection). The verdict
of a claim: *supported* (the source entails it), *contradicted* (the source says
otherwise of the same thing) or *not found* (neutral: the source does not speak to
it). Claims are resolved against the names of the source and of the claims before them
("It employs 300 people" after "Korvath Shipping was founded in 1887"). A claim sentence
with no quantity gets no verdict; a number that is a year, a date or an ordinal is a
quantity (a claim about when or in which place is checked too).

A source shorter than ``Config.document_sentences`` sentences is still read as a
document here: a source is a text, whatever its length.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from qreas.coreference import resolve
from qreas.document import decide_resolved, read_document
from qreas.forecasts import FUTURE_REPORTS_FORECASTS
from qreas.sentences import split_sentences
from qreas.types import ClaimVerdict, Prediction, Verdict

if TYPE_CHECKING:
    from qreas.reasoner import Reasoner

VERDICT_OF: dict[str, Verdict] = {
    "entailment": "supported",
    "contradiction": "contradicted",
    "neutral": "not found",
}


def check(reasoner: Reasoner, source: str, claims: str, jobs: int = 1) -> list[ClaimVerdict]:
    """A verdict for each claim sentence of ``claims`` that states a quantity; ``jobs``
    processes parse a long source."""
    document = read_document(reasoner, source, jobs)
    sentences = split_sentences(claims)
    docs = reasoner.parse_many([s.text for s in sentences])
    cdocs = [docs[reasoner._clip(s.text)] for s in sentences]
    # names of the source first, then of the claims themselves, in order
    resolved, _ = resolve(cdocs, document.names)
    out: list[ClaimVerdict] = []
    for sentence, cdoc, text in zip(sentences, cdocs, resolved, strict=True):
        quantities, _ = reasoner._quantities(cdoc)
        if not quantities:
            continue
        token = FUTURE_REPORTS_FORECASTS.set(True)  # a summary's "will" reports a plan
        try:
            pred: Prediction = decide_resolved(reasoner, document, text)
        finally:
            FUTURE_REPORTS_FORECASTS.reset(token)
        spans = tuple(_char_span(cdoc, q.start, q.end, sentence.start) for q in quantities)
        out.append(
            ClaimVerdict(
                claim=replace(sentence, resolved=text),
                verdict=VERDICT_OF[pred.label],
                quantities=tuple(quantities),
                spans=spans,
                prediction=pred,
            )
        )
    return out


def _char_span(doc: object, start: int, end: int, offset: int) -> tuple[int, int]:
    """Character span in the claims text of tokens [start, end) of a claim sentence."""
    span = doc[start:end]  # type: ignore[index]
    return offset + span.start_char, offset + span.end_char


def summary(verdicts: Sequence[ClaimVerdict]) -> dict[str, int]:
    """How many claims got each verdict."""
    counts = {"supported": 0, "contradicted": 0, "not found": 0}
    for v in verdicts:
        counts[v.verdict] += 1
    return counts


def render_text(verdicts: Sequence[ClaimVerdict]) -> str:
    """A plain-text report: each claim, its verdict, the quantities, the evidence."""
    lines: list[str] = []
    for v in verdicts:
        lines.append(f"[{v.verdict.upper()}] {v.claim.text}")
        if v.claim.resolved and v.claim.resolved != v.claim.text:
            lines.append(f"  read as: {v.claim.resolved}")
        lines.append("  quantities: " + ", ".join(q.text for q in v.quantities))
        for s in v.prediction.evidence:
            lines.append(f"  source [{s.index + 1}]: {s.text}")
        for j in v.prediction.justifications:
            if j.verdict != "unsupported":
                lines.append(f"  {j.verdict}: {j.infix()}")
        lines.append(f"  reason: {v.prediction.reason}")
    counts = summary(verdicts)
    lines.append(", ".join(f"{n} {k}" for k, n in counts.items()) + f" ({len(verdicts)} claims)")
    return "\n".join(lines)
