"""Numeral-free comparisons of two holders: "B has *more* rooms *than* A", "B is
*taller than* A", judged against what the premise says of A and B.

A comparative relates its subject's figure to the standard's (the phrase after
"than"): the sign of the word (``lexicons/comparative_signs.tsv``: "more" +1, "fewer"
-1) says which is larger. The premise fixes the claim in two ways:

- it compares the same two holders on the same scale (``comparative_scales.tsv``):
  "A is 5 years older than B". A comparison is asymmetric, and its converse uses the
  opposite word: "B is younger than A" follows, "B is older than A" contradicts;
- it states both holders' figures ("A has 140 rooms and B has 95", "the tower is 320 m
  tall and the spire 280 m tall"): the difference's sign decides, and equal figures
  make any "more" / "fewer" false.

"A and B have the *same number of* N" is judged against both stated figures the same
way (equal: ≡, else |).

The claim's truth is the edit's relation (≡ or |), as for the other numeral-free
statements (``count_statements``). Without such premise material nothing is added
(the aligner's own edits then leave the pair neutral or to the verbal layer).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import lines
from qreas.natlog import align as A
from qreas.natlog.relations import Rel
from qreas.numbers import parse_number_words
from qreas.types import Numset, fmt_number

CONTENT = ("NOUN", "PROPN", "ADJ", "NUM")
REACH = 6  # "more rooms than", "more books in May than": "than" a few words on


@functools.cache
def _signs() -> dict[str, int]:
    return {f[0].lower(): int(f[1]) for f in lines("comparative_signs.tsv")}


@functools.cache
def _scales() -> dict[str, tuple[str, str]]:
    return {f[0].lower(): (f[1], f[2]) for f in lines("comparative_scales.tsv")}


@dataclass(frozen=True)
class Claim:
    """``subject`` is ``sign``-wise beyond ``standard`` on ``scale`` (``noun``: what an
    amount comparative counts)."""

    word: Any
    than: Any
    sign: int
    scale: str
    dimension: str
    subject: frozenset[str]
    standard: frozenset[str]
    noun: frozenset[str] | None


def _lemmas(tokens: Any) -> frozenset[str]:
    return frozenset(t.lemma_.lower() for t in tokens if t.pos_ in CONTENT and not t.like_num)


def _missed_names(tokens: Any) -> frozenset[str]:
    """Capitalised words the tagger took for adverbs or adjectives ("*Elke* is 22"):
    English capitalises a name there, not an adverb."""
    return frozenset(
        t.lower_ for t in tokens if t.is_alpha and t.text[:1].isupper() and t.pos_ in ("ADV", "ADJ")
    )


def _verb_of(word: Any) -> Any:
    verb = word
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    return verb


BOUNDARIES = frozenset({"and", ",", ";", "but", "while", "whereas"})


def _clause_subject(word: Any) -> frozenset[str]:
    """The content words of the subject of ``word``'s clause; for a verb the parser left
    without one ("the east wing has 140 rooms and the west wing *has* 95": it made the
    second subject a conjunct of "rooms"), the words between the clause boundary and
    the verb, where English puts the subject."""
    verb = _verb_of(word)
    subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if subj:
        # a name the tagger missed after the subject ("his sister *Elke* is 22", tagged an adverb)
        names = _missed_names(t for t in verb.children if subj[0].i < t.i < verb.i)
        return _lemmas(t for c in subj for t in c.subtree) | names
    k = verb.i - 1
    while k >= 0 and verb.doc[k].lower_ not in BOUNDARIES:
        k -= 1
    if k < 0:  # no boundary: only a name at the start, mistagged ("*Elke* is older than Jonas") or
        # given another relation by the parser ("*Tim* walked farther": npadvmod)
        names = frozenset(t.lemma_.lower() for t in verb.doc[0 : verb.i] if t.pos_ == "PROPN")
        return _missed_names(verb.doc[0 : verb.i]) | names
    return _lemmas(verb.doc[k + 1 : verb.i]) | _missed_names(verb.doc[k + 1 : verb.i])


def _noun(t: Any) -> frozenset[str]:
    """A counted noun's forms as the quantity parser may name its unit: the tagger's
    lemma and WordNet's base form ("cookies": "cooky" / "cookie"; "rooms": "room")."""
    from qreas.natlog import lexical

    return frozenset({t.lemma_.lower(), str(lexical._wn().morphy(t.lower_, "n") or t.lemma_.lower())})


