"""How many distinct values each column of an uploaded table has, estimated once and shared.

Why one module: model inference asks of the same large table, in several places, how many
values its whole-number columns hold (keys, small breakdowns) and its text columns (keys, links),
and each question was a scan of those columns: a table of millions of rows was read three times
over for the same HyperLogLog estimates. Whole numbers are estimated here in one scan (with their
range, which the breakdown rule needs); text columns reuse the estimate the catalog already read
with the vocabularies (``ColumnMeta.approx_distinct``). Personal columns are never read.
"""

from __future__ import annotations

from typing import Any

__all__ = ["DECIMAL_TYPES", "INTEGER_TYPES", "approx_distinct", "decimal_profile", "integer_profile"]

INTEGER_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
                 "UBIGINT")


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


DECIMAL_TYPES = ("DOUBLE", "FLOAT", "REAL", "DECIMAL", "NUMERIC")


def _number_profile(db: Any, info: Any) -> dict[str, tuple[int, Any, Any]]:
    """(estimated distinct values, max, min) of each non-personal number column, in one scan.

    Whole numbers and decimals share the statement, whose text is the same for the same table,
    so the upload's query memo (``uploads._AskOnce``) answers every later call from memory.
    """
    cols = [c.name for c in info.columns
            if not c.pii and c.db_type.upper().startswith((*INTEGER_TYPES, *DECIMAL_TYPES))]
    if not cols:
        return {}
    row = db.execute("SELECT " + ", ".join(f"approx_count_distinct({_q(c)}), max({_q(c)}), min({_q(c)})"
                                           for c in cols) + f" FROM {_q(info.name)}", limit=1).rows[0]
    return {c: (row[3 * k], row[3 * k + 1], row[3 * k + 2]) for k, c in enumerate(cols)}


def _of_types(info: Any, types: tuple[str, ...]) -> set[str]:
    return {c.name for c in info.columns if c.db_type.upper().startswith(types)}


def integer_profile(db: Any, info: Any) -> dict[str, tuple[int, Any, Any]]:
    """(estimated distinct values, max, min) of each non-personal whole-number column."""
    wanted = _of_types(info, INTEGER_TYPES)
    return {c: v for c, v in _number_profile(db, info).items() if c in wanted}


def decimal_profile(db: Any, info: Any) -> dict[str, tuple[int, Any, Any]]:
    """(estimated distinct values, max, min) of each non-personal decimal column (same scan)."""
    wanted = _of_types(info, DECIMAL_TYPES)
    return {c: v for c, v in _number_profile(db, info).items() if c in wanted}


def approx_distinct(db: Any, info: Any, columns: list[str]) -> list[int]:
    """Estimated distinct values of ``columns`` (non-personal), scanning only those not known yet."""
    known: dict[str, int] = {c.name: c.approx_distinct for c in info.columns
                             if getattr(c, "approx_distinct", None) is not None}
    if any(c not in known for c in columns):
        numbers = _number_profile(db, info)
        known.update({c: v[0] for c, v in numbers.items() if c not in known})
    missing = [c for c in columns if c not in known]
    if missing:
        row = db.execute("SELECT " + ", ".join(f"approx_count_distinct({_q(c)})" for c in missing)
                         + f" FROM {_q(info.name)}", limit=1).rows[0]
        known.update(zip(missing, row, strict=True))
    return [int(known[c]) for c in columns]
