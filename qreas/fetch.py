"""Getting the five EQUATE test sets onto disk, verified, without ever leaving a bad file.

The official repository (github.com/AbhilashaRavichander/EQUATE) stores
``ProcessedDatasets/<Name>.jsonl`` with Git LFS, so a plain clone gives pointer files.
``fetch`` downloads the LFS objects from GitHub's media host at a pinned commit;
``import_local`` takes them (or the known CSV conversions of NewsNLI and StressTest)
from a directory the user already has. Both check every byte against the SHA-256 in
``OFFICIAL_MANIFEST`` (the official LFS oids, see ``/work/shared/equate/SOURCES.md``).

Guarantees and decisions:
- A file is written to a temporary file in the destination directory (same
  filesystem), hashed while it streams, and ``os.replace``-d to its final name only
  once its checksum and size match. Any failure (HTTP error, connection error,
  truncated body, checksum mismatch, Ctrl-C) removes the temporary file, so nothing
  partial or corrupt ever appears under a final name. A temporary file survives only
  a hard kill (``.<file>.*.part``); it is never read.
- One failing set does not stop the others: the good ones are stored first, then one
  ``FetchError`` lists every failed set with the reason (URL, expected and actual
  SHA-256). ``KeyboardInterrupt`` is re-raised at once (after the cleanup).
- A file already stored with the right checksum is not downloaded again
  (status ``"present"``). A stored file with the wrong checksum is replaced only by a
  verified download; if that fails it is left as it was and the error says so.
- ``MANIFEST.json`` in the destination records each stored file (set, file, sha256,
  bytes, source, kind, verified); it is rewritten atomically after every stored file.
- CSV conversions are not official files: a CSV whose SHA-256 equals the known
  conversion's is recorded ``verified: true``; any other CSV is accepted (the user
  asked for it explicitly) but recorded ``verified: false`` with a warning. A JSONL
  file, which claims to be official, must match the official checksum or is refused.
"""

from __future__ import annotations

import hashlib
import http.client
import json
import os
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from qreas.files import store_atomic

EQUATE_REPO = "AbhilashaRavichander/EQUATE"
# HEAD of the official repository when the checksums were taken (SOURCES.md); pinned so
# that the URL keeps serving the very bytes whose hashes are below.
EQUATE_COMMIT = "3f19e77c119940ebcfb4b77d19bbdd82180faa01"
DEFAULT_BASE_URL = (
    f"https://media.githubusercontent.com/media/{EQUATE_REPO}/{EQUATE_COMMIT}/ProcessedDatasets"
)
BASE_URL_ENV = "QREAS_EQUATE_URL"
DATA_DIR_ENV = "QREAS_DATA_DIR"
MANIFEST_FILE = "MANIFEST.json"
CHUNK_SIZE = 1 << 16  # bytes per read while downloading or copying
USER_AGENT = "qreas-fetch"
FETCH_HINT = "run `qreas data fetch` or `qreas data fetch --from DIR`"

KIND_OFFICIAL = "official-jsonl"
KIND_CSV = "csv-conversion"

ProgressFn = Callable[[str, int, int | None], None]


@dataclass(frozen=True)
class EquateFile:
    """One test set: its official LFS object and the known CSV conversion of it."""

    name: str  # set name, e.g. "RTE_Quant"
    file: str  # official file name, "<name>.jsonl"
    sha256: str  # official LFS oid
    size: int  # official size in bytes
    csv_sha256: str | None  # sha256 of the known conversion derived_csv/<name>.csv, if any

    @property
    def csv_file(self) -> str:
        return f"{self.name}.csv"


# The official LFS oids and sizes (pointers at EQUATE_COMMIT) and the CSV conversions
# from github.com/IoanaMazilu/msc_qnli, as listed in SOURCES.md. Paper order.
OFFICIAL_MANIFEST: tuple[EquateFile, ...] = (
    EquateFile(
        "RTE_Quant",
        "RTE_Quant.jsonl",
        "fb4245022b9d3c3b8a3e188c9fdbce33755dca2cfdee438add5aff7b0d98fbaa",
        1194172,
        "2dfc4af148128a134e72263095aed7bf4dc5e43f794b66908ff5bee7293603c4",
    ),
    EquateFile(
        "NewsNLI",
        "NewsNLI.jsonl",
        "440f564f0513c5c8d3c8997da661977aed85c8fb1f5450adbf1de1824073e80f",
        6539047,
        "ec7329ebba66ee526b64defb56fd328c02fdb026635242f3155a53d2163150ca",
    ),
    EquateFile(
        "RedditNLI",
        "RedditNLI.jsonl",
        "7ae74bd7d6b535e9085723885171161864c37e79909e040d74373ca026b5e862",
        1253344,
        "22c8e5f7843a2e0dd68e288d508be2eafa2c32a46c7877c6aeb35b8125e845ee",
    ),
    EquateFile(
        "StressTest",
        "StressTest.jsonl",
        "c0d7996314bcc1032ea53ea2b403d18339ac302e3b60fc39c71351b76582ab8b",
        50888999,
        "05c0bd7376f85863f43570d1a0d8f075a4db11a6690c9e988b7a221091604fec",
    ),
    EquateFile(
        "AWPNLI",
        "AWPNLI.jsonl",
        "61e2d96d0ce9588d3e82e878b796748be690ddf84dce7466e15391f34639140e",
        2785569,
        "a04d9a6f9dd1ab37ddf8435b0ef58d81e5b60c8f5a22f511a8afc5766e20bdde",
    ),
)


