"""A category column said with a generic head noun ("marital status", "smoking status"): one breakdown.

Why: a column is often named by the modifier alone (``marital``, ``smoking``, ``ethnic``), while analysts
say the whole phrase, "by marital status". When the same table keeps another column named by the head
noun (``status`` of a credit file: good or bad), the phrase was read as two breakdowns, marital and
status. A head that only says what kind of attribute the first column is (status, type, level, group,
category, class, kind) adds no breakdown of its own when it follows, in one noun phrase, a category
column of the same table that does not name each row (a row-naming column before a head is its owner:
``compoundheads``). English word order only.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["column_said_with_its_kind"]

_KIND_HEADS = frozenset({"status", "type", "level", "group", "category", "class", "kind"})
_NEARLY = 0.95


def column_said_with_its_kind(items: list[Item], model: SemanticModel, values: ValueIndex,
                              language: str | None) -> None:
    """Drop the generic head column said right after a category column of its table (see module)."""
    if language == "tr":
        return
    for k, it in enumerate(items[:-1]):
        after = items[k + 1]
        if it.kind != "dim" or after.kind != "dim" or after.first != it.last or fold(after.text) not in _KIND_HEADS:
            continue
        first = next((m.name for m in it.meanings if m.kind == "dim" and m.name in model.dimensions), None)
        head = next((m.name for m in after.meanings if m.kind == "dim" and m.name in model.dimensions), None)
        if first is None or head is None or first == head:
            continue
        dim = model.dimensions[first]
        if dim.table != model.dimensions[head].table:
            continue
        rows = model.tables[dim.table].rows if dim.table in model.tables else None
        if rows and len(values.of(first)) >= _NEARLY * rows:
            continue  # "occupation type": the occupation owns the type (compoundheads)
        after.kind = "stop"
    items[:] = [it for it in items if it.kind != "stop"]
