"""Determiners as amounts: "no engineers" are 0 engineers, "a single wrench" is 1
wrench, "some Mexicans" are at least 1 Mexican.

A determiner is a generalized quantifier, and for a count noun the ones below fix the
cardinality of the set the noun's restrictor and the clause's scope share (Barwise &
Cooper 1981): "no" = 0, "a single" / "not a single" = 1 / 0, "some" = at least 1.
Read as amounts they meet numerals on common ground: "No engineers were arrested"
against "121 engineers were arrested" is 0 against 121 (alternation), and "No
volunteers were hired" entails "Not more than 54 volunteers were hired" (0 lies in
[0, 54]). The premise's determiner amounts are proposed by the ``determiner-amount``
deriver; the hypothesis' own are aligned by ``determiner_subs.determiner_amount_edits``.

"none of the Xs" is 0 Xs. "A" / "an" on a singular noun is existential, at least 1
("An Indian signed" entails "At least one Indian signed"), but only as a premise
amount (``existential=True``): in a hypothesis an article is mostly not a claim about
how many ("a report said"). "Many", "few", "most" are left alone (vague, or
proportional).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator, Sequence
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver
from qreas.types import Numset

ZERO = frozenset({"no", "neither"})  # "neither candidate": none of the two
THING = "thing"  # the restrictor of "nothing": every count noun's things
AT_LEAST_ONE = frozenset({"some"})
COUNT_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
# adjectives that make "a" a numeral: "a single / lone / sole / solitary wrench" is one
SINGLE = frozenset({"single", "lone", "sole", "solitary"})


def _noun_lemma(t: Any) -> str:
    from qreas.mention_units import proper_plural_singular

    return t.lemma_.lower() if t.pos_ != "PROPN" else (proper_plural_singular(t) or t.lower_)


def _amount(doc: Any, det: Any, noun: Any, lo: float, hi: float) -> Numset:
    single = [c.i for c in noun.children if c.lower_ in SINGLE]  # "a *single* wrench"
    words = sorted({det.i, noun.i, *(c.i for c in det.children), *single})
    start, end = words[0], words[-1] + 1
    last = max([det.i, *single])  # the determiner's last word: its words are the quantity's
    return Numset(
        lo=lo,
        hi=hi,
        unit=_noun_lemma(noun),
        text=doc[start:end].text,
        start=start,
        end=end,
        number_index=last,
    )


# "neither of the two" is none of them; "both of the judges" are two of them (the
# determiner presupposes a pair); "several of the stalls" more than two ("several"
# below)
PARTITIVES = {"none": (0.0, 0.0), "neither": (0.0, 0.0), "some": (1.0, math.inf), "both": (2.0, 2.0),
              "several": (3.0, math.inf)}  # fmt: skip
PAIR = "both"


def _none_of(doc: Any) -> Iterator[Numset]:
    """ "None of the Brazilians": 0 Brazilians; "some of the Brazilians": at least 1."""
    for t in doc:
        low = t.lower_
        if low not in PARTITIVES and low != "one":
            continue
        # "*Not one* of the 11 starters": a negated "one" of a partitive is none of them
        not_one = low == "one" and any(c.dep_ == "neg" for c in t.children)
        if (low not in PARTITIVES and not not_one) or t.dep_ == "det":
            continue
        lo, hi = (0.0, 0.0) if not_one else PARTITIVES[t.lower_]
        for prep in (c for c in t.children if c.lower_ == "of"):
            noun = next((c for c in prep.children if c.dep_ == "pobj" and c.tag_ in COUNT_NOUN_TAGS), None)
            if noun is not None:
                hi = min(hi, _group_size(noun))
                first = t.i - 1 if not_one and t.i > 0 and doc[t.i - 1].dep_ == "neg" else t.i
                yield Numset(lo=lo, hi=hi, unit=_noun_lemma(noun), text=doc[first : noun.i + 1].text,
                             start=first, end=noun.i + 1, number_index=t.i)  # fmt: skip


def _group_size(noun: Any) -> float:
    """The stated size of a partitive's group ("some of the *60* cyclists"): a part is
    at most its whole; infinite when no digits give it."""
    for c in noun.children:
        if c.dep_ == "nummod":
            try:
                return float(c.text.replace(",", ""))
            except ValueError:
                return math.inf
    return math.inf


SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
NEGATORS = frozenset({"not", "n't", "never", "nt"})


def negator(doc: Any, det: Any, noun: Any) -> int | None:
    """The negation that turns an existential determiner into "none" ("*not* a single
    pilot", "*not* one student", "did *not* buy any goats", "*never* approved a single
    plan"): the determiner's or noun's own, the word just before the determiner, or,
    for a noun that is not its clause's subject, the negation of its verb (a subject
    is outside the verb's negation: "a single guard did not leave" is about one)."""
    own = [x for x in (*det.children, *noun.children) if x.lower_ in NEGATORS]
    if own:
        return own[0].i
    if det.i > 0 and doc[det.i - 1].lower_ in NEGATORS:
        return det.i - 1
    verb = noun.head.head if noun.dep_ == "pobj" else noun.head
    if noun.dep_ in SUBJECTS or verb.pos_ not in ("VERB", "AUX"):
        return None
    own = next((x.i for x in verb.children if x.dep_ == "neg" and x.i < noun.i), None)
    if own is None and det.lower_ == "any" and verb.dep_ == "xcomp" and _denies(verb.head):
        return verb.head.i  # "*refused* to close any schools": closed none
    return own


def _denies(t: Any) -> bool:
    """A negative implicative verb ("refused", "failed"): its complement is denied."""
    from qreas.natlog.polarity import implicatives

    return t.lemma_.lower() in implicatives()


def _negated_one(doc: Any, noun: Any) -> Numset | None:
    """ "Not one student": a negated "one" is none (0 students)."""
    one = next((c for c in noun.children if c.dep_ == "nummod" and c.lower_ == "one"), None)
    if one is None or negator(doc, one, noun) is None:
        return None
    return _amount(doc, one, noun, 0, 0)


def outside_partitives(doc: Any, quantities: Sequence[Numset]) -> list[Numset]:
    """The quantities that are no partitive's base: in "none of the 30 tractors were
    repaired" the 30 is the set the determiner chooses from, not how many were repaired."""
    bases = _partitive_bases(doc)
    if not bases:
        return list(quantities)
    return [p for p in quantities if not any(b.start < p.number_index < b.end for b in bases)]


@functools.lru_cache(maxsize=4096)
def _partitive_bases(doc: Any) -> tuple[Numset, ...]:
    """A sentence's partitives, read once (every justification of every pair asks)."""
    return tuple(_none_of(doc))


def _nobody(doc: Any) -> Iterator[Numset]:
    """ "Nobody" / "no one": 0 people (the pronoun's restrictor is "person");
    "nothing": 0 things, of any kind (the restrictor is "thing", which every count
    noun falls under)."""
    for t in doc:
        start = t.i - 1 if t.lower_ == "one" and t.i and doc[t.i - 1].lower_ == "no" else t.i
        if t.lower_ in ("nobody", "noone", "nothing") or start < t.i:
            unit = THING if t.lower_ == "nothing" else "person"
            yield Numset(lo=0, hi=0, unit=unit, text=doc[start : t.i + 1].text, start=start, end=t.i + 1,
                         number_index=t.i)  # fmt: skip


# vague plural determiners with a dictionary lower bound: "several" is more than two
# (Merriam-Webster, Oxford: "more than two but not many"), "a few" more than one
# ("a small number", at least two); no upper bound is stated. ("few", "many" alone are
# vague in both directions, or proportional, and left alone.)
VAGUE_PLURALS = {"several": 3.0, "few": 2.0}


def _vague_plural(doc: Any, noun: Any) -> Numset | None:
    """ "several tractors" (at least 3), "a few tractors" (at least 2), unnegated."""
    if noun.tag_ not in ("NNS", "NNPS"):
        return None
    for c in noun.children:
        lo = VAGUE_PLURALS.get(c.lower_) if c.dep_ in ("amod", "det") else None
        if lo is None or negator(doc, c, noun) is not None:
            continue
        article = next((a for a in noun.children if a.dep_ == "det" and a.lower_ == "a"), None)
        if c.lower_ == "few" and (article is None or article.i != c.i - 1):
            continue  # bare "few" is "not many"
        q = _amount(doc, c, noun, lo, math.inf)
        return q if article is None else q.with_(start=article.i, text=doc[article.i : q.end].text)
    return None


def _read(doc: Any, existential: bool) -> tuple[Numset, ...]:
    out = [q for q in _none_of(doc) if existential or doc[q.number_index].lower_ != PAIR]  # as below
    out += _nobody(doc)
    for t in doc:
        if t.tag_ not in COUNT_NOUN_TAGS or t.dep_ == "compound":
            continue
        if any(c.like_num or c.dep_ == "nummod" for c in t.children):
            if (q := _negated_one(doc, t)) is not None:
                out.append(q)
            continue  # "no fewer than 5 ducks": a bound on a numeral, parsed as such
        if (q := _vague_plural(doc, t)) is not None:
            out.append(q)
            continue
        for c in t.children:
            if c.lower_ == PAIR and c.dep_ in ("det", "predet") and t.tag_ in ("NNS", "NNPS"):
                # "both judges dissented": two judges; only as a premise amount (a claim's
                # "both dogs" presupposes that the dogs are two, it does not count them)
                if existential and negator(doc, c, t) is None:
                    out.append(_amount(doc, c, t, 2, 2))
                continue
            if c.dep_ != "det":
                continue
            word = c.lower_
            negated = negator(doc, c, t) is not None
            single = any(x.lower_ in SINGLE and x.dep_ == "amod" for x in t.children)
            if any(x.lower_ == "other" for x in t.children):
                continue  # "and no other animals" closes a list (``kinds.closure``): no count of the class
            if word in ZERO or (word == "any" and negated):  # "did not buy any goats": 0 goats
                out.append(_amount(doc, c, t, 0, 0))
            elif word in ("a", "an") and single:
                value = 0.0 if negated else 1.0
                out.append(_amount(doc, c, t, value, value))
            elif word in AT_LEAST_ONE and t.tag_ in ("NNS", "NNPS"):
                out.append(_amount(doc, c, t, 1, math.inf))
            elif existential and word in ("a", "an") and not negated and t.tag_ in ("NN", "NNP"):
                out.append(_amount(doc, c, t, 1, math.inf))
    return tuple(out)


@functools.lru_cache(maxsize=8192)
def determiner_amounts(doc: Any, existential: bool = False) -> tuple[Numset, ...]:
    """The amounts a sentence's determiners state, once per parsed sentence
    (``existential``: "a"/"an" too, for a premise)."""
    return _read(doc, existential)


def negators(doc: Any, q: Numset) -> tuple[int, ...]:
    """The negation a zero amount has read ("did *not* buy any goats"): the amount
    accounts for it, so it is no operator of its own."""
    if q.hi != 0 or q.start >= len(doc) or doc[q.start].lower_ == "none":
        return ()
    neg = negator(doc, doc[q.start], doc[q.end - 1])
    return () if neg is None else (neg,)


def _carries_over(q: Numset, noun: str) -> bool:
    """None of a class is none of each of its kinds ("nobody" -> 0 pilots), and some
    of a kind is some of its class ("some pilots" -> at least 1 person)."""
    from qreas.natlog.lexical import is_kind_of

    if q.hi == 0:
        # "people" is the plural of "person", WordNet's lemma for a group of them
        return q.unit == THING or is_kind_of(noun, str(q.unit)) or (q.unit, noun) == ("person", "people")
    return q.hi == math.inf and is_kind_of(str(q.unit), noun)


@deriver("determiner-amount")
def determiner_amount(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit:
        return
    for q in determiner_amounts(ctx.pdoc, existential=True):
        if q.unit != h.unit and not _carries_over(q, str(h.unit)):
            continue
        value = h.with_(lo=q.lo, hi=q.hi, lo_open=False, hi_open=False, approximate=False, lo_floor=False)
        words = frozenset({*range(q.start, q.number_index + 1), q.end - 1, *negators(ctx.pdoc, q)})
        yield Derived(value, f"{q.text} = {q.value_text()} {h.unit}", (q,), words)
