"""Word-level rules of the aligner: times that narrow a scope like common words,
implicative verbs that are transparent or deny their complement, and "without" with a
gerund, the speaker of a report, a conjoined verb, a shared stem, names WordNet knows,
"every one", the truth predicate, two names told apart, a part of an aligned whole, an
adjective's degree. Split from ``align`` (which stays under 600 lines)."""

from __future__ import annotations

import functools
from typing import Any

from qreas.lexicon import word_set
from qreas.mention_context import governing_verb
from qreas.name_forms import one_edit
from qreas.natlog import lexical
from qreas.natlog.frames import report_verbs
from qreas.natlog.polarity import Operator
from qreas.natlog.relations import Rel
from qreas.number_groups import QUANTIFIER_ONE
from qreas.once_events import once_event_verb


def time_name(t: Any) -> bool:
    """A weekday or a month ("on Sunday", "in March"): a time, not a named place or
    source, so a phrase with it narrows a scope like any time adverbial."""
    return t.lower_ in _time_names()


@functools.cache
def _time_names() -> frozenset[str]:
    return word_set("weekdays.txt") | word_set("months.txt")


# two-way negative implicatives: "failed to P" entails not-P and "did not fail to P"
# entails P (Karttunen 1971; signature -/+ in Nairn, Condoravdi & Karttunen 2006), so
# dropping one is negation (^, MacCartney 2009, 6.4); "refused to P" is one-way (-/o):
# alternation (|). "without" with a gerund ("left without paying") denies its verb.
TWO_WAY_IMPLICATIVES = frozenset({"fail", "neglect", "forget", "without"})


def implicative_relation(o: Operator) -> Rel:
    return Rel.NEG if o.word in TWO_WAY_IMPLICATIVES else Rel.ALT


def gerund(t: Any, aligned: set[int]) -> bool:
    """ "without *paying* 20 dollars": a clause, not a noun ("without a permit"), whose
    verb the other sentence speaks of (aligned); else the phrase is a modifier the
    deletions and insertions judge ("finished the race without stopping")."""
    return any(c.dep_ == "pcomp" and c.pos_ == "VERB" and c.i in aligned for c in t.children)


def transparent_implicative(t: Any) -> bool:
    """ "*managed* to rescue", "did not *manage* to": a two-way positive implicative
    with its complement says what the complement says (lexicons/positive_implicatives.txt)."""
    return t.lemma_.lower() in _positive_implicatives() and any(
        c.dep_ in ("xcomp", "prep", "pcomp") for c in t.children
    )


@functools.cache
def _positive_implicatives() -> frozenset[str]:
    return word_set("positive_implicatives.txt")


def speaker(t: Any) -> bool:
    """The subject of a verb of communication used as one ("a defense official *said*",
    "officials *reported* that ..."): the source of a report, which NLI annotators do
    not read as part of what is claimed. A verb whose first WordNet sense is one of
    communication but which here acts on a thing ("*ordered* 40 benches", "*delivered*
    300 parcels", "*photographed* 12 owls") is no report: it is one when it is a verb
    of saying (``lexicons/report_verbs.txt``) or takes a clause."""
    if t.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = t.head
    if lexical.verb_class(verb.lemma_.lower()) != "verb.communication":
        return False
    clause = any(c.dep_ in ("ccomp", "parataxis") for c in verb.children)
    return clause or verb.lemma_.lower() in report_verbs()


def verb_conjunct(t: Any) -> bool:
    """A verb conjoined to the verb of its clause by "and" ("born in 1863 *and died in
    1914*"), not by "or" / "but" (a disjunct is not entailed; "but" contrasts)."""
    if t.dep_ != "conj" or t.pos_ not in ("VERB", "AUX") or t.head.pos_ not in ("VERB", "AUX"):
        return False
    return any(c.dep_ == "cc" and c.lower_ == "and" for c in t.head.children)


def stem_match(a: str, b: str) -> bool:
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


def name_words(t: Any) -> tuple[str, frozenset[int]]:
    """A proper noun with the names compounded before it ("New York"): the words
    WordNet may list as one name, and their tokens."""
    toks = [t]
    for c in reversed(list(t.lefts)):
        if c.dep_ != "compound" or c.pos_ != "PROPN" or c.i != toks[0].i - 1:
            break
        toks.insert(0, c)
    return " ".join(x.lower_ for x in toks), frozenset(x.i for x in toks)


