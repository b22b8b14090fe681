"""Running qreas on a Dask cluster: ``qreas score|predict --dask ADDRESS`` and
``qreas.dask.predict_dataframe`` (the optional extra ``pip install "qreas[dask]"``).

Why Dask: a corpus of millions of pairs outgrows one machine's ``--jobs``. Every pair
is decided independently, so pairs are cut into partitions that any worker may
decide; results come back tagged with their partition and are put in input order, so
predictions are those of ``--jobs 1`` whatever the number of workers.

- One ``Reasoner`` per worker, loaded once by a worker plugin (``ReasonerPlugin``)
  and re-created by the scheduler on a worker that joins or restarts.
- A worker that dies loses nothing: its partitions (running or finished but not yet
  gathered) are recomputed on another worker, and each partition's result is stored
  once, by its index, so every input row appears exactly once.
- The parse cache is per worker, in the worker's own cache directory
  (``$QREAS_CACHE_DIR`` on the worker, else ``~/.cache/qreas``), or ``cache_dir``.
  Several workers sharing one directory on one machine is safe: it is an SQLite file,
  each write is one transaction, readers check every cached text, and an unusable
  cache only means parsing again (tested). On a network filesystem (NFS, SMB) SQLite's
  locking is not reliable: give each machine a local cache directory.

This module imports ``dask`` by absolute import (``from __future__``-era Python has no
implicit relative imports), so its name does not shadow the ``dask`` package.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import fields
from typing import Any

from qreas.config import DEFAULT, Config

NO_DASK = 'the Dask extra is not installed: pip install "qreas[dask]"'
try:
    import distributed
    from distributed import WorkerPlugin
except ImportError as e:  # the extra is optional; say how to get it
    raise ImportError(NO_DASK) from e

PARTITION = 50  # pairs per task: small enough to spread and to lose little on a dead worker
PLUGIN = "qreas-reasoner"  # plugin names: this, then a digest of the settings
COLUMNS = ("prediction", "reason", "tags", "equations", "error")  # added by predict_dataframe


class ReasonerPlugin(WorkerPlugin):
    """A worker plugin: one Reasoner per worker, with spaCy and WordNet loaded at setup."""

    idempotent = True  # registered again under the same name (same settings): kept as it is

    def __init__(
        self, config: Config = DEFAULT, cache_dir: str | None = None, use_cache: bool = True
    ) -> None:
        self.config = config
        self.cache_dir = cache_dir
        self.use_cache = use_cache
        self.reasoner: Any = None

    def setup(self, worker: Any = None) -> None:
        from qreas.reasoner import Reasoner

        self.reasoner = Reasoner(self.config, cache_dir=self.cache_dir, use_cache=self.use_cache)
        doc = self.reasoner.nlp("There were 2 cats.")  # load spaCy and WordNet now, not in a task
        self.reasoner.decide(doc, doc)  # (parsed directly: the warm-up sentence stays out of the cache)

    def teardown(self, worker: Any = None) -> None:
        self.reasoner = None


_LOCAL: dict[tuple[Config, str | None, bool], Any] = {}  # outside a distributed worker


def plugin_name(config: Config, cache_dir: str | None, use_cache: bool) -> str:
    """The plugin's name, the same in every process for the same settings (so a second
    run with them reuses the workers' loaded Reasoner instead of loading another)."""
    parts = [
        f"{f.name}={sorted(v) if isinstance(v, frozenset) else v!r}"
        for f in fields(config)
        for v in [getattr(config, f.name)]
    ]
    text = "|".join([*parts, f"cache_dir={cache_dir!r}", f"use_cache={use_cache}"])
    return f"{PLUGIN}-{hashlib.sha256(text.encode()).hexdigest()[:16]}"


def _reasoner(config: Config, cache_dir: str | None, use_cache: bool) -> Any:
    """The worker's Reasoner (from the plugin), else one per process and settings."""
    try:
        plugin = distributed.get_worker().plugins.get(plugin_name(config, cache_dir, use_cache))
    except ValueError:  # not inside a distributed worker
        plugin = None
    if plugin is not None and plugin.reasoner is not None:
        return plugin.reasoner
    key = (config, cache_dir, use_cache)
    if key not in _LOCAL:
        from qreas.reasoner import Reasoner

        _LOCAL[key] = Reasoner(config, cache_dir=cache_dir, use_cache=use_cache)
    return _LOCAL[key]


def decide_partition(
    index: int, pairs: Sequence[tuple[str, str]], config: Config, cache_dir: str | None, use_cache: bool
) -> tuple[int, list[Any]]:
    """(index, one Prediction or engine exception per pair): a task on a worker."""
    reasoner = _reasoner(config, cache_dir, use_cache)
    return index, reasoner.predict_many(list(pairs), jobs=1, errors="collect")


