"""The analyst's catalog: a published copy of a tenant in which personal data does not exist.

Why a copy and not views or the guard alone: DuckDB has no column privileges, and a view over an
attached file leaves that file reachable by name from the same connection. A syntax checker that
must foresee every trick (alias lists that duplicate names, ``* EXCLUDE`` that removes only the
renamed copy, PIVOT over a join…) loses eventually. So each tenant's analysts are served from a
separate DuckDB file that holds only the allowed tables, each without its personal columns, under
the same table and column names. No statement on that connection can return, filter, group, sort
or aggregate by a personal column, because none is there; hidden tables (``internal_audit``) are
not there either.

A published file is named after a fingerprint of everything it depends on — the source file's
identity (inode, size, modification time) and the policy (allowed tables, personal columns) — so
an upload, a rebuilt sample or a column newly flagged as personal yields a new file name, which
every process (replica) notices with one ``stat`` and opens fresh. Building writes a temporary
file and renames it into place, then the manifest (the commit marker) beside it; a file lock
makes concurrent builders wait for one another. Older versions are unlinked (open readers keep
their inode until they close). When the caller says it only added tables to the same source
file (an upload), the previous published file is copied and the new tables appended, so an upload
pays for copying its own table, not the whole tenant.

A source file that holds nothing but publishable bytes is published by copying it whole. That is
the case of a workspace built only from uploads without personal columns: :func:`mark_clean`
records the source's identity each time such a file is created or grows by such an upload,
under the writer's lock, and any other write (a rolled-back or personal upload, a dropped table,
a replayed WAL) changes that identity and ends the shortcut for good. A clean source whose tables
are all allowed and have no personal columns under the current policy is copied byte for byte
(no table is read and written again, which for a large upload costs as much as loading it); if
the policy hides anything, or the file changes while it is copied, the published file is built
table by table as before. Dropped data can linger in a DuckDB file's free blocks, so only a file
that never held anything unpublishable may be copied whole.

The manifest also records the source's full catalog (every table, its columns and types and row
count, personal columns included by name only) for the Data page and the guard's policy, so no
code path needs the source file open while analysts query.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import fcntl
import hashlib
import json
import os
import re
import shutil
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb

from agent.errors import TenantError

if TYPE_CHECKING:
    from agent.storage.tenants import TenantConfig

__all__ = ["Catalog", "SourceTable", "discard", "ensure_published", "is_clean", "mark_clean", "published_dir",
           "source_problem", "source_stamp"]

FORMAT = 1
HEADERS = 3 * 4096  # DuckDB's main header and its two alternating database headers


@dataclass(frozen=True)
class SourceTable:
    """One table of the source file as the manifest records it."""

    name: str
    row_count: int
    columns: tuple[tuple[str, str], ...]   # (name, DuckDB type), personal columns included
    published: bool                         # allowed, so present (without personal columns)
    signature: str                          # schema, row count and policy: unchanged tables are reused


@dataclass(frozen=True)
class Catalog:
    """A published file and the source catalog it was built from."""

    path: Path
    tables: tuple[SourceTable, ...]
    built_at: str
    fingerprint: str

    def table(self, name: str) -> SourceTable | None:
        """The source table of this name (lower-case), or None."""
        return next((t for t in self.tables if t.name.lower() == name.lower()), None)


def published_dir(tenants_dir: Path) -> Path:
    """Where published files live (beside, never inside, the source files' names)."""
    return tenants_dir / "published"


def source_stamp(tenant: TenantConfig) -> tuple[int, int, int, int]:
    """The source file's identity: device, inode, size, modification time (one ``stat``)."""
    try:
        info = tenant.database.stat()
    except OSError:
        raise TenantError(f"The database file {tenant.database} does not exist; run "
                          "`python -m agent init-data`.") from None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def _clean_marker(tenants_dir: Path, name: str) -> Path:
    return published_dir(tenants_dir) / f"{name}.source-clean.json"


def mark_clean(tenants_dir: Path, name: str, database: Path) -> None:
    """Record that ``database``, as it is now, holds only tables without personal data.

    Call it only while holding the file's write lock (an open read-write connection, after a
    ``CHECKPOINT``), right after creating the file empty or adding tables without personal columns
    to a file that :func:`is_clean` said was clean, so nothing else can have written in between.
    """
    marker = _clean_marker(tenants_dir, name)
    marker.parent.mkdir(parents=True, exist_ok=True)
    raw = {"database": str(database.resolve()), "stamp": _clean_stamp(database)}
    part = marker.with_name(f".{marker.name}.{os.getpid()}.part")
    part.write_text(json.dumps(raw), encoding="utf-8")
    os.replace(part, marker)


def _clean_stamp(database: Path) -> list[int | str]:
    """The file's identity and its headers' digest: DuckDB rewrites a header at every checkpoint
    (its iteration count goes up), so a commit shows here even within one mtime tick."""
    info = database.stat()
    with database.open("rb") as handle:
        digest = hashlib.sha256(handle.read(HEADERS)).hexdigest()[:32]
    return [info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, digest]


def is_clean(tenants_dir: Path, name: str, database: Path) -> bool:
    """Whether ``database`` is exactly as :func:`mark_clean` last recorded it (and has no WAL)."""
    raw = _read_json(_clean_marker(tenants_dir, name))
    if raw is None or Path(f"{database}.wal").exists():
        return False
    try:
        stamp = _clean_stamp(database)
    except OSError:
        return False
    return raw.get("database") == str(database.resolve()) and raw.get("stamp") == stamp


def _fingerprint(tenant: TenantConfig, stamp: tuple[int, int, int, int]) -> str:
    policy = {"format": FORMAT, "source": [str(tenant.database.resolve()), *stamp],
              "allowed": sorted(tenant.allowed_tables),
              "pii": {t: sorted(c) for t, c in sorted(tenant.pii_columns.items())}}
    return hashlib.sha256(json.dumps(policy, sort_keys=True).encode()).hexdigest()[:20]


def ensure_published(tenant: TenantConfig, tenants_dir: Path, added: Collection[str] = ()) -> Catalog:
    """The tenant's current published catalog, built first when the source or policy changed.

    ``added`` names tables the caller just created in the source file (an upload): the previous
    published file is then copied and only those appended. Without it the build starts empty,
    because a table changed in place keeps its name, schema and row count and cannot be told apart.
    """
    folder = published_dir(tenants_dir)
    fingerprint = _fingerprint(tenant, source_stamp(tenant))
    manifest = folder / f"{tenant.name}.{fingerprint}.json"
    catalog = _load(manifest)
    if catalog is not None:
        return catalog
    folder.mkdir(parents=True, exist_ok=True)
    with _locked(folder / f"{tenant.name}.lock"):
        catalog = _load(manifest)
        if catalog is None:
            previous = _newest(folder, tenant.name, stamp_of=tenant) if added else None
            def clean() -> bool:
                return is_clean(tenants_dir, tenant.name, tenant.database)

            try:
                catalog = _build(tenant, folder, fingerprint, previous, {a.lower() for a in added}, clean)
            except (duckdb.Error, OSError) as exc:
                raise source_problem(tenant, exc) from exc
            _remove_stale(folder, tenant.name, keep=fingerprint)
    return catalog


def discard(tenant: TenantConfig, tenants_dir: Path, catalog: Catalog) -> None:
    """Drop a published file that cannot be opened (damaged on disk), so the next call builds it again.

    Why this is safe: a published file is derived data (the source file and the policy make it
    again); keeping a damaged one would stop every question of the tenant.
    """
    folder = published_dir(tenants_dir)
    with _locked(folder / f"{tenant.name}.lock"):
        for path in (catalog.path, folder / f"{tenant.name}.{catalog.fingerprint}.json"):
            path.unlink(missing_ok=True)


def source_problem(tenant: TenantConfig, exc: BaseException) -> TenantError:
    """One sentence for a source file that cannot be read (damaged, locked) or a full disk.

    Why here: publishing is the first time a turn reads the source file, so DuckDB's own
    "IO Error: … not a valid DuckDB database" would otherwise reach the user as a stack trace.
    """
    text = str(exc)
    name = tenant.database.name
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC or "No space left" in text:
        return TenantError(f"There is no space left on the disk to prepare {name} for questions; free some "
                           "space and try again.")
    if "lock" in text.lower():
        return TenantError(f"The database file {name} is open for writing in another program, so it cannot be "
                           "read now; close that program (or wait for its upload to finish) and try again.")
    return TenantError(f"The database file {name} is damaged or is not a DuckDB database, so it cannot be read; "
                       "restore it from a backup (sample tenants: `python -m agent init-data`).")


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    with open(path, "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _versions(folder: Path, name: str) -> Iterator[tuple[str, Path]]:
    pattern = re.compile(rf"^{re.escape(name)}\.([0-9a-f]{{20}})\.json$")
    for path in folder.glob(f"{name}.*.json"):
        match = pattern.match(path.name)
        if match:
            yield match.group(1), path


def _newest(folder: Path, name: str, stamp_of: TenantConfig) -> Catalog | None:
    """The newest earlier version built from the same source file (same inode), if any."""
    inode = list(source_stamp(stamp_of)[:2])
    best: tuple[float, Catalog] | None = None
    for _, path in _versions(folder, name):
        raw = _read_json(path)
        catalog = _catalog(raw, path) if raw is not None and raw.get("source_inode") == inode else None
        if catalog is None:
            continue
        mtime = path.stat().st_mtime
        if best is None or mtime > best[0]:
            best = (mtime, catalog)
    return best[1] if best else None


def _read_json(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _load(manifest: Path) -> Catalog | None:
    return _catalog(_read_json(manifest), manifest)


def _catalog(raw: dict | None, manifest: Path) -> Catalog | None:
    """The catalog a manifest describes, when it is of this format and its file is there."""
    if raw is None or raw.get("format") != FORMAT:
        return None
    path = manifest.with_suffix(".duckdb")
    if not path.exists():
        return None
    tables = tuple(SourceTable(t["name"], int(t["row_count"]), tuple((c, ty) for c, ty in t["columns"]),
                               bool(t["published"]), t["signature"]) for t in raw["tables"])
    return Catalog(path, tables, raw["built_at"], raw["fingerprint"])


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _source_tables(con: duckdb.DuckDBPyConnection, tenant: TenantConfig, catalog: str = "src") -> list[SourceTable]:
    """Read the source's catalog (attached as ``catalog``): every table and view, in name order."""
    rows = con.execute(
        "SELECT table_name, column_name, data_type FROM information_schema.columns "
        "WHERE table_catalog = ? AND table_schema = 'main' ORDER BY table_name, ordinal_position",
        [catalog]).fetchall()
    columns: dict[str, list[tuple[str, str]]] = {}
    for table, column, dtype in rows:
        columns.setdefault(table, []).append((column, str(dtype)))
    out = []
    for table, cols in sorted(columns.items()):
        count = con.execute(f"SELECT count(*) FROM {_quote(catalog)}.main.{_quote(table)}").fetchone()[0]
        allowed = table.lower() in tenant.allowed_tables
        pii = sorted(tenant.pii_for(table))
        signature = hashlib.sha256(json.dumps([table, cols, count, allowed, pii]).encode()).hexdigest()[:20]
        out.append(SourceTable(table, int(count), tuple(cols), allowed, signature))
    return out


def _copy_whole(tenant: TenantConfig, tmp: Path, clean: Callable[[], bool]) -> list[SourceTable] | None:
    """Copy a clean source to ``tmp`` and return its tables, or None when it may not be published whole.

    Whole means: the source is clean before and after the copy (so it did not change meanwhile),
    every object is a table, every table allowed, and none has a personal column.
    """
    if not clean():
        return None
    shutil.copyfile(tenant.database, tmp)
    if not clean():
        return None
    with duckdb.connect(str(tmp), read_only=True) as con:
        name = con.execute("SELECT current_database()").fetchone()[0]
        others = con.execute(
            "SELECT (SELECT count(*) FROM duckdb_views() WHERE NOT internal) "
            "+ (SELECT count(*) FROM duckdb_sequences()) + (SELECT count(*) FROM duckdb_indexes()) "
            "+ (SELECT count(*) FROM duckdb_functions() WHERE function_type LIKE '%macro' AND NOT internal "
            "AND database_name = current_database()) "
            "+ (SELECT count(*) FROM duckdb_schemas() WHERE database_name = current_database() "
            "AND NOT internal AND schema_name <> 'main')").fetchone()[0]
        tables = _source_tables(con, tenant, name)
    if others:
        return None
    for table in tables:
        pii = {c.lower() for c in tenant.pii_for(table.name)}
        if not table.published or any(c.lower() in pii for c, _ in table.columns):
            return None
    return tables


def _build(tenant: TenantConfig, folder: Path, fingerprint: str, previous: Catalog | None, added: set[str],
           clean: Callable[[], bool] | None = None) -> Catalog:
    """Write the published file and its manifest for ``fingerprint``; return the catalog."""
    final = folder / f"{tenant.name}.{fingerprint}.duckdb"
    tmp = folder / f".{tenant.name}.{fingerprint}.{os.getpid()}.building"
    for leftover in (tmp, Path(f"{tmp}.wal")):
        leftover.unlink(missing_ok=True)
    if clean is not None:
        try:
            whole = _copy_whole(tenant, tmp, clean)
        except (OSError, duckdb.Error):
            whole = None
        if whole is not None:
            os.replace(tmp, final)
            return _write_manifest(tenant, final, fingerprint, whole)
        for leftover in (tmp, Path(f"{tmp}.wal")):  # never build table by table on top of the copy
            leftover.unlink(missing_ok=True)
    reused: set[str] = set()
    try:
        if previous is not None:
            shutil.copyfile(previous.path, tmp)
        con = duckdb.connect(str(tmp))
        try:
            con.execute("ATTACH ? AS src (READ_ONLY)", [str(tenant.database)])
            tables = _source_tables(con, tenant)
            old = {t.name: t for t in previous.tables} if previous else {}
            present = {r[0] for r in con.execute(
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_catalog = current_database() AND table_schema = 'main'").fetchall()}
            wanted = {t.name: t for t in tables if t.published}
            for name in present:
                keep = (name in wanted and name in old and name.lower() not in added
                        and old[name].signature == wanted[name].signature)
                if keep:
                    reused.add(name)
                else:
                    con.execute(f"DROP TABLE main.{_quote(name)}")
            for table in wanted.values():
                if table.name in reused:
                    continue
                pii = set(tenant.pii_for(table.name))
                keep_cols = [c for c, _ in table.columns if c.lower() not in pii]
                if not keep_cols:
                    continue  # nothing but personal data: the table is not published at all
                select = ", ".join(_quote(c) for c in keep_cols)
                con.execute(f"CREATE TABLE main.{_quote(table.name)} AS "
                            f"SELECT {select} FROM src.main.{_quote(table.name)}")
            con.execute("DETACH src")
            con.execute("CHECKPOINT")
        finally:
            con.close()
        os.replace(tmp, final)
    finally:
        for leftover in (tmp, Path(f"{tmp}.wal")):
            leftover.unlink(missing_ok=True)
    return _write_manifest(tenant, final, fingerprint, tables)


def _write_manifest(tenant: TenantConfig, final: Path, fingerprint: str, tables: list[SourceTable]) -> Catalog:
    """Write the manifest (the commit marker) beside the published file ``final``."""
    built_at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    raw = {"format": FORMAT, "fingerprint": fingerprint, "built_at": built_at,
           "source_inode": list(source_stamp(tenant)[:2]),
           "tables": [{"name": t.name, "row_count": t.row_count, "columns": [list(c) for c in t.columns],
                       "published": t.published, "signature": t.signature} for t in tables]}
    manifest = final.with_suffix(".json")
    part = manifest.with_suffix(".json.part")
    part.write_text(json.dumps(raw), encoding="utf-8")
    os.replace(part, manifest)
    return Catalog(final, tuple(tables), built_at, fingerprint)


def _remove_stale(folder: Path, name: str, keep: str) -> None:
    """Unlink older versions; processes that still have one open keep reading their inode."""
    for fingerprint, manifest in list(_versions(folder, name)):
        if fingerprint == keep:
            continue
        manifest.unlink(missing_ok=True)
        manifest.with_suffix(".duckdb").unlink(missing_ok=True)
