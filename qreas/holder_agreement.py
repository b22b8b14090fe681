"""Holder agreement in documents: a matched number must be said of the same named entity.

A paragraph states numbers of several entities ("Corvin Tower is the second-tallest
...; the third-tallest, the Saltmarket Residences, ..."; "Built in 2004, she [the
Hollin Star] ...; her sister ship, the Hollin Dawn, ..."). Equal values do not make a
hypothesis about one entity follow from a sentence about another: "The Hollin Dawn was
built in 2004" is not supported by the Hollin Star's 2004, nor contradicted by it. A
number's *holder* is the subject of its clause (the main clause's for a subjectless
participle clause: "*Built in 2004*, she is ..."), without relative clauses ("Dorrance,
*which is owned by Veltra*, made ..."); the holder's names are its proper nouns,
possessors included ("*Esther Malin's* documentaries").

Used on document premises only, where coreference has written the names out
(``qreas.coreference``): two holders that both have names and neither of whose names
contains the other's are two entities, and the match is dropped (the value is another
entity's, a neutral matter).
"""

from __future__ import annotations

import functools
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.lexical import known_noun
from qreas.types import Numset

SUBJECTS = ("nsubj", "nsubjpass")
# entity types of the recogniser that make a capitalised dictionary word a name ("*Marrow*
# had 42 percent", a club, though WordNet knows the word as a noun)
NAMED = frozenset({"ORG", "PERSON", "GPE", "NORP", "FAC"})
COMPARATIVES = ("more", "fewer", "less")
CLAUSES = ("advcl", "conj", "xcomp", "acl", "ccomp")  # a subjectless clause: its head's subject


def _subject(verb: Any) -> Any | None:
    for _ in range(4):
        subj = next((c for c in verb.children if c.dep_ in SUBJECTS), None)
        if subj is not None:
            return subj
        if verb.dep_ not in CLAUSES or verb.head.i == verb.i:
            return None
        verb = verb.head
    return None


def _names(tok: Any) -> frozenset[str]:
    """The proper-noun words of a phrase, without its relative clauses."""
    for c in tok.children:  # "Olsson's challenger, Tomas Brekke": the apposition names it
        if c.dep_ == "appos" and any(t.pos_ == "PROPN" for t in c.subtree):
            tok = c
            break
    skip = {t.i for c in tok.subtree if c.dep_ in ("relcl", "acl") for t in c.subtree}
    return frozenset(t.lower_ for t in tok.subtree if t.pos_ == "PROPN" and t.i not in skip)


def _clause(doc: Any, q: Numset) -> Any | None:
    return _clause_of(doc, q.number_index)


def _clause_of(doc: Any, index: int) -> Any | None:
    verb = governing_verb(doc[index])
    if verb is None:
        return None
    for _ in range(4):
        if (
            any(c.dep_ in SUBJECTS for c in verb.children)
            or verb.dep_ not in CLAUSES
            or verb.head.i == verb.i
        ):
            return verb
        verb = verb.head
    return verb


def holder_names(doc: Any, q: Numset) -> frozenset[str]:
    """The proper-noun words of the holder of quantity ``q`` (empty: none named)."""
    verb = _clause(doc, q)
    subj = next((c for c in verb.children if c.dep_ in SUBJECTS), None) if verb is not None else None
    if subj is None:
        return frozenset()
    words = [t for t in subj.subtree if t.pos_ == "PROPN"]
    if all(t.is_sent_start and known_noun(t.lower_) and not _named_subject(t) for t in words):
        return frozenset()  # "Cloud revenue grew": a capital, not a name ("Marrow had": a team's)
    return _names(subj)


def _named_subject(t: Any) -> bool:
    """A capitalised dictionary word that is the subject itself, not a modifier of a
    common noun, and that the recogniser takes for a name ("*Marrow* had 42 percent";
    not "*House* prices rose", where it modifies "prices")."""
    return t.dep_ in SUBJECTS and t.ent_type_ in NAMED


