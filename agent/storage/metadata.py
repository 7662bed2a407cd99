"""The metadata store: what happened (query runs, usage, feedback), and what users kept.

One interface, ``MetadataStore``, with the same SQL on two backends: a SQLite file by default (one
machine, nothing to start) and Postgres by URL (several replicas). The SQL is written once with
``?`` placeholders and kept to what both engines share (``TEXT`` timestamps in fixed-width UTC ISO
form, ``INSERT … ON CONFLICT``, string ids), so a backend only supplies connections and
transactions. Rows of query results are never stored here, only SQL and metadata.

The schema is versioned: ``MIGRATIONS`` is an ordered list applied on open, recorded in
``schema_version``, so a file written by an older release is upgraded in place, never broken.
Everything that lists things takes a tenant and filters by it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import json
import re
import sqlite3
import threading
import uuid
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any, Self

from agent.errors import ConfigError, MetadataUnavailable, SamaritanError
from agent.storage.sqlite_wal import enable_wal

__all__ = [
    "Conversation", "Feedback", "MIGRATIONS", "MetadataStore", "PinnedChart", "PostgresMetadataStore",
    "QUERY_STATUSES", "QueryRun", "SqliteMetadataStore", "UsageDay", "VERDICTS", "VerifiedQuery", "Workspace",
    "normalise_question", "open_metadata_store",
]

QUERY_STATUSES = ("ok", "rejected", "timeout", "failed")
VERDICTS = ("up", "down")

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 1: query history, usage counters, feedback, verified queries, pinned charts
        "CREATE TABLE query_runs (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, thread_id TEXT,"
        " request_id TEXT UNIQUE, question TEXT NOT NULL, sql TEXT, status TEXT NOT NULL, error TEXT,"
        " row_count BIGINT, duration_ms BIGINT, created_at TEXT NOT NULL)",
        "CREATE TABLE usage_requests (tenant TEXT NOT NULL, request_id TEXT NOT NULL, day TEXT NOT NULL,"
        " PRIMARY KEY (tenant, request_id))",
        "CREATE TABLE usage_daily (tenant TEXT NOT NULL, day TEXT NOT NULL, queries BIGINT NOT NULL,"
        " PRIMARY KEY (tenant, day))",
        "CREATE TABLE feedback (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, query_run_id TEXT,"
        " thread_id TEXT, verdict TEXT NOT NULL, comment TEXT, created_at TEXT NOT NULL)",
        "CREATE TABLE verified_queries (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, question TEXT NOT NULL,"
        " question_key TEXT NOT NULL, sql TEXT NOT NULL, created_at TEXT NOT NULL,"
        " UNIQUE (tenant, question_key))",
        "CREATE TABLE pinned_charts (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, title TEXT NOT NULL,"
        " sql TEXT NOT NULL, chart_spec TEXT NOT NULL, created_at TEXT NOT NULL)",
    ),
    (  # 2: the conversation list, and indexes for the history pages
        "CREATE TABLE conversations (tenant TEXT NOT NULL, thread_id TEXT NOT NULL, title TEXT NOT NULL,"
        " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (tenant, thread_id))",
        "CREATE INDEX query_runs_by_tenant ON query_runs (tenant, created_at)",
        "CREATE INDEX feedback_by_tenant ON feedback (tenant, created_at)",
    ),
    (  # 3: workspaces users created (the tenants file holds the others); every replica sees them
        "CREATE TABLE workspaces (name TEXT PRIMARY KEY, display_name TEXT NOT NULL, created_at TEXT NOT NULL)",
    ),
    (  # 4: what a verified answer looked like, so `verify` can tell when today's engine or data differ
        "ALTER TABLE verified_queries ADD COLUMN fingerprint TEXT",  # JSON: columns, row_count, checksum
        "ALTER TABLE verified_queries ADD COLUMN freshness TEXT",    # JSON: table -> upload/build time
        "ALTER TABLE verified_queries ADD COLUMN turns TEXT",        # JSON: the turns that led to the SQL
        "ALTER TABLE verified_queries ADD COLUMN as_of TEXT",        # the reference date relative time used
    ),
)
_SCHEMA_VERSION = (
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
)


@dataclasses.dataclass(frozen=True)
class QueryRun:
    """One executed (or refused) question: its SQL and outcome, never its rows."""

    id: str
    tenant: str
    thread_id: str | None
    request_id: str | None
    question: str
    sql: str | None
    status: str
    error: str | None
    row_count: int | None
    duration_ms: int | None
    created_at: dt.datetime | None = None  # set by the store when recorded


@dataclasses.dataclass(frozen=True)
class UsageDay:
    """How many counted requests a tenant made on one UTC day."""

    tenant: str
    day: dt.date
    queries: int


@dataclasses.dataclass(frozen=True)
class Feedback:
    """A thumbs up or down on an answer, with an optional comment."""

    id: str
    tenant: str
    query_run_id: str | None
    thread_id: str | None
    verdict: str
    comment: str | None
    created_at: dt.datetime


@dataclasses.dataclass(frozen=True)
class VerifiedQuery:
    """A question with SQL a person confirmed; one per tenant and normalised question.

    ``fingerprint`` (columns, row count, checksum of the values) and ``freshness`` (table → the
    time its data was built or uploaded) describe the result the person saw, without its rows;
    ``turns`` are the conversation turns that produced the SQL (the question, follow-ups and
    corrections) and ``as_of`` the reference date, so the same answer can be asked for again.
    Examples saved before schema version 4 have none of these.
    """

    id: str
    tenant: str
    question: str
    sql: str
    created_at: dt.datetime
    fingerprint: dict[str, Any] | None = None
    freshness: dict[str, str] | None = None
    turns: list[dict[str, str]] | None = None
    as_of: dt.date | None = None


@dataclasses.dataclass(frozen=True)
class PinnedChart:
    """A chart on the dashboard: its SQL and plan (type, encodings, layout), never its data."""

    id: str
    tenant: str
    title: str
    sql: str
    chart_spec: dict[str, Any]
    created_at: dt.datetime


@dataclasses.dataclass(frozen=True)
class Workspace:
    """A tenant a user created: its DuckDB file is ``<name>.duckdb`` in the data directory."""

    name: str
    display_name: str
    created_at: dt.datetime


@dataclasses.dataclass(frozen=True)
class Conversation:
    """A LangGraph thread as the sidebar lists it."""

    thread_id: str
    tenant: str
    title: str
    created_at: dt.datetime
    updated_at: dt.datetime


def normalise_question(question: str) -> str:
    """Return the key verified queries are unique by: case-folded, spaces collapsed, no end punctuation."""
    return re.sub(r"\s+", " ", question).strip().rstrip("?!.;:。？ ").casefold()


def _ts(value: str) -> dt.datetime:
    return dt.datetime.fromisoformat(value)


def _fold(value: str | None) -> str | None:
    """Lower-case for search; drop the combining dot Python leaves after lower-casing Turkish "İ"."""
    return None if value is None else value.lower().replace("\u0307", "")


def _like(text: str) -> str:
    escaped = (_fold(text) or "").replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


Run = Callable[..., Any]  # run(sql, params=()) -> a DB-API cursor
_RUN_COLS = (
    "id, tenant, thread_id, request_id, question, sql, status, error, row_count, duration_ms, created_at"
)
_FEEDBACK_COLS = "id, tenant, query_run_id, thread_id, verdict, comment, created_at"
_VERIFIED_COLS = "id, tenant, question, sql, created_at, fingerprint, freshness, turns, as_of"
_PIN_COLS = "id, tenant, title, sql, chart_spec, created_at"
_CONV_COLS = "thread_id, tenant, title, created_at, updated_at"


def _run_row(row: Sequence[Any]) -> QueryRun:
    return QueryRun(*row[:10], created_at=_ts(row[10]))


def _feedback_row(row: Sequence[Any]) -> Feedback:
    return Feedback(*row[:6], created_at=_ts(row[6]))


def _json_or_none(text: str | None) -> Any:
    return json.loads(text) if text else None


def _verified_row(row: Sequence[Any]) -> VerifiedQuery:
    return VerifiedQuery(*row[:4], created_at=_ts(row[4]), fingerprint=_json_or_none(row[5]),
                         freshness=_json_or_none(row[6]), turns=_json_or_none(row[7]),
                         as_of=dt.date.fromisoformat(row[8]) if row[8] else None)


def _pin_row(row: Sequence[Any]) -> PinnedChart:
    return PinnedChart(row[0], row[1], row[2], row[3], json.loads(row[4]), _ts(row[5]))


def _conv_row(row: Sequence[Any]) -> Conversation:
    return Conversation(row[0], row[1], row[2], _ts(row[3]), _ts(row[4]))


class MetadataStore(ABC):
    """The store interface; subclasses supply only ``_transaction`` and ``close``."""

    _migration_lock_sql: str | None = None

    def __init__(self) -> None:
        """Prepare the clock; subclasses open their connection, then call ``_migrate``."""
        self._clock_lock = threading.Lock()
        self._last_now: dt.datetime | None = None

    @abstractmethod
    def _transaction(self) -> AbstractContextManager[Run]:
        """Open one transaction and yield ``run(sql, params)``; commit on success."""

    @abstractmethod
    def close(self) -> None:
        """Release the connection(s)."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _now(self) -> dt.datetime:
        # Strictly increasing within a store, so "newest first" never ties inside one process.
        with self._clock_lock:
            now = dt.datetime.now(dt.UTC)
            if self._last_now is not None and now <= self._last_now:
                now = self._last_now + dt.timedelta(microseconds=1)
            self._last_now = now
            return now

    @staticmethod
    def _text(moment: dt.datetime) -> str:
        return moment.strftime("%Y-%m-%dT%H:%M:%S.%f+00:00")

    def _migrate(self) -> None:
        with self._transaction() as run:
            if self._migration_lock_sql:
                run(self._migration_lock_sql)
            run(_SCHEMA_VERSION)
            current = run("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0
            if current > len(MIGRATIONS):
                raise ConfigError(
                    f"The metadata store has schema version {current}, newer than this release knows "
                    f"({len(MIGRATIONS)}); upgrade Samaritan or point it at another store."
                )
            for version in range(current + 1, len(MIGRATIONS) + 1):
                for statement in MIGRATIONS[version - 1]:
                    run(statement)
                run("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)",
                    (version, self._text(self._now())))

    def schema_version(self) -> int:
        """Return the schema version the store is at."""
        with self._transaction() as run:
            return int(run("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0)

    # -- query runs ---------------------------------------------------------------------------
    def record_query_run(self, run: QueryRun) -> QueryRun:
        """Store a run and return it as stored (with ``created_at``).

        The caller picks ``run.id`` (it also keys the in-process result cache). A ``request_id``
        seen before is not stored twice: the earlier run is returned instead (idempotency), so
        use the returned id. Another tenant's ``request_id`` is refused.
        """
        if run.status not in QUERY_STATUSES:
            raise ValueError(f"status must be one of {QUERY_STATUSES}, not {run.status!r}.")
        run = dataclasses.replace(run, created_at=run.created_at or self._now())
        with self._transaction() as execute:
            execute(f"INSERT INTO query_runs ({_RUN_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT DO NOTHING", _row_values(run, self._text))
            if run.request_id is None:
                return run
            stored = _run_row(execute(f"SELECT {_RUN_COLS} FROM query_runs WHERE request_id = ?",
                                      (run.request_id,)).fetchone())
        if stored.tenant != run.tenant:
            raise SamaritanError("This request id is already used; send a new one.")
        return stored

    def get_query_run(self, run_id: str, *, tenant: str | None = None) -> QueryRun | None:
        """Return the run with this id (only if it belongs to ``tenant``, when given)."""
        return self._one_run("id", run_id, tenant)

    def find_query_run_by_request(self, request_id: str, *, tenant: str | None = None) -> QueryRun | None:
        """Return the run recorded for this request id, if any."""
        return self._one_run("request_id", request_id, tenant)

    def _one_run(self, column: str, value: str, tenant: str | None) -> QueryRun | None:
        with self._transaction() as run:
            row = run(f"SELECT {_RUN_COLS} FROM query_runs WHERE {column} = ?", (value,)).fetchone()
        found = _run_row(row) if row else None
        return found if found and (tenant is None or found.tenant == tenant) else None

    def list_query_runs(
        self, tenant: str, status: str | None = None, text: str | None = None, limit: int = 100
    ) -> list[QueryRun]:
        """List a tenant's runs, newest first, optionally by status and text in question or SQL."""
        where, params = ["tenant = ?"], [tenant]
        if status:
            where.append("status = ?")
            params.append(status)
        if text:
            where.append("(LOWER(question) LIKE ? ESCAPE '\\'"
                         " OR LOWER(COALESCE(sql, '')) LIKE ? ESCAPE '\\')")
            params += [_like(text), _like(text)]
        sql = (f"SELECT {_RUN_COLS} FROM query_runs WHERE {' AND '.join(where)}"
               " ORDER BY created_at DESC LIMIT ?")
        with self._transaction() as run:
            return [_run_row(row) for row in run(sql, (*params, limit)).fetchall()]

    # -- usage --------------------------------------------------------------------------------
    def increment_usage(self, tenant: str, request_id: str | None, *, day: dt.date | None = None) -> bool:
        """Count one request for today (UTC); a ``request_id`` counts once only. Return whether it counted."""
        day_text = (day or self._now().date()).isoformat()
        with self._transaction() as run:
            if request_id is not None:
                cursor = run("INSERT INTO usage_requests (tenant, request_id, day) VALUES (?, ?, ?)"
                             " ON CONFLICT DO NOTHING", (tenant, request_id, day_text))
                if cursor.rowcount == 0:
                    return False
            run("INSERT INTO usage_daily (tenant, day, queries) VALUES (?, ?, 1) ON CONFLICT (tenant, day)"
                " DO UPDATE SET queries = usage_daily.queries + 1", (tenant, day_text))
        return True

    def usage(self, tenant: str, *, since: dt.date | None = None) -> list[UsageDay]:
        """Return a tenant's daily counts, newest day first."""
        with self._transaction() as run:
            rows = run("SELECT tenant, day, queries FROM usage_daily WHERE tenant = ? AND day >= ?"
                       " ORDER BY day DESC", (tenant, (since or dt.date.min).isoformat())).fetchall()
        return [UsageDay(row[0], dt.date.fromisoformat(row[1]), int(row[2])) for row in rows]

    # -- feedback -----------------------------------------------------------------------------
    def add_feedback(
        self, *, tenant: str, verdict: str, query_run_id: str | None = None, thread_id: str | None = None,
        comment: str | None = None,
    ) -> Feedback:
        """Record a verdict ('up' or 'down') on an answer of this tenant."""
        if verdict not in VERDICTS:
            raise ValueError(f"verdict must be 'up' or 'down', not {verdict!r}.")
        if query_run_id is not None and self.get_query_run(query_run_id, tenant=tenant) is None:
            raise SamaritanError("That answer does not exist any more, so the feedback was not saved.")
        item = Feedback(uuid.uuid4().hex, tenant, query_run_id, thread_id, verdict, comment, self._now())
        self._insert("feedback", _FEEDBACK_COLS, item)
        return item

    def list_feedback(self, tenant: str, *, verdict: str | None = None, limit: int = 100) -> list[Feedback]:
        """List a tenant's feedback, newest first."""
        where, params = "tenant = ?", [tenant]
        if verdict:
            where, params = "tenant = ? AND verdict = ?", [tenant, verdict]
        sql = f"SELECT {_FEEDBACK_COLS} FROM feedback WHERE {where} ORDER BY created_at DESC LIMIT ?"
        with self._transaction() as run:
            rows = run(sql, (*params, limit)).fetchall()
        return [_feedback_row(row) for row in rows]

    # -- verified queries ---------------------------------------------------------------------
    def add_verified_query(
        self, *, tenant: str, question: str, sql: str, fingerprint: Mapping[str, Any] | None = None,
        freshness: Mapping[str, str] | None = None, turns: Sequence[Mapping[str, str]] | None = None,
        as_of: dt.date | None = None,
    ) -> VerifiedQuery:
        """Save (or replace) the verified SQL for a question; one per tenant and normalised question.

        A replacement replaces everything, the fingerprint included: the answer now verified is
        the one to check against.
        """
        key = normalise_question(question)

        def dump(value: Any) -> str | None:
            return None if value is None else json.dumps(value, sort_keys=True, ensure_ascii=False)

        with self._transaction() as run:
            run("INSERT INTO verified_queries (id, tenant, question, question_key, sql, created_at,"
                " fingerprint, freshness, turns, as_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (tenant, question_key) DO UPDATE SET question = excluded.question,"
                " sql = excluded.sql, created_at = excluded.created_at, fingerprint = excluded.fingerprint,"
                " freshness = excluded.freshness, turns = excluded.turns, as_of = excluded.as_of",
                (uuid.uuid4().hex, tenant, question, key, sql, self._text(self._now()), dump(fingerprint),
                 dump(freshness), dump(list(turns) if turns is not None else None),
                 as_of.isoformat() if as_of else None))
            row = run(f"SELECT {_VERIFIED_COLS} FROM verified_queries WHERE tenant = ? AND question_key = ?",
                      (tenant, key)).fetchone()
        return _verified_row(row)

    def list_verified_queries(self, tenant: str) -> list[VerifiedQuery]:
        """List a tenant's verified queries, newest first."""
        with self._transaction() as run:
            rows = run(f"SELECT {_VERIFIED_COLS} FROM verified_queries WHERE tenant = ?"
                       " ORDER BY created_at DESC", (tenant,)).fetchall()
        return [_verified_row(row) for row in rows]

    def find_verified_query(self, tenant: str, question: str) -> VerifiedQuery | None:
        """Return the verified query for this question (after normalisation), if any."""
        with self._transaction() as run:
            row = run(f"SELECT {_VERIFIED_COLS} FROM verified_queries WHERE tenant = ? AND question_key = ?",
                      (tenant, normalise_question(question))).fetchone()
        return _verified_row(row) if row else None

    # -- pinned charts ------------------------------------------------------------------------
    def pin_chart(self, *, tenant: str, title: str, sql: str, chart_spec: Mapping[str, Any]) -> PinnedChart:
        """Pin a chart to the tenant's dashboard; ``chart_spec`` is the plan, without data arrays."""
        spec = json.loads(json.dumps(chart_spec))  # a plain-JSON copy: what is stored is what is returned
        item = PinnedChart(uuid.uuid4().hex, tenant, title, sql, spec, self._now())
        self._insert("pinned_charts", _PIN_COLS, item, chart_spec=json.dumps(item.chart_spec, sort_keys=True))
        return item

    def list_pins(self, tenant: str) -> list[PinnedChart]:
        """List a tenant's pinned charts in the order they were pinned."""
        with self._transaction() as run:
            rows = run(f"SELECT {_PIN_COLS} FROM pinned_charts WHERE tenant = ? ORDER BY created_at",
                       (tenant,)).fetchall()
        return [_pin_row(row) for row in rows]

    def remove_pin(self, pin_id: str, *, tenant: str | None = None) -> bool:
        """Remove a pinned chart (only the tenant's own, when given); return whether one was removed."""
        with self._transaction() as run:
            if tenant is None:
                cursor = run("DELETE FROM pinned_charts WHERE id = ?", (pin_id,))
            else:
                cursor = run("DELETE FROM pinned_charts WHERE id = ? AND tenant = ?", (pin_id, tenant))
            return bool(cursor.rowcount)

    # -- conversations ------------------------------------------------------------------------
    def touch_conversation(self, *, tenant: str, thread_id: str, title: str = "") -> Conversation:
        """Create or bump a conversation; the first non-empty title it is given stays its title."""
        now = self._text(self._now())
        with self._transaction() as run:
            run(f"INSERT INTO conversations ({_CONV_COLS}) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (tenant, thread_id) DO UPDATE SET updated_at = excluded.updated_at,"
                " title = CASE WHEN conversations.title = '' THEN excluded.title"
                " ELSE conversations.title END",
                (thread_id, tenant, title.strip()[:120], now, now))
            row = run(f"SELECT {_CONV_COLS} FROM conversations WHERE tenant = ? AND thread_id = ?",
                      (tenant, thread_id)).fetchone()
        return _conv_row(row)

    def list_conversations(self, tenant: str, limit: int = 50) -> list[Conversation]:
        """List a tenant's conversations, most recently active first."""
        with self._transaction() as run:
            rows = run(f"SELECT {_CONV_COLS} FROM conversations WHERE tenant = ?"
                       " ORDER BY updated_at DESC LIMIT ?", (tenant, limit)).fetchall()
        return [_conv_row(row) for row in rows]

    # -- workspaces -----------------------------------------------------------------------------
    def add_workspace(self, name: str, display_name: str) -> Workspace | None:
        """Record a new workspace; None when the name is taken (by any replica, atomically)."""
        now = self._text(self._now())
        with self._transaction() as run:
            cursor = run("INSERT INTO workspaces (name, display_name, created_at) VALUES (?, ?, ?)"
                         " ON CONFLICT (name) DO NOTHING", (name, display_name, now))
            if not cursor.rowcount:
                return None
        return Workspace(name, display_name, _ts(now))

    def list_workspaces(self) -> list[Workspace]:
        """Every user-created workspace, oldest first."""
        with self._transaction() as run:
            rows = run("SELECT name, display_name, created_at FROM workspaces ORDER BY created_at, name").fetchall()
        return [Workspace(r[0], r[1], _ts(r[2])) for r in rows]

    def remove_workspace(self, name: str) -> bool:
        """Forget a workspace record (its files are the caller's to remove)."""
        with self._transaction() as run:
            return bool(run("DELETE FROM workspaces WHERE name = ?", (name,)).rowcount)

    def _insert(self, table: str, columns: str, item: Any, **overrides: Any) -> None:
        names = [name.strip() for name in columns.split(",")]
        values = [overrides.get(name, getattr(item, name)) for name in names]
        values = [self._text(v) if isinstance(v, dt.datetime) else v for v in values]
        with self._transaction() as execute:
            execute(f"INSERT INTO {table} ({columns}) VALUES ({', '.join('?' * len(names))})", values)


def _row_values(item: Any, text: Callable[[dt.datetime], str]) -> tuple[Any, ...]:
    values = (getattr(item, field.name) for field in dataclasses.fields(item))
    return tuple(text(v) if isinstance(v, dt.datetime) else v for v in values)


# The driver's words for a file that cannot be written or read at all; any other error (a bug in a
# statement) keeps its own type so it is not mistaken for a storage fault.
_UNAVAILABLE = re.compile(r"readonly|read-only|not a database|malformed|locked|busy|disk|unable to open|"
                          r"i/o error|closed database", re.IGNORECASE)


class SqliteMetadataStore(MetadataStore):
    """The default backend: one SQLite file in WAL mode, shared by Streamlit's session threads."""

    def __init__(self, path: str | Path) -> None:
        """Open (creating parent directories) and migrate the file at ``path``."""
        super().__init__()
        self._name = Path(path).name
        self._lock = threading.Lock()
        try:
            if str(path) != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            # Autocommit mode: transactions are explicit (BEGIN IMMEDIATE) so writers queue, not fail.
            self._conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=10)
        except (OSError, sqlite3.Error) as exc:
            raise self._unavailable(exc) from exc
        try:
            enable_wal(self._conn, timeout_s=10.0)
            # In WAL mode NORMAL cannot corrupt the file; it skips the fsync per commit, and a power
            # cut (not a crash of the process) can lose only the last commits.
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._conn.create_function("lower", 1, _fold, deterministic=True)  # Unicode-aware, like Postgres
            self._migrate()
        except BaseException as exc:
            self._conn.close()
            if isinstance(exc, sqlite3.Error):
                raise self._unavailable(exc) from exc
            raise

    def _unavailable(self, exc: BaseException) -> MetadataUnavailable:
        """One sentence for a metadata file that cannot be opened or written (no path, no driver text)."""
        text = str(exc).lower()
        if "readonly" in text or "read-only" in text or "query_only" in text:
            why = "it is read-only"
        elif "not a database" in text or "malformed" in text:
            why = "the file is damaged"
        elif "locked" in text or "busy" in text:
            why = "another program keeps it locked"
        elif "disk" in text or "space" in text or "full" in text:
            why = "the disk is full"
        else:
            why = "it is not reachable"
        return MetadataUnavailable(f"The metadata database {self._name} cannot be used ({why}), so this request "
                                   "was not answered or recorded; fix it or set SAMARITAN_DATABASE_URL, then "
                                   "try again.")

    @contextmanager
    def _transaction(self) -> Iterator[Run]:
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise self._unavailable(exc) from exc
            try:
                yield lambda sql, params=(): self._conn.execute(sql, tuple(params))
            except BaseException as exc:
                with contextlib.suppress(sqlite3.Error):
                    self._conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.DatabaseError) and _UNAVAILABLE.search(str(exc)):
                    raise self._unavailable(exc) from exc
                raise
            try:
                self._conn.execute("COMMIT")
            except sqlite3.Error as exc:
                with contextlib.suppress(sqlite3.Error):
                    self._conn.execute("ROLLBACK")
                raise self._unavailable(exc) from exc

    def close(self) -> None:
        """Close the SQLite connection."""
        self._conn.close()


class PostgresMetadataStore(MetadataStore):
    """The shared backend for several replicas: a psycopg 3 connection pool."""

    _migration_lock_sql = "SELECT pg_advisory_xact_lock(727163001)"  # replicas migrate one at a time

    def __init__(self, url: str, *, pool_size: int = 4, connect_timeout_s: float = 10.0) -> None:
        """Connect to ``url`` and migrate; an unreachable server raises ``ConfigError``."""
        super().__init__()
        from psycopg_pool import ConnectionPool

        self._pool = ConnectionPool(url, min_size=1, max_size=pool_size, open=True)
        try:
            self._pool.wait(timeout=connect_timeout_s)
        except Exception as exc:
            self._pool.close()
            raise ConfigError(f"Could not connect to the Postgres metadata database: {exc}") from exc
        try:
            self._migrate()
        except BaseException:
            self._pool.close()
            raise

    @contextmanager
    def _transaction(self) -> Iterator[Run]:
        import psycopg
        from psycopg_pool import PoolTimeout

        try:
            with self._pool.connection() as conn, conn.transaction():
                yield lambda sql, params=(): conn.execute(sql.replace("?", "%s"), tuple(params))
        except (psycopg.OperationalError, PoolTimeout, psycopg.errors.ReadOnlySqlTransaction,
                psycopg.errors.InsufficientResources) as exc:
            raise _postgres_unavailable(exc) from exc

    def close(self) -> None:
        """Close the connection pool."""
        self._pool.close()


def _postgres_unavailable(exc: BaseException) -> MetadataUnavailable:
    """One sentence for a Postgres metadata server that cannot be reached or written (no URL, no driver text).

    Why only these errors: a server gone, a read-only server or a full disk is the operator's to fix;
    an error in a statement is a bug and keeps its own type.
    """
    text = str(exc).lower()
    if "read-only" in text or "read only" in text:
        why = "it is read-only"
    elif "space" in text or "disk" in text:
        why = "its disk is full"
    else:
        why = "the server is not reachable"
    return MetadataUnavailable(f"The Postgres metadata database cannot be used ({why}), so this request was not "
                               "answered or recorded; fix it or check SAMARITAN_DATABASE_URL, then try again.")


def open_metadata_store(url: str) -> MetadataStore:
    """Open the store named by ``url``: ``sqlite:///path`` or ``postgresql://…``."""
    if url.startswith("sqlite:///") and len(url) > len("sqlite:///"):
        return SqliteMetadataStore(url.removeprefix("sqlite:///"))
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresMetadataStore(url)
    scheme = url.partition(":")[0]  # never echo the rest: it may hold a password
    raise ConfigError(f"The metadata URL must start with sqlite:/// or postgresql://, not {scheme!r}.")
