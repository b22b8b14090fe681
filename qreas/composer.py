"""Stage 4: equations over premise quantities that justify a hypothesis quantity.

The expression space (shared by both search methods):
- binary expression trees over 1..``max_operands`` distinct premise quantities
  (each used at most once; 4 operands = tree depth 3), written in postfix;
- operators + - * / on single values, range operators ∪ ∩ on ranges (operator
  consistency: a range operator needs two range operands, an arithmetic operator
  two single values);
- types (dimensional analysis on unit classes; compatible units share a class; a
  value carries a set of classes): + - ∪ ∩ need operands sharing a class and keep
  it; * gives the symmetric difference ("3 oranges per child" {orange, child} * "4
  children" {child} -> {orange}; "3 oranges" * "4 children" -> {orange, child}, read
  as either; "8 kittens" * "2 kittens" -> {}: not a count of kittens); / of X by
  something sharing a class cancels it ("3 miles" / "2 miles per hour" -> {hour};
  "8 kittens" / "2 kittens" -> {}: a ratio), else keeps the dividend's classes
  ("100 seeds" / "4 watermelons" -> seeds per watermelon, {seed}). The whole
  expression must have the hypothesis' class (``target_type``; -1 = none, so
  nothing can match);
- a commutative operator whose two operands are both single premise quantities
  takes them in text order (a + b, never b + a), which removes mirror duplicates.
After evaluation, invalid (division by zero, non-finite) and needlessly complex
expressions (x*1, x/1, x+0, x-0) are dropped and the value is compared with the
hypothesis value with a relative tolerance: "=" for an exact hypothesis value,
containment ("in") for an interval.

Two methods search that space:
- ``enumerator``: dynamic programming over operand subsets; exact and fast; the
  reference the ILP is tested against, and the default (``Config.composer``);
- ``ilp``: the integer linear program of Koncel-Kedziorski et al. (2015) as the
  EQUATE paper uses it, built with PuLP and solved by CBC: one binary variable per
  (postfix pattern, leaf, operand), (node, operator) and (node, type class), with
  the five constraint families (definitional, syntactic, operand access, type
  consistency, operator consistency). Distinct solutions are enumerated with
  no-good cuts (CBC has no solution pool), at most ``max_solutions``; each is then
  evaluated. CBC runs as a subprocess (25-100 ms per solve here), so the ILP is
  opt-in: ``Config(composer="ilp")`` or ``qreas score --composer ilp``.

Both report the same justifications on the same instance when the ILP is allowed to
exhaust the space (tested); the ILP's ``max_solutions`` cap can only make it find
fewer.
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from qreas.arithmetic import ARITHMETIC, COMMUTATIVE, OPERATORS, RANGE_OPS, apply, needless, negligible
from qreas.config import DEFAULT, Config
from qreas.matching import Interval as MInterval
from qreas.matching import close, relate
from qreas.types import Justification, Numset


def operand_limit(n: int, max_operands: int) -> int:
    """Operands per equation for n premise quantities: 4 up to 5 quantities, 3 up to 8,
    else 2. The space grows as C(n, k) k! 4^(k-1); with many quantities a long equation
    is both costly and, matching by chance, rarely an explanation."""
    k = 4 if n <= 5 else 3 if n <= 8 else 2
    return min(k, max_operands, n)


@dataclass(frozen=True)
class Composition:
    justifications: tuple[Justification, ...]  # matching equations, simplest first
    candidates: int  # well-formed expressions evaluated
    limits_hit: tuple[str, ...] = ()


# ------------------------------------------------------------------ the space


@dataclass(frozen=True)
class _Expr:
    postfix: tuple[int | str, ...]
    value: tuple[float, float]
    types: frozenset[int]
    is_range: bool
    leaves: frozenset[int]


def _combine(op: str, a: _Expr, b: _Expr, squares: Mapping[int, int] | None = None) -> _Expr | None:
    """The expression ``a b op``, or None when the space's constraints forbid it."""
    if op in RANGE_OPS:
        if not (a.is_range and b.is_range):
            return None
    elif a.is_range or b.is_range:
        return None
    if op in ("+", "-") or op in RANGE_OPS:
        types = a.types & b.types
        if not types:
            return None
    elif op == "*":
        types = _product_types(a.types, b.types, squares)
    else:  # "/"
        types = (b.types - a.types) if a.types & b.types else a.types
    if op in COMMUTATIVE and len(a.leaves) == 1 and len(b.leaves) == 1:
        if next(iter(a.leaves)) > next(iter(b.leaves)):
            return None
    if needless(op, a.value, b.value):
        return None
    value = apply(op, a.value, b.value)
    if value is None or not all(math.isfinite(x) for x in value):
        return None
    return _Expr(a.postfix + b.postfix + (op,), value, types, op in RANGE_OPS, a.leaves | b.leaves)


