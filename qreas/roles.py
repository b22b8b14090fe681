"""Role agreement between two quantities (the paper's MaxSimilarityClass signal).

Two mentions with compatible units may still play different roles: "Two people were
injured" and "Two people perpetrated the attack" count different people. The score
combines what the Numsets record (unit relation, verb, entity, adjectives, location,
rate) with the words around each mention, so that in "Vikas's rank is 9th and
Tanvi's rank is 17th" each hypothesis quantity finds its own premise quantity.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from qreas.pruner import Compatibility
from qreas.types import Numset

CONTEXT_WINDOW = 4  # content words on each side of a mention
# a semicolon joins independent clauses or the items of a list ("in Amberg, 1,240
# homes were flooded; in Lorne, 860; and in Pitch, 310"): the words past it are
# another item's, so a mention's context stops there
CLAUSE_BREAKS = frozenset({";"})

# How much each agreement counts (sums to 1). Context words carry the most: they
# see subjects, objects and modifiers that the dependency heuristics can miss.
WEIGHTS = {"unit": 0.2, "verb": 0.15, "ent": 0.1, "adj": 0.1, "context": 0.35, "position": 0.1}

# pronouns that take a part of a set ("none of its 300 trees", "most of the 40 seats")
PARTITIVE_HEADS = frozenset({"none", "all", "some", "most", "many", "few", "several", "each", "any", "both",
                             "neither", "either", "half"})  # fmt: skip
WHOLE_AGREEMENT = 0.5  # a partitive's set against a plain count: below SAME_ROLE (0.5) from any score
UNIT_AGREEMENT = {
    "same": 1.0,
    "both-unitless": 0.8,
    "dimension": 0.9,
    "synonym": 0.9,
    "collective": 0.8,
    "hypernym": 0.7,
    "hyponym": 0.7,
    "person": 0.6,
    "elided": 0.5,
    "compound": 0.7,
}


@dataclass(frozen=True)
class Mention:
    """A Numset with the lemmas of the content words around it (from its Doc)."""

    quantity: Numset
    left: tuple[str, ...]
    right: tuple[str, ...]
    gain: bool = False  # "2 more", "6 additional": the quantity is added to a total
    compared: str | None = None  # "3 more birds than nests" -> "nest"
    index: int = 0  # position among the quantities of its sentence
    count: int = 1  # quantities in its sentence
    part: bool = False  # "2 of them", "24 of Sally's cards": a part of a set already named
    loss: bool = False  # "5 more flew away": an increment taken away
    whole: bool = False  # "7 of *its 10 games*": the set a part is taken from


def mentions_of(doc: object, quantities: list[Numset]) -> list[Mention]:
    """The mentions of a sentence's quantities, with their positions."""
    n = len(quantities)
    return [replace(context_of(doc, q), index=k, count=n) for k, q in enumerate(quantities)]


def context_of(doc: object, q: Numset, window: int = CONTEXT_WINDOW) -> Mention:
    """Collect the content lemmas left and right of a mention (numbers excluded)."""
    tokens = doc  # a spaCy Doc: indexable tokens
    left: list[str] = []
    k = q.start - 1
    while k >= 0 and len(left) < window:
        t = tokens[k]  # type: ignore[index]
        if t.text in CLAUSE_BREAKS:
            break
        if _content(t):
            left.append(t.lemma_.lower())
        k -= 1
    right: list[str] = []
    k = q.end
    n = len(tokens)  # type: ignore[arg-type]
    while k < n and len(right) < window:
        t = tokens[k]  # type: ignore[index]
        if t.text in CLAUSE_BREAKS:
            break
        if _content(t):
            right.append(t.lemma_.lower())
        k += 1
    number_end = q.number_index + 1
    after = [tokens[k].lower_ for k in range(number_end, min(n, number_end + 2))]  # type: ignore[index]
    # explicit words only: a verb's direction depends on whose side one takes
    # ("his dad borrowed 75 nickels" is a gain for the dad, a loss for the owner)
    increment = any(w in GAIN_WORDS for w in after)
    loss = increment and _moved_away(tokens, q.number_index)
    gain = increment and not loss
    part = not increment and _partitive(tokens, q)
    whole = partitive_whole(tokens, q)
    compared = _compared(tokens, q, n)
    return Mention(q, tuple(left), tuple(right), gain, compared, part=part, loss=loss, whole=whole)


def partitive_whole(tokens: object, q: Numset) -> bool:
    """Is the quantity the set of a partitive, from which another number takes a part
    ("won seven *of its ten games*", "*Of the 90 runners*, 85 finished")? What the verb
    says holds of the part only: the whole is the size of the set, another role."""
    tok = tokens[q.number_index]  # type: ignore[index]
    noun = tok.head if tok.dep_ == "nummod" else tok
    prep = noun.head
    if noun.dep_ != "pobj" or prep.lower_ != "of" or prep.i == noun.i:
        return False
    # "seven of ...", "none of ...": a number or a quantifier heads the "of"; "Of the
    # 90 runners, 85 ...": fronted
    head = prep.head
    return head.like_num or head.tag_ == "CD" or head.lower_ in PARTITIVE_HEADS or prep.i == 0