@dataclass(frozen=True)
class FetchResult:
    """What happened to one set: where it is stored and whether its bytes are known."""

    name: str
    path: Path
    sha256: str
    bytes: int
    kind: str  # "official-jsonl" | "csv-conversion"
    status: str  # "downloaded" | "imported" | "present"
    verified: bool
    warning: str | None = None


class FetchError(Exception):
    """One or more sets could not be stored (or located); the message says which and why.

    ``failures`` is a list of ``(set name, reason)``; ``results`` holds the sets that
    were stored all the same, so a caller can report both.
    """

    def __init__(
        self,
        message: str,
        failures: Sequence[tuple[str, str]] = (),
        results: Sequence[FetchResult] = (),
    ) -> None:
        super().__init__(message)
        self.failures = list(failures)
        self.results = list(results)


class _SetFailure(Exception):
    """Internal: this one set failed; the message is the reason (without the set name)."""


def default_data_dir() -> Path:
    """Where the sets are stored when no directory is given.

    ``$QREAS_DATA_DIR`` if set; else ``$XDG_DATA_HOME/qreas/equate`` (the XDG base
    directory convention, used only when the variable is an absolute path, as the spec
    says); else ``~/.local/share/qreas/equate``.
    """
    explicit = os.environ.get(DATA_DIR_ENV)
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg) / "qreas" / "equate"
    return Path.home() / ".local" / "share" / "qreas" / "equate"


def _key(name: str) -> str:
    return name.strip().lower().replace("-", "_")


def _find_entry(name: str, manifest: Sequence[EquateFile]) -> EquateFile:
    """Match a set name case-insensitively; "RTE-Quant" and "rte_quant" both work."""
    for entry in manifest:
        if _key(entry.name) == _key(name):
            return entry
    known = ", ".join(e.name for e in manifest)
    raise FetchError(f"unknown EQUATE set {name!r} (known: {known})", [(name, "unknown set")])


def _select(sets: Sequence[str] | None, manifest: Sequence[EquateFile]) -> list[EquateFile]:
    if sets is None:
        return list(manifest)
    chosen: list[EquateFile] = []
    for name in sets:
        entry = _find_entry(name, manifest)
        if entry not in chosen:
            chosen.append(entry)
    return chosen


def _sha256_file(path: Path) -> tuple[str, int]:
    digest = hashlib.sha256()
    size = 0
    with path.open("rb") as f:
        while chunk := f.read(CHUNK_SIZE):
            digest.update(chunk)
            size += len(chunk)
    return digest.hexdigest(), size


def _store_atomic(
    dest: Path, file: str, chunks: Iterator[bytes], check: Callable[[str, int], None]
) -> tuple[str, int]:
    """Store ``chunks`` as ``dest/file`` only if ``check`` accepts their digest and
    size; the final name only ever holds a complete, accepted file (``store_atomic``)."""
    return store_atomic(dest / file, chunks, check)


