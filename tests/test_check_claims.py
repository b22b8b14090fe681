"""``qreas check`` precision and recall (issue 16): approximations read as rounding,
paraphrased verbs, changes said of the same thing, score margins. Invented texts."""

from __future__ import annotations

import pytest

from qreas.numbers import Modifier, bound_interval
from qreas.rounding import approx_interval, approx_spread, half_unit

# ---------------------------------------------------------------- rounding (unit)


@pytest.mark.parametrize(
    ("value", "half"),
    [(2400, 50.0), (2430, 5.0), (7, 0.5), (3.25, 0.005), (80000, 5000.0)],
)
def test_half_unit_of_the_last_nonzero_digit(value: float, half: float) -> None:
    assert half_unit(value) == pytest.approx(half)


def test_an_approximation_covers_its_rounding_within_the_floor_and_cap() -> None:
    assert approx_spread(2400, 0.02, 0.10) == pytest.approx(50)  # nearest hundred
    assert approx_spread(2430, 0.02, 0.10) == pytest.approx(48.6)  # 2 % floor beats 5
    assert approx_spread(200, 0.02, 0.10) == pytest.approx(20)  # 10 % cap beats 50


def test_sides_of_approximators() -> None:
    assert approx_interval(900, "below", 0.02, 0.10) == (850, 900, False, True, True)
    assert approx_interval(2.0, "above", 0.02, 0.10) == (2.0, 2.2, True, False, True)
    lo, hi, *_ = bound_interval(1.5e6, Modifier("approx", False, 1), 0.02, 0.10)
    assert (lo, hi) == pytest.approx((1.45e6, 1.55e6))  # "about 1.5 million"


# ---------------------------------------------------------------- NLI pairs


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        ("The ferry carried 1,160 passengers.", "The ferry carried about 1,200 passengers.", "entailment"),
        ("The fund raised 1.46 million pounds.", "The fund raised roughly 1.5 million pounds.", "entailment"),
        ("The trail is 583 kilometers long.", "The trail is almost 600 kilometers long.", "entailment"),
        ("The trail is 612 kilometers long.", "The trail is almost 600 kilometers long.", "contradiction"),
        ("The mill employs 2,150 weavers.", "The mill employs about 2,400 weavers.", "contradiction"),
        ("The library lent 8,930 books.", "The library lent around 9,000 books.", "entailment"),
    ],
)
def test_approximate_figures_round(reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


# ---------------------------------------------------------------- claims against a source

ORCHARD = (
    "The Brennock Valley orchard cooperative was founded in 1962 by 14 families. "
    "Its members harvested 3,870 tonnes of pears last autumn, a record. "
    "The cooperative's cold store has a capacity of 5,200 tonnes. "
    "Its irrigation reservoir has a maximum depth of 47 meters. "
    "Its cider press turns out 120 bottles every 9 minutes. "
    "The cooperative raised its membership fee from 240 euros to 265 euros in March. "
    "Its cider team beat the Harlow Press team 31-24 in the regional tasting final. "
    "Prices for dessert pears rose 6 percent during the season."
)


def _verdicts(reasoner, claims: str) -> dict[str, str]:
    return {v.claim.text: v.verdict for v in reasoner.check(ORCHARD, claims)}


def test_a_paraphrased_verb_does_not_hide_a_changed_number(reasoner) -> None:
    claims = (
        "The reservoir reaches a maximum depth of 74 meters. "
        "The cider press fills 120 bottles every 12 minutes. "
        "The cold store holds 2,500 tonnes."
    )
    assert set(_verdicts(reasoner, claims).values()) == {"contradicted"}


def test_a_paraphrased_verb_with_the_right_number_is_not_contradicted(reasoner) -> None:
    claims = "The reservoir reaches a maximum depth of 47 meters. The cold store holds 5,200 tonnes."
    assert "contradicted" not in _verdicts(reasoner, claims).values()


def test_another_subject_of_a_change_verb_sets_the_claim_apart(reasoner) -> None:
    # the unsupported word is the subject ("cider prices"), not a paraphrased verb
    got = _verdicts(reasoner, "Cider sales rose 11 percent during the season.")
    assert got["Cider sales rose 11 percent during the season."] == "not found"


def test_a_rounded_claim_is_supported(reasoner) -> None:
    got = _verdicts(reasoner, "Members harvested about 3,900 tonnes of pears last autumn.")
    assert got["Members harvested about 3,900 tonnes of pears last autumn."] == "supported"


def test_a_change_made_by_an_agent_is_of_its_object(reasoner) -> None:
    claims = "The membership fee went up by 25 euros. The membership fee went up by 35 euros."
    got = _verdicts(reasoner, claims)
    assert got["The membership fee went up by 25 euros."] == "supported"
    assert got["The membership fee went up by 35 euros."] != "supported"


def test_a_score_fixes_the_margin(reasoner) -> None:
    claims = (
        "The cider team beat the Harlow Press team by 7 points. "
        "The cider team beat the Harlow Press team by 4 points."
    )
    got = _verdicts(reasoner, claims)
    assert got["The cider team beat the Harlow Press team by 7 points."] == "supported"
    assert got["The cider team beat the Harlow Press team by 4 points."] == "contradicted"
    # a standing in a table is no match's margin
    got = _verdicts(reasoner, "The cider team trails the league leaders by 4 points.")
    assert got["The cider team trails the league leaders by 4 points."] != "contradicted"


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        ("The bowler took 6 wickets over 9 overs.", "The bowler took 6 wickets in 9 overs.", "entailment"),
        ("The bakery sold over 300 loaves.", "The bakery sold 250 loaves.", "contradiction"),
    ],
)
def test_over_after_a_figure_is_the_stretch_not_a_bound(reasoner, premise, hypothesis, label) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_one_standing_for_a_noun_is_no_number(reasoner) -> None:
    premise = "The new ward has 64 cots, up from 40 in the old ward."
    pred = reasoner.predict(premise, "The new ward has 24 more cots than the old one.")
    assert pred.label == "entailment"
    assert all("one" not in q.text for q in pred.hypothesis_quantities)


