"""Official EQUATE scoring and results tables (pure functions).

2-class sets (RTE-Quant, NewsNLI, AWPNLI): a prediction is correct iff
(gold == entailment) == (prediction == entailment) — the official scorer collapses
neutral and contradiction. 3-class sets (RedditNLI, StressTest): exact match.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass, field

from qreas import pattern_accuracy as pa
from qreas.labels import NON_ENTAILMENT
from qreas.pattern_accuracy import PatternScores
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


def is_correct(gold: str, pred: str, classes: int) -> bool:
    if classes == 2:
        return (gold == "entailment") == (pred == "entailment")
    return gold == pred


@dataclass(frozen=True)
class SetScore:
    name: str
    path: str
    n: int
    classes: int
    accuracy: float
    confusion: dict[str, dict[str, int]]  # gold -> predicted -> count
    errors: int  # bad rows (not scored)
    by_tag: dict[str, tuple[int, float]] = field(default_factory=dict)  # tag -> (n, accuracy)
    patterns: PatternScores | None = None  # rows carrying a pattern (the generated suite)

    def to_dict(self) -> dict[str, object]:
        return {
            "name": self.name,
            "path": self.path,
            "n": self.n,
            "classes": self.classes,
            "accuracy": self.accuracy,
            "confusion": self.confusion,
            "errors": self.errors,
            "by_tag": {k: {"n": n, "accuracy": a} for k, (n, a) in self.by_tag.items()},
            **({"patterns": self.patterns.to_dict()} if self.patterns else {}),
        }


def score_set(
    name: str,
    path: str,
    classes: int,
    golds: Sequence[str],
    preds: Sequence[str],
    errors: int = 0,
    tags: Sequence[Sequence[str]] | None = None,
    patterns: Sequence[str | None] | None = None,
    phenomena: Sequence[str | None] | None = None,
) -> SetScore:
    """Accuracy, confusion and per-tag accuracy of one set; with ``patterns`` (and
    ``phenomena``), one per row, also pattern accuracy (``qreas.pattern_accuracy``)."""
    confusion = {g: {p: 0 for p in LABELS} for g in LABELS}
    correct = 0
    oks: list[bool] = []
    per_tag: dict[str, list[int]] = {}
    for k, (g, p) in enumerate(zip(golds, preds, strict=True)):
        row = confusion.setdefault(g, {q: 0 for q in LABELS})  # a 2-class gold adds its own row
        row[p] = row.get(p, 0) + 1
        ok = is_correct(g, p, classes)
        oks.append(ok)
        correct += ok
        for t in tags[k] if tags is not None else ():
            per_tag.setdefault(t, [0, 0])
            per_tag[t][0] += 1
            per_tag[t][1] += ok
    n = len(golds)
    by_tag = {t: (v[0], v[1] / v[0]) for t, v in sorted(per_tag.items())}
    scores = None
    if patterns is not None:
        scores = pa.pattern_scores(patterns, phenomena or [None] * len(patterns), oks)
    return SetScore(name, path, n, classes, correct / n if n else 0.0, confusion, errors, by_tag, scores)


def _row(scores: Sequence[SetScore]) -> tuple[list[str], str]:
    by_name = {s.name: s for s in scores}
    cells = [f"{100 * by_name[n].accuracy:.1f}" if n in by_name else "–" for n in SET_ORDER]
    known = [100 * by_name[n].accuracy for n in SET_ORDER if n in by_name]
    avg = f"{sum(known) / len(known):.1f}" if len(known) == len(SET_ORDER) else "–"
    return cells, avg


def _rows(scores: Sequence[SetScore], system: str) -> list[tuple[str, list[str], str]]:
    rows = [(name, [f"{v:.1f}" for v in vals], f"{avg:.1f}") for name, vals, avg in PUBLISHED]
    cells, avg = _row(scores)
    rows.append((system, cells, avg))
    return rows


def format_table(scores: Sequence[SetScore], details: bool = False) -> str:
    """A readable plain-text table, one line per scored file; with ``details``, each
    set's confusion matrix (raw labels, rows = gold) and per-phenomenon accuracy."""
    lines = [f"{'set':<14}{'n':>7}{'classes':>9}{'accuracy':>10}{'errors':>8}"]
    for s in scores:
        lines.append(f"{s.name:<14}{s.n:>7}{s.classes:>9}{100 * s.accuracy:>9.1f}%{s.errors:>8}")
    if details:
        for s in scores:
            lines += ["", *format_confusion(s), *format_tags(s)]
            lines += pa.format_text(s.patterns) if s.patterns else []
    return "\n".join(lines)


def format_confusion(s: SetScore) -> list[str]:
    """The confusion matrix of one set as text lines (rows gold, columns predicted)."""
    used = {g for g, row in s.confusion.items() if any(row.values())}
    used |= {p for row in s.confusion.values() for p, c in row.items() if c}
    labels = [x for x in LABELS if x in used] or list(_labels_of(s.classes))
    golds = labels + ([NON_ENTAILMENT] if NON_ENTAILMENT in used else [])  # a 2-class gold file
    note = " (2-class scoring: neutral and contradiction count as one)" if s.classes == 2 else ""
    out = [f"{s.name}: gold \\ predicted{note}", " " * 16 + "".join(f"{x[:13]:>15}" for x in labels)]
    for g in golds:
        out.append(f"  {g:<14}" + "".join(f"{s.confusion.get(g, {}).get(p, 0):>15}" for p in labels))
    return out


