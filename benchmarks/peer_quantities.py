"""The quantity parser on a peer's test suite: quantulum3's English quantity tests.

quantulum3 (MIT; copies in ``../shared/peers/quantulum3/``) ships 101 sentences with
148 expected quantities (``quantities.json``) and 20 harder ones
(``quantities.ambiguity.json``); quantulum3 passes all of them. This script runs each
sentence through ``qreas.parse_quantities(text, all_kinds=True)`` and prints:

- value recall: expected quantities whose value qreas finds;
- value+unit recall: ... with a unit of the same pint dimensionality whose value,
  converted to the expected unit, agrees (relative tolerance 1e-6);
- precision: qreas quantities that match an expected one by value.

How the two are compared (decisions a reader must know):

- qreas kinds compared: amounts, ratios and years (quantulum3 reads "1979" and "the
  1960s" as plain numbers); ordinals, dates, clock times and phone numbers are left
  out (quantulum3 expects none of them).
- A qreas value matches when the expected value is its low end, high end or midpoint
  (quantulum3 gives a range "3 to 4 L" as its midpoint, 3.5; "up to 4,000 km" as 4000).
- Units: both sides are read by pint. quantulum3's names are pint's, but for the
  entries in ``QUANTULUM_NAMES`` below; qreas' canonical names are read the same way
  ("kilometer per hour" -> kilometer / hour, "square mile" -> mile ** 2), with
  currencies defined as dimensions of their own (no exchange rates), "%" as percent,
  and a counted noun ("soldier") as a plain number. A rate's "per" word (``freq``,
  "four times per week") divides the unit when qreas reads it as a unit of measure.
- Each expected quantity is matched to at most one qreas quantity and each qreas
  quantity to at most one expected: the matching with the most value+unit matches,
  then the most value matches, then the texts most alike.

Usage, from the project root:

    python benchmarks/peer_quantities.py [--dir ../shared/peers/quantulum3] [--json]
"""

from __future__ import annotations

import argparse
import difflib
import functools
import json
import math
import sys
from pathlib import Path
from typing import Any

import pint

from qreas import parse_quantities
from qreas.types import Numset
from qreas.units import registry

KINDS = frozenset({"amount", "ratio", "year"})

# quantulum3 unit names (and qreas canonical names) that pint cannot read as written,
# mapped to a pint expression. Currencies and counts are defined in ``_ureg``.
QUANTULUM_NAMES: dict[str, str] = {
    "dimensionless": "count",
    "pound sterling": "pound_sterling",
    "pound-mass": "pound",
    "percentage": "percent",
    "%": "percent",
    "percentage point": "percent",
    "electronvolt": "electron_volt",
    "teraelectronvolt": "teraelectron_volt",
    "degree celsius": "degC",
    "degree fahrenheit": "degF",
    "minute of arc": "arcminute",
    "second of arc": "arcsecond",
    "british thermal unit": "british_thermal_unit",
    "baker's dozen": "bakers_dozen",
    "count per week": "count / week",
    "occasion": "count",  # qreas: "four times" counts occasions
    "tonne": "metric_ton",
}

# qreas-side definitions pint lacks: each currency a dimension, counts dimensionless
_DEFINITIONS = (
    "dollar = [currency_usd]",
    "cent = 0.01 dollar",
    "penny = cent",
    "nickel = 0.05 dollar",
    "dime = 0.1 dollar",
    "pound_sterling = [currency_gbp]",
    "euro = [currency_eur]",
    "yen = [currency_jpy]",
    "yuan = [currency_cny]",
    "rupee = [currency_inr]",
    "won = [currency_krw]",
    "franc = [currency_chf]",
    "peso = [currency_mxn]",
    "ruble = [currency_rub]",
    "count = []",
    "dozen = 12 * count",
    "bakers_dozen = 13 * count",
    "gross = 144 * count",
)


@functools.cache
def _ureg() -> pint.UnitRegistry:
    ureg = pint.UnitRegistry()
    for line in _DEFINITIONS:
        ureg.define(line)
    return ureg


def to_pint(name: str | None) -> Any:
    """A unit name (quantulum3's or qreas') as a pint Unit, or None if pint cannot
    read it (a counted noun: qreas' "soldier")."""
    if not name:
        return None
    low = name.lower().strip()
    low = QUANTULUM_NAMES.get(low, low)
    if low.startswith("per "):  # qreas: "per second" is 1 / second
        low = "inverse " + low[4:]
    try:  # a pint name written with spaces: "electron volt", "metric ton"
        return _ureg().parse_units(low.replace(" ", "_"))
    except Exception:  # noqa: BLE001
        pass
    for phrase, to in QUANTULUM_NAMES.items():  # phrases inside a compound name
        if " " in phrase:
            low = low.replace(phrase, to)
    words = low.replace("-", "_").split()
    expr: list[str] = []
    power = ""
    for w in words:
        if w in ("square", "cubic"):
            power = "**2" if w == "square" else "**3"
            continue
        if w in ("squared", "cubed") and expr:
            expr[-1] += "**2" if w == "squared" else "**3"
            continue
        if w == "per":
            expr.append("/")
            continue
        if w == "inverse":
            expr.append("1 /")
            continue
        w = QUANTULUM_NAMES.get(w, w)
        expr.append(f"({w}){power}" if power else w)
        power = ""
    try:
        return _ureg().parse_units(" ".join(expr).replace("/ 1 /", "*"))
    except Exception:  # noqa: BLE001 - pint raises many kinds; an unreadable name is no unit
        return None


