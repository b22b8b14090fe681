"""Frames that assert nothing: a named person's report and an embedded question.

Natural logic treats the complement of a non-veridical operator as opaque
(MacCartney 2009, 5.5; the "opaque" signature of ``relations``): "Uma reported that
the farm sold 40 goats" says nothing, either way, about how many goats the farm sold,
so an edit under the report projects #, and a hypothesis that drops the report and
states its content is neither entailed nor contradicted. The same holds for a question,
embedded ("Ben asked whether ...", "Ines wondered if ...") as well as direct. A
factive verb ("knew that", "confirmed that", lexicons/factive_verbs.txt) is veridical
and passes its complement through, so it is never such a frame. A frame both sentences
share ("X reported that 40" / "X reported that more than 30") is dropped from both
(``infer._unshared``) and the claims are compared inside it.

This module adds these frames to ``polarity.operators`` (modals and hedging verbs are
marked there, from lexicons/hedges.txt) and says when a proof is decided by a dropped
frame alone (``framed_only``), which the stages, reading quantities without their
frames, would otherwise match or rule out.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog.relations import Rel
from qreas.natlog.trees import subtree

DROPPED = ("hedge dropped", "question dropped", "conditional dropped")
QUESTION_MARKERS = frozenset({"whether", "if"})
CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "advcl"})  # spaCy attaches "wondered if P" as advcl


@functools.cache
def report_verbs() -> frozenset[str]:
    return word_set("report_verbs.txt")


@functools.cache
def factive_verbs() -> frozenset[str]:
    return word_set("factive_verbs.txt")


@functools.cache
def question_words() -> frozenset[str]:
    return word_set("question_words.txt")


def lemmas(t: Any) -> frozenset[str]:
    """A token's lemma and its form without a regular inflection: the lemmatizer
    misreads some verbs ("hopes" -> "hop"), and a lexicon lookup should not depend on
    it."""
    return _forms(t.lemma_.lower(), t.lower_)


@functools.lru_cache(maxsize=65536)
def _forms(lemma: str, low: str) -> frozenset[str]:
    return frozenset({lemma, low} | {low[: -len(e)] for e in ("s", "es", "d", "ed") if low.endswith(e)})


@functools.cache
def intention_verbs() -> frozenset[str]:
    return word_set("intention_verbs.txt")


def intention_verb(t: Any) -> bool:
    """A verb of trying, intending or promising with a "to"-infinitive complement
    ("*tried* to rescue 18 sailors", "*aims* to treat 900 patients"): what
    the complement says is not asserted, as under a modal. Without such a complement
    the verb asserts ("tried 5 cases")."""
    if t.pos_ != "VERB" or not lemmas(t) & intention_verbs():
        return False
    return any(
        c.dep_ == "xcomp" and any(x.dep_ == "aux" and x.tag_ == "TO" for x in c.children) for c in t.children
    )


def hearsay_passive(t: Any) -> bool:
    """A verb of saying in the passive with a "to"-infinitive ("the ship *is said* to
    have carried 2,000", "*was reported* to own"): hearsay with no one answering for
    it, so the complement is not asserted (the raising passive of report verbs,
    Postal 1974), unlike "police said 5 died", whose source vouches for it."""
    if t.pos_ != "VERB" or t.tag_ != "VBN" or not lemmas(t) & report_verbs():
        return False
    if not any(c.dep_ == "auxpass" for c in t.children):
        return False
    return any(
        c.dep_ == "xcomp" and any(x.dep_ == "aux" and x.tag_ == "TO" for x in c.children) for c in t.children
    )


def hedge_form(t: Any, hedges: frozenset[str]) -> bool:
    """A word of ``hedges`` by its lemma or its form ("hopes", lemmatised "hop"); not the
    clitic "'d" of the perfect ("they'd sold": "had", which asserts), only the "'d" of
    "would" before a bare verb (as ``verbal._is_hedge`` reads it)."""
    if t.lower_ in ("'d", "\u2019d") and t.head.tag_ == "VBN":
        return False
    return bool(lemmas(t) & hedges)


def person_name(t: Any) -> bool:
    """A named individual: a proper name the recogniser does not take for an
    organisation or place, and WordNet does not know as a place or a group ("China",
    "Reuters"). One person's word is that person's claim; news prose states its facts
    as reports of officials, police or agencies ("police said 5 died"), which readers
    take as asserted, so only a named person makes a report a frame. The recogniser
    often labels an unfamiliar one-word first name an organisation or a place ("Hiro",
    "Marta"), so its label counts only for a name of several words ("Acme Foods"). A
    name with a role noun ("police spokesman John Smith") is an official's report."""
    from qreas.natlog.derivers.holders import is_name
    from qreas.natlog.lexical import _synsets

    if not is_name(t):
        return False
    if any(c.dep_ in ("compound", "appos", "amod") and c.pos_ in ("NOUN", "ADJ") for c in t.children):
        return False  # "spokesman John Smith", "Smith, a police officer,": an official source
    if t.ent_type_ == "PERSON":
        return True  # "Rosa": a name, though WordNet knows a plant genus
    words = [x for x in t.subtree if x.dep_ in ("compound", "flat") or x.i == t.i]
    if len(words) > 1 and t.ent_type_ in ("ORG", "NORP", "FAC", "LOC", "GPE"):
        return False
    senses = _synsets(t.text, "NOUN")
    return not senses or any(x.lexname() == "noun.person" for x in senses)


def report_scope(t: Any) -> frozenset[int] | None:
    """The complement clause of a named person's non-factive report ("Uma *reported*
    that ...", "Kofi *told* reporters that ..."), or the clause an "according to
    <person>" before it is attached to; not a parenthetical report after its clause,
    nor the supplements of the clause."""
    if t.lower_ == "according" and t.dep_ == "prep":
        source = [x for c in t.children if c.lower_ == "to" for x in c.children if x.dep_ == "pobj"]
        if len(source) == 1 and person_name(source[0]) and t.head.i != t.i and t.i < t.head.i:
            return _asserted_aside(subtree(t.head) - subtree(t), t.doc)
        return None  # "P, according to X": parenthetical (below)
    words = lemmas(t)
    if t.pos_ != "VERB" or not words & report_verbs() or words & factive_verbs():
        return None
    subj = [c for c in t.children if c.dep_ == "nsubj"]
    comp = [c for c in t.children if c.dep_ == "ccomp"]
    if len(subj) != 1 or len(comp) != 1 or not person_name(subj[0]):
        return None
    if comp[0].i < t.i:
        # "P, Olsson said": a parenthetical report after its clause is evidential, the
        # clause is the main point and asserted (Asher 2000; Simons 2007)
        return None
    return _asserted_aside(subtree(comp[0]), t.doc)


def _asserted_aside(scope: frozenset[int], doc: Any) -> frozenset[int]:
    """A report's scope without its supplements: a non-restrictive relative clause
    ("the attacks, which killed 52 people,") is the speaker's comment and projects out
    of the report (Potts 2005)."""
    aside = {
        x.i
        for t in doc
        if t.i in scope and t.dep_ == "relcl" and t.left_edge.i > 0 and doc[t.left_edge.i - 1].text == ","
        for x in t.subtree
    }
    return scope - aside


def embedded_question(t: Any) -> bool:
    """ "asked *whether* the school had bought 299 drums", "wondered *if* ...": an
    interrogative complement asserts nothing. "whether" always heads a question (or the
    alternatives of "whether or not"); "if" does only under a verb or adjective of
    asking or not knowing (lexicons/question_words.txt), else it is a conditional."""
    if t.dep_ != "mark" or t.lower_ not in QUESTION_MARKERS:
        return False
    if t.lower_ == "whether":
        return True
    clause = t.head
    return clause.dep_ in CLAUSE_DEPS and bool(lemmas(clause.head) & question_words())


def frame_scopes(doc: Any) -> list[tuple[Any, str, frozenset[int]]]:
    """(token, word, scope) of each report and embedded-question frame of a sentence;
    ``polarity.operators`` turns them into operators with the "opaque" signature. An
    embedded question is named "whether" whatever its complementiser, so that it is
    not taken for a conditional's "if"."""
    out: list[tuple[Any, str, frozenset[int]]] = []
    triggers = report_verbs() | QUESTION_MARKERS | {"according"}
    if not any(lemmas(t) & triggers for t in doc):
        return out  # most sentences: no report verb, "according" or question marker
    for t in doc:
        scope = report_scope(t)
        if scope:
            out.append((t, t.lemma_.lower(), scope))
        elif embedded_question(t):
            out.append((t, "whether", subtree(t.head) - {t.i}))
    return out


def framed_only(steps: Sequence[Any], label: str = "", hdoc: Any = None) -> bool:
    """The proof drops a non-veridical frame of the premise (a question, a modal or
    hedge, a report, an embedded question, the "if" of a consequent) under which every compared quantity lies,
    and the hypothesis adds no argument or clause of its own: the premise says nothing
    either way about what the hypothesis asserts, and the proof (# or ⊐: neutral)
    decides the pair on its own. Where the stages' ``label`` already is neutral, their
    reason (which names the hedge) is kept. A hypothesis that itself hedges,
    attributes or announces a plan ("..., witnesses say", "City to spend ...") asserts
    no fact either, and the stages compare the two claims (``verbal._not_asserted``)."""
    from qreas.verbal import _not_asserted

    if label == "neutral" or (hdoc is not None and _not_asserted(list(hdoc))):
        return False
    frames = [
        s for s in steps if s.edit.kind == "OP" and s.edit.note in DROPPED and s.edit.p_index is not None
    ]
    quantities = [s for s in steps if s.edit.kind == "QTY"]
    if not frames or not quantities:
        return False
    if any(s.edit.kind == "INS" and s.edit.lexical is Rel.IND for s in steps):
        return False
    return all("opaque" in s.contexts for s in quantities)
