"""``--jobs N``: decide pairs in N worker processes, with the predictions of one job.

The distinct sentences are parsed first, in this process or by spaCy's own worker
processes (``nlp.pipe(n_process=N)``), and the Docs are handed to forked workers by
inheritance (no pickling of Docs). Each pair is decided independently and
deterministically, and results are put back in input order, so the predictions do
not depend on N.
"""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable, Sequence
from typing import Any

CHUNK = 64

# Set in the parent just before forking; read by the workers.
_STATE: dict[str, Any] = {}


def _work(span: tuple[int, int]) -> tuple[int, list[Any]]:
    reasoner, docs, pairs = _STATE["reasoner"], _STATE["docs"], _STATE["pairs"]
    errors = _STATE["errors"]
    lo, hi = span
    return lo, [reasoner.decide_pair(docs, p, h, errors) for p, h in pairs[lo:hi]]


def predict_parallel(
    reasoner: Any,
    pairs: Sequence[tuple[str, str]],
    jobs: int,
    progress: Callable[[int, int], None] | None = None,
    errors: str = "raise",
) -> list[Any]:
    from qreas.parsecache import parse_texts

    texts = [reasoner._clip(t) for pair in pairs for t in pair]
    docs = parse_texts(reasoner.nlp, texts, reasoner.cache_dir, reasoner.use_cache, n_process=jobs)
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
        from qreas.resources import after_fork

        with mp.get_context("fork").Pool(jobs, initializer=after_fork) as pool:
            for lo, preds in pool.imap_unordered(_work, spans):
                results[lo : lo + len(preds)] = preds
                done += len(preds)
                if progress is not None:
                    progress(done, len(pairs))
    finally:
        _STATE.clear()
    return results
