"""Forms of names: misspellings one edit apart, persons spaCy marks, and acronyms
("U.S." and "US" are one name; "European Union" is abbreviated EU). The verbal layer
(``qreas.verbal``) and the aligner (``natlog.align``) ask whether two names are one.
"""

from __future__ import annotations

from typing import Any

REFERENTS = frozenset({"PERSON"})  # spaCy (OntoNotes) entity type of persons
ACRONYM_FILLERS = frozenset({"of", "for", "and", "the", "&"})  # "Food and Drug Administration" -> FDA


def one_edit(a: str, b: str) -> bool:
    """Are two words of four letters or more one insertion, deletion or substitution
    apart? Most misspellings are a single such edit (Damerau 1964)."""
    if min(len(a), len(b)) < 4 or abs(len(a) - len(b)) > 1 or a == b:
        return False
    if [c for c in a if c.isdigit()] != [c for c in b if c.isdigit()]:
        return False  # "Aurel-2" / "Aurel-3": a number in a name tells things apart
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[i + 1 :] == b[i + 1 :] or a[i + 1 :] == b[i:] or a[i:] == b[i + 1 :]


def persons(tokens: list[Any]) -> list[list[Any]]:
    """The spans spaCy's entity recogniser marks as persons."""
    spans: list[list[Any]] = []
    for t in tokens:
        if t.ent_type_ not in REFERENTS:
            continue
        if t.ent_iob_ == "B" or not spans or spans[-1][-1].i != t.i - 1:
            spans.append([t])
        else:
            spans[-1].append(t)
    return spans


def squash(text: str) -> str:
    """A name without dots and spaces, upper case: "U.S." and "US" are one name."""
    return text.replace(".", "").replace(" ", "").upper()


def initials(words: list[Any]) -> str:
    """The acronym of a name: first letters, an abbreviated word whole ("U.S. Geological
    Survey" -> USGS), function words left out."""
    out = []
    for t in words:
        if t.lower_ in ACRONYM_FILLERS:
            continue
        out.append(squash(t.text) if "." in t.text or t.text.isupper() else t.text[:1].upper())
    return "".join(out)


def abbreviations(tokens: list[Any]) -> set[str]:
    """The acronyms of the runs of capitalised words ("European Union" -> EU)."""
    out: set[str] = set()
    run: list[Any] = []
    for t in [*tokens, None]:
        if t is not None and (t.text[:1].isupper() or (run and t.lower_ in ACRONYM_FILLERS)):
            run.append(t)
            continue
        for i in range(len(run)):
            for j in range(i + 2, len(run) + 1):
                out.add(initials(run[i:j]))
        run = []
    return out
