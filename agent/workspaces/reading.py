"""Plan how a staged upload becomes a table: the reader, each column's name, type and SQL.

The plan is a ``SELECT`` over DuckDB's own ``read_csv``/``read_parquet``, so the data flows from
the temporary file into the table inside DuckDB, never through Python objects. What DuckDB's
sniffer gets wrong for real exports is corrected per column (see :mod:`coercion`): missing-value
markers, decimal commas, thousands separators, day-first dates, codes with leading zeros, and
times with a zone (stored as TIMESTAMP in UTC, since TIMESTAMPTZ values need pytz to fetch and
confuse charts and exports). The same plan drives the preview and the create step, so what the
analyst sees is what gets written.
"""

from __future__ import annotations

import csv
import dataclasses
import re
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import duckdb

from agent.errors import UploadRejected
from agent.workspaces import coercion
from agent.workspaces.coercion import Conversion, quote, sql_string
from agent.workspaces.staging import StagedUpload

__all__ = ["MAX_COLUMNS", "ColumnPlan", "TablePlan", "clean_identifier", "plan_table", "table_name_for"]

MAX_COLUMNS = 200
SAMPLE_ROWS = 5000
PREVIEW_ROWS = 5
LINE_SAMPLE = 8 * 1024 * 1024


def clean_identifier(text: str, fallback: str = "col", prefix: str | None = None) -> str:
    """A lower-case ASCII snake_case identifier (``Müşteri Adı`` → ``musteri_adi``).

    ``fallback`` names a header with no letters or digits; ``prefix`` (the fallback unless given)
    goes before one that starts with a digit, so ``6. Ay Sonucu`` is ``col_6_ay_sonucu`` and not
    the empty header's ``column_10_6_ay_sonucu``, whose "10" is a word the analyst never said.
    """
    ascii_text = unicodedata.normalize("NFKD", text.replace("ı", "i").replace("İ", "I"))
    ascii_text = ascii_text.encode("ascii", "ignore").decode()
    name = re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_")
    if not name:
        name = fallback
    if not name[0].isalpha():
        name = f"{prefix or fallback}_{name}"
    return name[:63]


def table_name_for(file_name: str, sheet: str | None = None) -> str:
    """The table name an uploaded file (and sheet of a workbook) suggests."""
    stem = clean_identifier(Path(file_name).stem, "table")
    return stem if sheet is None else clean_identifier(f"{stem}_{sheet}", "table")


@dataclasses.dataclass(frozen=True)
class ColumnPlan:
    """One column: its name in the file, in the table, its type, and the SQL that fills it."""

    source: str
    name: str
    db_type: str
    expression: str
    note: str = ""
    as_text: bool = False  # read as VARCHAR so the expression sees the file's own text
    fallback: str = ""     # the expression to use if the conversion meets a value that does not fit
    fallback_type: str = ""


@dataclasses.dataclass(frozen=True)
class TablePlan:
    """How to read one table out of a staged file, with what was detected along the way."""

    path: Path
    kind: str
    table: str
    sheet: str | None
    reader_options: str
    columns: list[ColumnPlan]
    options: dict[str, str]
    rows: int

    def reader(self, full_sniff: bool = False) -> str:
        """The table function reading the file, with the columns that must arrive as text."""
        if self.kind == "parquet":
            return f"read_parquet({sql_string(str(self.path))})"
        text = [c.source for c in self.columns if c.as_text]
        types = ", ".join(f"{sql_string(s)}: 'VARCHAR'" for s in text)
        extra = (f", types = {{{types}}}" if text else "") + (", sample_size = -1" if full_sniff else "")
        return f"read_csv({sql_string(str(self.path))}, {self.reader_options}{extra})"

    def select(self, plain: frozenset[str] = frozenset(), full_sniff: bool = False) -> str:
        """The ``SELECT`` that builds the table; columns in ``plain`` keep their fallback."""
        items = [f"{c.fallback if c.name in plain else c.expression} AS {quote(c.name)}" for c in self.columns]
        return f"SELECT {', '.join(items)} FROM {self.reader(full_sniff)}"


def _open_reader() -> duckdb.DuckDBPyConnection:
    return duckdb.connect(":memory:")


def plan_table(staged: StagedUpload, sheet: str | None = None,
               overrides: Mapping[str, str] | None = None) -> TablePlan:
    """Work out the plan for the file (or one sheet of a workbook), with the chosen types applied.

    Raises:
        UploadRejected: When the file does not parse, or has no columns or rows.
    """
    overrides = dict(overrides or {})
    unknown = [t for t in overrides.values() if t not in coercion.OVERRIDE_TYPES]
    if unknown:
        raise UploadRejected(f"{unknown[0]} is not a type a column can be given; choose one of "
                             f"{', '.join(coercion.OVERRIDE_TYPES)}.")
    try:
        with _open_reader() as con:
            if staged.kind == "parquet":
                plan = _plan_parquet(con, staged, overrides)
            else:
                plan = _plan_csv(con, staged, sheet, overrides)
    except UploadRejected:
        raise
    except duckdb.Error as exc:
        label = "a Parquet file" if staged.kind == "parquet" else "CSV"
        raise UploadRejected(f"{staged.file_name} could not be read as {label}: {reason(exc)}.") from None
    if not plan.columns:
        raise UploadRejected(f"{staged.file_name} has no columns.")
    if len(plan.columns) > MAX_COLUMNS:
        raise UploadRejected(f"{staged.file_name} has {len(plan.columns)} columns; at most {MAX_COLUMNS} "
                             "are allowed.")
    if plan.rows == 0:
        raise UploadRejected(f"{staged.file_name} has a header but no rows.")
    return plan


