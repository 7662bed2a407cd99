"""Days counted under another noun: "kaç işlem günü var", "kaç günlük sıcaklık kaydı var", "how many sales days".

Why a rule: a count word asks for a number of days also when the day word is the head of a
compound ("işlem günü": trading day, "satış günü", "sales days") or the adjective "günlük"
(days' worth of) before the records it counts. The noun in between names whose rows are dated,
not a measure to sum; left as it was, the day word became a per-day breakdown of that measure:
a table of every date where one number was asked (a wrong answer on daily data).
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["count_compound_days"]

_CALENDAR = frozenset({"day", "week", "month", "quarter", "year"})


def _rows_of(it: Item, model: SemanticModel) -> str | None:
    """The row count of the table an adjacent noun's measure is on ("satış" → the sales rows)."""
    tables = {model.metrics[m.name].table for m in it.of_kind("metric") if m.name in model.metrics}
    return count_metric(model, tables.pop()) if len(tables) == 1 else None


def count_compound_days(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Make "kaç X günü", "how many X days" and "kaç günlük X" count the days of X's table."""
    for k, it in enumerate(items[:-2]):
        if not (it.kind == "marker" and it.is_marker("count")):
            continue
        noun, head = items[k + 1], items[k + 2]
        if (noun.kind == "metric" and head.kind == "unit" and noun.first == it.last and head.first == noun.last
                and (unit := head.of_kind("unit")[0].name) in _CALENDAR):
            counted = _rows_of(noun, model)  # "kaç işlem günü": the counted unit is the compound's head
        elif (noun.kind == "grain" and head.kind == "metric" and noun.first == it.last and head.first == noun.last
              and (unit := noun.of_kind("grain")[0].name) in _CALENDAR):
            noun, head = head, noun  # "kaç günlük sıcaklık kaydı": days' worth of the records
            counted = _rows_of(noun, model)
        else:
            continue
        if counted is None:
            return
        noun.meanings = [Meaning("metric", counted)]
        head.kind = "counted"
        out.counted_unit = unit
        return
