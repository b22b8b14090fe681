"""Pairs per second on 1 and 2 local Dask workers (issue 17), and the scaling ratio.

From the project root (needs ``pip install -e ".[dask]"``):

    python benchmarks/dask_scaling.py [--data-dir ../shared/equate] [--pairs 20000]
                                      [--workers 1,2] [--partition 50] [--json]

The pairs are EQUATE's 9,702, repeated with changed numbers until there are
``--pairs``: in repeat r every whole number written with digits in a pair is raised
by r (the same number in both sentences stays the same), so each repeat is new text
that must be parsed. The parse cache is off (``use_cache=False``): every run parses
and decides everything. For each worker count a fresh ``LocalCluster`` of
single-threaded worker processes is started; ``setup_s`` (workers up, Reasoner
loaded by the plugin) is reported apart from ``run_s`` (parsing and deciding every
pair), and pairs/s is ``pairs / run_s``. ``rss_mb`` is each worker's resident memory
after the run. Labels are not scored (the changed numbers change some gold labels).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import sys
import time
from pathlib import Path

from qreas.config import DEFAULT
from qreas.dask import connect, predict_pairs_dask, register
from qreas.datasets import EQUATE_FILES, read_dataset

_DIGITS = re.compile(r"(?<![\d.,])\d+(?![\d.,]\d)")  # a whole number, not part of 1,000 or 2.5


def shifted(text: str, r: int) -> str:
    """``text`` with every plain whole number raised by ``r``."""
    return _DIGITS.sub(lambda m: str(int(m.group()) + r), text)


def corpus(data_dir: Path, n: int) -> list[tuple[str, str]]:
    base = [(e.premise, e.hypothesis) for f in EQUATE_FILES for e in read_dataset(data_dir / f).examples]
    out: list[tuple[str, str]] = []
    r = 0
    while len(out) < n:
        out += [(shifted(p, r), shifted(h, r)) for p, h in base[: n - len(out)]]
        r += 1
    return out


def run(pairs: list[tuple[str, str]], workers: int, partition: int) -> dict[str, object]:
    class NoCache:  # predict_pairs_dask takes the cache settings of a Reasoner
        cache_dir, use_cache = None, False

    t0 = time.perf_counter()
    with connect(f"local:{workers}") as client:
        register(client, DEFAULT, None, False)  # every worker loads its Reasoner now
        setup = time.perf_counter() - t0
        t1 = time.perf_counter()
        results = predict_pairs_dask(pairs, "", client=client, reasoner=NoCache(), partition=partition)
        run_s = time.perf_counter() - t1
        rss = client.run(lambda: __import__("psutil").Process().memory_info().rss / 1e6)
    failed = sum(isinstance(r, Exception) for r in results)
    return {
        "workers": workers,
        "pairs": len(results),
        "engine_errors": failed,
        "setup_s": round(setup, 1),
        "run_s": round(run_s, 1),
        "pairs_per_s": round(len(results) / run_s, 1),
        "rss_mb": sorted(round(v) for v in rss.values()),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--pairs", type=int, default=20000)
    ap.add_argument("--workers", default="1,2", help="worker counts to measure, comma-separated")
    ap.add_argument("--partition", type=int, default=50, help="pairs per task")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    pairs = corpus(Path(args.data_dir), args.pairs)
    rows = [run(pairs, int(w), args.partition) for w in args.workers.split(",")]
    first = rows[0]["pairs_per_s"]
    for r in rows:
        r["scaling"] = round(float(r["pairs_per_s"]) / float(first), 2)  # type: ignore[arg-type]
    report = {
        "date": time.strftime("%Y-%m-%d"),
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}",
        "partition": args.partition,
        "runs": rows,
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{report['date']}  {report['machine']}  partition {args.partition}")
    print(f"{'workers':>8}{'pairs':>8}{'setup s':>9}{'run s':>8}{'pairs/s':>9}{'scaling':>9}  rss MB")
    for r in rows:
        print(
            f"{r['workers']:>8}{r['pairs']:>8}{r['setup_s']:>9}{r['run_s']:>8}{r['pairs_per_s']:>9}"
            f"{r['scaling']:>9}  {r['rss_mb']}"
        )
    return 0


if __name__ == "__main__":  # the guard matters: Dask's worker processes are spawned
    sys.exit(main())
