"""The built-in derivers (``qreas.natlog.derived``), one module per construction.

Importing this package registers them; ``derived.registered()`` lists them by name.
"""

from qreas.natlog.derivers import changes, counts, dates, day_spans, multiplied, positions, shares  # noqa: F401
