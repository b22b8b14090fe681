"""Bounds against bounds and points, counts of one described set in one event.

Every combination of a premise quantifier phrase and a hypothesis quantifier phrase
(exact, closed and open lower bounds, closed and open upper bounds), with the
hypothesis number below, equal to, or above the premise number (by at least 2, so the
label does not depend on the draw: for whole-number counts "more than 5" is "at least
6"). The integer edge itself has its own patterns (``bounds/edge-*``). Each phrase
kind has several surface forms, negated ones among them ("not more than", "no fewer
than").
"""

from __future__ import annotations

from collections.abc import Callable

from qreas.suite import oracle as O
from qreas.suite.draw import Draw
from qreas.suite.registry import Pattern, register

# kind -> (surface forms, interval of the count)
PHRASES: dict[str, tuple[tuple[str, ...], Callable[[int], O.Interval]]] = {
    "exactly": (("exactly {}", "{}", "precisely {}"), O.exactly),
    "at-least": (("at least {}", "no fewer than {}", "not fewer than {}", "a minimum of {}"), O.at_least),
    "more-than": (("more than {}", "over {}", "upwards of {}"), O.more_than),
    "at-most": (("at most {}", "no more than {}", "not more than {}", "up to {}"), O.at_most),
    "fewer-than": (("fewer than {}", "under {}", "less than {}"), O.fewer_than),
}
# hypothesis number m relative to premise number n
BUCKETS: dict[str, Callable[[Draw, int], int]] = {
    "lower": lambda d, n: d.number("m", 2, n - 2),
    "equal": lambda d, n: d.value("m", n),  # type: ignore[return-value]
    "higher": lambda d, n: d.number("m", n + 2, 3 * n),
}
TEMPLATE = "{holder} {verb} {pq} {noun}."


def _drawer(pk: str, hk: str, bucket: str) -> Callable[[Draw], O.Label | None]:
    def draw(d: Draw) -> O.Label | None:
        d.counted()
        n = d.number("n", 6, 900)
        m = BUCKETS[bucket](d, n)
        d.text("pq", d.rng.choice(PHRASES[pk][0]).format(d.slots["n"]))
        d.text("hq", d.rng.choice(PHRASES[hk][0]).format(d.slots["m"]))
        return O.count_label(PHRASES[pk][1](n), PHRASES[hk][1](m))

    return draw


def _register_all() -> None:
    for pk, (_, pf) in PHRASES.items():
        for hk, (_, hf) in PHRASES.items():
            if pk == hk == "exactly":
                continue  # point against point: phenomenon exact-values
            for bucket in BUCKETS:
                n = 50
                m = {"lower": 40, "equal": 50, "higher": 60}[bucket]
                label = O.count_label(pf(n), hf(m))
                pid = f"bounds/{pk}-vs-{hk}-{bucket}"
                tmpl_h = "{holder} {verb} {hq} {noun}."
                register(Pattern(pid, "bounds", label, TEMPLATE, tmpl_h, _drawer(pk, hk, bucket)))


_register_all()


# --- the integer edge: "more than n" is "at least n + 1" for counts ----------------------


def _edge(pk: str, hk: str, delta: int, label: O.Label, name: str) -> None:
    def draw(d: Draw) -> O.Label | None:
        d.counted()
        n = d.number("n", 6, 900)
        d.value("m", n + delta)
        d.text("pq", d.rng.choice(PHRASES[pk][0]).format(d.slots["n"]))
        d.text("hq", d.rng.choice(PHRASES[hk][0]).format(d.slots["m"]))
        return O.count_label(PHRASES[pk][1](n), PHRASES[hk][1](n + delta))

    register(Pattern(f"bounds/edge-{name}", "bounds", label, TEMPLATE, "{holder} {verb} {hq} {noun}.", draw))


_edge("more-than", "at-least", 1, "entailment", "more-than-n-is-at-least-n-plus-1")
_edge("at-least", "more-than", -1, "entailment", "at-least-n-is-more-than-n-minus-1")
_edge("fewer-than", "at-most", -1, "entailment", "fewer-than-n-is-at-most-n-minus-1")
_edge("more-than", "at-most", 1, "neutral", "more-than-n-vs-at-most-n-plus-1")
_edge("more-than", "fewer-than", 2, "neutral", "more-than-n-vs-fewer-than-n-plus-2")
_edge("more-than", "fewer-than", 1, "contradiction", "more-than-n-vs-fewer-than-n-plus-1")
_edge("exactly", "fewer-than", 1, "entailment", "n-is-fewer-than-n-plus-1")
_edge("exactly", "more-than", 0, "contradiction", "n-is-not-more-than-n")
