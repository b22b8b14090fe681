"""The suite's oracle: interval logic, counting monotonicity, supervaluation (no engine)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import assume, given
from hypothesis import strategies as st

from qreas.suite import oracle as O

KINDS = {
    "exactly": O.exactly,
    "at-least": O.at_least,
    "more-than": O.more_than,
    "at-most": O.at_most,
    "fewer-than": O.fewer_than,
}
# the same phrase with the bound pointing the other way
FLIP = {"at-least": "at-most", "more-than": "fewer-than", "at-most": "at-least", "fewer-than": "more-than"}
nums = st.integers(min_value=0, max_value=60)
kinds = st.sampled_from(sorted(KINDS))


def test_integer_edges_of_counts():
    assert O.value_label(O.more_than(5), O.at_least(6)) == "entailment"
    assert O.value_label(O.at_least(6), O.more_than(5)) == "entailment"
    assert O.value_label(O.fewer_than(5), O.at_most(4)) == "entailment"
    assert O.value_label(O.more_than(5), O.fewer_than(6)) == "contradiction"
    assert O.value_label(O.more_than(5), O.fewer_than(7)) == "neutral"  # 6 is possible, 8 too
    assert O.value_label(O.exactly(6), O.fewer_than(6)) == "contradiction"
    assert O.value_label(O.exactly(6), O.at_most(6)) == "entailment"


def test_measures_are_not_whole_numbers():
    # 5.5 km is more than 5 km and less than 6 km
    assert O.value_label(O.more_than(5, whole=False), O.at_least(6, whole=False)) == "neutral"
    assert O.value_label(O.more_than(5, whole=False), O.fewer_than(6, whole=False)) == "neutral"
    assert (
        O.value_label(O.exactly(Fraction(11, 2), whole=False), O.between(5, 6, whole=False)) == "entailment"
    )
    assert O.value_label(O.exactly(6, whole=False), O.between(5, 6, whole=False, open_ends=True)) == (
        "contradiction"
    )


def test_zero_and_counts_never_negative():
    assert O.value_label(O.fewer_than(1), O.exactly(0)) == "entailment"
    assert O.value_label(O.at_most(0), O.exactly(0)) == "entailment"
    assert O.value_label(O.exactly(0), O.at_least(1)) == "contradiction"
    assert O.value_label(O.fewer_than(0), O.exactly(0)) == "entailment"  # empty premise: vacuous


def test_monotonicity_of_counting_quantifiers():
    # "at least 7 goats" -> "at least 7 animals" (restrictor widened): upward
    assert O.count_label(O.at_least(7), O.at_least(7), restrictor="wider") == "entailment"
    assert O.count_label(O.at_least(7), O.at_least(7), restrictor="narrower") == "neutral"
    # "at most 7 animals" -> "at most 7 goats": downward
    assert O.count_label(O.at_most(7), O.at_most(7), restrictor="narrower") == "entailment"
    assert O.count_label(O.at_most(7), O.at_most(7), scope="wider") == "neutral"
    # exactly N is monotone in neither argument
    assert O.count_label(O.exactly(4), O.exactly(4), scope="narrower") == "neutral"
    assert O.count_label(O.exactly(4), O.exactly(4), restrictor="wider") == "neutral"
    # a wider scope with a smaller bound and a narrower restrictor: nothing follows
    assert O.count_label(O.at_least(7), O.at_least(1), restrictor="narrower", scope="wider") == "neutral"
    # another set altogether: nothing follows, whatever the numbers
    assert O.count_label(O.exactly(40), O.exactly(40), restrictor="other") == "neutral"
    # "more than 10 goats" -> "fewer than 3 animals": the wider count is at least 11
    assert O.count_label(O.more_than(10), O.fewer_than(3), restrictor="wider") == "contradiction"


def test_supervaluation_rejects_the_vague_zone():
    # 300 vs about 310: inside 10 % but not 2 %: no label
    assert O.approx_label(lambda t: O.value_label(O.exactly(310), O.about(300, t))) is None
    assert O.approx_label(lambda t: O.value_label(O.exactly(300), O.about(300, t))) == "entailment"
    assert O.approx_label(lambda t: O.value_label(O.exactly(900), O.about(300, t))) == "contradiction"
    assert O.approx_label(lambda t: O.value_label(O.about(300, t), O.at_least(200))) == "entailment"
    # "nearly 300" is below 300
    assert O.approx_label(lambda t: O.value_label(O.nearly(300, t), O.fewer_than(300))) == "entailment"


def test_arithmetic_helpers_are_exact():
    assert O.percent_of(30, 200) == 60
    assert O.percent_of(Fraction(1, 3), 300) == 1
    assert O.percent_change(15000, 30000) == 100
    assert O.negate("entailment") == "contradiction" and O.negate("neutral") == "neutral"


@given(kinds, nums, kinds, nums)
def test_contradiction_is_symmetric(pk, n, hk, m):
    p, h = KINDS[pk](n), KINDS[hk](m)
    assume(not p.empty() and not h.empty())  # "fewer than 0" is no amount at all
    assert (O.value_label(p, h) == "contradiction") == (O.value_label(h, p) == "contradiction")


@given(kinds, nums, kinds, nums)
def test_mutual_entailment_only_for_equal_sets(pk, n, hk, m):
    p, h = KINDS[pk](n), KINDS[hk](m)
    if O.value_label(p, h) == O.value_label(h, p) == "entailment":
        assert all((x in p) == (x in h) for x in range(0, 70))


@given(kinds, nums, kinds, nums, kinds, nums)
def test_entailment_is_transitive(ak, a, bk, b, ck, c):
    x, y, z = KINDS[ak](a), KINDS[bk](b), KINDS[ck](c)
    if O.value_label(x, y) == "entailment" and O.value_label(y, z) == "entailment":
        assert O.value_label(x, z) == "entailment"


@given(st.sampled_from(sorted(FLIP)), st.integers(1, 60), st.sampled_from(sorted(FLIP)), st.integers(1, 60))
def test_flipping_a_bound_direction_never_keeps_entailment_wrongly(pk, n, hk, m):
    """A lower bound never entails an upper bound (nor the reverse): flipping the
    direction of one side of an entailing pair of bounds leaves no entailment."""
    p, h = KINDS[pk](n), KINDS[hk](m)
    flipped = KINDS[FLIP[hk]](m)
    if O.value_label(p, h) == "entailment":
        assert O.value_label(p, flipped) != "entailment"


@given(kinds, nums, kinds, nums)
def test_labels_agree_with_brute_force_over_counts(pk, n, hk, m):
    """value_label is what checking every count 0..200 says (the oracle against itself,
    computed a second, independent way)."""
    p, h = KINDS[pk](n), KINDS[hk](m)
    values = [x for x in range(0, 201) if x in p]
    brute = (
        "entailment"
        if all(x in h for x in values)
        else "contradiction"
        if not any(x in h for x in values)
        else "neutral"
    )
    assert O.value_label(p, h) == brute


@given(kinds, nums, kinds, nums, st.sampled_from(["same", "narrower", "wider"]))
def test_count_label_agrees_with_brute_force(pk, n, hk, m, rel):
    """Narrowing the noun allows any count up to the premise's, widening any count above."""
    p, h = KINDS[pk](n), KINDS[hk](m)
    reach = set()
    for x in (x for x in range(0, 201) if x in p):
        reach |= {x} if rel == "same" else set(range(0, x + 1)) if rel == "narrower" else set(range(x, 300))
    inside = [y in h for y in reach]
    brute = "entailment" if all(inside) else "contradiction" if not any(inside) else "neutral"
    if rel == "wider" and hk in ("at-most", "fewer-than", "exactly") and reach:
        brute = "neutral" if any(inside) else "contradiction"  # the brute range is cut at 300
    assert O.count_label(p, h, restrictor=rel) == brute
