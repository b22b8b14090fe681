"""The context of a quantity mention in its sentence: the verb that governs it, the
modifiers and owner of its noun, its location, the direction of change its verb
states, a negation. Small functions over spaCy tokens, moved out of
``qreas.quantities`` unchanged (that module was too long).
"""

from __future__ import annotations

from typing import Any

from qreas.lexicon import word_lists

Doc = Any
Token = Any

_ROLE_NEUTRAL_ADJ = frozenset({"additional", "extra", "total", "remaining", "new", "old"})


def hyphen_joined(doc: Doc, k: int) -> bool:
    """``doc[k]`` "-" ``doc[k+2]`` written without spaces, both words: "t-shirts" (not
    a number word: "a two-stroke lead" counts strokes)."""
    return (
        0 <= k
        and k + 2 < len(doc)
        and doc[k].is_alpha
        and (doc[k].lower_ not in word_lists().number_words or doc[k].lower_ in word_lists().abbreviations)
        and doc[k].whitespace_ == ""
        and doc[k + 1].text == "-"
        and doc[k + 1].whitespace_ == ""
        and doc[k + 2].is_alpha
    )


def of_object(doc: Doc, end: int) -> Token | None:
    if end < len(doc) and doc[end].lower_ == "of":
        for child in doc[end].children:
            if child.dep_ == "pobj":
                return child
    return None


def governing_verb(tok: Token) -> Token | None:
    """The verb of the clause over ``tok``: the nearest VERB above it, or the clause's
    root when that is an auxiliary or a word mis-tagged as a noun that still heads a
    subject ("25 percent *work* remotely": a root with a subject is a predicate)."""
    seen = 0
    cur = tok
    while seen < 8:
        if cur.pos_ == "VERB" or (cur.pos_ == "AUX" and cur.dep_ == "ROOT") or _subject_root(cur):
            return cur
        if cur.head.i == cur.i:
            return None
        cur = cur.head
        seen += 1
    return None


def _subject_root(tok: Token) -> bool:
    """A sentence root tagged as a noun but heading a subject: a verb the tagger missed."""
    return (
        tok.dep_ == "ROOT"
        and tok.pos_ == "NOUN"
        and tok.tag_ in ("NN", "NNS", "NNP")
        and any(c.dep_ in ("nsubj", "nsubjpass") for c in tok.children)
    )


def reporting_use(t: Token) -> bool:
    """A verb or preposition of saying used to report ("said", "according to"). A verb
    whose first sense is no saying ("add": to join or increase) reports only without a
    direct object or with a clause ("..., he *added*", not "*added* 30 routes"); a verb
    of communication reports with an object too (a headline's "says business down 25
    percent", whose clause the parser reads as an object)."""
    if t.pos_ != "VERB":
        return bool(t.pos_ == "ADP")
    deps = {c.dep_ for c in t.children}
    if "dobj" not in deps or deps & {"ccomp", "xcomp", "parataxis"}:
        return True
    from qreas.natlog.lexical import verb_class

    return verb_class(t.lemma_.lower()) == "verb.communication"


def clause_verb(tok: Token, steps: int = 3) -> Token | None:
    """``tok`` itself if it is a verb or auxiliary, else the nearest one at most ``steps``
    heads above it: the verb a word belongs to ("Maria *is* 5 years older")."""
    return tok if tok.pos_ in ("VERB", "AUX") else verb_above(tok, ("VERB", "AUX"), steps)


def verb_above(tok: Token, kinds: tuple[str, ...] = ("VERB",), steps: int = 3) -> Token | None:
    """The nearest head of a part of speech of ``kinds`` at most ``steps`` heads above
    ``tok`` (not ``tok`` itself): the verb a figure is said with ("rose *seven points*",
    "have won 94 games"), closer than ``governing_verb``'s walk to the clause's verb."""
    cur = tok
    for _ in range(steps):
        if cur.head.i == cur.i:
            return None
        cur = cur.head
        if cur.pos_ in kinds:
            return cur
    return None


def adjectives(noun: Token | None, skip: range | set[int]) -> tuple[str, ...]:
    if noun is None:
        return ()
    if noun.i >= 2 and hyphen_joined(noun.doc, noun.i - 2):
        skip = set(skip) | {noun.i - 2, noun.i - 1}  # "t-shirt" is one word, not "t" + "shirt"
    # quantifier words ("more", "other", "additional") say how many, not which kind
    out = [
        c.lower_ if c.pos_ == "PROPN" else c.lemma_.lower()
        for c in noun.children
        if c.dep_ in ("amod", "compound", "nmod")
        and c.i not in skip
        and not c.like_num
        and not c.is_stop
        and c.lower_ not in _ROLE_NEUTRAL_ADJ
    ]
    return tuple(sorted(set(out)))


def entity(noun: Token | None, doc: Doc, end: int, skip: range) -> str | None:
    """Owner of the quantity: possessor, "of X" object, or a proper-noun modifier."""
    of = of_object(doc, end)
    if noun is not None:
        for c in noun.children:
            if c.dep_ == "poss":
                return c.lower_
        for c in noun.children:
            if (
                c.dep_ in ("amod", "compound")
                and c.i not in skip
                and (c.pos_ == "PROPN" or (c.tag_ == "JJ" and c.text[:1].isupper()))
            ):
                return c.lower_
    if of is not None and (noun is None or of.i != noun.i):
        return of.lemma_.lower()
    return None


def location(verb: Token | None) -> str | None:
    if verb is None:
        return None
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.lower_ in ("in", "at"):
            for obj in prep.children:
                if obj.dep_ == "pobj" and obj.pos_ == "PROPN":
                    return obj.lower_
    return None


def flux(verb: Token | None) -> str | None:
    if verb is None:
        return None
    return word_lists().flux.get(verb.lemma_.lower())


def negated(verb: Token | None) -> bool:
    return verb is not None and any(c.dep_ == "neg" for c in verb.children)
