"""The metadata store, one set of test bodies for every backend.

SQLite always runs, on real files under ``tmp_path``. Postgres joins the parametrisation only when
``SAMARITAN_TEST_PG_URL`` names a server; each Postgres test gets its own schema, dropped after.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
import sqlite3
import threading
import uuid
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from agent.errors import ConfigError, SamaritanError
from agent.storage.metadata import (
    MIGRATIONS,
    MetadataStore,
    QueryRun,
    SqliteMetadataStore,
    normalise_question,
    open_metadata_store,
)

PG_URL = os.environ.get("SAMARITAN_TEST_PG_URL")
BACKENDS = ["sqlite"] + (["postgres"] if PG_URL else [])


@dataclasses.dataclass
class Backend:
    """Where a store lives, plus a raw connection for building old schemas by hand."""

    name: str
    url: str
    raw: Callable[[str, Sequence[Any]], None]

    def open(self) -> MetadataStore:
        return open_metadata_store(self.url)


def _sqlite_backend(tmp_path: Any) -> Backend:
    path = tmp_path / "nested" / "metadata.sqlite"

    def raw(sql: str, params: Sequence[Any] = ()) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(path) as conn:
            conn.execute(sql, tuple(params))
        conn.close()

    return Backend("sqlite", f"sqlite:///{path}", raw)


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[Backend]:
    if request.param == "sqlite":
        yield _sqlite_backend(tmp_path)
        return
    import psycopg

    assert PG_URL is not None
    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_URL, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    url = f"{PG_URL}{'&' if '?' in PG_URL else '?'}options=-csearch_path%3D{schema}"

    def raw(sql: str, params: Sequence[Any] = ()) -> None:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(sql.replace("?", "%s"), tuple(params))

    yield Backend("postgres", url, raw)
    with psycopg.connect(PG_URL, autocommit=True) as admin:
        admin.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture
def store(backend: Backend) -> Iterator[MetadataStore]:
    with backend.open() as opened:
        yield opened


def _run(tenant: str = "demo", **changes: Any) -> QueryRun:
    fields: dict[str, Any] = dict(
        id=uuid.uuid4().hex, tenant=tenant, thread_id="th-1", request_id=None, question="revenue by country",
        sql="SELECT 1", status="ok", error=None, row_count=3, duration_ms=12,
    )
    fields.update(changes)
    return QueryRun(**fields)


def test_query_run_round_trips(store: MetadataStore) -> None:
    stored = store.record_query_run(_run(request_id="req-1"))
    assert stored.created_at is not None and stored.created_at.tzinfo is not None
    assert store.get_query_run(stored.id) == stored
    assert store.find_query_run_by_request("req-1") == stored
    failed = store.record_query_run(_run(status="failed", error="Binder Error: no column x", sql="SELECT x"))
    assert store.get_query_run(failed.id) == failed
    assert store.get_query_run("missing") is None
    assert store.get_query_run(stored.id, tenant="globex") is None


def test_query_run_rejects_unknown_status(store: MetadataStore) -> None:
    with pytest.raises(ValueError):
        store.record_query_run(_run(status="exploded"))


def test_request_id_is_stored_once(store: MetadataStore) -> None:
    first = store.record_query_run(_run(request_id="req-7", question="first"))
    again = store.record_query_run(_run(request_id="req-7", question="second"))
    assert again == first
    assert [r.question for r in store.list_query_runs("demo")] == ["first"]
    with pytest.raises(SamaritanError):
        store.record_query_run(_run(tenant="globex", request_id="req-7"))
    assert store.find_query_run_by_request("req-7", tenant="globex") is None
    # runs without a request id are never deduplicated
    store.record_query_run(_run())
    store.record_query_run(_run())
    assert len(store.list_query_runs("demo")) == 3


def test_list_query_runs_filters_newest_first(store: MetadataStore) -> None:
    store.record_query_run(_run(question="Revenue by month"))
    store.record_query_run(_run(question="Top customers", sql="SELECT customer_name FROM customers"))
    store.record_query_run(_run(question="DROP the table", status="rejected", sql="DROP TABLE orders"))
    store.record_query_run(_run(question="100%_literal", status="failed"))
    store.record_query_run(_run(question="Müşteri ŞEHİR dağılımı"))
    assert [r.question for r in store.list_query_runs("demo", limit=2)] == [
        "Müşteri ŞEHİR dağılımı", "100%_literal"]
    assert [r.status for r in store.list_query_runs("demo", status="rejected")] == ["rejected"]
    assert [r.question for r in store.list_query_runs("demo", text="REVENUE")] == ["Revenue by month"]
    assert [r.question for r in store.list_query_runs("demo", text="customer_name")] == ["Top customers"]
    assert [r.question for r in store.list_query_runs("demo", text="%_")] == ["100%_literal"]
    assert [r.question for r in store.list_query_runs("demo", text="şehir")] == ["Müşteri ŞEHİR dağılımı"]


def test_usage_counts_each_request_once(store: MetadataStore) -> None:
    day = dt.date(2026, 3, 1)
    assert store.increment_usage("demo", "req-1", day=day) is True
    assert store.increment_usage("demo", "req-1", day=day) is False
    assert store.increment_usage("demo", "req-2", day=day) is True
    assert store.increment_usage("demo", "req-3", day=day + dt.timedelta(days=1)) is True
    assert store.increment_usage("globex", "req-1", day=day) is True  # another tenant's own request
    usage = store.usage("demo")
    assert [(u.day, u.queries) for u in usage] == [(day + dt.timedelta(days=1), 1), (day, 2)]
    assert [(u.day, u.queries) for u in store.usage("globex")] == [(day, 1)]
    assert [u.queries for u in store.usage("demo", since=day + dt.timedelta(days=1))] == [1]


def test_usage_counts_once_under_concurrency(store: MetadataStore) -> None:
    def hit() -> None:
        for n in range(10):
            store.increment_usage("demo", f"req-{n}")

    threads = [threading.Thread(target=hit) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(u.queries for u in store.usage("demo")) == 10


def test_feedback_round_trips(store: MetadataStore) -> None:
    run = store.record_query_run(_run())
    down = store.add_feedback(tenant="demo", verdict="down", query_run_id=run.id, thread_id="th-1",
                              comment="Should count completed orders only")
    up = store.add_feedback(tenant="demo", verdict="up", thread_id="th-1")
    assert store.list_feedback("demo") == [up, down]
    assert store.list_feedback("demo", verdict="down") == [down]
    with pytest.raises(ValueError):
        store.add_feedback(tenant="demo", verdict="meh")
    with pytest.raises(SamaritanError):  # another tenant's answer
        store.add_feedback(tenant="globex", verdict="up", query_run_id=run.id)


def test_verified_queries_upsert_by_normalised_question(store: MetadataStore) -> None:
    first = store.add_verified_query(tenant="demo", question="Revenue by country?", sql="SELECT 1")
    again = store.add_verified_query(tenant="demo", question="  revenue   BY country ", sql="SELECT 2")
    assert again.id == first.id and again.sql == "SELECT 2"
    assert store.list_verified_queries("demo") == [again]
    assert store.find_verified_query("demo", "REVENUE by country.") == again
    assert store.find_verified_query("globex", "Revenue by country") is None
    other = store.add_verified_query(tenant="demo", question="Orders per month", sql="SELECT 3")
    assert store.list_verified_queries("demo") == [other, again]
    assert normalise_question("  Top 5   customers?! ") == "top 5 customers"


def test_verified_queries_keep_fingerprint_freshness_turns_and_date(store: MetadataStore) -> None:
    fingerprint = {"columns": ["country", "revenue"], "row_count": 2, "checksum": "ab12"}
    turns = [{"intent": "NEW_QUESTION", "text": "revenue by country"},
             {"intent": "BUSINESS_ERROR_FEEDBACK", "text": "count returned orders too"}]
    saved = store.add_verified_query(tenant="demo", question="revenue by country", sql="SELECT 1",
                                     fingerprint=fingerprint, freshness={"orders": "2026-11-01T00:00:00+00:00"},
                                     turns=turns, as_of=dt.date(2026, 11, 15))
    [listed] = store.list_verified_queries("demo")
    assert listed == saved
    assert (listed.fingerprint, listed.turns, listed.as_of) == (fingerprint, turns, dt.date(2026, 11, 15))
    assert listed.freshness == {"orders": "2026-11-01T00:00:00+00:00"}
    replaced = store.add_verified_query(tenant="demo", question="Revenue by country", sql="SELECT 2")
    assert replaced.id == saved.id and replaced.fingerprint is None and replaced.turns is None


def test_pinned_charts_round_trip_and_remove(store: MetadataStore) -> None:
    spec = {"type": "bar", "x": "country", "y": "revenue", "layout": {"title": "Revenue"}}
    first = store.pin_chart(tenant="demo", title="Revenue by country", sql="SELECT 1", chart_spec=spec)
    second = store.pin_chart(tenant="demo", title="Orders", sql="SELECT 2", chart_spec={"type": "line"})
    assert store.list_pins("demo") == [first, second]
    assert store.list_pins("demo")[0].chart_spec == spec
    assert store.remove_pin(first.id, tenant="globex") is False
    assert store.remove_pin(first.id, tenant="demo") is True
    assert store.remove_pin(first.id) is False
    assert store.list_pins("demo") == [second]


def test_conversations_upsert_and_list_newest_first(store: MetadataStore) -> None:
    first = store.touch_conversation(tenant="demo", thread_id="a", title="Revenue by country")
    store.touch_conversation(tenant="demo", thread_id="b", title="")
    later = store.touch_conversation(tenant="demo", thread_id="a", title="a follow-up question")
    assert later.title == "Revenue by country"
    assert later.created_at == first.created_at and later.updated_at > first.updated_at
    assert [c.thread_id for c in store.list_conversations("demo")] == ["a", "b"]
    named = store.touch_conversation(tenant="demo", thread_id="b", title="Orders per channel")
    assert named.title == "Orders per channel"
    assert [c.thread_id for c in store.list_conversations("demo")] == ["b", "a"]
    assert store.list_conversations("globex") == []


def test_listings_are_isolated_by_tenant(store: MetadataStore) -> None:
    demo_run = store.record_query_run(_run(tenant="demo"))
    store.record_query_run(_run(tenant="globex", question="globex only"))
    store.add_feedback(tenant="globex", verdict="up")
    store.add_verified_query(tenant="globex", question="q", sql="SELECT 1")
    store.pin_chart(tenant="globex", title="t", sql="SELECT 1", chart_spec={})
    store.touch_conversation(tenant="globex", thread_id="g", title="g")
    store.increment_usage("globex", "r")
    assert store.list_query_runs("demo") == [demo_run]
    assert [r.question for r in store.list_query_runs("globex")] == ["globex only"]
    assert store.list_feedback("demo") == []
    assert store.list_verified_queries("demo") == []
    assert store.list_pins("demo") == []
    assert store.list_conversations("demo") == []
    assert store.usage("demo") == []


def test_reopening_keeps_data(backend: Backend) -> None:
    with backend.open() as store:
        run = store.record_query_run(_run(request_id="keep"))
    with backend.open() as store:
        assert store.find_query_run_by_request("keep") == run
        assert store.schema_version() == len(MIGRATIONS)


def test_old_schema_is_migrated_and_keeps_data(backend: Backend) -> None:
    backend.raw("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)", ())
    for statement in MIGRATIONS[0]:
        backend.raw(statement, ())
    backend.raw("INSERT INTO schema_version (version, applied_at) VALUES (1, '2025-01-01')", ())
    backend.raw(
        "INSERT INTO query_runs (id, tenant, thread_id, request_id, question, sql, status, error, row_count,"
        " duration_ms, created_at) VALUES ('old', 'demo', NULL, 'old-req', 'old question', 'SELECT 1', 'ok',"
        " NULL, 1, 5, '2025-01-01T00:00:00.000000+00:00')", ())
    backend.raw(
        "INSERT INTO verified_queries (id, tenant, question, question_key, sql, created_at) VALUES"
        " ('v', 'demo', 'Revenue', 'revenue', 'SELECT 1', '2025-01-01T00:00:00.000000+00:00')", ())
    with backend.open() as store:
        assert store.schema_version() == len(MIGRATIONS) == 4
        [kept] = store.list_verified_queries("demo")  # migration 4 keeps old examples, without a fingerprint
        assert (kept.sql, kept.fingerprint, kept.freshness, kept.turns, kept.as_of) == ("SELECT 1", None, None,
                                                                                       None, None)
        old = store.get_query_run("old")
        assert old is not None and old.question == "old question"
        assert old.created_at == dt.datetime(2025, 1, 1, tzinfo=dt.UTC)
        store.touch_conversation(tenant="demo", thread_id="t", title="works after the migration")
        assert [c.title for c in store.list_conversations("demo")] == ["works after the migration"]
        assert store.add_workspace("mine", "Mine") is not None  # migration 3 ran on the old file


def test_a_newer_schema_is_refused(backend: Backend) -> None:
    with backend.open():
        pass
    backend.raw("INSERT INTO schema_version (version, applied_at) VALUES (99, 'later')", ())
    with pytest.raises(ConfigError):
        backend.open()


def test_sqlite_store_uses_wal_and_creates_parent_dirs(tmp_path: Any) -> None:
    path = tmp_path / "a" / "b" / "metadata.sqlite"
    with open_metadata_store(f"sqlite:///{path}") as store:
        assert isinstance(store, SqliteMetadataStore)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


@pytest.mark.parametrize("url", ["mysql://user:secret@host/db", "sqlite:///", "metadata.sqlite"])
def test_bad_urls_raise_config_error_without_secrets(url: str) -> None:
    with pytest.raises(ConfigError) as error:
        open_metadata_store(url)
    assert "secret" not in str(error.value)


def test_a_workspace_name_is_taken_once_across_replicas(backend: Backend) -> None:
    with backend.open() as first, backend.open() as second:
        made = first.add_workspace("shop", "My Shop")
        assert made is not None and made.display_name == "My Shop"
        assert second.add_workspace("shop", "Someone else's shop") is None
        assert [(w.name, w.display_name) for w in second.list_workspaces()] == [("shop", "My Shop")]
        assert second.remove_workspace("shop") and first.list_workspaces() == []
