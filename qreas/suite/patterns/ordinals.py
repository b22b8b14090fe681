"""Ordinals and their cardinal consequences: finishing positions and ranks in a list.

Readings (documented decisions):
- A position is a place in a strict order with no ties: "Alice finished third" says
  exactly two finished ahead of her (every place is held by one participant), so
  "finished first" is "won" and no one can hold two places.
- "third of 12 runners" / "third out of 12 runners" gives the field: 12 ranked in all,
  so 12 - 3 finished behind; "last of 12" is twelfth. Without the field size, the number
  behind is unknown (neutral), but the field has at least as many as the position.
- A bare numeral is exact (oracle convention): "two runners finished ahead" is exactly
  two. Small counts are written in words, as a text would ("two runners", "no runners").
- "in the top five" is "position <= 5".
"""

from __future__ import annotations

from dataclasses import dataclass

from qreas.suite import oracle as O
from qreas.suite import render
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern


@dataclass(frozen=True)
class Context:
    event: str
    pl: str  # the participants
    sg: str
    placed: tuple[str, ...]  # "finished", "came" ...: followed by the ordinal
    ahead: tuple[str, str]  # (after one, after several): "finished ahead of"
    behind: tuple[str, str]
    between: tuple[str, str]
    race: bool  # a contest with a winner ("won the race", "took part in")


def _race(event: str, sg: str, pl: str) -> Context:
    return Context(
        event,
        pl,
        sg,
        ("finished", "came", "placed"),
        ("finished ahead of", "finished ahead of"),
        ("finished behind", "finished behind"),
        ("finished between", "finished between"),
        True,
    )


def _ranking(event: str, sg: str, pl: str) -> Context:
    return Context(
        event,
        pl,
        sg,
        ("was ranked",),
        ("was ranked above", "were ranked above"),
        ("was ranked below", "were ranked below"),
        ("was ranked between", "were ranked between"),
        False,
    )


CONTEXTS = (
    _race("the race", "runner", "runners"),
    _race("the marathon", "runner", "runners"),
    _race("the swimming race", "swimmer", "swimmers"),
    _race("the cycling race", "cyclist", "cyclists"),
    _race("the ski race", "skier", "skiers"),
    _race("the triathlon", "athlete", "athletes"),
    _race("the cooking contest", "contestant", "contestants"),
    _ranking("the class", "student", "students"),
    _ranking("the graduating class", "student", "students"),
    _ranking("the final standings", "competitor", "competitors"),
)


def _context(d: Draw, race_only: bool = False) -> Context:
    c = d.rng.choice([c for c in CONTEXTS if c.race or not race_only])
    d.text("event", c.event)
    d.text("part", c.pl)
    d.text("placed", d.rng.choice(c.placed))
    return c


def _count(n: int, c: Context) -> str:
    """ "no runners", "one runner", "two runners", "14 runners"."""
    if n == 0:
        return f"no {c.pl}"
    word = render.words(n) if n <= 10 else render.digits(n)
    return f"{word} {c.sg if n == 1 else c.pl}"


def _relation(d: Draw, name: str, n: int, c: Context, which: str) -> None:
    """Slot ``name``: "two runners finished ahead of" (the verb agrees with the count)."""
    verb = getattr(c, which)[0 if n == 1 else 1]
    d.text(name, f"{_count(n, c)} {verb}")


def _position(d: Draw, name: str, lo: int, hi: int) -> int:
    k = d.number(name, lo, hi)
    d.text(name, render.ordinal(k))
    return k


def _exact(n: int, m: int) -> O.Label:
    return O.value_label(O.exactly(n), O.exactly(m))


PLACED = "{a} {placed} {k} in {event}."


@pattern("ordinals", "entailment", PLACED, "{rel} {a}.")
def position_gives_number_ahead_entails(d: Draw) -> O.Label:
    c = _context(d)
    d.person("a")
    k = _position(d, "k", 1, 15)
    m = d.value("m", k - 1)
    _relation(d, "rel", int(m), c, "ahead")
    return _exact(k - 1, int(m))


