"""Python's cyclic garbage collector around the engine's bulk work.

The collector's full passes walk every tracked object. A run builds many objects that
live to its end (parsed Docs, WordNet's index and synsets, the memo tables of the
lexical relations), so a full pass grows with the run and CPython 3.11 starts one each
time the long-lived heap has grown by a quarter: measured with ``gc.callbacks``, about
a tenth of a worker's time on EQUATE went to passes that found almost nothing. Two
remedies, neither of which changes a result (reference counting still frees every
object that is not in a cycle, at once):

- ``paused``: no cyclic collection while loading data that will all stay alive (the
  WordNet index, a cache's Docs): there is no garbage to find in it.
- ``settle``: in a worker process (ours alone, never the caller's), between units
  of work (64 pairs): collect once, then move what survived into the collector's
  permanent generation (``gc.freeze``), and no automatic passes in between. A pass
  then walks only what one unit built, and a unit's cycles live until its end.
  Cycles among frozen objects that die later are not reclaimed: the survivors are the
  run's caches, which live to its end.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """No cyclic collection inside the block (restored as it was after)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def settle() -> None:
    """Collect the cycles a unit of work left, and freeze what survived; no collection
    in between (workers only: the process is ours)."""
    gc.disable()
    gc.collect()
    gc.freeze()
