"""Parquet input: the rows of a ``.parquet`` file, for ``qreas.datasets``.

Why a separate module: pyarrow is an optional extra (``pip install qreas[parquet]``),
imported only when a Parquet file is read. The columns are the CSV ones
(``premise``/``sentence1``, ``hypothesis``/``sentence2``, ``label``/``gold_label``,
matched case-insensitively); integer label columns need ``--label-map`` as in any
other file. A row's "line" is its 1-based row number (Parquet has no header line).
"""

from __future__ import annotations

from pathlib import Path

from qreas.datasets import DatasetError

NO_PYARROW = "reading Parquet needs pyarrow: pip install 'qreas[parquet]' (or pip install pyarrow)"


def parquet_rows(path: Path) -> list[tuple[int, dict | str]]:
    """(row number, row dict) for each row; a missing value is ``None``."""
    if not path.exists():
        raise DatasetError(f"{path}: no such file")
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise DatasetError(f"{path}: {NO_PYARROW}") from None
    try:
        table = pq.read_table(path)
    except (OSError, ValueError) as e:  # pyarrow's ArrowInvalid is a ValueError
        raise DatasetError(f"{path}: not a readable Parquet file ({e})") from None
    names = [n.strip().lower() for n in table.column_names]
    columns = [table.column(k).to_pylist() for k in range(table.num_columns)]
    return [
        (k + 1, dict(zip(names, values, strict=True)))
        for k, values in enumerate(zip(*columns, strict=True))
    ]
