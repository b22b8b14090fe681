"""Errors per EQUATE set, by the rule that decided the wrong label (issue: accuracy).

From the project root:

    python benchmarks/error_table.py [--data-dir ../shared/equate] [--samples 3]

Writes ``benchmarks/results/errors.md``: for each set, the wrong predictions counted
by kind — the engine's own reason, grouped (a hypothesis quantity without a
compatible premise quantity, one unit-compatible but unmatched, a ruled-out quantity,
the verbal gate, negation/hedging, no quantity) — with a few samples of each.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

from qreas import Reasoner
from qreas.datasets import EQUATE_FILES, read_dataset
from qreas.scoring import is_correct


def kind(pred) -> str:
    r = pred.reason
    if r.startswith("no quantity"):
        return "no quantity in the hypothesis (verbal side decided)"
    if "negation" in r:
        return "quantities justified, negation differs"
    if "hedges" in r:
        return "quantities justified, premise hedges or attributes"
    if "coverage low" in r:
        return "quantities justified, verbal coverage low"
    if "ruled out" in r:
        return "a hypothesis quantity ruled out (contradiction)"
    if r.startswith("every hypothesis quantity justified"):
        methods = {j.method for j in pred.justifications}
        return "justified by an equation" if methods & {"enumerator", "ilp"} else "justified by direct match"
    if "not justified" in r:
        j = next(j for j in pred.justifications if j.verdict != "entails")
        if j.method == "none":
            return "hypothesis quantity: no unit-compatible premise quantity"
        return "hypothesis quantity: compatible premise quantities, no value match or equation"
    return "other"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--samples", type=int, default=3)
    ap.add_argument("--out", default="benchmarks/results/errors.md")
    args = ap.parse_args(argv)
    r = Reasoner()
    lines = ["# Errors by kind", ""]
    for f in EQUATE_FILES:
        ds = read_dataset(Path(args.data_dir) / f)
        preds = r.predict_many([(e.premise, e.hypothesis) for e in ds.examples], jobs=2)
        wrong = [
            (e, p)
            for e, p in zip(ds.examples, preds, strict=True)
            if not is_correct(e.gold, p.label, ds.classes)
        ]
        counts = collections.Counter((kind(p), e.gold, p.label) for e, p in wrong)
        lines += [f"## {ds.name}: {len(wrong)} errors of {len(ds.examples)}", "",
                  "| kind | gold | predicted | count |", "|---|---|---|---|"]  # fmt: skip
        for (k, g, pl), n in counts.most_common():
            lines.append(f"| {k} | {g} | {pl} | {n} |")
        lines.append("")
        shown: dict[str, int] = collections.Counter()
        for e, p in wrong:
            k = kind(p)
            if shown[k] < args.samples:
                shown[k] += 1
                lines.append(f"- *{k}*: {e.premise[:160]} → {e.hypothesis[:120]} (gold {e.gold})")
        lines.append("")
    Path(args.out).write_text("\n".join(lines))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
