"""Turn an uploaded CSV, Parquet or Excel file into a new table of the current tenant.

Everything is checked before anything is written: the size, the format, that the file parses,
that it has rows and columns, the table name (and that no table of that name exists). Types are
inferred by DuckDB's CSV sniffer (dates, decimals, integers), kept from Parquet, and taken from
the cells of an Excel sheet. Column names become plain snake_case identifiers.

The write goes through a separate, short-lived read-write DuckDB connection, opened after the
service closed its read-only one (DuckDB allows one configuration per file and process), in one
transaction; the overlay that makes the table visible to analysts is written after the commit,
and the table is dropped again if that fails, so a failure never leaves half an upload behind.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import io
import re
import tempfile
import unicodedata
from pathlib import Path
from typing import Any

import duckdb

from agent.errors import UploadRejected
from agent.workspaces.modeling import infer_table_model

__all__ = ["MAX_UPLOAD_MB", "SUPPORTED_TYPES", "UploadResult", "read_table", "table_name_for", "add_table",
           "clean_identifier"]

MAX_UPLOAD_MB = 50
MAX_COLUMNS = 200
SUPPORTED_TYPES = ("csv", "tsv", "txt", "parquet", "xlsx")
NAME_RE = re.compile(r"^[a-z][a-z0-9_]{0,62}$")
PII_NAMES = re.compile(
    r"(^|_)(e_?mail|phone|telefon|mobile|gsm|tax_?id|vkn|tckn|ssn|iban|passport|password)(_|$)")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)


@dataclasses.dataclass(frozen=True)
class UploadResult:
    """What an upload created."""

    table: str
    rows: int
    columns: list[tuple[str, str]]
    pii: list[str]
    model: dict[str, Any]


def clean_identifier(text: str, fallback: str = "col") -> str:
    """A lower-case ASCII snake_case identifier (``Müşteri Adı`` → ``musteri_adi``)."""
    ascii_text = unicodedata.normalize("NFKD", text.replace("ı", "i").replace("İ", "I"))
    ascii_text = ascii_text.encode("ascii", "ignore").decode()
    name = re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_")
    if not name:
        name = fallback
    if not name[0].isalpha():
        name = f"{fallback}_{name}"
    return name[:63]


def table_name_for(file_name: str) -> str:
    """The table name an uploaded file suggests (its stem as an identifier)."""
    return clean_identifier(Path(file_name).stem, "table")


def _kind(file_name: str) -> str:
    kind = Path(file_name).suffix.lower().lstrip(".")
    if kind not in SUPPORTED_TYPES:
        raise UploadRejected(f"{file_name} is not a CSV, Parquet or Excel (.xlsx) file, so it cannot be "
                             "added.")
    return kind


def _first_line(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:200]


def read_table(file_name: str, data: bytes):  # -> pyarrow.Table
    """Parse an uploaded file into an Arrow table with inferred types and clean column names.

    Raises:
        UploadRejected: With one sentence saying what is wrong with the file.
    """
    import pyarrow as pa

    kind = _kind(file_name)
    if len(data) > MAX_UPLOAD_MB * 1024 * 1024:
        raise UploadRejected(f"{file_name} is {len(data) / 1024 / 1024:.1f} MB; uploads are limited to "
                             f"{MAX_UPLOAD_MB} MB.")
    if not data.strip():
        raise UploadRejected(f"{file_name} is empty.")
    try:
        if kind == "xlsx":
            table = _read_excel(data)
        else:
            with tempfile.TemporaryDirectory(prefix="samaritan-upload-") as tmp:
                path = Path(tmp) / f"upload.{kind}"
                path.write_bytes(data)
                with duckdb.connect(":memory:") as con:
                    reader = "read_parquet(?)" if kind == "parquet" else "read_csv(?, auto_detect = true)"
                    table = con.sql(f"SELECT * FROM {reader}", params=[str(path)]).to_arrow_table()
    except UploadRejected:
        raise
    except Exception as exc:  # noqa: BLE001 - every parser error becomes one sentence
        label = {"xlsx": "an Excel workbook", "parquet": "a Parquet file"}.get(kind, "CSV")
        reason = re.sub(r"\s*'?[^'\s]*samaritan-upload-[^'\s]*'?", "", _first_line(exc)).rstrip(".")
        raise UploadRejected(f"{file_name} could not be read as {label}: {reason}.") from None
    if table.num_columns == 0:
        raise UploadRejected(f"{file_name} has no columns.")
    if table.num_columns > MAX_COLUMNS:
        raise UploadRejected(f"{file_name} has {table.num_columns} columns; at most {MAX_COLUMNS} are "
                             "allowed.")
    if table.num_rows == 0:
        raise UploadRejected(f"{file_name} has a header but no rows.")
    names: list[str] = []
    for i, raw in enumerate(table.column_names):
        name = clean_identifier(str(raw), f"column_{i + 1}")
        base, n = name, 2
        while name in names:
            name, n = f"{base[:58]}_{n}", n + 1
        names.append(name)
    return table.rename_columns(names) if isinstance(table, pa.Table) else table


def _read_excel(data: bytes):
    """The first sheet of a workbook as Arrow; mixed-type columns become text."""
    import pandas as pd
    import pyarrow as pa

    frame = pd.read_excel(io.BytesIO(data), sheet_name=0, engine="openpyxl")
    frame = frame.dropna(how="all").dropna(axis=1, how="all")
    for col in frame.columns:
        if frame[col].dtype == object:
            kinds = {type(v) for v in frame[col].dropna()}
            if kinds and kinds <= {dt.datetime, pd.Timestamp}:
                frame[col] = pd.to_datetime(frame[col])
            elif len(kinds) > 1 or (kinds and not kinds <= {str}):
                frame[col] = frame[col].map(lambda v: None if pd.isna(v) else str(v))
    frame.columns = [str(c) for c in frame.columns]
    return pa.Table.from_pandas(frame, preserve_index=False)


def _pii_columns(table) -> list[str]:
    """Columns that look like personal data, by name or by holding e-mail addresses."""
    import pyarrow as pa

    found = []
    for name, column in zip(table.column_names, table.columns, strict=True):
        if PII_NAMES.search(name):
            found.append(name)
        elif pa.types.is_string(column.type) or pa.types.is_large_string(column.type):
            sample = [v for v in column.slice(0, 200).to_pylist() if v]
            if sample and sum(bool(EMAIL.match(str(v))) for v in sample) / len(sample) > 0.5:
                found.append(name)
    return found


def _existing_tables(con: duckdb.DuckDBPyConnection) -> set[str]:
    return {r[0].lower() for r in con.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'").fetchall()}


def _write(database: Path, name: str, table) -> list[tuple[str, str]]:
    """Create the table in one transaction on a short-lived read-write connection."""
    try:
        con = duckdb.connect(str(database))
    except duckdb.Error:
        raise UploadRejected("The tenant's database is busy (another process has it open); "
                             "try the upload again in a moment.") from None
    try:
        if name in _existing_tables(con):
            raise UploadRejected(f"A table called {name} already exists in this tenant; choose another name.")
        con.register("incoming_upload", table)
        con.execute("BEGIN TRANSACTION")
        try:
            con.execute(f'CREATE TABLE "{name}" AS SELECT * FROM incoming_upload')
            columns = [(r[0], str(r[1])) for r in con.execute(
                "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'main' "
                "AND table_name = ? ORDER BY ordinal_position", [name]).fetchall()]
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        return columns
    finally:
        con.close()


def _drop(database: Path, name: str) -> None:
    with duckdb.connect(str(database)) as con:
        con.execute(f'DROP TABLE IF EXISTS "{name}"')


def add_table(service: Any, tenant: str, file_name: str, data: bytes,
              table_name: str | None = None) -> UploadResult:
    """Validate an uploaded file and add it as a table of ``tenant``, with an inferred semantic model.

    Raises:
        UploadRejected: When the file, the name or the database refuses (nothing is written then).
    """
    from agent import overlays

    name = (table_name or "").strip() or table_name_for(file_name)
    if not NAME_RE.match(name):
        raise UploadRejected(f"“{name}” cannot be a table name: use lower-case letters, digits and "
                             "underscores, starting with a letter.")
    table = read_table(file_name, data)
    pii = _pii_columns(table)
    config = service.registry.get(tenant)
    if name in config.allowed_tables:
        raise UploadRejected(f"A table called {name} already exists in this tenant; choose another name.")
    service.invalidate_tenant(tenant)
    columns = _write(config.database, name, table)
    try:
        overlay = overlays.read_overlay(service.settings, tenant)
        overlay["allowed_tables"] = [*(overlay.get("allowed_tables") or []), name]
        if pii:
            overlay.setdefault("pii_columns", {})[name] = pii
        uploads = overlay.setdefault("uploads", {})
        uploads[name] = {"file": Path(file_name).name, "rows": table.num_rows,
                         "uploaded_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "model": {}}
        overlays.save_overlay(service, tenant, overlay)
        model = infer_table_model(service, tenant, name)
        uploads[name]["model"] = model
        overlays.save_overlay(service, tenant, overlay)
    except Exception as exc:
        _rollback(service, tenant, name, config.database)
        if isinstance(exc, UploadRejected):
            raise
        raise UploadRejected("The table could not be registered, so the upload was undone: "
                             f"{_first_line(exc)}") from exc
    return UploadResult(name, table.num_rows, columns, pii, model)


def _rollback(service: Any, tenant: str, name: str, database: Path) -> None:
    """Undo a half-finished upload: forget it in the overlay and drop its table."""
    from agent import overlays

    service.invalidate_tenant(tenant)
    overlay = overlays.read_overlay(service.settings, tenant)
    overlay["allowed_tables"] = [t for t in overlay.get("allowed_tables") or [] if t != name]
    (overlay.get("pii_columns") or {}).pop(name, None)
    (overlay.get("uploads") or {}).pop(name, None)
    try:
        overlays.save_overlay(service, tenant, overlay)
    except Exception:  # noqa: BLE001 - the table must go even if the overlay cannot be rewritten
        pass
    service.invalidate_tenant(tenant)
    _drop(database, name)
