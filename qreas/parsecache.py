"""Parsing with deduplication and an on-disk parse cache.

Each distinct sentence is parsed once per run, in batches (``nlp.pipe``). Parses are
stored as spaCy DocBins (chunks of ``CHUNK`` docs) in an SQLite file in the cache
directory (``qreas.resources.cache_dir()``, ``$QREAS_CACHE_DIR`` to move it), keyed
by the text, the spaCy pipeline (model name, model version, spaCy version) and the
qreas version, so a second run skips parsing
and a new model or qreas release never reads stale parses. Docs are stored without
their tensors (the engine reads tags, lemmas, dependencies and entity types only).
"""

from __future__ import annotations

import hashlib
import multiprocessing as mp
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

BATCH_SIZE = 256
# fewer texts than this are parsed in this process: spaCy's worker processes take longer
# to start than such a batch takes to parse
PARALLEL_MIN = 200
CHUNK = 1000  # docs per stored DocBin: loading many docs at once is ~6x faster than one by one
_ATTRS = ["ORTH", "TAG", "HEAD", "DEP", "LEMMA", "MORPH", "POS", "SPACY", "SENT_START", "ENT_IOB", "ENT_TYPE"]


def _key(pipeline: str, text: str) -> str:
    from qreas import __version__

    return hashlib.sha256(f"{pipeline}\x00{__version__}\x00{text}".encode()).hexdigest()


def rows_by_key(db: sqlite3.Connection, select: str, keys: Sequence[str]) -> Iterator[Any]:
    """The rows of ``select`` (whose table has a ``key`` column) for ``keys``, asked for
    in batches of 500 (SQLite bounds the number of parameters of one query)."""
    for k in range(0, len(keys), 500):
        chunk = keys[k : k + 500]
        yield from db.execute(f"{select} WHERE key IN ({','.join('?' * len(chunk))})", chunk)


