"""Another system's predictions, matched to the rows of the data files they are for.

Why: a paper puts its model beside qreas on EQUATE and on the suite; ``qreas score
DATA... --predictions PREDS.jsonl`` scores any model's labels with the same tables
(accuracy, confusion, pattern accuracy) without running the engine.

A prediction row (JSONL, or CSV/TSV with a header) has a label under ``prediction``,
``predicted_label``, ``pred`` or ``label`` (first found), read by ``qreas.labels`` (so
``not_entailment`` and, with ``--label-map``, integers work). It is matched to a data
row by its text when it carries the premise and hypothesis (``premise``/``sentence1``,
``hypothesis``/``sentence2``; repeated pairs are matched in order), else by ``index``
(the 0-based data row, as ``--out`` writes it), with ``set`` when several files are
scored. A data row without a prediction and a prediction row that cannot be read are
bad rows (``FILE:LINE: reason``); predictions that match no data row are counted.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from qreas.datasets import HYPOTHESIS_KEYS, PREMISE_KEYS, BadRow, Dataset, DatasetError, read_rows
from qreas.labels import LabelError, normalize_label

LABEL_KEYS = ("prediction", "predicted_label", "pred", "label")


@dataclass(frozen=True)
class Predicted:
    line: int
    label: str
    index: int | None = None
    set: str | None = None
    premise: str | None = None
    hypothesis: str | None = None


@dataclass(frozen=True)
class External:
    """A label from a predictions file, in the shape the scorer reads from the engine."""

    label: str
    tags: tuple[str, ...] = ()
    reason: str = "predictions file"
    justifications: tuple[()] = ()

    def explain(self) -> str:
        return f"label: {self.label}\nreason: {self.reason} (no explanation: not predicted by qreas)"


def _first(row: Mapping[str, object], keys: Sequence[str]) -> object:
    return next((row[k] for k in keys if k in row and row[k] not in (None, "")), None)


def _predicted(row: Mapping[str, object], line: int, label_map: Mapping[str, str]) -> Predicted | str:
    raw = _first(row, LABEL_KEYS)
    if raw is None:
        return f"no label (expected a field {' / '.join(LABEL_KEYS)})"
    try:
        label = normalize_label(raw, label_map)
    except LabelError as e:
        return str(e)
    index = row.get("index")
    if isinstance(index, str) and index.strip().isdigit():
        index = int(index)
    if index is not None and not isinstance(index, int):
        return f"index {index!r} is not a whole number"
    premise, hypothesis = _first(row, PREMISE_KEYS), _first(row, HYPOTHESIS_KEYS)
    texts = (
        (premise, hypothesis) if isinstance(premise, str) and isinstance(hypothesis, str) else (None, None)
    )
    if texts[0] is None and index is None:
        return "neither premise and hypothesis nor index: cannot tell which row this predicts"
    name = row.get("set")
    return Predicted(line, label, index, name if isinstance(name, str) else None, *texts)


def read_predictions(path: str | Path, label_map: Mapping[str, str] | None = None) -> tuple[
    list[Predicted], list[BadRow]
]:  # fmt: skip
    """The readable prediction rows and the bad ones."""
    good: list[Predicted] = []
    bad: list[BadRow] = []
    for line, row in read_rows(path):
        p = _predicted(row, line, label_map or {}) if isinstance(row, dict) else row
        if isinstance(p, Predicted):
            good.append(p)
        else:
            bad.append(BadRow(str(path), line, p))
    return good, bad


def match(datasets: Sequence[Dataset], preds: Sequence[Predicted], source: str) -> tuple[
    list[list[External | None]], list[BadRow], int
]:  # fmt: skip
    """Per dataset, per example, its prediction (``None`` where there is none, each also
    reported as a bad row of the data file); and how many predictions matched nothing."""
    by_text: dict[tuple[str, str], deque[Predicted]] = {}
    by_index: dict[tuple[str | None, int], Predicted] = {}
    for p in preds:
        if p.premise is not None and p.hypothesis is not None:
            by_text.setdefault((p.premise, p.hypothesis), deque()).append(p)
        elif p.index is not None:
            by_index[(p.set, p.index)] = p
    if len(datasets) > 1 and any(s is None for s, _ in by_index):
        raise DatasetError(
            f"{source}: several data files are scored, so index-only predictions need a 'set' field"
        )
    used = 0
    out: list[list[External | None]] = []
    missing: list[BadRow] = []
    for ds in datasets:
        labels: list[External | None] = []
        for ex in ds.examples:
            queue = by_text.get((ex.premise, ex.hypothesis))
            p = (
                queue.popleft()
                if queue
                else by_index.pop((ds.name, ex.index), None) or by_index.pop((None, ex.index), None)
            )
            if p is None:
                missing.append(BadRow(ds.path, ex.line, f"no prediction for this row in {source}"))
            used += p is not None
            labels.append(External(p.label) if p else None)
        out.append(labels)
    return out, missing, len(preds) - used
