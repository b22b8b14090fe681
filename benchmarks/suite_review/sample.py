"""Draw the 300-pair review sample of the generated suite (issue 14's person-like check).

Method: ``generate(seed=1, per_pattern=20, split="all")``; patterns are taken per
phenomenon in proportion to its share of all patterns (at least 6 each, so every
phenomenon shows its three labels), 250 patterns in all, one row each, then 50 of those
patterns (chosen at random) give a second row: 300 rows. ``random.Random(14)``
throughout, so the sample is reproducible:
``python benchmarks/suite_review/sample.py > benchmarks/suite_review/sample.jsonl``.
"""

from __future__ import annotations

import json
import random
from collections import defaultdict

from qreas.suite.generate import generate

N_PATTERNS, N_ROWS, MIN_PER_PHENOMENON = 250, 300, 6


def sample(rows: list[dict]) -> list[dict]:
    rng = random.Random(14)
    by_pattern: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        by_pattern[r["pattern"]].append(r)
    by_phen: dict[str, list[str]] = defaultdict(list)
    for pid, rs in sorted(by_pattern.items()):
        by_phen[rs[0]["phenomenon"]].append(pid)
    total = len(by_pattern)
    quota = {ph: max(MIN_PER_PHENOMENON, round(N_PATTERNS * len(ps) / total)) for ph, ps in by_phen.items()}
    while sum(quota.values()) > N_PATTERNS:  # trim the largest quotas to hit 250 exactly
        quota[max(quota, key=lambda ph: quota[ph])] -= 1
    while sum(quota.values()) < N_PATTERNS:
        quota[max(quota, key=lambda ph: len(by_phen[ph]) - quota[ph])] += 1
    chosen: list[str] = []
    for ph in sorted(by_phen):
        chosen += rng.sample(by_phen[ph], quota[ph])
    twice = set(rng.sample(chosen, N_ROWS - N_PATTERNS))
    out = []
    for pid in sorted(chosen):
        for r in rng.sample(by_pattern[pid], 2 if pid in twice else 1):
            out.append({"pattern": pid, "premise": r["sentence1"], "hypothesis": r["sentence2"],
                        "gold": r["gold_label"]})
    return out


if __name__ == "__main__":
    for row in sample(generate(seed=1, per_pattern=20, split="all")):
        print(json.dumps(row, ensure_ascii=False))
