"""The on-disk store of the quantities read from each sentence (qreas.quantitycache)."""

from __future__ import annotations

import qreas.reasoner as reasoner_module
from qreas import Config, Reasoner
from qreas.quantitycache import FILE, code_id, config_id

PAIRS = [
    ("Ana planted 12 oaks and 9 elms.", "Ana planted 21 trees."),
    ("The ferry carried 340 passengers.", "The ferry carried fewer than 300 passengers."),
]


def _counting(monkeypatch):
    calls = []
    original = reasoner_module.parse_doc

    def counting(*args, **kwargs):
        calls.append(args[0].text)
        return original(*args, **kwargs)

    monkeypatch.setattr(reasoner_module, "parse_doc", counting)
    return calls


def test_a_second_run_reads_the_stored_quantities(tmp_path, monkeypatch):
    calls = _counting(monkeypatch)
    first = Reasoner(cache_dir=tmp_path).predict_many(PAIRS)
    assert len(calls) == 4 and (tmp_path / FILE).exists()
    calls.clear()
    second = Reasoner(cache_dir=tmp_path).predict_many(PAIRS)
    assert calls == []
    assert [p.label for p in second] == [p.label for p in first] == ["entailment", "contradiction"]
    assert [p.premise_quantities for p in second] == [p.premise_quantities for p in first]


def test_another_config_reads_the_sentences_again(tmp_path, monkeypatch):
    calls = _counting(monkeypatch)
    Reasoner(cache_dir=tmp_path).predict_many(PAIRS)
    calls.clear()
    Reasoner(Config(approx_fraction=0.05), cache_dir=tmp_path).predict_many(PAIRS)
    assert len(calls) == 4


def test_without_the_cache_nothing_is_stored(tmp_path):
    Reasoner(cache_dir=tmp_path, use_cache=False).predict_many(PAIRS)
    assert not (tmp_path / FILE).exists()


def test_an_unreadable_store_is_read_around(tmp_path):
    (tmp_path / FILE).write_bytes(b"not a database")
    preds = Reasoner(cache_dir=tmp_path).predict_many(PAIRS)
    assert [p.label for p in preds] == ["entailment", "contradiction"]


def test_keys_do_not_depend_on_set_order():
    a = Config(disabled=frozenset({"wordnet", "verbal"}))
    b = Config(disabled=frozenset({"verbal", "wordnet"}))
    assert config_id(a) == config_id(b) != config_id(Config())
    assert code_id() == code_id() and len(code_id()) == 20


def test_the_store_keeps_the_readings_of_the_last_engines_only(tmp_path):
    """Readings of an older engine can never be read again: storing drops those of
    engines that stored before the last ``VERSIONS_KEPT`` (the store does not grow with
    every edit), and keeps the newer ones readable."""
    import sqlite3

    from qreas.quantitycache import VERSIONS_KEPT, QuantityStore

    store = QuantityStore(tmp_path, "prefix")
    for k in range(VERSIONS_KEPT + 2):
        store.put_many([(f"sentence {k}", ())], code=f"engine-{k}")
    store.close()
    db = sqlite3.connect(tmp_path / FILE)
    codes = {c for (c,) in db.execute("SELECT code FROM quantities")}
    db.close()
    assert codes == {f"engine-{k}" for k in range(2, VERSIONS_KEPT + 2)}
    store = QuantityStore(tmp_path, "prefix")
    assert set(store.get_many([f"sentence {k}" for k in range(VERSIONS_KEPT + 2)])) == {
        f"sentence {k}" for k in range(2, VERSIONS_KEPT + 2)
    }
    store.close()
