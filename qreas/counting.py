"""Counting what the premise names (stage 5): a hypothesis count with no matching
premise quantity may be stated by listing its items ("in Arizona and California": two
states), by a determiner ("a judge", "both vessels") or by a unit with the indefinite
article ("a mile"). Such a count only ever supports the hypothesis (a list may be
partial, "a" also introduces one of many).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from qreas.config import Config
from qreas.pruner import Pruner
from qreas.types import Justification, Numset
from qreas.units import registry

# determiners that state a count: the indefinite article and "another" (an + other)
# are singular, "both" presupposes two (Quirk et al. 1985, 5.14-5.17)
COUNTING_DETERMINERS = {1.0: frozenset({"a", "an", "another"}), 2.0: frozenset({"both"})}
# adjectives that make a singular noun phrase name exactly one individual: identity
# ("the same guard") and exclusiveness ("the only survivor", "a single shot", "the lone
# gunman", "the sole bidder"; Quirk et al. 1985, 7.36 restrictive adjectives)
SINGLING_ADJECTIVES = frozenset({"same", "only", "single", "lone", "sole"})


def _count_items(
    config: Config, pruner: Pruner, same_verb: Callable[[str, str], bool], hq: Numset, pdoc: Any, hdoc: Any
) -> Justification | None:
    """Counting: "a rape charge in Arizona and California" names two states. A
    premise list of coordinated nouns, each a kind or an instance of the hypothesis
    unit (WordNet), supports that many of them; "N other X" leaves out the items
    the hypothesis names itself. A list may be partial, so a different count is
    never a contradiction."""
    if not config.enabled("wordnet"):
        return None
    named = {t.lower_ for t in hdoc}
    other = any(t.lower_ in ("other", "more") for t in hdoc[hq.start : hq.end])
    for head in pdoc:
        if head.dep_ == "conj" or not any(c.dep_ == "conj" for c in _list_members(head)):
            continue
        items = [head] + [t for t in head.subtree if t.dep_ == "conj" and t.pos_ == head.pos_]
        if head.pos_ not in ("NOUN", "PROPN") or len(items) < 2:
            continue
        if not all(_counts_as(pruner, t, hq, hdoc) for t in items):
            if not _names_people(pruner, same_verb, items, head, hq, hdoc):
                continue
        counted = [t for t in items if not (other and t.lower_ in named)]
        if len(counted) == hq.lo:
            names = ", ".join(t.text for t in items)
            return _counted(hq, names + (" (less those the hypothesis names)" if other else ""))
    return None


def _counts_as(pruner: Pruner, item: Any, hq: Numset, hdoc: Any) -> bool:
    """Is a listed item one of what the hypothesis counts: a kind or an instance of
    its unit (WordNet), or, for "two of the injured", a person?"""
    if hq.unit is None:
        return _people_partitive(hdoc, hq) and pruner.is_person(item.lemma_.lower())
    return pruner.units_compatible(item.lemma_.lower(), hq.unit) is not None


def _names_people(
    pruner: Pruner,
    same_verb: Callable[[str, str], bool],
    items: Sequence[Any],
    head: Any,
    hq: Numset,
    hdoc: Any,
) -> bool:
    """A list of proper names ("Ann Lee and Bo Li are charged") counts the people
    a hypothesis describes ("two suspects (were) charged") when both fill the same
    verb's role: a name says nothing of what its bearer is, the shared event does."""
    if not hq.unit or not all(t.pos_ == "PROPN" for t in items) or not pruner.is_person(hq.unit):
        return False
    verb = _governing_verb(head)
    if verb is None:
        return False
    noun = hdoc[hq.end - 1]
    own = {c.lemma_.lower() for c in noun.children if c.dep_ in ("acl", "relcl") and c.pos_ == "VERB"}
    own |= {hq.verb} if hq.verb else set()
    lemma = verb.lemma_.lower()
    return any(lemma == v or same_verb(lemma, v) for v in own)


