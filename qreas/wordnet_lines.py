"""One WordNet ``data.*`` line read into NLTK's ``Synset``, as NLTK reads it, faster.

Reading synsets is most of WordNet's cost to the engine (about a tenth of a warm
EQUATE run): the hypernym walks of the lexical relations read every synset above a
word, and the synsets near the top list hundreds of hyponyms each. NLTK's reader
takes a line's fields one function call at a time and runs three regular
expressions, with NLTK 3.10's timeouts, per synset and per lemma. This reads the
same fields by position (wndb(5): offset, lexicographer file, type, word count, words
and lex ids, pointer count, pointers as four fields each, verb frames, then ``|`` and
the gloss) into the same objects: ``tests/test_resources.py`` compares every synset of
WordNet 3.0 with NLTK's own reading.
"""

from __future__ import annotations

import re
from typing import Any

# NLTK's: quoted examples are cut out of the gloss to leave the definition
_QUOTED = re.compile(r"[\"].*?[\"]")
_EXAMPLE = re.compile(r'"([^"]*)"')


def _marker(name: str) -> tuple[str, str | None]:
    """A word and its syntactic marker ("galore(ip)" -> "galore", "(ip)"): a last
    parenthesised part without parentheses inside, NLTK's ``(.*?)(\\([^()]*\\))?$``."""
    if name.endswith(")"):
        cut = name.rfind("(")
        if cut >= 0 and "(" not in name[cut + 1 : -1] and ")" not in name[cut + 1 : -1]:
            return name[:cut], name[cut:]
    return name, None


def synset_from_line(reader: Any, line: str) -> Any:
    """The ``Synset`` of one data line (NLTK's ``_synset_from_pos_and_line``)."""
    from nltk.corpus.reader.wordnet import ADJ_SAT, VERB_FRAME_STRINGS, Lemma, Synset, WordNetError

    synset = Synset(reader)
    try:
        columns, gloss = line.strip().split("|")
        if '"' in gloss:
            synset._examples.extend(_EXAMPLE.findall(gloss))
            gloss = _QUOTED.sub("", gloss)
        synset._definition = gloss.strip().strip("; ")
        f = columns.split()
        synset._offset = int(f[0])
        lexname_index = int(f[1])
        synset._lexname = reader._lexnames[lexname_index]
        synset._pos = f[2]
        k = 4
        for _ in range(int(f[3], 16)):
            name, marker = _marker(f[k])
            lemma = Lemma(reader, synset, name, lexname_index, int(f[k + 1], 16), marker)
            synset._lemmas.append(lemma)
            synset._lemma_names.append(lemma._name)
            k += 2
        n_pointers = int(f[k])
        quads = f[k + 1 : k + 1 + 4 * n_pointers]
        if len(quads) != 4 * n_pointers:
            raise ValueError("fewer pointers than counted")
        pointers, lemma_pointers, lemmas = synset._pointers, synset._lemma_pointers, synset._lemmas
        for symbol, offset, pos, ids in zip(quads[0::4], quads[1::4], quads[2::4], quads[3::4], strict=True):
            if ids == "0000":
                pointers[symbol].add((pos, int(offset)))
            else:
                source = lemmas[int(ids[:2], 16) - 1]._name
                lemma_pointers[source, symbol].append((pos, int(offset), int(ids[2:], 16) - 1))
        k += 1 + 4 * n_pointers
        if k < len(f):
            for _ in range(int(f[k])):
                if f[k + 1] != "+":
                    raise ValueError(f"verb frame without '+': {f[k + 1]!r}")
                number, which = int(f[k + 2]), int(f[k + 3], 16)
                if which == 0:  # all words of the synset
                    synset._frame_ids.append(number)
                    targets = lemmas
                else:
                    targets = [lemmas[which - 1]]
                for lemma in targets:
                    lemma._frame_ids.append(number)
                    lemma._frame_strings.append(VERB_FRAME_STRINGS[number] % lemma._name)
                k += 3
    except (ValueError, IndexError) as e:
        raise WordNetError(f"line {line!r}: {e}") from e

    for lemma in synset._lemmas:  # sense keys (need the pointers: a satellite's head)
        if synset._pos == ADJ_SAT:
            head = synset.similar_tos()[0]._lemmas[0]
            head_name, head_id = head._name, f"{head._lex_id:02d}"
        else:
            head_name = head_id = ""
        number = reader._pos_numbers[synset._pos]
        key = f"{lemma._name}%{number}:{lemma._lexname_index:02d}:{lemma._lex_id:02d}:{head_name}:{head_id}"
        lemma._key = key.lower()

    first = synset._lemmas[0]._name.lower()
    sense = reader._lemma_pos_offset_map[first][synset._pos].index(synset._offset) + 1
    synset._name = f"{first}.{synset._pos}.{sense:02d}"
    return synset
