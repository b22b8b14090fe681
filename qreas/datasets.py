"""Reading EQUATE-style files: JSONL (the official release) and CSV/TSV with a header.

A bad row never stops a run: it becomes a ``BadRow`` (``FILE:LINE: reason``) and is
skipped, unless ``strict``. A file that cannot be read at all raises
``DatasetError``. Decisions:
- blank lines are skipped silently; UTF-8 with or without BOM; any line ending;
- a row without a gold label is a bad row when scoring (``labelled=True``); for
  ``qreas predict --file`` (``labelled=False``) the label column is optional, and a
  label that is present is still read and checked;
- labels are read by ``qreas.labels.normalize_label``: case-insensitive
  entailment / neutral / contradiction, the 2-class ``non-entailment`` (also
  ``not_entailment``, ``not-entailment``), and integers only through an explicit
  ``--label-map`` (an unmapped integer is a bad row naming the option);
- a file with any 2-class gold label is scored 2-class (entailment vs not), since a
  3-class exact match cannot be judged against it; ``--classes 3`` on such a file is
  an error naming the first such row;
- ``line`` is the physical line where the row starts (1-based; the header is line 1
  of a CSV).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from qreas.labels import NON_ENTAILMENT, LabelError, normalize_label

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


class DatasetError(Exception):
    """The file cannot be read, or (strict mode) a row is bad: ``FILE:LINE: reason``."""


class BadRowError(DatasetError):
    """Strict mode: a bad row (the file itself was readable)."""


@dataclass(frozen=True)
class Example:
    premise: str
    hypothesis: str
    gold: str | None  # canonical label (qreas.labels); None in an unlabelled file
    line: int  # physical line in the file where the row starts (1-based)
    index: int  # 0-based position among the data rows
    pattern: str | None = None  # generated suite rows: the pattern and its phenomenon
    phenomenon: str | None = None


@dataclass(frozen=True)
class BadRow:
    path: str
    line: int
    reason: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.reason}"


@dataclass(frozen=True)
class Dataset:
    name: str
    path: str
    classes: int
    examples: tuple[Example, ...]
    bad_rows: tuple[BadRow, ...]


def set_identity(path: str | Path, classes: int | None = None) -> tuple[str, int]:
    """(name, classes): from the file name for the five EQUATE sets, else the stem and
    ``classes`` (default 3)."""
    stem = Path(path).name.split(".")[0]
    known = EQUATE_SETS.get(stem.lower())
    if known is not None:
        return known
    return stem, classes or 3


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
        raise DatasetError(f"{path}: cannot read ({e.strerror})") from None


def _pick(row: dict, keys: tuple[str, ...]) -> object:
    for k in keys:
        if k in row:
            return row[k]
    return None


def _example(
    row: dict, line: int, index: int, label_map: Mapping[str, str] | None, labelled: bool
) -> Example | str:
    """An Example, or the reason the row is bad."""
    premise, hypothesis, gold = (
        _pick(row, PREMISE_KEYS),
        _pick(row, HYPOTHESIS_KEYS),
        _pick(row, LABEL_KEYS),
    )
    for name, value in (("premise", premise), ("hypothesis", hypothesis)):
        if value is None:
            return f"missing field '{name}'"
        if not isinstance(value, str):
            return f"field '{name}' is not text"
    assert isinstance(premise, str) and isinstance(hypothesis, str)
    if not premise.strip():
        return "empty premise"
    if not hypothesis.strip():
        return "empty hypothesis"
    meta = (_text_or_none(row.get("pattern")), _text_or_none(row.get("phenomenon")))
    if gold is None or (not labelled and isinstance(gold, str) and not gold.strip()):
        return "missing field 'label'" if labelled else Example(premise, hypothesis, None, line, index, *meta)
    try:
        label = normalize_label(gold, label_map)
    except LabelError as e:
        return str(e)
    return Example(premise, hypothesis, label, line, index, *meta)


def _text_or_none(value: object) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def read_dataset(
    path: str | Path,
    classes: int | None = None,
    strict: bool = False,
    label_map: Mapping[str, str] | None = None,
    labelled: bool = True,
) -> Dataset:
    """Read a JSONL or CSV/TSV file of (premise, hypothesis, label) rows.

    ``label_map`` gives integer (or other) labels their meaning
    (``qreas.labels.parse_label_map``); ``labelled=False`` reads files without gold
    labels (``Example.gold`` is then ``None`` where a row has none)."""
    p = Path(path)
    if label_map:  # a map given in Python may use aliases and integer keys, like --label-map
        label_map = {str(k).strip().lower(): normalize_label(v) for k, v in label_map.items()}
    rows = _rows(p)
    examples: list[Example] = []
    bad: list[BadRow] = []
    for line, row in rows:
        result = _example(row, line, len(examples), label_map, labelled) if isinstance(row, dict) else row
        if isinstance(result, Example):
            examples.append(result)
            continue
        b = BadRow(str(p), line, result)
        if strict:
            raise BadRowError(str(b))
        bad.append(b)
    name, n_classes = _identity(p, classes, examples)
    return Dataset(name, str(p), n_classes, tuple(examples), tuple(bad))


def read_rows(path: str | Path) -> list[tuple[int, dict | str]]:
    """The rows of a JSONL, CSV/TSV or Parquet file, each (line, row dict) or (line,
    reason it is bad)."""
    return _rows(Path(path))


def _rows(p: Path) -> list[tuple[int, dict | str]]:
    """The file's rows, each (line, row dict) or (line, reason it is bad)."""
    if p.suffix.lower() == ".parquet":
        from qreas.parquet import parquet_rows

        return parquet_rows(p)
    text = _read_text(p)
    return _jsonl_rows(text) if p.suffix.lower() in (".jsonl", ".json") else _csv_rows(text, p)


def _identity(p: Path, classes: int | None, examples: list[Example]) -> tuple[str, int]:
    """(name, classes) of a file; 2-class gold labels make it a 2-class file."""
    name, n_classes = set_identity(p, classes)
    two = next((ex for ex in examples if ex.gold == NON_ENTAILMENT), None)
    if two is None:
        return name, n_classes
    if classes == 3:
        raise DatasetError(
            f"{p}:{two.line}: 2-class label {NON_ENTAILMENT!r} in a file scored with --classes 3 "
            "(2-class files are scored entailment vs not; leave out --classes or give --classes 2)"
        )
    return name, 2


def _jsonl_rows(text: str) -> list[tuple[int, dict | str]]:
    out: list[tuple[int, dict | str]] = []
    for k, raw in enumerate(io.StringIO(text), start=1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as e:
            out.append((k, f"bad JSON ({e.msg})"))
            continue
        out.append((k, obj if isinstance(obj, dict) else "not a JSON object"))
    return out


def _csv_rows(text: str, path: Path) -> list[tuple[int, dict | str]]:
    delimiter = "\t" if path.suffix.lower() == ".tsv" else ","
    lines = io.StringIO(text, newline="")
    reader = csv.reader(lines, delimiter=delimiter)
    try:
        header = next(reader)
    except StopIteration:
        return []  # an empty file: no rows
    except csv.Error as e:
        raise DatasetError(f"{path}:1: bad header ({e})") from None
    header = [h.strip().lower() for h in header]
    out: list[tuple[int, dict | str]] = []
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
        if not fields or all(not f.strip() for f in fields):
            continue
        if len(fields) != len(header):
            out.append((line, f"{len(fields)} fields, header has {len(header)}"))
            continue
        out.append((line, dict(zip(header, fields, strict=True))))
    return out
