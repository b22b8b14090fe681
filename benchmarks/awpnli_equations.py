"""Does the composer find the gold equation? (AWPNLI, 716 pairs with gold programs)

``../shared/equate/related/NumberNLI_AWPNLI_labeled.jsonl`` gives, for AWPNLI pairs, a
gold program such as ``(=,(+,[num:1:1],[num:1:2]),[num:2:1])``. For each entailed pair
this script parses both sentences, runs the composer on each hypothesis quantity with
the premise quantities (and, as the reasoner does, with one other hypothesis quantity
as a given: "630 balls if there are 105 jugglers"), and checks whether one of its
equations is equivalent to the gold one. Two counts: the same form (same premise
values, same operators as multisets, same hypothesis value) and equivalent up to
rearrangement (the same premise and hypothesis values, the same number of additive
and multiplicative steps: moving a term across "=" swaps + and -, * and /; a factor
1 changes no value). Prints the share and the main failure kinds.

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
from qreas.roles import mentions_of

TOKEN = re.compile(r"\(|\)|,|\[num:\d+:\d+\]|[^(),\[\]]+")


def parse_program(text: str, values: dict[str, float]) -> tuple[list[float], list[float], list[str]]:
    """Premise values, hypothesis values and binary operators of a gold program; an
    n-ary operator counts n-1 times: ``(+,a,b,c)`` is a + b + c."""
    premise: list[float] = []
    hypothesis: list[float] = []
    ops: list[str] = []
    stack: list[list] = []  # [operator, number of arguments so far]
    for tok in TOKEN.findall(text):
        tok = tok.strip()
        if not tok or tok == ",":
            continue
        if tok == "(":
            stack.append(["", 0])
        elif tok == ")":
            op, n = stack.pop()
            if op in ("+", "-", "*", "/"):
                ops += [op] * max(1, n - 1)
            if stack:
                stack[-1][1] += 1
        elif stack and not stack[-1][0] and tok in ("+", "-", "*", "/", "="):
            stack[-1][0] = tok
        else:
            if tok.startswith("[num:1:"):
                premise.append(values[tok])
            elif tok.startswith("[num:2:"):
                hypothesis.append(values[tok])
            if stack:
                stack[-1][1] += 1
    return premise, hypothesis, ops


def _normal(
    p: list[float], h: list[float], ops: list[str]
) -> tuple[list[float], list[float], tuple[int, int]]:
    """Values and operator families up to rearrangement: moving a term across "=" swaps
    + and -, * and /; a factor 1 ("4 apples make 1 pie") changes no value."""
    ones = sum(x == 1 for x in p + h)
    add = sum(o in "+-" for o in ops)
    mul = sum(o in "*/" for o in ops)
    return [x for x in p if x != 1], [x for x in h if x != 1], (add, max(0, mul - ones))


def _same(a: list[float], b: list[float]) -> bool:
    return len(a) == len(b) and all(
        abs(x - y) <= 1e-6 * max(1.0, abs(y)) for x, y in zip(sorted(a), sorted(b), strict=True)
    )


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
    found = same_form = with_givens = 0
    for row in rows:
        values = {k: v["v"] for k, v in row["num_dict"].items()}
        gold_p, gold_h, gold_ops = parse_program(row["elisp"], values)
        pdoc, hdoc = docs[r._clip(row["s1raw"])], docs[r._clip(row["s2raw"])]
        pm = mentions_of(pdoc, parse_doc(pdoc))
        hm = [h for h in mentions_of(hdoc, parse_doc(hdoc)) if h.quantity.lo == h.quantity.hi]
        exact_p = [p for p in pm if p.quantity.lo == p.quantity.hi]
        kind = None
        if not hm:
            kind = "no hypothesis quantity"
        elif len(exact_p) < len(gold_p):
            kind = "premise quantity missed by the parser"
        else:
            # every equation the composer offers for each hypothesis quantity: over the
            # premise alone, and with one other hypothesis quantity as a given
            ours: list[tuple[bool, list[float], list[float], list[str]]] = []
            for h in hm:
                runs = [(h, [])] + [(h, [g]) for g in hm if g is not h]
                for target, givens in runs:
                    sol, _ = r._solutions(target, pm, givens)
                    if sol is None:
                        continue
                    gid = {id(g.quantity) for g in givens}
                    for j in sol.justifications:
                        used_p = [q.lo for q in j.premise if id(q) not in gid]
                        used_g = [q.lo for q in j.premise if id(q) in gid]
                        if givens and (not used_g or not used_p):
                            continue
                        ops = [s for s in j.postfix if s in ("+", "-", "*", "/")]
                        ours.append((bool(givens), used_p, [*used_g, target.quantity.lo], ops))
            exact = any(
                not g and _same(p, gold_p) and _same(h, gold_h) and sorted(o) == sorted(gold_ops)
                for g, p, h, o in ours
            )
            gp, gh, gf = _normal(gold_p, gold_h, gold_ops)
            rearranged = any(
                _same(np_, gp) and _same(nh, gh) and nf == gf
                for np_, nh, nf in (_normal(p, h, o) for _, p, h, o in ours)
            )
            if exact:
                same_form += 1
            if rearranged or exact:
                found += 1
                with_givens += not exact
            else:
                target = hm[0]
                _, target_type = r._type_classes([p.quantity for p in exact_p], target)
                if target_type == -1:
                    kind = "no premise unit compatible with the hypothesis"
                elif not ours:
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
        "found_in_the_same_form": same_form,
        "found_rearranged_or_with_givens": with_givens,
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
