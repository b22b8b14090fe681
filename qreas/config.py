"""All tunable settings in one place (spaCy-style: one config, read by every stage).

The defaults are the documented behaviour; a ``Reasoner(config=Config(...))`` changes
them for a run. Nothing here is keyed on a dataset.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Config:
    # Parsing
    max_chars: int = 5000  # longer sentences are cut (with a warning) before parsing
    approx_fraction: float = 0.02  # "about 1,460" -> [1431, 1489]: the least slack of "about"
    approx_cap: float = 0.10  # "about 1,500" -> [1450, 1550] (its rounding), never over 10 %

    # Pruner
    wordnet_depth: int = 4  # hypernym steps allowed between two units

    # Composer
    max_operands: int = 4  # premise quantities in one equation (tree depth 3)
    max_premise_quantities: int = 8  # compatible premise quantities given to the composer
    max_solutions: int = 50  # distinct ILP solutions per hypothesis quantity
    ilp_time_limit: float = 1.0  # seconds per CBC solve
    hypothesis_time_limit: float = 1.5  # seconds of composer work per hypothesis quantity
    rel_tolerance: float = 1e-4  # |a - b| <= tol * max(|a|, |b|, 1) counts as equal
    # "enumerator" (exact, fast) or "ilp" (the paper's PuLP/CBC formulation; same
    # equations when not capped by max_solutions, tested; about 25-100 ms per solution)
    composer: str = "enumerator"

    # Natural-logic core (qreas.natlog). "hybrid" (default): the proof decides where it
    # is confident (only quantities differ, or one more edit under a downward or
    # non-monotone quantifier), the quantity and verbal stages elsewhere; "explain":
    # proofs for explanations only, labels from the stages; "veto": the proof's
    # decisive edits overturn any label but a contradiction; "proof": the proof decides
    # every label. "veto" and "proof" are better on the suite and below the EQUATE
    # floors on NewsNLI and RedditNLI (measured in the README).
    natlog: str = "hybrid"

    # Document premises (qreas.document): a premise of at least this many sentences is
    # read sentence by sentence (coreference, sentence selection); 0 reads every premise
    # whole. Three: one- and two-sentence premises have nothing to select from.
    document_sentences: int = 3
    # The date a text's "now" refers to when it gives none ("is 45 years old"), as an
    # ISO date ("2026-01-01"); None: such claims are not decided. Never the clock, so
    # results are reproducible.
    reference_date: str | None = None

    # Components that can be switched off for ablations (see ``qreas score --disable``)
    disabled: frozenset[str] = field(default_factory=frozenset)

    def enabled(self, component: str) -> bool:
        return component not in self.disabled


COMPONENTS = ("composer", "wordnet", "verbal", "approximation", "roles")

DEFAULT = Config()
