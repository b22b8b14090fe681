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


def test_approximation_covers_its_rounding_below():
    q = one("Nearly 90 houses burned.")  # "nearly": below 90, down to its rounding
    assert (q.lo, q.hi, q.hi_open) == (pytest.approx(85.0), pytest.approx(90.0), True)
    assert q.approximate and q.unit == "house"
    q = one("About 1,460 houses burned.")  # a precise figure: at least 2 % of slack
    assert (q.lo, q.hi) == (pytest.approx(1430.8), pytest.approx(1489.2))


def test_about_300_soldiers():
    q = one("about 300 U.S. soldiers")  # to the nearest hundred, at most 10 %
    assert (q.lo, q.hi) == (pytest.approx(270.0), pytest.approx(330.0))
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


@pytest.mark.parametrize(
    "text, value, unit",
    [
        # a fraction of a round number is their product, one amount
        ("The port handled a quarter of a million containers.", 250_000, "container"),
        ("Nearly half a million fans watched.", None, "fan"),
        ("The agency spent three-quarters of a billion euros.", 7.5e8, "euro"),
        ("A quarter million tourists came.", 250_000, "tourist"),
        ("Half of a dozen plates cracked.", 6, "plate"),
        # a magnitude letter ending the sentence after money: "m." is million
        ("The studio raised £4.5m.", 4.5e6, "pound sterling"),
        ("The club paid $2 m.", 2e6, "dollar"),
    ],
)
def test_fractions_of_round_numbers_and_final_magnitudes(text, value, unit):
    q = one(text)
    assert q.unit == unit and q.kind == "amount"
    if value is not None:
        assert q.lo == q.hi == pytest.approx(value)
    else:
        assert q.lo < 500_000 <= q.hi < 500_000 * 1.05  # "nearly": close to it


def test_a_share_of_a_stated_count_stays_a_share():
    """ "half of the 64 seats": the count is stated apart; a share of it, not 32 alone."""
    qs = parse_quantities("Half of the 64 seats went to the Greens.")
    assert [(q.kind, q.lo) for q in qs] == [("ratio", 50.0), ("amount", 64.0)]


def test_a_metre_sign_ending_a_sentence_is_not_read_as_million():
    q = one("The sprinter won the 400m.")
    assert q.lo != 400e6


@pytest.mark.parametrize(
    "text, lo, hi, unit",
    [
        # a fraction takes the bound written before it
        ("At least a quarter of the members objected.", 25, INF, "%"),
        ("More than half of the crew stayed.", 50, INF, "%"),
        # a fraction of one unit of measure through an article is a part of that unit
        ("The jug holds half a litre.", 0.5, 0.5, "liter"),
        ("They walked three quarters of a mile.", 0.75, 0.75, "mile"),
        # a unit ending the sentence keeps its letters ("h." is "h")
        ("The storm's winds reached 140 km/h.", 140, 140, "kilometer per hour"),
    ],
)
def test_fraction_bounds_parts_of_units_and_final_unit_letters(text, lo, hi, unit):
    q = one(text)
    assert (q.lo, q.hi, q.unit) == (pytest.approx(lo), hi if hi == INF else pytest.approx(hi), unit)


def test_a_fraction_of_a_counted_thing_or_of_money_stays_a_share():
    assert [(q.lo, q.unit) for q in parse_quantities("Half of a pie was left.")] == [(50.0, "%")]
    assert parse_quantities("She paid half a dollar.")[0].unit == "%"


@pytest.mark.parametrize(
    "text, value, unit",
    [
        ("The ferry crossing took two hours and a half.", 2.5, "hour"),
        ("The ferry crossing took an hour and a half.", 1.5, "hour"),
        ("The lease ran for a year and a half.", 1.5, "year"),
        ("The trail climbs a mile and a half.", 1.5, "mile"),
    ],
)
def test_a_measure_and_a_half(text, value, unit):
    from qreas.quantities import parse_doc
    from qreas.resources import load_nlp

    # also as the reasoner reads sentences: an article alone is no amount there
    qs = parse_doc(load_nlp()(text), articles=False)
    assert [(q.lo, q.hi, q.unit) for q in qs] == [(value, value, unit)]


