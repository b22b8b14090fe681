"""Oracle tests for the suite's arithmetic phenomena: ranges, sums, differences, ordinals,
dates and durations. Expected labels are written by hand from the logic of each pattern
(see the module docstrings for the readings), for concrete slot values, with the edge
cases: closed and open range edges, touching and equal ranges, zero, one, equal counts,
year and decade boundaries."""

from __future__ import annotations

from collections import Counter

import pytest

from qreas.suite import generate, label_for, load_patterns
from qreas.suite.draw import Redraw

E, N, C = "entailment", "neutral", "contradiction"
REDRAW = "redraw"  # the values do not fit the pattern (a "wrong" value that is right)
PHENOMENA = ("ranges", "sums", "differences", "ordinals", "dates-durations")

CASES = [
    # --- ranges: "between A and B" is inclusive; a premise range fixes no point -------
    ("ranges/point-at-closed-edge", dict(a=20, b=30, n=20), E),
    ("ranges/point-at-closed-edge", dict(a=20, b=30, n=30), E),
    ("ranges/point-at-open-edge", dict(a=20, b=30, n=20), C),
    ("ranges/point-at-open-edge", dict(a=20, b=30, n=30), C),
    ("ranges/point-at-open-edge", dict(a=20, b=30, n=21), E),
    ("ranges/point-inside-range", dict(a=20, b=30, n=25), E),
    ("ranges/point-below-range", dict(a=20, b=30, n=19), C),
    ("ranges/range-to-point-inside", dict(a=20, b=30, n=20), N),
    ("ranges/range-to-point-inside", dict(a=20, b=20, n=20), E),  # equal bounds: a point
    ("ranges/range-touching-closed-edge", dict(a=20, b=30, e=40), N),
    ("ranges/range-touching-open-edge", dict(a=20, b=30, e=40), C),
    ("ranges/range-equal-range", dict(a=20, b=30), E),
    ("ranges/range-inside-range", dict(a=20, b=30, c=20, e=30), E),
    ("ranges/range-inside-range", dict(a=20, b=30, c=21, e=30), N),
    ("ranges/range-containing-range", dict(a=20, b=40, c=25, e=35), N),
    ("ranges/range-overlapping-below", dict(a=20, b=30, c=10, e=25), N),
    ("ranges/range-disjoint-below", dict(a=20, b=30, c=10, e=19), C),
    ("ranges/range-disjoint-below", dict(a=20, b=30, c=10, e=20), N),
    ("ranges/range-above-lower-bound", dict(a=20, b=30, n=20), E),
    ("ranges/range-above-lower-bound", dict(a=20, b=30, n=21), N),
    ("ranges/range-straddling-bound", dict(a=20, b=30, n=29), N),
    ("ranges/range-straddling-bound", dict(a=20, b=30, n=30), C),
    ("ranges/range-at-or-above-upper-bound", dict(a=20, b=30, n=20), C),
    ("ranges/range-at-or-above-upper-bound", dict(a=20, b=30, n=21), N),
    # --- sums -----------------------------------------------------------------------------
    ("sums/two-days-total-entails", dict(n=12, m=7, t=19), E),
    ("sums/two-days-total-entails", dict(n=12, m=7, t=20), C),
    ("sums/two-days-total-entails", dict(n=0, m=7, t=7), E),
    ("sums/two-days-total-above-bound-entails", dict(n=12, m=7, x=19), C),
    ("sums/sum-given-to-one-person-contradicts", dict(n=12, m=7, t=19), C),
    ("sums/sum-given-to-one-person-contradicts", dict(n=12, m=0, t=12), E),  # zero added
    ("sums/sum-given-to-unmentioned-person-neutral", dict(n=12, m=7, t=19), N),
    ("sums/three-people-total-of-two-contradicts", dict(n=3, m=4, k=5, t=7), C),
    ("sums/three-people-total-of-two-contradicts", dict(n=3, m=4, k=0, t=7), E),
    ("sums/subset-total-entails", dict(n=3, m=4, k=5, t=12), C),
    ("sums/hypernym-total-of-closed-list-entails", dict(n=12, m=5, t=17), E),
    ("sums/hypernym-total-of-closed-list-entails", dict(n=12, m=5, t=18), C),
    ("sums/hypernym-open-list-at-least-sum-entails", dict(n=12, m=5, t=17), E),
    ("sums/hypernym-open-list-at-least-sum-entails", dict(n=12, m=5, t=18), N),
    ("sums/hypernym-open-list-fewer-than-sum-contradicts", dict(n=12, m=5, t=17), C),
    ("sums/hypernym-open-list-fewer-than-sum-contradicts", dict(n=12, m=5, t=18), N),
    ("sums/hypernym-open-list-more-than-sum-neutral", dict(n=12, m=5, t=16), E),
    # --- differences ------------------------------------------------------------------------
    ("differences/loss-left-entails", dict(x=12, y=5, r=7), E),
    ("differences/loss-left-entails", dict(x=12, y=5, r=8), C),
    ("differences/loss-left-entails", dict(x=12, y=0, r=12), E),
    ("differences/loss-of-all-none-left-entails", dict(x=5, y=5), E),
    ("differences/loss-of-all-none-left-entails", dict(x=5, y=4), C),
    ("differences/loss-without-start-neutral", dict(y=5, r=7), N),
    ("differences/unstated-loss-left-neutral", dict(x=10, r=9), N),
    ("differences/unstated-loss-left-neutral", dict(x=10, r=0), N),
    ("differences/unstated-loss-left-neutral", dict(x=10, r=10), C),
    ("differences/more-than-difference-entails", dict(n=12, m=7, k=5), E),
    ("differences/more-than-difference-entails", dict(n=12, m=7, k=19), C),
    ("differences/difference-in-wrong-direction-contradicts", dict(n=7, m=7, k=0), E),
    ("differences/equal-counts-more-than-contradicts", dict(n=5, m=5), C),
    ("differences/equal-counts-more-than-contradicts", dict(n=5, m=4), E),
    ("differences/equal-counts-as-many-entails", dict(n=5, m=4), C),
    ("differences/difference-with-unknown-count-neutral", dict(n=10, k=10), N),
    ("differences/difference-with-unknown-count-neutral", dict(n=10, k=11), C),
    ("differences/count-from-stated-difference-entails", dict(n=12, k=5, m=7), E),
    ("differences/needed-more-entails", dict(n=12, t=20, k=8), E),
    ("differences/needed-more-entails", dict(n=12, t=20, k=7), C),
    # --- ordinals: strict order, no ties ------------------------------------------------------
    ("ordinals/position-gives-number-ahead-entails", dict(k=1, m=0), E),
    ("ordinals/position-gives-number-ahead-entails", dict(k=3, m=2), E),
    ("ordinals/position-gives-number-ahead-entails", dict(k=3, m=3), C),
    ("ordinals/position-without-field-number-behind-neutral", dict(k=3, m=2), N),
    ("ordinals/position-in-field-gives-number-behind-entails", dict(n=12, k=5, m=7), E),
    ("ordinals/position-in-field-gives-number-behind-entails", dict(n=12, k=12, m=0), E),
    ("ordinals/position-in-field-gives-number-behind-entails", dict(n=12, k=5, m=6), C),
    ("ordinals/last-of-field-is-nth-entails", dict(n=12, k=11), C),
    ("ordinals/not-first-did-not-win-contradicts", dict(k=1), E),
    ("ordinals/position-within-top-entails", dict(k=5, m=5), E),
    ("ordinals/position-within-top-entails", dict(k=5, m=4), C),
    ("ordinals/position-bounds-field-below-entails", dict(k=3, m=3), E),
    ("ordinals/position-bounds-field-below-entails", dict(k=3, m=4), N),
    ("ordinals/field-smaller-than-position-contradicts", dict(k=3, m=3), C),
    ("ordinals/field-smaller-than-position-contradicts", dict(k=3, m=4), N),
    ("ordinals/two-positions-number-between-entails", dict(k=4, j=5, m=0), E),
    ("ordinals/two-positions-number-between-entails", dict(k=4, j=5, m=1), C),
    ("ordinals/two-positions-reversed-order-contradicts", dict(k=4, j=5), C),
    ("ordinals/other-participant-same-place-contradicts", dict(k=3, j=3), C),
    ("ordinals/other-participant-same-place-contradicts", dict(k=3, j=4), N),
    # --- dates and durations: whole years ---------------------------------------------------
    ("dates-durations/year-before-later-year-entails", dict(y=1990, x=1991), E),
    ("dates-durations/year-before-later-year-entails", dict(y=1990, x=1990), C),
    ("dates-durations/year-after-earlier-year-entails", dict(y=1990, x=1989), E),
    ("dates-durations/year-after-earlier-year-entails", dict(y=1990, x=1990), C),
    ("dates-durations/year-in-its-decade-entails", dict(y=1990), E),
    ("dates-durations/year-in-its-decade-entails", dict(y=1999), E),
    ("dates-durations/decade-to-year-neutral", dict(start=199, y=1990), N),
    ("dates-durations/decade-to-year-neutral", dict(start=199, y=2000), C),
    ("dates-durations/span-between-years-duration-entails", dict(y1=1990, y2=1995, n=5), E),
    ("dates-durations/span-between-years-duration-entails", dict(y1=1990, y2=1995, n=7), C),
    ("dates-durations/birth-and-death-years-give-two-ages-entails", dict(y1=1950, y2=2011), E),
    ("dates-durations/birth-and-death-years-give-two-ages-entails", dict(y1=1950, y2=2011, lo=61, hi=62), N),
    ("dates-durations/birth-and-death-years-one-age-neutral", dict(y1=1950, y2=2011, k=60), N),
    ("dates-durations/birth-and-death-years-one-age-neutral", dict(y1=1950, y2=2011, k=61), N),
    ("dates-durations/birth-and-death-years-one-age-neutral", dict(y1=1950, y2=2011, k=62), C),
    ("dates-durations/birth-and-death-years-one-age-neutral", dict(y1=1950, y2=2011, k=59), C),
    ("dates-durations/birth-and-death-years-wrong-age-contradicts", dict(y1=1950, y2=2011, k=70), C),
    ("dates-durations/weeks-as-days-entails", dict(w=3, days=21), E),
    ("dates-durations/weeks-as-days-entails", dict(w=3, days=20), C),
    ("dates-durations/hours-as-wrong-minutes-contradicts", dict(h=2, m=90), C),
    ("dates-durations/hours-as-wrong-minutes-contradicts", dict(h=2, m=120), REDRAW),
    ("dates-durations/hours-longer-than-fewer-minutes-entails", dict(h=2, m=119), E),
    ("dates-durations/hours-longer-than-fewer-minutes-entails", dict(h=2, m=120), C),
    ("dates-durations/years-later-gives-year-entails", dict(y=1990, n=6, x=1996), E),
    ("dates-durations/years-later-gives-year-entails", dict(y=1990, n=6, x=1997), C),
]


