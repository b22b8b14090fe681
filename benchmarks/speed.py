"""Speed and memory of a full EQUATE run (issue: speed; targets.md "Speed and memory").

From the project root:

    python benchmarks/speed.py [--data-dir ../shared/equate] [--jobs 2] [--json]

Measured in one run, after the spaCy pipeline and WordNet are loaded:
- parse_only_s: spaCy alone parsing the unique sentences (same pipeline, one process);
- total_cold_s: qreas scoring every pair with an empty parse cache (``--jobs``);
- total_warm_s: the same again with the cache filled;
- peak_rss_mb: peak resident memory of this process and its workers;
- max_pair_s: the slowest pair's decision time (after parsing).
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import sys
import tempfile
import time
from pathlib import Path

from qreas import Reasoner
from qreas.datasets import EQUATE_FILES, read_dataset
from qreas.resources import load_nlp, load_wordnet


def peak_rss_mb() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024  # Linux: kilobytes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    pairs = []
    for name in EQUATE_FILES:
        ds = read_dataset(Path(args.data_dir) / name)
        pairs += [(e.premise, e.hypothesis) for e in ds.examples]
    unique = list(dict.fromkeys(t for pair in pairs for t in pair))
    nlp = load_nlp()
    load_wordnet()

    t0 = time.perf_counter()
    for _ in nlp.pipe(unique, batch_size=256):
        pass
    parse_only = time.perf_counter() - t0

    with tempfile.TemporaryDirectory() as cache:
        cold = Reasoner(cache_dir=cache)
        t0 = time.perf_counter()
        preds_cold = cold.predict_many(pairs, jobs=args.jobs)
        total_cold = time.perf_counter() - t0

        warm = Reasoner(cache_dir=cache)
        t0 = time.perf_counter()
        preds_warm = warm.predict_many(pairs, jobs=args.jobs)
        total_warm = time.perf_counter() - t0

    same = [p.label for p in preds_cold] == [p.label for p in preds_warm]
    slowest = max(range(len(pairs)), key=lambda k: preds_cold[k].seconds)
    report = {
        "pairs": len(pairs),
        "unique_sentences": len(unique),
        "jobs": args.jobs,
        "parse_only_s": round(parse_only, 2),
        "total_cold_s": round(total_cold, 2),
        "ratio_cold": round(total_cold / parse_only, 3),
        "total_warm_s": round(total_warm, 2),
        "peak_rss_mb": round(peak_rss_mb(), 1),
        "max_pair_s": round(preds_cold[slowest].seconds, 3),
        "slowest_pair": pairs[slowest],
        "cold_equals_warm": same,
        "machine": f"{platform.machine()}, {platform.python_version()}, cores: "
        + str(len(__import__("os").sched_getaffinity(0))),
    }
    if args.json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            print(f"{k}: {v}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
