"""Checks on a document reading's label that the words around a matched figure overturn.

Why: the reasoner matches a claim's figure with a source figure of equal or different
value and labels by the values; a few words beside the figures change what the match
means, and the stages and the proof read past them:

- *direction of a change*: "8 percent less than a year earlier" and "8 percent more
  than a year earlier" (or "fell 8 percent") state one size of change in opposite
  directions. The comparative after the measure ("5 *more*", "3 cm *shorter*",
  ``lexicons/comparative_signs.tsv``) or the change verb ("rose", "fell",
  ``Numset.flux``) gives each side's sign; opposite signs contradict.
- *another period*: a claim dated by a numbered part of a schedule ("in the *second
  half*", "the third quarter", ``lexicons/period_nouns.txt``) that the source does not
  name speaks of a time the source gives no figure for; setting its figure against the
  first half's is no contradiction.
- *an earlier time*: "had 2.7 million subscribers a year earlier" against "grew to 3.4
  million" (no earlier time in its sentence) speaks of another time than the figure.
- *ability*: "the ferry *can* carry 300 passengers" states a capacity, which a count of
  what was carried ("carried 92,000 passengers last year") does not rule out.

Each check returns the reason for a new label, or None when the label stands.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from qreas.lexicon import lines, word_set
from qreas.types import Justification, Numset

LEVEL_PREPS = frozenset({"to", "from", "at"})  # "rose *to* 8 percent": a level, not a change
MODALS = frozenset({"can", "could"})
BEFORE_SIGNS = {"up": 1, "down": -1}  # the change's direction said before its size


@functools.cache
def _signs() -> dict[str, int]:
    return {f[0].lower(): int(f[1]) for f in lines("comparative_signs.tsv")}


@functools.cache
def _period_nouns() -> frozenset[str]:
    return word_set("period_nouns.txt")


@functools.cache
def _level_changes() -> dict[str, str]:
    return {f[0].lower(): f[1] for f in lines("change_of_level.tsv")}


def direction(doc: Any, q: Numset) -> int:
    """+1 / -1 for a figure that is the size of a rise / fall, 0 when it says none. A
    comparative right after the measure decides ("8 percent *less*"), or "up" / "down"
    right before it ("*up* 6 percent on the last census"); else a verb of a
    change of level ("rose", "fell"; not a transfer such as "gave" / "received"),
    unless the figure is the level reached ("rose *to* 8 percent")."""
    if q.end < len(doc):
        sign = _signs().get(doc[q.end].lower_)
        if sign is not None:
            return sign
    if q.start > 0 and doc[q.start - 1].lower_ in BEFORE_SIGNS:  # "*up* 6 percent on ..."
        return BEFORE_SIGNS[doc[q.start - 1].lower_]
    change = _level_changes().get(q.verb or "")
    if change is None or (q.start > 0 and doc[q.start - 1].lower_ in LEVEL_PREPS):
        return 0
    return 1 if change == "increase" else -1


def reversed_change(pdoc: Any, hdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """An entailment that matched a change with one of the opposite direction."""
    for j in justifications:
        if j.verdict != "entails" or len(j.premise) != 1:
            continue
        h, p = j.hypothesis, j.premise[0]
        dh, dp = direction(hdoc, h), direction(pdoc, p)
        if dh and dp and dh != dp:
            return f"'{h.text}' changes the other way from '{p.text}'"
    return None


def _periods(doc: Any, qs: Sequence[Numset]) -> set[tuple[str, float]]:
    """The numbered periods of a sentence: an ordinal right before its period noun ("the
    *second half*"; not "finished *second* last season", a place in a ranking)."""
    return {
        (q.unit, q.lo)
        for q in qs
        if q.kind == "ordinal" and q.unit in _period_nouns()
        and q.number_index + 1 < len(doc) and doc[q.number_index + 1].lemma_.lower() == q.unit
    }


def other_period(pdoc: Any, hdoc: Any, premise: Sequence[Numset], hypothesis: Sequence[Numset]) -> str | None:
    """A contradiction of a claim dated by a numbered period the source does not name."""
    unnamed = _periods(hdoc, hypothesis) - _periods(pdoc, premise)
    if not unnamed:
        return None
    unit, value = sorted(unnamed)[0]
    return f"the claim speaks of {unit} {value:g}, which the text gives no figure for"


PAST_OFFSETS = frozenset({"earlier", "before", "ago", "previously", "prior"})
TIME_NOUNS = frozenset({"year", "month", "week", "day", "decade", "quarter"})
EARLIER_MARKS = PAST_OFFSETS | {"last", "previous", "past"}


def _offset_back(doc: Any) -> bool:
    """Does the sentence date its figure a stretch of time back ("a year earlier",
    "three months before", "two years ago")?"""
    return any(
        t.lower_ in PAST_OFFSETS and any(u.lemma_.lower() in TIME_NOUNS for u in doc[max(0, t.i - 2) : t.i])
        for t in doc
    )


def earlier_time(pdoc: Any, hdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """A contradiction of a claim about the level a stretch of time back ("had 2.7
    million subscribers *a year earlier*") by a figure whose sentence gives no earlier
    time ("grew to 3.4 million at the end of June"): the claim's time is another than
    the figure's (a level changes over time), so the figure does not rule it out; the
    text's change, if it states one, decides (a wider reading)."""
    for j in justifications:
        if j.verdict == "contradicts" and len(j.premise) == 1 and said_earlier(pdoc, hdoc, j.premise[0]):
            return f"'{j.hypothesis.text}' is said of an earlier time than '{j.premise[0].text}'"
    return None


def said_earlier(pdoc: Any, hdoc: Any, p: Numset) -> bool:
    """Is the claim dated a stretch of time back while the sentence of the source figure
    ``p`` names no earlier time (see ``earlier_time``)?"""
    if not _offset_back(hdoc):
        return False
    return not any(t.lower_ in EARLIER_MARKS for t in pdoc[p.number_index].sent)


def _modal(doc: Any, q: Numset) -> bool:
    """Is the figure's verb under "can" / "could" (an ability, a capacity)?"""
    t = doc[min(q.number_index, len(doc) - 1)]
    for _ in range(4):  # up to the clause's verb
        if t.pos_ in ("VERB", "AUX") and any(c.lower_ in MODALS for c in t.children if c.dep_ == "aux"):
            return True
        if t.head.i == t.i:
            break
        t = t.head
    return False


def ability_only(pdoc: Any, hdoc: Any, h: Numset, p: Numset) -> bool:
    """Is the claim's figure a capacity ("can carry 80") and the source's what happened?"""
    return _modal(hdoc, h) and not _modal(pdoc, p)


def capacity(pdoc: Any, hdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """A contradiction of a claimed capacity by a figure of what happened."""
    for j in justifications:
        if j.verdict != "contradicts" or len(j.premise) != 1:
            continue
        if ability_only(pdoc, hdoc, j.hypothesis, j.premise[0]):
            return f"'{j.hypothesis.text}' is what can be, not what was"
    return None


def _holder(doc: Any, q: Numset) -> str | None:
    """The name a figure is said of: its clause's named subject ("Serov won 6 games"), or
    the name it hangs on ("Serov, aged 23,")."""
    from qreas.coreference import PERSON_PRONOUNS, PLURAL_PRONOUNS, THING_PRONOUNS
    from qreas.natlog.derivers.stated_ages import _name_above
    from qreas.rival_mentions import _clause_facts

    name = _clause_facts(doc, q)[0] or _name_above(doc, q.number_index)
    # a pronoun left unresolved names no one: it may stand for the claim's holder
    return None if name in {**PERSON_PRONOUNS, **THING_PRONOUNS, **PLURAL_PRONOUNS} else name


def other_holder(pdoc: Any, hdoc: Any, justifications: Sequence[Justification]) -> str | None:
    """An entailment that matched a figure said of one named holder with the claim's
    figure of another that its sentence never names ("Serov, aged 23" / "Tanaka is 23
    years old"): the stages match values and units, and a name is not a unit. (A
    sentence that names both may pair them in ways the holder's head word misses: a
    score, a full name's other word.)"""
    for j in justifications:
        if j.verdict != "entails" or j.method != "match" or len(j.premise) != 1:
            continue
        p = j.premise[0]
        h_name, p_name = _holder(hdoc, j.hypothesis), _holder(pdoc, p)
        sentence = {t.lower_ for t in pdoc[min(p.number_index, len(pdoc) - 1)].sent}
        apart = h_name and p_name and h_name != p_name and not _synonyms(h_name, p_name)
        if apart and h_name not in sentence:
            return f"'{j.hypothesis.text}' is said of {h_name}, '{j.premise[0].text}' of {p_name}"
    return None


def _synonyms(a: str, b: str) -> bool:
    """Two capitalised first words read as names that are one common noun in other
    words ("Sales rose" / "Revenue grew")."""
    from qreas.natlog import lexical
    from qreas.natlog.relations import Rel

    return " " not in a + b and lexical.relation(a, b, "NOUN") is Rel.EQ


def _subject(doc: Any, q: Numset) -> Any | None:
    """The common-noun subject of the clause a figure belongs to ("*Rents* rose by 7.2
    percent"), or None (a name, a pronoun, no subject)."""
    from qreas.rival_mentions import _governor

    gov = _governor(doc, q)
    subj = next((c for c in gov.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.pos_ != "NOUN" or subj.is_title and subj.i > subj.sent.start:
        return None
    if any(t.i == q.number_index for t in subj.subtree):
        return None  # the figure's own noun phrase ("20 *percent* of respondents"): no other thing
    return subj


Sentences = Sequence[tuple[Any, Sequence[Numset]]]  # each sentence's parse and figures


def other_subject(
    pdoc: Any, hdoc: Any, justifications: Sequence[Justification], text: Sentences
) -> str | None:
    """An entailment that matched the claim's figure with one its sentence says of another
    thing ("House *prices* rose 4.8 percent" / "*Rents* rose by 4.8 percent"): the two
    subjects are common nouns WordNet does not relate, the claim's subject is not a word
    of the matched figure's sentence at all, and the text gives the claim's subject a
    figure of that measure of its own ("*Rents* rose faster, by 7.2 percent"; ``text``:
    each sentence's parse and figures). Without that own figure the claim's subject may
    be the source's thing in other words ("the renovation" / "the work")."""
    from qreas.natlog import lexical
    from qreas.natlog.relations import Rel

    for j in justifications:
        if j.verdict != "entails" or len(j.premise) != 1:
            continue
        p = j.premise[0]
        hs, ps = _subject(hdoc, j.hypothesis), _subject(pdoc, p)
        if hs is None or ps is None:
            continue
        h_lemma = hs.lemma_.lower()
        sentence = {t.lemma_.lower() for t in pdoc[min(p.number_index, len(pdoc) - 1)].sent}
        if h_lemma in sentence or lexical.relation(ps.lemma_.lower(), h_lemma, "NOUN") is not Rel.IND:
            continue
        if not any(_owns(doc, qs, j.hypothesis, h_lemma) for doc, qs in text):
            continue
        return f"'{j.hypothesis.text}' is said of {h_lemma}, '{p.text}' of {ps.lemma_.lower()}"
    return None


def _owns(doc: Any, quantities: Sequence[Numset], h: Numset, lemma: str) -> bool:
    """Does a sentence give a figure of ``h``'s measure with ``lemma`` as its subject?"""
    from qreas.rival_mentions import _same_measure

    return any(
        _same_measure(q, h) and (s := _subject(doc, q)) is not None and s.lemma_.lower() == lemma
        for q in quantities
    )


def added_loss(justifications: Sequence[Justification]) -> str | None:
    """An entailment that adds a figure of what was lost or cut ("lost 3 performances to
    rain") to another to make a claim's count of what there is ("includes 25
    performances" from 22 + 3): a loss is taken from a whole, never a part of it; only a
    claim of a total lost ("lost 9 in all") adds losses."""
    for j in justifications:
        if j.verdict != "entails" or len(j.premise) < 2 or "+" not in j.postfix:
            continue
        lost = [q for q in j.premise if q.flux == "decrease"]
        if lost and j.hypothesis.flux != "decrease" and len(lost) < len(j.premise):
            return f"'{lost[0].text}' was taken away, no part of '{j.hypothesis.text}'"
    return None


@functools.cache
def _plan_verbs() -> frozenset[str]:
    return word_set("intention_verbs.txt") | word_set("forecast_verbs.txt")


def _planned(doc: Any, q: Numset) -> bool:
    """Is the figure's verb the "to"-complement of a verb of planning or expecting ("was
    *planned* to cost 5.4 million", "aims to hire 40")?"""
    t = doc[min(q.number_index, len(doc) - 1)]
    for _ in range(5):
        if t.dep_ == "xcomp" and t.head.lemma_.lower() in _plan_verbs():
            return True
        if t.head.i == t.i:
            return False
        t = t.head
    return False


def plan_only(pdoc: Any, hdoc: Any, h: Numset, p: Numset) -> bool:
    """Is the claim's figure a plan or an expectation ("was planned to cost") and the
    source's what came about ("cost 6.3 million")? The two may differ."""
    return _planned(hdoc, h) and not _planned(pdoc, p)


def other_mood(pdoc: Any, hdoc: Any, h: Numset, p: Numset) -> bool:
    """A claim's capacity or plan set against what the source says happened: another
    number there is no restatement of the fact with another value."""
    return ability_only(pdoc, hdoc, h, p) or plan_only(pdoc, hdoc, h, p)


def negated_share(hdoc: Any, justifications: Sequence[Justification]) -> tuple[str, str] | None:
    """(label, reason) for an entailment the proof drew from a share set against another
    share with the claim's verb negated ("84 percent wear seat belts" / "30 percent do
    not"). The proof joins the shares' alternation with the negation and entails for any
    two shares; but "not" inside "30 percent of" negates the verb, not the sentence, and
    only the complement (100 - 84 = 16 percent) is the share that does not. Another
    value contradicts, unless the claim hedges it near the complement."""
    from qreas.rival_mentions import _far

    if not any(t.dep_ == "neg" for t in hdoc):
        return None
    for j in justifications:
        if j.verdict != "contradicts" or len(j.premise) != 1:
            continue
        h, p = j.hypothesis, j.premise[0]
        if h.unit != "%" or p.unit != "%" or not p.is_exact:
            continue
        rest = p.with_(lo=100 - p.lo, hi=100 - p.lo)
        if rest.lo >= h.lo and rest.hi <= h.hi or h.approximate and not _far(rest, h):
            return "entailment", f"'{h.text}' is the rest of '{p.text}'"
        return "contradiction", f"the rest of '{p.text}' is {rest.lo:g} percent, not '{h.text}'"
    return None
