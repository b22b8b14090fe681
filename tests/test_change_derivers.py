"""Changes of a level, counts and shares of a group (``qreas.changes``,
``qreas.natlog.derivers.changes`` / ``counts``, ``qreas.natlog.groups``), on invented
sentences."""

from __future__ import annotations

import pytest

from qreas.quantities import parse_quantities


def test_from_to_after_a_change_word_is_two_quantities():
    qs = parse_quantities("Sales of the bakery grew from 410 loaves to 655 loaves.")
    assert [q.lo for q in qs] == [410, 655]


@pytest.mark.parametrize(
    "text",
    ["The hike takes from 3 to 5 hours.", "Between 12 and 18 crates were lost."],
)
def test_real_ranges_stay_ranges(text):
    qs = parse_quantities(text)
    assert len(qs) == 1 and qs[0].is_range


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # difference, both directions, and the sign of the hypothesis' verb
        ("The herd of the ranch grew from 240 cows to 315 cows.", "The herd of the ranch grew by 75 cows.",
         "entailment"),
        ("The population of the village dropped from 5,200 to 4,450.",
         "The population of the village dropped by 750.", "entailment"),
        ("The population of the village dropped from 5,200 to 4,450.",
         "The population of the village dropped by 950.", "contradiction"),
        # percent change is relative to the start
        ("The number of members went up from 250 to 400.", "The number of members went up by 60 percent.",
         "entailment"),
        ("The number of members went up from 250 to 400.", "The number of members went up by 150 percent.",
         "contradiction"),
        # a rate: points, and "percent" under both readings
        ("The jobless rate jumped from 4% to 9%.", "The jobless rate jumped by 5 percentage points.",
         "entailment"),
        ("The jobless rate jumped from 4% to 9%.", "The jobless rate jumped by at least 5 percent.",
         "entailment"),
        ("The savings rate was 12% and then increased by 2 points.", "The savings rate increased to 14%.",
         "entailment"),
        ("The savings rate was 12% and then increased by 2 points.", "The savings rate increased to 16%.",
         "contradiction"),
        ("The savings rate was 12% and then rose by 6 percent.",
         "The savings rate rose by more than 6 percentage points.", "contradiction"),
        # an exact figure equal to one reading (12.5% relative; 5 points) names that reading
        ("The share of renters fell from 40% to 35%.", "The share of renters fell by 12.5 percent.",
         "entailment"),
        # ... and one equal to neither reading contradicts both
        ("The share of renters fell from 40% to 35%.", "The share of renters fell by 10 percent.",
         "contradiction"),
        # another subject: the change of the goats says nothing of the sheep
        ("The number of goats on the farm rose from 30 to 45.", "The number of sheep on the farm rose by 15.",
         "neutral"),
    ],
)  # fmt: skip
def test_changes(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("42 of the 120 climbers reached the summit.", "35% of the climbers reached the summit.",
         "entailment"),
        ("42 of the 120 climbers reached the summit.", "42% of the climbers reached the summit.",
         "contradiction"),
        ("Of the 96 runners, 60 finished the race.", "Five in eight of the runners finished the race.",
         "entailment"),
        ("25 percent of the 440 tenants signed the lease.", "330 of the tenants did not sign the lease.",
         "entailment"),
        ("25 percent of the 440 tenants signed the lease.", "110 of the tenants did not sign the lease.",
         "contradiction"),
        ("Of the 90 drivers, a third renewed the licence.", "60 of the drivers did not renew the licence.",
         "entailment"),
        # a share of one group is not a share of another
        ("30 percent of the 250 chemists joined the club.", "30 percent of the physicists joined the club.",
         "neutral"),
        ("Of the 300 bakers, two thirds joined the club.", "Two thirds of the cooks joined the club.",
         "neutral"),
        # a subgroup bounds the whole group from below
        ("The club has 900 members, 300 of them cyclists. 40% of the cyclists came to the dinner.",
         "At least 120 of the members came to the dinner.", "entailment"),
        ("The club has 900 members, 300 of them cyclists. 40% of the cyclists came to the dinner.",
         "40% of the members came to the dinner.", "neutral"),
    ],
)  # fmt: skip
def test_shares_of_a_group(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "text,values",
    [
        ("The orchard grew from 200 to 260 pear trees.", [[200, 260]]),  # transitive: a range
        ("The loggers cut down from 40 to 55 pines.", [[40, 55]]),  # "cut down" is no fall
        ("The staff grew from 80 to 95 nurses.", [[80, 80], [95, 95]]),  # a level noun subject
        ("Inflation rose from 2 to 7 percent.", [[2, 2], [7, 7]]),  # a unit, not a counted noun
    ],
)
def test_change_or_range(text, values):
    assert [[q.lo, q.hi] for q in parse_quantities(text)] == values


