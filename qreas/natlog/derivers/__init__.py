"""The built-in derivers (``qreas.natlog.derived``), one module per construction.

Importing this package registers them; ``derived.registered()`` lists them by name.
"""

from qreas.natlog.derivers import (  # noqa: F401
    adjacent_years,
    change_start,
    changes,
    compared,
    complement,
    compound_measures,
    counts,
    date_offsets,
    dates,
    day_spans,
    determiners,
    holders,
    kinds,
    level_before,
    life_dates,
    multiplied,
    objects,
    partitions,
    people,
    people_groups,
    periods,
    positions,
    rates,
    remainders,
    scores,
    series_order,
    shares,
    stated_differences,
    stated_shares,
    superlatives,
)