def test_and_a_half_of_something_else_is_a_share():
    qs = parse_quantities("Prices rose 4% and a half of the shops closed.")
    assert [(q.lo, q.unit) for q in qs] == [(4.0, "%"), (50.0, "%")]


@pytest.mark.parametrize(
    "text, lo, unit",
    [
        # a plural counting word is at least two of it (no upper bound: "fewer than the
        # next word up" is an implicature, not an entailment)
        ("Dozens of swans nested there.", 24, "swan"),
        ("Hundreds of lorries queued.", 200, "lorry"),
        ("Tens of thousands of runners took part.", 20_000, "runner"),
        ("Scores of villagers fled.", 40, "villager"),
        # a counting word after digits scales them
        ("The crate holds 6 dozen bottles.", 72, "bottle"),
    ],
)
def test_plural_counting_words_and_digits_with_dozen(text, lo, unit):
    q = one(text)
    assert (q.lo, q.unit) == (lo, unit)
    assert q.hi == (INF if "dozen " not in text else lo)


@pytest.mark.parametrize(
    "text",
    ["How many thousands of visitors came?", "The striker scores twice.", "Prices were in the hundreds."],
)
def test_no_plural_counting_amount_in_questions_verbs_or_after_the(text):
    assert parse_quantities(text) == []


@pytest.mark.parametrize(
    "text, lo, hi, lo_open, hi_open, unit",
    [
        # a lower and an upper bound joined on one noun are one interval
        ("At least 12 but fewer than 30 kites flew.", 12, 30, False, True, "kite"),
        ("No fewer than 4 and no more than 9 mules rested.", 4, 9, False, False, "mule"),
        ("Fewer than 50 but more than 20 herons nested.", 20, 50, True, True, "heron"),
        # both bounds at once are the number itself
        ("The ward has no more and no less than 16 beds.", 16, 16, False, False, "bed"),
        # the scale word of a range's second end scales a bare first end
        ("The rally drew 6 to 8 thousand marchers.", 6000, 8000, False, False, "marcher"),
        ("Between 2 and 3 billion dollars was lent.", 2e9, 3e9, False, False, "dollar"),
        # one-token ranges with thousands separators and an en dash
        ("Attendance was 7,000–9,000 people.", 7000, 9000, False, False, "people"),
    ],
)
def test_joined_bounds_shared_scales_and_dash_ranges(text, lo, hi, lo_open, hi_open, unit):
    q = one(text)
    assert (q.lo, q.hi, q.lo_open, q.hi_open, q.unit) == (lo, hi, lo_open, hi_open, unit)


def test_bounds_on_two_nouns_stay_two_and_a_small_first_end_is_not_scaled():
    qs = parse_quantities("At least 10 vans and fewer than 20 lorries left.")
    assert [(q.lo, q.hi, q.unit) for q in qs] == [(10, INF, "van"), (0, 20, "lorry")]
    q = one("The site grew from 800 to 1 million users.")
    assert (q.lo, q.hi) == (800, 1e6)


@pytest.mark.parametrize(
    "text, value, unit",
    [
        ("A trio of judges ruled.", 3, "judge"),
        ("She kept a half-dozen hens.", 6, "hen"),
    ],
)
def test_counting_nouns(text, value, unit):
    q = one(text)
    assert (q.lo, q.hi, q.unit) == (value, value, unit)


def test_a_pair_of_is_not_a_count():
    """ "a pair of trousers" is one garment: "pair" is no numeral."""
    assert parse_quantities("He bought a pair of jeans.") == []


@pytest.mark.parametrize(
    "text, unit",
    [
        ("The club spent 2.4 million pounds on a stadium.", "pound sterling"),
        ("She paid 35 pounds for the tickets.", "pound sterling"),
        ("The piglet weighed 40 pounds.", "pound"),  # no paying: a mass
        ("They bought 25 pounds of flour.", "pound"),  # a measure of a substance
    ],
)
def test_pounds_paid_are_money(text, unit):
    assert one(text).unit == unit
