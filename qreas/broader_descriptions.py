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
(``VAGUE``: "the thing", "the object"). Only the article's topic is taken (the
first name the text made a subject: "Hurricane Delphine was ...", not a name its
predicate or a later sentence names), and a recurring event's noun is left alone ("the
race" in an article on a marathon may be one year's race, not the series).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

VAGUE = frozenset({"thing", "object", "entity", "whole", "unit", "part", "group", "structure", "area"})


def broader_description(lemma: str, seen: Sequence[Any]) -> Any | None:
    """The topic, if it is a thing the text described by a kind of ``lemma``."""
    if lemma in VAGUE:
        return None
    from qreas.natlog.lexical import is_kind_of
    from qreas.noun_kinds import noun_kinds

    if "person" in noun_kinds(lemma) or is_kind_of(lemma, "social_event"):
        return None
    topic = next((e for e in seen if e.subject), None)
    if topic is None or topic.kind != "thing":
        return None
    nouns = set().union(*(e.nouns for e in seen if e.text == topic.text)) - {lemma}
    return topic if any(is_kind_of(n, lemma) for n in sorted(nouns)) else None
