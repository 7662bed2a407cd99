"""A bare "hour" asked about as a place in the day: "which hour had the most visits", "visits by hour".

Why: "hour" is also a unit of time, and a duration measured in minutes answers to it; "which hour
had the most appointments" then ranked the appointments by their duration. After "which", "what",
"by", "each" or "per", after "busiest" ("en yoğun saat"), or before a ranking word, the word asks
for the hour of the day of a dated row, which only a date with a time of day (a real column, not
one made of year and month parts) can give. The longer phrases ("hour of the day", "day of the
week", "month of the year") are the lexicon's grain words.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_hours_of_day"]

_HOURS = frozenset({"hour", "hours", "saat", "saatler", "saatte", "saatinde"})
_ASKING = ("which", "by", "by_post")


_HOUR_COLUMNS = frozenset({"hour", "hr", "hour_of_day", "saat"})
_HOUR_HEADS = frozenset({"hour", "saati"})


def read_hours_of_day(items: list[Item], model: SemanticModel) -> None:
    """Re-read "hour" after which/by (or before most/least) as the hour-of-day grain.

    A table that keeps the hour in a column of its own (``year, month, day, hour`` of a flights
    export) is grouped by that column, whichever way the hour was said.
    """
    own = [name for name, d in model.dimensions.items() if fold(d.column) in _HOUR_COLUMNS] or [
        # "order_hour", "sipariş saati": the hour of something, when no table keeps a time of day
        name for name, d in model.dimensions.items()
        if fold(d.column).rsplit("_", 1)[-1] in _HOUR_HEADS and not any(tc.clock for tc in model.time_columns.values())]
    dated = any(not tc.parts for tc in model.time_columns.values())
    for k, it in enumerate(items):
        if own and it.kind == "grain" and it.of_kind("grain")[0].name == "hour_of_day":
            it.kind, it.meanings = "dim", [Meaning("dim", own[0])]
            continue
        if fold(it.text) not in _HOURS or it.kind == "grain" or (it.kind == "dim" and not own) or not (own or dated):
            continue
        before = items[k - 1] if k else None
        after = items[k + 1] if k + 1 < len(items) else None
        asked = (before is not None and before.kind == "marker" and before.is_marker(*_ASKING, "busy")) or (
            after is not None and after.kind == "marker" and after.is_marker("most", "least"))
        if asked and own:  # "which hour has the most orders": by the order hour, not the rows ranked by it
            it.kind, it.meanings, it.corrected = "dim", [Meaning("dim", own[0])], None
        elif asked:
            it.kind, it.meanings, it.corrected = "grain", [Meaning("grain", "hour_of_day")], None