def _product_types(a: frozenset[int], b: frozenset[int], squares: Mapping[int, int] | None) -> frozenset[int]:
    """Classes of a product: the symmetric difference, except that two measures of one
    dimension with a square class (length x length) give that square (an area)."""
    if squares and a == b and len(a) == 1 and next(iter(a)) in squares:
        return frozenset({squares[next(iter(a))]})
    return a ^ b


def _classes(t: int | frozenset[int]) -> frozenset[int]:
    return t if isinstance(t, frozenset) else frozenset({t})


def _leaf(i: int, q: Numset, t: int | frozenset[int]) -> _Expr:
    return _Expr((i,), (q.lo, q.hi), _classes(t), q.lo < q.hi, frozenset({i}))


def composed_equal(value: float, goal: float, tol: float) -> bool:
    """Does a composed value equal an exact hypothesis value? A whole-number result
    against a whole-number target must be exact (counts are not rounded: 712261 +
    259378 is 971639, not 971642); anything else within the relative tolerance (a
    quotient written rounded: 139 / 84 = 1.65476190476)."""
    if goal == round(goal) and abs(value - round(value)) <= 1e-9 * max(1.0, abs(value)):
        return round(value) == goal
    return close(value, goal, tol)


def _matches(e: _Expr, target: Numset, target_type: int, tol: float) -> bool:
    if target_type not in e.types:
        return False
    if e.value[0] == e.value[1] and target.is_exact:  # the common case, without intervals
        return composed_equal(e.value[0], target.lo, tol)
    p = MInterval(e.value[0], e.value[1])
    h = MInterval(target.lo, target.hi, target.lo_open, target.hi_open)
    return relate(p, h, tol) == "entails"


# ------------------------------------------------------------------ composer