def judged_names(p: Any, h: Any, p_used: set[int], h_used: set[int]) -> tuple[Rel, str, str] | None:
    """Two names in the same argument slot that WordNet knows (``lexical.name_relation``):
    judged like two common nouns ("sold 30 bikes on *Monday*" / "on *Tuesday*": #)."""
    (pw, pt), (hw, ht) = name_words(p), name_words(h)
    if (pt & p_used) - {p.i} or (ht & h_used) - {h.i}:
        return None
    rel = lexical.name_relation(pw, hw)
    if rel is None:
        return None
    if rel is Rel.IND and time_name(p) and time_name(h) and _once(h):
        rel = Rel.ALT  # "opened in May" / "in June": an event that happens once has one time
    p_used |= pt
    h_used |= ht
    return rel, " ".join(p.doc[i].text for i in sorted(pt)), " ".join(h.doc[i].text for i in sorted(ht))


def determiner_one(t: Any) -> bool:
    """ "one" after "every", "each" or "any" ("every one of the 12 players"): part of the
    quantifier, like "each" alone, so no content word of its own."""
    return t.lower_ == "one" and t.i > 0 and t.doc[t.i - 1].lower_ in QUANTIFIER_ONE


def truth_frame(t: Any) -> bool:
    """ "It is (not) true that S", "it is (not) the case that S": the truth predicate is
    transparent (Tarski's T-schema: "S" is true iff S), so only its negation counts."""
    if t.lemma_.lower() not in ("true", "case"):
        return False
    # spaCy may parse "the case that S" as a relative clause on "case"
    return any(c.dep_ in ("ccomp", "advcl", "acl", "relcl") for c in (*t.children, *t.head.children))


def _once(t: Any) -> bool:
    verb = governing_verb(t)
    return verb is not None and once_event_verb(verb)


DEGREE_NOTE = "another degree"
DEGREES = {"JJR": "comparative", "RBR": "comparative", "JJS": "superlative", "RBS": "superlative"}


def other_degree(p: Any, h: Any) -> bool:
    """Two adjectives or adverbs of one lemma in different degrees, by their tags: "old"
    / "older" / "oldest" say different things (a comparison, or the top of a ranking),
    so the aligner does not match them as one word. (A word tagged an adjective on one
    side only is the tagger's noise, not a degree.)"""
    if DEGREES.get(p.tag_) == DEGREES.get(h.tag_):  # cheap test first: mostly two positives
        return False
    return p.pos_ in ("ADJ", "ADV") and h.pos_ in ("ADJ", "ADV") and not (_measure(p) or _measure(h))


def _measure(t: Any) -> bool:
    """The adjective of a measure phrase ("4,000 metres *high*"): it names the scale of
    the quantity, which the quantity edit compares, not a degree of its own."""
    return any(x.like_num for c in t.children if c.i < t.i for x in c.subtree)


def other_name(p: Any, h: Any) -> bool:
    """Two names, not one misspelt ("Fitzgerald" / "Fitzgerrald": one edit apart, as the
    verbal layer reads a named person), nor a description a headline capitalises ("*Man*
    made $10,000 down payment": a man may be the one named)."""
    return (
        p.lower_ != h.lower_
        and not one_edit(p.lower_, h.lower_)
        and not (_opening_noun(p) or _opening_noun(h))
    )


def _opening_noun(t: Any) -> bool:
    """A sentence's first word, capitalised as every first word is, that is in use as a
    common noun: perhaps no name at all."""
    return t.i == t.sent.start and lexical.common_noun(t.lower_)


def part_of_aligned(t: Any, used: set[int]) -> bool:
    """A noun of a part (WordNet's kinds of *part*: half, end, middle, section, rest)
    whose "of" takes an aligned word: it narrows that whole to a part of it, as a
    modifier narrows its head (mereological inclusion: the first half of a match is
    in the match)."""
    lemma = t.lemma_.lower()
    if t.pos_ != "NOUN" or not (lemma == "part" or lexical.is_kind_of(lemma, "part")):
        return False
    return any(g.i in used for c in t.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj")