@functools.cache
def _periphrastic_scales() -> dict[str, tuple[str, str, int]]:
    return {f[0].lower(): (f[1], f[2], int(f[3])) for f in lines("periphrastic_scales.tsv")}


def _periphrastic(t: Any) -> tuple[str, str, int] | None:
    """The scale of "more" / "less" modifying an adjective that compares periphrastically
    ("more expensive", ``lexicons/periphrastic_scales.tsv``): the adjective, not "more",
    names what is compared (a price, not an amount), and "less" reverses its direction."""
    if t.dep_ != "advmod" or t.head.pos_ != "ADJ" or t.head.i != t.i + 1:
        return None
    return _periphrastic_scales().get(t.head.lemma_.lower())


def claims(doc: Any) -> list[Claim]:
    """Every "X ... <comparative> ... than Y" of ``doc``."""
    out = []
    for t in doc:
        if t.lower_ not in _signs() or t.lower_ not in _scales():
            continue
        than = next((k for k in doc[t.i + 1 : t.i + REACH] if k.lower_ == "than"), None)
        if than is None:
            continue
        nxt = doc[than.i + 1] if than.i + 1 < len(doc) else None
        if than.i == t.i + 1 and nxt is not None and (nxt.like_num or nxt.lower_ in _signs()):
            continue  # "more than 12", "more than less than 4": a numeral's bound, no comparison
        std, noun = _standard_and_noun(doc, t, than)
        scale, dim = _scales()[t.lower_]
        sign = _signs()[t.lower_]
        if (adj := _periphrastic(t)) is not None:  # "more expensive than": the adjective's scale
            scale, dim, direction = adj
            sign *= direction
        out.append(Claim(t, than, sign, scale, dim, _clause_subject(t), std, noun))
    return out + _surpassing(doc) + _equatives(doc)


def _standard_and_noun(doc: Any, word: Any, link: Any) -> tuple[frozenset[str], frozenset[str] | None]:
    """The standard's content words (the object of "than" / the second "as", else the rest
    of the sentence) and, for an amount comparative on a noun ("more *rooms* than"), the
    counted noun's forms."""
    objs = [c for c in link.children if c.dep_ == "pobj"]
    std = [x for c in objs for x in c.subtree] or list(doc[link.i + 1 : link.sent.end])
    noun = _noun(word.head) if word.head.pos_ == "NOUN" and word.dep_ == "amod" else None
    return _lemmas(std), noun


@functools.cache
def _positives() -> dict[str, str]:
    """The plain adjective of each comparative ("wide" -> "wider", "many" -> "more"):
    the measure adjective of ``comparative_signs.tsv`` or WordNet's base form."""
    from qreas.natlog import lexical

    out = {"many": "more", "much": "more", "few": "fewer", "little": "less"}
    for f in lines("comparative_signs.tsv"):
        word = f[0].lower()
        if word in _scales() and word not in out.values():
            base = f[2].lower() if len(f) > 2 and f[2] else _base_adjective(word, lexical._wn())
            if base and base != word:
                out.setdefault(str(base), word)
    return out


def _base_adjective(word: str, wn: Any) -> str | None:
    """The plain form of an "-er" comparative that WordNet lists as an adjective
    ("wider" -> "wide", "bigger" -> "big", "larger" -> "large"; morphy keeps "bigger")."""
    stems = [word[:-2], word[:-1], word[:-3]] if word.endswith("er") else []
    if word.endswith("ier"):
        stems.insert(0, word[:-3] + "y")  # "heavier" -> "heavy"
    return next((b for b in stems if len(b) > 1 and wn.synsets(b, "a")), wn.morphy(word, "a"))


