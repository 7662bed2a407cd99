"""A column of weekday names is the day of the week, not the days: "en çok doğum olan gün", "kaç gün".

Why: a daily table often carries the weekday beside its date, under a header such as "gün" or
"day", which also names the calendar's days. "Kaç gün", "en az doğum olan 5 gün" and "the day
with the most births" count or rank the dates, yet the header's word read the weekday column:
at most seven "days", and each the sum of a whole year's Mondays. Only where a breakdown is asked
("günlere göre", "by day") is the weekday column meant. The words are only re-read where the
question's word names both the column and the calendar day, the column holds nothing but weekday
names and its table has dates to count (a table of tips by weekday has no other days); "pazar günü"
(a weekday's name before the word) and "kaç farklı gün" still mean the column.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["names_as_periods", "weekday_column_as_grain", "weekday_names_as_days"]

_WEEKDAYS = frozenset({
    "pazartesi", "sali", "carsamba", "persembe", "cuma", "cumartesi", "pazar",
    "pzt", "sal", "car", "per", "cum", "cmt", "paz", "pts",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
})
_BY = ("by", "by_post", "per", "each")
_DISTINCT = frozenset({"farkli", "different", "distinct", "unique", "ayri"})


def _names_column(it: Item, values: ValueIndex, model: SemanticModel, names: frozenset[str],
                  asked: set[str]) -> bool:
    """Whether every dimension the item names holds only ``names``, beside a date of its table.

    A same-named column of an undated table (a delivery log's weekday, no dates) is left aside
    when the question's measures are all on the dated tables ("frangının … olduğu kaç gün").
    """
    dims = [d for d in it.of_kind("dim") if d.name in model.dimensions]
    dated = {tc.table for tc in model.time_columns.values()}
    tables = {model.dimensions[d.name].table for d in dims}
    if asked and asked <= dated and tables & asked:
        dims = [d for d in dims if model.dimensions[d.name].table in dated]
    return bool(dims) and all(
        model.dimensions[d.name].table in dated
        and (stored := {fold(v).strip(".").strip() for v in values.of(d.name)}) and stored <= names
        for d in dims)


def names_as_periods(items: list[Item], words: tuple[str, ...], values: ValueIndex, model: SemanticModel,
                     unit: str, names: frozenset[str]) -> None:
    """Read the word of a column of period names (``unit``: day, month) as the calendar's period.

    Only where no breakdown is asked ("by", "per", a value before it, "different" before it).
    """
    for k, it in enumerate(items):
        if it.kind != "dim" or not any(m.name == unit for m in it.of_kind("unit")):
            continue
        prev = items[k - 1] if k else None
        nxt = items[k + 1] if k + 1 < len(items) else None
        if (prev is not None and (prev.is_marker(*_BY) or prev.kind == "value")) or (
                nxt is not None and nxt.is_marker(*_BY)):
            continue
        if it.first and fold(words[it.first - 1]) in _DISTINCT:
            continue
        asked = {model.metrics[m.name].table for x in items if x is not it and x.kind in ("metric", "entity")
                 for m in x.of_kind("metric") if m.name in model.metrics}
        if _names_column(it, values, model, names, asked):
            it.kind = "unit"
            it.meanings = [m for m in it.meanings if m.kind == "unit"]


def weekday_names_as_days(items: list[Item], words: tuple[str, ...], values: ValueIndex,
                          model: SemanticModel) -> None:
    """Read the word of a weekday column as the calendar's day where no breakdown is asked."""
    names_as_periods(items, words, values, model, "day", _WEEKDAYS)


def weekday_column_as_grain(out: Parsed, values: ValueIndex, model: SemanticModel) -> None:
    """"haftanın günlerine göre": the table's own column of weekday names, when it keeps one.

    Why: a daily table that carries the weekday beside its date ("Gün": Pazartesi … Cuma) shows
    the analyst's own names in its column; grouped by the date's ISO weekday the answer came back
    as numbers 1-5, which match no row they know. Only when every measure asked is on one table
    and exactly one column of that table holds nothing but weekday names.
    """
    plan = out.plan
    if plan.grain != "day_of_week" or plan.group_by or plan.comparison is not None:
        return
    tables = {model.metrics[m].table for m in plan.metrics if m in model.metrics}
    if len(tables) != 1 or any(m not in model.metrics for m in plan.metrics):
        return
    table = next(iter(tables))
    named = [name for name, dim in model.dimensions.items() if dim.table == table and dim.column and (
        stored := {fold(v).strip(".").strip() for v in values.of(name)}) and stored <= _WEEKDAYS]
    columns = {model.dimensions[n].column for n in named}
    if len(columns) == 1:
        plan.grain, plan.group_by = None, [named[0]]
