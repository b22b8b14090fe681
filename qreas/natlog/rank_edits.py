"""A superlative of the hypothesis set against the premise's ordinal superlative of the
same scale: "X is the third highest mountain in the country" / "X is the highest
mountain in the country" (|), and the reverse direction in the premise's words.

Why: a bare superlative ranks its holder first on its scale (Bierwisch 1989), an
ordinal superlative k-th; two ranks of one holder on one scale and one domain exclude
each other. The word aligner matches the hypothesis' "highest" with the first
"highest" it finds, which in a paragraph may rank another noun ("the highest *peak of
the range* and the third highest *mountain in the country*"), or leaves it unaligned
when the premise elides the noun ("the fourth largest in the country"). This edit
pairs the superlative with the premise rank of the same scale and holder whose ranked
noun and domain ("in the country") agree best, before the words are aligned.
"""

from __future__ import annotations

from typing import Any

from qreas.natlog import align as A
from qreas.natlog.derivers.superlatives import _bare_superlatives, _noun, _premise_ranks
from qreas.natlog.relations import Rel

RANK_PAIRED = A.SUPERLATIVE_RANK  # a judged edit (``align.MONOTONE_NOTES``), as a dropped ordinal is


def _domain(doc: Any, words: frozenset[int]) -> frozenset[str]:
    """The ranked noun's lemma and the nouns of the domain the rank is taken in ("in the
    country", "of the range"): the prepositions on the superlative, else on its noun."""
    sup = doc[max(words)]
    noun = _noun(sup)
    preps = [c for c in sup.children if c.dep_ == "prep"] or [c for c in noun.children if c.dep_ == "prep"]
    scope = {g.lemma_.lower() for p in preps for g in p.children if g.dep_ == "pobj"}
    head = {noun.lemma_.lower()} if noun.i != sup.i else set()
    return frozenset(scope | head)


def rank_edit(pdoc: Any, hdoc: Any, a: A.Alignment) -> None:
    """A SUB (|) for a bare superlative of the hypothesis whose holder the premise ranks
    k-th (k > 1) on the same scale in the best-agreeing domain; nothing when the best
    agreement is a first rank (the words align) or two ranks agree equally well."""
    if not any(t.tag_ == "JJS" or t.lower_ == "most" for t in hdoc):
        return  # cheap: no superlative in the hypothesis
    hyps = [r for r in _bare_superlatives(hdoc) if not r[3] & a.h_used]
    if not hyps:
        return
    prem = [r for r in _premise_ranks(pdoc) if not r[3] & a.p_used]
    for _, scale, holder, h_words in hyps:
        h_dom = _domain(hdoc, h_words)
        same = [(rank, w) for rank, s, held, w in prem if s == scale and holder <= held]
        scored = sorted(((len(_domain(pdoc, w) & h_dom), rank, w) for rank, w in same), key=lambda x: -x[0])
        if not scored or scored[0][1] == 1 or len(scored) > 1 and scored[1][0] == scored[0][0]:
            continue
        _, rank, p_words = scored[0]
        p_text = " ".join(pdoc[i].text for i in sorted(p_words))
        h_text = " ".join(hdoc[i].text for i in sorted(h_words))
        # projected where the hypothesis says it: by then the premise's other phrases,
        # numerals read as quantifiers among them ("At 4,812 metres, X is ..."), are
        # deleted, and a rank of a named holder is no claim under their scope
        edit = A.Edit("SUB", p_text, h_text, Rel.ALT, None, min(h_words), h_words, RANK_PAIRED)
        a.edits.append(edit)
        a.p_used |= p_words
        a.h_used |= h_words
