"""The quantities read from each sentence, kept on disk beside its parse.

Once parses come from the parse cache (``qreas.parsecache``), reading a sentence's
quantities (``quantities.parse_doc``) is a fifth of the engine's time per pair. A
second run over the same texts (re-scoring a dataset, trying another reasoning
setting) reads them back instead. A stored reading is never stale: the key holds the
text, the parser (``resources.pipeline_id``), a hash of the engine's code and lexicon
files (any edit of the reader changes it) and the ``Config``. An unusable store never
stops a run: the sentence is read again.

Readings of an older engine can never be read again, so the store keeps those of the
``VERSIONS_KEPT`` engines that stored last (a few: two installations may share a cache
folder) and drops the rest when it stores: it does not grow with every upgrade or edit.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import pickle
import sqlite3
from collections.abc import Iterable, Sequence
from importlib.resources import files
from pathlib import Path
from typing import Any

from qreas.parsecache import rows_by_key
from qreas.types import Numset

FILE = "quantities-v2.sqlite"
VERSIONS_KEPT = 3
Stored = tuple[Numset, ...]


@functools.cache
def code_id() -> str:
    """A hash of the package's Python files and lexicons, read once per process."""
    h = hashlib.sha256()
    for package, patterns in (("qreas", ("*.py",)), ("qreas.lexicons", ("*.tsv", "*.txt"))):
        root = Path(str(files(package)))
        paths = sorted(p for pattern in patterns for p in root.rglob(pattern) if "__pycache__" not in p.parts)
        for path in paths:
            h.update(path.relative_to(root).as_posix().encode() + b"\x00" + path.read_bytes())
    return h.hexdigest()[:20]


def config_id(config: Any) -> str:
    """The Config's settings as a string that does not depend on set order."""
    parts = []
    for f in dataclasses.fields(config):
        value = getattr(config, f.name)
        parts.append(f"{f.name}={sorted(value) if isinstance(value, (set, frozenset)) else value!r}")
    return ";".join(parts)


class QuantityStore:
    """Pickled quantities of sentences in one SQLite file, by key."""

    def __init__(self, folder: Path, prefix: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.prefix = prefix
        self.db = sqlite3.connect(folder / FILE, timeout=30)
        with self.db:
            self.db.execute(
                "CREATE TABLE IF NOT EXISTS quantities (key TEXT PRIMARY KEY, code TEXT, data BLOB)"
            )
            self.db.execute("CREATE TABLE IF NOT EXISTS codes (code TEXT PRIMARY KEY, stored INTEGER)")

    def _key(self, text: str) -> str:
        return hashlib.sha256(f"{self.prefix}\x00{text}".encode()).hexdigest()

    def get_many(self, texts: Sequence[str]) -> dict[str, Stored]:
        keys = {self._key(t): t for t in texts}
        rows = rows_by_key(self.db, "SELECT key, data FROM quantities", list(keys))
        return {keys[key]: pickle.loads(data) for key, data in rows}

    def put_many(self, readings: Iterable[tuple[str, Stored]], code: str = "") -> None:
        """Store readings made by the engine ``code``; drop those of engines that stored
        before the last ``VERSIONS_KEPT``."""
        rows = [
            (self._key(t), code, pickle.dumps(tuple(qs), protocol=pickle.HIGHEST_PROTOCOL))
            for t, qs in readings
        ]
        with self.db:
            self.db.executemany("INSERT OR REPLACE INTO quantities VALUES (?, ?, ?)", rows)
            latest = self.db.execute("SELECT COALESCE(MAX(stored), 0) + 1 FROM codes").fetchone()[0]
            self.db.execute("INSERT OR REPLACE INTO codes VALUES (?, ?)", (code, latest))
            newest_first = [c for (c,) in self.db.execute("SELECT code FROM codes ORDER BY stored DESC")]
            for c in newest_first[VERSIONS_KEPT:]:
                self.db.execute("DELETE FROM quantities WHERE code = ?", (c,))
                self.db.execute("DELETE FROM codes WHERE code = ?", (c,))

    def close(self) -> None:
        self.db.close()


def _store(cache_dir: Path | None, config: Any) -> QuantityStore:
    from qreas.resources import cache_dir as default_cache_dir
    from qreas.resources import pipeline_id

    prefix = f"{pipeline_id()}\x00{code_id()}\x00{config_id(config)}"
    return QuantityStore(Path(cache_dir or default_cache_dir()), prefix)


def recall(texts: Sequence[str], cache_dir: Path | None, config: Any) -> dict[str, Stored]:
    """The stored quantities of those texts that have them."""
    from qreas.heap import paused

    try:
        store = _store(cache_dir, config)
        try:
            with paused():  # readings that stay alive
                return store.get_many(list(dict.fromkeys(texts)))
        finally:
            store.close()
    except (sqlite3.Error, OSError, pickle.UnpicklingError, AttributeError, EOFError):
        return {}


def keep(readings: dict[str, Stored], cache_dir: Path | None, config: Any) -> None:
    """Store the quantities read (text -> quantities)."""
    if not readings:
        return
    try:
        store = _store(cache_dir, config)
        try:
            store.put_many(readings.items(), code_id())
        finally:
            store.close()
    except (sqlite3.Error, OSError):
        pass