def _read_manifest(dest: Path) -> dict:
    """The existing MANIFEST.json, or a fresh one if it is missing or unreadable (it is
    only a record of what was stored, so a damaged one is simply rebuilt)."""
    try:
        data = json.loads((dest / MANIFEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("files"), dict):
        data = {"files": {}}
    data["equate_repo"] = EQUATE_REPO
    data["equate_commit"] = EQUATE_COMMIT
    return data


def _record(dest: Path, result: FetchResult, source: str | None) -> None:
    """Add or update the entry for ``result`` in ``dest/MANIFEST.json`` (atomically).

    Keyed by stored file name, so a set may have both its JSONL and a CSV recorded.
    ``source=None`` keeps the previously recorded source (used for "present" files).
    """
    data = _read_manifest(dest)
    file = result.path.name
    old = data["files"].get(file)
    if source is None:
        source = old.get("source") if isinstance(old, dict) and old.get("source") else str(result.path)
    data["files"][file] = {
        "set": result.name,
        "file": file,
        "sha256": result.sha256,
        "bytes": result.bytes,
        "source": source,
        "kind": result.kind,
        "verified": result.verified,
    }
    text = json.dumps(data, indent=2, sort_keys=True) + "\n"
    _store_atomic(dest, MANIFEST_FILE, iter([text.encode("utf-8")]), lambda _h, _n: None)


def _mismatch(entry: EquateFile, digest: str, size: int, head: bytes = b"") -> str:
    reason = (
        f"checksum mismatch: expected sha256 {entry.sha256} ({entry.size} bytes), "
        f"got sha256 {digest} ({size} bytes)"
    )
    if head.startswith(b"version https://git-lfs"):
        reason += " (the server sent a Git LFS pointer, not the file: use the media URL)"
    return reason


def _download_chunks(
    resp: http.client.HTTPResponse, entry: EquateFile, progress: ProgressFn | None, head: bytearray
) -> Iterator[bytes]:
    """Yield the body in chunks, reporting progress; refuse more bytes than expected
    (a wrong URL must not fill the disk) and a body shorter than its Content-Length
    (``http.client`` does not raise for that by itself)."""
    declared = resp.headers.get("Content-Length")
    done = 0
    while chunk := resp.read(CHUNK_SIZE):
        done += len(chunk)
        if done > entry.size:
            raise _SetFailure(f"the server sent more than the expected {entry.size} bytes")
        if len(head) < 64:
            head.extend(chunk[:64])
        yield chunk
        if progress is not None:
            progress(entry.name, done, entry.size)
    if declared is not None and declared.strip().isdigit() and done != int(declared):
        raise _SetFailure(f"truncated download: connection closed after {done} of {declared} bytes")


def _summarise(action: str, failures: list[tuple[str, str]], results: list[FetchResult]) -> FetchError:
    lines = [f"{action} failed for {len(failures)} set(s):"]
    lines += [f"  {name}: {reason}" for name, reason in failures]
    if results:
        lines.append("stored: " + ", ".join(r.name for r in results))
    return FetchError("\n".join(lines), failures, results)


def fetch(
    dest: Path | None = None,
    *,
    base_url: str | None = None,
    sets: Sequence[str] | None = None,
    progress: ProgressFn | None = None,
    timeout: float = 60,
    manifest: Sequence[EquateFile] = OFFICIAL_MANIFEST,
) -> list[FetchResult]:
    """Download the official JSONL files into ``dest`` (default ``default_data_dir()``).

    ``base_url`` (else ``$QREAS_EQUATE_URL``, else the GitHub LFS media URL at the pinned
    commit) is the directory URL holding ``<Name>.jsonl``. ``sets`` limits the sets
    (names case-insensitive). ``progress(name, bytes_done, total)`` is called after each
    chunk; ``total`` is the expected size from the manifest. ``manifest`` exists so
    tests can use small files with their own checksums.

    Returns one ``FetchResult`` per set. If any set failed, the others are stored and
    recorded first, then one ``FetchError`` lists each failure.
    """
    dest = Path(dest) if dest is not None else default_data_dir()
    base = (base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL).rstrip("/")
    chosen = _select(sets, manifest)
    dest.mkdir(parents=True, exist_ok=True)
    results: list[FetchResult] = []
    failures: list[tuple[str, str]] = []
    for entry in chosen:
        url = f"{base}/{entry.file}"
        final = dest / entry.file
        stale = ""
        if final.is_file():
            digest, size = _sha256_file(final)
            if digest == entry.sha256 and size == entry.size:
                result = FetchResult(entry.name, final, digest, size, KIND_OFFICIAL, "present", True)
                _record(dest, result, None)
                results.append(result)
                continue
            stale = f"; the existing {final} (sha256 {digest}) does not match either and was left untouched"
        head = bytearray()

        def check(digest: str, size: int, entry: EquateFile = entry, head: bytearray = head) -> None:
            if digest != entry.sha256 or size != entry.size:
                raise _SetFailure(_mismatch(entry, digest, size, bytes(head)))

        request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as resp:
                digest, size = _store_atomic(
                    dest, entry.file, _download_chunks(resp, entry, progress, head), check
                )
        except urllib.error.HTTPError as e:
            e.close()
            failures.append((entry.name, f"{url}: HTTP {e.code} {e.reason}{stale}"))
            continue
        except urllib.error.URLError as e:
            failures.append((entry.name, f"{url}: cannot connect: {e.reason}{stale}"))
            continue
        except _SetFailure as e:
            failures.append((entry.name, f"{url}: {e}{stale}"))
            continue
        except (OSError, http.client.HTTPException) as e:
            failures.append((entry.name, f"{url}: {type(e).__name__}: {e}{stale}"))
            continue
        result = FetchResult(entry.name, final, digest, size, KIND_OFFICIAL, "downloaded", True)
        _record(dest, result, url)
        results.append(result)
    if failures:
        raise _summarise("fetch", failures, results)
    return results


def _copy_chunks(path: Path) -> Iterator[bytes]:
    with path.open("rb") as f:
        while chunk := f.read(CHUNK_SIZE):
            yield chunk


def import_local(
    src: Path,
    dest: Path | None = None,
    *,
    sets: Sequence[str] | None = None,
    manifest: Sequence[EquateFile] = OFFICIAL_MANIFEST,
) -> list[FetchResult]:
    """Copy the sets from a local directory ``src`` into ``dest`` (``qreas data fetch --from``).

    For each set: ``src/<Name>.jsonl`` if it exists (it must match the official
    checksum, else that set fails: a mismatching file is never stored as official, and
    there is no fallback to a CSV, since a wrong "official" file is worth reporting);
    else ``<Name>.csv`` in ``src`` or ``src/derived_csv/``, stored as ``dest/<Name>.csv``
    (``verified`` iff it equals the known conversion; otherwise accepted with a
    warning). A set found in neither form fails. Failures are collected as in ``fetch``.
    """
    src = Path(src)
    if not src.is_dir():
        raise FetchError(f"{src}: not a directory", [("*", f"{src}: not a directory")])
    dest = Path(dest) if dest is not None else default_data_dir()
    chosen = _select(sets, manifest)
    dest.mkdir(parents=True, exist_ok=True)
    results: list[FetchResult] = []
    failures: list[tuple[str, str]] = []
    for entry in chosen:
        jsonl = src / entry.file
        csvs = [p for p in (src / entry.csv_file, src / "derived_csv" / entry.csv_file) if p.is_file()]
        try:
            if jsonl.is_file():

                def check(digest: str, size: int, entry: EquateFile = entry) -> None:
                    if digest != entry.sha256 or size != entry.size:
                        raise _SetFailure(_mismatch(entry, digest, size))

                digest, size = _store_atomic(dest, entry.file, _copy_chunks(jsonl), check)
                result = FetchResult(
                    entry.name, dest / entry.file, digest, size, KIND_OFFICIAL, "imported", True
                )
                source = jsonl
            elif csvs:
                source = csvs[0]
                digest, size = _store_atomic(dest, entry.csv_file, _copy_chunks(source), lambda _h, _n: None)
                verified = entry.csv_sha256 is not None and digest == entry.csv_sha256
                warning = None
                if not verified:
                    warning = (
                        f"{source}: sha256 {digest} is not the known conversion's "
                        f"({entry.csv_sha256 or 'none known'}); stored unverified"
                    )
                result = FetchResult(
                    entry.name, dest / entry.csv_file, digest, size, KIND_CSV, "imported", verified, warning
                )
            else:
                raise _SetFailure(
                    f"not found in {src}: looked for {entry.file}, {entry.csv_file}, "
                    f"derived_csv/{entry.csv_file}"
                )
        except _SetFailure as e:
            failures.append((entry.name, f"{jsonl}: {e}" if jsonl.is_file() else str(e)))
            continue
        except OSError as e:
            failures.append((entry.name, f"{type(e).__name__}: {e}"))
            continue
        _record(dest, result, str(Path(source).resolve()))
        results.append(result)
    if failures:
        raise _summarise("import", failures, results)
    return results


def locate(
    name: str, data_dir: Path | None = None, *, manifest: Sequence[EquateFile] = OFFICIAL_MANIFEST
) -> Path:
    """Path of a stored set: the official JSONL if stored, else its CSV conversion.

    ``name`` is matched case-insensitively ("RTE-Quant" works). Raises ``FetchError``
    with a hint on how to get the set when neither file is there.
    """
    entry = _find_entry(name, manifest)
    data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
    for candidate in (data_dir / entry.file, data_dir / entry.csv_file):
        if candidate.is_file():
            return candidate
    raise FetchError(
        f"EQUATE set {entry.name} is not in {data_dir} (no {entry.file} or {entry.csv_file}): {FETCH_HINT}",
        [(entry.name, "not stored")],
    )
