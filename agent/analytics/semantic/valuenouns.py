"""A table's noun said before one of its values, then "olan": "departmanı satış olan çalışanlar".

Why (twenty-fifth round, a made-up staff list probed for what strangers' Turkish data asks): Turkish
says which rows with "<noun>-(s)I <value> olan <rows>" ("cinsiyeti kadın olan", "departmanı satış
olan"). When the noun is a column's name it was read as that column; when it is the name of the
lookup table the value comes from ("departmanlar"), it was read as that table's row count, and the
answer counted departments beside each employee. The noun only says whose value it is. Only a
row count of the value's own table, right before the value, with "olan"/"olmayan" right after.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["drop_table_noun_before_its_value"]

_BEING = frozenset({"olan", "olmayan", "olanlar", "olanlarin", "olmayanlar", "olmayanlarin"})


def drop_table_noun_before_its_value(items: list[Item], words: tuple[str, ...], model: Any) -> None:
    """Drop a table's row-count noun said right before a value of that table and "olan"."""
    for it, value in zip(items, items[1:], strict=False):
        if it.kind not in ("metric", "entity") or value.kind != "value" or value.first != it.last:
            continue
        if value.last >= len(words) or fold(words[value.last]) not in _BEING:
            continue
        counted = {model.metrics[m.name].table for m in it.of_kind("metric")
                   if m.name in model.metrics and model.metrics[m.name].counts_rows}
        owners = {model.dimensions[m.name].table for m in value.of_kind("value") if m.name in model.dimensions}
        if counted and counted <= owners:
            it.kind = "stop"  # "departmanı satış olan": the department is the value's, no count of them
