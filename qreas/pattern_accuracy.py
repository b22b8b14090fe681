"""Pattern accuracy (Abzianidze, Zwarts & Winter, SpaceNLI, 2023) and accuracy per phenomenon.

Why: instance accuracy hides inconsistent reasoning. A system that gets 80 % of the
instances of every pattern right scores 80 % by instances but 0 % by patterns at
threshold 0.9: it does not know any pattern, it guesses. Pattern accuracy at threshold
``t`` is the share of patterns at least ``t`` of whose instances are right; it is
reported at 1.0, 0.95 and 0.9, overall and per phenomenon (TaxiNLI-style categories).

Rows take part only when they carry a ``pattern`` (rows of ``qreas suite generate``);
a row's phenomenon is the one it carries (else "-").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

THRESHOLDS = (1.0, 0.95, 0.9)


@dataclass(frozen=True)
class SliceScore:
    """Instances and patterns of one slice (all rows, or one phenomenon)."""

    instances: int
    instance_accuracy: float
    patterns: int
    pattern_accuracy: tuple[float, ...]  # one per threshold in THRESHOLDS

    def to_dict(self) -> dict[str, object]:
        return {
            "instances": self.instances,
            "instance_accuracy": self.instance_accuracy,
            "patterns": self.patterns,
            "pattern_accuracy": {f"{t:g}": a for t, a in zip(THRESHOLDS, self.pattern_accuracy, strict=True)},
        }


@dataclass(frozen=True)
class PatternScores:
    overall: SliceScore
    by_phenomenon: dict[str, SliceScore]

    def to_dict(self) -> dict[str, object]:
        return {
            "thresholds": list(THRESHOLDS),
            "overall": self.overall.to_dict(),
            "by_phenomenon": {k: v.to_dict() for k, v in self.by_phenomenon.items()},
        }


def _slice(rows: Sequence[tuple[str, bool]]) -> SliceScore:
    per: dict[str, list[int]] = {}
    for pattern, ok in rows:
        per.setdefault(pattern, [0, 0])
        per[pattern][0] += 1
        per[pattern][1] += ok
    shares = [right / n for n, right in per.values()]
    # a tiny epsilon keeps 19/20 = 0.95 at threshold 0.95 despite float rounding
    acc = tuple(sum(s >= t - 1e-9 for s in shares) / len(shares) if shares else 0.0 for t in THRESHOLDS)
    right = sum(ok for _, ok in rows)
    return SliceScore(len(rows), right / len(rows) if rows else 0.0, len(per), acc)


def pattern_scores(
    patterns: Sequence[str | None], phenomena: Sequence[str | None], correct: Sequence[bool]
) -> PatternScores | None:
    """Scores over the rows that carry a pattern; ``None`` when none does."""
    rows = [(p, ph or "-", ok) for p, ph, ok in zip(patterns, phenomena, correct, strict=True) if p]
    if not rows:
        return None
    by: dict[str, list[tuple[str, bool]]] = {}
    for p, ph, ok in rows:
        by.setdefault(ph, []).append((p, ok))
    return PatternScores(
        _slice([(p, ok) for p, _, ok in rows]), {ph: _slice(r) for ph, r in sorted(by.items())}
    )


HEADER = ("phenomenon", "n", "acc", "patterns", *(f"PA@{t:g}" for t in THRESHOLDS))


def table_rows(ps: PatternScores) -> list[tuple[str, ...]]:
    """Rows (phenomenon, n, instance accuracy %, patterns, pattern accuracies %): one per
    phenomenon, then "all"."""
    out = []
    for name, s in [*ps.by_phenomenon.items(), ("all", ps.overall)]:
        pa = (f"{100 * a:.1f}" for a in s.pattern_accuracy)
        out.append((name, str(s.instances), f"{100 * s.instance_accuracy:.1f}", str(s.patterns), *pa))
    return out


def _cells(cells: Sequence[str]) -> str:
    widths = (26, 7, 8, 10, 9, 9, 9)
    return "  " + "".join(
        f"{c:<{w}}" if i == 0 else f"{c:>{w}}" for i, (c, w) in enumerate(zip(cells, widths, strict=True))
    )


def format_text(ps: PatternScores) -> list[str]:
    title = "  pattern accuracy (SpaceNLI): share of patterns with >= t of their instances right"
    return [title, _cells(HEADER), *(_cells(r) for r in table_rows(ps))]


def format_markdown(ps: PatternScores, title: str) -> str:
    out = [f"**{title}**: instance accuracy and pattern accuracy (%)", "",
           "| " + " | ".join(HEADER) + " |", "|---" + "|---:" * (len(HEADER) - 1) + "|"]  # fmt: skip
    out += ["| " + " | ".join(r) + " |" for r in table_rows(ps)]
    return "\n".join(out)


def format_latex(ps: PatternScores) -> str:
    head = " & ".join(h.replace("@", r"@") for h in HEADER)
    out = [r"\begin{tabular}{l" + "r" * (len(HEADER) - 1) + "}", r"\toprule", head + r" \\", r"\midrule"]
    rows = table_rows(ps)
    out += [" & ".join(r) + r" \\" for r in rows[:-1]]
    out += [r"\midrule", " & ".join(rows[-1]) + r" \\", r"\bottomrule", r"\end{tabular}"]
    return "\n".join(out)
