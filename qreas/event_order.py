"""The order of two events a paragraph dates in different sentences: "The paper was sold in
2008. It moved to a tabloid format in 2011." / "The paper switched to tabloid before it was
sold" (contradiction); "She became the first woman to ... in 1978. Two years later she
reached the summit of Nanga Parbat. In 1986 she climbed K2." / "She climbed K2 after
Nanga Parbat" (entailment).

Why: a hypothesis that orders two events with "before" / "after" and no number has no
quantity for the stages or the proof to check; both align its words one by one and the
stages' verbal coverage called it entailment whichever way round it was. The order is
arithmetic on two years: each event is dated by the premise year whose words it shares
most (``event_years``: every content word belongs to the year nearest it in the parse of
its sentence), then the years are compared.

The paragraph's timeline holds the stated years and the years a sentence names by its
place after another ("Two years later ...", "The following year ..." count from the last
year stated before them, in narrative order). An event that no year owns alone, two
events of the same year, or a hypothesis with a number of its own ("two years before":
the duration derivers check it) decide nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.lexicon import time_relations
from qreas.natlog.derivers.event_years import _expand, _key, _ordinals, _owned
from qreas.natlog.quantity_slots import recurring
from qreas.natlog.word_rules import time_name
from qreas.once_events import once_event_verb
from qreas.types import Numset

MODIFIER_DEPS = frozenset({"amod", "compound", "advmod", "npadvmod", "nmod"})

# the connective and the sign of the main event's place relative to the anchor's
ORDER_WORDS = {"before": -1, "after": 1}
# "the following year" and its kin: the offset in years (seasons and months are not
# counted: "the following spring" may fall in the same year)
ADJACENT_PERIODS = frozenset({"year", "season"})


# time units of whole years: "two decades later" is 20 years on, "half a century" 50
YEAR_UNITS = {"year": 1, "decade": 10, "century": 100}


def whole_years(q: Numset) -> int | None:
    """A stated length as a whole number of years ("six years", "two decades", "half a
    century"), else None (months, days, a range, a fraction of a year)."""
    factor = YEAR_UNITS.get(q.unit or "")
    if factor is None or not q.is_exact:
        return None
    n = q.lo * factor
    return int(n) if n == int(n) else None


def _split(hdoc: Any, t: Any, skip: frozenset[int]) -> tuple[frozenset[int], frozenset[int]] | None:
    """(main event tokens, anchor event tokens) around the connective ``t``: as a
    preposition ("released before Low Tide") it takes its object as the anchor; as a
    subordinator ("before he attended") its clause."""
    anchor = t.head if t.dep_ == "mark" else t
    if t.dep_ == "mark" and anchor.head.i == anchor.i:
        return None  # "before" opens the main clause: no second event
    inside = frozenset(x.i for x in anchor.subtree) - {t.i}
    main = frozenset(x.i for x in hdoc if x.i not in inside and x.i != t.i and x.i not in skip)
    return (main, inside) if inside and main else None


Claim = tuple[int, float | None, frozenset[int], frozenset[int]]


def order_claim(hdoc: Any, hq: Sequence[Numset] = ()) -> Claim | None:
    """(sign, gap in years or None, main event tokens, anchor event tokens) of "A
    before/after B" or "A N years before/after B", else None. Another number in the
    hypothesis leaves it to the derivers ("in 1990, before")."""
    gaps = [q for q in hq if whole_years(q) is not None and q.end < len(hdoc)]
    gap = next((q for q in gaps if hdoc[q.end].lower_ in ORDER_WORDS), None)
    if gap is None and any(t.like_num and t.lower_ not in _ordinals() for t in hdoc):
        return None
    if gap is None and any(q.kind != "ordinal" for q in hq):
        return None  # "for more than half a century after ...": a figure of its own
    if gap is not None and any(q is not gap and q.kind != "ordinal" for q in hq):
        return None
    for t in hdoc:
        sign = ORDER_WORDS.get(t.lower_)
        if sign is None or t.dep_ not in ("prep", "mark") or (gap is not None and t.i != gap.end):
            continue
        skip = frozenset(range(gap.start, gap.end)) if gap is not None else frozenset()
        parts = _split(hdoc, t, skip)
        if parts is not None:
            return sign, (whole_years(gap) if gap is not None else None), parts[0], parts[1] - skip
    return None


def _relative_offset(
    doc: Any, quantities: Sequence[Numset]
) -> tuple[int, tuple[frozenset[str], frozenset[str]] | None] | None:
    """The offset in years a sentence states from another event, with that event's words
    (none: the event told just before): "Two years later", "The following year", "three
    years after the dam's completion", "served for six years before X succeeded her"
    (the succession ends the duration), "lasted eleven years and ended with the treaty"
    (the end is the duration on from the start told before); None if it states none."""
    for q in quantities:
        n = whole_years(q)
        if n is None or q.end >= len(doc):
            continue
        word = doc[q.end]
        if word.lower_ == "later":
            return n, None
        if q.start > 0 and doc[q.start - 1].lower_ == "for" and word.lower_ in ("before", "until"):
            return n, None  # "served for six years before Reyes succeeded her"
        if q.verb in time_relations()["lasting"] and "end" in {t.lemma_.lower() for t in doc}:
            return n, None  # "The war lasted eleven years and ended with the treaty"
        sign = ORDER_WORDS.get(word.lower_)
        if sign is not None:
            span = [t for t in word.subtree if t.i != word.i]
            return sign * n, (frozenset(k for t in span if (k := _key(t))), head_keys(span))
    for t in doc:
        if t.lemma_.lower() in ADJACENT_PERIODS and t.i >= 2 and doc[t.i - 2].lower_ in ("the", "that"):
            offset = time_relations()["adjacent"].get(doc[t.i - 1].lower_)
            if offset is not None:
                return int(offset), None
    return None


def head_keys(tokens: Sequence[Any]) -> frozenset[str]:
    """The keys of a span's event word: its highest token ("the dam's *completion*", the
    clause's verb), with the verbs a noun names the event of."""
    ids = {t.i for t in tokens}
    tops = [t for t in tokens if t.head.i not in ids or t.head.i == t.i]
    return frozenset(_expand({k for t in tops if (k := _key(t))}))


def date_event(
    words: set[str], owned: dict[int, set[str]], df: dict[str, int], head: frozenset[str] = frozenset()
) -> int | None:
    """The entry that dates an event: the one sharing most of its words, each word
    weighted by the inverse of the number of sentences that use it. A name repeated in
    every sentence ("the Kessler Dam") says little about which event is meant; the word
    only one sentence uses ("completion", "Signal Fires") says most; the event word
    itself (``head``) counts three times. None on a tie, on no
    shared word, or where ordinals or other places in a series on both sides differ ("its
    second" is not "its first", "the most recent" book not the first)."""
    words = _expand(words)
    marks = _ordinals() | PLACE_IN_SERIES
    ords = words & marks
    scores = []
    for k, keys in owned.items():
        mine = _expand(keys)
        if ords and mine & marks and not ords & mine:
            continue
        scores.append((sum((3 if w in head else 1) / max(df.get(w, 1), 1) for w in words & mine), k))
    scores.sort(reverse=True)
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and abs(scores[1][0] - scores[0][0]) < 1e-9):
        return None
    return scores[0][1]


