"""Dask: a LocalCluster of 2 worker processes gives the predictions of --jobs 1, in
input order, even when a worker is killed mid-run. Skipped without the dask extra."""

from __future__ import annotations

import json
import os
import signal
import sqlite3

import pytest
from conftest import extra

distributed = extra("distributed")
extra("dask.dataframe")

from qreas.cli import main  # noqa: E402
from qreas.config import DEFAULT  # noqa: E402
from qreas.dask import plugin_name, predict_dataframe, predict_pairs_dask  # noqa: E402
from qreas.datasets import EQUATE_FILES, read_dataset  # noqa: E402
from qreas.reasoner import Reasoner  # noqa: E402

N_PAIRS = int(os.environ.get("QREAS_DASK_PAIRS", "1000"))


def key(r):
    """What identifies a decision and the pair it belongs to."""
    return (r.label, r.reason, tuple(str(q) for q in r.hypothesis_quantities))


@pytest.fixture(scope="module")
def pairs(equate_dir):
    """N_PAIRS (1,000) pairs spread evenly over the five EQUATE files."""
    every = [(e.premise, e.hypothesis) for f in EQUATE_FILES for e in read_dataset(equate_dir / f).examples]
    return every[:: len(every) // N_PAIRS][:N_PAIRS]


@pytest.fixture(scope="module")
def reference(reasoner, pairs):
    return [key(r) for r in reasoner.predict_many(pairs, jobs=1)]


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    )
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


def test_two_workers_equal_one_job(client, pairs, reference):
    seen = []
    results = predict_pairs_dask(pairs, "", client=client, progress=lambda d, t: seen.append((d, t)))
    assert len(pairs) == N_PAIRS
    assert [key(r) for r in results] == reference
    assert seen[-1] == (len(pairs), len(pairs))
    # both workers decided partitions (one Reasoner each, from the plugin)
    name = plugin_name(DEFAULT, None, True)
    loaded = client.run(lambda dask_worker: dask_worker.plugins[name].reasoner is not None)
    assert list(loaded.values()) == [True, True]


def test_a_killed_worker_loses_no_row(client, pairs, reference):
    part = pairs[:300]
    pids = client.run(os.getpid)
    killed: list[int] = []

    def kill_one(done, total):
        if killed:
            return
        busy = [w for w, keys in client.processing().items() if keys]
        victim = busy[0] if busy else next(iter(pids))
        os.kill(pids[victim], signal.SIGKILL)
        killed.append(pids[victim])

    results = predict_pairs_dask(part, "", client=client, progress=kill_one, partition=10)
    assert killed  # a worker was killed after the first partition came back
    assert len(results) == len(part)
    assert [key(r) for r in results] == reference[: len(part)]  # every row once, in order
    client.wait_for_workers(2, timeout=120)  # the nanny restarted it
    assert killed[0] not in client.run(os.getpid).values()


def test_predict_dataframe_keeps_rows_and_order(client, pairs, reference):
    import dask.dataframe as dd
    import pandas as pd

    some = pairs[::10][:100]
    frame = pd.DataFrame({"p": [p for p, _ in some], "h": [h for _, h in some], "id": range(len(some))})
    out = predict_dataframe(dd.from_pandas(frame, npartitions=3), premise="p", hypothesis="h").compute()
    assert list(out["id"]) == list(range(len(some)))
    assert list(out["prediction"]) == [reference[k][0] for k in range(0, 1000, 10)][: len(some)]
    assert out["error"].isna().all()
    assert all(isinstance(json.loads(x), list) for x in out["equations"])


def test_shared_cache_directory_is_safe(client, pairs, tmp_path):
    """Two workers write one SQLite parse cache at once; it stays whole and is reused."""

    class Settings:  # what predict_pairs_dask takes from a Reasoner: its cache settings
        cache_dir, use_cache = tmp_path / "cache", True

    part = pairs[200:400]
    first = predict_pairs_dask(part, "", client=client, reasoner=Settings(), partition=10)
    db = sqlite3.connect(tmp_path / "cache" / "parses-v2.sqlite")
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    # every sentence parsed is stored once: the pairs' texts (a document premise as its
    # sentences) and, for documents, the readings put together from them
    distinct = set(Reasoner().texts_to_parse(part))
    assert db.execute("SELECT COUNT(*) FROM docs").fetchone()[0] >= len(distinct)
    chunks = db.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]
    again = predict_pairs_dask(part, "", client=client, reasoner=Settings(), partition=10)
    assert [key(r) for r in again] == [key(r) for r in first]
    # the second run read every parse from the cache: nothing new was stored
    assert db.execute("SELECT COUNT(*) FROM chunks").fetchone()[0] == chunks


def test_command_line_dask(client, equate_dir, tmp_path, capsys):
    rows = read_dataset(equate_dir / "AWPNLI.jsonl").examples[:40]
    data = tmp_path / "u.jsonl"
    data.write_text("".join(json.dumps({"premise": e.premise, "hypothesis": e.hypothesis}) + "\n" for e in rows))  # noqa: E501
    one, many = tmp_path / "one.jsonl", tmp_path / "many.jsonl"
    assert main(["predict", "--file", str(data), "--out", str(one), "--quiet"]) == 0
    address = client.scheduler.address
    assert main(["predict", "--file", str(data), "--out", str(many), "--quiet", "--dask", address]) == 0
    assert one.read_text() == many.read_text()
    capsys.readouterr()
    scored = tmp_path / "AWPNLI.jsonl"
    scored.write_text("\n".join((equate_dir / "AWPNLI.jsonl").read_text().splitlines()[:40]) + "\n")
    assert main(["score", str(scored), "--json", "--quiet", "--dask", address]) == 0
    dask_score = json.loads(capsys.readouterr().out)["sets"][0]["accuracy"]
    assert main(["score", str(scored), "--json", "--quiet"]) == 0
    assert json.loads(capsys.readouterr().out)["sets"][0]["accuracy"] == dask_score
    assert main(["predict", "--file", str(data), "--dask", "local:0"]) == 2
    assert main(["predict", "--file", str(data), "--dask", address, "--jobs", "2"]) == 2
    assert "exclude each other" in capsys.readouterr().err
