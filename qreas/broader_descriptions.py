""""The storm" for a name the text described as "a tropical cyclone": a definite
description by a broader noun.

Why: an encyclopedia article describes its subject once with a specific noun
("Hurricane Delphine was a powerful tropical *cyclone*", "HMS Stalwart was a T-class
*submarine*", "an opera *house*") and then refers to it by a broader one ("*The
storm* made landfall", "*the boat*", "*the theatre*"). ``qreas.coreference`` resolves
"the N" to a name the text described by N itself; this module finds the latest thing
name described by a noun WordNet places under N (a cyclone is a kind of storm, a
submarine a kind of boat). A person noun is left alone ("the player" / "a forward"
would pick any of several people), and so is a noun that would describe everything
(``VAGUE``: "the thing", "the object").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

VAGUE = frozenset({"thing", "object", "entity", "whole", "unit", "part", "group", "structure", "area"})


def broader_description(lemma: str, seen: Sequence[Any]) -> Any | None:
    """The latest thing name described by a kind of ``lemma``, if there is one."""
    if lemma in VAGUE:
        return None
    from qreas.natlog.lexical import is_kind_of
    from qreas.noun_kinds import noun_kinds

    if "person" in noun_kinds(lemma):
        return None
    for e in reversed(seen):
        if e.kind == "thing" and any(is_kind_of(n, lemma) for n in sorted(e.nouns) if n != lemma):
            return e
    return None
