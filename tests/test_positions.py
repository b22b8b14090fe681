"""Rankings: reading places, orders and counts (``qreas.positions``), what they imply
(``qreas.rankings``), and pairs decided through them (``qreas.natlog.places`` and the
``position-counts`` deriver). Sentences are invented: other names, events, numbers
and wordings than the suite's."""

from __future__ import annotations

import math

import pytest

from qreas.positions import Count, Holder, Order, Span, ordinal_value, read
from qreas.rankings import ahead, count_span, ranking


@pytest.mark.parametrize(
    "text,value",
    [("third", 3), ("21st", 21), ("2nd", 2), ("twenty-first", 21), ("Thirteenth", 13), ("thirty", None)],
)
def test_ordinal_values(text, value):
    assert ordinal_value(text) == value


def _places(nlp, text):
    return {p.holder.key: p for p in read(nlp(text)).places}


@pytest.mark.parametrize(
    "text,holder,span,from_end",
    [
        ("Pia came in 4th in the relay.", "pia", (4, 4), False),
        ("Pia finished in sixth place at the regatta.", "pia", (6, 6), False),
        ("Pia was the runner-up in the quiz.", "pia", (2, 2), False),
        ("Pia won the quiz.", "pia", (1, 1), False),
        ("Pia finished in the top 8 of the quiz.", "pia", (1, 8), False),
        ("Pia finished in the bottom two of the quiz.", "pia", (1, 2), True),
        ("Pia finished last in the quiz.", "pia", (1, 1), True),
        ("Pia finished third from last in the quiz.", "pia", (3, 3), True),
        ("Pia took silver in the sprint.", "pia", (2, 2), False),
    ],
)
def test_places_read(nlp, text, holder, span, from_end):
    p = _places(nlp, text)[holder]
    assert (p.span.lo, p.span.hi) == span
    assert p.from_end is from_end


@pytest.mark.parametrize(
    "text",
    [
        "Pia won 3 medals at the games.",  # a count of medals, not a place
        "It was the second time Pia ran.",  # an ordinal of times
        "Pia took a second look at the map.",
        "A third of the rowers finished.",  # a fraction
        "Pia first finished the marathon in 2019.",  # the first time, not first place
        "Pia lost 3 games in the final.",  # a count of games, not an order
    ],
)
def test_not_places(nlp, text):
    assert not read(nlp(text)).facts


def test_field_and_event(nlp):
    p = _places(nlp, "Rui placed ninth out of 31 cyclists in the time trial.")["rui"]
    assert p.field is not None and p.field.n == 31
    assert p.event is not None and p.event.key == "trial"


def test_orders_and_counts(nlp):
    r = read(nlp("Kofi finished ahead of Lina and Mo."))
    assert {(o.ahead.key, o.behind.key) for o in r.orders} == {("kofi", "lina"), ("kofi", "mo")}
    (c,) = read(nlp("Nobody finished behind Lina.")).counts
    assert (c.kind, c.of[0].key, c.n) == ("behind", "lina", Span(0, 0))
    (c,) = read(nlp("More than four riders finished ahead of Lina.")).counts
    assert (c.kind, c.n) == ("ahead", Span(5, math.inf))
    (c,) = read(nlp("Lina finished ahead of seven riders.")).counts
    assert (c.kind, c.of[0].key, c.n) == ("behind", "lina", Span(7, 7))


def test_a_stated_tie_gives_no_ranking(nlp):
    reading = read(nlp("Lina and Mo tied for fifth in the race."))
    assert reading.ties and ranking(reading, None) is None


def _ranking(nlp, text):
    r = ranking(read(nlp(text)), None)
    assert r is not None
    return r


def test_ranking_arithmetic(nlp):
    r = _ranking(nlp, "Dev came sixth and Ola came eleventh out of 17 rowers.")
    assert r.place_of("dev") == Span(6, 6)
    assert r.field() == Span(17, 17)
    assert ahead(r, "dev", "ola") and not ahead(r, "ola", "dev")
    claim = Count(frozenset(), None, 0, False, kind="behind", of=(Holder("zed", frozenset()),))
    assert count_span(r, claim) is None  # a participant the premise does not name
    between = read(nlp("Three rowers finished between Dev and Ola.")).counts[0]
    assert count_span(r, between)[0] == Span(4, 4)