@pattern("ordinals", "contradiction", PLACED, "{rel} {a}.")
def position_wrong_number_ahead_contradicts(d: Draw) -> O.Label:
    c = _context(d)
    d.person("a")
    k = _position(d, "k", 2, 15)
    m = d.number("m", max(0, k - 4), k + 2)
    if m == k - 1:
        raise Redraw("right number drawn")
    _relation(d, "rel", m, c, "ahead")
    return _exact(k - 1, m)


@pattern("ordinals", "neutral", PLACED, "{rel} {a}.")
def position_without_field_number_behind_neutral(d: Draw) -> O.Label:
    c = _context(d)
    d.person("a")
    _position(d, "k", 1, 15)
    m = d.number("m", 1, 12)
    _relation(d, "rel", m, c, "behind")
    return O.value_label(O.at_least(0), O.exactly(m))  # the field size is not given


FIELD_P = "{a} {placed} {k} {of} {n} {part} in {event}."


def _field(d: Draw, c: Context, lo_behind: int = 1) -> tuple[int, int]:
    d.person("a")
    d.choice("of", ("of", "out of"))
    n = d.number("n", 3, 30)
    k = _position(d, "k", 1, n - lo_behind)
    return k, n


@pattern("ordinals", "entailment", FIELD_P, "{rel} {a}.")
def position_in_field_gives_number_behind_entails(d: Draw) -> O.Label:
    c = _context(d)
    k, n = _field(d, c, lo_behind=0)
    m = d.value("m", n - k)
    _relation(d, "rel", int(m), c, "behind")
    return _exact(n - k, int(m))


@pattern("ordinals", "contradiction", FIELD_P, "{rel} {a}.")
def position_in_field_wrong_number_behind_contradicts(d: Draw) -> O.Label:
    c = _context(d)
    k, n = _field(d, c)
    m = d.number("m", max(1, n - k - 3), n - k + 3)
    if m == n - k:
        raise Redraw("right number drawn")
    _relation(d, "rel", m, c, "behind")
    return _exact(n - k, m)


@pattern("ordinals", "entailment", "{a} {placed} last of {n} {part} in {event}.", PLACED)
def last_of_field_is_nth_entails(d: Draw) -> O.Label:
    _context(d)
    d.person("a")
    n = d.number("n", 3, 30)
    k = d.value("k", n)
    d.text("k", render.ordinal(int(k)))
    return _exact(n, int(k))


@pattern("ordinals", "contradiction", PLACED, "{a} {placed} {j} in {event}.")
def two_positions_contradict(d: Draw) -> O.Label:
    _context(d)
    d.person("a")
    k = _position(d, "k", 1, 12)
    j = _position(d, "j", max(1, k - 3), k + 3)
    if j == k:
        raise Redraw("same position")
    return _exact(k, j)


# --- winning and the top of the order (contests with a winner) -------------------------


