"""The segmenter and quantity parser on whole sentences (spaCy parses them).

Cases are written from the normalisation rules of the spec, with invented sentences.
"""

from __future__ import annotations

import math

import pytest

from qreas import parse_quantities

INF = math.inf


def one(text: str, **kw):
    qs = parse_quantities(text, **kw)
    assert len(qs) == 1, [str(q) for q in qs]
    return qs[0]


@pytest.mark.parametrize(
    "text, lo, hi",
    [
        ("They counted hundred fifty eight thousand votes.", 158000, 158000),
        ("The firm lost 374m pounds last quarter.", 374e6, 374e6),
        ("The deal is worth 1.2bn euros.", 1.2e9, 1.2e9),
        ("It raised 3.2 million dollars.", 3.2e6, 3.2e6),
        ("We sold twenty-five cars.", 25, 25),
        ("She bought a dozen eggs.", 12, 12),
        ("He owns two hundred and fifty sheep.", 250, 250),
        ("The town has 1,430 houses.", 1430, 1430),
        ("The rod is 2.75 meters long.", 2.75, 2.75),
        ("He sold one hundred twenty books.", 120, 120),
        ("They hired 5k workers.", 5000, 5000),
    ],
)
def test_values(text, lo, hi):
    q = one(text)
    assert q.lo == pytest.approx(lo) and q.hi == pytest.approx(hi)


def test_approximation_widens_two_percent():
    q = one("About 90 houses burned.")
    assert (q.lo, q.hi) == (pytest.approx(88.2), pytest.approx(91.8))
    assert q.approximate and q.unit == "house"
    q = one("Nearly 90 houses burned.")  # "nearly": the two per cent below 90
    assert (q.lo, q.hi, q.hi_open) == (pytest.approx(88.2), 90, True)
    assert q.approximate and q.unit == "house"


def test_about_300_soldiers():
    q = one("about 300 U.S. soldiers")
    assert (q.lo, q.hi) == (pytest.approx(294.0), pytest.approx(306.0))
    assert q.approximate and q.unit == "soldier"
    assert "300" in q.text and "soldiers" in q.text


@pytest.mark.parametrize(
    "text, lo, hi, lo_open, hi_open",
    [  # counts are never negative: an upper bound alone starts at 0
        ("Fewer than 10 apples were left.", 0, 10, False, True),
        ("More than 20 people came.", 20, INF, True, False),
        ("At least 5 boats sank.", 5, INF, False, False),
        ("At most 7 guests stayed.", 0, 7, False, False),
        ("No more than 4 cars passed.", 0, 4, False, False),
        ("Up to 30 workers lost jobs.", 0, 30, False, False),
        ("Over 100 homes were damaged.", 100, INF, True, False),
        ("Under 50 students passed.", 0, 50, False, True),
        ("The temperature stayed below 5 degrees.", -INF, 5, False, True),  # may be negative
    ],
)
def test_bounds(text, lo, hi, lo_open, hi_open):
    q = one(text)
    assert (q.lo, q.hi, q.lo_open, q.hi_open) == (lo, hi, lo_open, hi_open)


@pytest.mark.parametrize(
    "text, lo, hi",
    [
        ("Between 20 and 30 students attended.", 20, 30),
        ("From 3 to 4 hours passed.", 3, 4),
        ("The class has 5-10 dogs.", 5, 10),
    ],
)
def test_ranges(text, lo, hi):
    q = one(text)
    assert (q.lo, q.hi) == (lo, hi)


def test_dollars_with_magnitude():
    q = one("The plan costs $ 7 billion.")
    assert q.lo == pytest.approx(7e9) and q.unit == "dollar" and q.dimension == "currency:usd"


def test_glued_currency():
    q = one("They paid $5bn for it.")
    assert q.lo == pytest.approx(5e9) and q.unit == "dollar"


def test_percent_of_the_vote():
    q = one("He won 48% of the vote.")
    assert q.lo == 48 and q.unit == "%" and q.ent == "vote"


@pytest.mark.parametrize("text", ["It fell 4.5 per cent.", "It fell 4.5 percent.", "It fell 4.5%."])
def test_percent_forms(text):
    q = one(text)
    assert q.lo == pytest.approx(4.5) and q.unit == "%"


def test_ratios_are_percentages():
    q = one("Half of the voters stayed home.")
    assert q.lo == 50 and q.unit == "%" and q.kind == "ratio"
    q = one("A third of the crew was sick.")
    assert q.lo == pytest.approx(100 / 3)


def test_length_units_carry_dimension_and_scale():
    q = one("The road is 2 km long.")
    assert q.dimension == "length" and q.lo * q.scale == pytest.approx(2000)


def test_entity_adjective_verb():
    q = one("Militants killed four Iraqi policemen in Baghdad.")
    assert q.unit == "policeman" and q.lo == 4
    assert q.verb == "kill"
    assert "iraqi" in q.adj or q.ent == "iraqi"
    assert q.loc == "baghdad"


def test_each_number_is_one_mention():
    qs = parse_quantities("7 U.S. soldiers and 3 civilians died.")
    assert [(q.lo, q.unit) for q in qs] == [(7, "soldier"), (3, "civilian")]


def test_elided_unit_inherits_previous():
    qs = parse_quantities("The blast killed 4 people and injured 80.")
    assert [q.lo for q in qs] == [4, 80]
    assert qs[0].unit == qs[1].unit == "people"