class Composer:
    """Finds equations over premise quantities that justify a hypothesis quantity."""

    def __init__(self, config: Config = DEFAULT) -> None:
        self.config = config

    def compose(
        self,
        target: Numset,
        operands: Sequence[Numset],
        types: Sequence[int | frozenset[int]],
        target_type: int,
        method: str = "enumerator",
        squares: Mapping[int, int] | None = None,
    ) -> Composition:
        """Equations for ``target``; ``squares`` maps a class of measures to the class of
        their products by themselves (length -> area), where the caller knows one."""
        limits: list[str] = []
        cap = self.config.max_premise_quantities
        if len(operands) > cap:
            operands, types = list(operands)[:cap], list(types)[:cap]
            limits.append("premise-cap")
        if target_type == -1 or not operands:
            return Composition((), 0, tuple(limits))
        if method not in ("enumerator", "ilp"):
            raise ValueError(f"unknown composer method {method!r} (enumerator or ilp)")
        if operand_limit(len(operands), self.config.max_operands) < min(
            self.config.max_operands, len(operands)
        ):
            limits.append("operand-cap")
        if method == "ilp":
            exprs, n, hit = self._ilp(operands, types, target_type)
        elif target.is_exact and all(q.lo == q.hi for q in operands):
            exprs, n, hit = self._enumerate_values(operands, types, target, target_type, squares)
        else:
            exprs, n, hit = self._enumerate(operands, types, squares)
        limits += hit
        tol = self.config.rel_tolerance
        found: dict[tuple, _Expr] = {}
        for e in exprs:
            if _matches(e, target, target_type, tol):
                found.setdefault(e.postfix, e)
        ordered = sorted(found.values(), key=_order)
        justs_all = [_justification(target, operands, e, method) for e in ordered]
        # (5 + 3) + 2 and 5 + (3 + 2) differ as trees but not as explanations
        justs = tuple({j.infix(): j for j in reversed(justs_all)}.values())[::-1]
        return Composition(justs, n, tuple(dict.fromkeys(limits)))

    # ------------------------------------------------------------ enumerator
    def _enumerate(
        self, operands: Sequence[Numset], types: Sequence[int], squares: Mapping[int, int] | None = None
    ) -> tuple[list[_Expr], int, list[str]]:
        """All expressions of the space, by subsets (smaller first)."""
        n = len(operands)
        k_max = operand_limit(n, self.config.max_operands)
        deadline = time.perf_counter() + self.config.hypothesis_time_limit
        table: dict[frozenset[int], list[_Expr]] = {}
        out: list[_Expr] = []
        count = 0
        for i, q in enumerate(operands):
            e = _leaf(i, q, types[i])
            table[frozenset({i})] = [e]
            out.append(e)
            count += 1
        for size in range(2, k_max + 1):
            for subset in itertools.combinations(range(n), size):
                if time.perf_counter() > deadline:
                    return out, count, ["time-budget"]
                s = frozenset(subset)
                exprs: list[_Expr] = []
                for left in _proper_subsets(subset):
                    right = s - left
                    for a in table[left]:
                        for b in table[right]:
                            for op in OPERATORS:
                                e = _combine(op, a, b, squares)
                                count += 1
                                if e is not None:
                                    exprs.append(e)
                table[s] = exprs
                out.extend(exprs)
        return out, count, []

    def _enumerate_values(
        self,
        operands: Sequence[Numset],
        types: Sequence[int],
        target: Numset,
        target_type: int,
        squares: Mapping[int, int] | None = None,
    ) -> tuple[list[_Expr], int, list[str]]:
        """The same search for the common case (single values, exact target) on plain
        floats and bit masks; only matching expressions are built as ``_Expr``.

        Entries are (value, type mask, leaf mask, postfix). The rules are those of
        ``_combine``, specialised: no ranges, so no range operators.
        """
        n = len(operands)
        k_max = operand_limit(n, self.config.max_operands)
        deadline = time.perf_counter() + self.config.hypothesis_time_limit
        tol = self.config.rel_tolerance
        goal = target.lo
        tbit = 1 << target_type
        masks = {1 << c: 1 << sq for c, sq in (squares or {}).items()}
        slack = tol * max(abs(goal), 1.0)
        table: dict[int, list[tuple[float, int, int, tuple]]] = {}
        hits: list[tuple] = []
        count = 0
        for i, q in enumerate(operands):
            entry = (q.lo, sum(1 << c for c in _classes(types[i])), 1 << i, (i,))
            table[1 << i] = [entry]
            count += 1
            if entry[1] & tbit and abs(entry[0] - goal) <= slack:
                hits.append(entry)
        for size in range(2, k_max + 1):
            top = size == k_max
            for subset in itertools.combinations(range(n), size):
                if time.perf_counter() > deadline:
                    return _as_exprs(hits, operands), count, ["time-budget"]
                mask = sum(1 << i for i in subset)
                out: list[tuple[float, int, int, tuple]] = []
                for left in _proper_subsets(subset):
                    lmask = sum(1 << i for i in left)
                    for av, at, al, ap in table[lmask]:
                        for bv, bt, bl, bp in table[mask ^ lmask]:
                            leaves = (al, bl) if len(ap) == 1 and len(bp) == 1 else None
                            for op, v, t in _scalar_ops(av, at, bv, bt, leaves, masks):
                                count += 1
                                if top:
                                    if t & tbit and abs(v - goal) <= slack:
                                        hits.append((v, t, al | bl, ap + bp + (op,)))
                                    continue
                                entry = (v, t, al | bl, ap + bp + (op,))
                                out.append(entry)
                                if t & tbit and abs(v - goal) <= slack:
                                    hits.append(entry)
                if not top:
                    table[mask] = out
        return _as_exprs(hits, operands), count, []

    # ------------------------------------------------------------------- ILP
    def _ilp(
        self, operands: Sequence[Numset], types: Sequence[int], target_type: int
    ) -> tuple[list[_Expr], int, list[str]]:
        """Enumerate distinct ILP solutions (no-good cuts), then rebuild each expression."""
        import pulp

        n = len(operands)
        k_max = operand_limit(n, self.config.max_operands)
        model = _IlpModel(operands, types, target_type, k_max)
        deadline = time.perf_counter() + self.config.hypothesis_time_limit
        # tiny models: CBC's cut generators and heuristics cost more than they save
        solver = pulp.PULP_CBC_CMD(
            msg=False, timeLimit=self.config.ilp_time_limit, options=["cuts off", "heur off"]
        )
        out: list[_Expr] = []
        limits: list[str] = []
        solves = 0
        while len(out) < self.config.max_solutions:
            if time.perf_counter() > deadline:
                limits.append("time-budget")
                break
            status = model.prob.solve(solver)
            solves += 1
            if pulp.LpStatus[status] != "Optimal":
                if pulp.LpStatus[status] not in ("Infeasible",):
                    limits.append("ilp-time")
                break
            postfix = model.solution()
            model.forbid_current()
            e = _rebuild(postfix, operands, types)
            if e is not None:
                out.append(e)
        else:
            limits.append("solution-cap")
        return out, solves, limits


