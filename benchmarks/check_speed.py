"""Speed of ``qreas check`` on a long source (issue 16): a 10,000-word source against a
20-claim summary, cold (a fresh process and an empty parse cache), on this machine.

Two runs, each in a fresh process: ``first_run_seconds`` with an empty cache directory
(the first use of an installation: WordNet's copy for NLTK and its lemma index are
prepared, ``resources.wordnet_root`` and ``qreas.wordnet_store``), then ``seconds``
on the same texts in that directory, its parse and quantity caches emptied first: the
cold run the bar applies to.

    python benchmarks/check_speed.py [--words 10000] [--claims 20] [--json]

The source is invented text built from sentence templates with a fixed seed (reports of
fictional towns: founding years, populations, budgets, counts), so the run is the same
every time; the claims restate, change or invent numbers of it. The bar is 10 s, with
``--jobs 2`` (this machine's two cores, as the EQUATE runs use them).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TOWNS = ["Harbeck", "Oskarby", "Lindvale", "Marbury", "Tessaly", "Dunmere", "Fennick", "Saltness"]
TEMPLATES = [
    "{town} was founded in {year} by settlers from the coast.",
    "The town of {town} has {n} inhabitants and {m} schools.",
    "In {year}, the council of {town} spent ${n} on its roads and ${m} on its parks.",
    "The library of {town} holds {n} books, of which {m} are older than a century.",
    "{town}'s harbour handled {n} ships in {year}, up from {m} a decade earlier.",
    "A fire in {year} destroyed {m} houses in the old quarter of {town}.",
    "The {town} football club finished {ordinal} in the regional league in {year}.",
    "About {n} people attended the summer fair of {town}, which lasted {k} days.",
]
JOBS = 2
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]


def make_texts(words: int, claims: int, seed: int = 0) -> tuple[str, str]:
    rng = random.Random(seed)
    sentences: list[str] = []
    while sum(len(s.split()) for s in sentences) < words:
        t = rng.choice(TEMPLATES)
        sentences.append(t.format(town=rng.choice(TOWNS), year=rng.randint(1700, 2020),
                                  n=rng.randint(100, 90_000), m=rng.randint(2, 900), k=rng.randint(2, 9),
                                  ordinal=rng.choice(ORDINALS)))  # fmt: skip
    picked = rng.sample(sentences, claims)
    out = []
    for k, s in enumerate(picked):
        if k % 3 == 1:  # a changed number
            s = s.replace(next(w for w in s.split() if w.strip("$,.").isdigit()).strip("$,."), "7", 1)
        out.append(s)
    return " ".join(sentences), " ".join(out)


def _timed_check(
    folder: Path, env: dict[str, str], words: int, claims: int, seed: int = 0
) -> tuple[float, dict[str, int], int]:
    """Seconds of one ``qreas check`` process on generated texts, its counts, its words."""
    source, summary = make_texts(words, claims, seed)
    src, cl = folder / f"source{seed}.txt", folder / f"claims{seed}.txt"
    src.write_text(source, encoding="utf-8")
    cl.write_text(summary, encoding="utf-8")
    t0 = time.perf_counter()
    cmd = [sys.executable, "-m", "qreas", "check", str(src), str(cl), "--json", "--jobs", str(JOBS)]
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True)
    return time.perf_counter() - t0, json.loads(done.stdout)["counts"], len(source.split())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--words", type=int, default=10_000)
    ap.add_argument("--claims", type=int, default=20)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "QREAS_CACHE_DIR": str(Path(tmp) / "cache")}
        first, _, _ = _timed_check(Path(tmp), env, args.words, args.claims)
        for stored in (Path(tmp) / "cache").glob("*.sqlite*"):  # the parses and quantities
            stored.unlink()
        seconds, counts, words = _timed_check(Path(tmp), env, args.words, args.claims)
    result = {"words": words, "claims": sum(counts.values()), "seconds": round(seconds, 2),
              "first_run_seconds": round(first, 2), "counts": counts, "bar_seconds": 10}  # fmt: skip
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
