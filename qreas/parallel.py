"""``--jobs N``: N processes, with exactly the predictions of one job.

Deterministic (each pair is decided independently, results are kept in input order,
and spaCy's parse of a sentence does not depend on batching or process count). The
parent reads the parse cache; N forked workers (which inherit the pipeline, the cached
Docs and the shared tables: no pickling, no second model load) each take a share of
the pairs, **parse the sentences of their share that were not cached, and decide it**.
A share holds every pair that mentions one of its sentences (``shares``), so no
sentence is parsed twice; the workers send their new parses back as DocBin bytes for
the parent to store. Parsing and deciding in the same workers keeps both cores busy
through a cold run (parsing first with spaCy's own processes, then deciding, left
each phase's tail and the transfer of every Doc to the parent on the clock).
Document premises are parsed as their sentences; a worker reads a document's
resolved sentences itself.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
from collections.abc import Callable, Sequence
from typing import Any

from qreas.heap import settle
from qreas.parsecache import BATCH_SIZE, from_bytes, to_bytes

CHUNK = 64  # pairs per share, at least (a share is whole groups of pairs)

# Set in the parent just before forking; read by the workers.
_STATE: dict[str, Any] = {}


def shares(texts_of: Sequence[Sequence[str]], size: int = CHUNK) -> list[list[int]]:
    """The pairs' indices in shares of at least ``size`` pairs (the last may be
    smaller), in input order of their first pair, such that pairs with a sentence in
    common are in one share (``texts_of[k]``: the sentences pair ``k`` parses). A
    pure function of the input: the same shares on every run."""
    parent: dict[str, str] = {}

    def root(t: str) -> str:
        while parent.setdefault(t, t) != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    for texts in texts_of:
        for t in texts[1:]:
            a, b = root(texts[0]), root(t)
            if a != b:
                parent[max(a, b)] = min(a, b)  # a fixed choice: the result is independent of order
    groups: dict[str, list[int]] = {}
    for k, texts in enumerate(texts_of):
        groups.setdefault(root(texts[0]) if texts else f"\x00{k}", []).append(k)
    out: list[list[int]] = [[]]
    for members in groups.values():  # dicts keep insertion order: first pair first
        if len(out[-1]) >= size:
            out.append([])
        out[-1].extend(members)
    return [share for share in out if share]


def _work(share: list[int]) -> tuple[list[int], list[Any], list[str], bytes]:
    """Parse what the share needs and the parent had not cached, then decide it."""
    reasoner, docs, pairs = _STATE["reasoner"], _STATE["docs"], _STATE["pairs"]
    errors, per_pair = _STATE["errors"], _STATE["per_pair"]
    settle()  # this worker's caches so far: out of the collector's way (qreas.heap)
    mine = [pairs[k] for k in share]
    todo = [t for t in dict.fromkeys(t for k in share for t in per_pair[k]) if t not in docs]
    fresh = dict(zip(todo, reasoner.nlp.pipe(todo, batch_size=BATCH_SIZE), strict=True))
    if fresh:
        reasoner.keep_docs(fresh)  # a document premise's sentences, read by parse_many
        docs = {**docs, **fresh}
    preds = [reasoner.decide_pair(docs, p, h, errors) for p, h in mine]
    return share, preds, todo, to_bytes(fresh.values()) if fresh else b""


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
    weights: Sequence[int] | None = None,
) -> list[Any]:
    """The predictions of ``pairs`` in their order. ``progress(done, total)`` counts
    pair ``k`` as ``weights[k]`` pairs (a caller's repeated pairs) of their sum."""
    from qreas.parsecache import lookup, parse_texts

    weights = weights if weights is not None else [1] * len(pairs)
    total = sum(weights)
    per_pair = [reasoner.texts_to_parse([pair]) for pair in pairs]  # once: it warns of clipped texts
    texts = [t for ts in per_pair for t in ts]
    if "fork" not in mp.get_all_start_methods():  # e.g. Windows: decide in this process
        docs = parse_texts(reasoner.nlp, texts, reasoner.cache_dir, reasoner.use_cache, n_process=jobs)
        reasoner.recall_quantities(docs)
        reasoner.keep_docs(docs)
        out = [reasoner.decide_pair(docs, p, h, errors) for p, h in pairs]
        if progress is not None:
            progress(total, total)
        return out
    docs, todo, store = lookup(reasoner.nlp, texts, reasoner.cache_dir, reasoner.use_cache)
    docs.update((t, reasoner._docs[t]) for t in todo if t in reasoner._docs)  # parsed earlier
    reasoner.recall_quantities(texts)
    reasoner.keep_docs(docs)  # a document premise's sentences, for the workers
    _STATE.update(reasoner=reasoner, docs=docs, pairs=list(pairs), errors=errors, per_pair=per_pair)
    results: list[Any] = [None] * len(pairs)
    bins: list[tuple[list[str], bytes]] = []  # the workers' parses, serialised
    done = 0
    try:
        # WordNet's data are in memory (resources._data_in_memory): nothing is shared
        # between workers but copy-on-write pages. The parent's objects (the Docs,
        # WordNet) are frozen out of the collector first: a worker's collections
        # would otherwise write to every one of them, copying their pages.
        _shared_tables()
        gc.freeze()
        with mp.get_context("fork").Pool(jobs) as pool:
            for share, preds, parsed, data in pool.imap_unordered(_work, shares(per_pair)):
                for k, pred in zip(share, preds, strict=True):
                    results[k] = pred
                    done += weights[k]
                if parsed:
                    bins.append((parsed, data))
                if progress is not None:
                    progress(done, total)
    finally:
        gc.unfreeze()
        _STATE.clear()
        store(bins=bins)  # what was parsed is kept even when a pair failed
    if not reasoner.use_cache:  # no disk cache to read them back from: keep them here
        for parsed, data in bins:
            reasoner.keep_docs(dict(zip(parsed, from_bytes(reasoner.nlp, data), strict=True)))
    return results
