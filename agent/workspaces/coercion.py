"""Decide, from sample values, what a text column really holds, and write the SQL that converts it.

DuckDB's CSV sniffer knows one decimal separator (the point), no thousands separators, and only
the date formats it can prove from its sample. European and Turkish exports write ``1.234,50`` and
``31.12.2024``; US exports write ``1,234.50``. Those columns arrive as text, so this module looks
at their values and returns a :class:`Conversion`, which :func:`expression` turns into SQL that
converts each value or raises ``samaritan-cast:<column>:<value>`` when one does not fit (so a
value later in the file never silently becomes NULL; the caller then keeps the column as text).
Pure functions only: no I/O, easy to test.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence

from agent.workspaces.monthnames import detect_month_dates, human_format, month_text_sql

__all__ = ["CAST_ERROR", "NULL_STRINGS", "OVERRIDE_TYPES", "Conversion", "decimal_separator", "detect",
           "expression", "human_format", "override", "quote", "sql_string"]

NULL_STRINGS = ("NA", "N/A", "n/a", "null", "NULL", "Null", "-", "NaN", "nan", "", "#N/A")
OVERRIDE_TYPES = ("VARCHAR", "BIGINT", "DOUBLE", "DECIMAL(18,2)", "DATE", "TIMESTAMP", "BOOLEAN")
CAST_ERROR = "samaritan-cast:"
NUMERIC_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "FLOAT", "DOUBLE", "DECIMAL")
INTEGER_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UBIGINT", "UINTEGER")

PLAIN_INT = re.compile(r"[+-]?\d+")
LEADING_ZERO = re.compile(r"0\d+")
# Whole numbers and decimals under each convention, thousands separators optional.
PATTERNS = {
    ".": (r"[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)", r"(?:\.\d+)?"),
    ",": (r"[+-]?(?:\d{1,3}(?:\.\d{3})+|\d+)", r"(?:,\d+)?"),
}
DAY_MONTH = re.compile(r"(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?: (\d{1,2}):(\d{2})(:\d{2})?)?")


@dataclasses.dataclass(frozen=True)
class Conversion:
    """How to turn a column read as text into ``db_type``.

    ``kind`` is ``number`` (``detail`` is the decimal separator), ``date`` (``formats`` are the
    strptime formats to try, commonest first; ``turkish`` says month names must be translated
    first), ``cast`` (DuckDB's own cast) or ``text`` (keep it).
    """

    db_type: str
    kind: str
    detail: str = ""
    note: str = ""
    formats: tuple[str, ...] = ()
    turkish: bool = False


def quote(name: str) -> str:
    """A SQL identifier in double quotes."""
    return '"' + name.replace('"', '""') + '"'


def sql_string(text: str) -> str:
    """A SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def _fits(values: Iterable[str], pattern: str) -> bool:
    compiled = re.compile(pattern)
    return all(compiled.fullmatch(v) for v in values)


def number_separators(values: Sequence[str]) -> set[str]:
    """The decimal separators under which every value reads as a number."""
    return {sep for sep, (whole, frac) in PATTERNS.items() if values and _fits(values, whole + frac)}


def decimal_separator(columns: Iterable[Sequence[str]], delimiter: str) -> str:
    """The file's decimal separator: what its unambiguous columns say, else what ``;`` implies."""
    votes = {".": 0, ",": 0}
    for values in columns:
        fits = number_separators(values)
        if len(fits) == 1:
            votes[fits.pop()] += 1
    if votes[","] != votes["."]:
        return "," if votes[","] > votes["."] else "."
    return "," if delimiter == ";" else "."


def _date_formats(values: Sequence[str], european: bool) -> tuple[tuple[str, ...], str] | None:
    """The strptime formats of day-first (or month-first) dates, and DATE or TIMESTAMP."""
    matches = [DAY_MONTH.fullmatch(v) for v in values]
    if not values or not all(matches):
        return None
    firsts = [int(m.group(1)) for m in matches if m]
    seconds = [int(m.group(3)) for m in matches if m]
    seps = {m.group(2) for m in matches if m}
    if len(seps) != 1 or max(firsts) > 31 or max(seconds) > 31:
        return None
    day_first = max(firsts) > 12
    month_first = max(seconds) > 12
    if day_first == month_first and (day_first or not (european or seps == {"."})):
        return None  # contradictory, or ambiguous in a file that gives no hint
    sep = seps.pop()
    date = f"%d{sep}%m{sep}%Y" if day_first or not month_first else f"%m{sep}%d{sep}%Y"
    if not any(m.group(5) for m in matches if m):
        return (date,), "DATE"
    return (f"{date} %H:%M:%S", f"{date} %H:%M", date), "TIMESTAMP"


def detect(values: Sequence[str], sniffed: str, decimal: str, sniffed_dates: str = "") -> Conversion | None:
    """The conversion a column needs, or None when DuckDB's own type is right.

    Args:
        values: The column's non-empty sample values, as text, stripped.
        sniffed: The type DuckDB's sniffer chose.
        decimal: The file's decimal separator.
        sniffed_dates: The date format the sniffer chose for the file, if any.
    """
    if not values:
        return None
    base = sniffed.split("(")[0]
    if base in INTEGER_TYPES and any(LEADING_ZERO.fullmatch(v) for v in values):
        return Conversion("VARCHAR", "text", note="kept as text: leading zeros mark a code")
    if base in ("VARCHAR", "DATE", "TIMESTAMP"):
        dates = _date_formats(values, decimal == ",")
        if dates is not None and (base == "VARCHAR" or dates[0][-1] != sniffed_dates):
            return Conversion(dates[1], "date", formats=dates[0], note=f"dates read as {human_format(dates[0][-1])}")
    if base == "VARCHAR":
        named = detect_month_dates(values)
        if named is not None:
            return Conversion(named.db_type, "date", formats=named.formats, turkish=named.turkish,
                              note=f"dates read as {named.shown}")
    if all(PLAIN_INT.fullmatch(v) for v in values):
        return None
    fits = number_separators(values)
    if not fits:
        return None
    sep = decimal if decimal in fits else fits.pop()
    if base in NUMERIC_TYPES and sep == ".":
        return None
    whole = all(sep not in v for v in values)
    note = "numbers with a decimal comma" if sep == "," else "numbers with thousands separators"
    if sep == "," and whole:
        note = "numbers with thousands separators"
    return Conversion("BIGINT" if whole else "DOUBLE", "number", sep, note)


def override(db_type: str, decimal: str, detected: Conversion | None) -> Conversion:
    """The conversion a chosen type needs, reusing what was detected about the column's text."""
    base = db_type.split("(")[0]
    if base == "VARCHAR":
        return Conversion("VARCHAR", "text", note="text, as chosen")
    if base in NUMERIC_TYPES:
        sep = detected.detail if detected is not None and detected.kind == "number" else decimal
        return Conversion(db_type, "number", sep, note=f"{db_type}, as chosen")
    if base in ("DATE", "TIMESTAMP") and detected is not None and detected.kind == "date":
        return dataclasses.replace(detected, db_type=db_type, note=f"{db_type}, as chosen")
    return Conversion(db_type, "cast", note=f"{db_type}, as chosen")


def expression(column: str, name: str, conversion: Conversion) -> str:
    """SQL turning the text column ``column`` into the conversion's type, failing loudly on misfits."""
    src = quote(column)
    fail = f"error({sql_string(CAST_ERROR + name + ':')} || {src})"
    if conversion.kind == "text":
        return f"CAST({src} AS VARCHAR)"
    if conversion.kind == "number":
        sep = conversion.detail
        whole, frac = PATTERNS[sep]
        integer = conversion.db_type.split("(")[0] in INTEGER_TYPES
        pattern = whole if integer else whole + frac
        cleaned = (f"replace(replace(trim({src}), '.', ''), ',', '.')" if sep == ","
                   else f"replace(trim({src}), ',', '')")
        return (f"CASE WHEN {src} IS NULL THEN NULL WHEN regexp_full_match(trim({src}), "
                f"{sql_string(pattern)}) THEN CAST({cleaned} AS {conversion.db_type}) ELSE {fail} END")
    if conversion.kind == "date":
        formats = "[" + ", ".join(sql_string(f) for f in conversion.formats) + "]"
        text = month_text_sql(f"trim({src})") if conversion.turkish else f"trim({src})"
        parsed = f"try_strptime({text}, {formats})"
        return (f"CASE WHEN {src} IS NULL THEN NULL WHEN {parsed} IS NOT NULL "
                f"THEN CAST({parsed} AS {conversion.db_type}) ELSE {fail} END")
    cast = f"TRY_CAST({src} AS {conversion.db_type})"
    return f"CASE WHEN {src} IS NULL THEN NULL WHEN {cast} IS NOT NULL THEN {cast} ELSE {fail} END"
