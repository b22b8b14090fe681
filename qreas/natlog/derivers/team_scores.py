"""A side's own figure in a match's score: "the Hawks beat the Owls 94-62" says the
Hawks scored 94 and the Owls 62; "Calder lost to Rovers 17-28" says Calder scored 17.

Why: a score is written winner's figure first or in any order, but the verb says who
won, and a winner's figure is the larger one. A claim "the Owls scored 62 points" then
speaks of the loser's figure. The verb of the score is read from
``lexicons/match_sides.tsv`` (its subject the winner or the loser); the other side is
its object or the noun after "against"/"over" (winner verbs) or "to" (loser verbs).
The claim's side is the subject of its verb "score" (or of a result verb: "Arvo
United lost with 62 points" is not read), matched by its words. Exclusive: a side has
one figure in one match, so another number is a contradiction.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from qreas.lexicon import lines
from qreas.mention_context import verb_above
from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset, fmt_number

DASHES = frozenset({"-", "\u2013"})
SCORE_VERBS = frozenset({"score", "net", "put"})  # "scored 62 points", "netted twice", "put up 62"
SKIP_POS = frozenset({"DET", "PUNCT", "ADP", "CCONJ", "PART"})


@functools.cache
def _sides() -> dict[str, str]:
    return {row[0]: row[1] for row in lines("match_sides.tsv")}


def _words(tok: Any) -> set[tuple[str, str]]:
    """Content words of a noun phrase, each as written and as a lemma (a name's lemma
    varies with its parse: "Rovers" / "rover")."""
    return {
        (t.lower_, t.lemma_.lower())
        for t in tok.subtree
        if t.pos_ not in SKIP_POS and t.pos_ != "NUM" and t.dep_ != "case"
    }


def _result_verb(doc: Any, first: Any) -> Any | None:
    """The result verb a score hangs from ("beat ... 94-62"): the nearest verb above it
    (``first``: the score's first number, a token or a quantity)."""
    t = doc[first.number_index] if isinstance(first, Numset) else first
    for _ in range(4):
        if t.head.i == t.i:
            return None
        t = t.head
        if t.pos_ in ("VERB", "AUX"):
            return t if t.lemma_.lower() in _sides() else None
    return None


def _parties(verb: Any) -> tuple[Any | None, Any | None]:
    """(subject, other side) of a result verb."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    other = None
    preps = ("to",) if _sides()[verb.lemma_.lower()] == "loser" else ("against", "over")
    for c in verb.children:
        if c.dep_ == "dobj":
            other = c
        elif c.dep_ == "prep" and c.lower_ in preps:
            other = next((g for g in c.children if g.dep_ == "pobj"), other)
    return subject, other


def _claim_side(hdoc: Any, h: Numset) -> tuple[set[tuple[str, str]], int] | None:
    """The words of the side whose figure ``h`` is (the subject of the claim's
    "scored"), and the index of that verb."""
    t = verb_above(hdoc[h.number_index])
    if t is None or t.lemma_.lower() not in SCORE_VERBS:
        return None
    subject = next((c for c in t.children if c.dep_ == "nsubj"), None)
    return (_words(subject), t.i) if subject is not None else None


def _is(side: set[tuple[str, str]], phrase: Any | None) -> bool:
    """Does the claim's side (``_words``) name the premise's ``phrase``: each of its
    words, as written or as a lemma, is one of the phrase's?"""
    if phrase is None or not side:
        return False
    theirs = {w for pair in _words(phrase) for w in pair}
    return all(text in theirs or lemma in theirs for text, lemma in side)


@deriver("team-score")
def team_score(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None:
        return
    found = _claim_side(ctx.hdoc, h)
    if found is None or not found[0]:
        return
    side, score_verb = found
    for a, b, joiner, sources in score_pairs(ctx.pdoc, ctx.premise):
        verb = _result_verb(ctx.pdoc, ctx.pdoc[joiner - 1])
        if verb is None:
            continue
        subject, other = _parties(verb)
        high, low = max(a, b), min(a, b)
        winner_first = _sides()[verb.lemma_.lower()] == "winner"
        if _is(side, subject):
            value = high if winner_first else low
        elif _is(side, other):
            value = low if winner_first else high
        else:
            continue
        got = h.with_(lo=value, hi=value, lo_open=False, hi_open=False, approximate=False)
        who = " ".join(sorted(t for t, _ in side))
        eq = f"{fmt_number(a)}-{fmt_number(b)} ({verb.text}): {fmt_number(value)} for {who}"
        yield Derived(got, eq, sources, frozenset({joiner, verb.i}), frozenset({score_verb}))


def score_pairs(doc: Any, premise: tuple[Numset, ...]) -> list[tuple[float, float, int, tuple[Numset, ...]]]:
    """(first figure, second figure, joiner token, the premise quantities that hold them)
    of each score a sentence writes with a dash ("94-62"; also "0-2", which the parser
    reads as one range)."""
    out = []
    for t in doc:
        if t.text not in DASHES or not 0 < t.i < len(doc) - 1:
            continue
        x, y = _number(doc[t.i - 1]), _number(doc[t.i + 1])
        sources = tuple(q for q in premise if q.start <= t.i - 1 < q.end or q.start <= t.i + 1 < q.end)
        if x is not None and y is not None and sources and all(q.unit is None for q in sources):
            out.append((x, y, t.i, sources))
    return out


def same_result(pdoc: Any, first: Any, hdoc: Any, hverb: Any) -> tuple[int, int] | None:
    """(premise verb, claim verb) when a claim's result verb says of the same side what
    the score's verb says ("Rovers beat Calder 28-17" / "Rovers won by 11": both make
    Rovers the winner), so the two verbs are one fact, which the margin accounts for.
    ``None`` when the claim names the other side or no side the premise names."""
    pverb = _result_verb(pdoc, first)
    if pverb is None or hverb.lemma_.lower() not in _sides():
        return None
    h_subject = next((c for c in hverb.children if c.dep_ == "nsubj"), None)
    if h_subject is None:
        return None
    subject, other = _parties(pverb)
    p_side = _sides()[pverb.lemma_.lower()]
    flip = {"winner": "loser", "loser": "winner"}
    side = _words(h_subject)
    if _is(side, subject):
        claimed = p_side
    elif _is(side, other):
        claimed = flip[p_side]
    else:
        return None
    return (pverb.i, hverb.i) if claimed == _sides()[hverb.lemma_.lower()] else None


# -------------------------------------------------------------- a side's record

RECORD_GAMES = frozenset({"game", "match", "contest"})
STANDING_VERBS = frozenset({"lead", "trail"})  # "led 13-10 at half-time": a score, not a record


@functools.cache
def _record_words() -> dict[str, str]:
    return {row[0]: row[1] for row in lines("record_words.tsv")}


def _records(doc: Any) -> Iterator[tuple[Any, Any, Any]]:
    """(first number, second number, verb) of each record a sentence states: two bare
    numbers joined by a dash on a verb that is not a match's result ("the Otters *are*
    94-62", "the Bears *improve to* 8-3"): a standing, wins first."""
    for t in doc:
        if t.text not in ("-", "\u2013") or not 0 < t.i < len(doc) - 1:
            continue
        a, b = doc[t.i - 1], doc[t.i + 1]
        if not (a.like_num and b.like_num):
            continue
        verb = next((v for v in a.ancestors if v.pos_ in ("VERB", "AUX")), None)
        lemma = verb.lemma_.lower() if verb is not None else ""
        if verb is not None and lemma not in _sides() and lemma not in STANDING_VERBS:
            yield a, b, verb


def _record_figure(hdoc: Any, h: Numset) -> tuple[str, Any] | None:
    """Which figure of a record a claim states ("have won 94 games": the wins; "8 wins";
    "lost 68") and the verb whose subject is the side."""
    word = _record_words().get((h.unit or "").lower())
    t = verb_above(hdoc[h.number_index], ("VERB", "AUX"))
    if t is None:
        return None
    if word is None and (h.unit is None or h.unit in RECORD_GAMES):
        word = _record_words().get(t.lemma_.lower())
    return (word, t) if word is not None else None


def _subject_of(verb: Any) -> Any | None:
    """A verb's subject, or its conjunct head's ("have won 94 games and *lost* 68")."""
    while True:
        found = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if found is not None or verb.dep_ != "conj" or verb.head.i == verb.i:
            return found
        verb = verb.head


def _number(tok: Any) -> float | None:
    try:
        return float(tok.text.replace(",", ""))
    except ValueError:
        return None


@deriver("team-record")
def team_record(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None:
        return
    found = _record_figure(ctx.hdoc, h)
    if found is None:
        return
    figure, hverb = found
    h_subject = _subject_of(hverb)
    if h_subject is None:
        return
    side = _words(h_subject)
    for a, b, verb in _records(ctx.pdoc):
        if not _is(side, _subject_of(verb)):
            continue
        tok = a if figure == "win" else b
        value = _number(tok)
        sources = tuple(q for q in ctx.premise if q.start <= tok.i < q.end)
        if value is None or not sources:
            continue
        got = h.with_(lo=value, hi=value, lo_open=False, hi_open=False, approximate=False)
        eq = f"{a.text}-{b.text}: {fmt_number(value)} {'wins' if figure == 'win' else 'losses'}"
        h_words = {hverb.i} if hverb.lemma_.lower() in _record_words() else set()
        yield Derived(got, eq, sources, frozenset({verb.i, a.i + 1}), frozenset(h_words))


# -------------------------------------------------------------- the other results of a run


RUN_WINDOW = 6  # "of *Norvik Wolves' last* 6 games": a resolved possessive stands between


def _of_base(doc: Any, q: Numset, qs: tuple[Numset, ...]) -> Numset | None:
    """The run a count of results is out of ("won 5 *of their last 6 games*")."""
    if q.end >= len(doc) or doc[q.end].lower_ != "of":
        return None
    runs = (b for b in qs if b is not q and b.unit == q.unit and q.end < b.start <= q.end + RUN_WINDOW)
    return next(runs, None)


@deriver("other-results")
def other_results(ctx: Context) -> Iterator[Derived]:
    """ "won 5 of their last 6 games" leaves at most 1 lost (a draw is neither): a claim
    "lost 5 of their last 6" is ruled out, "lost 1" is open. The claim's verb is the
    opposite result (``lexicons/match_sides.tsv``) said of the same side and run."""
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.is_exact:
        return
    h_base = _of_base(ctx.hdoc, h, ctx.hypothesis)
    hverb = ctx.hdoc[h.number_index].head
    if h_base is None or hverb.lemma_.lower() not in _sides():
        return
    h_subject = _subject_of(hverb)
    if h_subject is None:
        return
    for p in ctx.premise:
        base = _of_base(ctx.pdoc, p, ctx.premise)
        pverb = ctx.pdoc[p.number_index].head
        if base is None or base.lo != h_base.lo or p.unit != h.unit or pverb.lemma_.lower() not in _sides():
            continue
        if _sides()[pverb.lemma_.lower()] == _sides()[hverb.lemma_.lower()]:
            continue  # the same result: the count itself, read by the stages
        if not _is(_words(h_subject), _subject_of(pverb)):
            continue
        rest = base.lo - p.lo
        value = h.with_(lo=0, hi=rest, lo_open=False, hi_open=False, approximate=False)
        eq = f"{p.text} of {base.text} {pverb.text}: at most {fmt_number(rest)} {hverb.text}"
        yield Derived(value, eq, (p, base), frozenset({pverb.i}), frozenset({hverb.i}))