def test_last_is_behind_everyone_named(nlp):
    r = _ranking(nlp, "Ada finished fifth, and Bo finished last.")
    assert r.place_of("bo").lo == 6
    assert r.field().lo == 6 and math.isinf(r.field().hi)  # Bo is behind the fifth


def test_orders_narrow_places(nlp):
    r = _ranking(nlp, "Cy finished ahead of Di, and Di finished ahead of Ed.")
    assert r.place_of("ed").lo == 3
    assert ahead(r, "cy", "ed")
    assert all(isinstance(f, Order) for f in r.facts)


@pytest.mark.parametrize(
    "premise,hypothesis,label",
    [
        # a place against a place, a winner, the top k, the last place
        ("Noor came in 2nd at the spelling bee.", "Noor won the spelling bee.", "contradiction"),
        ("Noor placed first at the spelling bee.", "Noor won the spelling bee.", "entailment"),
        ("Noor was the runner-up at the spelling bee.", "Noor finished second at the spelling bee.",
         "entailment"),
        ("Noor finished fourth at the spelling bee.", "Noor finished in the top six at the spelling bee.",
         "entailment"),
        ("Noor finished ninth at the spelling bee.", "Noor finished in the top 5 at the spelling bee.",
         "contradiction"),
        ("Noor finished in the top 5 at the spelling bee.", "Noor finished third at the spelling bee.",
         "neutral"),
        ("Noor finished last of 14 spellers.", "Noor finished fourteenth.", "entailment"),
        ("Noor finished last of 14 spellers.", "Noor finished thirteenth.", "contradiction"),
        ("Ivo finished fourth and Noor finished twelfth in the regatta.", "Ivo finished last in the regatta.",
         "contradiction"),
        ("Ivo came 12th in the regatta.", "Ivo finished outside the top ten in the regatta.", "entailment"),
        ("Ivo came 8th in the regatta.", "Ivo finished outside the top ten in the regatta.", "contradiction"),
        # one place per participant
        ("Ivo finished sixth in the regatta.", "Tam finished sixth in the regatta.", "contradiction"),
        ("Ivo finished sixth in the regatta.", "Tam finished fifth in the regatta.", "neutral"),
        # orders
        ("Ivo came third and Tam came eighth in the regatta.", "Tam finished behind Ivo.", "entailment"),
        ("Ivo came third and Tam came eighth in the regatta.", "Tam finished ahead of Ivo.", "contradiction"),
        ("Ivo finished ahead of Tam in the regatta.", "Tam won the regatta.", "contradiction"),
        ("Ivo finished ahead of Tam in the regatta.", "Ivo won the regatta.", "neutral"),
        # counts the places imply (derived) or that say no one
        ("Ivo came eighth in the regatta.", "Seven sailors finished ahead of Ivo.", "entailment"),
        ("Ivo came eighth in the regatta.", "Six sailors finished ahead of Ivo.", "contradiction"),
        ("Ivo came 3rd out of 11 sailors.", "Eight sailors finished behind Ivo.", "entailment"),
        ("Ivo came 3rd out of 11 sailors.", "Seven sailors finished behind Ivo.", "contradiction"),
        ("Ivo came 3rd in the regatta.", "Eight sailors finished behind Ivo.", "neutral"),
        ("Ivo won the regatta.", "Nobody finished ahead of Ivo in the regatta.", "entailment"),
        ("Ivo came third and Tam came fourth in the regatta.", "No sailors finished between Ivo and Tam.",
         "entailment"),
        ("Ivo came third and Tam came tenth in the regatta.", "Six sailors finished between Ivo and Tam.",
         "entailment"),
        ("Ivo came ninth in the regatta.", "At least 7 sailors took part in the regatta.", "entailment"),
        ("Ivo came ninth in the regatta.", "Fewer than 7 sailors took part in the regatta.", "contradiction"),
        ("Ivo came ninth in the regatta.", "More than 12 sailors took part in the regatta.", "neutral"),
        ("Two sailors finished ahead of Ivo in the regatta.", "Ivo came third in the regatta.", "entailment"),
        # the field stated other ways
        ("Of the 9 sailors, Ivo came fourth.", "Five sailors finished behind Ivo.", "entailment"),
        ("Ivo came fourth in a field of 9.", "Six sailors finished behind Ivo.", "contradiction"),
        ("There were 9 sailors in the regatta, and Ivo came fourth.", "Five sailors finished behind Ivo.",
         "entailment"),
        ("Ivo came fourth in the regatta.", "The regatta had fewer than 3 sailors.", "contradiction"),
        ("Ivo came second in the regatta.", "Ivo finished on the podium.", "entailment"),
        # comparatives and order verbs
        ("Ivo came third and Tam came fifth in the regatta.", "Tam finished lower than Ivo.", "entailment"),
        ("Ivo came third and Tam came fifth in the regatta.", "Tam finished higher than Ivo.",
         "contradiction"),
        ("Tam lost to Ivo in the final.", "Tam won the final.", "contradiction"),
        # a shorter name for the same participant
        ("Mary Ward came fourth in the regatta.", "Three sailors finished ahead of Ward.", "entailment"),
        ("Mary Ward came fourth in the regatta.", "Ward won the regatta.", "contradiction"),
        # everyone else; a participant between two others
        ("Ivo won the regatta.", "Ivo finished ahead of every other sailor.", "entailment"),
        ("Everyone else finished behind Ivo in the regatta.", "Ivo won the regatta.", "entailment"),
        ("Ivo came 2nd, Tam came 5th and Lu came 7th.", "Tam finished between Ivo and Lu.", "entailment"),
        ("Ivo came 2nd, Tam came 5th and Lu came 7th.", "Lu finished between Ivo and Tam.", "contradiction"),
    ],
)  # fmt: skip
def test_pairs(reasoner, premise, hypothesis, label):
    assert reasoner.predict(premise, hypothesis).label == label


