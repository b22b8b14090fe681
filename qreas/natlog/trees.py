"""A parsed sentence's dependency tree as integers, computed once per sentence.

The alignment (maximal free subtrees) and the polarity marker (operator scopes) walk
the tree of every sentence of a pair many times. spaCy builds a new Python ``Token``
object on every access (``doc[i]``, ``t.head``, ``t.children``), so walking Tokens is
most of the cost of a decision; these tables are read once from the Doc's arrays
instead, and kept per Doc (a premise recurs across the pairs of a dataset).
"""

from __future__ import annotations

import functools
from typing import Any


@functools.lru_cache(maxsize=8192)  # per Doc
def heads(doc: Any) -> tuple[int, ...]:
    """Each token's head (the root is its own head), from the Doc's HEAD array
    (offsets relative to the token, stored unsigned)."""
    if len(doc) == 0:
        return ()
    rel = doc.to_array("HEAD").astype("int64").tolist()
    return tuple(i + r for i, r in enumerate(rel))


@functools.lru_cache(maxsize=8192)  # per Doc
def children(doc: Any) -> tuple[tuple[int, ...], ...]:
    """Each token's children, in sentence order."""
    out: list[list[int]] = [[] for _ in range(len(doc))]
    for i, h in enumerate(heads(doc)):
        if h != i:
            out[h].append(i)
    return tuple(tuple(x) for x in out)


@functools.lru_cache(maxsize=8192)  # per Doc
def bottom_up(doc: Any) -> tuple[int, ...]:
    """The tokens ordered children before their heads: a breadth-first walk down from
    the roots, reversed (without recursion: a hostile sentence may nest deeper than the
    stack)."""
    hs, kids = heads(doc), children(doc)
    order = [i for i, h in enumerate(hs) if h == i]
    k = 0
    while k < len(order):
        order.extend(kids[order[k]])
        k += 1
    return tuple(reversed(order))


@functools.lru_cache(maxsize=65536)  # per token of a Doc: operators ask for a few tokens' subtrees
def _subtree(doc: Any, i: int) -> frozenset[int]:
    kids = children(doc)
    out, todo = [i], [i]
    while todo and len(out) <= len(kids):  # a malformed (cyclic) parse ends the walk
        nxt = kids[todo.pop()]
        out.extend(nxt)
        todo.extend(nxt)
    return frozenset(out)


def subtree(t: Any) -> frozenset[int]:
    """A token's subtree as token indices (``Token.subtree``), walked down its children
    on first need: most of a long sentence's subtrees are never asked for."""
    return _subtree(t.doc, t.i)