@pytest.mark.parametrize(
    "text, kind",
    [
        ("He was born in 1956 in Rome.", "year"),
        ("It happened on July 7 last year.", "date"),
        ("We met at 10:30 a.m. today.", "time"),
        ("He finished 3rd in the race.", "ordinal"),
    ],
)
def test_non_amounts_are_flagged_not_listed(text, kind):
    assert parse_quantities(text) == []
    kinds = [q.kind for q in parse_quantities(text, all_kinds=True)]
    assert kind in kinds


def test_year_like_count_is_an_amount():
    q = one("The army sent 2000 soldiers.")
    assert q.lo == 2000 and q.kind == "amount"


@pytest.mark.parametrize("text", ["", "   ", "no numbers here", "1e400 stars", "NaN apples", "-4 degrees"])
def test_odd_input_does_not_crash(text):
    for q in parse_quantities(text, all_kinds=True):
        assert q.lo <= q.hi


def test_negative_number():
    q = one("The temperature was -4 degrees.")
    assert q.lo == -4


def test_accepts_a_parsed_doc(nlp):
    doc = nlp("I had 3 apples.")
    assert [q.lo for q in parse_quantities(doc)] == [3]


def test_numsets_are_immutable():
    q = one("I had 3 apples.")
    with pytest.raises(AttributeError):
        q.lo = 4  # type: ignore[misc]


def test_ordinal_words_are_flagged():
    qs = parse_quantities("She was the first woman to win the third race.", all_kinds=True)
    assert [(q.kind, q.lo) for q in qs] == [("ordinal", 1), ("ordinal", 3)]
    assert parse_quantities("She was the first woman to win.") == []
    # a fraction is not an ordinal
    assert [q.kind for q in parse_quantities("A third of the crew left.", all_kinds=True)] == ["ratio"]


def test_money_that_looks_like_a_year_is_an_amount():
    q = one("Her monthly salary is $ 1200.")
    assert (q.kind, q.lo, q.unit) == ("amount", 1200, "dollar")


def test_letters_are_not_magnitudes():
    # "B" is no billion: after "ratio", "6 : 3" is one ratio of 6 to 3 (200 %)
    q = parse_quantities("The ratio of A to B is 6 : 3.", all_kinds=True)[0]
    assert (q.kind, q.lo) == ("ratio", 200)
    assert all(q.lo < 1e6 for q in parse_quantities("From A to B and B to C.", all_kinds=True))


@pytest.mark.parametrize(
    "text, unit",
    [
        ("She packed 12 striped t-shirts.", "t-shirt"),
        ("The club has 40 grown-ups.", "grown-up"),
        ("He picked 30 apples total.", "apple"),
        ("They held a two-day meeting.", "day"),  # a number word is not a compound's first part
    ],
)
def test_hyphenated_and_adverbial_nouns(text, unit):
    assert one(text).unit == unit


@pytest.mark.parametrize(
    "text, per",
    [
        ("The crates that hold 9 melons each are full.", "crate"),  # distributive "each": the subject
        ("Four girls ate 3 muffins each.", "girl"),
        ("Every basket needs to contain 4 eggs.", "basket"),  # through "needs to"
        ("A ticket costs 8 dollars.", "ticket"),  # generic present tense
        ("Six plates fit on a tray.", "tray"),
        ("There are 200 calories in a muffin.", "muffin"),
        ("She filled 3 liter bottles.", "bottle"),  # a measure used attributively
    ],
)
def test_rates_per_thing(text, per):
    qs = parse_quantities(text)
    assert qs[-1].freq == per, [(q.text, q.freq) for q in qs]


@pytest.mark.parametrize(
    "text",
    [
        "3 people died in a blast.",  # a past event, not a rate
        "A man bought 5 apples.",
        "They built a 5 % stake.",  # a share is not a container measure
        "He held a two-stroke lead.",
    ],
)
def test_no_rate_where_none_is_stated(text):
    qs = parse_quantities(text)
    assert all(q.freq is None for q in qs), [(q.text, q.freq) for q in qs]


def test_coordinated_ellipsis_shares_the_noun():
    red, green = parse_quantities("Sara has 31 red and 15 green balloons.")
    assert (red.unit, red.adj, red.text) == ("balloon", ("red",), "31 red")
    assert (green.unit, green.adj) == ("balloon", ("green",))
    male, female = parse_quantities("This year 712 male and 259 female salmon returned.")
    assert male.unit == female.unit == "salmon" and male.adj == ("male",)
    # two phrases, each with its own noun: no ellipsis
    apples, pears = parse_quantities("There are 5 apples and 3 green pears.")
    assert (apples.unit, apples.adj) == ("apple", ())


def test_attributive_count_describes_the_next_noun():
    q = parse_quantities("She read a 300 page book.")[0]
    assert (q.unit, q.freq, q.lo) == ("page", "book", 300)
    assert parse_quantities("He gave 24 cookies to each of the 6 guests.")[0].freq == "guest"


def test_anaphoric_others_is_not_a_unit():
    freed, others = parse_quantities("Six hostages were freed and four others are still held.")
    assert freed.unit == others.unit == "hostage"
    assert parse_quantities("Four others still serve sentences.")[0].unit is None