@pytest.mark.parametrize(("pid", "values", "expected"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_oracle_agrees_with_hand_labels(pid: str, values: dict[str, int], expected: str) -> None:
    if expected == REDRAW:
        with pytest.raises(Redraw):
            label_for(pid, **values)
    else:
        assert label_for(pid, **values) == expected


def test_hand_labels_cover_enough_patterns() -> None:
    ids = load_patterns()
    assert all(pid in ids for pid, _, _ in CASES)
    assert len({pid for pid, _, _ in CASES}) >= 15


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return generate(0, 20, phenomena=PHENOMENA)


def test_every_pattern_yields_15_distinct_rows_with_its_label(rows: list[dict]) -> None:
    patterns = {p.id: p for p in load_patterns().values() if p.phenomenon in PHENOMENA}
    distinct: dict[str, set[tuple[str, str]]] = {pid: set() for pid in patterns}
    for r in rows:
        assert r["gold_label"] == patterns[r["pattern"]].label
        distinct[r["pattern"]].add((r["sentence1"], r["sentence2"]))
    thin = {pid: len(s) for pid, s in distinct.items() if len(s) < 15}
    assert not thin


def test_every_phenomenon_has_two_patterns_of_each_label() -> None:
    counts = Counter((p.phenomenon, p.label) for p in load_patterns().values() if p.phenomenon in PHENOMENA)
    for ph in PHENOMENA:
        assert sum(counts[(ph, lab)] for lab in (E, N, C)) >= 9, ph
        for lab in (E, N, C):
            assert counts[(ph, lab)] >= 2, (ph, lab)


def test_generation_is_deterministic() -> None:
    assert generate(3, 5, phenomena=["ordinals"]) == generate(3, 5, phenomena=["ordinals"])
