"""What an uploaded file's headers said that the cleaned column names lost.

Why: a column name keeps letters, digits and underscores only, so "Clinton (%)" becomes
``clinton`` and nothing in the name says the numbers are percentages any more, which made them
summed by default. The upload keeps each header as written in its column's comment
(``COMMENT ON COLUMN``); model inference reads the comments back here. A workspace whose file
has no comments (made before, or attached from elsewhere) simply has no such hints.
"""

from __future__ import annotations

import re
from typing import Any

import duckdb

__all__ = ["percent_columns"]

# "(%)", "% change", "in percent", "yüzde", "pct": the header says its numbers are percentages.
_PERCENT = re.compile(r"%|\bpercent\b|\bper cent\b|\bpct\b|\by[uü]zde", re.IGNORECASE)


def percent_columns(db: Any, table: str) -> set[str]:
    """Columns of ``table`` whose header as written says they hold percentages."""
    try:
        with db.cursor() as cur:
            rows = cur.execute("SELECT column_name, comment FROM duckdb_columns() "
                               "WHERE table_name = ? AND comment IS NOT NULL", [table]).fetchall()
    except duckdb.Error:
        return set()  # no catalog comments on this connection: no hints, the names alone decide
    return {str(column) for column, comment in rows if _PERCENT.search(str(comment))}