def _scalar_ops(
    av: float,
    at: int,
    bv: float,
    bt: int,
    leaves: tuple[int, int] | None,
    masks: Mapping[int, int] | None = None,
):
    """The arithmetic steps allowed from two single values (see ``_combine``); ``masks``:
    ``squares`` as bit masks."""
    ordered = leaves is None or leaves[0] < leaves[1]  # commutative on two leaves: text order
    shared = at & bt
    out = []
    if shared and not (negligible((av, av), (bv, bv)) or negligible((bv, bv), (av, av))):
        if ordered and av != 0 and bv != 0:
            out.append(("+", av + bv, shared))
        if bv != 0 and av != bv:
            out.append(("-", av - bv, shared))
    if ordered and av != 1 and bv != 1:
        v = av * bv
        if math.isfinite(v):
            out.append(("*", v, masks[at] if masks and at == bt and at in masks else at ^ bt))
    if bv != 0 and bv != 1 and av != bv:
        v = av / bv
        if math.isfinite(v):
            out.append(("/", v, (bt & ~at) if shared else at))
    return out


def _as_exprs(hits: list[tuple], operands: Sequence[Numset]) -> list[_Expr]:
    out = []
    for v, t, leaves, postfix in hits:
        types = frozenset(k for k in range(t.bit_length()) if t >> k & 1)
        used = frozenset(k for k in range(leaves.bit_length()) if leaves >> k & 1)
        out.append(_Expr(postfix, (v, v), types, False, used))
    return out


def _proper_subsets(subset: tuple[int, ...]) -> list[frozenset[int]]:
    items = list(subset)
    out = []
    for r in range(1, len(items)):
        out.extend(frozenset(c) for c in itertools.combinations(items, r))
    return out


def _order(e: _Expr) -> tuple:
    return (len(e.leaves), len(e.postfix), tuple(str(s) for s in e.postfix))


def _rebuild(postfix: Sequence[int | str], operands: Sequence[Numset], types: Sequence[int]):
    """Evaluate an ILP solution through the same rules as the enumerator."""
    stack: list[_Expr] = []
    for sym in postfix:
        if isinstance(sym, int):
            stack.append(_leaf(sym, operands[sym], types[sym]))
        else:
            b, a = stack.pop(), stack.pop()
            e = _combine(sym, a, b)
            if e is None:
                return None
            stack.append(e)
    return stack[0] if len(stack) == 1 else None


