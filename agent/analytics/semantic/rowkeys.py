"""The measures that count a table's rows by its own key: ``COUNT(DISTINCT hasta_no)`` of tests.

Why: a table keyed by a person's number (``hasta_no``, ``patient_id``) calls its rows by that
person: "en yaşlı hasta" (the oldest patient) is a row of a tests table counted by ``hasta_no``,
as "the oldest passenger" is a row of a table counted by ``passenger_id``. The word of such a
distinct count names the rows as the table's own row count does, for superlatives and
adjectives. Only a key of the same table counts, never a distinct count of another table's key.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["key_counts"]

_DISTINCT = re.compile(r'^COUNT\(DISTINCT\s+(?:[a-z0-9_]+\.)?"?([^"()]+)"?\)$', re.IGNORECASE)
_KEY_ENDS = frozenset({"id", "no", "key", "nr", "kodu", "numarasi"})


def key_counts(model: SemanticModel, table: str) -> set[str]:
    """The distinct counts of a table's own key columns (its primary key or a column named as a key)."""
    keys = {fold(c) for c in model.tables[table].primary_key} if table in model.tables else set()
    out = set()
    for name, metric in model.metrics.items():
        found = _DISTINCT.match(metric.expression.strip())
        if metric.table != table or not found:
            continue
        column = fold(found.group(1))
        if column in keys or column.rsplit("_", 1)[-1] in _KEY_ENDS:
            out.add(name)
    return out
