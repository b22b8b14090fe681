"""The verbal side: is what the hypothesis says outside its numbers supported?

Quantities are necessary, not sufficient, for entailment ("Sam believed Joan had 5
apples" does not entail "Joan had 5 apples"). This layer aligns the hypothesis'
content words with the premise (same lemma, WordNet synonym, premise word more
specific than the hypothesis word, derivationally related form) and checks
negation and attribution/modality. It is symbolic and training-free: a coverage
ratio and a few flags, no learned weights.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from qreas.lexicon import word_set

CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})
SKIP_LEMMAS = frozenset({"be", "have", "do", "say", "also", "-PRON-", "'s", "now", "just"})
NEGATIONS = frozenset({"not", "n't", "never", "no", "none", "nobody", "nothing", "neither", "nor"})


@dataclass(frozen=True)
class VerbalAssessment:
    coverage: float  # share of the hypothesis' content words aligned with the premise
    missing: tuple[str, ...]  # hypothesis content lemmas with no counterpart
    negation_mismatch: bool  # one side negates, the other does not
    hedged: bool  # the premise attributes or hedges what the hypothesis asserts
    total: int = 0  # hypothesis content words counted


@functools.cache
def _hedges() -> frozenset[str]:
    return word_set("hedges.txt")


class VerbalAligner:
    """Aligns hypothesis content words with the premise, WordNet-backed when enabled."""

    def __init__(self, use_wordnet: bool = True, depth: int = 3) -> None:
        self.use_wordnet = use_wordnet
        self.depth = depth
        self._related: dict[str, frozenset[str]] = {}

    def related(self, lemma: str, pos: str) -> frozenset[str]:
        """Words a premise may use for this hypothesis word: synonyms, hyponyms'
        lemmas are not listed (too many); instead the premise word's hypernyms are
        checked in :meth:`supports`. Derivations ("decision"/"decide") included."""
        key = f"{lemma}/{pos}"
        hit = self._related.get(key)
        if hit is not None:
            return hit
        out = {lemma}
        if self.use_wordnet:
            wn = _wordnet()
            for syn in wn.synsets(lemma)[:4]:
                for lem in syn.lemmas():
                    out.add(lem.name().lower())
                    for d in lem.derivationally_related_forms():
                        out.add(d.name().lower())
                    for p in lem.pertainyms():
                        out.add(p.name().lower())
        result = frozenset(out)
        self._related[key] = result
        return result

    @functools.lru_cache(maxsize=100_000)  # noqa: B019 - one aligner per Reasoner
    def _generalisations(self, lemma: str) -> frozenset[str]:
        """The premise word and its hypernyms up to ``depth`` (noun and verb senses)."""
        out = {lemma}
        if not self.use_wordnet:
            return frozenset(out)
        wn = _wordnet()
        frontier = list(wn.synsets(lemma)[:3])
        for _ in range(self.depth):
            nxt = []
            for syn in frontier:
                for lem in syn.lemmas():
                    out.add(lem.name().lower())
                nxt.extend(syn.hypernyms())
            frontier = nxt
        for syn in frontier:
            for lem in syn.lemmas():
                out.add(lem.name().lower())
        return frozenset(out)

    def assess(self, premise: object, hypothesis: object) -> VerbalAssessment:
        """Compare two spaCy Docs."""
        p_tokens = [t for t in premise]  # type: ignore[attr-defined]
        h_tokens = [t for t in hypothesis]  # type: ignore[attr-defined]
        p_forms: set[str] = set()
        for t in p_tokens:
            p_forms.add(t.lower_)
            p_forms.add(t.lemma_.lower())
        p_general: set[str] | None = None
        missing: list[str] = []
        total = 0
        for t in h_tokens:
            lemma = t.lemma_.lower()
            if t.pos_ not in CONTENT_POS or t.is_stop or lemma in SKIP_LEMMAS:
                continue
            if t.like_num or t.tag_ == "CD":
                continue  # numbers are the quantity module's business
            total += 1
            if t.lower_ in p_forms or lemma in p_forms:
                continue
            if self.related(lemma, t.pos_) & p_forms:
                continue
            if p_general is None:
                p_general = set()
                for pt in p_tokens:
                    if pt.pos_ in ("NOUN", "VERB", "PROPN"):
                        p_general |= self._generalisations(pt.lemma_.lower())
            if lemma in p_general:
                continue
            missing.append(lemma)
        coverage = 1.0 if total == 0 else (total - len(missing)) / total
        return VerbalAssessment(
            coverage=coverage,
            missing=tuple(missing),
            total=total,
            negation_mismatch=_negated(p_tokens) != _negated(h_tokens),
            hedged=_hedged(p_tokens) and not _hedged(h_tokens),
        )


def _negated(tokens: list[object]) -> bool:
    return any(t.dep_ == "neg" or t.lower_ in NEGATIONS for t in tokens)  # type: ignore[attr-defined]


def _hedged(tokens: list[object]) -> bool:
    hedges = _hedges()
    return any(t.lemma_.lower() in hedges for t in tokens)  # type: ignore[attr-defined]


def _wordnet():  # noqa: ANN202 - NLTK reader
    from qreas.resources import load_wordnet

    return load_wordnet()
