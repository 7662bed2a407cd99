"""Levels of an uploaded table's breakdowns, found in the data: each city lies in one country.

Why from the data and not from names: "drill into Germany" needs the level below country, and a
file says nothing about it — ``region``/``store``, ``il``/``ilçe``, ``species``/``island`` are all
just columns. The data does say it: when every value of column A goes with exactly one value of
column B, and B has fewer values, A lies below B (a functional dependency). The nearest such B (the
one with most values: a city's state before its country) is A's parent.

One query per table: the distinct combinations of the candidate columns, read once with a cap, so
a large table costs one hash aggregate; the dependencies are then checked on those combinations,
which hold exactly the pairs the table holds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["MAX_COLUMNS", "MAX_COMBINATIONS", "add_parents", "functional_parents", "parents_from_rows"]

MAX_COLUMNS = 8          # breakdown columns compared per table (the first ones, in table order)
MAX_COMBINATIONS = 20_000  # more distinct combinations than this: the columns are no small hierarchy


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def parents_from_rows(columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> dict[str, str]:
    """Child column → parent column, from the distinct combinations of ``columns`` (``rows``).

    A parent has at least two values and at most half as many as its child (two children per
    parent on average), so a column and its copy or its near-copy (gapminder's 142 countries and
    141 ISO codes) are no levels, and a constant column is no parent. Missing values (None) of
    the child are ignored; a child value seen with two parents (None counts as one) breaks it.
    """
    values = {c: {r[i] for r in rows if r[i] is not None} for i, c in enumerate(columns)}
    out: dict[str, str] = {}
    for i, child in enumerate(columns):
        best: str | None = None
        for j, parent in enumerate(columns):
            if i == j or not (2 <= len(values[parent]) and 2 * len(values[parent]) <= len(values[child])):
                continue
            seen: dict[Any, Any] = {}
            if all(seen.setdefault(r[i], r[j]) == r[j] for r in rows if r[i] is not None) and (
                best is None or len(values[parent]) > len(values[best])
            ):
                best = parent
        if best is not None:
            out[child] = best
    return out


def functional_parents(
    query: Callable[[str], Sequence[Sequence[Any]]], table: str, columns: Sequence[str]
) -> dict[str, str]:
    """Child column → parent column among ``columns`` of ``table``; ``query`` runs one SELECT.

    ``columns`` should be the table's breakdowns with few values (the catalog's listed ones): a
    free-text column makes every combination distinct, which the cap then refuses.
    """
    cols = list(dict.fromkeys(columns))[:MAX_COLUMNS]
    if len(cols) < 2:
        return {}
    select = ", ".join(_q(c) for c in cols)
    rows = query(f"SELECT {select} FROM {_q(table)} GROUP BY ALL LIMIT {MAX_COMBINATIONS + 1}")
    if len(rows) > MAX_COMBINATIONS:
        return {}
    return parents_from_rows(cols, rows)


def add_parents(
    dimensions: dict[str, dict[str, Any]], info: Any, query: Callable[[str], Sequence[Sequence[Any]]]
) -> dict[str, str]:
    """Give the inferred breakdowns of one table (``info``: a TableInfo) their ``parent`` from the data.

    Only text columns the catalog calls categorical (at most a few thousand values) that are plain
    breakdowns (no entity key) take part. Returns child key → parent key, as written into ``dimensions``.
    """
    listed = {c.name for c in info.columns if not getattr(c, "pii", False)
              and str(c.db_type).upper().startswith("VARCHAR")
              and (getattr(c, "distinct_values", ()) or getattr(c, "logical_type", "") == "categorical")}
    by_column: dict[str, str] = {}
    for key, spec in dimensions.items():
        if spec.get("table") == info.name and spec.get("column") in listed and not spec.get("key"):
            by_column.setdefault(spec["column"], key)
    parents = functional_parents(query, info.name, list(by_column))
    out = {by_column[child]: by_column[parent] for child, parent in parents.items()}
    for child, parent in out.items():
        dimensions[child]["parent"] = parent
    return out
