"""Compare two prediction files (``qreas score --out``) for error analysis between versions.

Rows are matched by (set, index). A row whose premise or hypothesis differs between
the files is not the same pair (the data changed, not the engine): it is counted as
``mismatched`` and left out of the deltas rather than silently compared. Accuracy is
over the rows present in both files, so the delta reflects the engine, not coverage.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qreas.datasets import EQUATE_SETS
from qreas.scoring import is_correct


class PredictionFileError(Exception):
    """A prediction file cannot be read: ``FILE:LINE: reason``."""


@dataclass(frozen=True)
class Change:
    """One pair whose predicted label differs between the two files."""

    set: str
    index: int
    gold: str | None
    old: str
    new: str
    old_correct: bool
    new_correct: bool
    hypothesis: str

    @property
    def kind(self) -> str:
        if self.new_correct and not self.old_correct:
            return "fixed"
        if self.old_correct and not self.new_correct:
            return "broken"
        return "changed"  # e.g. neutral -> contradiction on a 2-class set


@dataclass(frozen=True)
class SetDelta:
    name: str
    n: int  # rows in both files
    old_accuracy: float
    new_accuracy: float
    fixed: int
    broken: int
    changed: int  # label changed, correctness not
    only_old: int
    only_new: int
    mismatched: int

    @property
    def delta(self) -> float:
        return self.new_accuracy - self.old_accuracy


@dataclass(frozen=True)
class Comparison:
    sets: tuple[SetDelta, ...]
    changes: tuple[Change, ...]

    def to_dict(self) -> dict[str, object]:
        return {
            "sets": [
                {
                    "name": d.name,
                    "n": d.n,
                    "old_accuracy": d.old_accuracy,
                    "new_accuracy": d.new_accuracy,
                    "delta": d.delta,
                    "fixed": d.fixed,
                    "broken": d.broken,
                    "changed": d.changed,
                    "only_old": d.only_old,
                    "only_new": d.only_new,
                    "mismatched": d.mismatched,
                }
                for d in self.sets
            ],
            "changes": [
                {
                    "set": c.set,
                    "index": c.index,
                    "gold": c.gold,
                    "old": c.old,
                    "new": c.new,
                    "kind": c.kind,
                    "hypothesis": c.hypothesis,
                }
                for c in self.changes
            ],
        }


def read_predictions(path: str | Path) -> list[dict[str, Any]]:
    """Read a ``--out`` file; a malformed line raises ``FILE:LINE: reason``."""
    rows: list[dict[str, Any]] = []
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise PredictionFileError(f"{path}: cannot read: {e}") from e
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            raise PredictionFileError(f"{path}:{n}: bad JSON: {e.msg}") from e
        missing = [k for k in ("set", "index", "prediction") if not isinstance(row, dict) or k not in row]
        if missing:
            raise PredictionFileError(f"{path}:{n}: not a qreas prediction (missing {', '.join(missing)})")
        rows.append(row)
    return rows


def _correct(row: Mapping[str, Any]) -> bool:
    if "correct" in row:
        return bool(row["correct"])
    gold = row.get("gold")
    if gold is None:
        return False
    classes = row.get("classes") or EQUATE_SETS.get(str(row["set"]).lower(), ("", 3))[1]
    return is_correct(gold, row["prediction"], int(classes))


def compare(old: Sequence[Mapping[str, Any]], new: Sequence[Mapping[str, Any]]) -> Comparison:
    """Per-set accuracy deltas and the list of changed pairs (in set, index order)."""
    a = {(str(r["set"]), int(r["index"])): r for r in old}
    b = {(str(r["set"]), int(r["index"])): r for r in new}
    names = list(dict.fromkeys([k[0] for k in a] + [k[0] for k in b]))
    deltas: list[SetDelta] = []
    changes: list[Change] = []
    for name in names:
        ka = {k for k in a if k[0] == name}
        kb = {k for k in b if k[0] == name}
        common = sorted(ka & kb)
        same = [k for k in common if _same_pair(a[k], b[k])]
        counts = {"fixed": 0, "broken": 0, "changed": 0}
        for k in same:
            ra, rb = a[k], b[k]
            if ra["prediction"] == rb["prediction"]:
                continue
            c = Change(
                name, k[1], rb.get("gold"), ra["prediction"], rb["prediction"],
                _correct(ra), _correct(rb), str(rb.get("hypothesis", "")),
            )  # fmt: skip
            counts[c.kind] += 1
            changes.append(c)
        n = len(same)
        deltas.append(
            SetDelta(
                name=name,
                n=n,
                old_accuracy=sum(_correct(a[k]) for k in same) / n if n else 0.0,
                new_accuracy=sum(_correct(b[k]) for k in same) / n if n else 0.0,
                only_old=len(ka - kb),
                only_new=len(kb - ka),
                mismatched=len(common) - n,
                **counts,
            )
        )
    return Comparison(tuple(deltas), tuple(changes))


def _same_pair(ra: Mapping[str, Any], rb: Mapping[str, Any]) -> bool:
    return all(ra.get(k) == rb.get(k) for k in ("premise", "hypothesis"))


def format_comparison(c: Comparison, limit: int = 20) -> str:
    """A terminal report: one line per set, then up to ``limit`` changed pairs per kind."""
    lines = [f"{'set':<14}{'n':>7}{'old':>8}{'new':>8}{'delta':>8}{'fixed':>7}{'broken':>8}{'changed':>9}"]
    for d in c.sets:
        lines.append(
            f"{d.name:<14}{d.n:>7}{100 * d.old_accuracy:>7.1f}%{100 * d.new_accuracy:>7.1f}%"
            f"{100 * d.delta:>+7.1f}{d.fixed:>7}{d.broken:>8}{d.changed:>9}"
        )
        if d.only_old or d.only_new or d.mismatched:
            lines.append(
                f"  (not compared: {d.only_old} only in old, {d.only_new} only in new, "
                f"{d.mismatched} with different sentences)"
            )
    for kind in ("broken", "fixed", "changed"):
        rows = [x for x in c.changes if x.kind == kind]
        if not rows:
            continue
        lines += ["", f"{kind} ({len(rows)}):"]
        for x in rows[:limit]:
            lines.append(f"  {x.set}#{x.index}  gold {x.gold}: {x.old} -> {x.new}  | {x.hypothesis[:70]}")
        if len(rows) > limit:
            lines.append(f"  ... {len(rows) - limit} more (--limit)")
    return "\n".join(lines)
