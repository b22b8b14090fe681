"""Generators of hostile input for the fuzz test (used by tests/test_robustness.py and
by the long run: ``QREAS_FUZZ_N=100000 python -m pytest tests/test_robustness.py -k fuzz``).
Deterministic for a given seed."""

from __future__ import annotations

import random

TEMPLATES = (
    "{n} {u} were killed in {p} on {d}.",
    "The company paid ${n} {m} for {n2} {u}.",
    "About {n} {u} and more than {n2} {u2} joined, up {n3}% from {y}.",
    "Between {n} and {n2} {u} left; {f} of them returned.",
    "Sam had {n} {u} and his dad gave him {n2} more {u}.",
    "Each of the {n} {u} has {n2} {u2}, so there are {n3} {u2} in total.",
    "{n} {u} , {n2} {u2} , {n3} , {n} {u} at {n2}:{n3} a.m. on {d}",
)
UNITS = ("soldiers", "apples", "km", "dollars", "people", "%", "miles per hour", "kg", "cars")
ODD = ("1e400", "NaN", "inf", "-inf", "0", "-0", "1,000,000,000,000,000,000", "½", "3/0",
       "twenty-five", "a dozen", "9/11", "1st", "1990s", "555-1234", "10:30", "∞", "٣", "Ⅻ")  # fmt: skip
SYMBOLS = "$€£¥%‰~^*+=<>|\\/@#&!?.,;:'\"()[]{}-–—…•§¶"


def _number(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.2:
        return rng.choice(ODD)
    if r < 0.5:
        return str(rng.randint(-10, 10**6))
    if r < 0.7:
        return f"{rng.uniform(-1e6, 1e12):.{rng.randint(0, 4)}f}"
    return rng.choice(("one", "two", "hundred", "thousand", "million", "half", "a third"))


def templated(rng: random.Random) -> str:
    return rng.choice(TEMPLATES).format(
        n=_number(rng), n2=_number(rng), n3=_number(rng), u=rng.choice(UNITS),
        u2=rng.choice(UNITS), p=rng.choice(("Baghdad", "Paris", "")),
        d=rng.choice(("July 7", "the 16th of November", "2008")), m=rng.choice(("million", "bn", "")),
        y=rng.choice(("1999", "last year")), f=rng.choice(("half", "a quarter", "one in three")),
    )  # fmt: skip


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 8)):
        op = rng.random()
        pos = rng.randint(0, len(chars)) if chars else 0
        if op < 0.3:
            chars.insert(pos, rng.choice(SYMBOLS))
        elif op < 0.5 and chars:
            del chars[min(pos, len(chars) - 1)]
        elif op < 0.7:
            chars[pos:pos] = list(" " + _number(rng) + " ")
        elif op < 0.85:
            chars.insert(pos, chr(rng.randint(0x80, 0x2FFF)))
        else:
            chars[pos:pos] = list(" " + rng.choice(ODD) + " ")
    return "".join(chars)


def hostile(rng: random.Random) -> str:
    """One hostile sentence."""
    r = rng.random()
    if r < 0.05:
        return ""
    if r < 0.1:
        return " ".join(_number(rng) for _ in range(rng.randint(50, 400)))  # many numbers
    if r < 0.13:
        return ("very " * rng.randint(100, 2000)) + "many 5 apples"  # very long
    if r < 0.2:
        return (
            "".join(chr(rng.randint(1, 0x10FFFF)) for _ in range(rng.randint(1, 60)))
            .encode("utf-8", "replace")
            .decode("utf-8", "replace")
        )
    if r < 0.25:
        return " ".join([rng.choice(("5", "apples", "more", "than", "$"))] * rng.randint(1, 300))
    base = templated(rng)
    return mutate(base, rng) if rng.random() < 0.6 else base


def pairs(n: int, seed: int = 0) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        p = hostile(rng)
        h = mutate(p, rng) if rng.random() < 0.5 else hostile(rng)
        out.append((p, h))
    return out


NUMBER_UNITS = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n: int) -> list[str]:
    """English words for 0 <= n < 10**9 (a test oracle)."""
    if n == 0:
        return ["zero"]
    out: list[str] = []
    for scale, name in ((10**6, "million"), (1000, "thousand"), (1, "")):
        part, n = divmod(n, scale)
        if not part:
            continue
        h, rest = divmod(part, 100)
        if h:
            out += [NUMBER_UNITS[h], "hundred"]
        if rest >= 20:
            out += [TENS[rest // 10]] + ([NUMBER_UNITS[rest % 10]] if rest % 10 else [])
        elif rest >= 10:
            out.append(TEENS[rest - 10])
        elif rest:
            out.append(NUMBER_UNITS[rest])
        if name:
            out.append(name)
    return out