def frequencies(docs: Sequence[Any]) -> dict[str, int]:
    """Key -> the number of sentences using it (verbs a noun names counted with it)."""
    df: dict[str, int] = {}
    for doc in docs:
        for k in _expand({k for t in doc if (k := _key(t))}):
            df[k] = df.get(k, 0) + 1
    return df


def timeline(docs: Sequence[Any], quantities: Sequence[Sequence[Numset]]) -> list[tuple[int, set[str]]]:
    """(year, the content keys it owns) for every year the paragraph states or implies,
    in document order."""
    return [(year, keys) for year, keys, _, _ in _entries(docs, quantities)]


# words that place a member in its series, as an ordinal does
PLACE_IN_SERIES = frozenset({"last", "latest", "recent", "final", "debut", "earliest", "previous", "next"})
# how a year is given: named by its place; stated alone in its sentence; beside others;
# named by its place in a clause beside a stated year ("began in 1821, and the bridge
# opened four years later")
IMPLIED, SINGLE, STATED, CLAUSE = "implied", "single", "stated", "clause"
PLACED = frozenset({IMPLIED, CLAUSE})


Entry = tuple[int, set[str], str, frozenset[str]]  # year, keys, how given, a stated year's event words


def _clause_verb(t: Any) -> Any | None:
    """The verb whose clause a token is in."""
    while t.pos_ not in ("VERB", "AUX") and t.head.i != t.i:
        t = t.head
    return t if t.pos_ in ("VERB", "AUX") else None