def _justification(target: Numset, operands: Sequence[Numset], e: _Expr, method: str):
    used: list[int] = []
    for s in e.postfix:
        if isinstance(s, int) and s not in used:
            used.append(s)
    remap = {old: new for new, old in enumerate(used)}
    postfix = tuple(remap[s] if isinstance(s, int) else s for s in e.postfix)
    relation = "=" if target.lo == target.hi else "in"
    return Justification(
        hypothesis=target,
        premise=tuple(operands[i] for i in used),
        postfix=postfix + ("H", relation),
        verdict="entails",
        method=method,
        value=e.value,
    )


# ---------------------------------------------------------------- ILP model


@cache
def postfix_patterns(k: int) -> tuple[tuple[str, ...], ...]:
    """Valid postfix patterns with k operands ("o") and k-1 operators ("x"): the stack
    starts empty, an operand pushes, an operator pops two and pushes one, and the
    expression ends with exactly one value (the syntactic constraint family)."""
    out: list[tuple[str, ...]] = []

    def walk(seq: list[str], depth: int, leaves: int) -> None:
        if leaves == k and depth == 1:
            out.append(tuple(seq))
            return
        if leaves < k:
            walk(seq + ["o"], depth + 1, leaves + 1)
        if depth >= 2:
            walk(seq + ["x"], depth - 1, leaves)

    walk([], 0, 0)
    return tuple(out)


def _children(pattern: Sequence[str]) -> dict[int, tuple[int, int]]:
    """Operand access: position of each operator -> positions of its two operands."""
    stack: list[int] = []
    kids: dict[int, tuple[int, int]] = {}
    for pos, sym in enumerate(pattern):
        if sym == "o":
            stack.append(pos)
        else:
            b, a = stack.pop(), stack.pop()
            kids[pos] = (a, b)
            stack.append(pos)
    return kids