def test_a_fraction_word_gives_the_grain_of_an_approximation() -> None:
    from qreas.rounding import word_grain

    assert word_grain(["two", "and", "a", "half"]) == 0.5
    assert word_grain(["2.5"]) is None
    lo, hi, *_ = approx_interval(2.5, "below", 0.02, 0.10, grain=0.5)
    assert (lo, hi) == pytest.approx((2.25, 2.5))


def test_nearly_two_and_a_half_hours(reasoner) -> None:
    premise = "The ferry crossing took 2.4 hours."
    claim = "The ferry crossing took nearly two and a half hours."
    assert reasoner.predict(premise, claim).label == "entailment"


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        ("Bicycle sales rose 7 percent in May.", "Bicycle sales fell 7 percent in May.", "contradiction"),
        ("The index dropped by 40 points.", "The index climbed by 40 points.", "contradiction"),
        ("Bicycle sales rose 7 percent in May.", "Scooter sales fell 7 percent in May.", "neutral"),
        ("Bicycle sales rose 7 percent in May.", "Bicycle sales rose 7 percent in May.", "entailment"),
    ],
)
def test_the_opposite_change_contradicts(reasoner, premise: str, hypothesis: str, label: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == label


def test_an_intention_or_a_flow_is_not_a_paraphrased_frame(reasoner) -> None:
    source = "The Orchard cooperative employs 3,000 pickers. Its cold store has a capacity of 5,200 tonnes."
    claims = "The cooperative plans to recruit 250 pickers. The cooperative laid off 250 pickers."
    verdicts = {v.claim.text: v.verdict for v in reasoner.check(source, claims)}
    assert "contradicted" not in verdicts.values()


def test_a_closed_compound_is_a_kind_of_its_head(reasoner) -> None:
    premise = "Steelworkers at the mill ended their strike after accepting a 5 percent raise."
    assert reasoner.predict(premise, "Workers accepted a raise of 9 percent.").label == "contradiction"


def test_a_long_source_parsed_by_two_processes_gives_the_same_verdicts():
    """``jobs=2`` parses a long source with spaCy's worker processes; a parse does not
    depend on its process or batch, so the verdicts are those of one process."""
    from qreas.parsecache import PARALLEL_MIN
    from qreas.reasoner import Reasoner

    towns = ["Arlo", "Brisk", "Corran", "Dunley", "Esk", "Farrow", "Gelt", "Hove"]
    lines = []
    for k in range(PARALLEL_MIN + 20):
        town = towns[k % len(towns)]
        residents, schools = 1000 + 37 * k, 3 + k % 9
        lines.append(f"In {1900 + k}, the town of {town} had {residents} residents and {schools} schools.")
    source = " ".join(lines)
    claims = "In 1903, the town of Dunley had 1,111 residents. In 1905, Farrow had 12 schools."
    one = Reasoner(use_cache=False).check(source, claims)
    two = Reasoner(use_cache=False).check(source, claims, jobs=2)
    assert [v.verdict for v in one] == ["supported", "contradicted"]
    assert one == two
