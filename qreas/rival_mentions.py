"""A number of the right unit in the wrong place: a check on a document's entailments.

Why: an encyclopedia sentence often states two figures of one unit, each of its own
thing: "Unemployment stood at 7.4 percent, compared with a national average of 5.1
percent"; "The allied army of 24,000 men faced a force of about 31,000"; "gave more
than 1,400 concerts, 312 of them abroad". A hypothesis that restates one thing's
figure with the other's number ("Unemployment stood at 5.1 percent") finds an equal
number of the right unit, and the proof, free to delete the premise's real mention as
a modifier, entails. But which thing a number measures is said by the words it hangs
on: its *governor* (the verb or noun it is an argument or modifier of, past any
preposition: "stood at", "army of", "average of") and that governor's subject and
modifiers. If another mention of the same unit in the same sentence shares more of
those words with the hypothesis quantity than the matched one does, the hypothesis
speaks of that mention (a rival), and its value decides: disjoint values contradict,
otherwise the entailment is not shown (neutral).

Only a direct match of one premise quantity is checked (an equation over several
quantities is a derivation, not a restatement), and only mentions of one sentence
compete (other sentences' figures are other times or things: ``qreas.anchoring``).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from qreas.lexicon import word_lists, word_set
from qreas.types import Justification, Numset
from qreas.verb_routed import class_words

ARGS = frozenset({"nsubj", "nsubjpass", "amod", "compound", "poss"})
SKIP_POS = frozenset({"ADP", "DET", "PUNCT", "CCONJ", "PART", "NUM", "PRON", "AUX", "SCONJ"})


def _phrase_head(doc: Any, q: Numset) -> Any:
    """The word the quantity's phrase hangs on as a whole: its counted noun when the
    number modifies one ("1,400 *concerts*"), else the number itself."""
    t = doc[min(q.number_index, len(doc) - 1)]
    while t.dep_ in ("nummod", "quantmod", "compound", "nmod", "npadvmod") and t.head.i != t.i:
        if t.head.pos_ not in ("NOUN", "PROPN", "NUM", "SYM", "ADJ"):
            break
        t = t.head
    return t


def _same_doing(p: Any, h: Any) -> bool:
    """Two governing verbs say one doing: the same lemma or WordNet synonyms / one a
    kind of the other ("employs 3,000 pickers" / "laid off 250 pickers" do not: another
    doing's figure, not the fact restated). Governors that are not both verbs pass."""
    if p.pos_ != "VERB" or h.pos_ != "VERB" or p.lemma_.lower() == h.lemma_.lower():
        return True
    from qreas.natlog import lexical
    from qreas.natlog.relations import Rel

    return lexical.relation(p.lemma_.lower(), h.lemma_.lower(), "VERB") in (Rel.EQ, Rel.FWD, Rel.REV)


def _same_subject(p: Any, h: Any) -> bool:
    """The governors' subjects name one thing: the same head noun or WordNet-related
    nouns ("Prices for dessert pears rose 6 percent" / "Cider sales rose 11 percent":
    another thing's change). Without a subject on either side they pass."""
    ps = next((c for c in p.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    hs = next((c for c in h.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if ps is None or hs is None or ps.lemma_.lower() == hs.lemma_.lower():
        return True
    if ps.pos_ != "NOUN" or hs.pos_ != "NOUN":
        return True  # names and pronouns: coreference has resolved what it could
    from qreas.natlog import lexical
    from qreas.natlog.relations import Rel

    return lexical.relation(ps.lemma_.lower(), hs.lemma_.lower(), "NOUN") in (Rel.EQ, Rel.FWD, Rel.REV)


def _governor(doc: Any, q: Numset) -> Any:
    """The content word the quantity is an argument or modifier of, past prepositions
    ("stood *at* 7.4 percent" -> stood; "a force *of* 31,000" -> force)."""
    t = _phrase_head(doc, q).head
    while t.pos_ in SKIP_POS and t.head.i != t.i:
        t = t.head
    return t


def context(doc: Any, q: Numset) -> frozenset[str]:
    """The lemmas that say what a quantity measures: its governor, the governor's
    subject and modifiers, and the modifiers of the quantity's own noun."""
    head, gov = _phrase_head(doc, q), _governor(doc, q)
    words = [gov]
    if gov.dep_ == "conj" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in gov.children):
        # "took place in 1998 and drew 2,000": the conjoined verb shares the first one's subject
        words += [c for c in gov.head.children if c.dep_ in ("nsubj", "nsubjpass")]
    words += [c for c in gov.children if c.dep_ in ARGS]
    words += [g for c in gov.children if c.dep_ in ARGS for g in c.children if g.dep_ in ARGS]
    words += [c for c in head.children if c.dep_ in ("amod", "compound")]
    return frozenset(
        _key(w) for w in words
        if w.pos_ not in SKIP_POS and not w.is_stop and not (q.start <= w.i < q.end)
    )


def _key(w: Any) -> str:
    """A word's lemma; a capitalised noun's without its plural "s": the tagger lemmatises
    "Britons" as a noun ("briton") in one sentence and leaves it as a name in the next."""
    lemma = w.lemma_.lower()
    if w.is_title and w.pos_ in ("NOUN", "PROPN") and len(lemma) > 3:
        return lemma.removesuffix("s")
    return lemma


def _base(q: Numset) -> tuple[float, float]:
    return q.lo * (q.scale or 1.0), q.hi * (q.scale or 1.0)


def disjoint(a: Numset, b: Numset) -> bool:
    (alo, ahi), (blo, bhi) = _base(a), _base(b)
    if ahi < blo or bhi < alo:
        return True
    if ahi == blo:
        return a.hi_open or b.lo_open
    if bhi == alo:
        return b.hi_open or a.lo_open
    return False


def inside(p: Numset, h: Numset) -> bool:
    """Every value of ``p`` lies in ``h`` (the premise side entails the hypothesis)."""
    (plo, phi), (hlo, hhi) = _base(p), _base(h)
    low = plo > hlo or (plo == hlo and (not h.lo_open or p.lo_open))
    high = phi < hhi or (phi == hhi and (not h.hi_open or p.hi_open))
    return low and high


def _same_measure(a: Numset, b: Numset) -> bool:
    if a.kind != b.kind or a.kind not in ("amount", "ratio"):
        return False
    if a.dimension or b.dimension:
        return a.dimension == b.dimension
    return a.unit == b.unit


def rival(
    pdoc: Any, hdoc: Any, justifications: Sequence[Justification], premise: Sequence[Numset]
) -> tuple[str, Numset, Numset] | None:
    """("contradiction" | "neutral", the hypothesis quantity, the rival premise mention)
    when an entailment matched a hypothesis quantity with a figure of another thing
    (see the module docstring), else None."""
    for j in justifications:
        h = j.hypothesis
        if j.verdict != "entails" or len(j.premise) != 1 or h.kind not in ("amount", "ratio"):
            continue
        p = j.premise[0]
        if _score_part(hdoc, h) and _score_part(pdoc, p):
            continue  # "won 31-24" / "beat ... 31-24": a score pairs its figures by order
        if _measure_word(hdoc, h) is not None and _measure_word(hdoc, h) == _measure_word(pdoc, p):
            continue  # "410 metres long" / "more than 400 metres long": the same measure
        h_ctx = context(hdoc, h)
        p_score = len(h_ctx & context(pdoc, p))
        sentence = pdoc[min(p.number_index, len(pdoc) - 1)].sent
        for q in premise:
            if q is p or not _same_measure(q, p) or _base(q) == _base(p):
                continue
            if not sentence.start <= q.number_index < sentence.end:
                continue
            if len(h_ctx & context(pdoc, q)) <= p_score or inside(q, h):
                continue
            return ("contradiction" if disjoint(q, h) else "neutral"), h, q
    return None


def _score_part(doc: Any, q: Numset) -> bool:
    """Is ``q`` one figure of a score, two bare numbers joined by a dash ("31-24")?"""
    i = q.number_index
    before = i >= 2 and doc[i - 1].text in SCORE_DASHES and doc[i - 2].like_num
    after = i + 2 < len(doc) and doc[i + 1].text in SCORE_DASHES and doc[i + 2].like_num
    return q.unit is None and (before or after)


SCORE_DASHES = frozenset({"-", "\u2013", "\u2014"})


def _measure_word(doc: Any, q: Numset) -> str | None:
    """The adjective right after a measure that says which dimension it is ("92 metres
    *high*", "410 metres *long*"): a figure coordinated after another ("is 92 metres
    high and 410 metres long") shares the subject's words with it, and only this word
    tells the two apart."""
    if q.end < len(doc) and doc[q.end].pos_ == "ADJ":
        return doc[q.end].lemma_.lower()
    return None


RESTATED = 2  # context words a restated figure shares with the hypothesis' at least
COVERED = 0.75  # the share of the hypothesis' content words the text must contain


def _clause_facts(doc: Any, q: Numset) -> tuple[str | None, bool]:
    """The name a figure's clause is about (its governor's subject when that is a proper
    noun) and whether the governor is negated ("did not win")."""
    gov = _governor(doc, q)
    subj = [c for c in gov.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not subj and gov.dep_ == "conj":
        subj = [c for c in gov.head.children if c.dep_ in ("nsubj", "nsubjpass")]
    # a name, or a capitalised subject with no article the tagger took for a noun ("Corvane")
    named = subj and (subj[0].pos_ == "PROPN" or (subj[0].is_title and not any(
        c.dep_ == "det" for c in subj[0].children)))
    name = subj[0].text.lower() if named else None
    if subj and name is None:  # "Their top scorer, *Ade Bako*, scored": the appositive names it
        names = (c.text.lower() for c in subj[0].children if c.dep_ == "appos" and c.pos_ == "PROPN")
        name = next(names, None)
    return name, any(c.dep_ == "neg" for c in gov.children)


ADDED = frozenset({"more", "further", "other", "additional", "another", "extra", "new"})


def _added(doc: Any, q: Numset) -> bool:
    """A figure of an addition ("seven *more* novels", "*a further* 9 shops"): a part
    of the total the hypothesis may state, not the fact itself."""
    near = doc[max(0, q.start - 2) : min(len(doc), q.end + 1)]
    return any(t.lower_ in ADDED for t in near)


ROUNDING_SLACK = 0.1  # how far outside its range a hedged figure may round a stated one


def _far(p: Numset, h: Numset) -> bool:
    """Is the stated figure ``p`` more than ``ROUNDING_SLACK`` of the hedged figure's
    size outside its range ("about 26,000" for 62,000; "about 98,000" for 88,410)? A
    summary rounds loosely ("about 1,500" for 1,450, "nearly 3 million" for 2.94
    million), but a hedge does not reach a figure a tenth away from what it says."""
    (plo, phi), (hlo, hhi) = _base(p), _base(h)
    slack = ROUNDING_SLACK * max(abs(hlo), abs(hhi))
    return phi < hlo - slack or plo > hhi + slack


def _covered(words: set[str], text: set[str]) -> int:
    """How many of the claim's words the text says, itself or in other words: a WordNet
    synonym, or a verb and the noun of its doing or doer ("watched" / "observed",
    "inspectors" / "inspection", "enrolment" / "enrolled"; ``lexical.nominal_verbs``)."""
    from qreas.natlog import lexical
    from qreas.natlog.relations import Rel

    def said(w: str) -> bool:
        if w in text:
            return True
        verbs = lexical.nominal_verbs(w) | {w}
        if any(v in text or any(v in lexical.nominal_verbs(p) for p in text) for v in verbs):
            return True
        return any(lexical.relation(p, w, pos) is Rel.EQ for p in text for pos in ("NOUN", "VERB"))

    return sum(1 for w in words if said(w))


def _content(doc: Any) -> set[str]:
    return {t.lemma_.lower() for t in doc if t.pos_ in ("NOUN", "PROPN", "VERB", "ADJ") and not t.is_stop}


def _same_rank(a: Numset, b: Numset) -> bool:
    """Two ordinals of one noun ("the 42nd edition" / "the 43rd edition")."""
    return a.kind == b.kind == "ordinal" and a.unit is not None and a.unit == b.unit


def _unmatched(h: Numset, premise: Sequence[Numset]) -> bool:
    """A hypothesis amount no premise figure of its measure entails, or an ordinal whose
    value no premise ordinal has ("43rd" against "42nd")."""
    if h.kind == "ordinal":
        return not any(p.kind == "ordinal" and p.lo == h.lo for p in premise)
    return h.kind in ("amount", "ratio") and not any(_same_measure(p, h) and inside(p, h) for p in premise)


@functools.cache
def holding_verbs() -> frozenset[str]:
    return word_set("holding_verbs.txt")


def _held(pdoc: Any, h_head: Any, h: Numset, p: Numset) -> bool:
    """A claim that only says how many things of a kind there are ("the tour *includes* 16
    concerts") speaks of the source's one figure counting that same noun, whatever its
    verb ("playing 14 concerts"), unless that verb changes a count ("lost 3 concerts":
    a part, not the number there is)."""
    if h_head.lemma_.lower() not in holding_verbs() or h.dimension or not h.unit or h.unit != p.unit:
        return False
    return word_lists().flux.get(_governor(pdoc, p).lemma_.lower()) is None


def restated(
    pdoc: Any, hdoc: Any, pred_hyp: Sequence[Numset], premise: Sequence[Numset], stated: set[float]
) -> tuple[Numset, Numset] | None:
    """(hypothesis quantity, premise figure) when a hypothesis restates one of the
    premise's facts with another number: every other hypothesis quantity is a value the
    text states (``stated``: the values of the whole document, so the paragraph's topic
    year counts), the text contains the hypothesis' content words, and one premise figure
    of the same measure hangs on the same words as the hypothesis figure (its governor,
    the governor's subject) while no figure so placed agrees with it. "The first edition
    drew 2,000 visitors" against "The first festival drew 20,000 visitors": a fact has
    one value, so the other number contradicts (the usual reading of an encyclopedia
    figure, exact unless hedged). None when the hypothesis says anything else new."""
    words = _content(hdoc) - holding_verbs()  # "includes": no word the text must contain
    if not words or _covered(words, _content(pdoc)) < COVERED * len(words):
        return None
    open_ = [h for h in pred_hyp if _unmatched(h, premise)]
    if len(open_) != 1:
        return None
    h = open_[0]
    if h.dimension == "time":
        return None  # a length of time is mostly another doing's ("spent six years writing")
    if any(q is not h and q.lo not in stated for q in pred_hyp):
        return None
    h_ctx, h_head = context(hdoc, h), _governor(hdoc, h)
    h_gov = h_head.lemma_.lower()
    placed = [
        p for p in premise
        if (_same_measure(p, h) or _same_rank(p, h))
        and (
            (len(h_ctx & context(pdoc, p)) >= RESTATED or _governor(pdoc, p).lemma_.lower() == h_gov)
            and _same_doing(_governor(pdoc, p), h_head)
            or _held(pdoc, h_head, h, p)
        )
        and _same_subject(_governor(pdoc, p), h_head)
    ]
    if len(placed) != 1 or not disjoint(placed[0], h) or _added(pdoc, placed[0]):
        return None
    if class_words(hdoc, h) - class_words(pdoc, placed[0]):
        return None  # "20 *female* teachers" / "38 teachers": a part of the class, not a restatement
    p_gov = _governor(pdoc, placed[0])
    if p_gov.pos_ == "ADJ" and h_head.pos_ == "ADJ" and p_gov.lemma_.lower() != h_gov:
        return None  # "212 kilometres long" / "40 metres high": another measure of a thing
    if h.approximate and not _far(placed[0], h):
        return None  # "about 1,500" for 1,450: a loose rounding, not another number
    (p_name, p_neg), (h_name, h_neg) = _clause_facts(pdoc, placed[0]), _clause_facts(hdoc, h)
    if p_neg or h_neg or (p_name and h_name and p_name != h_name):
        return None  # a negated doing, or another named holder's figure ("Solberg owns 20%")
    return h, placed[0]