class _IlpModel:
    """The PuLP model: binary choice of pattern, operands per leaf, operator per node and
    type classes per node; objective prefers fewer operands, then earlier ones."""

    def __init__(self, operands: Sequence[Numset], types: Sequence[int], target: int, k_max: int):
        import pulp

        self.pulp = pulp
        n = len(operands)
        leaf_classes = [_classes(t) for t in types]
        classes = sorted(set().union(*leaf_classes))
        is_range = [q.lo < q.hi for q in operands]
        prob = pulp.LpProblem("compose", pulp.LpMinimize)
        B = pulp.LpBinary
        self.patterns = [p for k in range(1, k_max + 1) for p in postfix_patterns(k)]
        self.y: list = []
        self.leaf: dict[tuple[int, int, int], object] = {}
        self.op: dict[tuple[int, int, str], object] = {}
        objective = []
        use_count: dict[int, list] = {i: [] for i in range(n)}
        root_types = []
        for pi, pattern in enumerate(self.patterns):
            y = pulp.LpVariable(f"y{pi}", cat=B)
            self.y.append(y)
            objective.append(1000 * pattern.count("o") * y)
            tau: dict[tuple[int, int], object] = {}
            rng: dict[int, object] = {}
            for pos, sym in enumerate(pattern):
                for c in classes:
                    tau[pos, c] = pulp.LpVariable(f"t{pi}_{pos}_{c}", cat=B)
                    prob += tau[pos, c] <= y
                rng[pos] = pulp.LpVariable(f"r{pi}_{pos}", cat=B)
                if sym == "o":
                    # (1) definitional: one operand per leaf; leaf types follow the operand
                    a = {i: pulp.LpVariable(f"a{pi}_{pos}_{i}", cat=B) for i in range(n)}
                    for i, v in a.items():
                        self.leaf[pi, pos, i] = v
                        use_count[i].append(v)
                        objective.append((i + 1) * v)
                    prob += pulp.lpSum(a.values()) == y
                    for c in classes:
                        prob += tau[pos, c] == pulp.lpSum(a[i] for i in range(n) if c in leaf_classes[i])
                    prob += rng[pos] == pulp.lpSum(a[i] for i in range(n) if is_range[i])
            kids = _children(pattern)
            for pos, (lpos, rpos) in kids.items():
                o = {s: pulp.LpVariable(f"o{pi}_{pos}_{OPERATORS.index(s)}", cat=B) for s in OPERATORS}
                for s, v in o.items():
                    self.op[pi, pos, s] = v
                    objective.append((OPERATORS.index(s) + 1) * 0.01 * v)
                prob += pulp.lpSum(o.values()) == y  # (1) one operator per node
                same = pulp.lpSum(o[s] for s in ("+", "-", *RANGE_OPS))
                # (5) operator consistency: range ops on ranges, arithmetic on values
                for s in RANGE_OPS:
                    prob += o[s] <= rng[lpos]
                    prob += o[s] <= rng[rpos]
                for s in ARITHMETIC:
                    prob += o[s] <= 1 - rng[lpos]
                    prob += o[s] <= 1 - rng[rpos]
                prob += rng[pos] == pulp.lpSum(o[s] for s in RANGE_OPS)
                # (4) type consistency (dimensional analysis on classes)
                z = {c: pulp.LpVariable(f"z{pi}_{pos}_{c}", cat=B) for c in classes}
                w = pulp.LpVariable(f"w{pi}_{pos}", cat=B)  # the operands share a class
                mul, div = o["*"], o["/"]
                for c in classes:
                    lt, rt, t = tau[lpos, c], tau[rpos, c], tau[pos, c]
                    prob += z[c] <= lt
                    prob += z[c] <= rt
                    prob += z[c] >= lt + rt - 1
                    prob += w >= z[c]
                    # + - ∪ ∩ keep the shared classes
                    prob += t <= z[c] + (1 - same)
                    prob += t >= z[c] - (1 - same)
                    # * gives the symmetric difference (XOR)
                    prob += t <= lt + rt + (1 - mul)
                    prob += t >= lt - rt - (1 - mul)
                    prob += t >= rt - lt - (1 - mul)
                    prob += t <= 2 - lt - rt + (1 - mul)
                    # / without a shared class keeps the dividend's classes
                    prob += t >= lt - w - (1 - div)
                    prob += t <= lt + w + (1 - div)
                    # / with a shared class: the divisor's classes minus the dividend's
                    prob += t <= rt + (1 - w) + (1 - div)
                    prob += t <= 1 - lt + (1 - w) + (1 - div)
                    prob += t >= rt - lt - (1 - w) - (1 - div)
                prob += w <= pulp.lpSum(z.values())
                prob += pulp.lpSum(z.values()) >= same
                # (3) operand access + canonical order: a commutative operator on two
                # leaves takes them in text order
                if pattern[lpos] == "o" and pattern[rpos] == "o":
                    li = pulp.lpSum(i * self.leaf[pi, lpos, i] for i in range(n))
                    ri = pulp.lpSum(i * self.leaf[pi, rpos, i] for i in range(n))
                    comm = pulp.lpSum(o[s] for s in COMMUTATIVE)
                    prob += li + 1 <= ri + (n + 1) * (1 - comm)
            root = len(pattern) - 1
            if target in classes:
                root_types.append(tau[root, target])
        prob += pulp.lpSum(self.y) == 1
        for i in range(n):  # (1) each operand at most once
            prob += pulp.lpSum(use_count[i]) <= 1
        # the expression has the hypothesis' type
        prob += pulp.lpSum(root_types) >= 1
        prob += pulp.lpSum(objective)
        self.prob = prob
        self.n = n
        self.cuts = 0

    def _chosen(self) -> list:
        return [v for v in [*self.leaf.values(), *self.op.values()] if (v.varValue or 0) > 0.5]

    def solution(self) -> tuple[int | str, ...]:
        pi = next(k for k, y in enumerate(self.y) if (y.varValue or 0) > 0.5)
        pattern = self.patterns[pi]
        out: list[int | str] = []
        for pos, sym in enumerate(pattern):
            if sym == "o":
                out.append(next(i for i in range(self.n) if (self.leaf[pi, pos, i].varValue or 0) > 0.5))
            else:
                out.append(next(s for s in OPERATORS if (self.op[pi, pos, s].varValue or 0) > 0.5))
        return tuple(out)

    def forbid_current(self) -> None:
        """No-good cut: the same assignment of operands and operators is not allowed again."""
        ones = self._chosen()
        self.cuts += 1
        self.prob += self.pulp.lpSum(ones) <= len(ones) - 1, f"nogood{self.cuts}"
