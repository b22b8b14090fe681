"""Sums of two or three premise quantities, with and without the words that license them.

Readings (documented decisions):
- Bare numerals are exact (oracle convention), so "Alice has 12 goats and Ben has 7
  goats" fixes each count; the total of the people or days the premise names is their
  sum, and only a hypothesis that asks for the total gets it.
- Licensing words ("in all", "altogether", "in total", "combined", "together",
  "between them", "over the two days") restrict the total to the parts the premise
  names: "Alice has 12 goats and Ben has 7" / "Alice and Ben have 19 goats in all" is
  entailment. With days the licensing phrase names the days ("over the two days", "on
  those two days in all"), since a bare "in all" could total over every day.
  "together" is used only with "have" (possession), where the joint-action reading
  ("bought them together") does not arise.
- Without a licensing word, a hypothesis that gives the sum to ONE named part ("Alice
  has 19 goats", "sold 19 goats on Tuesday") contradicts the exact count of that part;
  given to a part the premise does not mention ("Carla has 19 goats", "on Wednesday")
  it is neutral. "Alice and Ben have 19 goats" without a licensing word is avoided: it
  has a cumulative and a distributive reading (Scha 1981), so no single label.
- Sums across nouns under a hypernym ("12 apples and 5 pears" -> fruits): a premise
  that lists some members does not say there were no other members, so the hypernym
  count is only bounded below by the sum (upward monotone restrictor, oracle
  ``reachable(..., "wider")``); the exact total follows only when the premise closes the
  list ("12 apples, 5 pears and no other fruits").
- Counts in this module are at least 2, so every noun is plural.
"""

from __future__ import annotations

from qreas.suite import oracle as O
from qreas.suite.draw import Draw, Redraw
from qreas.suite.registry import pattern

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# Days are not a closed set the way named people are: "sold 19 goats in all" could be
# read as over all time, so the total is tied to the two days the premise names.
DAY_TOTAL = (
    "over the two days",
    "on the two days combined",
    "on those two days in all",
    "in total on those two days",
    "across the two days",
)
PEOPLE_TOTAL = ("together", "in all", "altogether", "in total", "combined", "between them")
HYPER_TOTAL = ("in all", "altogether", "in total")
NO_HYPERNYM_PLURAL = ("furniture",)  # mass hypernym: "17 furniture" is not English
STATIVE_VERBS = ("kept", "grew", "raised", "stocked", "displayed")  # odd with "on Monday"


def _days(d: Draw) -> str:
    """Two days in order of the week plus an unmentioned third; slots day1, day2, day3."""
    i, j, k = sorted(d.rng.sample(range(7), 3))
    order = [i, j, k]
    d.rng.shuffle(order)
    a, b = sorted(order[:2])
    d.text("day1", DAYS[a])
    d.text("day2", DAYS[b])
    return d.text("day3", DAYS[order[2]])


def _two_day_sale(d: Draw) -> tuple[int, int]:
    cls, _ = d.counted()
    verbs = [v for v in cls.verbs_for(d.slots["holder"]) if v not in STATIVE_VERBS]
    if not verbs:
        raise Redraw("a holder whose verbs are all stative")
    d.choice("verb", verbs)
    _days(d)
    return d.number("n", 2, 90), d.number("m", 2, 90)


def _wrong(d: Draw, name: str, total: int) -> int:
    """A total that is not ``total``: off by a little, or one of the common slips."""
    t = d.number(name, max(2, total - 15), total + 15)
    if t == total:
        raise Redraw("the wrong total came out right")
    return t


DAY_P = "{holder} {verb} {n} {noun} on {day1} and {m} on {day2}."


@pattern("sums", "entailment", DAY_P, "{holder} {verb} {t} {noun} {lic}.")
def two_days_total_entails(d: Draw) -> O.Label:
    n, m = _two_day_sale(d)
    d.choice("lic", DAY_TOTAL)
    return O.value_label(O.exactly(n + m), O.exactly(d.value("t", n + m)))


@pattern("sums", "contradiction", DAY_P, "{holder} {verb} {t} {noun} {lic}.")
def two_days_wrong_total_contradicts(d: Draw) -> O.Label:
    n, m = _two_day_sale(d)
    d.choice("lic", DAY_TOTAL)
    return O.value_label(O.exactly(n + m), O.exactly(_wrong(d, "t", n + m)))


@pattern("sums", "entailment", DAY_P, "{holder} {verb} more than {x} {noun} {lic}.")
def two_days_total_above_bound_entails(d: Draw) -> O.Label:
    n, m = _two_day_sale(d)
    d.choice("lic", DAY_TOTAL)
    x = d.number("x", max(n, m), n + m - 1)
    return O.value_label(O.exactly(n + m), O.more_than(x))


@pattern("sums", "contradiction", DAY_P, "{holder} {verb} {t} {noun} on {day2}.")
def sum_given_to_one_day_contradicts(d: Draw) -> O.Label:
    n, m = _two_day_sale(d)
    return O.value_label(O.exactly(m), O.exactly(d.value("t", n + m)))


@pattern("sums", "neutral", DAY_P, "{holder} {verb} {t} {noun} on {day3}.")
def sum_given_to_unmentioned_day_neutral(d: Draw) -> O.Label:
    n, m = _two_day_sale(d)
    d.value("t", n + m)
    return O.value_label(O.at_least(0), O.exactly(n + m))  # day3's sales: not stated


PEOPLE2_P = "{a} has {n} {noun} and {b} has {m}."


def _two_people(d: Draw) -> tuple[int, int]:
    d.counted(by_person=True)
    d.person("a")
    d.person("b")
    return d.number("n", 2, 60), d.number("m", 2, 60)


