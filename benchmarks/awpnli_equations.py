"""Does the composer find the gold equation? (AWPNLI, 716 pairs with gold programs)

``../shared/equate/related/NumberNLI_AWPNLI_labeled.jsonl`` gives, for AWPNLI pairs, a
gold program such as ``(=,(+,[num:1:1],[num:1:2]),[num:2:1])``. For each entailed pair
this script parses both sentences, runs the composer on the hypothesis quantity with
all premise quantities, and checks whether one of its justifications is equivalent
to the gold equation: the same premise values, the same operators (as multisets)
and the same result. Prints the share and the main failure kinds.

    python benchmarks/awpnli_equations.py [--data-dir ../shared/equate] [--json]
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
import time
from pathlib import Path

from qreas import Reasoner
from qreas.quantities import parse_doc
from qreas.roles import context_of

TOKEN = re.compile(r"\(|\)|,|\[num:\d+:\d+\]|[^(),\[\]]+")


def parse_program(text: str, values: dict[str, float]) -> tuple[list[float], list[str]]:
    """Operands (premise values) and operators of the left side of a gold program."""
    operands: list[float] = []
    ops: list[str] = []
    for tok in TOKEN.findall(text):
        tok = tok.strip()
        if tok.startswith("[num:1:"):
            operands.append(values[tok])
        elif tok in ("+", "-", "*", "/"):
            ops.append(tok)
    return operands, ops


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data-dir", default="../shared/equate")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--samples", type=int, default=5, help="failures shown per kind (default 5)")
    args = ap.parse_args(argv)
    path = Path(args.data_dir) / "related" / "NumberNLI_AWPNLI_labeled.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    rows = [r for r in rows if r["gold_label"] == "entailment" and "&" not in r["elisp"]]
    t0 = time.perf_counter()
    r = Reasoner()
    docs = r.parse_many([x["s1raw"] for x in rows] + [x["s2raw"] for x in rows])
    kinds: collections.Counter[str] = collections.Counter()
    samples: dict[str, list[str]] = collections.defaultdict(list)
    found = 0
    for row in rows:
        values = {k: v["v"] for k, v in row["num_dict"].items()}
        gold_operands, gold_ops = parse_program(row["elisp"], values)
        pdoc, hdoc = docs[r._clip(row["s1raw"])], docs[r._clip(row["s2raw"])]
        pq = [q for q in parse_doc(pdoc) if q.lo == q.hi]
        hq = parse_doc(hdoc)
        target = next((q for q in hq if q.lo == q.hi), None)
        kind = None
        if target is None:
            kind = "no hypothesis quantity"
        elif len(pq) < len(gold_operands):
            kind = "premise quantity missed by the parser"
        else:
            types, target_type = r._type_classes(pq, context_of(hdoc, target))
            comp = r.composer.compose(target, pq, types, target_type)
            ok = any(
                sorted(q.lo for q in j.premise) == sorted(gold_operands)
                and sorted(s for s in j.postfix if s in ("+", "-", "*", "/")) == sorted(gold_ops)
                for j in comp.justifications
            )
            if ok:
                found += 1
            elif target_type == -1:
                kind = "no premise unit compatible with the hypothesis"
            elif not comp.justifications:
                kind = "no equation found (types or search space)"
            else:
                kind = "other equations only"
        if kind:
            kinds[kind] += 1
            if len(samples[kind]) < args.samples:
                samples[kind].append(f"{row['s1raw']} || {row['s2raw']} || {row['elisp']}")
    report = {
        "entailed_pairs": len(rows),
        "gold_equation_found": found,
        "share": round(found / max(1, len(rows)), 4),
        "failures": dict(kinds.most_common()),
        "samples": samples,
        "seconds": round(time.perf_counter() - t0, 1),
    }
    print(
        json.dumps(report, indent=2)
        if args.json
        else "\n".join(
            [f"{k}: {v}" for k, v in report.items() if k != "samples"]
            + [f"\n{k}:\n  " + "\n  ".join(v) for k, v in samples.items()]
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
