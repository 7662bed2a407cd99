"""The index of distinct values of categorical dimensions, so "Almanya" becomes country = 'Germany'.

Why an index built once per tenant: filters are only as good as the values they name. Matching a
question's words against the real values (plus the model's value synonyms and the gazetteer of
country names) lets the engine write ``country = 'Germany'`` with the exact spelling stored in
the table, and say "I don't know 'Mexico'" instead of silently returning all countries.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from agent.analytics.semantic.model import SemanticModel

__all__ = ["ValueIndex", "build_value_index", "MAX_VALUES"]

MAX_VALUES = 5000


@dataclass
class ValueIndex:
    """Distinct values per dimension name (only dimensions whose table is allowed)."""

    values: dict[str, list[str]] = field(default_factory=dict)
    codes: dict[str, dict[str, str]] = field(default_factory=dict)  # label dimension → {label: its key}
    ranges: dict[tuple[str, str], tuple[float, float]] = field(default_factory=dict)  # (table, column) → min, max

    def range_of(self, table: str, column: str) -> tuple[float, float] | None:
        """The lowest and highest value a measure's column holds, when read (thresholds.py)."""
        return self.ranges.get((table, column))

    def of(self, dimension: str) -> list[str]:
        """The known values of a dimension (empty when unknown or too many)."""
        return self.values.get(dimension, [])

    def code_of(self, dimension: str, value: str) -> str | None:
        """The key stored beside a label value ("Los Angeles Intl" → "LAX"), when the label names one row."""
        return self.codes.get(dimension, {}).get(value)

    def canonical(self, dimension: str, value: str) -> str | None:
        """The stored spelling of a value, matched case-insensitively."""
        low = value.casefold()
        return next((v for v in self.of(dimension) if v.casefold() == low), None)


def _from_connection(con: Any, model: SemanticModel, allowed: set[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, dim in model.dimensions.items():
        if dim.table not in allowed:
            continue
        try:
            rows = con.execute(
                f'SELECT DISTINCT CAST("{dim.column}" AS VARCHAR) FROM "{dim.table}" '
                f'WHERE "{dim.column}" IS NOT NULL LIMIT {MAX_VALUES + 1}'
            ).fetchall()
        except Exception:  # noqa: BLE001 - a missing column leaves the dimension without values
            continue
        if len(rows) <= MAX_VALUES:
            out[name] = sorted(str(r[0]) for r in rows)
    return out


def _codes(con: Any, model: SemanticModel, allowed: set[str]) -> dict[str, dict[str, str]]:
    """Each label's key, for labels that name exactly one key ("Los Angeles Intl" → "LAX").

    Why: other tables refer to a row by its key (flights.dest holds "LAX"), while analysts say
    the label; the parser uses these pairs to filter the column that holds the key.
    """
    out: dict[str, dict[str, str]] = {}
    for name, dim in model.dimensions.items():
        if not dim.key or dim.table not in allowed or dim.key == dim.column:
            continue
        try:
            rows = con.execute(
                f'SELECT CAST("{dim.column}" AS VARCHAR), MIN(CAST("{dim.key}" AS VARCHAR)) FROM "{dim.table}" '
                f'WHERE "{dim.column}" IS NOT NULL GROUP BY 1 HAVING COUNT(DISTINCT "{dim.key}") = 1 '
                f"LIMIT {MAX_VALUES + 1}"
            ).fetchall()
        except Exception:  # noqa: BLE001 - a missing column leaves the label without keys
            continue
        if len(rows) <= MAX_VALUES:
            out[name] = {str(label): str(key) for label, key in rows}
    return out


def _ranges(con: Any, model: SemanticModel, allowed: set[str]) -> dict[tuple[str, str], tuple[float, float]]:
    """(min, max) of each column a measure aggregates, one query per table.

    Why: a number said without a unit the column can be converted to ("sleeps more than 15
    hours" on ``sleep_total``) is taken as said only when the column holds such values.
    """
    from agent.analytics.semantic.thresholds import row_values  # thresholds imports nothing from here

    columns: dict[str, set[str]] = {}
    for name, sql in row_values(model).items():
        table = model.metrics[name].table
        if table.lower() in allowed or table in allowed:
            columns.setdefault(table, set()).add(sql.rsplit(".", 1)[-1].strip('"'))
    out: dict[tuple[str, str], tuple[float, float]] = {}
    for table, cols in columns.items():
        ordered = sorted(cols)
        try:
            row = con.execute("SELECT " + ", ".join(f'MIN("{c}"), MAX("{c}")' for c in ordered)
                              + f' FROM "{table}"').fetchall()[0]
        except Exception:  # noqa: BLE001 - a column that is no number (or gone) has no range
            continue
        for k, column in enumerate(ordered):
            low, high = row[2 * k], row[2 * k + 1]
            if isinstance(low, int | float) and isinstance(high, int | float):
                out[(table, column)] = (float(low), float(high))
    return out


def _from_table_infos(infos: Iterable[Any], model: SemanticModel, allowed: set[str]) -> dict[str, list[str]]:
    by_table = {info.name.lower(): info for info in infos}
    out: dict[str, list[str]] = {}
    for name, dim in model.dimensions.items():
        info = by_table.get(dim.table.lower())
        if info is None or dim.table not in allowed:
            continue
        col = next((c for c in info.columns if c.name.lower() == dim.column.lower()), None)
        if col is not None and col.distinct_values and not col.pii:
            out[name] = [str(v) for v in col.distinct_values]
    return out


def build_value_index(con_or_tableinfos: Any, model: SemanticModel, allowed_tables: set[str]) -> ValueIndex:
    """Collect the distinct values of every model dimension on an allowed table.

    Accepts a DuckDB connection or a ``TenantDB`` (reads up to MAX_VALUES values per column, so
    names of customers and products are indexed too) or the ``TableInfo`` list of
    ``TenantDB.tables()`` (which only carries vocabularies of up to 100 values). Values named in
    the model's ``value_synonyms`` are added even when the data source did not list them.
    """
    allowed = {t.lower() for t in allowed_tables} if allowed_tables else set(model.tables)
    if (
        hasattr(con_or_tableinfos, "execute")
        and hasattr(con_or_tableinfos, "tables")
        and hasattr(con_or_tableinfos, "cursor")
    ):  # a TenantDB: one cursor for the whole scan
        with con_or_tableinfos.cursor() as cur:
            values = _from_connection(cur, model, allowed)
            codes = _codes(cur, model, allowed)
            ranges = _ranges(cur, model, allowed)
    elif hasattr(con_or_tableinfos, "execute"):
        values = _from_connection(con_or_tableinfos, model, allowed)
        codes = _codes(con_or_tableinfos, model, allowed)
        ranges = _ranges(con_or_tableinfos, model, allowed)
    else:
        values = _from_table_infos(con_or_tableinfos or [], model, allowed)
        codes, ranges = {}, {}
    for name, dim in model.dimensions.items():
        if dim.table not in allowed:
            continue
        known = values.setdefault(name, [])
        for value in dim.value_synonyms:
            if value not in known:
                known.append(value)
    return ValueIndex({k: v for k, v in values.items() if v}, codes, ranges)
