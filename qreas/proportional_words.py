"""Proportional quantifiers read as shares: "most voters" is more than half of them.

"A majority of" says the same; "a minority of" says fewer than half (and some).
"Most A B" is true when more than half of the As B (Barwise & Cooper 1981, the
proportional reading; Hackl 2009 on "most" as "more than half"), so as a share it is
the share > 50 %, in the same terms as "70% of the residents" or "two thirds
of the pupils". Read so, a stated share entails or rules it out by interval relation
("Between 30% and 40% of voters backed it" rules out "Most voters backed it"; "most"
entails "at least half"). Only the quantifier: not the superlative ("the most
votes", "most popular"), nor the bound "at most 5", nor "for the most part".
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from qreas import mention_context as ctx
from qreas.types import Numset

PLURAL_TAGS = frozenset({"NNS", "NNPS"})
NOT_BEFORE = frozenset({"the", "at", "a", "an", "his", "her", "their", "its", "our", "my", "your"})
# proportional nouns with their share (lo, hi, lo_open, hi_open) of the "of" group
SHARE_NOUNS = {"majority": (50.0, math.inf, True, False), "minority": (0.0, 50.0, True, True)}


def _counted(t: Any) -> Any | None:
    """The plural noun "most" quantifies: its head ("most voters") or the object of its
    "of" ("most of the 50 players"), else None."""
    if t.dep_ in ("amod", "det") and t.head.tag_ in PLURAL_TAGS and t.head.i > t.i:
        return t.head
    for prep in (c for c in t.children if c.dep_ == "prep" and c.lower_ == "of"):
        noun = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if noun is not None and (noun.tag_ in PLURAL_TAGS | {"PRP"} or _definite_whole(noun)):
            return noun
    return None


def _definite_whole(noun: Any) -> bool:
    """ "most of *the staff*", "most of *its budget*": a definite singular whole (a
    collective or a mass) of which "most" is more than half, as of a plural group."""
    return noun.tag_ == "NN" and any(
        c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in ("the", "its", "their", "his", "her", "our"))
        for c in noun.children
    )


def _share_noun(t: Any) -> tuple[float, float, bool, bool] | None:
    """ "a *majority* of the voters": a proportional noun with a plural "of" group."""
    if t.lower_ not in SHARE_NOUNS or t.pos_ != "NOUN" or _counted(t) is None:
        return None
    return SHARE_NOUNS[t.lower_]


def most_shares(doc: Any, taken: set[int]) -> Iterator[Numset]:
    """A share of more than 50 % for each proportional "most" ("a majority of") of a
    sentence, less than 50 % for "a minority of"."""
    for t in doc:
        if t.i in taken:
            continue
        share = _share_noun(t)
        if share is None and t.lower_ == "most" and not (t.i > 0 and doc[t.i - 1].lower_ in NOT_BEFORE):
            share = SHARE_NOUNS["majority"]  # not "at most 5", "the most votes"
        noun = _counted(t) if share is not None else None
        if share is None or noun is None:
            continue
        lo, hi, lo_open, hi_open = share
        verb = ctx.governing_verb(t)
        yield Numset(
            lo=lo,
            hi=hi,  # "most": as "more than half" reads
            lo_open=lo_open,
            hi_open=hi_open,
            unit="%",
            text=t.text,
            start=t.i,
            end=t.i + 1,
            ent=noun.lemma_.lower(),
            verb=verb.lemma_.lower() if verb is not None else None,
            flux=ctx.flux(verb),  # type: ignore[arg-type]
            negated=ctx.negated(verb),
            kind="ratio",
            number_index=t.i,
        )
