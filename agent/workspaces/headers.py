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

__all__ = ["percent_columns", "rate_unit_columns", "unit_free_names"]

# "(%)", "% change", "in percent", "yüzde", "pct": the header says its numbers are percentages.
_PERCENT = re.compile(r"%|\bpercent\b|\bper cent\b|\bpct\b|\by[uü]zde", re.IGNORECASE)


# "Arabica (sent/libre)", "Weight [kg]": a name, then its unit in brackets at the end.
_UNIT_AFTER = re.compile(r"^\s*(?P<name>[^()\[\]]*?[^\W_][^()\[\]]*?)\s*[(\[][^()\[\]]+[)\]]\s*$")


def _comments(db: Any, table: str) -> list[tuple[str, str]]:
    """Each commented column of ``table`` with its header as written."""
    try:
        with db.cursor() as cur:
            rows = cur.execute("SELECT column_name, comment FROM duckdb_columns() "
                               "WHERE table_name = ? AND comment IS NOT NULL", [table]).fetchall()
    except duckdb.Error:
        return []  # no catalog comments on this connection: no hints, the names alone decide
    return [(str(column), str(comment)) for column, comment in rows]


def percent_columns(db: Any, table: str) -> set[str]:
    """Columns of ``table`` whose header as written says they hold percentages."""
    return {column for column, comment in _comments(db, table) if _PERCENT.search(comment)}


# "(sent/libre)", "[km/h]", "(USD per ton)", "(TL başına)": a unit that is one quantity per another
_RATE_UNIT = re.compile(r"[(\[][^()\[\]]*(?:\w\s*/\s*\w|\bper\b|\bba[sş][ıi]na\b)[^()\[\]]*[)\]]", re.IGNORECASE)


def rate_unit_columns(db: Any, table: str) -> set[str]:
    """Columns of ``table`` whose header wrote a unit per something in brackets: prices and speeds, averaged.

    Why: a monthly "Arabica (sent/libre)" is a price in cents a pound; summed over a year it is
    no price at all, and nothing in the cleaned name ``arabica_sent_libre`` says "price".
    """
    return {column for column, comment in _comments(db, table) if _RATE_UNIT.search(comment)}


def unit_free_names(db: Any, table: str) -> dict[str, str]:
    """The name each column had before the unit its header wrote in brackets, cleaned as a column name.

    Why: "Arabica (sent/libre)" is uploaded as ``arabica_sent_libre``, whose name then holds the
    unit's words, while analysts ask for "the average arabica price". Only where the unit-free name
    is another name than the column's, and no other column of the table has it (two "Price (USD)"
    and "Price (EUR)" columns are both "price": neither gets the bare word).
    """
    from agent.workspaces.reading import clean_identifier

    comments = _comments(db, table)
    bare: dict[str, str] = {}
    for column, comment in comments:
        if (found := _UNIT_AFTER.match(comment)) and (name := clean_identifier(found["name"], "_")) != column:
            bare[column] = name  # "_…" when the name has no letter that ASCII keeps: dropped below
    taken = {column for column, _ in comments} | {n for n in bare.values() if list(bare.values()).count(n) > 1}
    return {column: name for column, name in bare.items() if name[:1].isalpha() and name not in taken}
