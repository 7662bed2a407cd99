"""Tenant registry and the only code that opens tenant DuckDB files.

Why one module: every query an analyst (or an LLM) writes reaches DuckDB through here, so the
defence in depth lives in one place. A tenant file is opened read-only, with external access off
and the configuration locked *before* any untrusted SQL runs; each question gets its own cursor
(its own temporary catalog), and a watchdog interrupts a statement that outlives its timeout.
The SQL guard above this is the first line; this connection must be safe even without it.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import heapq
import itertools
import tempfile
import threading
import time
import weakref
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb
import yaml

from agent.config import SAMPLE_DATA_DIR, Settings
from agent.errors import QueryFailed, QueryTimeout, TenantError
from agent.storage.published import discard, ensure_published, source_stamp
from agent.yamlfiles import load_yaml

__all__ = [
    "TenantConfig",
    "TenantRegistry",
    "TenantDB",
    "CatalogTables",
    "QueryResult",
    "ColumnMeta",
    "TableInfo",
    "connect_readonly",
    "logical_type",
    "overlay_path",
]

LOW_CARDINALITY = 100


@dataclass(frozen=True)
class TenantConfig:
    """One tenant's policy: which tables analysts may query and which columns are PII."""

    name: str
    display_name: str
    database: Path
    allowed_tables: tuple[str, ...]
    pii_columns: dict[str, tuple[str, ...]]
    row_limit: int
    statement_timeout_s: float
    semantic_model: Path | None
    seed: int | None = None
    scale: float = 1.0

    def pii_for(self, table: str) -> tuple[str, ...]:
        """PII columns of one table (lower-case names)."""
        return self.pii_columns.get(table.lower(), ())


def overlay_path(settings: Settings, tenant: str) -> Path:
    """Where a tenant's user overlay lives: tables it uploaded and its semantic-model edits."""
    return settings.tenants_dir / f"{tenant}.overlay.yaml"


