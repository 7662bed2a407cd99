"""The period one row of a table dated by whole-number ``year`` and ``quarter`` (or ``month``) columns stands for.

Why: statistics offices and R packages export quarterly and monthly panels with the year and the
quarter (month) as two number columns, one row per period, or per period and region (country,
product). An analyst's "average quarterly visitor nights in Sydney" is then the average of the
rows of that region: one number over its quarters, not a table of each quarter's own value. The
column names say which columns are the parts; only the data say whether a row is one period
(of one label), so this is one aggregate query per such table at upload.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.inference.monthparts import month_name_part
from agent.analytics.semantic.text import fold

__all__ = ["part_periods"]

_YEARS = frozenset({"year", "yil", "yr"})
_PARTS = {"quarter": (frozenset({"quarter", "qtr", "ceyrek"}), 4),
          "month": (frozenset({"month", "ay", "mon", "mth"}), 12)}
_INTEGERS = ("BIGINT", "INTEGER", "SMALLINT", "TINYINT", "HUGEINT", "UBIGINT", "UINTEGER", "USMALLINT", "UTINYINT")
_MAX_LABEL_VALUES = 1000  # a panel's label is a short list: regions, countries, products


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _named(info: Any, names: frozenset[str]) -> list[str]:
    """Whole-number columns whose folded name is one of ``names``."""
    return [c.name for c in info.columns if not c.pii and c.db_type.upper().startswith(_INTEGERS)
            and fold(c.name) in names]


def part_periods(db: Any, info: Any) -> tuple[str, str, str | None] | None:
    """(year column, "quarter" or "month", the label that with the period is unique, or None).

    Only when the year's values are years, the part's lie within 1-4 (1-12) or are month names
    (``inference.monthparts``), and each row is one
    period (of one value of a text label with at most a thousand values, the catalog's list).
    """
    years = _named(info, _YEARS)
    if len(years) != 1 or info.row_count < 4:
        return None
    for period, (names, top) in _PARTS.items():
        parts = _named(info, names)
        spelled = period == "month" and not parts and month_name_part(info.columns)
        if spelled:
            parts = [spelled[0]]  # "Ay" of "Ocak" … "Aralık": the names were read as months already
        if len(parts) != 1:
            continue
        year, part, table = _q(years[0]), _q(parts[0]), _q(info.name)
        low, high, p_low, p_high, periods, filled = db.execute(
            f"SELECT min({year}), max({year}), min({part}), max({part}), count(DISTINCT ({year}, {part})), "
            f"count(*) FILTER (WHERE {year} IS NOT NULL AND {part} IS NOT NULL) FROM {table}", limit=1).rows[0]
        if spelled:
            p_low = p_high = 1
        if low is None or not (1000 <= low <= high <= 2200) or not (1 <= p_low <= p_high <= top):
            return None
        if periods == filled == info.row_count:
            return years[0], period, None
        labels = [c.name for c in info.columns if not c.pii and c.db_type.upper().startswith("VARCHAR")
                  and 1 < len(getattr(c, "distinct_values", ()) or ()) <= _MAX_LABEL_VALUES]
        for label in labels:
            pairs = db.execute(f"SELECT count(DISTINCT ({_q(label)}, {year}, {part})) FROM {table} "
                               f"WHERE {_q(label)} IS NOT NULL", limit=1).rows[0][0]
            if pairs == filled == info.row_count:
                return years[0], period, label
        return None
    return None
