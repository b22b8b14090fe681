"""Reading EQUATE-style files: JSONL (the official release) and CSV/TSV with a header.

A bad row never stops a run: it becomes a ``BadRow`` (``FILE:LINE: reason``) and is
skipped, so one malformed line in a 7,596-row file costs one row, not the run. With
``strict=True`` the first bad row raises ``BadRowError`` instead. A file that cannot
be read at all (missing, a directory, not UTF-8, no premise/hypothesis columns)
raises ``DatasetError``; callers map that to "unusable input" (the CLI: exit 2).

Decisions:
- Format: ``.jsonl`` / ``.json`` / ``.ndjson`` are JSON lines, ``.csv`` comma- and
  ``.tsv`` / ``.tab`` tab-separated. Any other extension is sniffed: JSON lines when
  the first non-blank character is ``{`` or ``[``, else a CSV whose delimiter is a
  tab if the header line has one.
- Text: UTF-8 with or without BOM; ``\\n`` or ``\\r\\n`` line endings; blank lines
  (and blank CSV records) are skipped silently and are not data rows.
- Labels: entailment / neutral / contradiction, matched case-insensitively and around
  whitespace, stored lower case. Anything else (including SNLI's "-") is a bad row.
- Unlabeled files: a file in which *no* row carries a label (a CSV header without a
  ``label`` / ``gold_label`` column; a JSONL file in which no object has one of those
  keys) is read as unlabeled: every ``Example.gold`` is ``None``, so the engine can be
  run over new data. In a labeled file a row without its label is a bad row: a
  half-labeled file is far more likely a broken export than a deliberate mix.
- ``line`` is the 1-based physical line where the row starts (a CSV header is line 1;
  a quoted multi-line field keeps the line where its record starts). ``index`` is the
  0-based position among the data rows, bad ones included, so it identifies the row
  in the file (it equals EQUATE's ``sample_index``) even when other rows are skipped.
- Set name and class count: the five EQUATE files are recognised by their stem, in
  any case (``rte_quant.csv`` is RTE_Quant, 2 classes), whatever ``classes`` says;
  other files are named by their stem and take ``classes`` (default 3).
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qreas.types import LABELS

# The five EQUATE test sets: file stem (lower case) -> (name, classes)
EQUATE_SETS = {
    "rte_quant": ("RTE_Quant", 2),
    "newsnli": ("NewsNLI", 2),
    "redditnli": ("RedditNLI", 3),
    "stresstest": ("StressTest", 3),
    "awpnli": ("AWPNLI", 2),
}
# The five test sets inside an EQUATE folder as distributed here (official JSONL where
# available, else the faithful CSV conversions), in the paper's order.
EQUATE_FILES = (
    "RTE_Quant.jsonl",
    "derived_csv/NewsNLI.csv",
    "RedditNLI.jsonl",
    "derived_csv/StressTest.csv",
    "AWPNLI.jsonl",
)
PREMISE_KEYS = ("sentence1", "premise")
HYPOTHESIS_KEYS = ("sentence2", "hypothesis")
LABEL_KEYS = ("gold_label", "label")
DEFAULT_CLASSES = 3

_JSONL_SUFFIXES = (".jsonl", ".json", ".ndjson")
_DELIMITERS = {".csv": ",", ".tsv": "\t", ".tab": "\t"}


class DatasetError(Exception):
    """The file cannot be used: unreadable, or not a premise/hypothesis table."""


class BadRowError(DatasetError):
    """Strict mode: the first bad row (message ``FILE:LINE: reason``).

    A subclass so callers can tell "this file has a bad row" (the data's fault, exit
    1 in the CLI) from "this file cannot be read" (exit 2).
    """

    def __init__(self, bad_row: BadRow) -> None:
        super().__init__(str(bad_row))
        self.bad_row = bad_row


@dataclass(frozen=True)
class Example:
    """One usable (premise, hypothesis, gold) row; ``gold`` is None in unlabeled files."""

    premise: str
    hypothesis: str
    gold: str | None
    line: int  # physical line in the file where the row starts (1-based)
    index: int  # 0-based position among the data rows (bad rows included)


@dataclass(frozen=True)
class BadRow:
    """A skipped row and why, printed the way compilers print errors: FILE:LINE: reason."""

    path: str
    line: int
    reason: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.reason}"


@dataclass(frozen=True)
class Dataset:
    """A read file: its usable rows and the rows that were skipped."""

    name: str
    path: str
    classes: int
    examples: tuple[Example, ...]
    bad_rows: tuple[BadRow, ...]

    @property
    def labeled(self) -> bool:
        """True unless the file carries no labels at all (see the module docstring)."""
        return not self.examples or any(e.gold is not None for e in self.examples)


def set_identity(path: str | Path, classes: int | None = None) -> tuple[str, int]:
    """(name, classes): from the file name for the five EQUATE sets, else the stem and
    ``classes`` (default 3). The official scorer's class count is a property of the
    set, so a known set ignores ``classes`` rather than being scored the wrong way."""
    if classes is not None and classes not in (2, 3):
        raise ValueError(f"classes must be 2 or 3, not {classes!r}")
    stem = Path(path).name.split(".")[0]
    known = EQUATE_SETS.get(stem.lower())
    if known is not None:
        return known
    return stem, classes or DEFAULT_CLASSES


def read_dataset(path: str | Path, classes: int | None = None, strict: bool = False) -> Dataset:
    """Read a JSONL or CSV/TSV file of (premise, hypothesis, label) rows.

    Raises ``DatasetError`` when the file cannot be used, and with ``strict`` a
    ``BadRowError`` at the first bad row; otherwise bad rows are collected.
    """
    p = Path(path)
    text = _read_text(p)
    name, n_classes = set_identity(p, classes)
    if _is_jsonl(p, text):
        rows = _jsonl_rows(text)
    else:
        rows = _csv_rows(text, p, _delimiter(p, text))
    labeled = any(isinstance(r, dict) and _has_label(r) for _, r in rows)
    examples: list[Example] = []
    bad: list[BadRow] = []
    for index, (line, row) in enumerate(rows):
        result = _example(row, line, index, labeled) if isinstance(row, dict) else row
        if isinstance(result, Example):
            examples.append(result)
            continue
        b = BadRow(str(p), line, result)
        if strict:
            raise BadRowError(b)
        bad.append(b)
    return Dataset(name, str(p), n_classes, tuple(examples), tuple(bad))


# ------------------------------------------------------------------ file level


def _read_text(path: Path) -> str:
    if not path.exists():
        raise DatasetError(f"{path}: no such file")
    if path.is_dir():
        raise DatasetError(f"{path}: is a directory, not a data file")
    try:
        return path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise DatasetError(f"{path}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    except OSError as e:
        raise DatasetError(f"{path}: cannot read ({e.strerror or e})") from None


def _is_jsonl(path: Path, text: str) -> bool:
    suffix = path.suffix.lower()
    if suffix in _JSONL_SUFFIXES:
        return True
    if suffix in _DELIMITERS:
        return False
    return text.lstrip()[:1] in ("{", "[")


def _delimiter(path: Path, text: str) -> str:
    known = _DELIMITERS.get(path.suffix.lower())
    if known is not None:
        return known
    first = text.lstrip("\r\n").split("\n", 1)[0]
    return "\t" if "\t" in first else ","


# A parsed row: its line and either the field mapping or the reason it is bad.
_Row = tuple[int, dict[str, Any] | str]


def _jsonl_rows(text: str) -> list[_Row]:
    out: list[_Row] = []
    # StringIO splits on "\n" only: U+2028 and friends inside JSON strings stay put
    # (str.splitlines would break the row there). A trailing "\r" is JSON whitespace.
    for k, raw in enumerate(io.StringIO(text), start=1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as e:
            out.append((k, f"bad JSON ({e.msg} at column {e.colno})"))
            continue
        out.append((k, obj if isinstance(obj, dict) else "not a JSON object"))
    return out


def _csv_rows(text: str, path: Path, delimiter: str) -> list[_Row]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    header: list[str] | None = None
    try:
        for fields in reader:
            if any(f.strip() for f in fields):  # blank lines before the header
                header = [h.strip().lower() for h in fields]
                break
    except csv.Error as e:
        raise DatasetError(f"{path}:{reader.line_num}: bad header ({e})") from None
    if header is None:
        return []  # an empty file: no rows
    _check_header(header, path, reader.line_num)
    out: list[_Row] = []
    start = reader.line_num + 1
    while True:
        try:
            fields = next(reader)
        except StopIteration:
            break
        except csv.Error as e:
            out.append((start, f"bad CSV ({e})"))
            start = reader.line_num + 1
            continue
        line, start = start, reader.line_num + 1
        if not any(f.strip() for f in fields):
            continue
        if len(fields) != len(header):
            out.append((line, f"{len(fields)} fields, header has {len(header)}"))
            continue
        out.append((line, dict(zip(header, fields, strict=True))))
    return out


def _check_header(header: list[str], path: Path, line: int) -> None:
    """A header without premise or hypothesis column makes every row unusable: one
    file-level error says so better than one identical error per row."""
    for what, keys in (("premise", PREMISE_KEYS), ("hypothesis", HYPOTHESIS_KEYS)):
        if not any(k in header for k in keys):
            raise DatasetError(
                f"{path}:{line}: header has no {what} column (expected "
                f"{' or '.join(keys)}; found {', '.join(header) or 'nothing'})"
            )


# ------------------------------------------------------------------ row level


def _has_label(row: dict[str, Any]) -> bool:
    return any(k in row for k in LABEL_KEYS)


def _pick(row: dict[str, Any], keys: tuple[str, ...]) -> object:
    for k in keys:
        if k in row:
            return row[k]
    return None


def _example(row: dict[str, Any], line: int, index: int, labeled: bool) -> Example | str:
    """An Example, or the reason the row is bad."""
    fields = [("premise", _pick(row, PREMISE_KEYS)), ("hypothesis", _pick(row, HYPOTHESIS_KEYS))]
    if labeled:
        fields.append(("label", _pick(row, LABEL_KEYS)))
    for name, value in fields:
        if value is None:
            return f"missing field '{name}'"
        if not isinstance(value, str):
            return f"field '{name}' is not text"
    premise, hypothesis = str(fields[0][1]), str(fields[1][1])
    if not premise.strip():
        return "empty premise"
    if not hypothesis.strip():
        return "empty hypothesis"
    if not labeled:
        return Example(premise, hypothesis, None, line, index)
    gold = str(fields[2][1])
    label = gold.strip().lower()
    if label not in LABELS:
        return f"unknown label {gold!r} (expected one of {', '.join(LABELS)})"
    return Example(premise, hypothesis, label, line, index)