def reason(exc: Exception) -> str:
    """The first line of a database error, without DuckDB's prefix or our temporary paths."""
    lines = str(exc).strip().splitlines()
    text = lines[0] if lines else type(exc).__name__
    text = re.sub(r"^[A-Za-z ]*Error: ", "", text)
    text = re.sub(r"\s*'?[^'\s]*samaritan-upload-[^'\s]*'?", " the file", text)
    return text.strip().rstrip(".")[:200]


def _names(raw: list[str]) -> list[str]:
    names: list[str] = []
    for i, text in enumerate(raw):
        name = clean_identifier(str(text), f"column_{i + 1}", prefix="col")
        base, n = name, 2
        while name in names:
            name, n = f"{base[:58]}_{n}", n + 1
        names.append(name)
    return names


def _plan_csv(con: duckdb.DuckDBPyConnection, staged: StagedUpload, sheet: str | None,
              overrides: dict[str, str]) -> TablePlan:
    path, skip, header, rows = staged.path, frozenset[int](), "", -1
    if staged.kind == "xlsx":
        chosen = sheet if sheet is not None else next(iter(staged.sheets))
        if chosen not in staged.sheets:
            raise UploadRejected(f"{staged.file_name} has no sheet with data called {chosen}.")
        part = staged.sheets[chosen]
        path, skip, header, rows = part.path, part.empty_columns, ", header = true", part.rows
        sheet = chosen if len(staged.sheets) > 1 or sheet is not None else None
    nulls = "[" + ", ".join(sql_string(s) for s in coercion.NULL_STRINGS) + "]"
    query = f"SELECT Delimiter, HasHeader, DateFormat, Columns FROM sniff_csv(?, nullstr = {nulls}{header}"
    sniff = con.execute(query + ")", [str(path)]).fetchone()
    assert sniff is not None
    padding = ""
    if len(sniff[3]) == 1 and staged.kind != "xlsx" and (found := _header_delimiter(path, sniff[0])):
        # Rows of uneven length make DuckDB's sniffer give up on the delimiter and read each line
        # as one text column. The header says the delimiter; short rows are padded with missing
        # values and a long row's extra values get columns of their own, so nothing is dropped.
        padding = ", null_padding = true"
        sniff = con.execute(f"{query}, delim = {sql_string(found)}{padding})", [str(path)]).fetchone()
        assert sniff is not None
    delimiter, has_header, sniffed_dates = sniff[0], bool(sniff[1]), sniff[2] or ""
    described = [(c["name"], c["type"]) for c in sniff[3]]
    options = f"nullstr = {nulls}, delim = {sql_string(delimiter)}, header = {str(has_header).lower()}{padding}"
    if staged.kind != "xlsx" and _quotes_missing_words(path, delimiter):
        options += ", allow_quoted_nulls = false"
    sample = con.execute(f"SELECT * FROM read_csv(?, {options}, all_varchar = true) LIMIT {SAMPLE_ROWS}",
                         [str(path)]).fetchall()
    kept = [i for i in range(len(described)) if i not in skip]
    values = {i: [v.strip() for v in (row[i] for row in sample) if v is not None and v.strip()] for i in kept}
    decimal = coercion.decimal_separator(values.values(), delimiter)
    names = _names([described[i][0] for i in kept])
    columns: list[ColumnPlan] = []
    for i, name in zip(kept, names, strict=True):
        source, sniffed = described[i][0], str(described[i][1])
        detected = coercion.detect(values[i], sniffed, decimal, sniffed_dates)
        column = _column(source, name, sniffed, detected)
        chosen = overrides.get(name)
        if chosen is not None and chosen != column.db_type:
            column = _column(source, name, sniffed, coercion.override(chosen, decimal, detected), chosen=True)
        elif chosen is not None:  # confirmed as detected: a value that does not fit is an error then
            column = dataclasses.replace(column, fallback="", fallback_type="")
        columns.append(column)
    if rows < 0:
        rows = _estimate_rows(path, has_header)
    formats = {c.note.removeprefix("dates read as ") for c in columns if c.note.startswith("dates read")}
    if sniffed_dates and any(c.db_type == "DATE" and not c.note for c in columns):
        formats.add(coercion.human_format(sniffed_dates))
    shown = {"delimiter": "tab" if delimiter == "\t" else delimiter, "decimal separator": decimal,
             "date format": ", ".join(sorted(formats)) or "ISO (YYYY-MM-DD)",
             "encoding": staged.encoding, "header row": "yes" if has_header else "no",
             "rows (estimate)" if staged.kind != "xlsx" else "rows": f"{rows:,}"}
    if padding:
        shown["uneven rows"] = "short rows padded with empty values, extra values in extra columns"
    if sheet is not None:
        shown["sheet"] = sheet
    table = table_name_for(staged.file_name, sheet)
    return TablePlan(path, "csv", table, sheet, options, columns, shown, rows)


