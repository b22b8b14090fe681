"""Polarity marking: which operators scope over each word of a parsed sentence.

MonaLog (Hu et al. 2020) marks every token's polarity from a CCG derivation; spaCy
gives a dependency tree, so the operators and their scopes are read from it:
- a determiner or number on a noun is a generalized quantifier whose restrictor is the
  noun with its modifiers and whose scope is the rest of its clause, each argument
  with its signature (``relations.SIGNATURES``): some / a / at least N / more than N /
  a bare numeral: existential; no / at most N / fewer than N: "no"; every / each /
  all: universal; exactly N / only N / an approximate number: non-monotone;
- negation ("not", "never") scopes over its verb's clause except the subject;
  "without" over its object;
- downward implicatives ("fail to", "refuse to", lexicons/negative_implicatives.txt)
  over their complement;
- non-veridical contexts: a modal or a hedge (lexicons/hedges.txt: "may", "plan to",
  "believe") over its clause, the antecedent of "if" (downward) and its consequent
  (non-veridical), and a whole question.
A bare numeral is existential here: NLI practice reads "Two dogs run" -> "Two animals
run" as entailment, and so is an approximate one ("about 300 soldiers were killed in
Baghdad" -> "about 300 soldiers were killed": the vagueness is in the number, not in
the monotonicity); a different number for the same description is a contradiction
between the two quantities (``quantity edits``), not a projection.

``contexts(i)`` lists the signatures over token ``i``, innermost first, which is the
order ``relations.project`` applies them in.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import word_set
from qreas.natlog.coordination import shares_subject
from qreas.natlog.frames import embedded_question, frame_scopes, hearsay_passive, hedge_form, intention_verb
from qreas.natlog.relations import Rel, project
from qreas.natlog.trees import subtree
from qreas.positions import ordinal_value

DETERMINERS: dict[str, tuple[str, str]] = {
    "a": ("exist", "exist"),
    "an": ("exist", "exist"),
    "some": ("exist", "exist"),
    "several": ("exist", "exist"),
    "no": ("no", "no"),
    "every": ("every-restrictor", "every-scope"),
    "each": ("every-restrictor", "every-scope"),
    "all": ("every-restrictor", "every-scope"),
    "most": ("non", "up"),
    "many": ("exist", "exist"),  # the cardinal reading: a large number (Partee 1989)
    "few": ("down-only", "down-only"),  # a small number: downward, not anti-additive
    # no one / every one of exactly two: the restrictor's size is presupposed, so widening
    # or narrowing it changes what is presupposed ("both poodles" / "both dogs": there
    # may be more dogs), not monotone (Barwise & Cooper 1981)
    "neither": ("non", "no"),
    "both": ("non", "every-scope"),
}
# quantifier words that head a partitive ("none of the dogs"), by their determiner
PARTITIVE_HEADS = {"none": "no", "neither": "neither",  # fmt: skip
                   "some": "some", "many": "many", "most": "most", "all": "all",
                   "each": "each", "both": "both", "several": "several", "few": "few"}  # fmt: skip
# quantifiers that spaCy parses as adjectives ("few nurses", "many guards"); "a few" is
# "several" (upward)
ADJECTIVE_QUANTIFIERS = frozenset({"few", "many", "several", "most"})
NON_MONOTONE_WORDS = frozenset({"exactly", "precisely", "only", "solely"})
LOWER_BOUND_WORDS = frozenset({"least", "more", "over", "above", "upwards", "minimum", "excess"})
UPPER_BOUND_WORDS = frozenset({"most", "fewer", "less", "under", "below", "up", "maximum", "no", "not"})
NEGATION_WORDS = frozenset({"not", "n't", "nt", "never"})  # "nt": informal "cant", "dont"
QUESTION = "?"
SCOPE_TAKERS = frozenset({"neg", "aux", "auxpass", "mark"})
OWN_CLAUSES = frozenset({"advcl", "conj", "parataxis", "relcl", "cc"})


@dataclass(frozen=True)
class Operator:
    """One operator: its word, its depth in the tree (deeper = inner), and the
    signature it gives each token it scopes over."""

    word: str
    index: int
    depth: int
    scopes: tuple[tuple[frozenset[int], str], ...]  # (tokens, signature)


@functools.cache
def implicatives() -> frozenset[str]:
    return word_set("negative_implicatives.txt")


@functools.cache
def _hedges() -> frozenset[str]:
    return word_set("hedges.txt")


def hedge_word(t: Any) -> bool:
    """A modal or a hedge used as one ("may", "plans to", "likely"), not the noun, or a
    verb of trying or intending with its infinitive ("tried to", "aims to"), or a
    passive of saying with one ("is said to")."""
    if t.pos_ not in ("AUX", "VERB", "ADV", "ADJ"):  # none of the three is anything else
        return False
    return hedge_form(t, _hedges()) or intention_verb(t) or hearsay_passive(t)


def depth_of(t: Any) -> int:
    """Steps from a token up to its sentence's root."""
    d = 0
    while t.head.i != t.i:
        t, d = t.head, d + 1
    return d


