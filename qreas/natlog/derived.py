"""Derived quantities: amounts the premise implies without stating them.

Q-REAS's composer finds equations over premise quantities of compatible units. Some
quantities a reader computes need more than that: the words around the numbers say
which operation applies ("rose *from* 1,608 *to* 992" -> a change of -616; "*doubled*"
-> twice the earlier count; "born in 1925 ... died in 2000" -> an age of 74 or 75;
"placed fourth" -> three ahead). A *deriver* reads such a construction and proposes
the quantity it implies, as the hypothesis would state it (value interval, unit,
kind), with the equation that gives it and the words it accounts for on both sides.

The alignment (``infer.quantity_edits``) treats a derived quantity like a premise
quantity: its interval relation to the hypothesis quantity is the lexical relation of
a quantity edit (``relations.interval_relation``), and the equation goes into the
proof's note. Derivers are registered by name, like spaCy's factories, so each
construction lives in a module of its own (``qreas.natlog.derivers``) and the core
does not grow a special case for each.

A deriver must be a general rule of arithmetic or of how a construction is read, and
must propose nothing where the words do not fix the value (then the hypothesis stays
unsupported, which is the right answer: "twice as many as in 1990" without the 1990
count fixes nothing).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from qreas.types import Numset

# ``Config.reference_date`` for the derivers of the decision under way (set by
# ``Reasoner.decide``): the date a text's "now" refers to, never the clock
REFERENCE_DATE: ContextVar[str | None] = ContextVar("qreas_reference_date", default=None)


# Set while a hypothesis is read against sentences selected from a text
# (``qreas.document``): there a short description ("enrollment") names the thing the
# text is about ("enrollment in the district"), as a definite description does.
IN_DOCUMENT: ContextVar[bool] = ContextVar("qreas_in_document", default=False)


def reference_year() -> int | None:
    """The year of ``Config.reference_date`` in the decision under way, if one is set."""
    value = REFERENCE_DATE.get()
    return int(value[:4]) if value else None


@functools.lru_cache(maxsize=8192)  # per Doc: derivers ask for every hypothesis quantity
def lemma_set(doc: Any) -> frozenset[str]:
    """A sentence's lemmas, lower-cased: a deriver's cheap first test ("is there a
    'rest' at all?") before it walks the tree."""
    return frozenset(t.lemma_.lower() for t in doc)


@dataclass(frozen=True)
class Context:
    """What a deriver reads: both parses, the premise's quantities (every kind: years
    and ordinals too), the hypothesis quantities being justified, the hypothesis
    quantity to account for, and the hypothesis' quantities of every kind (``h_all``:
    its years; parsed once per pair, not once per deriver)."""

    pdoc: Any
    hdoc: Any
    premise: tuple[Numset, ...]
    hypothesis: tuple[Numset, ...]
    h: Numset
    h_all: tuple[Numset, ...] = ()


@dataclass(frozen=True)
class Derived:
    """A quantity the premise implies, compared with ``Context.h``.

    ``value`` carries the interval, unit and kind in the hypothesis' terms.
    ``sources`` are the premise quantities used; ``p_tokens`` / ``h_tokens`` the
    premise and hypothesis words the derivation accounts for besides the quantities'
    own words (the operation's words: "from ... to", "by", "later", "ahead of"), so
    that the alignment does not count them as deleted or inserted material.
    ``exclusive``: the derivation fixes the value for the slot the hypothesis speaks
    of (a different value is a contradiction, not merely another quantity).
    """

    value: Numset
    equation: str
    sources: tuple[Numset, ...] = ()
    p_tokens: frozenset[int] = frozenset()
    h_tokens: frozenset[int] = frozenset()
    exclusive: bool = True
    name: str = field(default="", compare=False)


Deriver = Callable[[Context], Iterable[Derived]]
_REGISTRY: dict[str, Deriver] = {}


def deriver(name: str) -> Callable[[Deriver], Deriver]:
    """Register a deriver under ``name`` (a decorator)."""

    def register(fn: Deriver) -> Deriver:
        if name in _REGISTRY and _REGISTRY[name] is not fn:
            raise ValueError(f"a deriver named {name!r} is already registered")
        _REGISTRY[name] = fn
        return fn

    return register


def registered() -> dict[str, Deriver]:
    """The derivers by name (importing ``qreas.natlog.derivers`` registers the
    built-in ones); the sorted table is rebuilt only when a deriver was added."""
    import qreas.natlog.derivers  # noqa: F401 - registers the built-in derivers

    return dict(_sorted(len(_REGISTRY)))


@functools.lru_cache(maxsize=4)
def _sorted(_size: int) -> dict[str, Deriver]:
    """The registry by name; keyed by its size, as a registered name is never replaced
    or removed."""
    return dict(sorted(_REGISTRY.items()))


def derive(
    pdoc: Any,
    hdoc: Any,
    premise: Sequence[Numset],
    hypothesis: Sequence[Numset],
    h: Numset,
    h_all: Sequence[Numset] | None = None,
) -> list[Derived]:
    """Every derived quantity the registered derivers propose for ``h``, in a fixed
    order (by deriver name, then as proposed), so results do not depend on import
    order. ``h_all``: the hypothesis' quantities of every kind, when the caller has
    them (parsed here otherwise)."""
    if h_all is None:
        from qreas.quantities import parse_doc

        h_all = parse_doc(hdoc, all_kinds=True)
    ctx = Context(pdoc, hdoc, tuple(premise), tuple(hypothesis), h, tuple(h_all))
    out: list[Derived] = []
    registered()  # the built-in derivers, imported once
    for name, fn in _sorted(len(_REGISTRY)).items():
        for d in fn(ctx):
            out.append(Derived(d.value, d.equation, d.sources, d.p_tokens, d.h_tokens, d.exclusive, name))
    return out
