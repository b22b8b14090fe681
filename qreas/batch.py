"""Running the engine over files, shared by ``qreas score`` and ``qreas predict --file``.

Why one module: both commands read files the same way (``qreas.datasets``), predict
every pair the same way (``--jobs``, ``--dask``, the cache, the progress bar), and
write the same ``--out`` row for a pair; only scoring differs. A row of an
unlabelled file has no ``gold``, ``classes`` or ``correct``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, TextIO

from qreas.datasets import BadRow, Dataset, Example, read_dataset
from qreas.scoring import is_correct


def read_files(
    files: Sequence[str],
    stderr: TextIO,
    classes: int | None = None,
    strict: bool = False,
    label_map: Mapping[str, str] | None = None,
    labelled: bool = True,
) -> tuple[list[Dataset], int]:
    """The datasets and the number of bad rows (each reported on ``stderr`` as
    ``FILE:LINE: reason``). Raises ``DatasetError`` for an unreadable file (or the
    first bad row when ``strict``)."""
    datasets: list[Dataset] = []
    bad = 0
    for f in files:
        ds = read_dataset(f, classes=classes, strict=strict, label_map=label_map, labelled=labelled)
        if not ds.examples and not ds.bad_rows:
            # running on nothing is almost certainly a mistake (wrong file, empty export)
            ds = replace(ds, bad_rows=(BadRow(ds.path, 1, "no data rows"),))
        for b in ds.bad_rows:
            print(str(b), file=stderr)
        bad += len(ds.bad_rows)
        datasets.append(ds)
    return datasets, bad


def pairs_of(datasets: Sequence[Dataset]) -> list[tuple[str, str]]:
    """Every (premise, hypothesis), in file order then row order."""
    return [(ex.premise, ex.hypothesis) for ds in datasets for ex in ds.examples]


def predict_pairs(
    reasoner: Any,
    pairs: Sequence[tuple[str, str]],
    jobs: int = 1,
    dask: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Any]:
    """One result per pair, in input order: a ``Prediction``, or the exception the
    engine raised on that pair. ``dask``: a scheduler address or ``local:N``."""
    if dask:
        from qreas.dask import predict_pairs_dask

        return predict_pairs_dask(pairs, dask, reasoner.config, progress=progress, reasoner=reasoner)
    return reasoner.predict_many(pairs, jobs=jobs, progress=progress, errors="collect")


def row_record(ds: Dataset, ex: Example, result: Any, explanation: bool = False) -> dict[str, Any]:
    """The ``--out`` object of one decided row; ``gold``, ``classes`` and ``correct``
    only when the row has a gold label; ``explanation`` (the full text) on request."""
    rec: dict[str, Any] = {"set": ds.name, "index": ex.index, "line": ex.line}
    if ex.gold is not None:
        rec["classes"] = ds.classes
    rec.update(premise=ex.premise, hypothesis=ex.hypothesis)
    if ex.pattern:  # a generated suite row
        rec.update(pattern=ex.pattern, phenomenon=ex.phenomenon)
    if ex.gold is not None:
        rec["gold"] = ex.gold
    rec["prediction"] = result.label
    if ex.gold is not None:
        rec["correct"] = is_correct(ex.gold, result.label, ds.classes)
    rec.update(
        tags=list(result.tags),
        reason=result.reason,
        justifications=[j.to_dict() for j in result.justifications],
    )
    if explanation:
        rec["explanation"] = result.explain()
    return rec
