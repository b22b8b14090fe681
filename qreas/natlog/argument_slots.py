"""The argument slots of the alignment: which premise words stand where a hypothesis
word stands (the same path of dependency relations from an aligned word), and how
WordNet judges one common noun replaced by another in the same argument slot (NatLog's
lexical relation of a substitution, MacCartney 2009, ch. 5). Split from ``align``,
which calls them for each hypothesis content word."""

from __future__ import annotations

from typing import Any

from qreas.natlog import align as A
from qreas.natlog import holders, lexical
from qreas.natlog.relations import Rel
from qreas.natlog.word_rules import speaker


def same_slot(h: Any, pdoc: Any, aligned: dict[int, int], h_used: set[int]) -> list[Any]:
    """The premise words in the hypothesis word's dependency slot: the words reached
    from the premise counterpart of its nearest aligned ancestor by the same path of
    dependency relations, through the same prepositions ("spent $3 million *on* parks"
    / "*on* roads": a preposition is no content word, so the slot is the verb's and the
    preposition's together) and through words no word edit speaks of (the number of a
    quantity edit, "$8,400,000 on parks"). Two roots of one lemma anchor the path too
    ("The factory *made* 800 beds": a light verb is not aligned as a content word)."""
    path, t = [h], h
    while t.head.i != t.i and t.head.i not in aligned and len(path) < 3:
        t = t.head
        if A.content_flags(h.doc)[t.i] and t.i not in h_used:
            return []  # an unaligned content word between: an edit of its own
        path.append(t)
    top = path[-1]
    if top.head.i != top.i and top.head.i in aligned:
        nodes = [pdoc[aligned[top.head.i]]]
    elif top.dep_ == "ROOT" and len(path) > 1:
        path.pop()
        nodes = [x for x in pdoc if x.dep_ == "ROOT" and x.lemma_.lower() == top.lemma_.lower()]
    else:
        return []
    steps = list(reversed(path))
    for k, x in enumerate(steps):
        if x.dep_ == "pobj" and k and steps[k - 1].dep_ == "agent":
            continue  # read with its "by" as the subject
        if holders.numeral(x):  # a phrase on the number may hang on the verb on the other side
            nodes = [*nodes, *(c for n in nodes for c in n.children if c.dep_ == x.dep_)]
            continue
        nodes = [*nodes, *(c for n in nodes for c in n.children if holders.numeral(c))]
        dep = "nsubj" if x.dep_ == "agent" else x.dep_
        nodes = [c for n in nodes for c in holders.slot_children(n, dep)]
        nodes = [c for c in nodes if x.pos_ != "ADP" or x.dep_ == "agent" or c.lower_ == x.lower_]
    return nodes


def _wordnet_noun(t: Any, used: set[int]) -> tuple[str, frozenset[int]]:
    """A common noun's WordNet lemma, with the modifiers right before it that make one
    WordNet entry with it ("public transport"): one word, not a noun and a modifier."""
    lemma, tokens, mods = t.lemma_.lower(), frozenset({t.i}), _modifiers(t, used)
    for k in range(len(mods), 0, -1):
        words = " ".join([*(t.doc[i].lower_ for i in sorted(mods)[-k:]), lemma])
        if lexical.known_noun(words):
            return words, tokens | frozenset(sorted(mods)[-k:])
    return lemma, tokens


def _modifiers(t: Any, used: set[int]) -> frozenset[int]:
    """The common-word modifiers right before a noun ("*street* lighting")."""
    out: list[int] = []
    for c in reversed(list(t.lefts)):
        if c.dep_ not in ("amod", "compound") or c.i != t.i - len(out) - 1:
            break
        if c.i in used or c.pos_ == "PROPN" or not c.is_alpha:
            break
        out.append(c.i)
    return frozenset(out)


def judged_argument(p: Any, h: Any, rel: Rel, a: A.Alignment) -> tuple[Rel, str, str] | None:
    """A common noun replaced by another in the same argument slot (subject, object, the
    object of a preposition of the verb), both known to WordNet: a substitution WordNet
    judges, so natural logic decides it (hypernym ⊏, hyponym ⊐). Other nouns are
    independent (#): that other things stand in the same relation is consistent, so
    sisters in WordNet ("the restaurant" / "the cafe") are # here, not |, and a pair
    related in some other sense ("fire" / "blaze") may be a paraphrase, not judged."""
    if holders.holder_kinds(p, h):  # "the *repair* shop" / "the *music* shop": two shops
        return Rel.IND, p.text, h.text
    if p.dep_ not in A.ARGUMENTS or h.dep_ not in A.ARGUMENTS or speaker(p) or speaker(h):
        return None
    (pw, pt), (hw, ht) = _wordnet_noun(p, a.p_used), _wordnet_noun(h, a.h_used)
    if not (lexical.known_noun(pw) and lexical.known_noun(hw)):
        return None
    rel = lexical.relation(pw, hw, "NOUN") if (pw, hw) != (p.lemma_.lower(), h.lemma_.lower()) else rel
    if rel is Rel.REV and any(c.dep_ == "det" and c.lower_ == "the" for c in h.children):
        # a definite picks up a referent by a wider description ("a ranch ... the farm"),
        # not by a narrower one: "the ranch" after "the farm" may be another holder
        rel = Rel.IND
    elif rel in (Rel.EQ, Rel.FWD, Rel.REV):
        pass
    elif lexical.unrelated_nouns(pw, hw) and not (
        _modifiers(p, a.p_used | pt) or _modifiers(h, a.h_used | ht)
    ):
        # two bare nouns; a noun with modifiers outside its WordNet entry is a description
        # WordNet cannot judge ("financing deal" / "loan")
        rel = Rel.IND
    elif lexical.unrelated_nouns(pw, hw) and holders.institutions(p, h, pw, hw):
        # ... except two holders that are institutions, businesses or places: a compound
        # names a kind of its head ("the *music shop*" is a shop, "the *parks
        # department*" a department), so unrelated heads are other holders
        rel = Rel.IND
    else:
        return None
    if holders.institutions(p, h, pw, hw):  # the rest of a compound holder's name goes with it
        pt, ht = pt | holders.compound_words(p, a.p_used | pt), ht | holders.compound_words(h, a.h_used | ht)
    a.p_used |= pt
    a.h_used |= ht
    return rel, " ".join(p.doc[i].text for i in sorted(pt)), " ".join(h.doc[i].text for i in sorted(ht))
