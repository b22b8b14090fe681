"""qreas' quantity parser as a spaCy pipeline component: ``nlp.add_pipe("qreas_quantities")``.

Why: users build their own spaCy pipelines; the component lets them read quantities
(``doc._.quantities``: the Numsets, as ``qreas.parse_quantities`` returns them;
``span._.quantity``: the quantity a span mentions) without a second parse.

The factory is registered when this module is imported, and spaCy imports it by
itself through the ``spacy_factories`` entry point (``pyproject.toml``), so
``"qreas_quantities"`` also works in a ``config.cfg`` and after ``spacy.load``. It
needs a dependency parse (any English pipeline with a parser); tags and lemmas are
used when the pipeline has them (without a lemmatizer, units are the lower-cased
words: "soldiers", not "soldier").

Serialisation (decided): the component stores its result in ``doc.user_data`` as
plain values (one dict of Numset fields per quantity), so ``DocBin(store_user_data=
True)``, ``Doc.to_bytes`` and multiprocessing keep exactly what was computed; the
getters rebuild the Numsets from them. A Doc without the stored data (a DocBin saved
without user data, or a pipeline without the component) has its quantities computed
from its parse on access, not stored. Offsets are token indices: retokenising the Doc
afterwards makes the stored ones stale, so run the component last.
"""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc, Span

from qreas.config import DEFAULT
from qreas.quantities import parse_doc
from qreas.types import Numset

USER_DATA_KEY = "qreas_quantities"  # doc.user_data key of the stored quantities
_TUPLES = frozenset(f.name for f in fields(Numset) if str(f.type).startswith("tuple"))


def _plain(q: Numset) -> dict[str, Any]:
    """A Numset as msgpack-serialisable values (tuples become lists)."""
    return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(q).items()}


def _numset(d: dict[str, Any]) -> Numset:
    return Numset(**{k: tuple(v) if k in _TUPLES else v for k, v in d.items()})


def doc_quantities(doc: Doc) -> list[Numset]:
    """The getter of ``doc._.quantities``: stored by the component, else computed."""
    stored = doc.user_data.get(USER_DATA_KEY)
    if stored is not None:
        return [_numset(d) for d in stored]
    if not doc.has_annotation("DEP"):
        raise ValueError(
            "doc._.quantities needs a dependency parse: add the qreas_quantities component "
            "to a pipeline with a parser"
        )
    return parse_doc(doc, DEFAULT)


def span_quantity(span: Span) -> Numset | None:
    """The getter of ``span._.quantity``: the quantity whose mention is exactly this
    span, else the first one that overlaps it, else ``None``."""
    found = [q for q in span.doc._.quantities if q.start < span.end and span.start < q.end]
    exact = [q for q in found if (q.start, q.end) == (span.start, span.end)]
    return (exact or found or [None])[0]


def _register_extensions() -> None:
    if not Doc.has_extension("quantities"):
        Doc.set_extension("quantities", getter=doc_quantities)
    if not Span.has_extension("quantity"):
        Span.set_extension("quantity", getter=span_quantity)


class QuantityComponent:
    """Parses the quantities of each Doc and stores them in ``doc.user_data``."""

    def __init__(self, name: str = "qreas_quantities", all_kinds: bool = False) -> None:
        self.name = name
        self.all_kinds = all_kinds  # also years, dates, times, phone numbers, ordinals
        _register_extensions()

    def __call__(self, doc: Doc) -> Doc:
        if not doc.has_annotation("DEP"):
            raise ValueError(
                f"{self.name} needs a dependency parse: put a parser before it in the pipeline "
                f"(pipeline order is {self.name!r} last, e.g. nlp.add_pipe('{self.name}', last=True))"
            )
        doc.user_data[USER_DATA_KEY] = [_plain(q) for q in parse_doc(doc, DEFAULT, self.all_kinds)]
        return doc


@Language.factory(
    "qreas_quantities",
    default_config={"all_kinds": False},
    assigns=["doc._.quantities", "span._.quantity"],
    requires=["token.dep", "token.head"],
)
def make_quantities(nlp: Language, name: str, all_kinds: bool) -> QuantityComponent:
    """The spaCy factory (see the module docstring)."""
    return QuantityComponent(name, all_kinds)


_register_extensions()  # importing the module is enough to read stored quantities
