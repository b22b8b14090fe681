"""Robustness to changed numbers: does an entailment survive when its number changes?

The EQUATE paper tests Q-REAS on hypotheses whose numbers were changed (98.1 % no
longer entailed). This script does the same on the three natural sets: for every pair
the engine labels entailment, the first number written in digits in the hypothesis
is replaced by ``3 * n + 7`` (never equal to n, nor a rounding of it), and the
perturbed pair is decided again. A perturbed hypothesis that is still entailed is
listed: some are right (raising an upper bound keeps "up to 15" true of "up to 52"),
most are numbers the parser does not read as quantities ("16D", "mid-40s").

    python benchmarks/perturbation.py [--data-dir ../shared/equate] [--jobs 2] [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

from qreas import Reasoner
from qreas.datasets import EQUATE_FILES, read_dataset

NATURAL = ("RTE_Quant", "NewsNLI", "RedditNLI")
FIRST_NUMBER = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?!\d)")


def perturb(text: str) -> str | None:
    """The text with its first number in digits replaced by 3n + 7 (None if none)."""
    m = FIRST_NUMBER.search(text)
    if m is None:
        return None
    n = int(m.group(1).replace(",", ""))
    return f"{text[: m.start()]}{3 * n + 7}{text[m.end() :]}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    reasoner = Reasoner()
    pairs: list[tuple[str, str, str]] = []
    for file in EQUATE_FILES:
        data = read_dataset(Path(args.data_dir) / file)
        if data.name in NATURAL:
            pairs += [(data.name, e.premise, e.hypothesis) for e in data.examples]
    labels = reasoner.predict_many([(p, h) for _, p, h in pairs], jobs=args.jobs)
    chosen = [
        (s, p, changed)
        for (s, p, h), pred in zip(pairs, labels, strict=True)
        if pred.label == "entailment" and (changed := perturb(h)) is not None
    ]
    after = reasoner.predict_many([(p, h) for _, p, h in chosen], jobs=args.jobs)
    kept = [(s, h, a.reason) for (s, _, h), a in zip(chosen, after, strict=True) if a.label == "entailment"]
    result = {
        "perturbed": len(chosen),
        "still_entailed": len(kept),
        "no_longer_entailed_share": round(1 - len(kept) / max(len(chosen), 1), 4),
        "seconds": round(time.perf_counter() - t0, 1),
        "still_entailed_pairs": [{"set": s, "hypothesis": h, "reason": r} for s, h, r in kept],
    }
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    share = 100 * result["no_longer_entailed_share"]
    print(f"perturbed hypotheses: {len(chosen)}; no longer entailed: {share:.1f} %", end=" ")
    print(f"({len(kept)} still entailed)")
    for s, h, r in kept:
        print(f"  {s}: {h[:100]}  [{r}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