SCALING_DOWN = frozenset({"half", "third", "quarter", "fifth", "tenth"})  # "half as many as"
SCALING_UP = frozenset({"twice", "thrice", "times", "fold"})  # "three times as wide as"


def _factor_sign(doc: Any, as_word: Any) -> int:
    """+1 when the words before an equative's "as" multiply ("twice", "three times"), -1
    when they divide ("half", "a third"), 0 when there is no such word (or "one time")."""
    before = doc[as_word.i - 1] if as_word.i else None
    if before is None:
        return 0
    if before.lower_ in SCALING_DOWN:
        return -1
    if before.lower_ in SCALING_UP:
        num = doc[before.i - 1] if before.lower_ == "times" and before.i else None
        value = parse_number_words([num.text]) if num is not None and num.like_num else None
        if value is None:
            return 1  # "twice", "thrice"; a number the parser cannot read is read as more than one
        return 0 if value == 1 else (1 if value > 1 else -1)
    return 0


def _multiplier(doc: Any, c: Claim) -> set[int]:
    """An equative claim's factor words ("*three times as* wide", "*a third as*"), or none."""
    if c.than.lower_ != "as" or c.word.i < 2:
        return set()
    k = c.word.i - 2  # the word before the first "as"
    words = {c.word.i - 1, k}
    while k > 0 and (doc[k - 1].like_num or doc[k - 1].lower_ in ("a", "one")):
        k -= 1
        words.add(k)
    return words


def _equatives(doc: Any) -> list[Claim]:
    """ "The river is *three times as wide as* the canal", "Anna has *twice as many*
    books *as* Ben", "*half as many* ... *as*": a multiplied equative compares its
    subject with the standard like the comparative of its adjective ("wider than",
    "more books than"), in the comparative's direction when the factor is above one
    and the opposite one below it (Bresnan 1973 on equatives; a factor scales the
    standard's degree)."""
    out = []
    for t in doc:
        comparative = _positives().get(t.lower_)
        if comparative is None or t.i == 0 or doc[t.i - 1].lower_ != "as":
            continue
        sign = _factor_sign(doc, doc[t.i - 1])
        second = next((k for k in doc[t.i + 1 : t.i + REACH] if k.lower_ == "as"), None)
        if sign == 0 or second is None:
            continue
        std, noun = _standard_and_noun(doc, t, second)
        scale, dim = _scales()[comparative]
        sign *= _signs()[comparative]
        out.append(Claim(t, second, sign, scale, dim, _clause_subject(t), std, noun))
    return out


@functools.cache
def _surpass_signs() -> dict[str, int]:
    return {f[0].lower(): int(f[1]) for f in lines("surpass_verbs.tsv")}


VERB_MEASURE = "verb"  # a surpassing verb's claim: the figures of its base verb ("outscore": "score")


def _verb_lemma(t: Any) -> str:
    """A verb's lemma, WordNet's where the tagger kept an irregular past ("outsold")."""
    from qreas.natlog import lexical

    if t.pos_ != "VERB" or t.lemma_.lower() != t.lower_ or not t.lower_.startswith("out"):
        return t.lemma_.lower()  # WordNet only for the few "out-" verbs
    return str(lexical._wn().morphy(t.lower_, "v") or t.lower_)


def _surpassing(doc: Any) -> list[Claim]:
    """ "Ben *outscored* Ana" (``lexicons/surpass_verbs.tsv``): "Ben scored more than Ana",
    the object the standard. One with a margin ("by 12 points") is a quantity's own
    claim (``derivers/margins.py``)."""
    out = []
    for t in doc:
        sign = _surpass_signs().get(_verb_lemma(t))
        objs = [c for c in t.children if c.dep_ == "dobj"]
        if sign is None or t.pos_ != "VERB" or not objs or any(c.lower_ == "by" for c in t.children):
            continue
        std = _lemmas(x for c in objs for x in c.subtree)
        out.append(Claim(t, t, sign, "amount", VERB_MEASURE, _clause_subject(t), std, None))
    return out


