"""AENLI-style exhaustive grammar of counting quantifiers (Geiger & Tran): one pattern for
every combination of

- the quantifier, the same on both sides: at least, at most, exactly, more than,
  fewer than;
- the hypothesis number against the premise number: lower (by at least 2), equal,
  higher (by at least 2), so that the integer edge never decides the label;
- the hypothesis noun against the premise noun: the same, narrower (an intersective
  adjective added: "goats" -> "black goats"), wider (the adjective dropped);
- the hypothesis negated ("It is not true that ...") or not.

The label is ``count_label`` (restrictor monotonicity) and ``negate`` for the negated
hypothesis. A combination is registered only if its label is the same for every
number in its bucket: the registration checks it on a grid of numbers and leaves out
the rest (with these buckets none is left out, which the tests check).
"""

from __future__ import annotations

from collections.abc import Callable

from qreas.suite import oracle as O
from qreas.suite.draw import Draw
from qreas.suite.registry import Pattern, register
from qreas.suite.words import modifiers, phrase

PH = "quantifier-grammar"
QUANTIFIERS: dict[str, Callable[[int], O.Interval]] = {
    "at-least": O.at_least,
    "at-most": O.at_most,
    "exactly": O.exactly,
    "more-than": O.more_than,
    "fewer-than": O.fewer_than,
}
BUCKETS: dict[str, Callable[[Draw, int], int]] = {
    "lower": lambda d, n: d.number("m", 2, n - 2),
    "equal": lambda d, n: d.value("m", n),  # type: ignore[return-value]
    "higher": lambda d, n: d.number("m", n + 2, 3 * n),
}
NOUNS = {  # (premise noun slot, hypothesis noun slot, restrictor relation)
    "same": ("{noun}", "{noun}", "same"),
    "narrower": ("{noun}", "{adj} {noun}", "narrower"),
    "wider": ("{adj} {noun}", "{noun}", "wider"),
}
NEGATION = {"plain": "{claim}.", "negated": "it is not true that {claim}."}


def _label(q: str, n: int, m: int, noun: str, neg: str) -> O.Label:
    f = QUANTIFIERS[q]
    label = O.count_label(f(n), f(m), restrictor=NOUNS[noun][2])
    return O.negate(label) if neg == "negated" else label


def _fixed_label(q: str, bucket: str, noun: str, neg: str) -> O.Label | None:
    """The label if every (n, m) of the bucket on a grid gives the same one, else None."""
    seen = set()
    for n in (6, 7, 10, 25, 100):
        ms = {"lower": range(2, n - 1), "equal": [n], "higher": range(n + 2, 3 * n + 1)}[bucket]
        seen.update(_label(q, n, m, noun, neg) for m in ms)
    return seen.pop() if len(seen) == 1 else None


def _drawer(q: str, bucket: str, noun: str, neg: str) -> Callable[[Draw], O.Label | None]:
    def draw(d: Draw) -> O.Label | None:
        cls, _ = d.counted()
        d.choice("adj", modifiers()[cls.name])
        n = d.number("n", 6, 900)
        m = BUCKETS[bucket](d, n)
        phrase(d, "pq", q, d.slots["n"])
        phrase(d, "hq", q, d.slots["m"])
        while neg == "negated" and d.slots["hq"].startswith("not "):  # no "not true that ... not"
            phrase(d, "hq", q, d.slots["m"])
        return _label(q, n, m, noun, neg)

    return draw


def _register_all() -> None:
    for q in QUANTIFIERS:
        for bucket in BUCKETS:
            for noun, (pn, hn) in ((k, v[:2]) for k, v in NOUNS.items()):
                for neg, frame in NEGATION.items():
                    label = _fixed_label(q, bucket, noun, neg)
                    if label is None:
                        continue
                    premise = "{holder} {verb} {pq} " + pn + "."
                    hypothesis = frame.format(claim="{holder} {verb} {hq} " + hn)
                    pid = f"{PH}/{q}-{bucket}-{noun}-{neg}"
                    register(Pattern(pid, PH, label, premise, hypothesis, _drawer(q, bucket, noun, neg)))


_register_all()