def argument_names(doc: Any, q: Numset) -> list[frozenset[str]]:
    """The names of each core argument of the clause of ``q``: subject, object and a
    passive's agent ("was bought *by the Corran Group*")."""
    return list(_argument_names(doc, q.number_index, q.kind in ("year", "date")))


@functools.lru_cache(maxsize=8192)
def _argument_names(doc: Any, index: int, dated: bool) -> tuple[frozenset[str], ...]:
    """Once per sentence and number: a premise's figures are compared with every
    hypothesis quantity, and premises recur across pairs."""
    verb = _clause_of(doc, index)
    if verb is None:
        return ()
    args = [c for c in verb.children if c.dep_ in (*SUBJECTS, "dobj", "attr")]
    args += [o for c in verb.children if c.dep_ == "agent" for o in c.children if o.dep_ == "pobj"]
    args += _compared_of(doc, index)
    if dated:  # "created in 1961 *when the Ormund Dam was completed*"
        args += [a for c in _when_clauses(verb) for a in c.children if a.dep_ in (*SUBJECTS, "dobj")]
    return tuple(n for n in (_names(a) for a in args) if n)


def _when_clauses(verb: Any) -> list[Any]:
    """The "when"-clauses of a verb: they happen at its time, so a date of the verb
    dates them too, and their arguments hold it as well."""
    return [
        c
        for c in verb.children
        if c.dep_ == "advcl" and any(m.lower_ == "when" and m.dep_ in ("advmod", "mark") for m in c.children)
    ]


def _compared(doc: Any, q: Numset) -> list[Any]:
    """The other party of a figure that measures a comparison ("48 seconds *ahead of*
    Selam Tadesse", "9.4 seconds *behind* Carl Ott", "12 points *more than* Bell"): the
    gap is a fact about both, so a claim whose holder is that party ("Tadesse finished
    48 seconds behind") speaks of the same figure."""
    return _compared_of(doc, q.number_index)


def _compared_of(doc: Any, index: int) -> list[Any]:
    num = doc[index]
    noun = num.head if num.dep_ == "nummod" else num
    if noun.dep_ != "npadvmod":
        return []
    word = noun.head
    preps = [word] if word.pos_ == "ADP" else [c for c in word.children if c.dep_ == "prep"]
    return [o for p in preps for o in p.children if o.dep_ == "pobj"]