def test_the_proof_shows_the_ranking(reasoner):
    _, proof = reasoner.prove("Ivo came eighth in the regatta.", "Seven sailors finished ahead of Ivo.")
    assert proof.confident
    assert any(s.edit.kind == "QTY" and "ahead" in s.edit.note for s in proof.steps)
    _, proof = reasoner.prove("Ivo came second in the regatta.", "Ivo won the regatta.")
    assert proof.confident
    assert any(s.edit.note.startswith("ranking") for s in proof.steps)


def test_a_negated_place_is_an_operator_edit(reasoner):
    # "did not finish first": the ordinal is no bound's number, so the negation is an
    # edit of its own and the place edit is |; the join is ⊏
    _, proof = reasoner.prove("Ivo came third in the regatta.", "Ivo did not finish first in the regatta.")
    assert proof.relation.value == "⊏"
    assert any(s.edit.kind == "OP" for s in proof.steps)


def test_other_events_and_ties_are_left_alone(reasoner):
    # another event: the premise says nothing of it
    assert reasoner.predict("Ivo came second in the sprint.", "Ivo won the marathon.").label == "neutral"
    # a stated tie: places may be shared
    assert (
        reasoner.predict(
            "Ivo and Tam tied for second in the regatta.", "Tam finished second in the regatta."
        ).label
        != "contradiction"
    )


def test_a_chart_place_excludes_no_other_record(reasoner):
    # "reached number 6" is held at a time: another album of the band may reach it too
    premise = (
        "The Tidewater are a folk band from Port Vell. Their first album was released in 2010. "
        "Their second album, Salt Roads, reached number 6 on the national chart in 2014. "
        "Their third album, Grey Lantern, came out in 2018. The band has five members."
    )
    pred = reasoner.predict(premise, "Grey Lantern reached number 6 on the national chart.")
    assert pred.label == "neutral"
