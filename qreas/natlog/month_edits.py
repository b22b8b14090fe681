"""A month said alone ("in April") or with only its year ("in April 2014") against
the month of the premise's date ("on 4 March 2014", "in March 2014", "in March").

A month name with no day or year is no quantity for the parser, but it names an
interval of time like a year does: a day of March lies in March (⊏: "on 4 March 2014"
-> "in March"), and not in April. Whether another month contradicts depends on the
event, as for years (``quantity_slots.recurring``): one event, a once-only verb's
(``once_events.txt``: "opened", "began") or a definite event's taking place ("*The*
meeting was *held* on 4 March" / "in April"), has one date (|); a repeatable one
("The shop sold 12 trucks in March" / "in April") may have happened in both (#).
"""

from __future__ import annotations

import functools
from typing import Any

from qreas.lexicon import word_set
from qreas.mention_context import governing_verb
from qreas.natlog import align as A
from qreas.natlog.relations import Rel
from qreas.once_events import once_event_verb

TIME_PREPS = frozenset({"in", "during", "on"})
DEFINITE = frozenset({"the", "this", "that", "his", "her", "its", "their", "our", "my", "your"})
TAKING_PLACE = frozenset({"hold", "happen", "occur", "take"})  # "was held", "took place"


@functools.cache
def _months() -> frozenset[str]:
    return word_set("months.txt")


def _month(t: Any) -> bool:
    return t.lower_.rstrip(".") in _months() and t.pos_ == "PROPN"


def _bare_month(t: Any) -> bool:
    """A month with no day or year beside it: "in April"."""
    if not _month(t):
        return False
    doc = t.doc
    after = doc[t.i + 2] if t.i + 2 < len(doc) and doc[t.i + 1].text == "," else None
    before = doc[t.i - 1] if t.i else None
    nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
    near = [x for x in (before, nxt, after) if x is not None]
    return not any(x.like_num for x in near) and t.head.lower_ in TIME_PREPS


def _month_of_year(t: Any) -> bool:
    """A month with its year and no day: "in April 1918". Its year is a quantity the
    year edit judges; the month narrows it, so the month is an edit of its own."""
    if not _month(t):
        return False
    doc = t.doc
    nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
    before = doc[t.i - 1] if t.i else None
    year = nxt is not None and nxt.like_num and len(nxt.text) == 4 and nxt.text.isdigit()
    day = before is not None and before.like_num
    return year and not day and t.head.lower_ in TIME_PREPS


def _year_after(t: Any) -> str:
    return t.doc[t.i + 1].text if t.i + 1 < len(t.doc) else ""


def _year_near(t: Any) -> str:
    """The four-digit year of a premise date within a few words after its month."""
    return next((x.text for x in t.doc[t.i + 1 : t.i + 5] if len(x.text) == 4 and x.text.isdigit()), "")


def _definite_subject(verb: Any) -> bool:
    subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    dets = {c.lower_ for c in subj[0].children if c.dep_ in ("det", "poss")} if subj else set()
    return bool(subj) and (subj[0].pos_ == "PROPN" or bool(dets & DEFINITE))


def _dated_copula(verb: Any) -> bool:
    """ "The concert *is* on June 12": a copula whose only complement is the date says
    when the (definite) event takes place, as "is held" does; not "sales were high in
    March" (a state with its own complement)."""
    return verb.lemma_.lower() == "be" and not any(c.dep_ in ("acomp", "attr", "dobj") for c in verb.children)


def _date_words(t: Any) -> set[int]:
    """The premise month with its day, year, weekday and preposition."""
    k0, k1 = t.i, t.i
    doc = t.doc
    weekdays = word_set("weekdays.txt")
    while k0 > 0 and (doc[k0 - 1].like_num or doc[k0 - 1].text == "," or doc[k0 - 1].lower_ in weekdays):
        k0 -= 1
    while k1 + 1 < len(doc) and (doc[k1 + 1].like_num or doc[k1 + 1].text == ","):
        k1 += 1
    if k0 > 0 and doc[k0 - 1].lower_ in TIME_PREPS:
        k0 -= 1
    return set(range(k0, k1 + 1)) - ({k1} if doc[k1].text == "," else set())


def month_edit(pdoc: Any, hdoc: Any, a: A.Alignment) -> bool:
    """A QTY edit for a hypothesis' bare month against the premise's one month."""
    hm = [t for t in hdoc if (_bare_month(t) or _month_of_year(t)) and t.i not in a.h_used]
    pm = [t for t in pdoc if _month(t) and t.i not in a.p_used]
    if len(hm) == 1 and not any(_month(t) for t in pdoc) and _month_of_year(hm[0]):
        return _month_of_bare_year(pdoc, hm[0], a)
    if len(hm) != 1 or len({t.lower_ for t in pm}) != 1:
        return False
    h, p = hm[0], pm[0]
    if _month_of_year(h):
        # the year edit judges the year; the month adds only a different month of that year
        if h.lower_ == p.lower_ or _year_after(h) != _year_near(p):
            a.h_used.add(h.i)
            return False
    if h.lower_ == p.lower_:
        rel = Rel.FWD if not _bare_month(p) else Rel.EQ
    else:
        verb = governing_verb(p)
        held = verb is not None and (verb.lemma_.lower() in TAKING_PLACE or _dated_copula(verb))
        held = held and _definite_subject(verb)
        one = verb is not None and (once_event_verb(verb) or held)
        rel = Rel.ALT if one else Rel.IND
    inside = frozenset(_date_words(p))
    a.p_used |= inside
    a.h_used |= {h.i, h.head.i}
    p_text = " ".join(pdoc[i].text for i in sorted(inside))
    h_text = f"{h.head.text} {h.text}"
    a.edits.append(A.Edit("QTY", p_text, h_text, rel, p.i, None, inside, "month of the date"))
    return True


def _month_of_bare_year(pdoc: Any, h: Any, a: A.Alignment) -> bool:
    """ "opened in 2015" / "opened in March 2015": the premise dates by the year alone,
    and a month of the hypothesis' year is a narrower date (⊐), which the premise does
    not fix; the year edit judges the year ("in 2015" / "in March 2016": |, joined with
    ⊐ still |)."""
    if not any(len(t.text) == 4 and t.text.isdigit() for t in pdoc):
        return False
    a.h_used |= {h.i}
    text = f"{h.text} {_year_after(h)}"
    a.edits.append(A.Edit("QTY", "", text, Rel.REV, None, h.i, frozenset({h.i}), "month of the year"))
    return True
