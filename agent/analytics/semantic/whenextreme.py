""""Avrupa'da en düşük fiyat ne zaman görüldü": when the extreme was seen is the period of that row.

Why: "ne zaman" (when) beside a superlative asks for the date of the highest or lowest value, as
"hangi ayda" (in which month) does, and that reading ranks the periods of the table's date by the
extreme and keeps the first. Left unread, "zaman" was refused as not understood. The period is
the one the date column's values all sit on (a monthly table: the month), a day when none was
found. Only when nothing else breaks the answer down (no column, period or unit said), the
superlative's measure is of one table and that table has one date column.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["when_of_an_extreme"]

_EXTREMES = ("MAX(", "MIN(")


def _extreme_table(items: list[Item], model: SemanticModel) -> str | None:
    """The one table of the measures said, when a superlative is said ("en yüksek", or an extreme measure)."""
    metrics = [model.metrics[m.name] for it in items for m in it.of_kind("metric") if m.name in model.metrics]
    extreme = any(it.is_marker("most", "least") for it in items) or any(
        metric.expression.strip().upper().startswith(_EXTREMES) for metric in metrics)
    tables = {metric.table for metric in metrics}
    return next(iter(tables)) if extreme and len(tables) == 1 else None


def when_of_an_extreme(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Read "ne zaman" beside a superlative as "in which period" of the table's one date (see module)."""
    at = next((k for k, it in enumerate(items) if it.kind == "unknown" and fold(it.text) == "zaman"
               and it.first > 0 and fold(words[it.first - 1]) == "ne"), None)
    if at is None or any(it.kind in ("dim", "grain", "unit", "time", "timecol") for it in items):
        return
    table = _extreme_table(items, model)
    dates = [n for n, tc in model.time_columns.items() if tc.table == table and not tc.parts]
    if table is None or len(dates) != 1:
        return
    zaman = items[at]
    period = model.time_columns[dates[0]].period or "day"
    which = Item("marker", zaman.first, zaman.first, "ne", [Meaning("marker", "which")])
    unit = Item("unit", zaman.first, zaman.last, zaman.text, [Meaning("timecol", dates[0]), Meaning("unit", period)])
    items[at:at + 1] = [which, unit]
