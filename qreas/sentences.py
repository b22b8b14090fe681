"""Splitting a document premise into sentences (the first step of document reading).

Why not spaCy's parser or ``sentencizer``: a premise's sentences are parsed one by one
(each parse is cached and reused, and the cost grows linearly with the text), so the
boundaries are needed *before* parsing; the rule-based ``sentencizer`` splits after
abbreviations' periods and between a period and its closing quote. The rule here: a
sentence ends at ``.``, ``!`` or ``?`` (with any closing quotes and brackets) followed by
white space and a capital letter, a digit or an opening quote/bracket, unless the word
before the period is an initial or an abbreviation of ``lexicons/abbreviations.tsv``
(titles never end a sentence; other abbreviations only before a capital). A blank line
always ends a sentence (headings, list items).

The split keeps every character: ``text[s.start:s.end] == s.text`` for each sentence.
"""

from __future__ import annotations

import functools
import re

from qreas.lexicon import lines
from qreas.types import Sentence

# a candidate end: terminal punctuation, closing quotes/brackets, then white space
_END = re.compile(r"""[.!?]+["'”’)\]]*(?=\s)""")
_NEXT = re.compile(r"""\s+(?=["'“‘(\[]?[A-Z0-9])""")
_BLANK_LINE = re.compile(r"\n[ \t]*\n\s*")
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.")


def _word_before(text: str, dot: int) -> str:
    """The letters and periods just before ``dot`` ("Dr", "U.S"): walked back from the
    period, not searched from the text's start (a search over the text before each
    period made a long source's splitting quadratic)."""
    k = dot
    while k > 0 and text[k - 1] in _WORD_CHARS:
        k -= 1
    return text[k:dot]


@functools.cache
def _abbreviations() -> dict[str, str]:
    """Abbreviation (lower case, inner periods kept) -> "title" | "other"."""
    return {f[0].lower(): f[1] for f in lines("abbreviations.tsv")}


def _ends_here(text: str, dot: int, after: int) -> bool:
    """Whether the period at ``dot`` ends a sentence; ``after`` is where the next
    sentence would start."""
    before = _word_before(text, dot)
    if not before:
        return True
    word = before.strip(".").lower()
    if len(word) == 1 and text[dot - 1].isupper():
        return False  # an initial: "J. R. Smith"
    cls = _abbreviations().get(word)
    if cls == "title":
        return False
    if cls == "other":
        return text[after : after + 1].isupper()
    return True


def _spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences of one block (no blank lines inside)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _END.finditer(text):
        nxt = _NEXT.match(text, m.end())
        if nxt is None:
            continue
        first_dot = m.start()
        if text[first_dot] == "." and not _ends_here(text, first_dot, nxt.end()):
            continue
        spans.append((start, m.end()))
        start = nxt.end()
    if text[start:].strip():
        spans.append((start, len(text.rstrip())))
    return spans


def split_sentences(text: str) -> list[Sentence]:
    """The sentences of ``text`` with their character offsets (white space between
    sentences is dropped; nothing else is)."""
    out: list[Sentence] = []
    block_start = 0
    blocks = [*_BLANK_LINE.finditer(text), None]
    for sep in blocks:
        block_end = sep.start() if sep is not None else len(text)
        block = text[block_start:block_end]
        lead = len(block) - len(block.lstrip())
        for a, b in _spans(block[lead:]):
            s, e = block_start + lead + a, block_start + lead + b
            out.append(Sentence(len(out), text[s:e], s, e))
        if sep is not None:
            block_start = sep.end()
    return out


@functools.lru_cache(maxsize=65536)
def sentence_count(text: str) -> int:
    """How many sentences ``split_sentences`` finds: asked for every pair of a run (is
    the premise a document?) by the parent and again by its workers, which inherit
    what the parent counted."""
    return len(split_sentences(text))