def _numset_unit(q: Numset) -> Any:
    """qreas' unit of ``q`` in pint; a counted noun or no unit is a count."""
    unit = to_pint(q.unit) if q.dimension is not None else _ureg().parse_units("count")
    if unit is None:
        return None
    per = to_pint(q.freq) if q.freq and registry().get(q.freq) is not None else None
    if per is not None and per.dimensionality and " per " not in (q.unit or ""):
        unit = unit / per
    return unit


def _candidates(q: Numset) -> list[float]:
    out = [x for x in (q.lo, q.hi) if math.isfinite(x)]
    if len(out) == 2:
        out.append((q.lo + q.hi) / 2)
    return out


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-12)


def value_match(q: Numset, value: float, unit_name: str) -> bool:
    """The expected value is q's low end, high end or midpoint, as written or after
    conversion to the expected unit (a share also as a fraction: 2.5 % is 0.025; "a
    dozen eggs", 12 eggs, is one dozen)."""
    vals = _candidates(q)
    if q.unit == "%":
        vals += [v / 100 for v in vals]
    return any(_close(v, value) for v in vals) or unit_match(q, value, unit_name)


def unit_match(q: Numset, value: float, unit_name: str) -> bool:
    """Same pint dimensionality, and the value agrees after conversion."""
    expected = to_pint(unit_name)
    ours = _numset_unit(q)
    if expected is None or ours is None or ours.dimensionality != expected.dimensionality:
        return False
    ureg = _ureg()
    for v in _candidates(q):
        try:
            got = ureg.Quantity(v, ours).to(expected).magnitude
        except Exception:  # noqa: BLE001 - offset units etc.
            continue
        if _close(got, value):
            return True
    return False


def _overlap(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a.lower(), b.lower()).ratio()


def best_matching(preds: list[Numset], expected: list[dict[str, Any]]) -> dict[int, tuple[int, bool]]:
    """expected index -> (qreas index, unit agrees): the one-to-one matching with the
    most value+unit matches, then the most value matches, then the texts most alike
    (an exhaustive search; a sentence has a handful of quantities)."""
    edges: list[list[tuple[int, bool, float]]] = []
    for e in expected:
        row = []
        for p_i, q in enumerate(preds):
            value, unit = float(e["value"]), e["unit"]
            if value_match(q, value, unit):
                row.append((p_i, unit_match(q, value, unit), _overlap(q.text, e["surface"])))
        edges.append(row)

    @functools.cache
    def search(
        k: int, used: frozenset[int]
    ) -> tuple[tuple[int, int, float], tuple[tuple[int, int, bool], ...]]:
        if k == len(edges):
            return (0, 0, 0.0), ()
        best = search(k + 1, used)
        for p_i, ok, sim in edges[k]:
            if p_i in used:
                continue
            score, rest = search(k + 1, used | {p_i})
            cand = ((score[0] + ok, score[1] + 1, score[2] + sim), ((k, p_i, ok), *rest))
            if cand[0] > best[0]:
                best = cand
        return best

    return {k: (p_i, ok) for k, p_i, ok in search(0, frozenset())[1]}


def evaluate(entries: list[dict[str, Any]]) -> dict[str, Any]:
    n_expected = n_value = n_unit = n_pred = n_pred_ok = 0
    misses: list[dict[str, Any]] = []
    extra: list[dict[str, Any]] = []
    for entry in entries:
        text = entry["req"]
        preds = [q for q in parse_quantities(text, all_kinds=True) if q.kind in KINDS]
        expected = entry["res"]
        found = best_matching(preds, expected)
        used = {p_i for p_i, _ in found.values()}
        n_expected += len(expected)
        n_value += len(found)
        n_unit += sum(1 for _, ok in found.values() if ok)
        n_pred += len(preds)
        n_pred_ok += len(used)
        shown = [f"{q.value_text()} {q.unit or ''} ({q.text!r})".strip() for q in preds]
        for e_i, e in enumerate(expected):
            if e_i not in found or not found[e_i][1]:
                misses.append(
                    {
                        "sentence": text,
                        "expected": f"{e['value']} {e['unit']} ({e['surface']!r})",
                        "problem": "value" if e_i not in found else "unit",
                        "qreas": shown,
                    }
                )
        for p_i in range(len(preds)):
            if p_i not in used:
                extra.append({"sentence": text, "qreas": shown[p_i]})

    def pct(a: int, b: int) -> float:
        return round(100 * a / b, 1) if b else 0.0

    return {
        "sentences": len(entries),
        "expected": n_expected,
        "predicted": n_pred,
        "value_recall": pct(n_value, n_expected),
        "value_unit_recall": pct(n_unit, n_expected),
        "precision": pct(n_pred_ok, n_pred),
        "counts": {"value": n_value, "value_unit": n_unit, "correct_predictions": n_pred_ok},
        "misses": misses,
        "extra": extra,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--dir", default="../shared/peers/quantulum3")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    results = {}
    for name in ("quantities.json", "quantities.ambiguity.json"):
        path = Path(args.dir) / name
        try:
            entries = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            return 2
        results[name] = evaluate(entries)
    if args.json:
        print(json.dumps(results, indent=1, ensure_ascii=False))
        return 0
    for name, r in results.items():
        print(f"== {name}: {r['sentences']} sentences, {r['expected']} expected, {r['predicted']} found")
        print(f"value recall       {r['value_recall']:5.1f} %  ({r['counts']['value']})")
        print(f"value+unit recall  {r['value_unit_recall']:5.1f} %  ({r['counts']['value_unit']})")
        print(f"precision          {r['precision']:5.1f} %  ({r['counts']['correct_predictions']})")
        print("misses:")
        for m in r["misses"]:
            print(f"  [{m['problem']}] {m['expected']}  <- {m['sentence']!r}\n      qreas: {m['qreas']}")
        print("not expected:")
        for x in r["extra"]:
            print(f"  {x['qreas']}  <- {x['sentence']!r}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
