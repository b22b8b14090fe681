"""Official EQUATE scoring and results tables (pure functions: no I/O here).

2-class sets (RTE-Quant, NewsNLI, AWPNLI): a prediction is correct iff
(gold == entailment) == (prediction == entailment) — the official scorer collapses
neutral and contradiction. 3-class sets (RedditNLI, StressTest): exact match.

The confusion matrix always keeps the three raw labels (gold -> predicted -> count),
also for 2-class sets: whether the engine says "neutral" or "contradiction" there does
not change the score, but it is what one needs to see when looking for errors.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from qreas.datasets import Dataset
from qreas.types import LABELS

SET_ORDER = ("RTE_Quant", "NewsNLI", "RedditNLI", "StressTest", "AWPNLI")
SET_TITLES = {
    "RTE_Quant": "RTE-Quant",
    "NewsNLI": "NewsNLI",
    "RedditNLI": "RedditNLI",
    "StressTest": "StressTest",
    "AWPNLI": "AWPNLI",
}
# Published rows of the EQUATE paper, Table 6 (accuracy %, average as published).
PUBLISHED = (
    ("Majority class", (57.8, 50.7, 58.4, 33.3, 50.0), 50.0),
    ("Q-REAS (paper)", (56.6, 61.1, 50.8, 63.3, 71.5), 60.7),
)
SYSTEM = "qreas (this run)"
DASH = "–"  # a set not scored in this run (LaTeX: "--")


def is_correct(gold: str, pred: str, classes: int) -> bool:
    """The official EQUATE criterion for one pair."""
    if classes == 2:
        return (gold == "entailment") == (pred == "entailment")
    return gold == pred


@dataclass(frozen=True)
class SetScore:
    """The score of one file. ``n`` counts the rows the engine predicted (bad rows and
    engine errors are in ``errors`` instead); ``accuracy`` is ``None`` only for an
    unlabeled file, where there is nothing to compare with."""

    name: str
    path: str
    n: int
    classes: int
    accuracy: float | None  # 0..1
    confusion: dict[str, dict[str, int]]  # gold -> predicted -> count
    errors: int  # rows not scored: bad rows and engine errors
    by_tag: dict[str, tuple[int, float]] = field(default_factory=dict)  # tag -> (n, accuracy)

    def to_dict(self, tags: bool = True) -> dict[str, object]:
        """JSON-ready; ``tags=False`` gives exactly the documented ``qreas score --json``
        keys (name, path, n, classes, accuracy, confusion, errors)."""
        out: dict[str, object] = {
            "name": self.name,
            "path": self.path,
            "n": self.n,
            "classes": self.classes,
            "accuracy": self.accuracy,
            "confusion": self.confusion,
            "errors": self.errors,
        }
        if tags:
            out["by_tag"] = {k: {"n": n, "accuracy": a} for k, (n, a) in self.by_tag.items()}
        return out


def score_labels(
    name: str,
    path: str,
    classes: int,
    golds: Sequence[str | None],
    preds: Sequence[str],
    errors: int = 0,
    tags: Sequence[Sequence[str]] | None = None,
) -> SetScore:
    """Score aligned gold and predicted labels. A ``None`` gold (an unlabeled row) is
    predicted but not scored."""
    if len(golds) != len(preds):
        raise ValueError(f"{len(golds)} gold labels but {len(preds)} predictions")
    if tags is not None and len(tags) != len(preds):
        raise ValueError(f"{len(tags)} tag lists but {len(preds)} predictions")
    confusion = {g: {p: 0 for p in LABELS} for g in LABELS}
    labeled = correct = 0
    per_tag: dict[str, list[int]] = {}
    for k, (g, p) in enumerate(zip(golds, preds, strict=True)):
        if g is None:
            continue
        row = confusion.setdefault(g, {q: 0 for q in LABELS})
        row[p] = row.get(p, 0) + 1
        ok = is_correct(g, p, classes)
        labeled += 1
        correct += ok
        for t in tags[k] if tags is not None else ():
            counts = per_tag.setdefault(t, [0, 0])
            counts[0] += 1
            counts[1] += ok
    by_tag = {t: (n, c / n) for t, (n, c) in sorted(per_tag.items())}
    accuracy = correct / labeled if labeled else (None if len(golds) else 0.0)
    return SetScore(name, path, len(preds), classes, accuracy, confusion, errors, by_tag)


@overload
def score_set(dataset: Dataset, predictions: Sequence[Any], /) -> SetScore: ...


@overload
def score_set(
    name: str,
    path: str,
    classes: int,
    golds: Sequence[str | None],
    preds: Sequence[str],
    errors: int = 0,
    tags: Sequence[Sequence[str]] | None = None,
) -> SetScore: ...


def score_set(first: Any, *args: Any, **kwargs: Any) -> SetScore:
    """Score a dataset: ``score_set(dataset, predictions)``.

    ``predictions`` is aligned with ``dataset.examples``; each item is a
    ``Prediction`` (anything with ``.label`` and optionally ``.tags``), a plain label,
    or an exception: the engine failed on that pair, which then counts in ``errors``
    (with the file's bad rows) and is not scored.

    The older form ``score_set(name, path, classes, golds, preds, errors=0,
    tags=None)`` (used by the benchmark scripts) is ``score_labels``.
    """
    if isinstance(first, Dataset):
        return _score_dataset(first, *args, **kwargs)
    return score_labels(first, *args, **kwargs)


def _score_dataset(dataset: Dataset, predictions: Sequence[Any]) -> SetScore:
    if len(predictions) != len(dataset.examples):
        raise ValueError(
            f"{dataset.path}: {len(dataset.examples)} rows but {len(predictions)} predictions"
        )
    golds: list[str | None] = []
    labels: list[str] = []
    tags: list[Sequence[str]] = []
    failed = 0
    for ex, pred in zip(dataset.examples, predictions, strict=True):
        if isinstance(pred, BaseException):
            failed += 1
            continue
        golds.append(ex.gold)
        labels.append(pred if isinstance(pred, str) else pred.label)
        tags.append(() if isinstance(pred, str) else tuple(getattr(pred, "tags", ())))
    return score_labels(
        dataset.name, dataset.path, dataset.classes, golds, labels,
        len(dataset.bad_rows) + failed, tags,
    )  # fmt: skip


# ------------------------------------------------------------------ tables


def _pct(accuracy: float | None) -> str:
    return DASH if accuracy is None else f"{100 * accuracy:.1f}"


def format_table(scores: Sequence[SetScore]) -> str:
    """A readable plain-text table: one line per scored file, in the order given."""
    width = max([len("set"), *(len(s.name) for s in scores)]) + 2
    lines = [f"{'set':<{width}}{'n':>7}{'classes':>9}{'accuracy':>10}{'errors':>8}"]
    for s in scores:
        acc = _pct(s.accuracy) + ("%" if s.accuracy is not None else " ")
        lines.append(f"{s.name:<{width}}{s.n:>7}{s.classes:>9}{acc:>10}{s.errors:>8}")
    return "\n".join(lines)


def _columns(scores: Sequence[SetScore]) -> list[str]:
    """Table 6's five sets, then any other scored set (after Avg, which stays the
    average over the five EQUATE sets, comparable with the published averages)."""
    extra = [s.name for s in scores if s.name not in SET_ORDER]
    return [*SET_ORDER, "Avg", *dict.fromkeys(extra)]


def _table6(scores: Sequence[SetScore], system: str) -> tuple[list[str], list[list[str]]]:
    """Header and rows (all cells as text) of the Table 6 layout."""
    columns = _columns(scores)
    head = ["System", *(SET_TITLES.get(c, c) for c in columns)]
    n_extra = len(columns) - len(SET_ORDER) - 1
    rows = [
        [name, *(f"{v:.1f}" for v in values), f"{avg:.1f}", *[DASH] * n_extra]
        for name, values, avg in PUBLISHED
    ]
    by_name = {s.name: s.accuracy for s in scores}  # a set scored twice: the last one
    ours = [_pct(by_name.get(c)) for c in SET_ORDER]
    known = [a for a in (by_name.get(c) for c in SET_ORDER) if a is not None]
    # The average is only meaningful over all five sets (the published rows' average).
    avg = _pct(sum(known) / len(known)) if len(known) == len(SET_ORDER) else DASH
    extra = [_pct(by_name.get(c)) for c in columns[len(SET_ORDER) + 1 :]]
    rows.append([system, *ours, avg, *extra])
    return head, rows


def format_markdown(scores: Sequence[SetScore], system: str = SYSTEM) -> str:
    """The EQUATE paper's Table 6 layout (published rows, then this run) in Markdown."""
    head, rows = _table6(scores, system)
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        out.append("| " + " | ".join(c.replace("|", r"\|") for c in row) + " |")
    return "\n".join(out)


_LATEX_SPECIAL = {c: "\\" + c for c in "&%$#_{}"}


def _latex(text: str) -> str:
    text = "".join(_LATEX_SPECIAL.get(c, c) for c in text)
    return text.replace(DASH, "--")


def format_latex(scores: Sequence[SetScore], system: str = SYSTEM) -> str:
    """The EQUATE paper's Table 6 layout as a LaTeX tabular (needs ``booktabs``)."""
    head, rows = _table6(scores, system)
    out = [
        r"\begin{tabular}{l" + "r" * (len(head) - 1) + "}",
        r"\toprule",
        " & ".join(_latex(h) for h in head) + r" \\",
        r"\midrule",
    ]
    for k, row in enumerate(rows):
        if k == len(PUBLISHED):
            out.append(r"\midrule")
        out.append(" & ".join(_latex(c) for c in row) + r" \\")
    out += [r"\bottomrule", r"\end{tabular}"]
    return "\n".join(out)