def _measured(doc: Any, c: Claim) -> bool:
    """A measure before the word ("5 years older", "12 more points"): a stated difference."""
    k = c.word.i - 1
    return k >= 0 and (doc[k].like_num or any(x.like_num for x in doc[k].subtree if x.i < c.word.i))


def _same(a: frozenset[str], b: frozenset[str]) -> bool:
    """One holder's description within the other's ("Ivo" / "her brother Ivo"); a
    plural name compared without its "s" (the tagger lemmatises "Bears" as a noun in one
    place and keeps it as a name in another)."""
    a, b = _singular(a), _singular(b)
    return bool(a) and bool(b) and (a <= b or b <= a)


def _singular(words: frozenset[str]) -> frozenset[str]:
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words)


def _from_comparison(h: Claim, pdoc: Any) -> tuple[Rel, Claim] | None:
    for p in claims(pdoc):
        if p.scale != h.scale or (h.noun and p.noun and not h.noun & p.noun):
            continue
        if _same(h.subject, p.subject) and _same(h.standard, p.standard):
            return (Rel.EQ if h.sign == p.sign else Rel.ALT), p
        if _same(h.subject, p.standard) and _same(h.standard, p.subject):
            return (Rel.EQ if h.sign == -p.sign else Rel.ALT), p
    return None


def _holder_of(pdoc: Any, q: Numset) -> frozenset[str]:
    """The subject of the figure's own clause (the nearest verb above it); in a gapped
    clause ("the old bridge cost $40 million *and the new one* $65 million", the verb
    left out as said before), the words between the clause boundary and the figure,
    where English puts the gapped clause's subject."""
    verb = _verb_of(pdoc[q.number_index])
    k = q.start - 1
    while k > verb.i and pdoc[k].lower_ not in BOUNDARIES:
        k -= 1
    gap = pdoc[k + 1 : q.start]
    if k > verb.i and not any(t.pos_ in ("VERB", "AUX") for t in gap) and _lemmas(gap):
        return _lemmas(gap)
    return _clause_subject(pdoc[q.number_index])


def _each(pdoc: Any, q: Numset) -> bool:
    """ "each" in the figure's clause ("A and B each baked 24", "baked 24 each")."""
    verb = _verb_of(pdoc[q.number_index])
    return any(t.lower_ == "each" for t in verb.subtree)


AGE_UNITS = (None, "year")


def stated_age(pdoc: Any, q: Numset) -> bool:
    """A figure that states an age: a copula's number of years or bare number ("Ann is
    30", "Teo turned 47")."""
    return q.unit in AGE_UNITS and _verb_of(pdoc[q.number_index]).lemma_ in ("be", "turn")


def _fits(h: Claim, q: Numset, pdoc: Any) -> bool:
    if not q.is_exact or q.kind != "amount":
        return False
    if h.scale == "age":
        return stated_age(pdoc, q)
    if h.dimension == VERB_MEASURE:  # "outscored": a count or measure of "scored"
        base = _verb_lemma(h.word).removeprefix("out")
        verb = _verb_of(pdoc[q.number_index])
        return q.dimension not in ("percent", "percent-point") and verb.lemma_ == base
    if h.dimension == "amount" and h.noun is None:  # "earned more than Ruth": the verb's measure
        return q.dimension is not None and q.dimension not in ("percent", "percent-point")
    if h.dimension == "amount":
        return q.dimension is None and h.noun is not None and q.unit in h.noun
    # a currency's dimension names the currency ("currency:usd"): a price scale takes any
    return h.dimension != "-" and (q.dimension or "").split(":")[0] == h.dimension


