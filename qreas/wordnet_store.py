"""WordNet's lemma index, kept in the cache directory between start-ups.

Building the index from WordNet's ``index.*`` files (``resources._build_lemma_index``)
is about a second of every cold start (``qreas check`` on a long source has a 10 s
budget, most of it spaCy); reading it back with ``marshal``, the collector paused, is
about a tenth of that. The stored index names the files it was built from (path,
size, modification time): another WordNet, or an edited file, is read afresh. A store
that cannot be read or written never stops a start-up.
"""

from __future__ import annotations

import marshal
import os
import tempfile
from pathlib import Path

from qreas.heap import paused

VERSION = 1
Index = dict[str, dict[str, list[int]]]
Tagged = dict[tuple[str, str], int]


def signature(files: list[Path]) -> list[tuple[str, int, int]]:
    """What identifies the index files: their paths, sizes and modification times."""
    out = []
    for f in files:
        st = f.stat()
        out.append((str(f.resolve()), st.st_size, st.st_mtime_ns))
    return out


def load_index(path: Path, files: list[Path]) -> tuple[Index, Tagged] | None:
    """The index and tagged-sense counts stored at ``path`` for these files, or None."""
    try:
        sig = signature(files)
        with paused():  # 150,000 entries that all stay alive: no cycles to look for
            stored = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not (isinstance(stored, tuple) and len(stored) == 4 and stored[:2] == (VERSION, sig)):
        return None
    return stored[2], stored[3]


def store_index(path: Path, files: list[Path], index: Index, tagged: Tagged) -> None:
    """Write the index for these files (atomically: a reader never sees half a file)."""
    tmp = None
    try:
        data = marshal.dumps((VERSION, signature(files), index, tagged))
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)  # as any other file of the cache (mkstemp makes it private)
        os.replace(tmp, path)
    except (OSError, ValueError):
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)

