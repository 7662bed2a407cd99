"""A column of month names beside a date is the month's name, not the months: "which month had the most deaths".

Why (twentieth round): a monthly table often keeps the month's name ("Apr", "Nisan") beside its date,
under a header such as "month" or "ay", which also names the calendar's months. "Which month had
the most deaths" then ranked the name column: April of every year summed into one "Apr", where the
data's months are dated (endev6b). As with weekday names (``weekdays``), the word is re-read as the
calendar's month only where no breakdown is asked ("by month", "aylara göre" still mean the column),
the column holds nothing but month names and its table has dates; "kaç farklı ay" keeps the column.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["month_names_as_months"]

_MONTHS = frozenset({
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
    "dec", "ocak", "subat", "mart", "nisan", "mayis", "haziran", "temmuz", "agustos", "eylul", "ekim",
    "kasim", "aralik", "oca", "sub", "nis", "haz", "tem", "agu", "eyl", "eki", "kas", "ara",
})
_BY = ("by", "by_post", "per", "each")
_DISTINCT = frozenset({"farkli", "different", "distinct", "unique", "ayri"})


def _month_name_column(it: Item, values: ValueIndex, model: SemanticModel) -> bool:
    """Whether every dimension the item names holds month names and nothing else, beside a date of its table."""
    dims = [d for d in it.of_kind("dim") if d.name in model.dimensions]
    dated = {tc.table for tc in model.time_columns.values()}
    return bool(dims) and all(
        model.dimensions[d.name].table in dated
        and (stored := {fold(v).strip(".").strip() for v in values.of(d.name)}) and stored <= _MONTHS
        for d in dims)


def month_names_as_months(items: list[Item], words: tuple[str, ...], values: ValueIndex,
                          model: SemanticModel) -> None:
    """Read the word of a month-name column as the calendar's month where no breakdown is asked."""
    for k, it in enumerate(items):
        if it.kind != "dim" or not any(m.name == "month" for m in it.of_kind("unit")):
            continue
        prev = items[k - 1] if k else None
        nxt = items[k + 1] if k + 1 < len(items) else None
        if (prev is not None and (prev.is_marker(*_BY) or prev.kind == "value")) or (
                nxt is not None and nxt.is_marker(*_BY)):
            continue
        if it.first and fold(words[it.first - 1]) in _DISTINCT:
            continue
        if _month_name_column(it, values, model):
            it.kind = "unit"
            it.meanings = [m for m in it.meanings if m.kind == "unit"]
