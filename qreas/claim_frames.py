"""What sets a claim's event apart from its source sentence, read in a document.

Why: the reasoner withholds a contradiction when the hypothesis describes its quantity
with words the premise does not support ("sold 75 tickets on Friday" vs "40 tickets on
Monday": perhaps another sale; ``cues._new_situation``). Read against a source text,
the premise is the sentence selected for the claim because it shares the claim's
words (``qreas.selection``): same subject, same measured or counted thing. If the only
unsupported word is the verb, a summary has paraphrased the frame ("the lake *reaches*
a depth of 122 meters" / "*has* a maximum depth of 212 meters", "Velka *rotates* once
every 3.4 hours" / "*spins*", "the club *holds* 8 titles" / "*has won* 6"): the verb
says how the value is had, not which value it is, so the two figures are one attribute
and a different value contradicts. A noun, an adjective or a date that the source lacks
("on Friday", "captive", "second-half") still sets the event apart, and so does a verb
that does not govern the quantity ("*Shoplifting* rose 24 percent": the thing that
rose), a verb of change of level ("fell 9 percent": its direction is a value of its
own, which the source may state with "down" or "up"), a verb that adds or removes
members ("hired 250 staff" / "employs 3,000": a flow and a level) and a chain of verbs
("plans to hire 250": an intention).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from qreas import lexicon
from qreas.changes import direction
from qreas.cues import _event_lemmas
from qreas.justify import NO_SAME_ROLE
from qreas.once_events import ONCE_ADVERBS, month_of, once_event_verb, subjects_of
from qreas.roles import Mention
from qreas.types import Justification, Numset
from qreas.verbal import VerbalAssessment

VERB_POS = frozenset({"VERB", "AUX"})


OPPOSITE_CHANGE = "the opposite change of level"


def only_verb_differs(h: Mention, verbal: VerbalAssessment, doc: Any, opposite: bool = False) -> bool:
    """Are the hypothesis words that set its quantity's event apart all verbs that
    govern the quantity and name no change of level (and no negation or name the
    premise lacks)? ``opposite``: the quantity was found to be the size of the opposite
    change (``opposite_change``), whose verb is then the contradiction itself."""
    if verbal.negation_mismatch or verbal.new_names:
        return False
    apart = set(h.left + h.right) & set(verbal.missing) & _event_lemmas(doc, h.quantity)
    if not apart:
        return False
    governors = set(doc[h.quantity.number_index].ancestors)
    tokens = [t for t in doc if t.lemma_.lower() in apart]
    if opposite:
        return all(t.pos_ in VERB_POS and t in governors for t in tokens)
    # one verb, the one that has the value: "plans to hire 250" (an intention and an
    # act) or a verb that adds or removes members ("hired 250" is a flow, "employs
    # 3,000" a level) is another attribute, as a change of level is
    return len(tokens) == 1 and all(
        t.pos_ in VERB_POS and t in governors and direction(t) is None and not _adds_or_removes(t)
        for t in tokens
    )


def _adds_or_removes(verb: Any) -> bool:
    """A verb of ``lexicons/count_change_verbs.tsv`` ("hire", "close", "add")."""
    from qreas.natlog.derivers.level_before import count_verb_sign

    return count_verb_sign(verb) is not None


def _change_of(doc: Any, q: Numset) -> str | None:
    """The direction of the change whose size ``q`` is ("rose *6 percent*", "fell *by*
    9 percent"): the change word its number or counted noun is the bare complement of,
    or the object of that word's "by"."""
    num = doc[q.number_index]
    noun = num.head if num.dep_ == "nummod" else num
    head = noun.head
    if noun.dep_ == "pobj" and head.lower_ == "by":
        head = head.head
    elif noun.dep_ not in ("npadvmod", "dobj"):
        return None
    return direction(head) or None


def opposite_change(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """Is the same figure the size of a rise on one side and of a fall on the other
    ("car thefts rose 9 percent" / "car thefts fell 9 percent")? The changes are +9 %
    and -9 %: disjoint values, a contradiction when nothing else sets the claim apart."""
    a, b = _change_of(pdoc, p), _change_of(hdoc, h)
    return a is not None and b is not None and a != b


# -------------------------------------------------------------- dates of one-time events

SKIP_POS = frozenset({"DET", "PRON", "PUNCT", "ADP", "CCONJ"})


def _date_verb(doc: Any, q: Numset) -> Any | None:
    """The verb a year or a date is the time of ("completed *in 1931*", "born on 4 May
    1921"): the nearest verb above its number, through prepositions and date nouns."""
    t = doc[q.number_index]
    for _ in range(4):
        if t.head.i == t.i:
            return None
        t = t.head
        if t.pos_ in VERB_POS:
            return t
        if t.pos_ not in ("ADP", "NOUN", "PROPN", "NUM"):
            return None
    return None


def _subject_lemmas(verb: Any) -> set[str]:
    """Content lemmas of a verb's subject, or of the noun a participle modifies ("the
    viaduct, *completed* in 1931")."""
    if verb.dep_ in ("acl", "relcl") and verb.head.pos_ in ("NOUN", "PROPN"):
        head = verb.head
    else:
        # a shared subject: "is due *to open*", "was built and *opened*"
        t = verb
        while not (subjects := subjects_of(t)):
            if t.dep_ not in ("conj", "xcomp", "acomp") or t.head.pos_ not in ("VERB", "AUX", "ADJ"):
                return set()
            t = t.head
        head = subjects[0]
    return {t.lemma_.lower() for t in head.subtree if t.pos_ not in SKIP_POS}


def _same_subject(p: set[str], h: set[str]) -> bool:
    """Is the claim's subject ``h`` said of the source's ``p``: each of its words the
    source's subject has, or names a kind the source's subject is of ("The school" /
    "Greyhill Academy": an academy is a school)?"""
    from qreas.natlog.lexical import is_kind_of

    # every word of the claim's subject is the source's, or a kind it is of: "the
    # *upstream* dam" is not "the dam that forms the reservoir", though both are dams
    return bool(h) and all(b in p or any(is_kind_of(a, b) for a in p) for b in h)


ONCE_EVENT = "the date of a one-time event"
DATED = frozenset({"year", "date"})


def once_dated(j: Justification, pdoc: Any, hdoc: Any, premise: list[Numset]) -> bool:
    """A date the quantity stages left unsupported for want of a same-role premise date
    (``justify.NO_SAME_ROLE``) that is the other date of the same one-time event
    (``once_event_date``): a contradiction in a document, where the claim speaks of the
    source's own events."""
    h = j.hypothesis
    if j.verdict != "unsupported" or j.note != NO_SAME_ROLE or h.kind not in DATED or len(j.premise) != 1:
        return False
    p = j.premise[0]
    disjoint = p.hi < h.lo or h.hi < p.lo
    if not (p.kind == h.kind and disjoint and once_event_date(pdoc, p, hdoc, h)):
        return False
    # one verb dating two things ("Halden was founded in 1911 and Corvo in 1923"): the
    # other date may be the claim's, said of a subject the parse does not show
    verb = _date_verb(pdoc, p)
    verbs = [_date_verb(pdoc, q) for q in premise if q.kind == p.kind]
    return sum(v is not None and v.i == verb.i for v in verbs) == 1


REPEATABLE = "another time of a repeatable event"
MONTHS = lexicon.word_lists().months


def repeatable_dated(j: Justification, pdoc: Any, hdoc: Any) -> bool:
    """A date ruled out by the source's date of the same verb, where that verb names an
    event that can happen again ("won a design award in 2011" / "in 2015"): in a
    document the claim may speak of another occurrence, which the source does not rule
    out; only a one-time event (``once_event_date``) has one date."""
    h = j.hypothesis
    if j.verdict != "contradicts" or h.kind not in DATED or len(j.premise) != 1:
        return False
    if not (_point_date(pdoc, j.premise[0]) and _point_date(hdoc, h)):
        return False  # "charged until 1931" bounds the doing: "charged in 1950" is ruled out
    pv, hv = _date_verb(pdoc, j.premise[0]), _date_verb(hdoc, h)
    if pv is None or hv is None or pv.lemma_.lower() != hv.lemma_.lower() or hv.pos_ != "VERB":
        return False
    return not (once_event_verb(pv) or once_event_verb(hv))


def _point_date(doc: Any, q: Numset) -> bool:
    """A date said as the time of an occurrence ("in 2011", "on 4 May"), not as a bound
    or an edge of a span ("until 1931", "since 1998", "from 1950 to 1966")."""
    if q.lo != q.hi:
        return False
    k = q.start - 1
    while k >= 0 and (doc[k].lower_ in MONTHS or doc[k].like_num or doc[k].is_punct):
        k -= 1
    return k >= 0 and doc[k].lower_ in ("in", "on", "during")


ANOTHER_MONTH = "a year of another month"


def month_mismatch(j: Justification, pdoc: Any, hdoc: Any) -> str | None:
    """A year the source states with the claim's value but not with the claim's month
    ("in October 2024" / "in November 2024"): the year's match is no support. The
    verdict it gets instead: "contradicts" when the source names another month of a
    one-time event (``once_event_date``), else "compatible" (another month of a
    repeatable event, or a month the source does not give)."""
    h = j.hypothesis
    if j.verdict != "entails" or h.kind != "year" or len(j.premise) != 1 or j.premise[0].kind != "year":
        return None
    p = j.premise[0]
    hm = month_of(hdoc, h)
    if hm is None:
        return None
    pm = month_of(pdoc, p)
    if pm == hm:
        return None
    return "contradicts" if pm is not None and once_event_date(pdoc, p, hdoc, h) else "compatible"


def _counted_doers(verb: Any) -> bool:
    """A verb whose subject is counted ("14,200 runners finished", "a record 300 boats
    took part"): the doers are many and the event recurs with others, so its date is no
    one-time date of a thing."""
    return any(c.like_num and c.dep_ == "nummod" for s in subjects_of(verb) for c in s.children)


def once_event_date(pdoc: Any, p: Numset, hdoc: Any, h: Numset) -> bool:
    """Are ``p`` and ``h`` the dates of one event that happens once to one thing: the
    same verb of a one-time event (``lexicons/once_events.txt``, or said of the "first"
    or "last" time) governs both, said of a subject they share a word of ("The Marlow
    Viaduct was completed in 1913" / "Marlow Viaduct, completed in 1931")? Then two
    different years cannot both hold. A repeatable event ("won the title in 2019" /
    "in 2021") may have happened on both dates, and another subject is another event."""
    pv, hv = _date_verb(pdoc, p), _date_verb(hdoc, h)
    if pv is None or hv is None:
        return False
    if pv.lemma_.lower() == hv.lemma_.lower():
        if not (once_event_verb(pv) and once_event_verb(hv)):
            return False
    elif not (once_event_verb(pv) and _synonym_verbs(pv, hv)):
        return False
    if _counted_doers(pv) or _counted_doers(hv):
        return False  # "14,200 runners finished the race in 2023": a yearly count, not a thing's one end
    if {c.lower_ for c in pv.children} & ONCE_ADVERBS != {c.lower_ for c in hv.children} & ONCE_ADVERBS:
        return False  # "first" against "last" (or one of them unsaid): other times
    return _same_subject(_subject_lemmas(pv), _subject_lemmas(hv)) or _same_subject(_theme(pv), _theme(hv))


def _verb_phrase(verb: Any) -> str:
    """A verb's WordNet lemma with its particle ("set up" -> "set_up")."""
    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    return "_".join([verb.lemma_.lower(), *particles])


def _synonym_verbs(pv: Any, hv: Any) -> bool:
    """Two verbs WordNet gives as synonyms ("founded" / "established", "set up"): one
    event told in other words, so a one-time event's date is one date. Only synonyms:
    a more general verb ("created") may say another doing of the thing."""
    from qreas.natlog import lexical
    from qreas.natlog.relations import Rel

    return lexical.relation(_verb_phrase(pv), _verb_phrase(hv), "VERB") == Rel.EQ


def _theme(verb: Any) -> set[str]:
    """Content lemmas of what an event happens to: a passive verb's subject or an
    active verb's object ("the team published *its results*" / "*the results* were
    published")."""
    for c in verb.children:
        if c.dep_ in ("nsubjpass", "dobj"):
            return {t.lemma_.lower() for t in c.subtree if t.pos_ not in SKIP_POS and t.dep_ != "poss"}
    return set()


# -------------------------------------------------------------- a part of a stated count

PART_OF_COUNT = "a narrower count may be smaller"


def narrowed_count(j: Justification, pdoc: Any) -> bool:
    """Is a contradicting premise count of a wider class than the hypothesis' ("about
    9,500 farms" / "48 *dairy* farms": a modifier the premise does not say), with the
    hypothesis' value below it? The dairy farms are some of the farms, and a smaller
    number of them is consistent with the total; only a part larger than the whole
    would contradict it."""
    if j.verdict != "contradicts" or len(j.premise) != 1:
        return False
    p, h = j.premise[0], j.hypothesis
    if p.unit is None or p.unit != h.unit or not h.hi < p.lo:
        return False
    said = {t.lemma_.lower() for t in pdoc}
    return bool(set(h.adj) - set(p.adj) - said)


# -------------------------------------------------------------- the same attribute, another value

SAME_ATTRIBUTE = "the same attribute"


def attribute_contradiction(j: Justification, pdoc: Any, premise: list[Numset], hdoc: Any) -> Justification:
    """An unsupported figure whose attribute the source gives with another value
    (``qreas.attributes.attribute_rival``) is contradicted by it; else ``j`` as it was."""
    from qreas.attributes import attribute_rival

    p = attribute_rival(pdoc, premise, hdoc, j.hypothesis)
    if p is None:
        return j
    return replace(j, premise=(p,), postfix=(0, "H", "disjoint"), verdict="contradicts", method="match",
                   value=(p.lo, p.hi), note=SAME_ATTRIBUTE)  # fmt: skip


def attribute_kept(j: Justification, pdoc: Any, hdoc: Any, verbal: VerbalAssessment) -> bool:
    """Does a contradiction stand although the claim words its frame otherwise ("the
    detour is 41 kilometers *long*" / "a detour of 14 kilometers")? Yes when both
    figures name the same attribute (``qreas.attributes``) and the claim adds no name
    and no negation: the frame's other words are a paraphrase of the attribute."""
    from qreas.attributes import same_attribute

    if verbal.new_names or verbal.negation_mismatch or len(j.premise) != 1:
        return False
    p, h = j.premise[0], j.hypothesis
    if j.note == SAME_ATTRIBUTE:
        return True
    return h.kind == "amount" and p.unit is not None and p.unit == h.unit and same_attribute(pdoc, p, hdoc, h)


def attribute_routed(j: Justification, pdoc: Any, premise: list[Numset], hdoc: Any) -> Justification:
    """A figure matched to a premise figure of another attribute, where one premise
    figure names the claim's attribute (``attributes.attribute_figure``): read against
    that one; its value entails or contradicts. Else ``j`` as it was."""
    from qreas.attributes import attribute_figure, explicit_attribute

    h = j.hypothesis
    if j.method not in ("match", "none") or len(j.premise) > 1:
        return j
    p = attribute_figure(pdoc, premise, hdoc, h)
    if p is None or (j.premise and j.premise[0] is p):
        return j
    if j.premise and explicit_attribute(pdoc, j.premise[0]) & explicit_attribute(hdoc, h):
        return j  # the matched figure names the attribute too
    if p.hi < h.lo or h.hi < p.lo:
        verdict, rel = "contradicts", "disjoint"
    elif h.lo <= p.lo and p.hi <= h.hi:
        verdict, rel = "entails", "in"
    else:
        return j
    return replace(j, premise=(p,), postfix=(0, "H", rel), verdict=verdict, method="match",
                   value=(p.lo, p.hi), note=SAME_ATTRIBUTE)  # fmt: skip
