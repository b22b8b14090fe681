"""Progress bars for long runs (scoring, predicting, fetching), through tqdm.

Why tqdm: a well-kept library draws the bar, rate and ETA; qreas only decides when
to show one: on a terminal (``stream.isatty()``) and not ``--quiet``. On a pipe, in a
file or in CI logs nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO


def shown(stream: TextIO, quiet: bool = False) -> bool:
    """Whether a bar may be drawn on ``stream``."""
    return not quiet and bool(getattr(stream, "isatty", lambda: False)())


@contextmanager
def pair_progress(
    stream: TextIO, quiet: bool = False, unit: str = "pair"
) -> Iterator[Callable[[int, int], None]]:
    """A ``progress(done, total)`` callback for ``Reasoner.predict_many``, drawing one
    bar on ``stream`` while the block runs (a no-op off a terminal)."""
    if not shown(stream, quiet):
        yield lambda done, total: None
        return
    from tqdm import tqdm

    bar = tqdm(total=0, file=stream, unit=unit, dynamic_ncols=True, mininterval=0.2, leave=True)

    def update(done: int, total: int) -> None:
        if bar.total != total:
            bar.total = total
        bar.update(done - bar.n)

    try:
        yield update
    finally:
        bar.close()


class ByteProgress:
    """``progress(name, done, total)`` for downloads: one bar per file, in bytes."""

    def __init__(self, stream: TextIO, quiet: bool = False) -> None:
        self.stream = stream
        self.enabled = shown(stream, quiet)
        self.bars: dict[str, object] = {}

    def __call__(self, name: str, done: int, total: int | None) -> None:
        if not self.enabled:
            return
        from tqdm import tqdm

        bar = self.bars.get(name)
        if bar is None:
            bar = self.bars[name] = tqdm(
                total=total, desc=name, file=self.stream, unit="B", unit_scale=True, dynamic_ncols=True
            )
        assert isinstance(bar, tqdm)
        bar.update(done - bar.n)
        if total and done >= total:
            bar.close()

    def close(self) -> None:
        for bar in self.bars.values():
            bar.close()  # type: ignore[attr-defined]
