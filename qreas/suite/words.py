"""Extra fillers for the suite's patterns: intersective modifiers per noun class, verb
forms and people's predicates with narrowing modifiers (``lexicons/suite_modifiers.tsv``,
``suite_verb_forms.tsv``, ``suite_scopes.tsv``).

Why separate from ``lexicon.py``: these serve the restrictor / scope patterns only; the
core lexicon of nouns, people and names stays as it is."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from qreas.lexicon import lines


@dataclass(frozen=True)
class Scope:
    """A predicate of people: past tense, base form, and modifiers that narrow it."""

    past: str
    base: str
    modifiers: tuple[str, ...]


@functools.cache
def modifiers() -> dict[str, tuple[str, ...]]:
    """Class name (or "people") -> intersective adjectives."""
    return {cls: tuple(a.split(";")) for cls, a in lines("suite_modifiers.tsv")}


@functools.cache
def verb_forms() -> dict[str, tuple[str, str]]:
    """Past tense -> (base form, past participle)."""
    return {past: (base, part) for past, base, part in lines("suite_verb_forms.tsv")}


@functools.cache
def scopes() -> tuple[Scope, ...]:
    return tuple(Scope(p, b, tuple(m.split(";"))) for p, b, m in lines("suite_scopes.tsv"))


@functools.cache
def budgets() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(spenders, budget items) of ``lexicons/suite_budgets.tsv``."""
    rows = list(lines("suite_budgets.tsv"))
    return tuple(w for k, w in rows if k == "holder"), tuple(w for k, w in rows if k == "object")


# Surface forms of the quantifier phrases the count patterns use, by kind.
PHRASE_FORMS: dict[str, tuple[str, ...]] = {
    "exactly": ("exactly {}", "precisely {}"),
    "bare": ("{}",),
    "at-least": ("at least {}", "no fewer than {}", "a minimum of {}"),
    "more-than": ("more than {}", "over {}"),
    "at-most": ("at most {}", "no more than {}", "not more than {}"),
    "fewer-than": ("fewer than {}", "under {}"),
}


def phrase(d: object, slot: str, kind: str, number_text: str) -> str:
    """Record in ``d`` (a ``Draw``) one surface form of a quantifier phrase of ``kind``."""
    form = d.rng.choice(PHRASE_FORMS[kind])  # type: ignore[attr-defined]
    return d.text(slot, form.format(number_text))  # type: ignore[attr-defined]
