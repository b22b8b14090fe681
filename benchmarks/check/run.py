"""Score ``qreas check`` on the source/summary benchmark (issue 16).

    python benchmarks/check/run.py [--out results.md] [--predictions FILE]

Each labelled claim (a summary sentence stating a quantity) is matched to qreas' verdict
for the same sentence; a labelled claim qreas gives no verdict (it found no quantity) counts
as "not found". Reports precision and recall of "supported" and of "contradicted", and
accuracy per phenomenon. Pairs with an odd number (S001, S003, ...) are the *dev* half,
which the developers looked at to find errors; the even ones are reported apart
(``--half test``) and were not looked at.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).parent
NAMES = {"not_found": "not found"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", help="write the results table (Markdown) to this file")
    ap.add_argument("--predictions", help="write one JSON object per claim to this file")
    ap.add_argument("--half", choices=("dev", "test", "all"), default="all", help="pairs to score")
    args = ap.parse_args(argv)
    from qreas import Reasoner

    r = Reasoner()
    rows = [json.loads(line) for line in (HERE / "pairs.jsonl").open(encoding="utf-8")]
    if args.half != "all":
        rows = [x for x in rows if (int(x["id"][1:]) % 2 == 1) == (args.half == "dev")]
    pairs: Counter[tuple[str, str]] = Counter()
    by_phen: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    records = []
    for row in rows:
        got = {v.claim.text: v for v in r.check(row["source"], row["summary"])}
        for claim in row["claims"]:
            gold = NAMES.get(claim["verdict"], claim["verdict"])
            v = got.get(claim["sentence"])
            pred = v.verdict if v is not None else "not found"
            pairs[(gold, pred)] += 1
            for k in (claim["phenomenon"], "all"):
                by_phen[k][0] += gold == pred
                by_phen[k][1] += 1
            records.append({"id": row["id"], "claim": claim["sentence"], "gold": gold, "prediction": pred,
                            "phenomenon": claim["phenomenon"], "reason": v.prediction.reason if v else ""})
    lines = ["| verdict | precision | recall | n (gold) |", "|---|---:|---:|---:|"]
    for verdict in ("supported", "contradicted", "not found"):
        tp = pairs[(verdict, verdict)]
        predicted = sum(n for (g, p), n in pairs.items() if p == verdict)
        gold = sum(n for (g, p), n in pairs.items() if g == verdict)
        prec = f"{tp / predicted:.2f}" if predicted else "-"
        lines.append(f"| {verdict} | {prec} | {tp / gold:.2f} | {gold} |")
    lines += ["", "| phenomenon | n | accuracy |", "|---|---:|---:|"]
    for k, (ok, n) in sorted(by_phen.items(), key=lambda x: (x[0] == "all", x[0])):
        lines.append(f"| {k} | {n} | {100 * ok / n:.1f} |")
    table = "\n".join(lines)
    print(table)
    if args.out:
        Path(args.out).write_text(table + "\n", encoding="utf-8")
    if args.predictions:
        with open(args.predictions, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(x) + "\n" for x in records)
    return 0


if __name__ == "__main__":
    sys.exit(main())
