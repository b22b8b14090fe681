"""Writing a file so that nobody ever sees half of it.

Used for everything qreas stores: downloaded and imported EQUATE files, their
``MANIFEST.json``, ``--out`` predictions and the ``--html`` report. The bytes go to a
temporary file beside the target (same filesystem), are hashed while they stream, and
the file is renamed onto the target only when complete and accepted; on any exception,
Ctrl-C included, the temporary file is removed and the target is left as it was.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path


def store_atomic(
    path: Path, chunks: Iterable[bytes], check: Callable[[str, int], None] | None = None
) -> tuple[str, int]:
    """Write ``chunks`` to ``path`` atomically; returns (sha256 hex digest, size).

    ``check(digest, size)`` may veto by raising, before the rename. The file gets the
    usual permissions for the user's umask (``mkstemp`` alone would make it 0600).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    tmp = Path(tmp_name)
    try:
        digest = hashlib.sha256()
        size = 0
        with os.fdopen(fd, "wb") as out:
            for chunk in chunks:
                out.write(chunk)
                digest.update(chunk)
                size += len(chunk)
            out.flush()
            os.fsync(out.fileno())
        hexdigest = digest.hexdigest()
        if check is not None:
            check(hexdigest, size)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        raise
    return hexdigest, size
