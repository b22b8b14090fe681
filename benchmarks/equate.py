"""Score the five EQUATE test sets; write the results table, and optionally ablations.

From the project root:

    python benchmarks/equate.py [--data-dir ../shared/equate] [--jobs 2] [--ablations]

Writes into ``benchmarks/results/``: ``results.md`` (the EQUATE paper's Table 6 layout
with the published rows, per-phenomenon accuracy), ``results.json`` (the
``qreas score --json`` object) and, with ``--ablations``, ``ablations.md`` (one row
per component switched off).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import time
from pathlib import Path

from qreas import Reasoner
from qreas.config import COMPONENTS, Config
from qreas.datasets import EQUATE_FILES, read_dataset
from qreas.scoring import SET_ORDER, format_markdown, score_set


def run(datasets, config: Config, jobs: int):
    reasoner = Reasoner(config)
    pairs = [(e.premise, e.hypothesis) for ds in datasets for e in ds.examples]
    t0 = time.perf_counter()
    preds = reasoner.predict_many(pairs, jobs=jobs)
    seconds = time.perf_counter() - t0
    scores, k = [], 0
    for ds in datasets:
        part = preds[k : k + len(ds.examples)]
        k += len(ds.examples)
        scores.append(
            score_set(
                ds.name, ds.path, ds.classes, [e.gold for e in ds.examples],
                [p.label for p in part], len(ds.bad_rows), [p.tags for p in part],
            )
        )  # fmt: skip
    return scores, seconds


def phenomena(scores) -> str:
    tags = sorted({t for s in scores for t in s.by_tag})
    head = "| phenomenon | " + " | ".join(s.name for s in scores) + " |"
    lines = [head, "|" + "---|" * (len(scores) + 1)]
    for t in tags:
        cells = []
        for s in scores:
            n, acc = s.by_tag.get(t, (0, 0.0))
            cells.append(f"{100 * acc:.1f} ({n})" if n else "–")
        lines.append(f"| {t} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="benchmarks/results")
    ap.add_argument("--ablations", action="store_true")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    datasets = [read_dataset(Path(args.data_dir) / f) for f in EQUATE_FILES]
    scores, seconds = run(datasets, Config(), args.jobs)
    stamp = datetime.date.today().isoformat()
    cmd = "python benchmarks/equate.py " + " ".join(argv if argv is not None else sys.argv[1:])
    (out / "results.json").write_text(
        json.dumps({"sets": [s.to_dict() for s in scores], "seconds": round(seconds, 3)}, indent=1)
    )
    text = (
        f"{format_markdown(scores)}\n\nMeasured {stamp} with `{cmd.strip()}` "
        f"({sum(s.n for s in scores)} pairs, {seconds:.1f} s).\n\n"
        f"Accuracy per phenomenon (as the engine detects it; pairs in brackets):\n\n"
        f"{phenomena(scores)}\n"
    )
    (out / "results.md").write_text(text)
    print(text)
    if args.ablations:
        rows = ["| configuration | " + " | ".join(SET_ORDER) + " |", "|" + "---|" * 6]
        rows.append("| full | " + " | ".join(f"{100 * s.accuracy:.1f}" for s in scores) + " |")
        for comp in COMPONENTS:
            part, _ = run(datasets, Config(disabled=frozenset({comp})), args.jobs)
            rows.append(f"| without {comp} | " + " | ".join(f"{100 * s.accuracy:.1f}" for s in part) + " |")
            print(rows[-1], flush=True)
        ablation = "\n".join(rows) + f"\n\nMeasured {stamp} with `{cmd.strip()}`.\n"
        (out / "ablations.md").write_text(ablation)
        print(ablation)
    return 0


if __name__ == "__main__":
    sys.exit(main())
