"""Score qreas on the paragraph-premise benchmark (issue 16): 3-class accuracy, per phenomenon.

    python benchmarks/paragraphs/run.py [--jobs 2] [--out results.md]

Reads every ``*.jsonl`` of this folder (``premise``, ``hypothesis``, ``label``, ``phenomenon``).
The paragraphs alternate between two halves in order of first appearance in each file
(1st, 3rd, 5th ... paragraph: *dev*; 2nd, 4th ...: *test*), so both halves hold every
phenomenon and no paragraph is in both. The developers looked at dev errors only; the test
half is reported apart.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).parent


def halves(rows: list[dict[str, str]]) -> list[str]:
    """dev / test of each row: its paragraph's rank of first appearance in its file, even / odd."""
    rank: dict[tuple[str, str], int] = {}
    per_file: dict[str, int] = defaultdict(int)
    for r in rows:
        key = (r["id"][0], r["premise"])
        if key not in rank:
            rank[key] = per_file[key[0]]
            per_file[key[0]] += 1
    return ["dev" if rank[(r["id"][0], r["premise"])] % 2 == 0 else "test" for r in rows]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="write the results table (Markdown) to this file")
    ap.add_argument("--predictions", help="write one JSON object per pair to this file")
    args = ap.parse_args(argv)
    from qreas import Reasoner

    rows = [json.loads(line) for f in sorted(HERE.glob("*.jsonl")) for line in f.open(encoding="utf-8")]
    preds = Reasoner().predict_many([(r["premise"], r["hypothesis"]) for r in rows], jobs=args.jobs)
    acc: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for r, p, half in zip(rows, preds, halves(rows), strict=True):
        for phen in (r["phenomenon"], "all"):
            for split in (half, "all"):
                acc[(phen, split)][0] += p.label == r["label"]
                acc[(phen, split)][1] += 1
    phenomena = sorted({k[0] for k in acc} - {"all"}) + ["all"]
    lines = ["| phenomenon | n | dev | test | all |", "|---|---:|---:|---:|---:|"]
    for phen in phenomena:
        cells = [f"{100 * acc[(phen, s)][0] / acc[(phen, s)][1]:.1f}" if acc[(phen, s)][1] else "-"
                 for s in ("dev", "test", "all")]
        lines.append(f"| {phen} | {acc[(phen, 'all')][1]} | " + " | ".join(cells) + " |")
    majority = max(sum(r["label"] == lab for r in rows) for lab in ("entailment", "neutral", "contradiction"))
    lines.append(f"\nmajority class: {100 * majority / len(rows):.1f} %")
    table = "\n".join(lines)
    print(table)
    if args.out:
        Path(args.out).write_text(table + "\n", encoding="utf-8")
    if args.predictions:
        with open(args.predictions, "w", encoding="utf-8") as f:
            for r, p, half in zip(rows, preds, halves(rows), strict=True):
                ev = [s.index for s in p.evidence]
                out = {**r, "half": half, "prediction": p.label, "reason": p.reason, "used": ev}
                f.write(json.dumps(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