def _from_figures(h: Claim, pdoc: Any, premise: Sequence[Numset]) -> tuple[Rel, Numset, Numset] | None:
    figures = [(q, _holder_of(pdoc, q)) for q in premise if _fits(h, q, pdoc)]
    mine = [q for q, who in figures if _same(h.subject, who) and not _same(h.standard, who)]
    theirs = [q for q, who in figures if _same(h.standard, who) and not _same(h.subject, who)]
    if not mine and not theirs:
        # "A and B *each* baked 24": one figure for both holders, so neither has more
        both = [
            q for q, who in figures if _same(h.subject, who) and _same(h.standard, who) and _each(pdoc, q)
        ]
        return (Rel.ALT, both[0], both[0]) if len(both) == 1 else None
    if len(mine) >= 2 and not theirs:  # one holder at two times or places: "in May than in June"
        mine, theirs = _by_adjunct(h, pdoc, mine)
    if len(mine) != 1 or len(theirs) != 1:
        return None
    a, b = mine[0], theirs[0]
    d = a.lo * (a.scale or 1) - b.lo * (b.scale or 1)
    return (Rel.EQ if d * h.sign > 0 else Rel.ALT), a, b


ADJUNCT_REACH = 4  # "3,400 books *in May*": the figure's adjunct follows it closely


def _adjunct(pdoc: Any, q: Numset) -> frozenset[str]:
    """The content words right after a figure, up to a clause boundary or a verb ("2,900
    *in June*"): the time or place that tells one holder's figures apart."""
    words = []
    for t in pdoc[q.end : q.end + ADJUNCT_REACH]:
        if t.lower_ in BOUNDARIES or t.pos_ in ("VERB", "AUX") or t.like_num:
            break
        words.append(t)
    return _lemmas(words)


def _by_adjunct(h: Claim, pdoc: Any, figures: list[Numset]) -> tuple[list[Numset], list[Numset]]:
    """Split one holder's figures by the hypothesis' two adjuncts: "the library lent more
    books *in May* than *in June*" compares the figure said with May to the one said
    with June (a comparison of one holder at two times or places)."""
    hdoc = h.word.doc
    point = _lemmas(hdoc[h.word.i + 1 : h.than.i]) - (h.noun or frozenset())
    standard = h.standard - h.subject
    if not point or not standard or point & standard:
        return [], []
    mine = [q for q in figures if point <= _adjunct(pdoc, q)]
    theirs = [q for q in figures if standard <= _adjunct(pdoc, q)]
    return mine, theirs


SAME_MEASURES = frozenset({"number", "amount"})


def _same_number(hdoc: Any) -> tuple[Any, frozenset[str], frozenset[str], frozenset[str]] | None:
    """("same", counted noun forms, first holder, second holder) of "A and B have the
    *same number of* books"."""
    for t in hdoc:
        if t.lower_ != "same" or t.head.lemma_.lower() not in SAME_MEASURES:
            continue
        of = next((c for c in t.head.children if c.lower_ == "of"), None)
        noun = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        verb = _verb_of(t.head)
        subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        conj = [c for c in subj.children if c.dep_ == "conj"] if subj is not None else []
        if noun is None or subj is None or len(conj) != 1:
            continue
        first = _lemmas(x for x in subj.subtree if x.i < conj[0].i and x.dep_ != "cc")
        return t, _noun(noun), first, _lemmas(conj[0].subtree)
    return None


