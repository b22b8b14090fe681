"""Number forms, exact values and approximation in wordings of our own (issue 15).

Labels by logic: a number said again in another form is entailed; another number in
the same role contradicts; the same number said of another holder, another thing or in
another event is neutral. Sentences are invented (not the suite's templates).
"""

from __future__ import annotations

import pytest

from qreas.natlog.predicates import other_kinds, unrelated_verbs
from qreas.numbers import parse_number_words

E, N, C = "entailment", "neutral", "contradiction"

PAIRS = [
    # "and a half" after a multiplier is half of that multiplier
    ("The province has a million and a half residents.", "The province has 1.5 million residents.", E),
    ("The province has a million and a half residents.", "The province has 2 million residents.", C),
    ("The farmer sold a dozen and a half sheep.", "The farmer sold 18 sheep.", E),
    ("The cook broke half-a-dozen eggs.", "The cook broke 6 eggs.", E),
    ("The cook broke half-a-dozen eggs.", "The cook broke 12 eggs.", C),
    # the same form said of another holder, under a verb whose first sense is one of saying
    ("The bakery ordered a score of benches.", "The cafe ordered 20 benches.", N),
    ("The bakery delivered ninety-three hundred peaches.", "The cafe delivered 9,300 peaches.", N),
    ("The hotel photographed 528 owls.", "The motel photographed exactly 528 owls.", N),
    # the premise's "a single" is the premise words of the hypothesis' "one"
    ("The bakery imported a single laptop.", "The cafe imported one laptop.", N),
    ("The bakery imported a single laptop.", "The bakery imported one laptop.", E),
    # "a total of N" is N
    ("The studio donated a total of 528 tulips.", "The theater donated 528 tulips.", N),
    ("The clinic vaccinated a total of 250 dogs.", "The clinic vaccinated 205 dogs.", C),
    # another predicate of the same arguments
    ("The hotel photographed 528 peaches.", "The hotel counted exactly 528 peaches.", N),
    ("Mrs. Okafor repaired 72 helmets.", "Mrs. Okafor painted six dozen helmets.", N),
    ("The clinic vaccinated 250 dogs.", "The clinic neutered 250 dogs.", N),
    ("The bakery imported a single laptop.", "The bakery exported one laptop.", N),
    ("The team won 3 games.", "The team lost 3 games.", N),
    # ... but the same words in other roles may be a paraphrase: left to the verbal layer
    ("830 boxes arrived at the warehouse.", "The warehouse received 830 boxes.", E),
    # a purpose phrase on the number or on the verb is one slot
    ("The studio donated $8,100,000 for museums.", "The studio donated $8.1 million for zoos.", N),
    ("The fund raised $2bn for hospitals.", "The fund raised $2 billion for bridges.", N),
    ("The fund raised $2bn for hospitals.", "The fund raised two billion dollars for hospitals.", E),
    # the passive's agent is the active's subject
    ("400 apples were sold by the grocer.", "The baker sold 400 apples.", N),
    ("The grocer sold 400 apples.", "400 apples were sold by the baker.", N),
    ("400 apples were sold by the grocer.", "The grocer sold 400 apples.", E),
    ("The clinic vaccinated 250 dogs.", "250 dogs were vaccinated by the shelter.", N),
    # holders named by compounds: institutions, businesses, places
    ("The music shop bought 650 trumpets.", "The orchestra bought 650 trumpets.", N),
    ("The city planted about 1,300 maples.", "The parks department planted around 1,300 maples.", N),
    ("The parks department cut down 644 cedars.", "The logging company cut down 644 cedars.", N),
    ("The repair shop repaired 26 pianos.", "The music shop repaired 26 pianos.", N),
    ("The flower stall sold 30 roses.", "The fruit stall sold 30 roses.", N),
    ("The music shop sold 30 violins.", "The music shop sold thirty violins.", E),
    ("The workshop bought 522 rakes.", "The workshop bought 522 rakes in total.", E),
    ("The ice cream parlor served nine hundred cones.", "The bakery served 900 cones.", N),
    ("The museum gift shop sold a single poster.", "The bookstore sold one poster.", N),
    ("Seventy-two helmets were repaired by the garage.", "The garage painted 72 helmets.", N),
    ("Seventy-two helmets were repaired by the garage.", "The garage repaired six dozen helmets.", E),
    ("Neither of the two ferries sank.", "Two ferries sank.", C),
    ("Neither of the two ferries sank.", "No ferry sank.", E),
    # counted nouns of other kinds in every sense
    ("The clinic vaccinated 250 dogs.", "The clinic vaccinated 250 cats.", N),
    ("The clinic vaccinated 250 dogs.", "250 cats were vaccinated by the clinic.", N),
    # a partitive's set is not what the verb counts
    ("The team won seven of its ten games.", "The team won 7 games.", E),
    ("The team won seven of its ten games.", "The team won 10 games.", C),
    ("Of the 90 runners, 85 finished the race.", "85 runners finished the race.", E),
    ("Of the 90 runners, 85 finished the race.", "90 runners finished the race.", C),
    # zero in other forms: the part a partitive takes, "nobody", "nothing"
    ("The orchard lost none of its 300 trees.", "The orchard lost 300 trees.", C),
    ("The orchard lost none of its 300 trees.", "The orchard lost no trees.", E),
    ("The orchard lost some of its 300 trees.", "The orchard lost 300 trees.", N),
    ("The crash injured nobody.", "The crash injured 3 people.", C),
    ("Nobody was hurt.", "Two pilots were hurt.", C),
    ("The museum sold nothing.", "The museum sold 4 prints.", C),
    # a one-sided approximation does not state its midpoint
    ("The country has nearly two million sheep.", "The country has 1.9 million sheep.", N),
    ("The country has 1.97 million sheep.", "The country has nearly two million sheep.", E),
    ("The country has nearly two million sheep.", "The country has over 2 million sheep.", C),
]


@pytest.mark.parametrize(("premise", "hypothesis", "gold"), PAIRS)
def test_label(reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("a million and a half", 1_500_000),
        ("two million and a half", 2_500_000),
        ("a dozen and a half", 18),
        ("three and a half", 3.5),
        ("one and a half million", 1_500_000),
    ],
)
def test_and_a_half(words: str, value: float) -> None:
    assert parse_number_words(words.split()) == value


def test_unrelated_verbs() -> None:
    assert unrelated_verbs("photograph", "count")
    assert unrelated_verbs("vaccinate", "neuter")
    # related in some sense: a possible paraphrase, not judged
    assert not unrelated_verbs("buy", "purchase")
    assert not unrelated_verbs("hire", "employ")
    assert not unrelated_verbs("cut", "slash")


def test_other_kinds() -> None:
    assert other_kinds("dog", "cat")
    assert not other_kinds("soldier", "guard")  # two descriptions of people
    assert not other_kinds("tulip", "flower")
