"""``--jobs N``: N processes, with exactly the predictions of one job.

Deterministic (each pair is decided independently, results are kept in input order,
and spaCy's parse of a sentence does not depend on batching or process count): the
sentences not in the parse cache are parsed first (by spaCy's own N worker processes
when there are many, ``parsecache.parse_texts``), then the pairs are decided by N
forked workers, which inherit the Docs (no pickling). Document premises are parsed as
their sentences; a worker reads a document's resolved sentences itself.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
from collections.abc import Callable, Sequence
from typing import Any

from qreas.heap import settle

CHUNK = 64

# Set in the parent just before forking; read by the workers.
_STATE: dict[str, Any] = {}


def _work(span: tuple[int, int]) -> tuple[int, list[Any]]:
    reasoner, docs, pairs = _STATE["reasoner"], _STATE["docs"], _STATE["pairs"]
    errors = _STATE["errors"]
    lo, hi = span
    settle()  # this worker's caches so far: out of the collector's way (qreas.heap)
    return lo, [reasoner.decide_pair(docs, p, h, errors) for p, h in pairs[lo:hi]]


def _shared_tables() -> None:
    """Build the tables every decision reads, lazily built otherwise (WordNet, pint's
    unit registry, the derivers), in the parent: the forked workers then share them
    instead of each building its own, and a second run in the same process builds
    nothing."""
    from qreas.measures import ureg
    from qreas.natlog.derived import registered
    from qreas.resources import load_wordnet

    load_wordnet()
    ureg()
    registered()


def predict_parallel(
    reasoner: Any,
    pairs: Sequence[tuple[str, str]],
    jobs: int,
    progress: Callable[[int, int], None] | None = None,
    errors: str = "raise",
) -> list[Any]:
    from qreas.parsecache import parse_texts

    texts = reasoner.texts_to_parse(pairs)
    docs = parse_texts(reasoner.nlp, texts, reasoner.cache_dir, reasoner.use_cache, n_process=jobs)
    reasoner.recall_quantities(docs)
    reasoner.keep_docs(docs)  # a document premise's sentences, for the workers
    if "fork" not in mp.get_all_start_methods():  # e.g. Windows: decide in this process
        out = [reasoner.decide_pair(docs, p, h, errors) for p, h in pairs]
        if progress is not None:
            progress(len(out), len(out))
        return out
    _STATE.update(reasoner=reasoner, docs=docs, pairs=list(pairs), errors=errors)
    spans = [(k, min(k + CHUNK, len(pairs))) for k in range(0, len(pairs), CHUNK)]
    results: list[Any] = [None] * len(pairs)
    done = 0
    try:
        # WordNet's data are in memory (resources._data_in_memory): nothing is shared
        # between workers but copy-on-write pages. The parent's objects (the Docs,
        # WordNet) are frozen out of the collector first: a worker's collections
        # would otherwise write to every one of them, copying their pages.
        _shared_tables()
        gc.freeze()
        with mp.get_context("fork").Pool(jobs) as pool:
            for lo, preds in pool.imap_unordered(_work, spans):
                results[lo : lo + len(preds)] = preds
                done += len(preds)
                if progress is not None:
                    progress(done, len(pairs))
    finally:
        gc.unfreeze()
        _STATE.clear()
    return results