def _partitive(tokens: object, q: Numset) -> bool:
    """Is the quantity a part of a definite set ("2 of them", "19 of the customers",
    "24 of Sally's cards")? A definite partitive picks out members of a set the
    discourse has already given (Jackendoff 1977; Barker 1998). Only a number heading
    the "of" phrase: "21 pages of my book" counts pages ("2 more of the balloons", an
    increment, is no part either; the caller checks)."""
    tok = tokens[q.number_index]  # type: ignore[index]
    if tok.dep_ == "nummod":
        return False
    for prep in tok.children:
        if prep.dep_ != "prep" or prep.lower_ != "of":
            continue
        for obj in prep.children:
            if obj.dep_ == "pobj" and (
                obj.pos_ == "PRON" or any(c.dep_ in ("det", "poss") and c.lower_ != "a" for c in obj.children)
            ):
                return True
    return False


GAIN_WORDS = frozenset({"more", "additional", "extra", "another"})


def _moved_away(tokens: object, number: int) -> bool:
    """Does the verb governing the number carry "away" ("14 more birds flew away", "gave
    away 3 more")? "more" adds another instance of an event, whose direction the verb
    gives; the path particle "away" is motion out of the scene or the possession (Talmy's
    satellites), whoever's side one takes, so such an increment is taken away."""
    tok = tokens[number]  # type: ignore[index]
    for _ in range(4):  # number -> noun -> verb, through a modifier or two
        if tok.pos_ in ("VERB", "AUX"):
            return any(c.lower_ == "away" and c.dep_ in ("prt", "advmod") for c in tok.children)
        if tok.head is tok:
            break
        tok = tok.head
    return False


def _compared(tokens: object, q: Numset, n: int) -> str | None:
    """The unit a comparative compares the quantity with: "3 more birds than nests"."""
    for k in range(q.number_index + 1, min(n, q.end + 4)):
        t = tokens[k]  # type: ignore[index]
        if t.lower_ == "than":
            for c in t.children:
                if c.dep_ == "pobj":
                    return c.lemma_.lower()
            nxt = tokens[k + 1] if k + 1 < n else None  # type: ignore[index]
            return nxt.lemma_.lower() if nxt is not None and nxt.pos_ == "NOUN" else None
    return _compared_to(tokens, q, n)


def _compared_to(tokens: object, q: Numset, n: int) -> str | None:
    """ "155 more girls are there compared to boys": "compared to / with X" names the
    standard of a comparative as "than X" does, later in the clause."""
    span = [tokens[k].lower_ for k in range(q.start, min(n, q.end))]  # type: ignore[index]
    if not {"more", "less", "fewer"} & set(span):
        return None
    for k in range(q.end, n - 2):
        t, prep = tokens[k], tokens[k + 1]  # type: ignore[index]
        if t.is_punct:
            return None
        if t.lower_ == "compared" and prep.lower_ in ("to", "with"):
            for c in prep.children:
                if c.dep_ == "pobj" and c.pos_ == "NOUN":
                    return c.lemma_.lower()
            return None
    return None


def _content(tok: object) -> bool:
    t = tok
    return (
        not t.is_punct  # type: ignore[attr-defined]
        and not t.like_num  # type: ignore[attr-defined]
        and t.tag_ != "CD"  # type: ignore[attr-defined]
        and (not t.is_stop or t.lower_ in ("more", "less", "each"))  # type: ignore[attr-defined]
    )


def _jaccard(a: Sequence[str], b: Sequence[str]) -> float:
    sa, sb = set(a), set(b)
    if not sa and not sb:
        return 1.0
    return len(sa & sb) / len(sa | sb)


def _agree(a: str | None, b: str | None) -> float:
    if a is None and b is None:
        return 1.0
    if a is None or b is None:
        return 0.5
    return 1.0 if a == b else 0.0


def role_score(
    p: Mention, h: Mention, compat: Compatibility, same_verb: Callable[[str, str], bool] | None = None
) -> float:
    """Agreement of roles, 0 (different roles) .. 1 (same slot of the same sentence).
    ``same_verb`` may say that two different verb lemmas name one event ("injured" /
    "wounded"; WordNet synonyms)."""
    pq, hq = p.quantity, h.quantity
    verb = _agree(pq.verb, hq.verb)
    if verb == 0.0 and same_verb is not None and same_verb(pq.verb or "", hq.verb or ""):
        verb = 1.0
    parts = {
        "unit": UNIT_AGREEMENT.get(compat.relation, 0.5),
        "verb": verb,
        "ent": _agree(pq.ent, hq.ent),
        "adj": _jaccard(pq.adj, hq.adj),
        "context": 0.5 * _jaccard(p.left, h.left) + 0.5 * _jaccard(p.right, h.right),
        # the k-th of n quantities in both sentences: the same slot of a list ("65, 78, 89")
        "position": 1.0 if (p.index, p.count) == (h.index, h.count) else 0.0,
    }
    score = sum(WEIGHTS[k] * v for k, v in parts.items())
    # the set of a partitive and a plain count of what the verb holds of are other
    # roles (a part, "398 of the soldiers", is compared with its set by share)
    return score * WHOLE_AGREEMENT if p.whole != h.whole and not (p.part or h.part) else score
