"""Result tables as the pages draw them: formatted numbers and dates, and an honest row count."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd
import streamlit as st

__all__ = ["column_config", "show_table", "row_caption"]

_PLAIN = ("id", "year", "yil", "yıl", "month_number", "week")
_INTEGERS = ("INTEGER", "BIGINT", "HUGEINT", "SMALLINT", "TINYINT", "UBIGINT", "UINTEGER", "USMALLINT",
             "UTINYINT")
_NUMBERS = (*_INTEGERS, "DECIMAL", "DOUBLE", "FLOAT", "REAL", "NUMERIC", "UHUGEINT")


def column_config(columns: Sequence[str], logical_types: Sequence[str], db_types: Sequence[str]) -> dict:
    """Number and date formats per column: thousands separators, two decimals, ISO dates."""
    config: dict = {}
    for name, logical, db_type in zip(columns, logical_types, db_types, strict=False):
        upper = db_type.upper()
        integral = upper.startswith(_INTEGERS)
        if upper.startswith("TIMESTAMP"):
            config[name] = st.column_config.DatetimeColumn(format="YYYY-MM-DD HH:mm")
        elif upper.startswith("DATE"):
            config[name] = st.column_config.DateColumn(format="YYYY-MM-DD")
        elif not upper.startswith(_NUMBERS):
            continue
        elif logical == "id" or name.lower().endswith(_PLAIN):
            config[name] = st.column_config.NumberColumn(format="plain")
        else:
            config[name] = st.column_config.NumberColumn(format="%,d" if integral else "%,.2f")
    return config


def row_caption(shown: int, total: int | None, truncated: bool) -> str:
    """``12 rows``, or ``first 1,000 of 48,210 rows`` when the row limit cut the table."""
    if total is not None and total > shown:
        return f"First {shown:,} of {total:,} rows"
    if truncated or total is None:
        return f"First {shown:,} rows (the query has more)" if truncated else f"{shown:,} rows"
    return f"{shown:,} row" + ("" if shown == 1 else "s")


def _date_if_midnight(frame: pd.DataFrame, name: str, db_type: str) -> str:
    """Treat a timestamp column whose values are all midnights (months, days) as dates."""
    if not db_type.upper().startswith("TIMESTAMP") or name not in frame:
        return db_type
    values = pd.to_datetime(frame[name], errors="coerce").dropna()
    return "DATE" if len(values) and bool((values == values.dt.normalize()).all()) else db_type


def show_table(frame: pd.DataFrame, logical_types: Sequence[str], db_types: Sequence[str], *,
               key: str | None = None, height: int | str = "auto") -> None:
    """Draw a result table with its formats."""
    logical = list(logical_types) or ["text"] * len(frame.columns)
    declared = list(db_types) or [""] * len(frame.columns)
    types = [_date_if_midnight(frame, name, t) for name, t in zip(frame.columns, declared, strict=False)]
    st.dataframe(frame, hide_index=True, width="stretch", height=height, key=key,
                 column_config=column_config(list(frame.columns), logical, types))
