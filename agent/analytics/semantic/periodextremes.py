""""maximum daily NOx by site": the extreme of a daily figure, on a table whose rows are the days.

Why, seen on a stranger's daily air readings (a row per day and site): "top 3 sites by maximum
daily NOx" was read as a ranking ("maximum") of a breakdown by day, giving three site-days.
Where each row already is one day (the table's period), "daily" adds nothing but says the
extreme is taken over the days: the measure's MAX (MIN) per the breakdown asked. Only with a
breakdown ("by site", "top 3 sites by"): alone, "highest daily NOx" still asks for the day.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["extreme_of_period_rows"]

_EXTREMES = {"maximum": "MAX", "max": "MAX", "highest": "MAX", "peak": "MAX", "minimum": "MIN", "min": "MIN",
             "lowest": "MIN"}
_ADJECTIVES = {"daily": "day", "monthly": "month", "quarterly": "quarter", "yearly": "year", "annual": "year"}


def extreme_of_period_rows(items: list[Item], model: SemanticModel,
                           variant_of: Callable[[str, str], str | None]) -> None:
    """Read "<extreme> <period adjective> <measure>" beside a breakdown as the measure's extreme."""
    if not any(it.kind == "dim" or it.is_marker("by") for it in items):
        return
    for k in range(len(items) - 2):
        extreme, period, measure = items[k], items[k + 1], items[k + 2]
        agg = _EXTREMES.get(fold(extreme.text))
        grain = _ADJECTIVES.get(fold(period.text))
        if agg is None or grain is None or period.kind != "grain" or measure.kind != "metric":
            continue
        names = [m.name for m in measure.of_kind("metric") if m.name in model.metrics]
        tables = {model.metrics[n].table for n in names}
        if len(tables) != 1 or getattr(model.tables.get(next(iter(tables))), "period", None) != grain:
            continue
        variants = [v for n in names if (v := variant_of(n, agg))]
        if variants:
            measure.meanings = [Meaning("metric", v) for v in dict.fromkeys(variants)]
            extreme.kind = period.kind = "stop"
        return
