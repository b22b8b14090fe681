"""A person's age said in passing ("Serov, aged 23, won ...", "Ilic, 31, scored ...")
against a claim of that person's age in years ("Serov is 25 years old").

Why: the premise's bare number beside a name is an age without the word "year", and the
claim's "25 years old" has a unit; the two never match as figures, so a wrong age is
"not justified" rather than contradicted. A person has one age at the time of a
report, so the stated age is the claim's value in years: equal entails, other values
contradict. Only for a claim that says what age someone *is* (a copula or "turn": an
age at another event is ``dates.age-at-event``'s), and only for the premise age of the
person the claim names (the name the number hangs on, up its heads). A bare number
after "is" ("Sato is 21") is such a claim too (``_bare_copula``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.age_spans import AGE_TAIL
from qreas.natlog.derivers.event_ages import age_words
from qreas.types import Numset

AGE_CUES = frozenset({"old", "age", "aged"})
NOW_VERBS = frozenset({"be", "turn"})


def _name_above(doc: Any, i: int) -> str | None:
    """The proper name a number describes, up to three heads above it ("Serov, aged 23":
    Serov), or None."""
    t = doc[i]
    for _ in range(3):
        if t.head.i == t.i:
            return None
        t = t.head
        if _name(t) and t.i > 0:  # (a sentence's first word is capitalised anyway)
            return t.lower_
    return None


def present_age_claim(doc: Any, h: Numset) -> tuple[Any, Any | None] | None:
    """(the present-tense verb, its subject) of a present age claim ("Serov *is* 25 years
    old", "the senator *is* over 70"), or None when the claim's verb is another."""
    verb = doc[h.number_index]
    while verb.head.i != verb.i and verb.pos_ not in ("AUX", "VERB"):
        verb = verb.head
    if verb.lemma_.lower() not in NOW_VERBS:
        return None
    return verb, next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)


def _claim_holder(doc: Any, h: Numset) -> str | None:
    """The name whose present age the claim states ("Serov is 25 years old"), or None."""
    claim = present_age_claim(doc, h)
    subject = claim[1] if claim is not None else None
    return subject.lower_ if subject is not None and _name(subject) else None


def _name(t: Any) -> bool:
    """A proper name, or a capitalised word with no article the tagger took for a common
    noun ("Whitlock is 39")."""
    bare = not any(c.dep_ == "det" for c in t.children)
    return t.pos_ == "PROPN" or (t.pos_ == "NOUN" and t.is_title and bare)


def _bare_age(doc: Any, q: Numset) -> bool:
    """A bare number that is an age: "Mara, 41," or "aged 23" (its unit, if any, is one
    the parser carried over from a neighbouring figure: "23" read as games)."""
    if q.kind != "amount" or not q.is_exact or not 0 < q.lo < 130 or q.end - q.start != 1:
        return False
    num = doc[q.number_index]
    return num.like_num and (bool(age_words(doc, q)) or (num.dep_ == "appos" and num.head.pos_ == "PROPN"))


def _bare_copula(doc: Any, h: Numset) -> bool:
    """A bare number said of a name with "is" ("Sato is 21"): a person's number with no
    unit after the copula is read as the age (as "Sato, 21," is)."""
    if h.unit is not None or not h.is_exact or not 0 < h.lo < 130 or h.end - h.start != 1:
        return False
    num = doc[h.number_index]
    return num.dep_ in ("attr", "acomp") and num.head.lemma_.lower() == "be" and num.head.i < num.i


@deriver("stated-age")
def stated_age(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.unit not in (None, "year"):
        return
    bare = _bare_copula(ctx.hdoc, h)
    if not bare and not AGE_CUES & lemma_set(ctx.hdoc):
        return
    h_words = age_words(ctx.hdoc, h)
    holder = _claim_holder(ctx.hdoc, h) if h_words or bare else None
    if holder is None:
        return
    doc = ctx.pdoc
    ages = [q for q in ctx.premise if _bare_age(doc, q) and _name_above(doc, q.number_index) == holder]
    if len(ages) != 1:
        return
    q = ages[0]
    value = h.with_(lo=q.lo, hi=q.lo, lo_open=False, hi_open=False, approximate=False)
    words = {i for i in range(q.start, min(len(doc), q.end + 4)) if doc[i].lower_ in AGE_TAIL or i < q.end}
    words |= _main_predicate(doc, q)
    yield Derived(value, f"{q.text}: {holder} aged {q.lo:g}", (q,), frozenset(words) | age_words(doc, q),
                  h_words)


def _main_predicate(doc: Any, q: Numset) -> set[int]:
    """The rest of the premise's sentence around an appositive age ("Judge Alvarez, 58,
    *has served on the bench for 20 years*"): the appositive is a supplement, an
    assertion of its own (Potts 2005), and the age claim restates only it, so what the
    main clause says is another proposition the claim does not speak of, read here
    rather than deleted edit by edit. Only for a bare appositive number."""
    num = doc[q.number_index]
    if num.dep_ != "appos":
        return set()
    name = num.head
    keep = {name.i} | {c.i for c in name.children if c.dep_ in ("compound", "det")}
    return {t.i for t in num.sent if t.i not in keep and not t.is_punct}
