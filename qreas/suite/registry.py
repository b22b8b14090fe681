"""Patterns and their registry.

A pattern is a premise template, a hypothesis template, typed slots and a label the
oracle computes from the slot values. In code: a function that draws the slot values
through a ``Draw`` (which records each slot and renders it for the templates) and
returns the oracle's label for them, registered with ``@pattern``. The label the
author means the pattern to have is declared too: the generator stops with an error
when the oracle disagrees on any draw, so a pattern whose constraints do not fix its
label cannot go unnoticed. A draw for which the oracle has no label (``None``: a vague
word whose precisifications disagree) is drawn again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from qreas.suite.oracle import Label

LABELS = ("entailment", "neutral", "contradiction")


class PatternError(Exception):
    """A pattern is ill-formed, or its oracle label differs from the declared one."""


@dataclass(frozen=True)
class Pattern:
    id: str  # "<phenomenon>/<name>", stable: the split is derived from it
    phenomenon: str
    label: Label
    premise: str  # templates over the slots: "{holder} {verb} {n} {noun}."
    hypothesis: str
    draw: Callable[..., Label | None]  # (Draw) -> oracle label, or None to redraw
    doc: str = ""


PATTERNS: dict[str, Pattern] = {}


def register(p: Pattern) -> Pattern:
    if p.label not in LABELS:
        raise PatternError(f"{p.id}: unknown label {p.label!r}")
    if p.id in PATTERNS:
        raise PatternError(f"{p.id}: registered twice")
    if not p.id.startswith(p.phenomenon + "/"):
        raise PatternError(f"{p.id}: id must start with its phenomenon '{p.phenomenon}/'")
    PATTERNS[p.id] = p
    return p


def pattern(
    phenomenon: str, label: Label, premise: str, hypothesis: str, name: str | None = None
) -> Callable[[Callable[..., Label | None]], Callable[..., Label | None]]:
    """Decorator: register the function as the draw of a pattern named after it."""

    def wrap(fn: Callable[..., Label | None]) -> Callable[..., Label | None]:
        pid = f"{phenomenon}/{(name or fn.__name__).strip('_').replace('_', '-')}"
        register(Pattern(pid, phenomenon, label, premise, hypothesis, fn, (fn.__doc__ or "").strip()))
        return fn

    return wrap
