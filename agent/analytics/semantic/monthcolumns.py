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
from agent.analytics.semantic.values import ValueIndex
from agent.analytics.semantic.weekdays import names_as_periods

__all__ = ["month_names_as_months"]

_MONTHS = frozenset({
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
    "dec", "ocak", "subat", "mart", "nisan", "mayis", "haziran", "temmuz", "agustos", "eylul", "ekim",
    "kasim", "aralik", "oca", "sub", "nis", "haz", "tem", "agu", "eyl", "eki", "kas", "ara",
})


def month_names_as_months(items: list[Item], words: tuple[str, ...], values: ValueIndex,
                          model: SemanticModel) -> None:
    """Read the word of a month-name column as the calendar's month where no breakdown is asked."""
    names_as_periods(items, words, values, model, "month", _MONTHS)
