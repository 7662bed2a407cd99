"""Two columns said side by side as one noun ("occupation type", "model year"): the last is the breakdown.

Why: an English noun compound's head is its last noun; the first only says whose attribute it
is. A column that names each row of its table (every occupation, every car model, once) is no
breakdown anyone asks for beside another of that table's columns: "average prestige by
occupation type" was grouped by the 102 occupations and the type dropped, "cars per model year"
by each model and year (47 rows of one). When the first of two adjacent columns of one table
names each row, it is the head's owner and is left out; the head column is the breakdown.
English word order only: Turkish puts the possessed noun last too ("meslek türü"), but its
compounds carry a possessive ending that other rules read, so Turkish questions are left alone.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.values import ValueIndex

__all__ = ["owner_before_head"]

_NEARLY = 0.95  # a menu's item names repeat on a few rows and still name its items


def owner_before_head(items: list[Item], model: SemanticModel, values: ValueIndex, language: str | None) -> None:
    """Drop a row-naming column said right before another column of its table (see module)."""
    if language == "tr":
        return
    for k, it in enumerate(items[:-1]):
        after = items[k + 1]
        if it.kind not in ("dim", "entity") or after.kind != "dim" or after.first != it.last:
            continue
        owners = [m.name for m in it.meanings if m.kind in ("dim", "entity")]
        first, head = owners[0] if owners else "", after.of_kind("dim")[0].name
        if first == head or first not in model.dimensions or head not in model.dimensions:
            continue
        if model.dimensions[first].table == model.dimensions[head].table and _names_each_row(model, values, first) \
                and not _names_each_row(model, values, head):
            it.kind = "stop"
    items[:] = [it for it in items if it.kind != "stop"]


def _names_each_row(model: SemanticModel, values: ValueIndex, dimension: str) -> bool:
    """Whether a dimension's column holds a different value on (nearly) every row of its table."""
    dim = model.dimensions[dimension]
    rows = model.tables[dim.table].rows if dim.table in model.tables else None
    distinct = len(values.of(dimension))
    return bool(rows) and distinct >= _NEARLY * rows
