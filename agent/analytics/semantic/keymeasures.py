"""Columns that join tables hold keys, not amounts: no sum, average or maximum of them.

Why: a link says what a column is better than its name does. Tables of an export are linked
through a number that labels a thing (a series number, a branch code, a store number); the
inference, seeing each table on its own, may have taken such a small whole-number column for a
count to add up, so "how many seasons aired on Tuesdays" became ``SUM(season)`` and every
suggestion offered "total season". Once a relationship joins through the column, at either end,
adding or averaging it means nothing: the engine leaves those measures out, and the column is
still there to group and filter by (its dimension) and to count distinct values of.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["join_columns", "without_key_measures"]

# One aggregate of one bare column, table-qualified or not: SUM(t."c"), AVG(c), MEDIAN(t.c), STDDEV_SAMP(c)
_AGGREGATE = re.compile(r'^(?:SUM|AVG|MIN|MAX|MEDIAN|STDDEV_SAMP)\(\s*(?:"?([^"().]+)"?\.)?"?([^"().]+)"?\s*\)$',
                        re.IGNORECASE)


def join_columns(model: SemanticModel) -> set[tuple[str, str]]:
    """Every (table, column) a relationship joins through, at either end (folded names)."""
    out: set[tuple[str, str]] = set()
    for rel in model.relationships:
        for source, target in rel.keys.items():
            out.add((fold(rel.from_table), fold(source)))
            out.add((fold(rel.to_table), fold(target)))
    return out


def without_key_measures(model: SemanticModel) -> SemanticModel:
    """``model`` without the measures that aggregate a join column (the same model when there are none)."""
    keys = join_columns(model)
    if not keys:
        return model
    dropped = set()
    for name, metric in model.metrics.items():
        found = _AGGREGATE.match(metric.expression.strip())
        if found and (fold(found.group(1) or metric.table), fold(found.group(2))) in keys \
                and fold(found.group(1) or metric.table) == fold(metric.table):
            dropped.add(name)
    if not dropped:
        return model
    metrics = {n: m for n, m in model.metrics.items() if n not in dropped}
    default = model.default_metric if model.default_metric not in dropped else next(iter(metrics), None)
    return model.model_copy(update={"metrics": metrics, "default_metric": default})
