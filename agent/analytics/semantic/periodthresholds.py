"""Periods counted between a measure and its threshold: "Brent petrol kaç ay 100 doları geçti".

Why: Turkish names the measure first and puts "kaç ay" (how many months) between it and the
threshold ("dünya şeker fiyatı kaç ay 0,5 doların üzerinde oldu"), while the threshold reader takes
the measure right before the number; the number and the comparator were left unread and the
question refused. Said first ("kaç ay Brent petrol 100 doları geçti") it was already answered: the
count of periods goes before the measure it counts over. Only "kaç" and a period's unit right
before a number and a comparator, with a measure said before "kaç".
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["period_count_first"]

_PERIODS = frozenset({"day", "week", "month", "quarter", "year"})
_COMPARATORS = ("gt", "ge", "lt", "le", "gt_after_from", "lt_after_from")


def period_count_first(items: list[Item]) -> None:
    """Move "kaç <period>" before the measure said ahead of it (see module)."""
    for k in range(1, len(items) - 3):
        how_many, period, number, comparator = items[k:k + 4]
        if not (how_many.kind == "marker" and fold(how_many.text) == "kac" and how_many.last == period.first
                and any(m.kind == "unit" and m.name in _PERIODS for m in period.meanings)
                and number.kind == "number" and comparator.kind == "marker"
                and comparator.is_marker(*_COMPARATORS)):
            continue
        first = next((j for j in range(k) if items[j].kind == "metric"), None)
        if first is None:
            return
        items[first:k + 2] = [how_many, period, *items[first:k]]
        return
