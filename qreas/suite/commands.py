"""``qreas suite``: generate the suite, list its patterns.

``qreas suite generate --seed S --per-pattern K --split dev|test|all --out FILE.jsonl``
writes EQUATE-format JSONL (``sentence1``, ``sentence2``, ``gold_label``) with the
suite's fields (``pattern``, ``phenomenon``, ``split``, ``slots``), so ``qreas score``
reads it directly and reports pattern accuracy. Without ``--out`` the rows go to
standard output. ``qreas suite list`` prints one line per pattern.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any, TextIO


def add_parser(sub: Any) -> None:
    su = sub.add_parser("suite", help="the generated, logic-labelled development suite")
    ssub = su.add_subparsers(dest="suite_command", required=True)
    ge = ssub.add_parser("generate", help="write the suite's pairs as JSONL")
    ge.add_argument("--seed", type=int, default=0, help="random seed (the same seed gives the same file)")
    ge.add_argument("--per-pattern", type=int, default=20, help="instances per pattern (default 20)")
    ge.add_argument("--split", choices=("dev", "test", "all"), default="dev", help="patterns of this split")
    ge.add_argument("--phenomena", default="", help="comma-separated phenomena (default: all)")
    ge.add_argument("--out", help="output file (default: standard output)")
    li = ssub.add_parser("list", help="the patterns: id, split, label and templates")
    li.add_argument("--json", action="store_true", help="one JSON object per pattern")


def run(args: argparse.Namespace, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    from qreas.files import store_atomic
    from qreas.suite.generate import generate, load_patterns, split_of, to_jsonl

    stdout, stderr = stdout or sys.stdout, stderr or sys.stderr
    if args.suite_command == "list":
        for p in load_patterns().values():
            row = {"pattern": p.id, "phenomenon": p.phenomenon, "split": split_of(p.id), "label": p.label,
                   "premise": p.premise, "hypothesis": p.hypothesis}  # fmt: skip
            text = (
                json.dumps(row) if args.json else "\t".join(str(v) for v in row.values() if v != p.phenomenon)
            )
            print(text, file=stdout)
        return 0
    if args.per_pattern < 1:
        print("qreas: --per-pattern must be at least 1", file=stderr)
        return 2
    known = {p.phenomenon for p in load_patterns().values()}
    wanted = [x.strip() for x in args.phenomena.split(",") if x.strip()]
    if unknown := sorted(set(wanted) - known):
        print(
            f"qreas: unknown phenomena: {', '.join(unknown)} (known: {', '.join(sorted(known))})", file=stderr
        )
        return 2
    rows = generate(args.seed, args.per_pattern, args.split, wanted or None)
    text = to_jsonl(rows)
    if args.out:
        store_atomic(Path(args.out), [text.encode("utf-8")])
        labels = Counter(r["gold_label"] for r in rows)
        patterns = len({r["pattern"] for r in rows})
        phenomena = len({r["phenomenon"] for r in rows})
        summary = ", ".join(f"{n} {lab}" for lab, n in sorted(labels.items()))
        print(f"{len(rows)} pairs from {patterns} patterns, {phenomena} phenomena ({summary}) -> {args.out}",
              file=stderr)  # fmt: skip
    else:
        stdout.write(text)
    return 0
