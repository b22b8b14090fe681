"""A summary's future claim restating its source's forecast or plan (``qreas check``).

Why: a source states what is to come as a forecast or a plan ("repairs are *expected*
to cost 3.8 million", "the council *plans* to hire 40 drivers"), and a summary reports
it in the future tense ("repairs *will* cost 3.8 million"). In inference an expectation
does not entail the event, so the hedge withholds support (``qreas.verbal``) and makes
the proof's context opaque (``natlog.polarity``). A summary's "will", though, reports
what its source expects, and the summary checker's benchmark labels it so. The rule
holds only while a summary is checked (``FUTURE_REPORTS_FORECASTS``, set by
``qreas.check``), and only for forecast and plan words with a "to"-infinitive
(``lexicons/forecast_verbs.txt``): "officials *doubt* it will cost" and "an *estimated*
140 million a year" forecast nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from contextvars import ContextVar
from typing import Any

from qreas.lexicon import word_set

# set while ``qreas check`` reads a summary: its future claims report the source's plans
FUTURE_REPORTS_FORECASTS: ContextVar[bool] = ContextVar("future_reports_forecasts", default=False)
FUTURE_MODALS = frozenset({"will", "shall", "'ll"})


@functools.cache
def _forecast_words() -> frozenset[str]:
    return word_set("forecast_verbs.txt")


def forecast(t: Any) -> bool:
    """A forecast or plan of what is to come: a word of ``lexicons/forecast_verbs.txt``
    with a "to"-infinitive ("are *expected* to cost", "*plans* to close", "is *due* to
    open")."""
    if t.lemma_.lower() not in _forecast_words():
        return False
    return any(
        c.dep_ in ("xcomp", "ccomp") and any(x.dep_ == "aux" and x.tag_ == "TO" for x in c.children)
        for c in t.children
    )


def future(tokens: Iterable[Any]) -> bool:
    """Does the sentence speak of the future with a modal ("will cost")?"""
    return any(t.lower_ in FUTURE_MODALS and t.tag_ == "MD" for t in tokens)


@functools.cache
def _hedge_words() -> frozenset[str]:
    return word_set("hedges.txt")


def forecast_restated(pdoc: Any, hdoc: Any) -> bool:
    """Does a future claim restate the premise's forecast: every hedge word of the
    premise (``lexicons/hedges.txt``) a forecast, the claim in the future, a summary
    being checked?"""
    if not FUTURE_REPORTS_FORECASTS.get() or not future(hdoc):
        return False
    hedges = [t for t in pdoc if t.lemma_.lower() in _hedge_words()]
    return bool(hedges) and all(forecast(t) for t in hedges)


def forecast_reported(hedge: Any, hdoc: Any) -> bool:
    """``forecast_restated`` for one premise hedge (the natural-logic proof's operator
    that makes its scope opaque)."""
    return FUTURE_REPORTS_FORECASTS.get() and forecast(hedge) and future(hdoc)


def restated_forecasts(ops: list[Any], pdoc: Any, hdoc: Any) -> list[Any]:
    """The premise's operators without the forecast words a checked summary's "will"
    restates ("are expected to cost" / "will cost"): no frame around the figure."""
    return [o for o in ops if not (0 <= o.index < len(pdoc) and forecast_reported(pdoc[o.index], hdoc))]