@pattern("sums", "entailment", PEOPLE2_P, "{a} and {b} have {t} {noun} {lic}.")
def two_people_total_entails(d: Draw) -> O.Label:
    n, m = _two_people(d)
    d.choice("lic", PEOPLE_TOTAL)
    return O.value_label(O.exactly(n + m), O.exactly(d.value("t", n + m)))


@pattern("sums", "contradiction", PEOPLE2_P, "{a} has {t} {noun}.")
def sum_given_to_one_person_contradicts(d: Draw) -> O.Label:
    n, m = _two_people(d)
    return O.value_label(O.exactly(n), O.exactly(d.value("t", n + m)))


@pattern("sums", "neutral", PEOPLE2_P, "{c} has {t} {noun}.")
def sum_given_to_unmentioned_person_neutral(d: Draw) -> O.Label:
    n, m = _two_people(d)
    d.person("c")
    d.value("t", n + m)
    return O.value_label(O.at_least(0), O.exactly(n + m))  # c's count: not stated


PEOPLE3_P = "{a} has {n} {noun}, {b} has {m} and {c} has {k}."


def _three_people(d: Draw) -> tuple[int, int, int]:
    d.counted(by_person=True)
    for slot in ("a", "b", "c"):
        d.person(slot)
    return d.number("n", 2, 50), d.number("m", 2, 50), d.number("k", 2, 50)


@pattern("sums", "entailment", PEOPLE3_P, "{a}, {b} and {c} have {t} {noun} {lic}.")
def three_people_total_entails(d: Draw) -> O.Label:
    n, m, k = _three_people(d)
    d.choice("lic", PEOPLE_TOTAL)
    return O.value_label(O.exactly(n + m + k), O.exactly(d.value("t", n + m + k)))


@pattern("sums", "contradiction", PEOPLE3_P, "{a}, {b} and {c} have {t} {noun} {lic}.")
def three_people_total_of_two_contradicts(d: Draw) -> O.Label:
    """The total of only two of the three people, given as the total of all three."""
    n, m, k = _three_people(d)
    d.choice("lic", PEOPLE_TOTAL)
    return O.value_label(O.exactly(n + m + k), O.exactly(d.value("t", n + m)))


@pattern("sums", "entailment", PEOPLE3_P, "{a} and {b} have {t} {noun} {lic}.")
def subset_total_entails(d: Draw) -> O.Label:
    """A total over two of the three: the licensing word restricts it to those named."""
    n, m, k = _three_people(d)
    d.choice("lic", PEOPLE_TOTAL)
    return O.value_label(O.exactly(n + m), O.exactly(d.value("t", n + m)))


@pattern("sums", "contradiction", PEOPLE3_P, "{a} and {b} have {t} {noun} {lic}.")
def subset_given_all_three_contradicts(d: Draw) -> O.Label:
    """The total of all three, given as the total of two of them."""
    n, m, k = _three_people(d)
    d.choice("lic", PEOPLE_TOTAL)
    return O.value_label(O.exactly(n + m), O.exactly(d.value("t", n + m + k)))


# --- sums across co-hyponyms, counted under their hypernym -------------------------------


def _two_kinds(d: Draw) -> tuple[int, int]:
    cls, noun = d.counted(cls=d.noun_class(exclude=NO_HYPERNYM_PLURAL))
    d.sibling("noun2", cls, [noun])
    return d.number("n", 2, 90), d.number("m", 2, 90)


KINDS_P = "{holder} {verb} {n} {noun} and {m} {noun2}."
CLOSED_P = "{holder} {verb} {n} {noun}, {m} {noun2} and no other {hyper}."


@pattern("sums", "entailment", CLOSED_P, "{holder} {verb} {t} {hyper} {lic}.")
def hypernym_total_of_closed_list_entails(d: Draw) -> O.Label:
    n, m = _two_kinds(d)
    d.choice("lic", HYPER_TOTAL)
    return O.count_label(O.exactly(n + m), O.exactly(d.value("t", n + m)))


@pattern("sums", "contradiction", CLOSED_P, "{holder} {verb} {t} {hyper} {lic}.")
def hypernym_wrong_total_of_closed_list_contradicts(d: Draw) -> O.Label:
    n, m = _two_kinds(d)
    d.choice("lic", HYPER_TOTAL)
    return O.count_label(O.exactly(n + m), O.exactly(_wrong(d, "t", n + m)))


@pattern("sums", "entailment", KINDS_P, "{holder} {verb} at least {t} {hyper}.")
def hypernym_open_list_at_least_sum_entails(d: Draw) -> O.Label:
    n, m = _two_kinds(d)
    return O.count_label(O.exactly(n + m), O.at_least(d.value("t", n + m)), restrictor="wider")


@pattern("sums", "neutral", KINDS_P, "{holder} {verb} more than {t} {hyper}.")
def hypernym_open_list_more_than_sum_neutral(d: Draw) -> O.Label:
    """Other members of the class may have been sold too, or not."""
    n, m = _two_kinds(d)
    return O.count_label(O.exactly(n + m), O.more_than(d.value("t", n + m)), restrictor="wider")


@pattern("sums", "contradiction", KINDS_P, "{holder} {verb} fewer than {t} {hyper}.")
def hypernym_open_list_fewer_than_sum_contradicts(d: Draw) -> O.Label:
    n, m = _two_kinds(d)
    t = d.number("t", max(n, m) + 1, n + m)
    return O.count_label(O.exactly(n + m), O.fewer_than(t), restrictor="wider")