def _placed_phrases(doc: Any, qs: Sequence[Numset]) -> list[tuple[int, int, frozenset[int]]]:
    """(offset in years, head token, the phrase's tokens) of each "N years later / earlier"
    and "the following / previous year" of a sentence: a time named by its place from
    the time told before it (not "N years after X", which names its own anchor)."""
    out = []
    for q in qs:
        n = whole_years(q)
        if n is None or q.end >= len(doc):
            continue
        sign = {"later": 1, "afterwards": 1, "earlier": -1}.get(doc[q.end].lower_)
        if sign is not None:
            out.append((sign * n, q.end, frozenset(range(q.start, q.end + 1))))
    adjacent = time_relations()["adjacent"]
    for t in doc:
        if t.lemma_.lower() in ADJACENT_PERIODS and t.i >= 2 and doc[t.i - 2].lower_ in ("the", "that"):
            offset = adjacent.get(doc[t.i - 1].lower_)
            if offset:
                out.append((int(offset), t.i, frozenset({t.i - 2, t.i - 1, t.i})))
    return out


Placed = tuple[int, frozenset[str], Numset, frozenset[int]]  # offset, keys, year counted from, tokens


def _keys_outside(doc: Any, clauses: Sequence[Placed]) -> set[str]:
    """The keys of the tokens outside every placed clause ("to *climb* the north face"
    besides "a route first *climbed* by men 46 years earlier")."""
    inside = {i for *_, ids in clauses for i in ids}
    return {k for t in doc if t.i not in inside and (k := _key(t))}


def relative_clauses(doc: Any, qs: Sequence[Numset], years: Sequence[Numset]) -> list[Placed]:
    """(offset, the clause's content keys, the year it counts from, its tokens) of each clause of a
    sentence with stated years that dates its event by its place from one of them:
    "Construction began in 1821, and the bridge opened to traffic *four years later*"
    (opened: 1825), "In 1918 she was requisitioned, and she was sunk *the following
    year*" (1919). The clause is its verb's subtree without the clauses conjoined to it,
    and must hold no year of its own; the year counted from is the last one stated
    before the phrase."""
    out = []
    for offset, head, phrase in _placed_phrases(doc, qs):
        verb = _clause_verb(doc[head])
        before = [y for y in years if y.end <= min(phrase)]
        if verb is None or not before:
            continue
        kept = [c for c in verb.children if not (c.dep_ == "conj" and c.pos_ in ("VERB", "AUX"))]
        ids = {verb.i} | {x.i for c in kept for x in c.subtree}
        if any(y.number_index in ids for y in years):
            continue
        keys = frozenset(k for i in ids if i not in phrase and (k := _key(doc[i])))
        if keys:
            out.append((offset, keys, before[-1], frozenset(ids)))
    return out


def _event_words(doc: Any, q: Numset) -> frozenset[str]:
    """The words that name what a stated year dates: its verb, and the noun its "in"
    hangs from ("The tunnel's *opening* in 1931 was delayed"), with the verb it names."""
    words = {q.verb} if q.verb else set()
    prep = doc[q.number_index].head
    if prep.lower_ in ("in", "of") and prep.head.pos_ == "NOUN":
        words |= _expand({prep.head.lemma_.lower()})
    return frozenset(words)


def _entries(docs: Sequence[Any], quantities: Sequence[Sequence[Numset]]) -> list[Entry]:
    """``timeline`` with how each year is given: implied (named by its place), stated
    alone in its sentence, or stated beside other years; and a stated year's verb."""
    out: list[Entry] = []
    last: int | None = None
    df = frequencies(docs)
    for doc, qs in zip(docs, quantities, strict=True):
        years = [q for q in qs if q.kind == "year" and q.is_exact and q.lo == int(q.lo)]
        if years:
            owned = _owned(doc, years)
            kind = SINGLE if len(years) == 1 else STATED
            clauses = relative_clauses(doc, qs, years)
            # a clause dated by its place ("and she was sunk *the following year*") is not
            # the stated year's: the words only it uses leave that year for the clause's own
            told = {k for _, keys, _, _ in clauses for k in keys} - _keys_outside(doc, clauses)
            out.extend(
                (int(years[k].lo), ks - told, kind, _event_words(doc, years[k])) for k, ks in owned.items()
            )
            last = int(years[-1].lo)
            for offset, keys, ref, _ in clauses:
                out.append((int(ref.lo) + offset, set(keys), CLAUSE, frozenset()))
                if ref is years[-1]:
                    last = int(ref.lo) + offset
            continue
        relative = _relative_offset(doc, qs)
        if relative is None:
            continue
        offset, anchor = relative
        if anchor:  # "three years after the dam's completion": the year of that event
            k = date_event(set(anchor[0]), {j: e[1] for j, e in enumerate(out)}, df, anchor[1])
            base = None if k is None else out[k][0]
        else:
            base = last
        if base is None:
            continue
        last = base + offset
        keys = {k for t in doc if (k := _key(t))} - (anchor[0] if anchor else set())
        out.append((last, keys, IMPLIED, frozenset()))
    return out