class ParseCache:
    """Parsed sentences in one SQLite file: DocBin chunks, and an index from the key of
    each text to (chunk, position). Several processes may read it at once."""

    FILE = "parses-v2.sqlite"

    def __init__(self, folder: Path, pipeline: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.pipeline = pipeline
        self.path = folder / self.FILE
        self.db = sqlite3.connect(self.path, timeout=30)
        with self.db:
            self.db.execute("CREATE TABLE IF NOT EXISTS chunks (id INTEGER PRIMARY KEY, data BLOB)")
            self.db.execute(
                "CREATE TABLE IF NOT EXISTS docs (key TEXT PRIMARY KEY, chunk INTEGER, pos INTEGER)"
            )

    def get_many(self, nlp: Any, texts: Sequence[str]) -> dict[str, Any]:
        from spacy.tokens import DocBin

        from qreas.heap import paused

        keys = {_key(self.pipeline, t): t for t in texts}
        where: dict[int, list[tuple[int, str]]] = {}
        for key, cid, pos in rows_by_key(self.db, "SELECT key, chunk, pos FROM docs", list(keys)):
            where.setdefault(cid, []).append((pos, keys[key]))
        found: dict[str, Any] = {}
        with paused():  # Docs that stay alive: no cycles to look for while reading them
            for cid, wanted in sorted(where.items()):
                (data,) = self.db.execute("SELECT data FROM chunks WHERE id = ?", (cid,)).fetchone()
                docs = list(DocBin().from_bytes(data).get_docs(nlp.vocab))
                for pos, text in wanted:
                    if pos < len(docs) and docs[pos].text == text:
                        found[text] = docs[pos]
        return found

    def put_many(self, docs: dict[str, Any]) -> None:
        items = list(docs.items())
        self.put_bins(
            ([t for t, _ in items[k : k + CHUNK]], to_bytes(d for _, d in items[k : k + CHUNK]))
            for k in range(0, len(items), CHUNK)
        )

    def put_bins(self, bins: Iterable[tuple[list[str], bytes]]) -> None:
        """Store serialised chunks as they are (``to_bytes`` of the Docs of ``texts``,
        in order): a worker's parses need no second serialisation."""
        with self.db:
            for texts, data in bins:
                cur = self.db.execute("INSERT INTO chunks (data) VALUES (?)", (data,))
                rows = [(_key(self.pipeline, t), cur.lastrowid, pos) for pos, t in enumerate(texts)]
                self.db.executemany("INSERT OR REPLACE INTO docs VALUES (?, ?, ?)", rows)

    def close(self) -> None:
        self.db.close()


def to_bytes(docs: Iterable[Any]) -> bytes:
    """Docs as one DocBin, as the cache stores them (no tensors, no user data)."""
    from spacy.tokens import DocBin

    bin_ = DocBin(attrs=_ATTRS, store_user_data=False)
    for doc in docs:
        bin_.add(doc)
    return bin_.to_bytes()


def from_bytes(nlp: Any, data: bytes) -> list[Any]:
    from spacy.tokens import DocBin

    return list(DocBin().from_bytes(data).get_docs(nlp.vocab))


def lookup(
    nlp: Any, texts: Sequence[str], cache_dir: Path | None = None, use_cache: bool = True
) -> tuple[dict[str, Any], list[str], Callable[..., None]]:
    """Split the distinct texts into cached parses and texts still to parse.

    Returns ``(cached, todo, store)``; call ``store(fresh_docs)`` once the texts of
    ``todo`` are parsed (``store(bins=...)``: chunks already serialised, see
    ``ParseCache.put_bins``). An unusable cache never stops a run: everything is parsed.
    """
    unique = list(dict.fromkeys(texts))
    cache: ParseCache | None = None
    cached: dict[str, Any] = {}
    if use_cache:
        from qreas.resources import cache_dir as default_cache_dir
        from qreas.resources import pipeline_id

        try:
            cache = ParseCache(Path(cache_dir or default_cache_dir()), pipeline_id())
            cached = cache.get_many(nlp, unique)
        except sqlite3.Error:
            cache = None

    def store(fresh: dict[str, Any] | None = None, bins: Sequence[tuple[list[str], bytes]] = ()) -> None:
        if cache is None:
            return
        try:
            if fresh:
                cache.put_many(fresh)
            if bins:
                cache.put_bins(bins)
        except sqlite3.Error:
            pass
        finally:
            cache.close()

    return cached, [t for t in unique if t not in cached], store


def parse_texts(
    nlp: Any,
    texts: Sequence[str],
    cache_dir: Path | None = None,
    use_cache: bool = True,
    n_process: int = 1,
) -> dict[str, Any]:
    """Parse the distinct texts (cache first); returns text -> Doc. With ``n_process`` >
    1, a batch of at least ``PARALLEL_MIN`` texts is parsed by that many forked
    processes (``parse_forked``; spaCy's worker processes where there is no fork), a
    contiguous part each (a parse does not depend on its batch)."""
    docs, todo, store = lookup(nlp, texts, cache_dir, use_cache)
    n_process = n_process if len(todo) >= PARALLEL_MIN else 1
    if n_process > 1 and "fork" in mp.get_all_start_methods():
        fresh = dict(zip(todo, parse_forked(nlp, todo, n_process), strict=True))
    else:
        size = BATCH_SIZE if n_process == 1 else max(16, min(BATCH_SIZE, len(todo) // (4 * n_process)))
        fresh = dict(zip(todo, nlp.pipe(todo, batch_size=size, n_process=n_process), strict=True))
    docs.update(fresh)
    store(fresh)
    return docs


_FORKED: dict[str, Any] = {}  # set in the parent just before forking


def _parse_part(span: tuple[int, int]) -> bytes:
    nlp, texts = _FORKED["nlp"], _FORKED["texts"]
    return to_bytes(nlp.pipe(texts[span[0] : span[1]], batch_size=BATCH_SIZE))


def parse_forked(nlp: Any, texts: Sequence[str], n_process: int) -> list[Any]:
    """The parses of ``texts`` by ``n_process`` forked processes, in order: each
    inherits the loaded pipeline (spaCy's own ``n_process`` loads it again in every
    worker, about a second each) and sends its Docs back as one DocBin."""
    step = -(-len(texts) // n_process)
    spans = [(k, min(k + step, len(texts))) for k in range(0, len(texts), step)]
    _FORKED.update(nlp=nlp, texts=list(texts))
    try:
        with mp.get_context("fork").Pool(len(spans)) as pool:
            parts = pool.map(_parse_part, spans)
    finally:
        _FORKED.clear()
    return [doc for data in parts for doc in from_bytes(nlp, data)]