def format_tags(s: SetScore) -> list[str]:
    """Accuracy per phenomenon tag of one set as text lines."""
    if not s.by_tag:
        return []
    out = [f"  {'phenomenon':<16}{'n':>6}{'accuracy':>10}"]
    out += [f"  {t:<16}{n:>6}{100 * a:>9.1f}%" for t, (n, a) in s.by_tag.items()]
    return out


def _labels_of(classes: int) -> tuple[str, ...]:
    return LABELS if classes == 3 else LABELS[:2]


# gold rows of the confusion counts: the three labels, then a 2-class file's non-entailment
_CSV_CELLS = tuple((g, p) for g in (*LABELS, NON_ENTAILMENT) for p in LABELS)
CSV_FIELDS = (
    "set", "slice", "n", "accuracy", "errors", *(f"{g}->{p}" for g, p in _CSV_CELLS),
    "patterns", *(f"pattern_accuracy@{t:g}" for t in pa.THRESHOLDS),
)  # fmt: skip


def format_csv(scores: Sequence[SetScore]) -> str:
    """One CSV row per set (slice "all", with the confusion counts ``gold->predicted``),
    then one per phenomenon tag (slice "tag:NAME"; confusion cells empty); for rows with
    patterns, the set row and one row per suite phenomenon (slice "phenomenon:NAME")
    carry the number of patterns and the pattern accuracies."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_FIELDS)
    for s in scores:
        cells = [s.confusion.get(g, {}).get(p, 0) for g, p in _CSV_CELLS]
        blank = [""] * len(cells)
        none = [""] * (1 + len(pa.THRESHOLDS))
        w.writerow([s.name, "all", s.n, f"{s.accuracy:.4f}", s.errors, *cells, *_pattern_cells(s.patterns)])
        for t, (n, a) in s.by_tag.items():
            w.writerow([s.name, f"tag:{t}", n, f"{a:.4f}", "", *blank, *none])
        for ph, sl in s.patterns.by_phenomenon.items() if s.patterns else ():
            shares = [f"{x:.4f}" for x in sl.pattern_accuracy]
            w.writerow([s.name, f"phenomenon:{ph}", sl.instances, f"{sl.instance_accuracy:.4f}", "",
                        *blank, sl.patterns, *shares])  # fmt: skip
    return buf.getvalue().rstrip("\n")


def _pattern_cells(ps: PatternScores | None) -> list[object]:
    if ps is None:
        return [""] * (1 + len(pa.THRESHOLDS))
    return [ps.overall.patterns, *(f"{x:.4f}" for x in ps.overall.pattern_accuracy)]


def _table6_wanted(scores: Sequence[SetScore]) -> bool:
    """Table 6 for EQUATE sets, or when nothing else would be printed."""
    return any(s.name in SET_ORDER for s in scores) or not any(s.patterns for s in scores)


def format_markdown(scores: Sequence[SetScore], system: str = "qreas (this run)") -> str:
    """Table 6 layout of the EQUATE paper, in Markdown; then, for sets whose rows carry
    patterns, instance and pattern accuracy per phenomenon."""
    parts = [_table6_markdown(scores, system)] if _table6_wanted(scores) else []
    parts += [pa.format_markdown(s.patterns, s.name) for s in scores if s.patterns]
    return "\n\n".join(parts)


def _table6_markdown(scores: Sequence[SetScore], system: str) -> str:
    head = ["System", *(SET_TITLES[n] for n in SET_ORDER), "Avg"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, cells, avg in _rows(scores, system):
        out.append("| " + " | ".join([name, *cells, avg]) + " |")
    return "\n".join(out)


def format_latex(scores: Sequence[SetScore], system: str = "qreas (this run)") -> str:
    """Table 6 layout of the EQUATE paper as a LaTeX tabular; then, for sets whose rows
    carry patterns, a tabular of instance and pattern accuracy per phenomenon."""
    parts = [_table6_latex(scores, system)] if _table6_wanted(scores) else []
    parts += [f"% {s.name}\n" + pa.format_latex(s.patterns) for s in scores if s.patterns]
    return "\n\n".join(parts)


def _table6_latex(scores: Sequence[SetScore], system: str) -> str:
    head = ["System", *(SET_TITLES[n] for n in SET_ORDER), "Avg"]
    out = [
        r"\begin{tabular}{l" + "r" * (len(head) - 1) + "}",
        r"\toprule",
        " & ".join(head) + r" \\",
        r"\midrule",
    ]
    for name, cells, avg in _rows(scores, system):
        out.append(" & ".join([name, *cells, avg]).replace("–", "--") + r" \\")
    out += [r"\bottomrule", r"\end{tabular}"]
    return "\n".join(out)
