"""Quantity-parser coverage on the EQUATE sentences (premises and hypotheses).

Counts sentences, quantities found (by kind), number tokens (spaCy tag CD or
like_num) and those that no mention covers ("failed to normalise"), and shows a
sample of each failure kind. Usage, from the project root:

    python benchmarks/parse_report.py [--data-dir ../shared/equate] [--json]
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
import time
from pathlib import Path

from qreas.datasets import EQUATE_FILES, read_dataset
from qreas.parsecache import parse_texts
from qreas.quantities import number_tokens, parse_doc
from qreas.resources import load_nlp


def failure_kind(text: str) -> str:
    if re.fullmatch(r"[ivxlcdm]+", text, re.I):
        return "roman numeral"
    if re.search(r"\d", text):
        return "digits"
    return "word"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--samples", type=int, default=8)
    args = ap.parse_args(argv)
    sentences: list[str] = []
    for name in EQUATE_FILES:
        ds = read_dataset(Path(args.data_dir) / name)
        for ex in ds.examples:
            sentences += [ex.premise, ex.hypothesis]
    t0 = time.perf_counter()
    nlp = load_nlp()
    docs = parse_texts(nlp, sentences)
    kinds: collections.Counter[str] = collections.Counter()
    n_tokens = 0
    failures: dict[str, list[str]] = collections.defaultdict(list)
    n_failed = 0
    with_q = 0
    for text in dict.fromkeys(sentences):
        doc = docs[text]
        qs = parse_doc(doc, all_kinds=True)
        with_q += bool(qs)
        kinds.update(q.kind for q in qs)
        covered = {i for q in qs for i in range(q.start, q.end)}
        for tok in number_tokens(doc):
            n_tokens += 1
            if tok.i not in covered:
                n_failed += 1
                kind = failure_kind(tok.text)
                failures[kind].append(f"{tok.text!r} in: {doc[max(0, tok.i - 6) : tok.i + 6].text}")
    report = {
        "sentences": len(sentences),
        "unique_sentences": len(set(sentences)),
        "unique_with_quantity": with_q,
        "quantities_by_kind": dict(kinds.most_common()),
        "number_tokens": n_tokens,
        "failed_to_normalise": n_failed,
        "failed_share": n_failed / max(1, n_tokens),
        "failures_by_kind": {k: len(v) for k, v in failures.items()},
        "samples": {k: v[: args.samples] for k, v in failures.items()},
        "seconds": round(time.perf_counter() - t0, 1),
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for k, v in report.items():
            if k != "samples":
                print(f"{k}: {v}")
        for kind, rows in report["samples"].items():
            print(f"\nsample of failures ({kind}):")
            for row in rows:
                print("  " + row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
