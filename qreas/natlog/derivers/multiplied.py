"""A multiplied count: "In 2001 the zoo kept 364 pigs; by 2003 the number had
halved" -> in 2003 it kept 182 pigs.

The factor comes from the verb (``lexicons/multiplier_verbs.tsv``: doubled, tripled,
halved) or from a fall with "half" ("fell by half", "was cut in half"). It applies to
the count stated before it, and the new count holds at the time the change is dated
("by 2003"): the hypothesis must speak of that time, whose words the derivation then
accounts for (the same count said of the earlier year is the stated one, not this).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from qreas.changes import direction, subject
from qreas.lexicon import lines
from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver
from qreas.natlog.derivers.holders import is_name
from qreas.natlog.derivers.stated_comparisons import _head_verb, holder, named
from qreas.natlog.lexical import member_nouns
from qreas.numbers import parse_number_token, parse_number_words
from qreas.types import Numset, fmt_number

HALF = ("by", "in")  # "fell by half", "cut in half"


@functools.cache
def _factors() -> dict[str, float]:
    return {f[0].lower(): float(f[1]) for f in lines("multiplier_verbs.tsv")}


def _factor(tok: Any) -> tuple[float, frozenset[int]] | None:
    """The factor a word multiplies by, and the words that say it."""
    if tok.pos_ != "VERB":
        return None
    f = _factors().get(tok.lemma_.lower())
    if f is not None:
        return f, frozenset({tok.i})
    # "fell by half": the phrase first (cheap), then whether the verb names a decrease
    for c in tok.children:
        if c.dep_ == "prep" and c.lower_ in HALF and any(o.lower_ == "half" for o in c.children):
            if direction(tok) == "decrease":
                return 0.5, frozenset({tok.i, c.i, *(o.i for o in c.children)})
    return None


@functools.lru_cache(maxsize=8192)  # per Doc: read once for every hypothesis quantity
def _factor_words(doc: Any) -> tuple[tuple[int, float, frozenset[int]], ...]:
    """(index, factor, its words) of each word of a sentence that multiplies a count."""
    return tuple((tok.i, *found) for tok in doc if (found := _factor(tok)) is not None)


def _years_under(doc: Any, word: Any, years: list[Numset]) -> list[Numset]:
    """Years dated by a prepositional phrase of ``word`` ("*by 2003*, the number had
    halved")."""
    return [y for y in years if _dates(doc[y.number_index].head.head, word) or _opening(doc, y, word)]


def _opening(doc: Any, y: Numset, word: Any) -> bool:
    """A date opening the sentence ("By 2022, ...") dates the sentence's verb of change,
    however the parser attached it (it may hang it on a participle clause)."""
    first = doc[y.start]
    return first.is_sent_start and first.pos_ == "ADP" and word.sent.start == first.i and word.i > y.end


CLAUSAL = ("advcl", "ccomp")  # "By 2022, *helped* by ..., it had doubled": a parse's
# attachment of the opening phrase to the participle clause between them


def _dates(head: Any, word: Any) -> bool:
    """Whether a phrase attached to ``head`` dates ``word``: ``head`` is the word, or
    a clause before it that depends on it (an opening participle clause)."""
    while head.i != word.i and head.dep_ in CLAUSAL and head.i < word.i:
        head = head.head
    return head.i == word.i


def _h_years(ctx: Context) -> list[Numset]:
    """The hypothesis' years."""
    return [q for q in ctx.h_all if q.kind == "year"]


def _year(when: Numset) -> float:
    """The year a change is dated by: "by 2003" is read as a bound (at most 2003) when
    it dates an event, but the state it brings about holds in that year."""
    return when.hi if when.lo == float("-inf") else when.lo


def _dated_changes(ctx: Context) -> Iterator[tuple[Any, float, frozenset[int], Numset]]:
    """(multiplier word, factor, its words with the subject's, the year it is dated)."""
    p_years = [q for q in ctx.premise if q.kind == "year"]
    for i, factor, words in _factor_words(ctx.pdoc):
        tok = ctx.pdoc[i]
        for when in _years_under(ctx.pdoc, tok, p_years)[-1:]:
            yield tok, factor, words | subject(tok)[1], when


@deriver("multiplied-year")
def multiplied_year(ctx: Context) -> Iterator[Derived]:
    """The year a multiplied count is said of ("In 2003, ...") is the year the change
    is dated by ("by 2003, the number had halved"), not the earlier one."""
    h = ctx.h
    if h.kind != "year" or not h.is_exact or not (_factor_words(ctx.pdoc) or _as_many(ctx)):
        return
    dates = [(words, when) for _, _, words, when in _dated_changes(ctx)]
    dates += [(m.words, m.when) for m in _multiples(ctx) if m.when is not None]
    for words, when in dates:
        if _year(when) == h.lo:
            yield Derived(h, f"{when.text}: the change's date", (when,), words)
            return


def _undated(ctx: Context) -> Iterator[Derived]:
    """A multiplied count dated by other words than a year ("640 patients in May; in
    June the number halved"): the hypothesis names the change's time (its date words),
    not the count's."""
    h, doc = ctx.h, ctx.pdoc
    said = {t.lower_ for t in _date_words(ctx.hdoc)}
    if not said:
        return
    for i, *found in _factor_words(doc):
        tok = doc[i]
        counts = [q for q in ctx.premise if q.kind == "amount" and q.is_exact and q.end <= tok.i]
        if not counts or not counts_of(doc, counts[-1], h.unit):
            continue
        x = counts[-1]
        cut = max((t.i for t in doc[x.end : tok.i] if t.lower_ in (";", "and", "but")), default=x.end)
        theirs = _date_words(doc[doc[x.number_index].sent.start : cut])
        own = _date_words(doc[cut : tok.sent.end])
        if not own or said != {t.lower_ for t in own} or said == {t.lower_ for t in theirs}:
            continue
        n = x.lo * found[0]
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{x.text} x {fmt_number(found[0])} = {fmt_number(n)} ({' '.join(t.text for t in own)})"
        p_tokens = found[1] | subject(tok)[1] | frozenset(t.i for t in own + theirs)
        yield Derived(value, eq, (x,), p_tokens, frozenset(t.i for t in _date_words(ctx.hdoc)))
        return


@deriver("multiplied")
def multiplied(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if not h.unit or not h.is_exact or h.kind != "amount" or not _factor_words(ctx.pdoc):
        return
    h_years = _h_years(ctx)
    if not h_years:
        yield from _undated(ctx)
        return
    for tok, factor, words, when in _dated_changes(ctx):
        counts = [q for q in ctx.premise if q.kind == "amount" and q.is_exact and q.end <= tok.i]
        if not counts or not counts_of(ctx.pdoc, counts[-1], h.unit):
            continue
        x = counts[-1]
        said = [y for y in h_years if y.lo == _year(when)]
        if not said:
            continue
        value = h.with_(lo=x.lo * factor, hi=x.lo * factor, lo_open=False, hi_open=False, approximate=False)
        eq = f"{x.text} x {fmt_number(factor)} = {fmt_number(x.lo * factor)} by {when.text}"
        h_tokens = frozenset(i for y in said for i in range(y.start, y.end))
        verb = governing_verb(ctx.pdoc[x.number_index])  # "In 2001, the zoo *kept* 364 pigs"
        years = [q for q in ctx.premise if q.kind == "year"]
        before = _years_under(ctx.pdoc, verb, years) if verb is not None else []
        # both dates are read: the count's and the change's
        p_tokens = words | frozenset(i for y in (*before, when) for i in range(y.start, y.end))
        yield Derived(value, eq, (x,), p_tokens, h_tokens)


def counts_of(doc: Any, x: Numset, unit: str) -> bool:
    """Whether ``x`` counts ``unit``: its own noun, or, for a bare number, the subject
    of its verb when that is the collective noun of the unit ("its *membership* stood
    at 42" counts members: WordNet's derivationally related form, as "readership" /
    "reader")."""
    if x.unit:
        return x.unit == unit
    verb = governing_verb(doc[x.number_index])
    if verb is None:
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ == "NOUN"]
    return any(unit in member_nouns(s.lemma_.lower()) for s in subjects)


AS_MANY = ("many", "much")


@functools.cache
def _adverbs() -> dict[str, float]:
    return {f[0].lower(): float(f[1]) for f in lines("multiplier_adverbs.tsv")}


def factor_before(doc: Any, many: int) -> tuple[float, frozenset[int]] | None:
    """The factor written before "as many" / "as much" at ``many`` and its words:
    "twice" (2), "half" (0.5), "three times" (3); None for a bare "as many"."""
    k = many - 2
    if k < 0 or doc[many - 1].lower_ != "as":
        return None
    return _factor_at(doc, k)


def _factor_at(doc: Any, k: int) -> tuple[float, frozenset[int]] | None:
    """A factor word ending at ``k``: "twice", "half", or "N times"."""
    if doc[k].lower_ in _adverbs():
        return _adverbs()[doc[k].lower_], frozenset({k})
    if k >= 1 and doc[k].lower_ == "times":
        token = parse_number_token(doc[k - 1].text)
        n = token.value if token is not None else parse_number_words([doc[k - 1].lower_])
        if n is not None:
            return float(n), frozenset({k - 1, k})
    return None


# "four times more books than Lucy" is read as "four times as many" (the common
# reading in news and everyday text; the strict "4 + 1 times as many" is rare and no
# writer's intent can be told from the words), "three times fewer" as a third as many
TIMES_COMPARATIVES = {"more": 1, "fewer": -1, "less": -1}


def _times_comparative(doc: Any, i: int) -> tuple[float, int] | None:
    """(factor, index of its number) of "N times more / fewer" at ``i``."""
    if i < 2 or doc[i].lower_ not in TIMES_COMPARATIVES or doc[i - 1].lower_ != "times":
        return None
    token = parse_number_token(doc[i - 2].text)
    n = token.value if token is not None else parse_number_words([doc[i - 2].lower_])
    if not n:
        return None
    return (float(n) if TIMES_COMPARATIVES[doc[i].lower_] > 0 else 1 / float(n)), i - 2


def _as_many(ctx: Context) -> tuple[tuple[float, int, int], ...]:
    """(factor, index of its first word, index of "many"/"much"/"more") for every
    "twice as many", "three times as much", "half as many", "four times more"."""
    return _as_many_in(ctx.pdoc)


@functools.lru_cache(maxsize=8192)  # per Doc: read once for every hypothesis quantity
def _as_many_in(doc: Any) -> tuple[tuple[float, int, int], ...]:
    out = []
    for t in doc:
        if t.lower_ in AS_MANY and (found := factor_before(doc, t.i)) is not None:
            out.append((found[0], min(found[1]), t.i))
        elif (times := _times_comparative(doc, t.i)) is not None:
            out.append((times[0], times[1], t.i))
        elif t.lower_ in ANAPHORS and (found := factor_of_anaphor(doc, t.i)) is not None:
            out.append((found[0], min(found[1]), t.i))
    return tuple(out)


# "twice *that* (distance)", "three times *that* number": the multiple of the count
# stated before, named by a demonstrative instead of "as many"
ANAPHORS = ("that", "this")


def factor_of_anaphor(doc: Any, i: int) -> tuple[float, frozenset[int]] | None:
    """The factor before a demonstrative that stands for the count stated before it
    ("twice that", "three times that distance"), read as "twice as many"."""
    if i < 1 or doc[i].dep_ not in ("dobj", "pobj", "det", "npadvmod", "attr", "conj", "nsubj"):
        return None
    return _factor_at(doc, i - 1)


def _boundary(doc: Any, a: int, b: int) -> bool:
    """A clause boundary between two positions ("40 members; in 2010 ...")."""
    return any(t.text in (";", ",", ".") for t in doc[a:b])


def _clause_years(years: list[Numset], lo: int, hi: int) -> list[Numset]:
    return [y for y in years if lo <= y.start and y.end <= hi]


@dataclass(frozen=True)
class Multiple:
    """ "40 members in 2000 and twice as many in 2010": the factor, the count it
    multiplies, the unit of the multiple, its date and the count's date (if any), and
    the words read."""

    factor: float
    x: Numset
    unit: str | None
    when: Numset | None
    words: frozenset[int]
    holder: frozenset[str] = frozenset()  # the names of the multiple's subject


def _standard(doc: Any, many: int) -> Any | None:
    """The "as" (or "than") of the standard of comparison after "as many [noun]" ("three times as
    many stamps *as Anna*")."""
    for k in (many + 1, many + 2):
        if k < len(doc) and doc[k].lower_ in ("as", "than") and doc[k].dep_ == "prep":
            return doc[k]
        if k < len(doc) and doc[k].pos_ != "NOUN":
            return None
    return None


def _standard_count(ctx: Context, as_: Any, first: int) -> tuple[Numset, frozenset[int]] | None:
    """The count of the standard "as Anna" / "as last year": stated in the standard's
    own phrase or after it in the sentence ("as Anna, *who has 12*"; "as last year,
    *when it enrolled 150*"), or before, in a clause whose subject names it ("*Anna has
    12 stamps*. Ben has three times as many stamps as Anna"). None: the standard's
    count is not stated, so nothing is fixed."""
    doc = ctx.pdoc
    counts = [
        q for q in ctx.premise if q.kind == "amount" and q.is_exact and q.start not in range(first, as_.i)
    ]
    own = {t.i for t in as_.subtree}
    sent_end = as_.sent.end
    after = [q for q in counts if q.start > as_.i and q.end <= sent_end]
    if after:
        return after[0], frozenset(own)
    names = {t.lower_ for t in as_.subtree if named(t)}
    if not names:
        return None
    before = [q for q in counts if q.end <= first and names & holder(doc, q)]
    if not before:
        return None
    x = before[-1]
    mentions = {t.i for t in doc[: x.start] if t.lower_ in names}
    return x, frozenset(own | mentions)


def _clause_holder(doc: Any, many: int) -> frozenset[str]:
    """The names of the subject of the clause of "as many"."""
    verb = _head_verb(doc[many])
    subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")] if verb is not None else []
    return frozenset(t.lower_ for c in subj for t in c.subtree if is_name(t))


def _clause_words(doc: Any, many: int, names: frozenset[str], x: Numset | None = None) -> set[int]:
    """The subject's names of the clause of "as many" ("*Omar* read twice as many books
    as Lucy"), and the verb of the standard's count when it is another ("Lucy *read* 8
    books"): the hypothesis' verb is the multiple's own."""
    verb = _head_verb(doc[many])
    other = governing_verb(doc[x.number_index]) if x is not None else None
    found = {other.i} if other is not None and (verb is None or other.i != verb.i) else set()
    return found | {t.i for t in doc[doc[many].sent.start : many] if t.lower_ in names and named(t)}


def _multiples(ctx: Context) -> Iterator[Multiple]:
    years = [q for q in ctx.premise if q.kind == "year"]
    for factor, first, many in _as_many(ctx):
        as_ = _standard(ctx.pdoc, many)
        standard = _standard_count(ctx, as_, first) if as_ is not None else None
        counts = [q for q in ctx.premise if q.kind == "amount" and q.is_exact and q.unit and q.end <= first]
        if as_ is not None and standard is None:
            continue  # "twice as many as Kim", Kim's count not stated
        if not counts and standard is None:
            continue  # "twice as many as in 1990": no count to multiply
        x, read = standard if standard is not None else (counts[-1], frozenset())
        noun = ctx.pdoc[many + 1] if many + 1 < len(ctx.pdoc) else None
        unit = noun.lemma_.lower() if noun is not None and noun.pos_ == "NOUN" else x.unit
        anaphor = ctx.pdoc[many].lower_ in ANAPHORS
        if anaphor:  # "twice that distance": the count before, whatever the noun calls it
            unit, many = x.unit, many + 1 if noun is not None and noun.pos_ == "NOUN" else many
        # the multiple's date: in its own phrase ("twice as many in 2010"), or opening
        # its clause ("; in 2010 it had half as many"); the count's: the other nearest
        opening = [y for y in _clause_years(years, x.end, first) if _boundary(ctx.pdoc, x.end, y.start)]
        own = (_clause_years(years, many, ctx.pdoc[many].sent.end) or opening[-1:])[:1]
        others = sorted((y for y in years if y not in own), key=lambda y: abs(y.start - x.start))
        # both dates are read (the count's and the multiple's), and the multiple's noun
        dated = frozenset(i for y in (*own, *others[:1]) for i in range(y.start, y.end))
        named = frozenset({many + 1}) if unit != x.unit else frozenset()
        names = holder(ctx.pdoc, x, ctx.pdoc[many])
        if standard is not None:  # the comparison's clause is read: its subject, verb and noun
            words = _clause_words(ctx.pdoc, many, names, x) | ({many + 1} if unit == x.unit else set())
            named |= words
        words = frozenset(range(first, many + 1)) | dated | named | read
        yield Multiple(factor, x, unit, own[0] if own else None, words, names)


def _unfixed(ctx: Context) -> Iterator[Derived]:
    """ "Omar read twice as many books as Kim", Kim's count not stated: Omar's count is
    not fixed, so a count of his is neither entailed nor contradicted (any value; the
    comparison's words are read, the hypothesis' holder with them)."""
    h, doc = ctx.h, ctx.pdoc
    h_holder = holder(ctx.hdoc, h)
    for _, first, many in _as_many(ctx):
        as_ = _standard(doc, many)
        if as_ is None or _standard_count(ctx, as_, first) is not None:
            continue
        names = _clause_holder(doc, many)
        noun = doc[many + 1]
        if not names or not h_holder or not (names <= h_holder or h_holder <= names) or noun.lemma_ != h.unit:
            continue
        value = h.with_(lo=-math.inf, hi=math.inf, lo_open=True, hi_open=True, lo_floor=False)
        words = (
            frozenset(range(first, many + 2)) | {t.i for t in as_.subtree} | _clause_words(doc, many, names)
        )
        named = frozenset(t.i for t in ctx.hdoc if t.lower_ in h_holder)
        yield Derived(value, "the standard's count is not stated", (), words, named, exclusive=False)
        return


@deriver("as-many")
def as_many(ctx: Context) -> Iterator[Derived]:
    """ "40 members in 2000 and twice as many in 2010" -> 80 members in 2010: the
    factor times the count stated before it (its noun, or the one after "as many"),
    at the date of the multiple's own phrase. Without a stated count ("twice as many
    as in 1990") nothing is fixed, and nothing is proposed."""
    h = ctx.h
    if not h.unit or not h.is_exact or h.kind != "amount" or not _as_many(ctx):
        return
    h_years = _h_years(ctx)
    yield from _unfixed(ctx)
    h_holder = holder(ctx.hdoc, h)
    for m in _multiples(ctx):
        if m.holder and h_holder and not (m.holder <= h_holder or h_holder <= m.holder):
            own = holder(ctx.pdoc, m.x)  # "Ben has three times as many": Anna's count is her own
            if own and (own <= h_holder or h_holder <= own) and h.unit in (m.unit, m.x.unit):
                value = h.with_(lo=m.x.lo, hi=m.x.lo, lo_open=False, hi_open=False, approximate=False)
                named = frozenset(t.i for t in ctx.hdoc if t.lower_ in own)
                read = {t.i for t in ctx.pdoc if t.lower_ in own | m.holder and is_name(t)}
                yield Derived(value, f"{m.x.text}: the standard's own count", (m.x,), m.words | read, named)
                return
            continue
        said = [y for y in h_years if m.when is not None and y.lo == m.when.lo]
        if m.unit != h.unit or (m.when is not None and not said):
            continue  # the multiple is dated: the hypothesis must speak of that date
        if m.when is None and any(y.lo == p.lo for y in h_years for p in ctx.premise if p.kind == "year"):
            continue  # "... in 2000 and twice as many now": a hypothesis dated 2000 is of the count
        times = _time_words(ctx, m) if m.when is None else (frozenset(), frozenset())
        if times is None:
            continue  # "50 kites last year and twice as many this year": said of last year
        n = m.x.lo * m.factor
        value = h.with_(lo=n, hi=n, lo_open=False, hi_open=False, approximate=False)
        eq = f"{fmt_number(m.factor)} x {m.x.text} = {fmt_number(n)}"
        h_tokens = frozenset(i for y in said for i in range(y.start, y.end)) | times[1]
        h_tokens |= frozenset(t.i for t in ctx.hdoc if t.lower_ in m.holder and m.holder)
        # "Emma has 12 and Liam has half as many": Emma is the standard the multiple reads
        own = holder(ctx.pdoc, m.x) if m.holder else frozenset()
        # and the multiple's holder, read on both sides ("*Nina* ran 5 miles and twice that")
        read = (own if own != m.holder else frozenset()) | m.holder
        standard = frozenset(t.i for t in ctx.pdoc if t.lower_ in read and is_name(t))
        # the standard's verb, which the multiple's clause repeats or elides ("Nora *read*
        # 12 books and Sam read half as many"): the multiple is a count of that verb too
        verb = governing_verb(ctx.pdoc[m.x.number_index])
        # an elided verb ("swam 3 miles and twice that distance") is left for the hypothesis' verb to match
        elided = verb is not None and sum(t.lemma_ == verb.lemma_ for t in ctx.pdoc) == 1
        needed = elided and any(t.lemma_ == verb.lemma_ for t in ctx.hdoc)
        standard |= {verb.i} if verb is not None and m.holder and not needed else set()
        yield Derived(value, eq, (m.x,), m.words | times[0] | standard, h_tokens)


DEICTIC = frozenset({"this", "last", "next", "that", "the", "previous", "following"})


def _date_words(tokens: Any) -> list[Any]:
    """The words of date expressions (spaCy's DATE entities: "last year", "in June"),
    and a determiner with a noun of a period the tagger left out ("*this season*"):
    WordNet's kinds of time period."""
    from qreas.natlog.lexical import is_kind_of

    out = []
    for t in tokens:
        if t.ent_type_ == "DATE":
            out.append(t)
        elif t.pos_ == "NOUN" and is_kind_of(t.lemma_.lower(), "time_period"):
            dets = [c for c in t.children if c.dep_ == "det" and c.lower_ in DEICTIC and c.i == t.i - 1]
            out += [*dets, t] if dets else []
    return sorted(set(out), key=lambda t: t.i)


def _time_words(ctx: Context, m: Multiple) -> tuple[frozenset[int], frozenset[int]] | None:
    """(premise, hypothesis) words of the times a multiple without a year compares:
    "50 kites *last year* and twice as many *this year*". A hypothesis that names the
    multiple's time is read with it; one that names the count's time speaks of the
    count (None); one that names no time, of the multiple as stated."""
    doc, hdoc = ctx.pdoc, ctx.hdoc
    first = min(m.words)
    own = _date_words(doc[first : doc[first].sent.end])
    theirs = _date_words(doc[m.x.end : first])
    said = _date_words(hdoc)
    if not said:
        return frozenset(), frozenset()
    said_words = {t.lower_ for t in said}
    if said_words == {t.lower_ for t in theirs} and theirs != own:
        return None
    if not own or said_words != {t.lower_ for t in own}:
        return None if theirs else (frozenset(), frozenset())
    return frozenset(t.i for t in own + theirs), frozenset(t.i for t in said)