def _clause_head(t: Any) -> Any:
    """The verb whose clause a noun phrase belongs to (the noun itself if none)."""
    x = t
    while x.head.i != x.i and x.pos_ not in ("VERB", "AUX"):
        x = x.head
    return x if x.pos_ in ("VERB", "AUX") else t.sent.root


EXISTENTIAL = frozenset({"exist", "exist-n"})


def lower_bound_signature(lo: float, lo_open: bool = False) -> str:
    """An upward numeral's signature by its least count: "some", "a", "at least one" keep
    a negation as cover (‿: some did or some did not, in a non-empty domain); "at least
    N" for N >= 2 does not ("at least 5 ran" and "at least 5 did not" are both false of 4
    runners: the pigeonhole needs a domain of 2N - 1), so it projects ^ to #."""
    return "exist-n" if lo > 1 or (lo == 1 and lo_open) else "exist"


def numeral_signature(q: Any, doc: Any) -> str:
    """The signature of a parsed quantity's numeral (both arguments): an upper bound
    ("at most", "fewer than", "up to") is downward; "exactly" / "only" are
    non-monotone; a lower bound and a bare, approximate or ranged numeral are
    existential (NLI practice, as for bare numerals: "12 to 15 RVs were destroyed at an
    RV park" -> "12 to 15 RVs were destroyed"). The quantity parser has already told a
    bound from a change ("ticks up to 5.5 %")."""
    before = {t.lower_ for t in doc[max(0, q.start - 3) : q.number_index + 1]}
    if before & NON_MONOTONE_WORDS:
        return "non"
    if q.hi != float("inf") and q.lo <= 0 and q.lo != q.hi and not q.approximate:
        return "no"
    return lower_bound_signature(q.lo, q.lo_open)  # a bare, approximate or ranged numeral, a lower bound


ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})


def quantifier_word(c: Any) -> bool:
    """A determiner that quantifies its noun ("every", "no", "most", "few")."""
    return c.lower_ in DETERMINERS and (
        c.dep_ in ("det", "predet")  # "*all* the students": a predeterminer quantifies too
        or (c.dep_ in ("amod", "advmod", "nummod") and c.lower_ in ADJECTIVE_QUANTIFIERS)
    )


def _quantifier_signature(noun: Any, parsed: dict[int, Any]) -> tuple[Any, tuple[str, str]] | None:
    """The determiner or number of a noun and its (restrictor, scope) signatures."""
    # a numeral that heads its noun phrase, as in a partitive: "at most 3 of the nurses"
    partitive = any(c.lower_ == "of" for c in noun.children) and (
        noun.dep_ in ARGUMENTS or misparsed_predicate(noun) is not None  # "[None of the 9 X] [sprinted]"
    )
    if partitive and noun.lower_ in PROPORTIONS:  # "more than half of the 40 voters"
        return noun, ("non", proportion_signature(noun))
    if noun.pos_ == "NUM" and noun.i in parsed and partitive:
        sig = numeral_signature(parsed[noun.i], noun.doc)
        return noun, (sig, sig)
    if partitive and noun.lower_ in PARTITIVE_HEADS:  # "*none* of the 10 dogs", "*some* of them"
        a_few = noun.lower_ == "few" and noun.i > 0 and noun.doc[noun.i - 1].lower_ == "a"
        return noun, DETERMINERS["several" if a_few else PARTITIVE_HEADS[noun.lower_]]
    for c in noun.children:
        if quantifier_word(c) and not _in_bound(c):
            few = c.lower_ == "few" and c.i > 0 and noun.doc[c.i - 1].lower_ == "a"  # "a few"
            return c, DETERMINERS["several" if few else c.lower_]
    if _definite(noun):
        return None  # "the two unions", "his 40 goats": a reference, not a quantifier
    num = stray_numeral(noun)
    if num is not None and num.i in parsed:  # "At most 28 Germans" parsed as a prepositional phrase
        sig = numeral_signature(parsed[num.i], noun.doc)
        return num, (sig, sig)
    for c in noun.children:
        if c.dep_ == "nummod" or (c.dep_ in ("amod", "quantmod") and c.like_num):
            q = parsed.get(c.i)
            if q is not None:
                sig = numeral_signature(q, noun.doc)
                return c, (sig, sig)
            words = {x.lower_ for x in c.subtree if x.i != c.i} | {
                x.lower_ for x in noun.children if x.dep_ in ("advmod", "quantmod")
            }
            if words & NON_MONOTONE_WORDS:
                return c, ("non", "non")
            if words & UPPER_BOUND_WORDS and not words & {"least"}:
                return c, ("no", "no")
            return c, ("exist", "exist")  # a bare numeral, or a lower bound
    return None