def decide(
    hdoc: Any, hq: Sequence[Numset], docs: Sequence[Any], quantities: Sequence[Sequence[Numset]]
) -> tuple[str, str] | None:
    """(label, reason) of an order claim the paragraph's years settle, else None."""
    claim = order_claim(hdoc, hq)
    if claim is None:
        return None
    sign, gap, main_ids, anchor_ids = claim
    main = {k for i in main_ids if (k := _key(hdoc[i]))}
    anchor = {k for i in anchor_ids if (k := _key(hdoc[i]))}
    main, anchor = main - anchor, anchor - main  # the shared subject dates neither
    if not main or not anchor:
        return None
    df = frequencies(docs)
    main_head = head_keys([hdoc[i] for i in main_ids])
    found = _settle(hdoc, claim, main, anchor, timeline(docs, quantities), df)
    if found is None and main_head and not main_head & df.keys():
        # "The canal was widened before the lock was added": the text never tells of a
        # widening, and an order of events it does not tell is not entailed
        return "neutral", "neutral: the text does not tell of the event it is said to order"
    return found


Timeline = list[tuple[int, set[str]]]


def _settle(
    hdoc: Any, claim: Claim, main: set[str], anchor: set[str], events: Timeline, df: dict[str, int]
) -> tuple[str, str] | None:
    """``decide`` on the timeline: both events dated, their years compared."""
    sign, gap, main_ids, anchor_ids = claim
    owned = {k: keys for k, (_, keys) in enumerate(events)}
    anchor_head = head_keys([hdoc[i] for i in anchor_ids])
    b = date_event(anchor, owned, df, anchor_head)
    if b is None:
        return None
    main_head = head_keys([hdoc[i] for i in main_ids])
    a = date_event(main, {k: v for k, v in owned.items() if k != b}, df, main_head)
    if a is None or date_event(main, owned, df, main_head) != a:
        return None  # the main event's words point to the anchor's year as well
    if not _identified(main, main_head, events[a][1], df):
        return None  # "The canal was widened before ...": no year holds the widening
    if not _identified(anchor, anchor_head, events[b][1], df):
        return None
    ya, yb = events[a][0], events[b][0]
    if ya == yb:
        return None
    holds = (ya - yb) * sign > 0 if gap is None else (ya - yb) == sign * gap
    label = "entailment" if holds else "contradiction"
    word = "before" if sign < 0 else "after"
    return label, f"{label}: the text dates the event {ya} and the one it is said to be {word} {yb}"


def _topic(df: dict[str, int], docs: Sequence[Any]) -> set[str]:
    """The paragraph's subject, which dates no event: the keys most sentences use, and
    the words of the first sentence's subject (an article names its topic first: "The
    Halden ferry linked ...")."""
    first = next((t for t in docs[0] if t.dep_ in ("nsubj", "nsubjpass")), None) if docs else None
    named = {k for t in first.subtree if (k := _key(t))} if first is not None else set()
    return named | {k for k, c in df.items() if c > 1 and c * 2 >= len(docs)}


def _identified(words: set[str], head: frozenset[str], keys: set[str], df: dict[str, int]) -> bool:
    """Does a year's entry hold what happened (the event word) or a thing named only in
    its sentence ("Nanga Parbat")? A subject named all through the paragraph ("the
    canal") identifies no event: "The canal was widened before ..." is not dated by the
    year the canal was first used."""
    shared = _expand(words) & _expand(keys)
    return bool(head & shared) or any(df.get(w) == 1 for w in shared)


