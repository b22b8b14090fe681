"""Alignment: the hypothesis as a sequence of edits of the premise.

After MacCartney & Manning (2009): an edit is MAT (a word kept), SUB (a word replaced),
DEL (premise material left out) or INS (hypothesis material added). Quantities are
aligned first, by the quantity stages (match or equation: ``quantity_edits``); then
content words, by lemma, by WordNet relation, and by position (a hypothesis word
whose head is aligned stands for the premise head's dependent in the same relation:
"spent $3 million on *parks*" / "on *roads*"); what is left is deleted or inserted as
whole subtrees, so a deleted clause is one edit ("A, and B" -> "A") whatever
operators it contains. Negations and hedges are operators: adding or dropping one is
an edit of its own (``operator_edits``).

Why whole subtrees and positions: an edit's relation projects through the operators
above its position only (``polarity.contexts``), and deleting "but did not sell
sheep" is deleting a conjunct (⊏), not deleting "sheep" under a negation.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from qreas.cues import _aggregate_cues
from qreas.natlog import argument_slots as slots
from qreas.natlog import lexical, trees
from qreas.natlog.coordination import COORDINATION_NOTES, coordinated, coordinated_head
from qreas.natlog.polarity import (
    NEGATION_WORDS,
    NON_MONOTONE_WORDS,
    Operator,
    hedge_word,
    implicatives,
    negated_head,
)
from qreas.natlog.quantified import in_relative_clause as _in_relative_clause
from qreas.natlog.quantified import narrowing_stop_word
from qreas.natlog.quantified import quantified as _quantified
from qreas.natlog.relations import Rel
from qreas.natlog.word_rules import (
    DEGREE_NOTE,
    determiner_one,
    gerund,
    implicative_relation,
    judged_names,
    other_degree,
    other_name,
    part_of_aligned,
    stem_match,
    time_name,
    transparent_implicative,
    truth_frame,
    verb_conjunct,
)
from qreas.positions import ordinal_value

CONTENT = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})
GROUP = {"PROPN": "NOUN", "NUM": "NOUN"}
# spaCy's stop list holds open-class words too ("used", "full", "keep", "move", "give",
# "top", "side", "whole"): as nouns, verbs and adjectives they say what the sentence is
# about, so they are content; the determiner-like adjectives below are not (their
# meaning is the quantifier's, which polarity and the quantity edits read)
OPEN_CLASS_STOPS = frozenset({"NOUN", "VERB", "ADJ", "NUM"})
DETERMINER_LIKE = frozenset(
    {"many", "few", "much", "more", "most", "several", "least", "less", "enough", "own", "same", "such",
     "various", "other", "else", "whole", "all", "each", "every", "some", "any", "no", "none", "both"}
)  # fmt: skip
LIGHT = frozenset({"be", "have", "do", "get", "make", "take", "say", "also", "now", "just", "then", "there"})
# dependents that restrict what their head denotes: inserting one narrows (⊐)
MODIFIERS = frozenset(
    {
        "amod",
        "advmod",
        "npadvmod",
        "compound",
        "prep",
        "relcl",
        "acl",
        "poss",
        "nmod",
        "advcl",
        "appos",
        "nummod",
        "agent",  # a passive's "by" phrase: "sent *by the office*" narrows "sent"
    }
)
# non-restrictive material: an appositive ("one Democrat -- Sen. Ben Nelson -- opposed
# her") or a parenthetical clause adds a comment, not a restriction, so adding or
# dropping it keeps what the sentence says (Huddleston & Pullum 2002, ch. 15)
NON_RESTRICTIVE = frozenset({"appos", "parataxis"})
PREFERENCE = (Rel.EQ, Rel.FWD, Rel.REV, Rel.ALT)
# "other(s)" picks out members of a set other than those already spoken of: the new
# description excludes the old one (alternation)
OTHER = frozenset({"other", "others"})
NOVEL_RESTRICTOR = "new modifier of a quantified noun"
RESTRICTOR_DROPPED = "modifier of a quantified noun dropped"
RESTRICTOR_REPLACED = "modifier of a quantified noun replaced"  # "300 *apple* trees" / "*pear*"
JUDGED_RELATIONS = frozenset({Rel.ALT, Rel.FWD, Rel.REV})
NOVEL_SCOPE = "new modifier of a quantified clause"
SCOPE_DROPPED = "modifier of a quantified clause dropped"
PART_OF_WHOLE = "a part of what the premise speaks of"  # "in the *first half of* the final"
SUPERLATIVE_RANK = "another rank on the superlative's scale"  # "the *second*-tallest" / "the tallest"
# another name in the same argument of an aligned head: another individual, of whom the
# premise says nothing (#; MacCartney's | of two names projects to # in such a slot)
OTHER_NAME = "another name in the same position"
NOVEL_PREDICATE = "a property the premise never ascribes to the quantified subject"
JUDGED_PREDICATE = "verb of a quantified clause replaced by a WordNet hypernym or hyponym"
JUDGED_ARGUMENT = "same argument position"
JUDGED_TROPONYM = "verb of a quantified clause replaced by its WordNet troponym or hypernym"
# single edits that monotonicity judges wherever they are (``infer.JUDGED_NOTES``): a
# quantifier's restrictor narrowed or widened, its scope narrowed or widened
# (a verb replaced by its WordNet hypernym, ``JUDGED_PREDICATE``, is shown but not
# decisive: on news headlines "died" / "were killed" and "went off" / "derailed" are
# restatements, which a strict hyponymy reading turns neutral)
MONOTONE_NOTES = frozenset(
    {NOVEL_RESTRICTOR, RESTRICTOR_DROPPED, RESTRICTOR_REPLACED, NOVEL_SCOPE, SCOPE_DROPPED, JUDGED_ARGUMENT,
     JUDGED_TROPONYM, PART_OF_WHOLE, SUPERLATIVE_RANK, OTHER_NAME, NOVEL_PREDICATE}
    | COORDINATION_NOTES
)
# the argument slots where a replaced common noun is judged by WordNet
ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})


@dataclass(frozen=True)
class Edit:
    """One step from premise to hypothesis, with the relation of the two phrases."""

    kind: str  # MAT, SUB, DEL, INS, QTY (a quantity and its equation), OP (an operator)
    premise: str
    hypothesis: str
    lexical: Rel
    p_index: int | None = None  # the premise position the edit projects from
    h_index: int | None = None  # (INS: the hypothesis position)
    inside: frozenset[int] = frozenset()  # tokens of the edited phrase (operators here do not project it)
    note: str = ""  # an equation, a reason


@dataclass
class Alignment:
    edits: list[Edit] = field(default_factory=list)
    p_used: set[int] = field(default_factory=set)
    h_used: set[int] = field(default_factory=set)
    # the operation words of derived quantities (``Derived.p_tokens`` / ``h_tokens``)
    p_derived: set[int] = field(default_factory=set)
    h_derived: set[int] = field(default_factory=set)


@functools.lru_cache(maxsize=8192)
def content_flags(doc: Any) -> tuple[bool, ...]:
    """``_content`` of every token of a parsed sentence, computed once per sentence."""
    return tuple(_content(t) for t in doc)


def _content(t: Any) -> bool:
    if t.dep_ == "prt":  # a verb particle is part of its verb ("gave away")
        return False
    if truth_frame(t) or _numeral_operator(t) or _operator_word(t):
        return False
    if t.pos_ == "PROPN" and time_name(t):
        return True  # "in May": a month, though "may" is a stop word
    if narrowing_stop_word(t):  # "*very* tired", "played *well*"
        return True
    return (
        t.pos_ in CONTENT
        and not t.is_punct
        and t.lemma_.lower() not in LIGHT
        and not (t.is_stop and t.pos_ not in OPEN_CLASS_STOPS)
        and t.lemma_.lower() not in DETERMINER_LIKE
        and not determiner_one(t)
    )


def _operator_word(t: Any) -> bool:
    """A downward implicative or a hedge ("failed to", "may", "plans to") is an operator:
    the operator edits account for it, so it is no content word to align."""
    return t.lemma_.lower() in implicatives() or hedge_word(t)


def _numeral_operator(t: Any) -> bool:
    """ "only 11,000 jobs", "exactly 40 goats": the word makes the numeral's reading
    exact, which a bare numeral already is for its own description (the oracle's and
    the polarity's convention), so adding or dropping it is no edit."""
    return t.lower_ in NON_MONOTONE_WORDS and (t.head.like_num or any(c.like_num for c in t.children))


def _group(pos: str) -> str:
    return GROUP.get(pos, pos)


def _best(h: Any, candidates: Sequence[Any]) -> tuple[Any, Rel] | None:
    # (preference, not the same part of speech, position): the same part of speech
    # first, "repaired" is the premise's verb "repaired", not the noun of "the *repair*
    # shop"; the key is built once per candidate (spaCy makes a Token per attribute read)
    found: list[tuple[int, bool, int, Any, Rel]] = []
    h_lower, h_lemma, h_pos = h.lower_, h.lemma_.lower(), h.pos_
    h_group = _group(h_pos)
    pos = "NOUN" if h_group == "NOUN" else h_pos
    for p in candidates:
        p_pos, p_lemma = p.pos_, p.lemma_.lower()
        other_group = _group(p_pos) != h_group
        if p.lower_ == h_lower and p.is_alpha and other_group:
            # the same written word the tagger read two ways ("the zoo *fed*" tagged a
            # name in a relative clause): the same word
            found.append((0, True, p.i, p, Rel.EQ))
            continue
        if other_group and p_lemma != h_lemma:
            if lexical.nominal_pair(p_pos, p_lemma, h_pos, h_lemma):  # "sold" / "ticket *sales*"
                found.append((0, True, p.i, p, Rel.EQ))
            continue
        if p_pos == "PROPN" or h_pos == "PROPN":
            rel = Rel.EQ if p.lower_ == h_lower or p_lemma == h_lemma else Rel.IND
        else:
            rel = lexical.relation(p_lemma, h_lemma, pos)
        if rel in PREFERENCE:
            found.append((PREFERENCE.index(rel), other_group, p.i, p, rel))
    if not found:
        return None
    best = min(found, key=lambda x: x[:3])
    return best[3], best[4]


def align_words(pdoc: Any, hdoc: Any, a: Alignment) -> None:
    """MAT / SUB edits for hypothesis content words not covered by a quantity edit."""
    pc, hc = content_flags(pdoc), content_flags(hdoc)
    p_free = [t for t in pdoc if pc[t.i] and t.i not in a.p_used]
    h_words = [t for t in hdoc if hc[t.i] and t.i not in a.h_used]
    aligned: dict[int, int] = {}  # hypothesis index -> premise index
    # lexical alignment: lemma, WordNet; words said again first, so that a related word
    # ("logging" ⊏ "cut") does not take the premise word the hypothesis repeats ("cut")
    p_lemmas = {t.lemma_.lower() for t in p_free}
    for h in sorted(h_words, key=lambda t: t.lemma_.lower() not in p_lemmas):
        # a premise word taken already is taken again only by the same word said twice,
        # not by a related one ("spoke" / "who *opposed* the bill spoke")
        again = [p for p in p_free if p.lemma_.lower() == h.lemma_.lower()]
        hit = _best(h, [p for p in p_free if p.i not in a.p_used] or again)
        if hit is None:
            continue
        p, rel = hit
        aligned[h.i] = p.i
        a.p_used.add(p.i)
        a.h_used.add(h.i)
        if other_degree(p, h):  # "as *old* as" / "*older* than": one lemma, another claim
            a.edits.append(Edit("SUB", p.text, h.text, Rel.IND, p.i, h.i, frozenset({p.i}), DEGREE_NOTE))
            continue
        kind = "MAT" if rel is Rel.EQ and p.lemma_.lower() == h.lemma_.lower() else "SUB"
        a.edits.append(Edit(kind, p.text, h.text, rel, p.i, h.i, frozenset({p.i})))
    for h in h_words:  # positional alignment: the same dependent of an aligned head
        if h.i in a.h_used:
            continue
        same = [c for c in slots.same_slot(h, pdoc, aligned, a.h_used) if c.i not in a.p_used and pc[c.i]]
        if not same:
            continue
        p = same[0]
        pos = "NOUN" if _group(h.pos_) == "NOUN" else h.pos_
        rel = lexical.relation(p.lemma_.lower(), h.lemma_.lower(), pos) if p.pos_ != "PROPN" else Rel.IND
        if rel is Rel.IND and p.pos_ == h.pos_ == "NOUN":  # "grain" / "wheat": the wider noun in any
            # sense, the narrower in its first two ("dose" is a disease only in its third)
            rel = lexical.general_sense_relation(p.lemma_.lower(), h.lemma_.lower(), senses=2)
        sub = trees.subtree(p)
        a.p_used |= {p.i}
        a.h_used.add(h.i)
        aligned[h.i] = p.i
        # two common nouns in one slot: natural logic judges them (names: ``judged_names``)
        note = "same position" if p.pos_ == h.pos_ == "NOUN" else "same position, unjudged"
        p_text, h_text = p.text, h.text
        if note == "same position" and (judged := slots.judged_argument(p, h, rel, a)) is not None:
            rel, p_text, h_text = judged
            note = JUDGED_ARGUMENT
        elif p.pos_ == h.pos_ == "PROPN" and p.dep_ in ARGUMENTS and h.dep_ in ARGUMENTS:
            if (judged := judged_names(p, h, a.p_used, a.h_used)) is not None:
                (rel, p_text, h_text), note = judged, JUDGED_ARGUMENT
            elif p.dep_ == h.dep_ and other_name(p, h):
                note = OTHER_NAME  # "*Luna* sold 40 paintings" / "*Kai* sold 40 paintings": #
        elif p.pos_ == h.pos_ == "PROPN" and p.dep_ == h.dep_ == "poss" and other_name(p, h):
            note = OTHER_NAME  # "*Luna's* single" / "*Kai's* single": another one's
        a.edits.append(Edit("SUB", p_text, h_text, rel, p.i, h.i, sub, note))
    for k, e in enumerate(a.edits):  # a WordNet pair found in one argument slot: judged too
        if e.kind != "SUB" or e.note or e.p_index is None or e.h_index is None:
            continue
        p, h = pdoc[e.p_index], hdoc[e.h_index]
        if e.lexical in JUDGED_RELATIONS and _restricts_counted_noun(p) and _restricts_counted_noun(h):
            a.edits[k] = replace(e, note=RESTRICTOR_REPLACED)  # WordNet judges it, monotonicity projects it
            continue
        if p.pos_ == h.pos_ == "NOUN" and p.i in {c.i for c in slots.same_slot(h, pdoc, aligned, a.h_used)}:
            if (judged := slots.judged_argument(p, h, e.lexical, a)) is not None:
                a.edits[k] = Edit("SUB", judged[1], judged[2], judged[0], p.i, h.i, e.inside, JUDGED_ARGUMENT)
        elif _judged_predicate(p, h, e.lexical):
            note = JUDGED_TROPONYM if _plain_troponym(p, h, a.p_used) else JUDGED_PREDICATE
            a.edits[k] = Edit("SUB", e.premise, e.hypothesis, e.lexical, p.i, h.i, e.inside, note)


def _plain_troponym(p: Any, h: Any, p_used: set[int]) -> bool:
    """One verb a troponym of the other by WordNet's hypernym links alone ("whispered" /
    "spoke"), not by cause ("killed" / "died": news restates one by the other), and no
    premise phrase left unaligned ("went *off the track*" / "derailed" paraphrases the
    troponym): then monotonicity decides the edit."""
    if any(t.i not in p_used for c in p.children if c.dep_ in ("prep", "prt") for t in c.subtree):
        return False
    return lexical.troponym_pair(p.lemma_.lower(), h.lemma_.lower())


def _judged_predicate(p: Any, h: Any, rel: Rel) -> bool:
    """A verb replaced by its WordNet hypernym or troponym ("sprinted" / "ran") in a
    clause whose subject or object a numeral or determiner quantifies: the verb is the
    quantifier's scope, so its monotonicity decides ("at least 6 boys sprinted" ⊏ "at
    least 6 boys ran"; "at most 6 boys ran" ⊏ "at most 6 boys sprinted")."""
    if not (p.pos_ == h.pos_ == "VERB" and rel in (Rel.FWD, Rel.REV)):
        return False
    args = [c for c in p.children if c.dep_ in ("nsubj", "nsubjpass", "dobj")]
    return any(_quantified(c) for c in args)


def _maximal_subtrees(doc: Any, free: set[int]) -> list[Any]:
    """Roots of maximal subtrees whose content words are all free (one pass up the
    tree, without recursion: a hostile sentence may nest deeper than the stack)."""
    content = content_flags(doc)
    kids = trees.children(doc)
    ok = [False] * len(kids)
    has = [False] * len(kids)
    for i in trees.bottom_up(doc):  # children before their head
        ok[i], has[i] = (i in free or not content[i]), content[i]
        for c in kids[i]:
            ok[i], has[i] = ok[i] and ok[c], has[i] or has[c]
    hs = trees.heads(doc)
    top = [ok[i] and has[i] for i in range(len(hs))]  # a root of a free subtree
    return [doc[i] for i in range(len(hs)) if top[i] and not (hs[i] != i and top[hs[i]])]


REPEATED_NAME = "a name the alignment matched elsewhere"
# a conjoined clause or predicate dropped ("Ada was born in 1863 *and died in 1914*"):
# "A and B" entails A in any context where the conjunction is upward (⊏), and readers
# do not take a conjunct loosely, as they may an adverb or a source
CONJUNCT_DROPPED = "conjoined clause dropped"


def deletions_and_insertions(pdoc: Any, hdoc: Any, a: Alignment) -> None:
    """DEL every maximal unaligned premise subtree (⊏: the premise said more) and INS
    every maximal unaligned hypothesis subtree (⊐ for a modifier, which narrows what
    its head says; # for an argument or a clause the premise does not speak of)."""
    content = content_flags(pdoc)
    p_free = {i for i, c in enumerate(content) if c and i not in a.p_used}
    named = {pdoc[i].lower_ for i in a.p_used if pdoc[i].pos_ == "PROPN"}
    for t in pdoc:  # a rank the premise's superlative has and the hypothesis' has not
        if t.i not in a.p_used and not content[t.i] and (ranked := _superlative_rank(t, a.p_used)):
            a.edits.append(Edit("DEL", t.text, "", *ranked[:1], t.i, None, frozenset({t.i}), ranked[1]))
            a.p_used.add(t.i)
    for t in _maximal_subtrees(pdoc, p_free):
        text = " ".join(x.text for x in t.subtree)
        rel = Rel.EQ if t.dep_ in NON_RESTRICTIVE else Rel.FWD
        note = RESTRICTOR_DROPPED if _restricts_counted_noun(t) else ""
        note = note or (SCOPE_DROPPED if _narrows_scope(t) else "")
        note = note or (CONJUNCT_DROPPED if verb_conjunct(t) else "")
        if all(x.pos_ == "PROPN" and x.lower_ in named for x in t.subtree if content[x.i]):
            rel, note = Rel.EQ, REPEATED_NAME  # a name said again refers to the same one
        if _novel(t, hdoc):  # a conjunct the hypothesis says elsewhere is a misalignment
            rel, note = coordinated(t, deleted=True) or (rel, note)  # "fish *or meat*": ⊐
        rel, note = _superlative_rank(t, a.p_used) or (rel, note)
        a.edits.append(Edit("DEL", text, "", rel, t.i, None, trees.subtree(t), note))
        p_free -= trees.subtree(t)
    h_free = {i for i, c in enumerate(content_flags(hdoc)) if c and i not in a.h_used}
    for t in _maximal_subtrees(hdoc, h_free):
        text = " ".join(x.text for x in t.subtree)
        rel = Rel.EQ if t.dep_ in NON_RESTRICTIVE else Rel.REV if t.dep_ in MODIFIERS else Rel.IND
        if t.lemma_.lower() in OTHER:  # "two *other* guards": not the ones spoken of
            rel = Rel.ALT
        note = ""
        if _novel(t, pdoc):  # (a conjunct the premise says elsewhere is a misalignment)
            note = (
                NOVEL_RESTRICTOR if _restricts_counted_noun(t) else NOVEL_SCOPE if _narrows_scope(t) else ""
            ) or (NOVEL_PREDICATE if rel is Rel.IND and _predicate_nominal(t) else "")
            if note == NOVEL_SCOPE and t.dep_ == "dobj":
                rel = Rel.REV  # a new object narrows its verb as a modifier does
            rel, note = coordinated(t, deleted=False) or (rel, note)  # "fish *or meat*": ⊏
        rel, note = _superlative_rank(t, a.h_used) or (rel, note)
        a.edits.append(Edit("INS", "", text, rel, None, t.i, trees.subtree(t), note))
        h_free -= trees.subtree(t)
    # a word whose dependents are aligned but which is not ("David *lost* 79 oranges" /
    # "David *had* 19 oranges *left*"), alone: deleted, the premise said more (⊏);
    # inserted, a modifier narrows (⊐) and a new head is unrelated (#)
    for i in sorted(p_free):
        t = pdoc[i]
        rel = Rel.EQ if t.dep_ in NON_RESTRICTIVE or transparent_implicative(t) else Rel.FWD
        rel, note = coordinated_head(t, True, a.p_used) or (rel, "head")  # "*loaded or* inspected"
        a.edits.append(Edit("DEL", t.text, "", rel, i, None, frozenset({i}), note))
    for i in sorted(h_free):
        t = hdoc[i]
        rel = Rel.EQ if t.dep_ in NON_RESTRICTIVE else Rel.REV if t.dep_ in MODIFIERS else Rel.IND
        rel, note = coordinated_head(t, False, a.h_used) or (rel, "head")
        if rel is Rel.IND and part_of_aligned(t, a.h_used):
            rel, note = Rel.REV, PART_OF_WHOLE  # "in the final" / "in the *first half of* the final"
        a.edits.append(Edit("INS", "", t.text, rel, None, i, frozenset({i}), note))



def _superlative_rank(t: Any, used: set[int]) -> tuple[Rel, str] | None:
    """An ordinal on an aligned superlative ("the *second*-tallest", "the *third*
    largest"), dropped or added: a superlative alone is the first of its scale, so
    another rank is an alternative (|), not a modifier that narrows (Bierwisch 1989: an
    ordinal superlative picks the k-th of the scale)."""
    rank = ordinal_value(t.lower_)  # first: asked of most of a premise's words
    if rank is None:
        return None
    from qreas.natlog.derivers.superlatives import superlative_after  # the derivers import align

    sup = superlative_after(t.doc, t.i)
    if sup is None or sup.i not in used:
        return None
    return (Rel.EQ if rank == 1 else Rel.ALT), SUPERLATIVE_RANK


def _novel(t: Any, pdoc: Any) -> bool:
    """No content word of the inserted phrase occurs anywhere in the premise (as
    another part of speech or in another position either): the hypothesis adds
    information, rather than the aligner missing where the premise says it."""
    words = {x.lemma_.lower() for x in t.subtree if content_flags(t.doc)[x.i]}
    premise = {x.lemma_.lower() for x in pdoc if x.is_alpha} | {x.lower_ for x in pdoc if x.is_alpha}
    return bool(words) and not any(stem_match(w, p) for w in words for p in premise)


PERCENT_WORDS = frozenset({"%", "percent", "pct", "percentage"})


def _restricts_counted_noun(t: Any) -> bool:
    """A common-word modifier or restrictive clause of a noun that a numeral or determiner
    quantifies ("more than 280 *pink* orchids", "all *male* teachers"): a narrower restrictor."""
    head = t.head
    if _in_relative_clause(t):
        return True
    # a noun, a plural proper noun naming a group ("Mexicans"), or one used as common
    group = head.pos_ == "NOUN" or head.tag_ == "NNPS" or (head.pos_ == "PROPN" and _quantified(head))
    if t.dep_ not in ("amod", "compound", "nmod", "prep", "relcl", "acl") or not group:
        return False
    if t.dep_ in ("relcl", "acl") and t.left_edge.i > 0 and t.doc[t.left_edge.i - 1].text == ",":
        return False  # ", who live on campus,": non-restrictive, no narrower set
    if t.dep_ == "prep" and (t.pos_ != "ADP" or t.lower_ in ("like", "as")):
        return False  # "including 5 tourists", "such as": members listed, not a narrower set
    if any(x.pos_ == "PROPN" for x in t.subtree):
        return False
    if t.dep_ == "prep" and t.lower_ == "of" and head.lower_ in PERCENT_WORDS:
        return False  # "45.3 % *of the vote*": the whole a percentage is of, not a narrower set
    if t.dep_ == "prep" and all(x.lower_ in _aggregate_cues() for x in t.subtree if x.i != t.i):
        return False  # "522 rakes *in total*": the whole count again, not a narrower set
    return _quantified(head)


def _predicate_nominal(t: Any) -> bool:
    """A common noun a copula predicates of a quantified subject ("All 12 jurors were
    *women*", "25 percent are *managers*"): the quantifier's scope. Unaligned, it is a
    property the premise never ascribes, independent of what it did ascribe (#)."""
    head = t.head
    if t.dep_ != "attr" or t.pos_ != "NOUN" or head.lemma_ != "be":
        return False
    # "12 jurors", or a partitive's head: "*Five* of the nine justices", "*most* of them"
    return any(
        c.dep_ == "nsubj" and (_quantified(c) or c.like_num or any(x.lower_ == "of" for x in c.children))
        for c in head.children
    )


def _narrows_scope(t: Any) -> bool:
    """A common-word adverbial of a verb whose subject or object a numeral or determiner
    quantifies ("At least 33 journalists received the award *at the ceremony*"): it
    narrows the quantifier's scope."""
    head = t.head
    if t.dep_ == "dobj" and t.pos_ == "NOUN" and head.pos_ == "VERB" and not _quantified(t):
        # "some of the 12 cooks baked *bread*": a new object narrows the verb (baking bread is baking)
        named = any(x.pos_ == "PROPN" for x in t.subtree)
        return not named and any(c.dep_ in ("nsubj", "nsubjpass") and _quantified(c) for c in head.children)
    if t.dep_ == "amod" and head.pos_ == "NOUN" and _predicate_nominal(head):
        return True  # "70 percent of the land is *protected* forest": the copula's predicate
    if head.pos_ == "NOUN" and head.dep_ in ("dobj", "pobj") and not _quantified(head):
        # "finished the race *on time*", "voted for the plan *in person*": a modifier of
        # the verb's object is in the scope
        if t.dep_ not in ("prep", "amod") or (t.dep_ == "prep" and t.pos_ != "ADP"):
            return False
        head = head.head.head if head.dep_ == "pobj" and head.head.dep_ == "prep" else head.head
    elif t.dep_ not in ("prep", "advmod", "npadvmod", "agent"):  # "agent": a passive's "by the office"
        return False
    if head.pos_ == "ADJ" and head.dep_ == "acomp" and head.head.pos_ in ("VERB", "AUX"):
        head = head.head  # "were *very* tired": the predicate's degree
        if any(c.dep_ in ("nsubj", "nsubjpass") and _quantified(c) for c in head.children):
            return True
    if head.pos_ != "VERB":
        return False
    if any((x.pos_ == "PROPN" and not time_name(x)) or x.lower_ in _aggregate_cues() for x in t.subtree):
        return False  # a name, or "in total" / "altogether": a total, not a narrower scope
    args = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass", "dobj")]
    if head.dep_ == "acl" and head.head.dep_ == "ROOT":  # misparsed: "[4 students] [cheated on ...]"
        args.append(head.head)
    return any(_quantified(c) for c in args)


def _counts(o: Operator, doc: Any, aligned: set[int]) -> bool:
    """A negation is an edit of its own when it negates the main clause, or what it
    negates is kept (aligned): in "pleaded *not* guilty" -> "is accused" and in a
    clause the hypothesis leaves out ("4,000 who did *not*"), the negated words go
    with their negation (a deletion)."""
    if o.word not in NEGATION_WORDS and doc[o.index].dep_ != "neg":
        return True
    head = negated_head(doc[o.index])
    if head.dep_ == "advmod" and head.pos_ == "ADV" and head.head.pos_ in ("VERB", "AUX"):
        head = head.head  # "no *longer* froze": the adverb's verb is what is negated
    if head.dep_ == "ROOT" or head.i in aligned or any(truth_frame(c) for c in head.children):
        return True
    # "not going to change": the negated verbal complex reaches its complement
    return any(c.i in aligned for c in head.children if c.dep_ in ("xcomp", "ccomp", "acomp"))


def operator_edits(
    pdoc: Any, hdoc: Any, p_ops: Sequence[Operator], h_ops: Sequence[Operator], a: Alignment
) -> list[Edit]:
    """Negations and hedges present on one side only (by count of each kind): a dropped
    or added negation is ^; a dropped hedge gives ⊐ ("may sell" ⊐ "sold"), an added one
    #; a question on one side only asserts nothing: #."""
    # an operator a derivation has accounted for ("did *not*" of a complement) is no edit
    p_ops = [o for o in p_ops if _counts(o, pdoc, a.p_used) and o.index not in a.p_derived]
    h_ops = [o for o in h_ops if _counts(o, hdoc, a.h_used) and o.index not in a.h_derived]
    out: list[Edit] = []

    def kinds(ops: Sequence[Operator], doc: Any, used: set[int]) -> dict[str, list[Operator]]:
        by: dict[str, list[Operator]] = {}
        for o in ops:
            sig = o.scopes[0][1] if o.scopes else ""
            if o.word == "without" and gerund(doc[o.index], used):  # "left without paying": did not pay
                by.setdefault("implicative", []).append(o)
            elif o.word in NEGATION_WORDS or (sig == "down" and o.word not in ("if", "without")):
                by.setdefault("neg", []).append(o)
            elif o.word == "?":
                by.setdefault("question", []).append(o)
            elif o.word == "if":
                by.setdefault("conditional", []).append(o)
            elif sig == "opaque":
                by.setdefault("hedge", []).append(o)
            elif sig == "refuse":
                by.setdefault("implicative", []).append(o)
        return by

    pk, hk = kinds(p_ops, pdoc, a.p_used), kinds(h_ops, hdoc, a.h_used)
    # a downward implicative entails the negation of its complement (Karttunen 1971:
    # "failed to pay" ⊏ "did not pay"), so it answers a negation on the other side
    p_impl, h_impl = pk.pop("implicative", []), hk.pop("implicative", [])
    p_neg, h_neg = pk.setdefault("neg", []), hk.setdefault("neg", [])

    def op(o: Operator, premise_side: bool, rel: Rel, other: str, note: str) -> Edit:
        if premise_side:
            return Edit("OP", o.word, other, rel, o.index, None, frozenset({o.index}), note)
        return Edit("OP", other, o.word, rel, None, o.index, frozenset({o.index}), note)

    while p_impl and len(h_neg) > len(p_neg):
        out.append(op(p_impl.pop(0), True, Rel.FWD, "not", "neg for implicative"))
        h_neg.pop()
    while h_impl and len(p_neg) > len(h_neg):
        out.append(op(h_impl.pop(0), False, Rel.REV, "not", "neg for implicative"))
        p_neg.pop()
    # one left over: "failed to pay" / "paid" (the implicative denies what is asserted)
    for o in p_impl[len(h_impl) :]:
        out.append(op(o, True, implicative_relation(o), "", "neg implicative dropped"))
    for o in h_impl[len(p_impl) :]:
        out.append(op(o, False, implicative_relation(o), "", "neg implicative added"))
    # a conditional is weaker than its consequent (Q ⊨ if P, Q): dropping it ⊐, adding ⊏
    # a hedge or report added over an assertion: "may have sold" / "X said that ... sold"
    # are not what the premise asserts, and NLI reads them as neither entailed nor
    # contradicted (#); the premise that states the fact is no evidence of the modal
    for kind, dropped_rel, added_rel in (("neg", Rel.NEG, Rel.NEG), ("hedge", Rel.REV, Rel.IND),
                                         ("question", Rel.IND, Rel.IND),
                                         ("conditional", Rel.REV, Rel.FWD)):  # fmt: skip
        ps, hs = pk.get(kind, []), hk.get(kind, [])
        for o in ps[len(hs) :]:
            out.append(
                Edit("OP", o.word, "", dropped_rel, o.index, None, frozenset({o.index}), f"{kind} dropped")
            )
        for o in hs[len(ps) :]:
            out.append(
                Edit("OP", "", o.word, added_rel, None, o.index, frozenset({o.index}), f"{kind} added")
            )
    return out
