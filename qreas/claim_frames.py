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

from typing import Any

from qreas.changes import direction
from qreas.cues import _event_lemmas
from qreas.roles import Mention
from qreas.types import Numset
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