DEFINITE = frozenset({"the", "these", "those", "this", "that"})


def stray_numeral(noun: Any) -> Any | None:
    """The numeral right before a noun that the parser hung elsewhere ("[At most 28]
    Germans attended": "28" the object of "At"): it still counts the noun."""
    if noun.i == 0 or noun.pos_ not in ("NOUN", "PROPN") or noun.dep_ not in ARGUMENTS:
        return None
    prev = noun.doc[noun.i - 1]
    if not prev.like_num or prev.head.pos_ in ("NOUN", "PROPN"):
        return None  # "635 [red] marigolds": the number is the noun's, "red" a modifier
    if any(c.dep_ == "nummod" for c in noun.children):
        return None
    return prev


def _definite(noun: Any) -> bool:
    """A definite or possessive noun phrase ("the two unions", "her 3 dogs") refers to
    given individuals: what is said of them is said of each (homogeneity), so it
    projects no quantifier's monotonicity and "did not" over it is plain negation."""
    return any((c.dep_ == "det" and c.lower_ in DEFINITE) or c.dep_ == "poss" for c in noun.children)


BOUND_HEADS = LOWER_BOUND_WORDS | UPPER_BOUND_WORDS - {"no", "not"} | {"than", "later", "earlier"}


def _in_bound(t: Any) -> bool:
    """ "not more than 5", "no fewer than 5", "no later than 2019": the negation is part
    of a bound, which the numeral's own signature (or the year's interval) already
    reads. An ordinal is no bound's number: "did not finish *first*" negates a place."""
    head = t.head
    nxt = t.doc[t.i + 1] if t.i + 1 < len(t.doc) else None
    if nxt is not None and nxt.lower_ in NEGATED_QUANTIFIERS - {"most"}:
        return False  # "*not* all 30 workers": the negation of a quantifier, no bound
    if t.lower_ in ("every", "each") and head.lower_ == "one":
        return False  # "*every* one of the 20 guests": a universal over the group, no bound
    if head.lower_ in BOUND_HEADS or head.like_num:
        return True
    after = t.doc[t.i + 2] if t.i + 2 < len(t.doc) else None
    bound = nxt is not None and nxt.lower_ in BOUND_HEADS
    if bound and after is not None and (after.lower_ == "than" or after.like_num):
        return True  # "grew *not* more than 158 pumpkins" with "not" hung on the verb: a bound
    # "no 5 people" / "not 5 but 6": a number beside the negation on a noun; a verb's
    # numeric subject ("4 of 5 do not wear glasses") leaves the verb's negation alone;
    # "*all* 12 pilots" is a universal over a counted noun, no bound
    return t.lower_ not in UNIVERSALS and head.pos_ not in ("VERB", "AUX") and any(
        c.like_num and ordinal_value(c.text) is None for c in head.children
    )


UNIVERSALS = frozenset({"all", "every", "each", "both"})
NEGATED_QUANTIFIERS = frozenset({"all", "every", "each", "many", "much", "most", "both", "everyone"})