def test_percent_unit_written_once(reasoner):
    pred = reasoner.predict("Inflation rose from 2 to 7 percent.", "Inflation rose by 5 percentage points.")
    assert pred.label == "entailment"


def test_fraction_with_a_fronted_partitive_is_a_proportion():
    qs = parse_quantities("Of the 240 hikers, three quarters reached the hut.")
    assert [(q.lo, q.unit, q.kind) for q in qs] == [(240, "hiker", "amount"), (75, "%", "ratio")]
    assert parse_quantities("She paid with three quarters.")[0].unit == "quarter"  # coins


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("In 1996, the club had 150 members; by 2004, the number had doubled.",
         "In 2004, the club had 300 members.", "entailment"),
        ("In 1996, the club had 150 members; by 2004, the number had doubled.",
         "In 2004, the club had 150 members.", "contradiction"),
        ("In 1996, the club had 150 members; by 2004, the number had fallen by half.",
         "In 2004, the club had 75 members.", "entailment"),
    ],
)  # fmt: skip
def test_multiplied_counts(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("35% of the 200 swimmers won a medal.", "The remaining 130 swimmers did not win a medal.",
         "entailment"),
        ("Of the 80 pupils, 52 passed the test.", "28 of the 80 pupils did not pass the test.", "entailment"),
        ("Of the 500 owners, 150 did not renew the policy.", "70% of the owners renewed the policy.",
         "entailment"),
        ("Of the 500 owners, 150 did not renew the policy.", "30% of the owners renewed the policy.",
         "contradiction"),
        ("The firm's profit doubled from $3 million to $6 million.", "The firm's profit rose by $3 million.",
         "entailment"),
    ],
)  # fmt: skip
def test_rest_and_doubling_from_to(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


@pytest.mark.parametrize(
    "sentence,group",
    [
        ("Of the 310 sailors, 62 left the ship.", "sailors"),
        ("Forty percent of the 310 sailors left the ship.", "sailors"),
        ("62 of the 310 sailors left the ship.", "sailors"),
        ("62 sailors left the ship.", None),
    ],
)
def test_group_of_a_share_or_count(sentence, group):
    from qreas.natlog.groups import group_of
    from qreas.quantities import parse_doc
    from qreas.resources import load_nlp

    doc = load_nlp()(sentence)
    q = next(q for q in parse_doc(doc) if q.text.split()[0] in ("62", "Forty"))  # the share or count
    found = group_of(doc, q)
    assert (found.text if found is not None else None) == group


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        ("The choir had 25 singers in 2011 and three times as many in 2019.",
         "The choir had 75 singers in 2019.", "entailment"),
        ("The choir had 25 singers in 2011 and three times as many in 2019.",
         "The choir had 25 singers in 2019.", "contradiction"),
        ("In 2011 the choir had 25 singers; in 2019 it had twice as many.",
         "In 2019 the choir had 50 singers.", "entailment"),
        ("The stable has 9 ponies and twice as many goats.", "The stable has 18 goats.", "entailment"),
        ("The choir had three times as many singers in 2019 as in 2011.",
         "In 2019, the choir had 75 singers.", "neutral"),
    ],
)  # fmt: skip
def test_as_many(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label
