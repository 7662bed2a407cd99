"""A month column spelled as names ("Ocak" … "Aralık", "Jan" … "Dec") beside an integer year makes the date.

Why (twenty-third round): monthly exports from spreadsheets keep the year as a number and the month
as its name (Yıl 2015, Ay "Temmuz"). Only whole-number parts made a date, so the table was dated by
its year alone: "Temmuz 2015'te", "şubat aylarında" and "aylık" compared a 1 January date with July
or February and found nothing. The names are read here, at upload, into the twelve spellings the
column holds in calendar order; the SQL turns a name into its month number by its place in that
list (``list_position``), so "Temmuz 2015" is ``make_date(yil, 7, 1)`` and the column keeps its text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agent.analytics.semantic.text import fold

__all__ = ["month_name_part"]

_MONTH_HEADERS = frozenset({"month", "ay", "mon", "mth", "month_name", "ay_adi"})


def month_name_part(columns: Sequence[Any]) -> tuple[str, list[str]] | None:
    """(column, its twelve spellings from January to December) of the one text month-name column, or None.

    Only a text column named as the month whose every value is a month's name, each month spelled
    one way; a month the data never holds keeps an empty place (no row can stand for it).
    """
    from agent.workspaces.monthnames import month_number  # the same names the date sniffer reads

    found = []
    for col in columns:
        if fold(col.name) not in _MONTH_HEADERS or not str(col.db_type).upper().startswith("VARCHAR"):
            continue
        values = [str(v) for v in getattr(col, "distinct_values", ()) or () if v is not None]
        months: dict[int, str] = {}
        for value in values:
            number = month_number(value)
            if number is None or months.setdefault(number, value) != value:
                break
        else:
            if len(months) >= 2:
                found.append((col.name, [months.get(m, "") for m in range(1, 13)]))
    return found[0] if len(found) == 1 else None