@pattern("ordinals", "entailment", "{a} {placed} first in {event}.", "{a} won {event}.")
def first_is_won_entails(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    return _exact(1, int(d.value("k", 1)))  # position 1 is winning


@pattern("ordinals", "entailment", "{a} won {event}.", "No {part} finished ahead of {a}.")
def winner_has_no_one_ahead_entails(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    return _exact(0, int(d.value("m", 0)))


@pattern("ordinals", "contradiction", PLACED, "{a} won {event}.")
def not_first_did_not_win_contradicts(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    k = _position(d, "k", 2, 15)
    return _exact(k, 1)


@pattern("ordinals", "entailment", PLACED, "{a} {placed} in the top {m} in {event}.")
def position_within_top_entails(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    k = _position(d, "k", 1, 10)
    m = d.number("m", max(k, 2), 10)
    d.text("m", render.words(m))
    return O.value_label(O.exactly(k), O.at_most(m))


@pattern("ordinals", "contradiction", PLACED, "{a} {placed} in the top {m} in {event}.")
def position_outside_top_contradicts(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    k = _position(d, "k", 3, 15)
    m = d.number("m", 2, min(k - 1, 10))  # "the top five", not "the top fourteen"
    d.text("m", render.words(m))
    return O.value_label(O.exactly(k), O.at_most(m))


@pattern("ordinals", "entailment", PLACED, "At least {m} {part} took part in {event}.")
def position_bounds_field_below_entails(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    k = _position(d, "k", 2, 15)
    m = d.number("m", 2, k)
    return O.value_label(O.at_least(k), O.at_least(m))  # the field holds places 1..k


@pattern("ordinals", "neutral", PLACED, "More than {m} {part} took part in {event}.")
def position_does_not_bound_field_above_neutral(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    k = _position(d, "k", 2, 15)
    m = d.number("m", k, k + 10)
    return O.value_label(O.at_least(k), O.more_than(m))


@pattern("ordinals", "contradiction", PLACED, "Fewer than {m} {part} took part in {event}.")
def field_smaller_than_position_contradicts(d: Draw) -> O.Label:
    _context(d, race_only=True)
    d.person("a")
    k = _position(d, "k", 3, 15)
    m = d.number("m", 2, k)
    return O.value_label(O.at_least(k), O.fewer_than(m))


# --- two people in the same order ------------------------------------------------------

TWO_P = "{a} {placed} {k} and {b} {placed} {j} in {event}."


def _two(d: Draw) -> tuple[Context, int, int]:
    c = _context(d)
    d.person("a")
    d.person("b")
    k = _position(d, "k", 1, 12)
    j = _position(d, "j", k + 1, k + 8)
    return c, k, j


@pattern("ordinals", "entailment", TWO_P, "{rel} {a} and {b}.")
def two_positions_number_between_entails(d: Draw) -> O.Label:
    """Places strictly between k and j: j - k - 1 of them (none when adjacent)."""
    c, k, j = _two(d)
    m = d.value("m", j - k - 1)
    _relation(d, "rel", int(m), c, "between")
    return _exact(j - k - 1, int(m))


@pattern("ordinals", "entailment", TWO_P, "{a} {ahead} {b}.")
def two_positions_order_entails(d: Draw) -> O.Label:
    c, k, j = _two(d)
    d.text("ahead", c.ahead[0])
    return O.value_label(O.exactly(k), O.fewer_than(j))  # a's place is before b's


@pattern("ordinals", "contradiction", TWO_P, "{b} {ahead} {a}.")
def two_positions_reversed_order_contradicts(d: Draw) -> O.Label:
    c, k, j = _two(d)
    d.text("ahead", c.ahead[0])
    return O.value_label(O.exactly(j), O.fewer_than(k))  # b's place is before a's?


# --- another participant's place --------------------------------------------------------


@pattern("ordinals", "neutral", PLACED, "{b} {placed} {j} in {event}.")
def other_participant_other_place_neutral(d: Draw) -> O.Label:
    _context(d)
    d.person("a")
    d.person("b")
    k = _position(d, "k", 1, 12)
    j = _position(d, "j", max(1, k - 4), k + 4)
    if j == k:
        raise Redraw("same place")
    # b holds some place other than k: j is one of the open ones
    return O.value_label(O.Interval(1, O.INF, whole=True), O.exactly(j))


@pattern("ordinals", "contradiction", PLACED, "{b} {placed} {j} in {event}.")
def other_participant_same_place_contradicts(d: Draw) -> O.Label:
    """No ties: a place is held by one participant, so b cannot hold a's place. Races
    only: class rankings share places more often ("joint ninth")."""
    _context(d, race_only=True)
    d.person("a")
    d.person("b")
    k = _position(d, "k", 1, 15)
    j = int(d.value("j", k))
    d.text("j", render.ordinal(j))
    # b's place is any place but a's: a hypothesis naming a's place is false, any other open
    return O.CONTRADICTION if j == k else O.NEUTRAL
