"""``--jobs N``: N processes, with exactly the predictions of one job.

Two regimes, both deterministic (each pair is decided independently, results are
kept in input order, and spaCy's parse of a sentence does not depend on batching or
process count):
- many sentences to parse (a cold run): spaCy's own N worker processes parse
  (``nlp.pipe(n_process=N)``) while this process decides each pair as soon as both
  of its sentences are parsed, so parsing and reasoning overlap;
- parses mostly cached (a warm run): the remaining sentences are parsed here, and
  the pairs are decided by N forked workers, which inherit the Docs (no pickling).
"""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable, Sequence
from typing import Any

CHUNK = 64
STREAM_MIN = 200  # sentences to parse above which parsing and deciding overlap

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
        # WordNet's data are in memory (resources._data_in_memory): nothing is shared
        # between workers but copy-on-write pages.
        with mp.get_context("fork").Pool(jobs) as pool:
            for lo, preds in pool.imap_unordered(_work, spans):
                results[lo : lo + len(preds)] = preds
                done += len(preds)
                if progress is not None:
                    progress(done, len(pairs))
    finally:
        _STATE.clear()
    return results


def _stream(
    reasoner: Any,
    pairs: Sequence[tuple[str, str]],
    docs: dict[str, Any],
    todo: list[str],
    store: Callable[[dict[str, Any]], None],
    jobs: int,
    progress: Callable[[int, int], None] | None,
    errors: str,
) -> list[Any]:
    """Decide pairs here while spaCy's worker processes parse (in pair order)."""
    clip = reasoner._clip
    out: list[Any] = []
    fresh: dict[str, Any] = {}

    def ready(k: int) -> bool:
        return clip(pairs[k][0]) in docs and clip(pairs[k][1]) in docs

    def drain() -> None:
        while len(out) < len(pairs) and ready(len(out)):
            p, h = pairs[len(out)]
            out.append(reasoner.decide_pair(docs, p, h, errors))
            if progress is not None:
                progress(len(out), len(pairs))

    parsed = reasoner.nlp.pipe(todo, batch_size=64, n_process=jobs)
    for text, doc in zip(todo, parsed, strict=True):
        docs[text] = doc
        fresh[text] = doc
        drain()
    drain()
    store(fresh)
    return out
