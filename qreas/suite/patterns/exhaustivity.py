"""Exhaustivity: "only", "the only ... were", a closed list ("The team has 5 players: A,
B, C, D and E"), a closed base ("Of the 30 students, all passed"). When the premise
closes the set, another member of the same class is ruled out (contradiction) and the
total of the listed parts is the total; without the closing word the same hypotheses
are neutral.

Readings: "only X and Y" asserts that X and Y and no alternative of the same class are
in the set (Horn 1969; Rooth 1985), with its prejacent ("X ...") entailed. Members of
one noun class are disjoint kinds (a goat is not a pig), so counts of listed kinds add
up. Distinct first names name distinct people. "Of the N A, K B" fixes a closed group
of N, so the rest, N - K, did not B; "K of the A B" without the base leaves the rest
open. A list after "has N members:" is the whole membership.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern
from qreas.suite.words import scopes

PH = "exhaustivity"
MASS = ("furniture",)  # hypernyms that take no numeral


def _kinds(d: Draw, counted_hyper: bool = False) -> None:
    """Slots {a}, {b}: two members of a class; {c}: a third member; {holder}, {verb}."""
    cls, a = d.counted(cls=d.noun_class(exclude=MASS if counted_hyper else ()))
    d.slots["a"] = a.pl
    b = d.sibling("b", cls, [a])
    d.sibling("c", cls, [a, b])


@pattern(PH, "contradiction", "{holder} {verb} only {a} and {b}.", "{holder} {verb} {c}.")
def only_list_excludes_sibling(d: Draw) -> O.Label:
    _kinds(d)
    return O.membership_label([d.slots["a"], d.slots["b"]], True, d.slots["c"])


@pattern(PH, "entailment", "{holder} {verb} only {a} and {b}.", "{holder} {verb} {x}.")
def only_list_member(d: Draw) -> O.Label:
    _kinds(d)
    x = d.choice("x", [d.slots["a"], d.slots["b"]])
    return O.membership_label([d.slots["a"], d.slots["b"]], True, x)


@pattern(PH, "neutral", "{holder} {verb} {a} and {b}.", "{holder} {verb} {c}.")
def open_list_sibling(d: Draw) -> O.Label:
    _kinds(d)
    return O.membership_label([d.slots["a"], d.slots["b"]], False, d.slots["c"])


@pattern(PH, "contradiction", "{a} and {b} were the only {hyper} {holder} {verb}.", "{holder} {verb} {c}.")
def the_only_kinds_exclude_sibling(d: Draw) -> O.Label:
    _kinds(d, True)
    return O.membership_label([d.slots["a"], d.slots["b"]], True, d.slots["c"])


# --- counts of listed kinds ----------------------------------------------------------------

ONLY_COUNTS = "the only {hyper} {holder} {verb} were {n} {a} and {m} {b}."


def _counts(d: Draw) -> int:
    _kinds(d, True)
    return d.number("n", 2, 400) + d.number("m", 2, 400)


@pattern(PH, "entailment", ONLY_COUNTS, "{holder} {verb} {t} {hyper}.")
def only_counts_total(d: Draw) -> O.Label:
    s = _counts(d)
    t = d.value("t", s)
    return O.value_label(O.exactly(s), O.exactly(t))


@pattern(PH, "contradiction", ONLY_COUNTS, "{holder} {verb} {t} {hyper}.")
def only_counts_other_total(d: Draw) -> O.Label:
    s = _counts(d)
    t = d.number("t", max(2, s - 30), s + 30)
    if t == s:
        raise Redraw("the total itself")
    return O.value_label(O.exactly(s), O.exactly(t))


@pattern(PH, "neutral", "{holder} {verb} {n} {a} and {m} {b}.", "{holder} {verb} exactly {t} {hyper}.")
def open_counts_total(d: Draw) -> O.Label:
    """Other kinds may have been sold too: the total is at least the sum, so "exactly"
    the sum does not follow. (A bare "580 vegetables" would: a wider description's
    bare numeral says only that there are that many, see ``oracle``.)"""
    s = _counts(d)
    t = d.value("t", s)
    return O.value_label(O.at_least(s), O.exactly(t))


@pattern(PH, "contradiction", ONLY_COUNTS, "{holder} {verb} {k} {c}.")
def only_counts_sibling(d: Draw) -> O.Label:
    _counts(d)
    k = d.number("k", 2, 400)
    return O.value_label(O.exactly(0), O.exactly(k))


# --- closed memberships -----------------------------------------------------------------------

GROUPS = (  # group, member noun, singular predicate, plural predicate
    ("the committee", "members", "is a member of the committee", "are members of the committee"),
    ("the team", "players", "plays for the team", "play for the team"),
    ("the band", "members", "plays in the band", "play in the band"),
    ("the board", "members", "sits on the board", "sit on the board"),
    ("the crew", "members", "is part of the crew", "are part of the crew"),
)


def _group(d: Draw, listed: int, total: int) -> list[str]:
    """{group}, {members}, {pred_sg}, {pred_pl}, {k}, {names} (``listed`` of them), {x}."""
    g = d.rng.choice(GROUPS)
    d.slots.update(group=g[0], members=g[1], pred_sg=g[2], pred_pl=g[3])
    d.value("k", total)
    names = [d.person(f"p{i}") for i in range(listed)]
    d.text("names", ", ".join(names[:-1]) + " and " + names[-1])
    return names


@pattern(PH, "contradiction", "{group} has {k} {members}: {names}.", "{x} {pred_sg}.")
def closed_list_nonmember(d: Draw) -> O.Label:
    k = d.number("size", 2, 6)
    names = _group(d, k, k)
    x = d.person("x")
    return O.membership_label(names, True, x)


@pattern(PH, "entailment", "{group} has {k} {members}: {names}.", "{x} {pred_sg}.")
def closed_list_member(d: Draw) -> O.Label:
    k = d.number("size", 2, 6)
    names = _group(d, k, k)
    x = d.choice("x", names)
    return O.membership_label(names, True, x)


@pattern(PH, "neutral", "{names} {pred_pl}.", "{x} {pred_sg}.")
def open_list_nonmember(d: Draw) -> O.Label:
    k = d.number("size", 2, 6)
    names = _group(d, k, k)
    x = d.person("x")
    return O.membership_label(names, False, x)


@pattern(PH, "neutral", "{group} has {k} {members}, among them {names}.", "{x} {pred_sg}.")
def partial_list_nonmember(d: Draw) -> O.Label:
    """The list names fewer than the members: someone else is a member."""
    k = d.number("size", 3, 9)
    names = _group(d, d.rng.randint(2, k - 1), k)
    x = d.person("x")
    return O.membership_label(names, len(names) == k, x)


# --- a closed base: "of the N A" ----------------------------------------------------------------


def _base(d: Draw) -> tuple[int, int]:
    d.people("A")
    sc = d.rng.choice(scopes())
    d.slots["B"], d.slots["Bbase"] = sc.past, sc.base
    n = d.number("n", 4, 400)
    return n, d.number("k", 1, n - 1)


@pattern(PH, "contradiction", "of the {n} {A}, all {B}.", "{j} of the {n} {A} did not {Bbase}.")
def of_n_all_none_failed(d: Draw) -> O.Label:
    n, _ = _base(d)
    j = d.number("j", 1, n)
    return O.value_label(O.exactly(0), O.exactly(j))


@pattern(PH, "entailment", "of the {n} {A}, {k} {B}.", "{j} of the {n} {A} did not {Bbase}.")
def of_n_rest_did_not(d: Draw) -> O.Label:
    n, k = _base(d)
    j = d.value("j", n - k)
    return O.value_label(O.exactly(n - k), O.exactly(j))


@pattern(PH, "contradiction", "of the {n} {A}, {k} {B}.", "{j} of the {n} {A} did not {Bbase}.")
def of_n_rest_miscounted(d: Draw) -> O.Label:
    n, k = _base(d)
    j = d.number("j", 1, n)
    if j == n - k:
        raise Redraw("the right remainder")
    return O.value_label(O.exactly(n - k), O.exactly(j))


@pattern(PH, "neutral", "{k} of the {A} {B}.", "{j} of the {A} did not {Bbase}.")
def open_base_rest(d: Draw) -> O.Label:
    """Without the size of the group, how many did not is open."""
    d.people("A")
    sc = d.rng.choice(scopes())
    d.slots["B"], d.slots["Bbase"] = sc.past, sc.base
    d.number("k", 2, 400)
    j = d.number("j", 1, 400)
    return O.value_label(O.at_least(0), O.exactly(j))