def _same_edit(pdoc: Any, hdoc: Any, premise: Sequence[Numset], a: A.Alignment) -> bool:
    """ "A and B have the same number of N": equal stated figures (≡), or not (|)."""
    found = _same_number(hdoc)
    if found is None or found[0].i in a.h_used:
        return False
    same, nouns, one, two = found
    figures = [(q, _holder_of(pdoc, q)) for q in premise if q.is_exact and q.unit in nouns]
    x = [q for q, who in figures if _same(one, who) and not _same(two, who)]
    y = [q for q, who in figures if _same(two, who) and not _same(one, who)]
    if len(x) != 1 or len(y) != 1:
        return False
    rel = Rel.EQ if x[0].lo == y[0].lo else Rel.ALT
    inside = frozenset(i for q in (x[0], y[0]) for i in range(q.start, q.end))
    inside |= {_verb_of(pdoc[q.number_index]).i for q in (x[0], y[0])}
    a.p_used |= inside
    measure = same.head
    a.h_used |= {same.i, measure.i} | {t.i for c in measure.children if c.lower_ == "of" for t in c.subtree}
    a.h_used |= {c.i for c in measure.children if c.dep_ == "det"}
    h_verb = _verb_of(measure)  # "picked the same number": what both figures' verbs say
    if h_verb.lemma_ in {pdoc[i].lemma_ for i in inside}:
        a.h_used.add(h_verb.i)
    note = f"{x[0].text} vs {y[0].text}: {'the same' if rel is Rel.EQ else 'different'}"
    a.edits.append(
        A.Edit("QTY", f"{x[0].text} , {y[0].text}", "same number", rel, x[0].number_index, None, inside, note)
    )
    return True


def comparative_edit(pdoc: Any, hdoc: Any, premise: Sequence[Numset], a: A.Alignment) -> bool:
    """A QTY edit for a numeral-free comparison of two holders the premise decides
    (or a claim that they have the same number)."""
    if _same_edit(pdoc, hdoc, premise, a):
        return True
    for h in claims(hdoc):
        if h.word.i in a.h_used or _measured(hdoc, h) or not h.subject or not h.standard:
            continue
        by_words = _from_comparison(h, pdoc)
        if by_words is not None:
            rel, p = by_words
            k = p.word.i - 1  # a modifier of the comparative ("*much* taller"), not its verb
            measure = {x.i for x in pdoc[k].subtree} if k >= 0 and pdoc[k].head.i == p.word.i else set()
            noun = {p.word.head.i} if p.noun else set()  # "more *rooms* than", as on the hypothesis' side
            inside = frozenset({p.word.i, p.than.i} | measure | noun | _multiplier(pdoc, p))
            order = "same" if rel is Rel.EQ else "opposite"
            note = f"{p.word.text} than / {h.word.text} than ({order} order)"
            _record(a, h, rel, p.word.text, p.word.i, inside, note)
            return True
        by_figures = _from_figures(h, pdoc, premise)
        if by_figures is not None:
            rel, x, y = by_figures
            inside = frozenset(i for q in {x.start: x, y.start: y}.values() for i in range(q.start, q.end))
            # the figures' verbs and measure adjectives ("is 320 meters *tall*")
            verbs = {_verb_of(pdoc[q.number_index]) for q in (x, y)}
            verbs = {v.i for v in verbs} | {c.i for v in verbs for c in v.children if c.dep_ == "acomp"}
            note = f"{x.text} - {y.text} = {fmt_number(x.lo * (x.scale or 1) - y.lo * (y.scale or 1))}"
            # the hypothesis' verb says what both figures' verbs say ("seats more than")
            h_verb = _verb_of(h.word)
            if h_verb.lemma_ in {pdoc[i].lemma_ for i in verbs}:
                a.h_used.add(h_verb.i)
            _record(a, h, rel, f"{x.text} , {y.text}", x.number_index, inside | verbs, note)
            return True
    return False


def _record(
    a: A.Alignment, h: Claim, rel: Rel, text: str, anchor: int, inside: frozenset[int], note: str
) -> None:
    a.p_used |= inside
    a.h_used |= {h.word.i, h.than.i} | ({h.word.head.i} if h.noun else set())  # "more *rooms* than"
    if _periphrastic(h.word) is not None:
        a.h_used.add(h.word.head.i)  # "more *expensive* than": the adjective is the comparative's
    a.edits.append(A.Edit("QTY", text, f"{h.word.text} than", rel, anchor, None, inside, note))