@contextmanager
def connect(address: str) -> Any:
    """A ``distributed.Client`` for ``ADDRESS`` (a scheduler, ``tcp://host:8786``) or
    ``local:N`` (a LocalCluster of N single-threaded worker processes, closed after)."""
    if address.startswith("local:"):
        try:
            n = int(address.split(":", 1)[1])
        except ValueError:
            n = 0
        if n < 1:
            raise ValueError(f"--dask {address}: local:N needs a number of workers N >= 1")
        cluster = distributed.LocalCluster(
            n_workers=n, threads_per_worker=1, processes=True, dashboard_address=None
        )
        try:
            with distributed.Client(cluster) as client:
                yield client
        finally:
            cluster.close()
    else:
        try:
            client = distributed.Client(address, timeout=60)
        except (OSError, TimeoutError) as e:
            raise ConnectionError(f"--dask {address}: cannot reach the scheduler ({e})") from e
        with client:
            yield client


def register(client: Any, config: Config, cache_dir: str | None, use_cache: bool) -> None:
    """Install the Reasoner plugin on every worker (and on workers that join later),
    once per settings."""
    plugin = ReasonerPlugin(config, cache_dir, use_cache)
    client.register_plugin(plugin, name=plugin_name(config, cache_dir, use_cache))


def predict_pairs_dask(
    pairs: Sequence[tuple[str, str]],
    address: str,
    config: Config = DEFAULT,
    progress: Callable[[int, int], None] | None = None,
    reasoner: Any = None,
    client: Any = None,
    partition: int = PARTITION,
) -> list[Any]:
    """One result per pair, in input order, decided on a Dask cluster (``address``, or
    an existing ``client``). ``reasoner`` only lends its cache settings."""
    cache_dir = str(reasoner.cache_dir) if reasoner is not None and reasoner.cache_dir else None
    use_cache = reasoner.use_cache if reasoner is not None else True
    if client is None:
        with connect(address) as own:
            return predict_pairs_dask(pairs, address, config, progress, reasoner, own, partition)
    register(client, config, cache_dir, use_cache)
    parts = [list(pairs[k : k + partition]) for k in range(0, len(pairs), partition)]
    futures = [
        client.submit(decide_partition, k, part, config, cache_dir, use_cache, pure=False)
        for k, part in enumerate(parts)
    ]
    out: list[list[Any] | None] = [None] * len(parts)
    done = 0
    try:
        for future in distributed.as_completed(futures):
            k, results = future.result()
            if out[k] is None:  # stored once, whatever was recomputed
                out[k] = results
                done += len(results)
                if progress is not None:
                    progress(done, len(pairs))
    finally:
        client.cancel(futures)
    return [r for part in out for r in part or ()]


def _columns(results: Sequence[Any]) -> dict[str, list[str | None]]:
    cols: dict[str, list[str | None]] = {c: [] for c in COLUMNS}
    for r in results:
        failed = isinstance(r, Exception)
        cols["prediction"].append(None if failed else r.label)
        cols["reason"].append(None if failed else r.reason)
        cols["tags"].append(None if failed else ",".join(r.tags))
        cols["equations"].append(None if failed else json.dumps([j.infix() for j in r.justifications]))
        cols["error"].append(f"{type(r).__name__}: {r}" if failed else None)
    return cols


def _predict_frame(
    frame: Any, premise: str, hypothesis: str, config: Config, cache_dir: str | None, use_cache: bool
) -> Any:
    """One pandas partition with the prediction columns added."""
    pairs = list(zip(frame[premise].astype(str), frame[hypothesis].astype(str), strict=True))
    _, results = decide_partition(0, pairs, config, cache_dir, use_cache)
    return frame.assign(**_columns(results))


def predict_dataframe(
    ddf: Any,
    premise: str = "premise",
    hypothesis: str = "hypothesis",
    config: Config = DEFAULT,
    cache_dir: str | None = None,
    use_cache: bool = True,
    client: Any = None,
) -> Any:
    """A lazy ``dask.dataframe`` with ``prediction``, ``reason``, ``tags`` (comma-
    separated), ``equations`` (a JSON list of the justifications' equations) and
    ``error`` (the engine's error on that row, else null) added to ``ddf``.

    With a ``distributed`` client (given, or the default one) the Reasoner plugin is
    installed on its workers; without one each process of Dask's local scheduler
    loads a Reasoner once. Partitions and row order are those of ``ddf``.
    """
    import pandas as pd

    if client is None:
        try:
            client = distributed.default_client()
        except ValueError:  # no client: Dask's local scheduler
            client = None
    if client is not None:
        register(client, config, cache_dir, use_cache)
    meta = ddf._meta.assign(**{c: pd.Series([], dtype=object) for c in COLUMNS})
    return ddf.map_partitions(
        _predict_frame, premise, hypothesis, config, cache_dir, use_cache, meta=meta
    )