def _stated_event(hdoc: Any, h: Numset, tokens: Sequence[Any], entry: Entry) -> bool:
    """May a stated year decide the hypothesis year? Only for a one-off event, dated by
    the year's own verb or event noun ("the tunnel's opening in 1931" / "opened in
    1935"), alone in its sentence, with every thing the hypothesis names
    (and its ordinal) among the year's words: "Built in 2004, she ..." does not date her
    sister ship; "who had earlier built two locks" is not dated by the sentence's
    "Construction began in 1823"; "Their debut album ... 2008" is not the second's."""
    _, keys, kind, verb = entry
    if kind != SINGLE or not verb & head_keys(tokens) or not _once(hdoc, h):
        return False
    named = {k for t in tokens if t.pos_ in ("NOUN", "PROPN") or t.lower_ in _ordinals() if (k := _key(t))}
    return named <= _expand(keys)


def _once(hdoc: Any, h: Numset) -> bool:
    """Is the hypothesis year's event a one-off one (it cannot recur in another year)?"""
    verb = hdoc[h.number_index]
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    return once_event_verb(verb)


def implied_year(
    hdoc: Any,
    hq: Sequence[Numset],
    docs: Sequence[Any],
    quantities: Sequence[Sequence[Numset]],
    only_clause: bool = False,
) -> tuple[str, str] | None:
    """(label, reason) of "EVENT in YEAR" where the paragraph names the event's year only
    by its place ("Two years later she reached the summit of Nanga Parbat" / "She climbed
    Nanga Parbat in 1980"), else None. The event is dated as in ``decide``; its verb or
    noun, or a word only that sentence uses ("Nanga Parbat"), must be among the year's
    words, so that a sentence sharing only the subject's name dates nothing. Stated
    years are left to the stages and the proof. ``only_clause``: only an event dated in
    a clause beside a stated year, which the stages would pair with that year ("began
    in 1821, and the bridge opened four years later" / "opened in 1821")."""
    hq = [q for q in hq if q.kind != "ordinal"]  # "first filled": an ordinal of the event
    years = [q for q in hq if q.kind == "year"]
    if len(hq) != 1 or len(years) != 1 or not years[0].is_exact or order_claim(hdoc, hq) is not None:
        return None
    h = years[0]
    if recurring(hdoc, h):
        return None  # "published *a* collection in 1975": one of many, dated by no entry
    before = hdoc[h.start - 1] if h.start > 0 else None
    if not h.text.isdigit() or (before is not None and time_name(before)):
        return None  # "in March 2017": a month too, which the timeline does not hold
    tokens = [t for t in hdoc if not h.start <= t.i < h.end]
    df = frequencies(docs)
    if any(t.pos_ in ("NOUN", "PROPN") and (k := _key(t)) and k not in df for t in tokens):
        return None  # "opened a workshop in Damascus": a thing the text never names, another event
    words = {k for t in tokens if (k := _key(t))}
    events = _entries(docs, quantities)
    owned = {k: e[1] for k, e in enumerate(events)}
    head = head_keys(tokens)
    k = date_event(words, owned, df, head)
    if k is None:
        return None
    if only_clause and events[k][2] != CLAUSE:
        return None
    told = _expand(events[k][1])
    if events[k][2] == CLAUSE and (not head & told or words - told - _topic(df, docs)):
        # a clause dates only a claim all of whose words but the paragraph's subject it
        # holds, its verb among them: "moved *back* to *Drummond Hall* in 1902" is not
        # dated by "the family moved to their townhouse the following year", nor "won
        # Olympic *gold*" by "won a bronze medal four years later"
        return None
    if events[k][2] not in PLACED and not _stated_event(hdoc, h, tokens, events[k]):
        return None  # a stated year: the stages' unless a one-off event's, said alone
    if not _identified(words, head, events[k][1], df):
        return None
    # "The *downstream* weir": a common-word modifier the text uses of another thing
    # than the dated one's sentence names another thing of the kind (a name is the topic's)
    mods = {
        key
        for t in tokens
        if t.dep_ in MODIFIER_DEPS and t.pos_ != "PROPN" and (key := _key(t)) and key in df
    }
    if mods - events[k][1] - _topic(df, docs):  # "the Halden *ferry* service": the topic
        return None
    year = events[k][0]
    label = "entailment" if year == h.lo else "contradiction"
    return label, f"{label}: the text's order of events puts it in {year}"
