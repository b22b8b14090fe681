"""qreas.fetch: verified downloads and imports of the EQUATE sets, against a local server.

The official files are 1-50 MB, so the download tests use small fixture files and a
manifest built from their real checksums (``manifest=`` is injectable). Only
127.0.0.1 is contacted.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from qreas import fetch as fetch_mod
from qreas.datasets import EQUATE_FILES, EQUATE_SETS
from qreas.fetch import (
    DEFAULT_BASE_URL,
    EQUATE_COMMIT,
    KIND_CSV,
    KIND_OFFICIAL,
    OFFICIAL_MANIFEST,
    EquateFile,
    FetchError,
    default_data_dir,
    fetch,
    import_local,
    locate,
)

NAMES = ("RTE_Quant", "NewsNLI", "RedditNLI", "StressTest", "AWPNLI")
SHARED = Path(__file__).resolve().parents[2] / "shared" / "equate"


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _jsonl(name: str) -> bytes:
    rows = [
        {
            "sentence1": f"{name} premise {i} has {i + 2} apples",
            "sentence2": f"hyp {i}",
            "gold_label": "neutral",
        }
        for i in range(4)
    ]
    return "".join(json.dumps(r) + "\n" for r in rows).encode()


def _csv(name: str) -> bytes:
    return f"premise,hypothesis,label,sample_index\n{name} p,{name} h,neutral,0\n".encode()


JSONL = {n: _jsonl(n) for n in NAMES}
CSV = {n: _csv(n) for n in NAMES}
MANIFEST = tuple(EquateFile(n, f"{n}.jsonl", _sha(JSONL[n]), len(JSONL[n]), _sha(CSV[n])) for n in NAMES)


@dataclass
class Server:
    root: Path  # served files live in root/<anything>/ProcessedDatasets/
    base_url: str
    requests: list[str] = field(default_factory=list)
    truncate: set[str] = field(default_factory=set)  # paths sent with a too-large Content-Length

    def put(self, name: str, data: bytes) -> None:
        (self.root / "pinned" / "ProcessedDatasets" / f"{name}.jsonl").write_bytes(data)


@pytest.fixture
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("www")  # outside tmp_path, which the tests use as dest
    (root / "pinned" / "ProcessedDatasets").mkdir(parents=True)
    state = Server(root, "")
    for name in NAMES:
        state.put(name, JSONL[name])

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            state.requests.append(self.path)
            path = root / self.path.lstrip("/")
            if ".." in self.path or not path.is_file():
                self.send_error(404)
                return
            data = path.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            if self.path.rsplit("/", 1)[-1] in state.truncate:
                # declare the full size, send half, then close: a dropped connection
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data[: len(data) // 2])
                self.wfile.flush()
                self.close_connection = True
                return
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
    thread.start()
    state.base_url = f"http://127.0.0.1:{httpd.server_address[1]}/pinned/ProcessedDatasets"
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


def _listing(d: Path) -> set[str]:
    return {p.name for p in d.iterdir()}


def _run(dest: Path, server: Server, **kw):
    return fetch(dest, base_url=server.base_url, manifest=MANIFEST, timeout=5, **kw)


def test_fetch_all_verified_and_manifest_written(tmp_path, server):
    dest = tmp_path / "data" / "equate"  # created on demand
    results = _run(dest, server)
    assert [r.name for r in results] == list(NAMES)
    assert all(r.status == "downloaded" and r.verified and r.kind == KIND_OFFICIAL for r in results)
    assert _listing(dest) == {f"{n}.jsonl" for n in NAMES} | {"MANIFEST.json"}
    for n in NAMES:
        assert (dest / f"{n}.jsonl").read_bytes() == JSONL[n]
    recorded = json.loads((dest / "MANIFEST.json").read_text())
    assert recorded["equate_commit"] == EQUATE_COMMIT
    entry = recorded["files"]["AWPNLI.jsonl"]
    assert entry == {
        "set": "AWPNLI",
        "file": "AWPNLI.jsonl",
        "sha256": _sha(JSONL["AWPNLI"]),
        "bytes": len(JSONL["AWPNLI"]),
        "source": f"{server.base_url}/AWPNLI.jsonl",
        "kind": "official-jsonl",
        "verified": True,
    }
    assert len(server.requests) == len(NAMES)


def test_fetch_subset_by_name_case_insensitive(tmp_path, server):
    results = _run(tmp_path, server, sets=["rte-quant", "AWPNLI"])
    assert [r.name for r in results] == ["RTE_Quant", "AWPNLI"]
    with pytest.raises(FetchError, match="unknown EQUATE set 'nope'"):
        _run(tmp_path, server, sets=["nope"])


def test_base_url_from_environment(tmp_path, server, monkeypatch):
    monkeypatch.setenv("QREAS_EQUATE_URL", server.base_url)
    results = fetch(tmp_path, sets=["RedditNLI"], manifest=MANIFEST, timeout=5)
    assert results[0].status == "downloaded"
    assert DEFAULT_BASE_URL.endswith(f"/EQUATE/{EQUATE_COMMIT}/ProcessedDatasets")


def test_corrupt_file_is_rejected_and_others_stored(tmp_path, server):
    good = JSONL["NewsNLI"]
    bad = good.replace(b"apples", b"pears!")  # same size, different bytes
    assert len(bad) == len(good)
    server.put("NewsNLI", bad)
    with pytest.raises(FetchError) as info:
        _run(tmp_path, server)
    msg = str(info.value)
    assert "NewsNLI" in msg and _sha(good) in msg and _sha(bad) in msg
    assert f"{server.base_url}/NewsNLI.jsonl" in msg
    assert [name for name, _ in info.value.failures] == ["NewsNLI"]
    assert sorted(r.name for r in info.value.results) == sorted(set(NAMES) - {"NewsNLI"})
    assert _listing(tmp_path) == {f"{n}.jsonl" for n in NAMES if n != "NewsNLI"} | {"MANIFEST.json"}
    assert "NewsNLI.jsonl" not in json.loads((tmp_path / "MANIFEST.json").read_text())["files"]


def test_404_is_reported_and_others_stored(tmp_path, server):
    (server.root / "pinned" / "ProcessedDatasets" / "StressTest.jsonl").unlink()
    with pytest.raises(FetchError) as info:
        _run(tmp_path, server)
    assert "StressTest" in str(info.value) and "HTTP 404" in str(info.value)
    assert _listing(tmp_path) == {f"{n}.jsonl" for n in NAMES if n != "StressTest"} | {"MANIFEST.json"}


def test_connection_refused_is_reported(tmp_path):
    with pytest.raises(FetchError, match="AWPNLI.*cannot connect"):
        fetch(tmp_path, base_url="http://127.0.0.1:9", sets=["AWPNLI"], manifest=MANIFEST, timeout=2)
    assert _listing(tmp_path) == set()


def test_truncated_download_leaves_no_partial_file(tmp_path, server):
    server.truncate.add("RedditNLI.jsonl")
    with pytest.raises(FetchError) as info:
        _run(tmp_path, server)
    assert "RedditNLI" in str(info.value) and "truncated" in str(info.value)
    assert "RedditNLI.jsonl" not in _listing(tmp_path)
    assert not [p for p in _listing(tmp_path) if p.endswith(".part")]
    assert len(info.value.results) == len(NAMES) - 1


def test_short_body_with_matching_length_is_a_size_mismatch(tmp_path, server):
    server.put("AWPNLI", JSONL["AWPNLI"][:-10])
    with pytest.raises(FetchError, match=r"AWPNLI.*checksum mismatch.*\(\d+ bytes\)"):
        _run(tmp_path, server, sets=["AWPNLI"])
    assert _listing(tmp_path) == set()


def test_oversized_body_is_cut_off(tmp_path, server):
    server.put("AWPNLI", JSONL["AWPNLI"] * 3)
    with pytest.raises(FetchError, match="more than the expected"):
        _run(tmp_path, server, sets=["AWPNLI"])
    assert _listing(tmp_path) == set()


def test_refetch_skips_present_files_without_requests(tmp_path, server):
    _run(tmp_path, server)
    server.requests.clear()
    results = _run(tmp_path, server)
    assert all(r.status == "present" and r.verified for r in results)
    assert server.requests == []
    # a stored file with the wrong bytes is downloaded again and replaced
    (tmp_path / "AWPNLI.jsonl").write_bytes(b"garbage\n")
    results = _run(tmp_path, server)
    assert {r.name: r.status for r in results}["AWPNLI"] == "downloaded"
    assert server.requests == ["/pinned/ProcessedDatasets/AWPNLI.jsonl"]
    assert (tmp_path / "AWPNLI.jsonl").read_bytes() == JSONL["AWPNLI"]
    source = json.loads((tmp_path / "MANIFEST.json").read_text())["files"]["RTE_Quant.jsonl"]["source"]
    assert source.startswith("http://127.0.0.1:")  # a "present" file keeps its recorded source
    # a lost MANIFEST.json is rebuilt from the files found present
    (tmp_path / "MANIFEST.json").unlink()
    _run(tmp_path, server)
    files = json.loads((tmp_path / "MANIFEST.json").read_text())["files"]
    assert sorted(files) == sorted(f"{n}.jsonl" for n in NAMES)
    assert files["NewsNLI.jsonl"]["source"] == str(tmp_path / "NewsNLI.jsonl")


def test_progress_increases_to_the_size(tmp_path, server, monkeypatch):
    monkeypatch.setattr(fetch_mod, "CHUNK_SIZE", 16)
    calls: list[tuple[str, int, int | None]] = []
    _run(tmp_path, server, sets=["RTE_Quant"], progress=lambda *a: calls.append(a))
    size = len(JSONL["RTE_Quant"])
    assert len(calls) > 3
    assert all(name == "RTE_Quant" and total == size for name, _, total in calls)
    done = [d for _, d, _ in calls]
    assert done == sorted(set(done)) and done[-1] == size


def test_interrupt_removes_temp_file(tmp_path, server, monkeypatch):
    monkeypatch.setattr(fetch_mod, "CHUNK_SIZE", 16)

    def interrupt(name: str, done: int, total: int | None) -> None:
        if done > 32:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        _run(tmp_path, server, progress=interrupt)
    assert _listing(tmp_path) == set()


def _src(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    (src / "derived_csv").mkdir(parents=True)
    return src


def test_import_jsonl(tmp_path):
    src = _src(tmp_path)
    (src / "AWPNLI.jsonl").write_bytes(JSONL["AWPNLI"])
    dest = tmp_path / "dest"
    [r] = import_local(src, dest, sets=["AWPNLI"], manifest=MANIFEST)
    assert (r.status, r.kind, r.verified, r.warning) == ("imported", KIND_OFFICIAL, True, None)
    assert (dest / "AWPNLI.jsonl").read_bytes() == JSONL["AWPNLI"]
    entry = json.loads((dest / "MANIFEST.json").read_text())["files"]["AWPNLI.jsonl"]
    assert entry["source"] == str((src / "AWPNLI.jsonl").resolve())
    assert entry["kind"] == "official-jsonl" and entry["verified"] is True


def test_import_known_csv_from_derived_csv(tmp_path):
    src = _src(tmp_path)
    (src / "derived_csv" / "NewsNLI.csv").write_bytes(CSV["NewsNLI"])
    dest = tmp_path / "dest"
    [r] = import_local(src, dest, sets=["NewsNLI"], manifest=MANIFEST)
    assert (r.kind, r.verified, r.warning, r.path) == (KIND_CSV, True, None, dest / "NewsNLI.csv")
    entry = json.loads((dest / "MANIFEST.json").read_text())["files"]["NewsNLI.csv"]
    assert entry["kind"] == "csv-conversion" and entry["verified"] is True


def test_import_unknown_csv_is_unverified_with_warning(tmp_path):
    src = _src(tmp_path)
    (src / "StressTest.csv").write_bytes(b"premise,hypothesis,label\na,b,neutral\n")
    dest = tmp_path / "dest"
    [r] = import_local(src, dest, sets=["StressTest"], manifest=MANIFEST)
    assert r.kind == KIND_CSV and r.verified is False
    assert r.warning and "not the known conversion" in r.warning
    assert json.loads((dest / "MANIFEST.json").read_text())["files"]["StressTest.csv"]["verified"] is False


def test_import_wrong_jsonl_is_refused(tmp_path):
    src = _src(tmp_path)
    (src / "RTE_Quant.jsonl").write_bytes(b'{"sentence1": "tampered"}\n')
    (src / "derived_csv" / "RTE_Quant.csv").write_bytes(CSV["RTE_Quant"])  # no silent fallback
    (src / "AWPNLI.jsonl").write_bytes(JSONL["AWPNLI"])
    dest = tmp_path / "dest"
    with pytest.raises(FetchError) as info:
        import_local(src, dest, sets=["RTE_Quant", "AWPNLI"], manifest=MANIFEST)
    assert "RTE_Quant" in str(info.value) and _sha(JSONL["RTE_Quant"]) in str(info.value)
    assert _listing(dest) == {"AWPNLI.jsonl", "MANIFEST.json"}


def test_import_missing_set_fails(tmp_path):
    with pytest.raises(FetchError, match="RedditNLI: not found"):
        import_local(_src(tmp_path), tmp_path / "dest", sets=["RedditNLI"], manifest=MANIFEST)


def test_locate_prefers_jsonl_and_hints_when_missing(tmp_path):
    (tmp_path / "RTE_Quant.csv").write_bytes(CSV["RTE_Quant"])
    assert locate("RTE-Quant", tmp_path) == tmp_path / "RTE_Quant.csv"
    (tmp_path / "RTE_Quant.jsonl").write_bytes(JSONL["RTE_Quant"])
    assert locate("rte_quant", tmp_path) == tmp_path / "RTE_Quant.jsonl"
    with pytest.raises(FetchError, match=r"qreas data fetch --from DIR"):
        locate("StressTest", tmp_path)


def test_default_data_dir(monkeypatch, tmp_path):
    monkeypatch.delenv("QREAS_DATA_DIR", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_data_dir() == tmp_path / "home" / ".local" / "share" / "qreas" / "equate"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_data_dir() == tmp_path / "xdg" / "qreas" / "equate"
    monkeypatch.setenv("QREAS_DATA_DIR", str(tmp_path / "explicit"))
    assert default_data_dir() == tmp_path / "explicit"
    with pytest.raises(FetchError, match="AWPNLI is not in .*explicit"):
        locate("awpnli")


def test_official_manifest_agrees_with_datasets_module():
    assert [e.name for e in OFFICIAL_MANIFEST] == [Path(f).stem for f in EQUATE_FILES]
    assert {e.name for e in OFFICIAL_MANIFEST} == {name for name, _ in EQUATE_SETS.values()}
    assert all(e.file == f"{e.name}.jsonl" for e in OFFICIAL_MANIFEST)


@pytest.mark.skipif(not SHARED.is_dir(), reason="shared EQUATE copies not available")
def test_official_manifest_matches_shared_copies():
    checked = 0
    for entry in OFFICIAL_MANIFEST:
        jsonl = SHARED / entry.file
        if jsonl.is_file():
            data = jsonl.read_bytes()
            assert (_sha(data), len(data)) == (entry.sha256, entry.size), entry.name
            checked += 1
        csv = SHARED / "derived_csv" / entry.csv_file
        if csv.is_file():
            assert _sha(csv.read_bytes()) == entry.csv_sha256, entry.name
            checked += 1
    assert checked >= 5  # 3 official JSONL + at least the NewsNLI and StressTest conversions


# ------------------------------------------------------------ the command line


def _official_three(server: Server) -> tuple[str, ...]:
    """Serve the real official JSONL files this checkout has (their true checksums)."""
    names = ("RTE_Quant", "RedditNLI", "AWPNLI")
    if not all((SHARED / f"{n}.jsonl").is_file() for n in names):
        pytest.skip("../shared/equate is not beside the checkout")
    for n in names:
        server.put(n, (SHARED / f"{n}.jsonl").read_bytes())
    return names


def test_cli_fetch_verifies_the_official_checksums(server: Server, tmp_path: Path, capsys) -> None:
    from qreas.cli import main

    names = _official_three(server)
    dest = tmp_path / "data"
    args = ["data", "fetch", "--dir", str(dest), "--base-url", server.base_url, "--sets", ",".join(names)]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert all(f"{n}" in out for n in names) and "official-jsonl" in out
    assert sorted(p.name for p in dest.iterdir()) == ["AWPNLI.jsonl", "MANIFEST.json", "RTE_Quant.jsonl",
                                                      "RedditNLI.jsonl"]  # fmt: skip
    # a second run downloads nothing
    n_requests = len(server.requests)
    assert main(args) == 0 and len(server.requests) == n_requests
    assert "present" in capsys.readouterr().out


def test_cli_fetch_corrupted_file_exits_1_and_keeps_the_good_ones(server: Server, tmp_path: Path, capsys):
    from qreas.cli import main

    _official_three(server)
    data = bytearray((SHARED / "AWPNLI.jsonl").read_bytes())
    data[1000] ^= 1  # one flipped bit
    server.put("AWPNLI", bytes(data))
    dest = tmp_path / "data"
    status = main(["data", "fetch", "--dir", str(dest), "--base-url", server.base_url,
                   "--sets", "RTE_Quant,AWPNLI", "--quiet"])  # fmt: skip
    captured = capsys.readouterr()
    assert status == 1
    assert "AWPNLI" in captured.err and "sha256" in captured.err
    assert (dest / "RTE_Quant.jsonl").is_file() and not (dest / "AWPNLI.jsonl").exists()
    assert [p.name for p in dest.iterdir() if p.name.startswith(".")] == []  # no temp file left


def test_cli_fetch_from_local_copies_then_score_equate(tmp_path: Path, capsys, monkeypatch) -> None:
    from qreas.cli import main

    if not (SHARED / "derived_csv").is_dir():
        pytest.skip("../shared/equate is not beside the checkout")
    dest = tmp_path / "data"
    assert main(["data", "fetch", "--from", str(SHARED), "--dir", str(dest)]) == 0
    out = capsys.readouterr().out
    assert out.count("official-jsonl") == 3 and out.count("csv-conversion") == 2
    assert "unverified" not in out
    # `score equate` reads the five sets from the data folder, in the paper's order; to
    # keep this test fast the stored files are cut to their first three lines
    for p in dest.iterdir():
        if p.suffix in (".jsonl", ".csv"):
            head = p.read_text(encoding="utf-8").splitlines(keepends=True)[:3]
            p.write_text("".join(head), encoding="utf-8")
    monkeypatch.setenv("QREAS_DATA_DIR", str(dest))
    assert main(["score", "equate", "--json", "--quiet"]) == 0
    sets = json.loads(capsys.readouterr().out)["sets"]
    assert [s["name"] for s in sets] == list(NAMES)
    assert [s["classes"] for s in sets] == [2, 2, 3, 3, 2]
    assert main(["score", "--all", "--data-dir", str(tmp_path / "none"), "--quiet"]) == 2
    assert "qreas data fetch" in capsys.readouterr().err
