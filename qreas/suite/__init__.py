"""A generated, logic-labelled quantitative NLI suite: the development set of qreas.

Patterns (``qreas.suite.patterns``) are premise/hypothesis templates with typed slots;
``qreas.suite.oracle`` labels each draw by logic; ``qreas.suite.generate`` writes the
rows, split into dev and test by a fixed rule on the pattern id. Nothing here imports
the engine (the reasoner, pruner, composer or parser).
"""

from qreas.suite.generate import generate, label_for, load_patterns, split_of, to_jsonl

__all__ = ["generate", "label_for", "load_patterns", "split_of", "to_jsonl"]