class TenantRegistry:
    """The tenants defined in the tenants file, resolved against the data directory.

    A tenant may also have an overlay file (``<tenant>.overlay.yaml`` beside its database, written
    by :mod:`agent.uploads`): its ``allowed_tables`` and ``pii_columns`` extend the tenant's, and
    its ``semantic_model`` (a file name in the same directory) replaces the model path. ``get``
    re-reads the overlay whenever the file changes, so every process sees an upload.
    """

    def __init__(self, settings: Settings, workspaces: Callable[[], list[Any]] | None = None) -> None:
        self._settings = settings
        self._list_workspaces = workspaces
        self._workspaces: dict[str, TenantConfig] = {}
        self._overlays: dict[str, tuple[tuple[int, int], TenantConfig]] = {}
        try:
            raw = load_yaml(Path(settings.tenants_file).read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise TenantError(f"The tenants file {settings.tenants_file} cannot be read: {exc}.") from None
        base = Path(settings.tenants_file).parent
        self._tenants: dict[str, TenantConfig] = {}
        for name, spec in (raw.get("tenants") or {}).items():
            model = spec.get("semantic_model")
            self._tenants[name] = TenantConfig(
                name=name,
                display_name=spec.get("display_name", name),
                database=settings.tenants_dir / spec.get("database", f"{name}.duckdb"),
                allowed_tables=tuple(t.lower() for t in spec.get("allowed_tables", [])),
                pii_columns={t.lower(): tuple(c.lower() for c in cols)
                             for t, cols in (spec.get("pii_columns") or {}).items()},
                row_limit=int(spec.get("row_limit", settings.row_limit)),
                statement_timeout_s=float(spec.get("statement_timeout_s", settings.statement_timeout_s)),
                semantic_model=(base / model) if model else None,
                seed=spec.get("seed"),
                scale=float(spec.get("scale", 1.0)),
            )
        if not self._tenants:
            raise TenantError(f"The tenants file {settings.tenants_file} defines no tenants.")

    def names(self) -> list[str]:
        """Tenant names: the tenants file's in file order, then user workspaces oldest first."""
        self._refresh_workspaces()
        return [*self._tenants, *(n for n in self._workspaces if n not in self._tenants)]

    def is_workspace(self, name: str) -> bool:
        """Whether ``name`` is a workspace a user created (not one of the tenants file)."""
        return name not in self._tenants and (name in self._workspaces or name in self._refresh_workspaces())

    def base(self, name: str) -> TenantConfig:
        """Return one tenant as the tenants file or the workspace record defines it (without overlay)."""
        found = self._tenants.get(name) or self._workspaces.get(name)
        if found is None and self._list_workspaces is not None:
            found = self._refresh_workspaces().get(name)  # another replica may have just created it
        if found is None:
            choices = ", ".join(self.names())
            raise TenantError(f"There is no tenant called {name!r}; choose one of {choices}.") from None
        return found

    def _refresh_workspaces(self) -> dict[str, TenantConfig]:
        """Re-read the user workspaces from the metadata store (every replica shares it)."""
        if self._list_workspaces is None:
            return self._workspaces
        settings = self._settings
        self._workspaces = {w.name: TenantConfig(
            name=w.name, display_name=w.display_name, database=settings.tenants_dir / f"{w.name}.duckdb",
            allowed_tables=(), pii_columns={}, row_limit=settings.row_limit,
            statement_timeout_s=settings.statement_timeout_s, semantic_model=None,
        ) for w in self._list_workspaces()}
        return self._workspaces

    def get(self, name: str) -> TenantConfig:
        """Return one tenant with its overlay applied, or raise TenantError naming the ones that exist."""
        base = self.base(name)
        path = overlay_path(self._settings, name)
        try:
            info = path.stat()
        except OSError:
            return base
        stamp = (info.st_mtime_ns, info.st_size)
        cached = self._overlays.get(name)
        if cached is None or cached[0] != stamp:
            cached = (stamp, _with_overlay(base, path))
            self._overlays[name] = cached
        return cached[1]

    def missing_databases(self) -> list[TenantConfig]:
        """Sample tenants whose DuckDB file has not been built yet."""
        return [t for t in self._tenants.values() if t.seed is not None and not t.database.exists()]

    def build_samples(self, scale: float | None = None, only_missing: bool = False,
                      progress: Callable[[str], None] | None = None) -> dict[str, dict[str, int]]:
        """(Re)build the generated sample tenants; returns row counts per tenant and table."""
        factor = self._settings.sample_scale if scale is None else scale
        counts = {}
        for tenant in self._tenants.values():
            if tenant.seed is None or (only_missing and tenant.database.exists()):
                continue
            if progress is not None:
                progress(tenant.name)
            from sample_data.generate import build_tenant  # pandas/numpy: only when building

            customer_scale = min(1.0, tenant.scale)
            counts[tenant.name] = build_tenant(tenant.database, tenant.seed, tenant.scale * factor, customer_scale)
        return counts


def _with_overlay(base: TenantConfig, path: Path) -> TenantConfig:
    """Apply an overlay file's extra tables, PII columns and semantic model to a tenant."""
    try:
        raw = load_yaml(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise TenantError(f"The overlay file {path} cannot be read: {exc}.") from None
    tables = tuple(t.lower() for t in raw.get("allowed_tables") or [] if t.lower() not in base.allowed_tables)
    pii = dict(base.pii_columns)
    for table, cols in (raw.get("pii_columns") or {}).items():
        known = pii.get(table.lower(), ())
        pii[table.lower()] = tuple(dict.fromkeys((*known, *(c.lower() for c in cols or []))))
    model = raw.get("semantic_model")
    return dataclasses.replace(base, allowed_tables=base.allowed_tables + tables, pii_columns=pii,
                               semantic_model=(path.parent / model) if model else base.semantic_model)


def connect_readonly(path: Path, *, memory_limit: str = "1GB", threads: int = 2,
                     temp_dir: Path | None = None) -> duckdb.DuckDBPyConnection:
    """Open a tenant file for untrusted queries, hardened in the order DESIGN section 10 measured.

    ``read_only`` alone does not stop COPY TO, ``read_csv``, ATTACH of another file or secrets
    written to disk, hence the settings; ``lock_configuration`` comes last so nothing after it
    can loosen them.
    """
    if not Path(path).is_file():
        raise TenantError(f"The database file {path} does not exist; run `python -m agent init-data`.")
    temp = Path(temp_dir or tempfile.gettempdir()) / "samaritan-duckdb-spill"
    temp.mkdir(parents=True, exist_ok=True)
    # One opener at a time in this process: DuckDB shares one instance per file, so two threads
    # opening the same file could both see it unlocked and the slower one's SET would then fail.
    with _OPENING:
        return _harden(path, duckdb.connect(str(path), read_only=True, config={
            "temp_directory": str(temp), "memory_limit": memory_limit, "threads": threads,
        }))


_OPENING = threading.Lock()


def _harden(path: Path, con: duckdb.DuckDBPyConnection) -> duckdb.DuckDBPyConnection:
    """Apply the hardening settings to a fresh connection (see :func:`connect_readonly`)."""
    locked, external = con.execute(
        "SELECT current_setting('lock_configuration'), current_setting('enable_external_access')").fetchone()
    if locked:
        # DuckDB shares one instance per file within a process: another TenantDB already hardened
        # and locked it, so the settings below cannot (and need not) be applied again.
        if external:
            con.close()
            raise TenantError(f"The database {path} is open without hardening in this process.")
        return con
    for statement in (
        "SET max_temp_directory_size='2GB'",
        "SET autoload_known_extensions=false",
        "SET autoinstall_known_extensions=false",
        "SET allow_community_extensions=false",
        "SET allow_persistent_secrets=false",
        "SET python_enable_replacements=false",
        "SET enable_external_access=false",
        "SET lock_configuration=true",
    ):
        con.execute(statement)
    return con


def logical_type(db_type: str, name: str = "", distinct: int | None = None) -> str:
    """Classify a column for charts and the semantic layer: numeric, date, categorical, id or text."""
    t = db_type.upper()
    lname = name.lower()
    if lname.endswith("_id") or lname == "id":
        return "id"
    if t.startswith(("DATE", "TIMESTAMP", "TIME")):
        return "date"
    if t.startswith(("DECIMAL", "DOUBLE", "FLOAT", "REAL", "HUGEINT", "BIGINT", "INTEGER", "SMALLINT",
                     "TINYINT", "UBIGINT", "UINTEGER", "USMALLINT", "UTINYINT", "NUMERIC", "UHUGEINT")):
        if lname in {"year", "yil", "yıl"}:
            return "date"
        return "numeric"
    if distinct is not None and distinct <= LOW_CARDINALITY:
        return "categorical"
    if t.startswith("VARCHAR") and (distinct is None or distinct <= 5000):
        return "categorical"
    return "text"


@dataclass(frozen=True)
class ColumnMeta:
    """One column of a table or result."""

    name: str
    db_type: str
    logical_type: str
    pii: bool = False
    distinct_values: tuple[Any, ...] = ()
    # Estimated distinct values of a text column (HyperLogLog, a few per cent off), read with the
    # vocabularies; model inference reuses it instead of scanning the column again.
    approx_distinct: int | None = None


@dataclass(frozen=True)
class TableInfo:
    """One table of a tenant database as the Data page and the semantic layer see it."""

    name: str
    row_count: int
    allowed: bool
    columns: tuple[ColumnMeta, ...]


@dataclass
class QueryResult:
    """Rows of one executed statement, with truncation reported rather than hidden."""

    columns: list[str]
    db_types: list[str]
    rows: list[tuple]
    truncated: bool
    duration_ms: int
    logical_types: list[str] = field(default_factory=list)

    @property
    def row_count(self) -> int:
        """Rows returned (at most the limit)."""
        return len(self.rows)

    def to_frame(self):  # -> pandas.DataFrame; imported lazily, pandas is slow to import
        """The rows as a DataFrame with Decimals turned into floats for charts and exports."""
        import pandas as pd

        rows = [tuple(float(v) if isinstance(v, decimal.Decimal) else v for v in row) for row in self.rows]
        return pd.DataFrame(rows, columns=self.columns)


class _Watch:
    """One statement under watch: ``fired`` tells whether its deadline interrupted it."""

    def __init__(self, watchdog: _Watchdog, cursor: duckdb.DuckDBPyConnection, deadline: float) -> None:
        self._watchdog = watchdog
        self.cursor: duckdb.DuckDBPyConnection | None = cursor
        self.deadline = deadline
        self.done = False
        self.fired = False

    def __enter__(self) -> _Watch:
        return self

    def __exit__(self, *exc: object) -> None:
        self._watchdog.release(self)


class _Watchdog:
    """Interrupts cursors whose statements run past their deadline (DuckDB has no per-query timeout).

    One daemon thread per connection sleeps until the earliest deadline, so watching a statement
    costs a heap push instead of starting a timer thread per query.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._heap: list[tuple[float, int, _Watch]] = []
        self._order = itertools.count()
        self._thread: threading.Thread | None = None
        self._closed = False

    def watch(self, cursor: duckdb.DuckDBPyConnection, timeout_s: float) -> _Watch:
        """Start watching a cursor; leave the returned context to stop."""
        watch = _Watch(self, cursor, time.monotonic() + timeout_s)
        with self._cond:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="samaritan-duckdb-watchdog", daemon=True)
                self._thread.start()
            heapq.heappush(self._heap, (watch.deadline, next(self._order), watch))
            if self._heap[0][2] is watch:
                self._cond.notify()
        return watch

    def release(self, watch: _Watch) -> None:
        """The statement finished: its deadline must not interrupt anything any more."""
        with self._cond:
            watch.done = True
            watch.cursor = None  # the heap may keep the watch until its deadline; never the cursor

    def close(self) -> None:
        """Stop the thread (statements still running are no longer watched)."""
        with self._cond:
            self._closed = True
            self._cond.notify()

    def _run(self) -> None:
        with self._cond:
            while not self._closed:
                while self._heap and self._heap[0][2].done:
                    heapq.heappop(self._heap)
                if not self._heap:
                    self._cond.wait()
                    continue
                wait = self._heap[0][0] - time.monotonic()
                if wait > 0:
                    self._cond.wait(wait)
                    continue
                watch = heapq.heappop(self._heap)[2]
                watch.fired = True
                try:
                    watch.cursor.interrupt()  # type: ignore[union-attr] - not done, so still set
                except Exception:  # noqa: BLE001 - the cursor may already be closed; nothing to interrupt
                    pass


def _release(con: duckdb.DuckDBPyConnection, watchdog: _Watchdog) -> None:
    """Stop the watchdog and close the connection (run once, by close() or at garbage collection)."""
    watchdog.close()
    con.close()


class CatalogTables:
    """What ``TenantDB.tables()`` read, per tenant, for its current published file; owned by the service.

    Why not on the connection: an upload or a model edit rewrites the overlay, and the service then
    opens a new connection to the very same published file (same fingerprint), whose tables,
    counts and vocabularies are those of the file. On a large table reading them is a scan of
    every text column, which the first question after an upload paid again right after the
    upload's model inference had paid it. Only the newest file of each tenant is kept: a new
    fingerprint (new data or policy) replaces the entry.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: dict[str, tuple[str, dict[bool, tuple[TableInfo, ...]]]] = {}

    def get(self, tenant: str, fingerprint: str, include_values: bool) -> tuple[TableInfo, ...] | None:
        """The tables read from this published file, or None when not read yet."""
        with self._lock:
            found = self._items.get(tenant)
            return found[1].get(include_values) if found and found[0] == fingerprint else None

    def put(self, tenant: str, fingerprint: str, include_values: bool, tables: tuple[TableInfo, ...]) -> None:
        """Remember the tables of this published file (forgetting an older file's)."""
        with self._lock:
            found = self._items.get(tenant)
            if found is None or found[0] != fingerprint:
                found = self._items[tenant] = (fingerprint, {})
            found[1][include_values] = tables


class TenantDB:
    """Read-only, hardened access to one tenant's published catalog, safe to share across threads.

    The connection opens the tenant's published file (:mod:`agent.storage.published`), in which
    personal columns and hidden tables do not exist, never the source file itself.

    One parent connection per tenant; each query runs on its own cursor, which DuckDB allows from
    any thread, so Streamlit sessions (threads) never share a cursor.
    """

    def __init__(self, tenant: TenantConfig, settings: Settings, added: Collection[str] = (),
                 tables_cache: CatalogTables | None = None) -> None:
        self.tenant = tenant
        self._settings = settings
        self._tables = tables_cache if tables_cache is not None else CatalogTables()
        for attempt in range(3):
            # Another process may publish a newer version and unlink this one between reading
            # its manifest and opening it: publish again, then open what that names.
            self.catalog = ensure_published(tenant, settings.tenants_dir, added)
            try:
                self._con = connect_readonly(self.catalog.path, memory_limit=settings.memory_limit,
                                             threads=settings.duckdb_threads, temp_dir=settings.home / "tmp")
                break
            except TenantError:
                if attempt == 2:
                    raise
            except duckdb.Error as exc:
                # The published copy itself is damaged (the source opened fine when it was built):
                # drop it and build it again from the source on the next attempt.
                if attempt == 2:
                    raise TenantError(f"The prepared copy of {tenant.database.name} could not be opened "
                                      "even after rebuilding it; try again, or run `python -m agent "
                                      "init-data` for the sample tenants.") from exc
                discard(tenant, settings.tenants_dir, self.catalog)
        self.source_stamp = source_stamp(tenant)
        self._lock = threading.Lock()
        self._watchdog = _Watchdog()
        # Closed by close(), or else when the last holder lets go of this object: a connection the
        # service has replaced (an upload, a policy edit) may still be in use by a turn on another
        # thread, which must be allowed to finish on it.
        self._finalizer = weakref.finalize(self, _release, self._con, self._watchdog)

    def is_current(self, tenant: TenantConfig) -> bool:
        """Whether this connection still serves ``tenant`` as it is now (same policy, same source file).

        One ``stat``: an upload or rebuild by any process changes the source file's identity, and a
        policy edit changes the config, so a replica notices both on its next turn.
        """
        try:
            return tenant == self.tenant and source_stamp(tenant) == self.source_stamp
        except TenantError:
            return False

    def close(self) -> None:
        """Close the parent connection (cursors die with it) and stop its watchdog, now."""
        self._finalizer()

    @contextmanager
    def cursor(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A fresh cursor for one question; closed afterwards."""
        with self._lock:
            cur = self._con.cursor()
        try:
            yield cur
        finally:
            cur.close()

    def execute(self, sql: str, *, limit: int | None = None, timeout_s: float | None = None) -> QueryResult:
        """Run one statement, fetch at most ``limit`` rows and say whether more existed.

        Raises QueryTimeout when the watchdog interrupted it and QueryFailed for any database
        error, keeping DuckDB's own message for the technical-retry prompt.
        """
        limit = limit or self.tenant.row_limit
        timeout = timeout_s or self.tenant.statement_timeout_s
        started = time.perf_counter()
        with self.cursor() as cur, self._watchdog.watch(cur, timeout) as dog:
            try:
                cur.execute(sql)
                names = [d[0] for d in cur.description or []]
                types = [str(d[1]) for d in cur.description or []]
                rows = cur.fetchmany(limit + 1)
            except duckdb.InterruptException:
                raise QueryTimeout(f"The query ran longer than {timeout:g} seconds and was stopped.",
                                   f"statement timeout: the query was interrupted after {timeout:g} s") from None
            except duckdb.Error as exc:
                if dog.fired:
                    raise QueryTimeout(f"The query ran longer than {timeout:g} seconds and was stopped.",
                                       f"statement timeout after {timeout:g} s") from None
                raise QueryFailed("The database could not run the query.", str(exc).strip()) from None
        elapsed = int((time.perf_counter() - started) * 1000)
        truncated = len(rows) > limit
        rows = rows[:limit]
        return QueryResult(columns=names, db_types=types, rows=rows, truncated=truncated, duration_ms=elapsed,
                           logical_types=[logical_type(t, n) for n, t in zip(names, types, strict=True)])

    def tables(self, include_values: bool = True) -> list[TableInfo]:
        """Every table of the tenant with row counts, column types, PII flags and small vocabularies.

        Names, types and counts come from the published catalog's manifest (the source file as it
        was published, hidden tables and personal columns included by name); vocabularies are
        read on the analyst's connection, where only published columns exist.

        Read once per published file (:class:`CatalogTables`): the file never changes (an upload
        or a policy edit publishes a new one, under a new fingerprint), and on a large table each
        reading is a scan of every text column.
        """
        key = (self.tenant.name, self.catalog.fingerprint, include_values)
        cached = self._tables.get(*key)
        if cached is None:
            cached = self._read_tables(include_values)
            self._tables.put(*key, cached)
        return list(cached)

    def _read_tables(self, include_values: bool) -> tuple[TableInfo, ...]:
        infos = []
        with self.cursor() as cur:
            for table in self.catalog.tables:
                allowed = table.published
                pii_names = self.tenant.pii_for(table.name)
                text = [col for col, dtype in table.columns if include_values and allowed
                        and col.lower() not in pii_names and str(dtype).upper().startswith("VARCHAR")]
                # One scan estimates every text column (a scan per column read a large table n times).
                estimates = dict(zip(text, cur.execute(
                    "SELECT " + ", ".join(f'approx_count_distinct("{col}")' for col in text)
                    + f' FROM "{table.name}"').fetchone(), strict=True)) if text else {}
                metas = []
                for col, dtype in table.columns:
                    pii = col.lower() in pii_names
                    values: tuple = ()
                    distinct = estimates.get(col)
                    if distinct is not None and distinct <= LOW_CARDINALITY:
                        values = tuple(r[0] for r in cur.execute(
                            f'SELECT DISTINCT "{col}" FROM "{table.name}" WHERE "{col}" IS NOT NULL ORDER BY 1'
                        ).fetchall())
                        distinct = len(values)
                    metas.append(ColumnMeta(col, str(dtype), logical_type(str(dtype), col, distinct), pii, values,
                                            estimates.get(col)))
                infos.append(TableInfo(table.name, table.row_count, allowed, tuple(metas)))
        return tuple(infos)

    def allowed_columns(self) -> dict[str, list[str]]:
        """Ordered column names of the allowed tables as the source has them, personal ones included.

        The guard expands ``*`` with these and refuses any expansion that would include a personal
        column, so it stays a complete second line even though the connection has none of them.
        """
        return {t.name.lower(): [c.lower() for c, _ in t.columns] for t in self.catalog.tables if t.published}


def json_safe(value: Any) -> Any:
    """Turn a DuckDB cell into something JSON can carry (CLI output, SSE, API)."""
    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.hex()
    return value


def default_tenants_file() -> Path:
    """The shipped sample tenants file."""
    return SAMPLE_DATA_DIR / "tenants.yaml"
