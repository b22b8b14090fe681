"""qreas: symbolic, training-free quantitative reasoning for NLI.

Pipeline (one module per stage):
    quantities  spaCy segmenter + quantity parser   -> Numset
    pruner      unit compatibility (lexicon + WordNet)
    composer    ILP (PuLP/CBC) and exhaustive search over postfix equations
    reasoner    global reasoner: entailment / neutral / contradiction -> Prediction

Heavy resources (spaCy, WordNet) load on first use, not on import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from qreas.config import Config
from qreas.types import Justification, Numset, Prediction

__version__ = "0.1.0"
__all__ = [
    "Config",
    "Justification",
    "Numset",
    "Prediction",
    "Reasoner",
    "parse_quantities",
    "__version__",
]

if TYPE_CHECKING:
    from qreas.quantities import parse_quantities
    from qreas.reasoner import Reasoner


def __getattr__(name: str) -> Any:
    # Lazy: `import qreas` stays cheap; spaCy is imported when first needed.
    if name == "Reasoner":
        from qreas.reasoner import Reasoner

        return Reasoner
    if name == "parse_quantities":
        from qreas.quantities import parse_quantities

        return parse_quantities
    raise AttributeError(f"module 'qreas' has no attribute {name!r}")