def negated_head(t: Any) -> Any:
    """The word whose clause a negation negates: its head, or for a negated quantifier
    ("*not* all of the trucks", "*not* every nurse", "*not* many") the quantifier's
    clause: "not all A B" is the negation of "all A B", a sentence negation that
    reaches the subject, not a negation of the noun phrase."""
    after = t.doc[t.i + 1] if t.i + 1 < len(t.doc) else None
    if t.head.pos_ in ("VERB", "AUX") or after is None or after.lower_ not in NEGATED_QUANTIFIERS:
        return t.head
    return _clause_head(t.head)


def misparsed_predicate(t: Any) -> Any | None:
    """The finite verb a parser hung on a root noun as a reduced relative ("Every hiker
    *sprinted* to the hut" parsed as a noun phrase), or on the group of a root partitive
    ("None of the 9 clerks *sprinted*"): a sentence with no other verb has it as its
    predicate, so it is the quantifier's scope, not its restrictor."""
    if t.dep_ != "ROOT":
        return None
    groups = [g for c in t.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
    finite = ("VBD", "VBN", "VBZ", "VBP")
    verbs = [c for n in (t, *groups) for c in n.children if c.dep_ == "acl" and c.tag_ in finite]
    return verbs[0] if len(verbs) == 1 else None


# proportions that head a partitive ("half of the 40 voters", "a majority of them"): the
# share depends on the whole group, so the restrictor is not monotone (Barwise & Cooper
# 1981 on "most"); the scope follows the bound on the share
PROPORTIONS = frozenset({"half", "majority", "minority", "third", "thirds", "quarter", "quarters", "fifth"})


def proportion_signature(noun: Any) -> str:
    """The scope signature of a proportion by its bound ("more than / at least half":
    upward, "at most / less than half": downward, "exactly half": non-monotone; a bare
    proportion is read like a bare numeral, upward)."""
    words = {x.lower_ for x in noun.doc[max(0, noun.left_edge.i - 1) : noun.i]}
    if words & NON_MONOTONE_WORDS:
        return "non"
    if words & UPPER_BOUND_WORDS and not words & {"least"}:
        return "no"
    return "exist"


def misparsed_determiner(verb: Any) -> Any | None:
    """A quantifying determiner the parser hung on a verb ("*Neither* twin ran" with
    "twin" read as an adjective): it quantifies the words between it and the verb."""
    if verb.pos_ not in ("VERB", "AUX"):
        return None
    dets = [c for c in verb.children if c.dep_ == "det" and c.lower_ in DETERMINERS and c.i < verb.i]
    if not dets or any(verb.doc[i].pos_ in ("VERB", "AUX") for i in range(dets[0].i, verb.i)):
        return None
    return dets[0]


def _late_adverbs(noun: Any, head: Any) -> frozenset[int]:
    """Adverbs right after a subject's relative clause that the parser hung on the main
    verb ("Every student who passed *easily* got a prize"): late closure (Frazier 1979)
    attaches them to the nearest verb, the relative clause's, so they narrow the
    restrictor, not the scope."""
    if head.i == noun.i or noun.i > head.i or not any(c.dep_ in ("relcl", "acl") for c in noun.children):
        return frozenset()
    edge = noun.right_edge.i
    late = [c for c in head.children if c.dep_ == "advmod" and c.pos_ == "ADV" and edge < c.i < head.i]
    return frozenset(c.i for c in late if c.i == edge + 1 or c.i - 1 in {x.i for x in late})


def _partitive_restrictor(head: Any) -> frozenset[int]:
    """The counted noun of a partitive and its modifiers ("at most 5 of the 30 *senior
    nurses*"): the words that narrow what the numeral counts."""
    of = next((c for c in head.children if c.lower_ == "of" and c.i > head.i), None)
    nouns = [c for c in of.children if c.dep_ == "pobj"] if of is not None else []
    return frozenset(
        x.i for n in nouns for x in n.subtree if not (x.like_num or x.dep_ in ("det", "poss", "punct"))
    )


def _non_restrictive(noun: Any, head: Any = None) -> frozenset[int]:
    """A modifier set off by a comma after the noun ("only one office*, in Lyon*"): it
    describes the things counted, it does not narrow what is counted, so it is no part
    of the quantifier's restrictor (Huddleston & Pullum 2002, ch. 15: supplements).
    With ``head``: the same supplement the parser hung on the verb, right after the
    noun's phrase ("owns only one mill*, in Ghent*"). A list after a colon is a supplement
    too: it enumerates the things counted."""
    doc = noun.doc
    out: set[int] = set()
    if (head is not None and head.i >= noun.i) or not any(t.text in SETTERS for t in doc[noun.i + 1 :]):
        return frozenset()  # no comma after the noun: no supplement (the cheap test first)
    if head is None:
        cands = [c for c in noun.children if c.i > noun.i]
    else:
        near = (noun.right_edge.i + 1, noun.right_edge.i + 2)  # the comma may be the noun's own
        cands = [c for c in head.children if c.i > noun.i and c.left_edge.i in near]
    for c in cands:
        setter = doc[c.left_edge.i - 1].text if c.left_edge.i > 0 else ""
        if c.dep_ in ("prep", "appos") and setter == ",":
            out |= subtree(c)
        elif c.dep_ in ("appos", "conj") and setter == ":":  # "three flavours*: vanilla, mint and mango*"
            out |= subtree(c)  # a list after a colon enumerates what was counted
    return frozenset(out)


SETTERS = frozenset({",", ":"})  # the punctuation that sets off a supplement


def operators(doc: Any, quantities: Sequence[Any] = ()) -> list[Operator]:
    """The operators of a parsed sentence; ``quantities`` (its Numsets, when parsed)
    give the numerals' signatures."""
    parsed = {
        i: q for q in quantities for i in range(q.start, q.end) if doc[i].like_num or i == q.number_index
    }
    # "an *estimated* 45,000": a word the quantity parser read as the number's
    # approximation is part of the quantity, no modal over its clause
    approximations = {i for q in quantities if q.approximate for i in range(q.start, q.number_index)}
    ops: list[Operator] = []
    for t in doc:
        lower, lemma = t.lower_, t.lemma_.lower()
        if t.pos_ in ("NOUN", "PROPN", "PRON", "NUM") and t.dep_ not in ("compound",):
            found = _quantifier_signature(t, parsed)
            if found is not None:
                det, (rs, ss) = found
                quant = subtree(det)
                if det.i == t.i:  # a partitive's numeral heads its "of" phrase: the noun
                    # and its modifiers restrict it (not "of the 50", the group's reference)
                    quant -= _partitive_restrictor(t)
                restrictor = subtree(t) - quant - {c.i for c in t.children if c.dep_ == "neg"}
                restrictor -= _non_restrictive(t)
                head = _clause_head(t)
                scope = subtree(head) - subtree(t) if head.i != t.i else frozenset()
                predicate = misparsed_predicate(t)
                if predicate is not None:  # "Every hiker sprinted ...": its verb is the scope
                    restrictor -= subtree(predicate)
                    scope = subtree(predicate)
                scope -= _non_restrictive(t, head)  # the parser may hang it on the verb
                late = _late_adverbs(t, head)
                restrictor, scope = restrictor | late, scope - late
                # a quantifier scopes over its own clause: clauses attached to its verb
                # (adverbial, coordinate, parenthetical, relative) are outside it
                # (a predicate that shares the subject, "hooted and *flew*", is in it)
                # ("No wolf howled": "wolf" may be misparsed as an "npadvmod")
                subject = t.dep_ in ("nsubj", "nsubjpass") or (t.dep_ == "npadvmod" and t.i < head.i)
                shared = subject and any(shares_subject(c) for c in head.children)
                for c in head.children:
                    if c.dep_ in OWN_CLAUSES and c.i not in subtree(t):
                        if not (shared and (shares_subject(c) or c.dep_ == "cc")):
                            scope -= subtree(c)
                if t.dep_ not in ("nsubj", "nsubjpass"):
                    # a negation or modal of the verb outscopes its object ("did not sell 40
                    # goats"); a subject quantifier outscopes them ("40 goats were not sold")
                    scope -= {c.i for c in head.children if c.dep_ in SCOPE_TAKERS}
                    # and the subject outscopes an object's or an adjunct's quantifier
                    # (surface scope: "Tall men ate no apples" says nothing of men)
                    subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
                    scope -= {i for c in subjects for i in subtree(c)}
                ops.append(Operator(det.lower_, det.i, depth_of(t), ((restrictor, rs), (scope, ss))))
        det = misparsed_determiner(t)
        if det is not None:
            restrictor = frozenset(range(det.i + 1, t.i))
            shared = any(shares_subject(c) for c in t.children)  # "No wolf howled and *growled*"
            own = [
                c for c in t.children if c.dep_ in OWN_CLAUSES and not (shared and c.dep_ in ("conj", "cc"))
            ]
            scope = subtree(t) - restrictor - {det.i} - {i for c in own for i in subtree(c)}
            rs, ss = DETERMINERS[det.lower_]
            ops.append(Operator(det.lower_, det.i, depth_of(t) + 1, ((restrictor, rs), (scope, ss))))
        negation = (t.dep_ == "neg" and lower in NEGATION_WORDS | {"no"}) or (
            t.dep_ == "advmod" and lower == "never"
        )
        if negation and not _in_bound(t):
            head = negated_head(t)
            # not negated: the subject (unless the negation is its quantifier's), what is
            # fronted before it ("At a meeting of 9 chiefs, X does not ..."), and clauses
            # attached to the verb ("If ...")
            outside = {
                i
                for c in head.children
                if (c.dep_ in ("nsubj", "nsubjpass") and head.i == t.head.i)
                or c.dep_ in OWN_CLAUSES
                or (c.i < head.i and c.dep_ == "prep")
                for i in subtree(c)
            }
            depth = depth_of(t) if head.i == t.head.i else depth_of(head)  # above the quantifier
            ops.append(Operator(lower, t.i, depth, ((subtree(head) - outside - {t.i}, "down"),)))
        if lower == "without" and t.dep_ == "prep":
            ops.append(Operator(lower, t.i, depth_of(t), ((subtree(t) - {t.i}, "down"),)))
        if lemma in implicatives():
            comp = [c for c in t.children if c.dep_ in ("xcomp", "ccomp")]
            if comp:
                ops.append(Operator(lemma, t.i, depth_of(t), tuple((subtree(c), "refuse") for c in comp)))
        if hedge_word(t) and t.i not in approximations:
            head = t.head if t.dep_ in ("aux", "advmod", "acomp") else t
            ops.append(Operator(lemma, t.i, depth_of(t), ((subtree(head) - {t.i}, "opaque"),)))
        if lower in ("if", "unless") and t.dep_ == "mark" and not embedded_question(t):  # "asked if"
            antecedent = subtree(t.head) - {t.i}
            main = t.head.head
            rest = subtree(main) - antecedent - {t.i}
            # "unless A, B" is "if not A, B": a conditional too (its antecedent not monotone here)
            sig = "down" if lower == "if" else "opaque"
            ops.append(Operator("if", t.i, depth_of(t), ((antecedent, sig), (rest, "opaque"))))
    # a named person's report and an embedded question (natlog/frames.py)
    ops += [Operator(w, t.i, depth_of(t), ((scope, "opaque"),)) for t, w, scope in frame_scopes(doc)]
    if len(doc) and doc[-1].text == QUESTION:
        asked = doc[-1].sent  # the question's own sentence: "Ann has 5 apples. How many ...?"
        ops.append(Operator("?", len(doc) - 1, -1, ((frozenset(range(asked.start, asked.end)), "opaque"),)))
    return sorted(ops, key=lambda o: -o.depth)


def contexts(ops: Sequence[Operator], i: int) -> list[str]:
    """Signatures over token ``i``, innermost first."""
    return [sig for op in ops for tokens, sig in op.scopes if i in tokens]


def polarity(ops: Sequence[Operator], i: int) -> str:
    """ "↑", "↓" or "=" (non-monotone) for a token: how an entailment at the token
    projects (the composition of the signatures' treatment of ⊏)."""

    r = project(Rel.FWD, contexts(ops, i))
    return {Rel.FWD: "↑", Rel.REV: "↓"}.get(r, "=")


def partitive_quantifier(noun: Any) -> bool:
    """A quantifier word or proportion heading a partitive ("*none* of the 15 clerks",
    "more than *half* of the voters"): it quantifies the group's members."""
    heads = PARTITIVE_HEADS.keys() | PROPORTIONS
    return noun.lower_ in heads and any(c.lower_ == "of" for c in noun.children)
