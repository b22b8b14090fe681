"""Parsing with deduplication and an on-disk parse cache.

Each distinct sentence is parsed once per run, in batches (``nlp.pipe``). Parses are
stored in an SQLite file in the cache directory (``qreas.resources.cache_dir()``,
``$QREAS_CACHE_DIR`` to move it), keyed by the text, the spaCy pipeline (model name,
model version, spaCy version) and the qreas version, so a second run skips parsing
and a new model or qreas release never reads stale parses. Docs are stored without
their tensors (the quantity parser reads tags, lemmas and dependencies only).
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

BATCH_SIZE = 256
_EXCLUDE = ["tensor", "user_data"]


def _key(pipeline: str, text: str) -> str:
    from qreas import __version__

    return hashlib.sha256(f"{pipeline}\x00{__version__}\x00{text}".encode()).hexdigest()


class ParseCache:
    """A text -> serialized Doc store in one SQLite file (safe for several readers)."""

    def __init__(self, folder: Path, pipeline: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.pipeline = pipeline
        self.path = folder / "parses.sqlite"
        self.db = sqlite3.connect(self.path, timeout=30)
        self.db.execute("CREATE TABLE IF NOT EXISTS docs (key TEXT PRIMARY KEY, data BLOB)")

    def get_many(self, nlp: Any, texts: Sequence[str]) -> dict[str, Any]:
        from spacy.tokens import Doc

        keys = {_key(self.pipeline, t): t for t in texts}
        found: dict[str, Any] = {}
        items = list(keys.items())
        for k in range(0, len(items), 500):
            chunk = items[k : k + 500]
            marks = ",".join("?" * len(chunk))
            rows = self.db.execute(
                f"SELECT key, data FROM docs WHERE key IN ({marks})", [key for key, _ in chunk]
            )
            for key, data in rows:
                found[keys[key]] = Doc(nlp.vocab).from_bytes(data)
        return found

    def put_many(self, docs: dict[str, Any]) -> None:
        rows = [(_key(self.pipeline, t), d.to_bytes(exclude=_EXCLUDE)) for t, d in docs.items()]
        with self.db:
            self.db.executemany("INSERT OR REPLACE INTO docs VALUES (?, ?)", rows)

    def close(self) -> None:
        self.db.close()


def parse_texts(
    nlp: Any,
    texts: Sequence[str],
    cache_dir: Path | None = None,
    use_cache: bool = True,
    n_process: int = 1,
) -> dict[str, Any]:
    """Parse the distinct texts (cache first); returns text -> Doc."""
    unique = list(dict.fromkeys(texts))
    docs: dict[str, Any] = {}
    cache: ParseCache | None = None
    if use_cache:
        from qreas.resources import cache_dir as default_cache_dir
        from qreas.resources import pipeline_id

        try:
            cache = ParseCache(Path(cache_dir or default_cache_dir()), pipeline_id())
            docs = cache.get_many(nlp, unique)
        except sqlite3.Error:
            cache = None  # an unusable cache never stops a run; parse everything instead
    todo = [t for t in unique if t not in docs]
    fresh = dict(zip(todo, nlp.pipe(todo, batch_size=BATCH_SIZE, n_process=n_process), strict=True))
    docs.update(fresh)
    if cache is not None:
        try:
            if fresh:
                cache.put_many(fresh)
        except sqlite3.Error:
            pass
        cache.close()
    return docs
