"""Generating the suite: every pattern instantiated K times, split into dev and test.

Determinism: each pattern draws from its own ``random.Random(f"{seed}/{pattern id}")``
(string seeds are hashed with SHA-512, the same on every machine and Python 3
version), patterns are visited in id order, and rows are written with a fixed key
order, so a seed gives the same file byte for byte; adding a pattern changes no other
pattern's rows.

Split: a pattern is in ``dev`` when the first 8 hex digits of SHA-256 of its id, read
as a fraction of 16**8, are below 0.7, else in ``test``. The rule depends on the id
alone, so the split of a pattern never changes when others are added (about 70/30).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Iterator
from fractions import Fraction
from typing import Any

from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import PATTERNS, Pattern, PatternError

DEV_SHARE = 0.7
SPLITS = ("dev", "test", "all")
TRIES_PER_ROW = 40  # draws allowed per row before a pattern is said to have run dry


def split_of(pattern_id: str) -> str:
    h = int(hashlib.sha256(pattern_id.encode("utf-8")).hexdigest()[:8], 16)
    return "dev" if h / 16**8 < DEV_SHARE else "test"


def load_patterns() -> dict[str, Pattern]:
    """Every registered pattern (importing the pattern modules registers them)."""
    import qreas.suite.patterns  # noqa: F401

    return dict(sorted(PATTERNS.items()))


def instances(p: Pattern, seed: int, k: int) -> Iterator[dict[str, Any]]:
    """Up to ``k`` distinct instances of one pattern (fewer if it has fewer)."""
    rng = random.Random(f"{seed}/{p.id}")
    seen: set[tuple[str, str]] = set()
    tries = 0
    while len(seen) < k and tries < k * TRIES_PER_ROW:
        tries += 1
        d = Draw(rng)
        try:
            label = p.draw(d)
        except Redraw:
            continue
        if label is None:
            continue
        if label != p.label:
            raise PatternError(
                f"{p.id}: the oracle says {label} for slots {d.slots}, the pattern says {p.label}"
            )
        premise, hypothesis = d.fill(p.premise), d.fill(p.hypothesis)
        if (premise, hypothesis) in seen:
            continue
        seen.add((premise, hypothesis))
        yield {
            "pattern": p.id,
            "phenomenon": p.phenomenon,
            "split": split_of(p.id),
            "sentence1": premise,
            "sentence2": hypothesis,
            "gold_label": label,
            "slots": dict(sorted(d.slots.items())),
        }


def generate(
    seed: int = 0, per_pattern: int = 20, split: str = "all", phenomena: Iterable[str] | None = None
) -> list[dict[str, Any]]:
    if split not in SPLITS:
        raise ValueError(f"split must be one of {', '.join(SPLITS)}")
    wanted = set(phenomena) if phenomena else None
    rows: list[dict[str, Any]] = []
    for p in load_patterns().values():
        if split != "all" and split_of(p.id) != split:
            continue
        if wanted is not None and p.phenomenon not in wanted:
            continue
        rows.extend(instances(p, seed, per_pattern))
    return rows


def to_jsonl(rows: Iterable[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def label_for(pattern_id: str, seed: int = 0, **values: int | Fraction) -> str | None:
    """The oracle's label for one pattern with some slot values fixed (for tests of
    edge cases: equal bounds, zero, one). Slots not given are drawn from ``seed``.
    Raises ``Redraw`` when the fixed values do not fit the pattern at all."""
    p = load_patterns()[pattern_id]
    return p.draw(Draw(random.Random(f"{seed}/{p.id}"), fixed=values))
