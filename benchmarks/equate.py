"""Score the five EQUATE test sets and write the results table (issue: EQUATE scoring).

From the project root:

    python benchmarks/equate.py [--data-dir ../shared/equate] [--jobs 2] [--out benchmarks/results]

Writes ``results.md`` (the Table 6 layout, with the published rows), ``results.json``
(the ``qreas score --json`` object) and ``predictions.jsonl`` into ``--out``.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path

from qreas.cli import main as qreas_main

FILES = (
    "RTE_Quant.jsonl",
    "derived_csv/NewsNLI.csv",
    "RedditNLI.jsonl",
    "derived_csv/StressTest.csv",
    "AWPNLI.jsonl",
)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="benchmarks/results")
    ap.add_argument("--disable", default="")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    files = [str(Path(args.data_dir) / f) for f in FILES]
    extra = ["--disable", args.disable] if args.disable else []
    common = files + ["--jobs", str(args.jobs), "--quiet"] + extra
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        status = qreas_main(["score", *common, "--json", "--out", str(out / "predictions.jsonl")])
    (out / "results.json").write_text(buf.getvalue())
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        qreas_main(["score", *common, "--format", "markdown"])
    stamp = datetime.date.today().isoformat()
    cmd = "python benchmarks/equate.py " + " ".join(a for a in (argv or sys.argv[1:]))
    text = f"{buf.getvalue().rstrip()}\n\nMeasured {stamp} with `{cmd.strip()}`.\n"
    (out / "results.md").write_text(text)
    print(text)
    print(json.dumps(json.loads((out / "results.json").read_text()), indent=1)[:2000])
    return status


if __name__ == "__main__":
    sys.exit(main())