def _quotes_missing_words(path: Path, delimiter: str) -> bool:
    """Whether the file writes a missing-value word in quotes, as a value ("NA", "null", "-").

    Why: R's ``write.csv`` quotes every string and writes a missing value as a bare ``NA``, so a
    quoted "NA" is North America, Namibia or sodium: a value. Read as missing, a continent-code
    column lost a continent. Such a file is read with quoted values never taken as missing; a
    bare NA stays missing, and files that quote nothing are read as before.
    """
    words = "|".join(re.escape(w) for w in coercion.NULL_STRINGS if w)
    sep = re.escape(delimiter)
    pattern = re.compile(rf'(?:^|{sep})"(?:{words})"(?={sep}|\r?$)', re.MULTILINE)
    with path.open(encoding="utf-8", errors="replace", newline="") as handle:
        return bool(pattern.search(handle.read(LINE_SAMPLE)))


def _header_delimiter(path: Path, sniffed: str) -> str | None:
    """The delimiter that splits the file's first line into the most fields, if not the sniffed one."""
    with path.open(encoding="utf-8", errors="replace", newline="") as handle:
        first = ""
        while not first.strip():
            first = handle.readline(LINE_SAMPLE)
            if not first:
                return None
    best, most = None, 1
    for delimiter in (",", ";", "\t", "|"):
        if delimiter == sniffed:
            continue
        fields = len(next(csv.reader([first.rstrip("\r\n")], delimiter=delimiter), []))
        if fields > most:
            best, most = delimiter, fields
    return best


def _column(source: str, name: str, sniffed: str, conversion: Conversion | None,
            chosen: bool = False) -> ColumnPlan:
    """The column's plan; a detected conversion may fall back to the file's text, a chosen one not."""
    plain = quote(source)
    if conversion is None:
        if sniffed == "TIMESTAMP WITH TIME ZONE":
            return ColumnPlan(source, name, "TIMESTAMP", f"timezone('UTC', {plain})",
                              "times with a zone (Z, +03:00) stored as UTC")
        return ColumnPlan(source, name, sniffed, plain)
    expression = coercion.expression(source, name, conversion)
    if conversion.kind == "text":
        return ColumnPlan(source, name, "VARCHAR", expression, conversion.note, as_text=True)
    return ColumnPlan(source, name, conversion.db_type, expression, conversion.note, as_text=True,
                      fallback="" if chosen else plain, fallback_type="" if chosen else "VARCHAR")


def _estimate_rows(path: Path, has_header: bool) -> int:
    """Rows from the line count of the first megabytes, scaled to the file's size."""
    size = path.stat().st_size
    with path.open("rb") as handle:
        head = handle.read(LINE_SAMPLE)
    lines = head.count(b"\n") + (0 if head.endswith(b"\n") else 1)
    if len(head) < size:
        lines = round(lines * size / max(len(head), 1))
    return max(lines - (1 if has_header else 0), 0)


def _plan_parquet(con: duckdb.DuckDBPyConnection, staged: StagedUpload,
                  overrides: dict[str, str]) -> TablePlan:
    path = str(staged.path)
    described = con.execute("DESCRIBE SELECT * FROM read_parquet(?)", [path]).fetchall()
    count = con.execute("SELECT count(*) FROM read_parquet(?)", [path]).fetchone()
    rows = int(count[0]) if count else 0
    columns = []
    for (source, sniffed, *_), name in zip(described, _names([d[0] for d in described]), strict=True):
        column = _column(source, name, str(sniffed), None)
        chosen = overrides.get(name)
        if chosen is not None and chosen != column.db_type:
            conversion = Conversion(chosen, "cast", note=f"{chosen}, as chosen")
            column = dataclasses.replace(_column(source, name, str(sniffed), conversion, chosen=True),
                                         as_text=False)
        columns.append(column)
    shown = {"format": "Parquet (types kept from the file)", "rows": f"{rows:,}"}
    return TablePlan(staged.path, "parquet", table_name_for(staged.file_name), None, "", columns, shown, rows)


def sample_rows(plan: TablePlan, limit: int = PREVIEW_ROWS) -> list[dict[str, Any]]:
    """The first rows as the table would hold them."""
    with _open_reader() as con:
        result = con.execute(f"{plan.select()} LIMIT {limit}")
        names = [d[0] for d in result.description or []]
        return [dict(zip(names, row, strict=True)) for row in result.fetchall()]