def _indefinite(pruner: Pruner, hq: Numset, pdoc: Any) -> Justification | None:
    """ "a judge" is one judge: a hypothesis "one X" is supported by a premise noun
    with an indefinite article whose unit is compatible with X; so is "another
    death" (an other one), and "both vessels" are two (the determiner presupposes
    a pair). (Never a contradiction: "a" also introduces one of many.)"""
    if hq.kind != "amount" or hq.dimension is not None:
        return None
    words = COUNTING_DETERMINERS.get(hq.lo)
    if words is None:
        return None
    for t in pdoc:
        counted = any(c.dep_ in ("det", "predet") and c.lower_ in words for c in t.children)
        counted = counted or (hq.lo == 1 and (_singled_out(t) or _appositive_title(t)))
        if t.pos_ != "NOUN" or not counted:
            continue
        if pruner.units_compatible(t.lemma_.lower(), hq.unit) is None:
            continue
        return _counted(hq, f"{t.text} (determiner)")
    return None


def _one_unit(hq: Numset, pdoc: Any, tol: float) -> Justification | None:
    """ "jumped a nickel" / "jumped 5 cents", "ran a mile" / "ran 1 mile": a unit of
    measure with the indefinite article is one of that unit (never a contradiction: "a
    dollar" may also be loose talk)."""
    target = registry().get(hq.unit) if hq.unit and hq.is_exact else None
    if target is None:
        return None
    for t in pdoc:
        article = pdoc[t.i - 1] if t.i > 0 else None
        if article is None or article.lower_ not in ("a", "an") or article.head.i != t.i:
            continue
        if t.i > 1 and pdoc[t.i - 2].lower_ in ("than", "per"):
            continue  # "more than a mile" is no amount of one mile
        unit = registry().get(t.lower_)
        factor = unit.factor_to(target) if unit is not None else None
        if factor is not None and abs(factor - hq.lo) <= tol * max(abs(hq.lo), 1.0):
            return _counted(hq, f"a {t.text} (one {unit.canonical})")
    return None


def _singled_out(noun: Any) -> bool:
    """ "the same guard", "the only survivor": a singular noun with an identity or
    exclusive adjective names one individual (a plural one does not: "the same guards")."""
    singling = any(c.dep_ == "amod" and c.lower_ in SINGLING_ADJECTIVES for c in noun.children)
    return noun.tag_ == "NN" and singling


def _appositive_title(noun: Any) -> bool:
    """ "Ann Lee, chief executive of X": a singular noun in apposition to a proper name
    describes that one person, with or without an article."""
    return noun.tag_ == "NN" and noun.dep_ == "appos" and noun.head.pos_ == "PROPN"


def _list_members(head: Any) -> list[Any]:
    """The words a coordination may hang from: a noun's own children and those of its
    appositives. In "Ann Lee, 16, and Bo Li, 17" the parser attaches the second name to
    the first one's appositive age; the names are still the list."""
    out = list(head.children)
    for c in head.children:
        if c.dep_ == "appos":
            out.extend(c.children)
    return out


def _governing_verb(tok: Any) -> Any | None:
    """The verb a noun is an argument of (its nearest verb ancestor)."""
    for anc in tok.ancestors:
        if anc.pos_ == "VERB":
            return anc
    return None


def _people_partitive(hdoc: Any, hq: Numset) -> bool:
    """ "Two of the injured": a count of "the" + adjective or participle with no noun
    counts people (the adjective used as a noun denotes humans: Quirk et al. 1985,
    7.23-7.24 "the rich", "the wounded")."""
    words = hdoc[hq.end : hq.end + 3]
    if len(words) < 3 or words[0].lower_ != "of" or words[1].lower_ != "the":
        return False
    adj = words[2]
    return adj.dep_ == "pobj" and adj.tag_ in ("JJ", "VBN")


def _counted(hq: Numset, items: str) -> Justification:
    """A count the premise states by naming its items ("count(Texas, Ohio) = 2 state");
    ``Justification.infix`` reads the items back from the note."""
    return Justification(
        hypothesis=hq,
        premise=(),
        postfix=("H",),
        verdict="entails",
        method="count",
        value=(hq.lo, hq.lo),
        note=f"counted: {items}",
    )
