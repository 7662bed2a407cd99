"""Turn an uploaded CSV, Parquet or Excel file into new tables of the current tenant.

The file is streamed to a temporary file (:mod:`staging`, UTF-8 by then), planned column by
column (:mod:`reading`: names, types, conversions), previewed, and written by DuckDB's own
readers with ``CREATE TABLE … AS SELECT``: the rows never pass through Python, so a file of a
gigabyte costs what DuckDB needs, not what pandas would.

The write goes through a separate, short-lived read-write DuckDB connection, opened after the
service closed its read-only one (DuckDB allows one configuration per file and process), in one
transaction for all the tables of the upload; the overlay that makes them visible to analysts is
written after the commit, and the tables are dropped again if that fails, so a failure never
leaves half an upload behind.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import duckdb

from agent.analytics.semantic.text import fold
from agent.analytics.semantic.yesnowords import YES_NO_WORDS
from agent.config import Settings
from agent.errors import UploadRejected
from agent.storage import published, upload_journal
from agent.workspaces.coercion import CAST_ERROR, OVERRIDE_TYPES, quote, sql_string
from agent.workspaces.modeling import infer_table_model
from agent.workspaces.reading import TablePlan, clean_identifier, plan_table, reason, sample_rows, table_name_for
from agent.workspaces.staging import Progress, Source, StagedUpload, UploadProgress, disk_full, stage

__all__ = ["MAX_UPLOAD_MB", "OVERRIDE_TYPES", "SUPPORTED_TYPES", "PreviewColumn", "UploadPreview",
           "UploadProgress", "UploadResult", "add_table", "add_tables", "clean_identifier", "preview_upload",
           "read_table", "recover_interrupted_upload", "stage_upload", "table_name_for"]

MAX_UPLOAD_MB = Settings.max_upload_mb
SUPPORTED_TYPES = ("csv", "tsv", "txt", "parquet", "xlsx")
NAME_RE = re.compile(r"^[a-z][a-z0-9_]{0,62}$")
PII_NAMES = re.compile(
    r"(^|_)(e_?mail|phone|telefon|mobile|gsm|tax_?id|vkn|tckn|ssn|iban|passport|password)(_|$)")
# DuckDB's words when a write runs out of room (no space, file-size limit, quota).
DISK_WORDS = re.compile(r"No space left|File too large|Disk quota|Could not write", re.IGNORECASE)
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
# The cells of a yes/no column as text, lower case: such a column is a mark, never personal data.
FLAG_VALUES = YES_NO_WORDS  # folded: "Evet"/"Hayır", "E"/"H" mark a yes/no column too


@dataclasses.dataclass(frozen=True)
class UploadResult:
    """What an upload created."""

    table: str
    rows: int
    columns: list[tuple[str, str]]
    pii: list[str]
    model: dict[str, Any] = dataclasses.field(default_factory=dict)  # filled once it is registered


@dataclasses.dataclass(frozen=True)
class PreviewColumn:
    """A column as it would be created, and why it has that type when DuckDB alone would differ."""

    name: str
    db_type: str
    note: str


@dataclasses.dataclass(frozen=True)
class UploadPreview:
    """What creating the table would do: names, types, first rows and the detected file options."""

    table: str
    sheet: str | None
    sheets: list[str]
    columns: list[PreviewColumn]
    rows: list[dict[str, Any]]
    options: dict[str, str]


def _kind(file_name: str) -> str:
    kind = Path(file_name).suffix.lower().lstrip(".")
    if kind not in SUPPORTED_TYPES:
        raise UploadRejected(f"{file_name} is not a CSV, Parquet or Excel (.xlsx) file, so it cannot be "
                             "added.")
    return kind


def stage_upload(file_name: str, data: Source, max_mb: float = MAX_UPLOAD_MB,
                 progress: Progress | None = None) -> StagedUpload:
    """Copy an upload (bytes, a file object such as Streamlit's UploadedFile, or a path) to disk.

    Raises:
        UploadRejected: When the type is not supported, or the file is too big, empty or unreadable.
    """
    return stage(file_name, _kind(file_name), data, max_mb, progress)


def preview_upload(staged: StagedUpload, sheet: str | None = None,
                   overrides: Mapping[str, str] | None = None) -> UploadPreview:
    """Show what creating a table from the staged file (one sheet of a workbook) would produce.

    Raises:
        UploadRejected: When the file does not parse or a chosen type does not fit.
    """
    plan = plan_table(staged, sheet, overrides)
    try:
        rows = sample_rows(plan)
    except duckdb.Error as exc:
        raise _cast_refusal(exc, plan) or UploadRejected(
            f"{staged.file_name} could not be read: {reason(exc)}.") from None
    columns = [PreviewColumn(c.name, c.db_type, c.note) for c in plan.columns]
    return UploadPreview(plan.table, plan.sheet, list(staged.sheets), columns, rows, plan.options)


def read_table(file_name: str, data: Source, max_mb: float | None = None) -> Any:  # -> pyarrow.Table
    """Read a small upload into an Arrow table, typed as it would be created (tests, notebooks)."""
    with stage_upload(file_name, data, MAX_UPLOAD_MB if max_mb is None else max_mb) as staged:
        plan = plan_table(staged)
        with duckdb.connect(":memory:") as con:
            return con.sql(plan.select()).to_arrow_table()


def _cast_refusal(exc: Exception, plan: TablePlan) -> UploadRejected | None:
    """One sentence for a chosen type that a value does not fit, or None for other errors."""
    text = str(exc)
    if CAST_ERROR not in text:
        return None
    name, _, value = text.split(CAST_ERROR, 1)[1].partition(":")
    column = next((c for c in plan.columns if c.name == name), None)
    shown = value.strip().splitlines()[0][:60] if value.strip() else value
    target = column.db_type if column else "that type"
    return UploadRejected(f"Column {name} cannot be {target}: the value “{shown}” does not fit; choose "
                          "another type.")


def add_table(service: Any, tenant: str, file_name: str, data: Source | StagedUpload,
              table_name: str | None = None, *, sheet: str | None = None,
              overrides: Mapping[str, str] | None = None, progress: Progress | None = None) -> UploadResult:
    """Add one table (a CSV, a Parquet file, or one sheet of a workbook) to ``tenant``.

    A workbook with several sheets needs ``sheet``; :func:`add_tables` adds every sheet.

    Raises:
        UploadRejected: When the file, the name or the database refuses (nothing is written then).
    """
    def single(staged: StagedUpload) -> list[tuple[str, TablePlan]]:
        if sheet is None and len(staged.sheets) > 1:
            raise UploadRejected(f"{file_name} has {len(staged.sheets)} sheets with data; pick one, or add "
                                 "them all as one table each.")
        plan = plan_table(staged, sheet, overrides)
        return [((table_name or "").strip() or plan.table, plan)]

    return _add(service, tenant, file_name, data, single, progress)[0]


def add_tables(service: Any, tenant: str, file_name: str, data: Source | StagedUpload,
               table_name: str | None = None, *, progress: Progress | None = None) -> list[UploadResult]:
    """Add every non-empty sheet of a workbook as its own table (``<file>_<sheet>``), all or none.

    For a CSV or Parquet file this is :func:`add_table` in a list.
    """
    def every(staged: StagedUpload) -> list[tuple[str, TablePlan]]:
        if len(staged.sheets) <= 1:
            plan = plan_table(staged)
            return [((table_name or "").strip() or plan.table, plan)]
        prefix = (table_name or "").strip()
        plans = []
        for sheet in staged.sheets:
            plan = plan_table(staged, sheet)
            plans.append((clean_identifier(f"{prefix}_{sheet}", "table") if prefix else plan.table, plan))
        return plans

    return _add(service, tenant, file_name, data, every, progress)


def _add(service: Any, tenant: str, file_name: str, data: Source | StagedUpload, planner: Any,
         progress: Progress | None) -> list[UploadResult]:
    report = progress or (lambda _: None)
    tenants_dir = service.settings.tenants_dir
    staged = data if isinstance(data, StagedUpload) else stage_upload(
        file_name, data, service.settings.max_upload_mb, report)
    begun: list[str] = []  # the new tables noted in the journal (set once they are known to be new)

    def note(names: list[str]) -> None:
        upload_journal.begin(tenants_dir, tenant, names, Path(file_name).name)
        begun.extend(names)

    try:
        # One upload per workspace at a time (threads and processes): each reads the overlay after
        # the previous one wrote it, and a journal found here was left by a writer that died.
        with upload_journal.upload_lock(tenants_dir, tenant):
            _recover_locked(service, tenant)
            try:
                report(UploadProgress("Working out the columns and their types"))
                plans: list[tuple[str, TablePlan]] = planner(staged)
                config = service.registry.get(tenant)
                for name, _plan in plans:
                    if not NAME_RE.match(name):
                        raise UploadRejected(f"“{name}” cannot be a table name: use lower-case letters, digits "
                                             "and underscores, starting with a letter.")
                    if name in config.allowed_tables:
                        raise UploadRejected(f"A table called {name} already exists in this tenant; choose "
                                             "another name.")
                if len({name for name, _ in plans}) < len(plans):
                    raise UploadRejected(f"Two sheets of {file_name} would get the same table name; add them "
                                         "one by one.")
                service.invalidate_tenant(tenant)
                written = _write(config.database, plans, staged.file_name, report, (tenants_dir, tenant), note)
            except BaseException:
                if begun:  # tables that may have been committed before the failure: take them out again
                    _rollback(service, tenant, begun, config.database)
                upload_journal.finish(tenants_dir, tenant)
                raise
            finally:
                if staged is not data:
                    staged.close()
            report(UploadProgress("Registering the tables"))
            result = _register(service, tenant, file_name, written, config.database, report)  # undoes itself on failure
            upload_journal.finish(tenants_dir, tenant)
            return result
    finally:
        if staged is not data:
            staged.close()


def recover_interrupted_upload(service: Any, tenant: str) -> list[str]:
    """Undo an upload whose process died mid-way; return the tables taken out ([] when none).

    Only when no upload of the tenant is running (the lock is free): a journal found then was left
    by a writer that died. Cheap when there is nothing to do (one failed ``open`` of the journal).
    """
    if not upload_journal.pending(service.settings.tenants_dir, tenant):
        return []
    with upload_journal.upload_lock(service.settings.tenants_dir, tenant, wait=False) as held:
        return _recover_locked(service, tenant) if held else []


def _recover_locked(service: Any, tenant: str) -> list[str]:
    names = upload_journal.pending(service.settings.tenants_dir, tenant)
    if names:
        _rollback(service, tenant, names, service.registry.get(tenant).database)
    upload_journal.finish(service.settings.tenants_dir, tenant)
    return names


def _write(database: Path, plans: list[tuple[str, TablePlan]], file_name: str,
           report: Progress, owner: tuple[Path, str], note: Any = None) -> list[UploadResult]:
    """Create every table in one transaction on a short-lived read-write connection.

    A detected conversion that meets a value it cannot convert falls back to text and the
    transaction is tried again; a type the sniffer guessed from too few rows gets a sniff of the
    whole file. Either way nothing is committed until every table is complete.

    ``owner`` is (tenants directory, tenant): a source file that held only publishable data and
    gains only tables without personal columns is marked clean again, under the same lock, so the
    analysts' catalog can be published by copying it whole (:mod:`agent.storage.published`).
    """
    try:
        con = duckdb.connect(str(database))
    except duckdb.Error:
        raise UploadRejected("The tenant's database is busy (another process has it open); "
                             "try the upload again in a moment.") from None
    try:
        was_clean = published.is_clean(owner[0], owner[1], database)
        written = _transaction(con, plans, file_name, report, note)
        if was_clean and not any(w.pii for w in written):
            con.execute("CHECKPOINT")
            published.mark_clean(owner[0], owner[1], database)
        return written
    finally:
        con.close()


def _transaction(con: duckdb.DuckDBPyConnection, plans: list[tuple[str, TablePlan]], file_name: str,
                 report: Progress, note: Any = None) -> list[UploadResult]:
    """Write the tables in one transaction, retried with fallbacks; see :func:`_write`."""
    existing = {r[0].lower() for r in con.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'").fetchall()}
    for name, _ in plans:
        if name in existing:
            raise UploadRejected(f"A table called {name} already exists in this tenant; choose another "
                                 "name.")
    if note is not None:  # only names now known to be new, so an undo can never drop an older table
        note([name for name, _ in plans])
    plain: set[str] = set()
    full_sniff = False
    attempts = 2 + sum(1 for _, p in plans for c in p.columns if c.fallback)
    for _ in range(attempts):
        con.execute("BEGIN TRANSACTION")
        try:
            written = [_create(con, name, plan, frozenset(plain), full_sniff, report) for name, plan in plans]
            con.execute("COMMIT")
            return written
        except duckdb.Error as exc:
            _rollback_quietly(con)
            plan_of = {c.name: p for _, p in plans for c in p.columns}
            text = str(exc)
            if CAST_ERROR in text:
                column = text.split(CAST_ERROR, 1)[1].partition(":")[0]
                plan = plan_of.get(column)
                if plan is None or not any(c.name == column and c.fallback for c in plan.columns) \
                        or column in plain:
                    raise (_cast_refusal(exc, plan) if plan else None) or UploadRejected(
                        f"{file_name} could not be written: {reason(exc)}.") from None
                plain.add(column)
            elif "could not convert" in text.lower() and not full_sniff:
                full_sniff = True
            elif DISK_WORDS.search(text):
                raise disk_full(file_name) from None
            else:
                raise UploadRejected(f"{file_name} could not be read: {reason(exc)}.") from None
        except BaseException:
            _rollback_quietly(con)
            raise
    raise UploadRejected(f"{file_name} could not be written: its columns kept changing type.")


def _rollback_quietly(con: duckdb.DuckDBPyConnection) -> None:
    """Roll back if a transaction is still open.

    Why: when COMMIT itself fails (the disk filled while the WAL was written) DuckDB has already
    rolled back, and a second ROLLBACK raises "no transaction is active", which would hide the
    real reason behind a raw TransactionException.
    """
    with contextlib.suppress(duckdb.Error):
        con.execute("ROLLBACK")


def _create(con: duckdb.DuckDBPyConnection, name: str, plan: TablePlan, plain: frozenset[str],
            full_sniff: bool, report: Progress) -> UploadResult:
    report(UploadProgress(f"Writing table {name}"))
    con.execute(f"CREATE TABLE {quote(name)} AS {plan.select(plain, full_sniff)}")
    for column in plan.columns:
        if column.source != column.name:  # the header as written: "Clinton (%)" says what clinton holds
            con.execute(f"COMMENT ON COLUMN {quote(name)}.{quote(column.name)} IS {sql_string(str(column.source))}")
    columns = [(r[0], str(r[1])) for r in con.execute(
        "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'main' "
        "AND table_name = ? ORDER BY ordinal_position", [name]).fetchall()]
    count = con.execute(f"SELECT count(*) FROM {quote(name)}").fetchone()
    rows = int(count[0]) if count else 0
    if rows == 0:
        raise UploadRejected(f"{name} would have no rows.")
    return UploadResult(name, rows, columns, _pii_columns(con, name, columns))


def _pii_columns(con: duckdb.DuckDBPyConnection, table: str, columns: list[tuple[str, str]]) -> list[str]:
    """Columns that look like personal data, by name or by holding e-mail addresses."""
    found = [name for name, _ in columns if PII_NAMES.search(name) and not _is_flag(con, table, name)]
    text = [name for name, kind in columns if kind == "VARCHAR" and name not in found]
    if text:
        rows = con.execute(f"SELECT {', '.join(quote(n) for n in text)} FROM {quote(table)} LIMIT 200").fetchall()
        for i, name in enumerate(text):
            sample = [str(row[i]) for row in rows if row[i]]
            if sample and sum(bool(EMAIL.match(v)) for v in sample) / len(sample) > 0.5:
                found.append(name)
    return [name for name, _ in columns if name in found]


def _is_flag(con: duckdb.DuckDBPyConnection, table: str, name: str) -> bool:
    """Whether a column holds only yes/no marks (0/1, true/false, yes/no, evet/hayır), whatever its name says.

    Why: ``phone_service``, ``has_email`` or ``mobile_user`` named like personal data but holding
    only 0/1 say whether a customer has the thing, not the number or address itself; hiding them
    refused "how many customers have phone service". A real phone or e-mail column holds many values.
    """
    seen = con.execute(f"SELECT DISTINCT lower(CAST({quote(name)} AS VARCHAR)) FROM {quote(table)} "
                       f"WHERE {quote(name)} IS NOT NULL LIMIT 3").fetchall()
    return bool(seen) and {fold(str(v)) for v, in seen} <= FLAG_VALUES


def _register(service: Any, tenant: str, file_name: str, written: list[UploadResult],
              database: Path, report: Progress | None = None) -> list[UploadResult]:
    """Make the new tables visible (overlay), then infer their models; undo everything on failure."""
    from agent import overlays

    names = [w.table for w in written]
    try:
        overlay = overlays.read_overlay(service.settings, tenant)
        overlay["allowed_tables"] = [*(overlay.get("allowed_tables") or []), *names]
        uploads = overlay.setdefault("uploads", {})
        for w in written:
            if w.pii:
                overlay.setdefault("pii_columns", {})[w.table] = w.pii
            uploads[w.table] = {"file": Path(file_name).name, "rows": w.rows,
                                "uploaded_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                                "model": {}}
        say = report or (lambda _: None)
        overlays.save_overlay(service, tenant, overlay)
        # Publish now, saying what is new: the analyst's catalog copies only these tables
        # (without their personal columns) instead of the whole workspace.
        say(UploadProgress("Preparing the tables for questions"))
        service.tenant_db(tenant, added=names)
        say(UploadProgress("Reading what the columns mean"))
        models = {}
        reader = _AskOnce(service)
        for w in written:
            models[w.table] = uploads[w.table]["model"] = infer_table_model(reader, tenant, w.table)
        overlays.save_overlay(service, tenant, overlay)
    except Exception as exc:
        _rollback(service, tenant, names, database)
        if isinstance(exc, UploadRejected):
            raise
        lines = str(exc).strip().splitlines()
        raise UploadRejected("The table could not be registered, so the upload was undone: "
                             f"{(lines[0] if lines else type(exc).__name__)[:200]}") from exc
    return [dataclasses.replace(w, model=models[w.table]) for w in written]


class _AskOnce:
    """The service as model inference sees it: each distinct query runs once per upload.

    Why: inference asks the same questions of the new table more than once (its unique columns,
    for its own keys and again for the links), and on a large upload each is a full scan. The
    published catalog it reads is an immutable file version, so a repeated query's answer cannot
    differ. Everything else is the service itself.
    """

    def __init__(self, service: Any) -> None:
        self._service = service
        self._dbs: dict[str, _MemoDB] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._service, name)

    def tenant_db(self, tenant: str, *args: Any, **kwargs: Any) -> Any:
        """The tenant's catalog connection, remembering answers (only the plain call, as inference makes)."""
        if args or kwargs:
            return self._service.tenant_db(tenant, *args, **kwargs)
        db = self._service.tenant_db(tenant)
        memo = self._dbs.get(tenant)
        if memo is None or memo.db is not db:
            memo = self._dbs[tenant] = _MemoDB(db)
        return memo


class _MemoDB:
    """A catalog connection that answers a repeated ``execute`` from memory (see :class:`_AskOnce`)."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self._answers: dict[tuple[str, str], Any] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)

    def execute(self, sql: str, **kwargs: Any) -> Any:
        """The result of ``sql``, run on the first call only."""
        key = (sql, repr(sorted(kwargs.items())))
        if key not in self._answers:
            self._answers[key] = self.db.execute(sql, **kwargs)
        return self._answers[key]


def _rollback(service: Any, tenant: str, names: list[str], database: Path) -> None:
    """Undo a half-finished upload: forget it in the overlay and drop its tables."""
    from agent import overlays

    service.invalidate_tenant(tenant)
    overlay = overlays.read_overlay(service.settings, tenant)
    overlay["allowed_tables"] = [t for t in overlay.get("allowed_tables") or [] if t not in names]
    for name in names:
        (overlay.get("pii_columns") or {}).pop(name, None)
        (overlay.get("uploads") or {}).pop(name, None)
    try:
        overlays.save_overlay(service, tenant, overlay)
    except Exception:  # noqa: BLE001 - the tables must go even if the overlay cannot be rewritten
        pass
    service.invalidate_tenant(tenant)
    with duckdb.connect(str(database)) as con:
        for name in names:
            con.execute(f"DROP TABLE IF EXISTS {quote(name)}")
