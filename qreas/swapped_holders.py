"""A claim's figure taken from another holder in the source, when the source gives the
claim's own holder another figure: "Revenue was 1.9 billion dollars, and net profit was
210 million dollars" / "Net profit was 1.9 billion dollars"; "A single adult ticket
costs 6 euros, while children travel for 3 euros" / "A single adult ticket costs 3
euros".

Why: the stages match a figure by value and unit, and the proof aligns the subject
words and the figure each on its own, so a figure moved to another clause's subject
still matches. The subject is what the figure is said of (its holder): when the source
states a figure of the same measure for the claim's subject, the claim restates that
fact with another value, a contradiction (the benchmark's swapped entities), whether
the reading entailed (the figure matched) or was neutral. A list of bare counts names
each count's noun as its gapped subject ("Mammals numbered 410, birds 630" / "630
mammals": ``_listed_count``). When the claim's subject has no figure of its own, the
claim is not found: other guards turn such entailments neutral
(``claim_guards.other_subject``), and ``unowned`` turns neutral a contradiction by
figures all said of other subjects when the source names the claim's subject in a
clause conjoined to one of them without a figure ("The city paid 9 million dollars and
a private foundation the rest" / "The foundation paid 5 million dollars").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qreas.types import Numset

CLAUSE_HEADS = ("VERB", "AUX")
SUBJECTS = ("nsubj", "nsubjpass")
GAP_BREAKERS = frozenset({"VBD", "VBG", "VBN", "MD", "DT", "PRP$", "IN", "RB", "CD", "TO", "WDT"})
PRONOUNS = frozenset({"it", "they", "he", "she", "its", "their", "this", "that", "which", "who"})

Sentences = Sequence[tuple[Any, Sequence[Numset]]]  # each sentence's parse and figures


def clause_subject(doc: Any, q: Numset) -> Any | None:
    """The subject of the clause a figure belongs to ("net *profit* was 210 million"; a
    conjoined verb's from its first verb: "was launched in 2011 and weighed 1,700 kg"),
    or the noun before the figure in a gapped clause ("Mammals numbered 410, *birds*
    630"). None: no subject, a pronoun, or the figure's own noun phrase (a share's "of"
    group is not its holder)."""
    if (gapped := _gapped(doc, q)) is not None:
        return gapped
    t = doc[min(q.number_index, len(doc) - 1)]
    for _ in range(8):
        if t.pos_ in CLAUSE_HEADS:
            break
        gapped = t.dep_ == "conj" and t.pos_ in ("NOUN", "PROPN") and t.head.pos_ in CLAUSE_HEADS
        if gapped and t.i < q.number_index:
            return t  # gapped: "birds 630"
        if t.head.i == t.i:
            return None
        t = t.head
    subj = next((c for c in t.children if c.dep_ in SUBJECTS), None)
    if subj is not None and q.start <= subj.i < q.end and t.dep_ == "ccomp" and t.head.pos_ in CLAUSE_HEADS:
        # the parser's clause around the figure ("made up [a quarter of the milk
        # collected]"): the subject is the verb's above it
        subj = next((c for c in t.head.children if c.dep_ in SUBJECTS), None)
    if subj is None and t.dep_ == "conj" and t.head.pos_ in CLAUSE_HEADS:
        subj = next((c for c in t.head.children if c.dep_ in SUBJECTS), None)
    if subj is None or subj.lower_ in PRONOUNS or q.start <= subj.i < q.end:
        return None
    # "the smallest, *the Puffin*, carries 150": the name in apposition is the holder
    name = next((c for c in subj.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
    return name or subj


def _gapped(doc: Any, q: Numset) -> Any | None:
    """The subject of a gapped clause, by its words: "..., *birds* 630", "and *cod* 7,800
    tonnes", "and public *transport* 126 million euros" (the verb of the clause before
    is understood). The parser reads such clauses in many ways (the noun as a verb, as
    the figure's modifier), so the surface decides: one to three words between "and" or
    a comma and the figure, none a verb form of its own clause, a determiner or a
    preposition ("and *its* main span *is* 640", ", *including* 380")."""
    words = []
    i = q.start - 1
    while i > 0 and len(words) < 4 and doc[i].lower_ not in ("and", ","):
        words.append(doc[i])
        i -= 1
    if not words or len(words) > 3 or i <= 0 or doc[i].lower_ not in ("and", ","):
        return None
    if any(t.pos_ in ("AUX", "DET", "ADP", "PRON", "NUM", "PART") or t.tag_ in GAP_BREAKERS for t in words):
        return None
    above = {a.i for a in doc[min(q.number_index, len(doc) - 1)].ancestors}
    if any(t.pos_ == "VERB" and t.i in above and any(c.dep_ in SUBJECTS for c in t.children) for t in words):
        return None  # the figure's own verb with its subject ("the Puffin, *carries* 150"), no gap
    if not any(t.pos_ in CLAUSE_HEADS for t in doc[: i]):
        return None  # no clause before whose verb is understood
    return words[0]


def _modifiers(t: Any) -> frozenset[str]:
    """A subject's modifying words ("*net* profit", "*adult* ticket"); a name has none
    (its first name, a title, "Runner-up" name the same person)."""
    if t.pos_ == "PROPN":
        return frozenset()
    return frozenset(c.lemma_.lower() for c in t.children if c.dep_ in ("amod", "compound", "nmod"))


def _holds(subject: Any, other: Any) -> bool:
    """Does ``other`` name the claim's subject: the same head word, and every modifier
    of the claim's among its own ("net profit" is not "operating profit")?"""
    return subject.lemma_.lower() == other.lemma_.lower() and _modifiers(subject) <= _modifiers(other)


def _compared(doc: Any, h: Numset) -> bool:
    """A claimed difference or change ("13 *more* galleries than", "rose *by* 5"), not a
    level a holder has."""
    from qreas.claim_guards import _signs, direction

    if direction(doc, h) or (h.start > 0 and doc[h.start - 1].lower_ == "by"):
        return True
    return any(t.lower_ in _signs() or t.lower_ == "than" for t in doc[h.start : h.end + 2])


def _same_holder(a: Any, b: Any) -> bool:
    """One holder: the same head word and the same modifiers ("the last strike" is
    another strike than "the strike")."""
    return _holds(a, b) and _holds(b, a)


def _apart(a: Any, b: Any) -> bool:
    """Two other holders: "honey buzzards" is not "common buzzards", nor the other way."""
    return not _holds(a, b) and not _holds(b, a)


def _bare(q: Numset, h: Numset) -> bool:
    """A bare count beside the claim's count ("the Puffin, carries 150" after "carries
    900 passengers"): the noun is understood from the figure before it."""
    return q.unit is None and q.kind == h.kind == "amount" and h.dimension is None and bool(h.unit)


def _noun_modifiers(doc: Any, q: Numset) -> frozenset[str]:
    """The modifiers of the noun a count counts ("21 *world* records", "two of Owens'
    *college* records"): a count of world records is no count of college records, so
    it is not the holder's own figure of the claim's measure."""
    if q.dimension is not None or not q.unit:
        return frozenset()
    nouns = [t for t in doc[q.start : min(len(doc), q.end)] if t.lemma_.lower() == q.unit]
    if not nouns:
        return frozenset()
    return frozenset(c.lemma_.lower() for c in nouns[-1].children if c.dep_ in ("amod", "compound"))


def _same_measure(a: Numset, b: Numset) -> bool:
    """Two figures of one measure: the same dimension, or counts of the same noun."""
    if a.kind != b.kind or a.kind not in ("amount", "ratio") or a.unit is None:
        return False
    if a.dimension or b.dimension:
        return a.dimension == b.dimension
    return a.unit == b.unit


def _listed_count(h: Numset, text: Sentences) -> str | None:
    """A claimed count of a noun ("630 mammals") that a list of bare counts gives
    another noun ("Mammals numbered 410, birds 630 and reptiles 290"): the list names
    each count's noun as its (gapped) subject."""
    from qreas.rival_mentions import disjoint

    if h.kind != "amount" or h.dimension is not None or not h.unit or not h.is_exact:
        return None
    for doc, qs in text:
        counts = [q for q in qs if q.unit is None and q.kind == "amount"]
        bare = [(q, s) for q in counts if (s := clause_subject(doc, q)) is not None]
        own = [q for q, s in bare if s.lemma_.lower() == h.unit]
        moved = [(q, s) for q, s in bare if s.lemma_.lower() != h.unit and not disjoint(q, h)]
        if own and moved and all(disjoint(q, h) for q in own):
            other = moved[0][1].lemma_.lower()
            return f"'{h.text}' is the count of {other}; the text counts {h.unit} '{own[0].text}'"
    return None


def swapped(hdoc: Any, hypothesis: Sequence[Numset], text: Sentences) -> str | None:
    """The reason a claim is a contradiction: its figure is one the text says of another
    subject, and the text gives the claim's subject other figures of the same measure
    (none equal to the claim's)."""
    from qreas.rival_mentions import disjoint

    for h in hypothesis:
        if why := _listed_count(h, text):
            return why
        hs = clause_subject(hdoc, h)
        if hs is None or _compared(hdoc, h):
            continue
        figures = [(doc, q) for doc, qs in text for q in qs if _same_measure(q, h) or _bare(q, h)]
        said = [(q, clause_subject(doc, q)) for doc, q in figures]
        docs = {id(q): doc for doc, q in figures}
        kinds = _noun_modifiers(hdoc, h)
        own = [
            q
            for q, s in said
            if s is not None and _same_holder(hs, s) and kinds <= _noun_modifiers(docs[id(q)], q)
        ]
        name = " ".join(sorted(_modifiers(hs))) + " " + hs.lemma_.lower()
        moved = [(q, s) for q, s in said if s is not None and not disjoint(q, h) and _apart(hs, s)]
        if own and moved and all(disjoint(q, h) for q in own):
            q, s = moved[0]
            return f"'{h.text}' is said of {s.lemma_.lower()}; the text gives {name} '{own[0].text}'"
    return None


def _conjoined(doc: Any, q: Numset, name: str, owners: set[int]) -> bool:
    """Is ``name`` a noun in a clause conjoined after the figure's, right after "and" /
    "while" / "but" (with at most an article and a modifier between), and no figure's
    subject?"""
    sent = doc[q.number_index].sent
    for t in doc[q.end : sent.end]:
        if t.lemma_.lower() != name or t.i in owners or t.pos_ not in ("NOUN", "PROPN"):
            continue
        before = doc[max(sent.start, t.i - 3) : t.i]
        if any(b.lower_ in ("and", "while", "but") for b in before):
            return True
    return False


def unowned(pdoc: Any, hypothesis: Sequence[Numset], premise: Sequence[Numset], hdoc: Any) -> str | None:
    """The reason a contradiction is no contradiction: every figure of the claim's
    measure is said of another subject, and a clause conjoined to one of them names the
    claim's subject without a figure ("The city paid 9 million dollars of the cost *and
    a private foundation* the rest" / "The foundation paid 5 million dollars"). The
    source gives the claim's subject a share of its own that it does not count, so no
    figure to set the claim against."""
    for h in hypothesis:
        hs = clause_subject(hdoc, h)
        if hs is None:
            continue
        same = [(q, clause_subject(pdoc, q)) for q in premise if _same_measure(q, h)]
        if not same or any(s is None or not _apart(hs, s) for _, s in same):
            continue
        owners = {s.i for _, s in same if s is not None}
        if any(_conjoined(pdoc, q, hs.lemma_.lower(), owners) for q, _ in same):
            return f"'{h.text}' is said of {hs.lemma_.lower()}, which the text gives no figure of its own"
    return None
