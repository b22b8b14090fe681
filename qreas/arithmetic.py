"""Pure arithmetic on values and intervals, and postfix expressions.

Values are ``(lo, hi)`` pairs (``lo == hi`` for a single value). Every operation
returns ``None`` for an invalid result (division by an interval containing zero,
NaN, an empty intersection) instead of raising, so the composer can discard it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from qreas.types import Numset

Interval = tuple[float, float]

ARITHMETIC = ("+", "-", "*", "/")
RANGE_OPS = ("∪", "∩")  # union (hull of overlapping ranges), intersection
OPERATORS = ARITHMETIC + RANGE_OPS
COMMUTATIVE = frozenset({"+", "*", "∪", "∩"})
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "∪": 0, "∩": 0}


def _ok(lo: float, hi: float) -> Interval | None:
    if math.isnan(lo) or math.isnan(hi):
        return None
    return (lo, hi) if lo <= hi else (hi, lo)


def apply(op: str, a: Interval, b: Interval) -> Interval | None:
    """``a op b`` with interval arithmetic; ``None`` when undefined."""
    try:
        if op == "+":
            return _ok(a[0] + b[0], a[1] + b[1])
        if op == "-":
            return _ok(a[0] - b[1], a[1] - b[0])
        if op == "*":
            c = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]]
            if any(math.isnan(x) for x in c):
                return None
            return (min(c), max(c))
        if op == "/":
            if b[0] <= 0 <= b[1]:
                return None
            return apply("*", a, (1 / b[1], 1 / b[0]))
        if op == "∪":
            if a[1] < b[0] or b[1] < a[0]:
                return None  # not one interval
            return (min(a[0], b[0]), max(a[1], b[1]))
        if op == "∩":
            lo, hi = max(a[0], b[0]), min(a[1], b[1])
            return (lo, hi) if lo <= hi else None
    except (OverflowError, ZeroDivisionError):
        return None
    raise ValueError(f"unknown operator {op!r}")


def needless(op: str, a: Interval, b: Interval) -> bool:
    """x*1, 1*x, x/1, x+0, 0+x, x-0: a step that adds nothing to an explanation; and
    x/x, x-x: a constant (1, 0) any two equal numbers would give, so it explains
    nothing either."""
    if op in ("*",):
        return a == (1.0, 1.0) or b == (1.0, 1.0)
    if op == "/":
        return b == (1.0, 1.0) or (a == b and a[0] == a[1])
    if op in ("+",):
        return a == (0.0, 0.0) or b == (0.0, 0.0) or negligible(a, b) or negligible(b, a)
    if op == "-":
        return b == (0.0, 0.0) or (a == b and a[0] == a[1]) or negligible(a, b) or negligible(b, a)
    return False


NEGLIGIBLE = 1e-6  # a term this small beside the other changes no stated value


def negligible(a: Interval, b: Interval) -> bool:
    """Is exact term ``b`` too small to matter beside ``a`` (12.8 / 1.44e12 + 10.5 is
    "10.5")? Such a step, like "+ 0", adds nothing to an explanation."""
    return a[0] == a[1] and b[0] == b[1] and b[0] != 0 and abs(b[0]) < NEGLIGIBLE * abs(a[0])


def evaluate_postfix(postfix: Sequence[int | str], values: Sequence[Interval]) -> Interval | None:
    """Evaluate a postfix expression of operand indices and operators (no relation)."""
    stack: list[Interval] = []
    for sym in postfix:
        if isinstance(sym, int):
            stack.append(values[sym])
            continue
        if len(stack) < 2:
            return None
        b, a = stack.pop(), stack.pop()
        if needless(sym, a, b):
            return None
        r = apply(sym, a, b)
        if r is None:
            return None
        stack.append(r)
    return stack[0] if len(stack) == 1 else None


def postfix_to_infix(postfix: Sequence[int | str], premise: Sequence[Numset], hypothesis: Numset) -> str:
    """Render a justification postfix, e.g. ``(0, 1, "+", "H", "=")`` -> "9 + 7 = 16 dime";
    operands in another unit than the hypothesis carry it ("3 * 4 child = 12 orange")."""
    stack: list[tuple[str, int]] = []  # (text, precedence of its top operator)
    relation = "="
    for sym in postfix:
        if isinstance(sym, int):
            q = premise[sym]
            # name the unit where it differs from the hypothesis': "3 kilometer = 3000 meter"
            unit = f" {q.unit}" if q.unit and q.unit != hypothesis.unit else ""
            stack.append((q.value_text() + unit, 9))
        elif sym == "H":
            continue
        elif sym in OPERATORS and len(stack) >= 2:
            (b, pb), (a, pa) = stack.pop(), stack.pop()
            p = PRECEDENCE[sym]
            left = f"({a})" if pa < p else a
            right = f"({b})" if pb < p or (pb == p and sym in ("-", "/")) else b
            stack.append((f"{left} {sym} {right}", p))
        else:
            relation = {"in": "∈", "disjoint": "≠", "overlaps": "~"}.get(str(sym), str(sym))
    lhs = stack[0][0] if stack else "?"
    unit = f" {hypothesis.unit}" if hypothesis.unit else ""
    return f"{lhs} {relation} {hypothesis.value_text()}{unit}"


def postfix_to_tree(
    postfix: Sequence[int | str], operand_names: Sequence[str], hypothesis_name: str
) -> list[str]:
    """Render a justification postfix as an indented tree, one node per line::

        =
        ├── +
        │   ├── 9 dime [p1]
        │   └── 7 dime [p2]
        └── 16 dime [h1]

    ``operand_names[k]`` labels premise operand ``k``; the relation is the root and the
    hypothesis its right child. Pure string work, so terminals and HTML can share it.
    """
    Node = tuple[str, list]  # (label, children)
    stack: list[Node] = []
    relation = "="
    for sym in postfix:
        if isinstance(sym, int):
            stack.append((operand_names[sym], []))
        elif sym == "H":
            continue
        elif sym in OPERATORS and len(stack) >= 2:
            b, a = stack.pop(), stack.pop()
            stack.append((str(sym), [a, b]))
        else:
            relation = {"in": "∈", "disjoint": "≠", "overlaps": "~"}.get(str(sym), str(sym))
    root: Node = (relation, [stack[0] if stack else ("?", []), (hypothesis_name, [])])
    lines = [root[0]]

    def walk(node: Node, prefix: str) -> None:
        for k, child in enumerate(node[1]):
            last = k == len(node[1]) - 1
            lines.append(prefix + ("└── " if last else "├── ") + child[0])
            walk(child, prefix + ("    " if last else "│   "))

    walk(root, "")
    return lines