def other_holder(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """Whether the premise quantity is said of another named entity than the hypothesis
    quantity: the hypothesis' holder is named, the premise's clause names someone, and
    none of the premise clause's named arguments is that holder (one's names within the
    other's)."""
    hh = holder_names(hdoc, h)
    if hh and indefinite_holder(pdoc, p):
        return True
    if contrasted_holder(hdoc, h) and not contrasted_holder(pdoc, p):
        return True
    if same_possessed(pdoc, p, hdoc, h):
        return False
    args = argument_names(pdoc, p)
    return bool(hh) and bool(args) and not any(a <= hh or hh <= a for a in args)


def _subject_of(doc: Any, q: Numset) -> Any | None:
    verb = _clause(doc, q)
    return next((c for c in verb.children if c.dep_ in SUBJECTS), None) if verb is not None else None


def _possessor_names(tok: Any) -> frozenset[str]:
    owners = [c for c in tok.children if c.dep_ == "poss"]
    return frozenset(t.lower_ for c in owners for t in c.subtree if t.pos_ == "PROPN")


def same_possessed(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """Are both holders the same noun of the same named possessor ("*Hanne Sørlie's*
    first novel, Cold Harbour, was published" / "Hanne Sørlie's first novel was
    published")? The apposition's title names the novel, the possessor says whose it
    is; the two name one thing."""
    ps, hs = _subject_of(pdoc, p), _subject_of(hdoc, h)
    if ps is None or hs is None or ps.lemma_.lower() != hs.lemma_.lower():
        return False
    owner = _possessor_names(hs)
    return bool(owner) and owner == _possessor_names(ps)


CONTRASTS = frozenset({"other", "second"})


def contrasted_holder(doc: Any, q: Numset) -> bool:
    """Is the holder of ``q`` singled out against another of its kind ("*the smaller*
    dam", "the *other* bridge", "the *second* school")? A comparative or a word of
    contrast presupposes two things of the kind, so the figure is the contrasted one's,
    not the paragraph's main entity's, unless the premise contrasts it too."""
    verb = _clause(doc, q)
    subj = next((c for c in verb.children if c.dep_ in SUBJECTS), None) if verb is not None else None
    if subj is None:
        return False
    return any(c.dep_ == "amod" and (c.tag_ == "JJR" or c.lower_ in CONTRASTS) for c in subj.children)


INDEFINITES = frozenset({"a", "an", "another"})


def indefinite_holder(doc: Any, q: Numset) -> bool:
    """Is the holder of ``q`` introduced by an indefinite article and unnamed ("*A smaller
    dam downstream*, built in 1971, is 35 metres high", "*another* bridge")? An
    indefinite noun phrase brings a new entity into the text (Heim 1982), so it is none
    of the entities named before it; a figure inside the subject ("a total of 300
    people") is the subject's own measure, not a holder's."""
    verb = _clause(doc, q)
    subj = next((c for c in verb.children if c.dep_ in SUBJECTS), None) if verb is not None else None
    if subj is None or subj.left_edge.i <= q.number_index <= subj.right_edge.i:
        return False
    if any(t.pos_ == "PROPN" for t in subj.subtree):
        return False
    return any(c.dep_ == "det" and c.lower_ in INDEFINITES for c in subj.children)


def compared(hdoc: Any, h: Numset) -> bool:
    """ "150 more passengers than the Star": a difference between two holders' counts,
    which no single stated count is (nor rules out)."""
    after = hdoc[h.number_index + 1 : min(h.end + 1, len(hdoc))]  # "more than 300" is a bound
    sign = next((t for t in after if t.lower_ in COMPARATIVES), None)
    return sign is not None and any(t.lower_ == "than" for t in hdoc[sign.i + 1 : h.end + 2])


GAPS = ("behind", "ahead", "clear")


def gap(doc: Any, q: Numset) -> bool:
    """ "nine points behind": the distance to another holder's count, not a count of its
    own holder's (``natlog.derivers.compared.count_behind`` reads it)."""
    return q.end < len(doc) and doc[q.end].lower_ in GAPS


def another_entitys(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """Whether a premise value matched to a hypothesis quantity is another entity's
    matter: said of another named holder, a difference between holders the hypothesis
    states ("150 more ... than"), or a gap to another holder the premise states ("nine
    points behind") that the hypothesis does not. A year that names a period ("*the 2019
    season* was the club's fourth") is no holder's: it frames what the paragraph says,
    and dates a figure the hypothesis restates ("scored 17 goals *in 2019*"); a
    hypothesis that states nothing but the year is about an event, and that event's
    holder counts."""
    if period_year(pdoc, p) and any(t.like_num and not h.start <= t.i < h.end for t in hdoc):
        return False
    return other_holder(pdoc, p, hdoc, h) or compared(hdoc, h) or (gap(pdoc, p) and not gap(hdoc, h))


def period_year(doc: Any, q: Numset) -> bool:
    """A year modifying a common noun, naming a period or an edition ("the 2019 season",
    "the 2023 edition"), not dating one holder's event ("built in 2004")."""
    if q.kind != "year":
        return False
    tok = doc[min(q.number_index, len(doc) - 1)]
    return tok.dep_ in ("compound", "nummod", "amod") and tok.head.pos_ == "NOUN" and tok.head.i > tok.i
