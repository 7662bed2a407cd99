"""The analytics service on every store backend: SQLite files, and Postgres when a server is named.

``open_analytics`` picks the backends from ``SAMARITAN_DATABASE_URL`` alone; these tests run the
same bodies against both, including two services on one database standing in for two replicas.
"""

from __future__ import annotations

import shutil
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from langgraph.checkpoint.postgres import PostgresSaver
from langgraph.checkpoint.sqlite import SqliteSaver

from agent.analytics.service import AnalyticsService, RequestIdReused, TurnResult
from agent.config import Settings
from agent.orchestration.checkpointer import make_checkpointer
from agent.services import open_analytics
from agent.storage.metadata import (
    MIGRATIONS,
    PostgresMetadataStore,
    QueryRun,
    SqliteMetadataStore,
    open_metadata_store,
)
from tests.conftest import make_settings
from tests.postgres.backends import BACKENDS, count_rows, database_url

OpenService = Callable[[], AnalyticsService]


def own_tenants(home: Path, sample_home: Path) -> Path:
    """Give ``home`` its own copy of the sample tenant files and return it.

    DuckDB keeps one database instance per file and process, and a tenant connection locks its
    configuration, so two services in one process must not open the same file: each "replica"
    here gets a copy, as it would on its own machine.
    """
    home.mkdir(parents=True)
    shutil.copytree(sample_home / "tenants", home / "tenants")
    return home


@pytest.fixture(params=BACKENDS)
def settings(request: pytest.FixtureRequest, sample_home: Path, tmp_path: Path) -> Iterator[Settings]:
    """Settings on copies of the sample tenants whose stores are fresh: new SQLite files or a new database."""
    with database_url(request.param) as url:
        yield make_settings(own_tenants(tmp_path / "home", sample_home), database_url=url)


@pytest.fixture
def open_service(settings: Settings, sample_home: Path, tmp_path: Path) -> Iterator[OpenService]:
    """Open services ("replicas") on the same stores, each with its own tenant files; closed at the end."""
    with ExitStack() as stack:

        def open_replica() -> AnalyticsService:
            home = own_tenants(tmp_path / f"replica-{uuid.uuid4().hex[:8]}", sample_home)
            metadata = open_metadata_store(settings.metadata_url)  # the shared stores
            stack.callback(metadata.close)
            checkpointer = stack.enter_context(make_checkpointer(settings.checkpoint_url))
            service = AnalyticsService(settings.with_overrides(home=home), metadata, checkpointer)
            stack.callback(service.close)
            return service

        yield open_replica


def test_the_backends_follow_the_database_url(settings: Settings) -> None:
    with open_analytics(settings) as service:
        metadata, checkpointer = service.metadata, service.graph.checkpointer
        version = metadata.schema_version()
    if settings.database_url:
        assert isinstance(metadata, PostgresMetadataStore) and isinstance(checkpointer, PostgresSaver)
    else:
        assert isinstance(metadata, SqliteMetadataStore) and isinstance(checkpointer, SqliteSaver)
        assert (settings.home / "metadata.sqlite").is_file()
        assert (settings.home / "checkpoints.sqlite").is_file()
    assert version == len(MIGRATIONS)


def start_together(open_store: Callable[[], None], replicas: int = 4) -> list[BaseException]:
    """Run ``open_store`` in ``replicas`` threads released at the same moment; return what they raised."""
    errors: list[BaseException] = []
    barrier = threading.Barrier(replicas)

    def start() -> None:
        try:
            barrier.wait()
            open_store()
        except BaseException as exc:  # reported by the caller
            errors.append(exc)

    workers = [threading.Thread(target=start) for _ in range(replicas)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return errors


def fresh_urls(url: str, rounds: int) -> list[str]:
    """``rounds`` store URLs: new SQLite files (the race is on a new file), or the same Postgres database."""
    if not url.startswith("sqlite:///"):
        return [url] * rounds
    return [url.removesuffix(".sqlite") + f"-{n}.sqlite" for n in range(rounds)]


def test_replicas_migrate_at_once_without_tripping(settings: Settings) -> None:
    # Several rounds: on a new SQLite file, switching to WAL raced and failed about one start in sixteen.
    for url in fresh_urls(settings.metadata_url, 8):
        assert start_together(lambda: open_metadata_store(url).close()) == []  # noqa: B023 - called in the loop
        assert count_rows(url, "schema_version") == len(MIGRATIONS)


def test_replicas_set_up_the_checkpointer_at_once_without_tripping(settings: Settings) -> None:
    for url in fresh_urls(settings.checkpoint_url, 8):

        def open_checkpointer() -> None:
            with make_checkpointer(url):  # noqa: B023 - called in the loop
                pass

        assert start_together(open_checkpointer) == []


def test_a_turn_is_saved_and_survives_a_restart(settings: Settings) -> None:
    with open_analytics(settings) as service:
        first = service.run_turn("demo", "t1", "revenue by sales channel", request_id="r1").payload()
    with open_analytics(settings) as service:  # a new process would see the same
        state = service.thread_state("demo", "t1")
        run = service.metadata.get_query_run(first["query_run_id"], tenant="demo")
        listed = service.metadata.list_conversations("demo")
    assert first["last_event"] == "QUERY_EXECUTED" and first["row_count"] == 3
    assert state["table_result"]["query_run_id"] == first["query_run_id"]
    assert run is not None and run.request_id == "r1" and run.status == "ok" and run.thread_id == "t1"
    assert [c.thread_id for c in listed] == ["t1"]


def test_a_thread_continues_on_another_replica(open_service: OpenService) -> None:
    a, b = open_service(), open_service()
    a.run_turn("demo", "t1", "revenue by category in 2025")
    follow = b.run_turn("demo", "t1", "now only for Germany").payload()
    assert follow["intent"] == "FOLLOWUP_QUESTION" and "Germany" in follow["sql"]
    assert len(a.thread_state("demo", "t1")["messages"]) == 4
    assert b.thread_state("globex", "t1") == {}  # threads are namespaced by tenant on every backend


def test_a_replay_on_another_replica_executes_nothing(settings: Settings, open_service: OpenService) -> None:
    a, b = open_service(), open_service()
    first = a.run_turn("demo", "t1", "total export value", request_id="r1").payload()
    runs, usage = count_rows(settings.metadata_url), a.metadata.usage("demo")
    replay = list(b.stream_turn("demo", "t1", "total export value", request_id="r1"))
    assert len(replay) == 1 and isinstance(replay[0], TurnResult)  # the answer only: no step ran
    again = replay[0].payload()
    assert again["replayed"] and again["query_run_id"] == first["query_run_id"]
    assert again["rows"] == first["rows"]
    assert count_rows(settings.metadata_url) == runs and b.metadata.usage("demo") == usage


def test_an_earlier_request_replays_from_the_thread_history(settings: Settings,
                                                            open_service: OpenService) -> None:
    a, b = open_service(), open_service()
    first = a.run_turn("demo", "t1", "revenue by sales channel", request_id="r1").payload()
    a.run_turn("demo", "t1", "orders by channel", request_id="r2")
    runs = count_rows(settings.metadata_url)
    again = b.run_turn("demo", "t1", "revenue by sales channel", request_id="r1").payload()
    assert again["replayed"] and again["query_run_id"] == first["query_run_id"]
    assert again["columns"] == first["columns"] and again["rows"] == first["rows"]
    assert count_rows(settings.metadata_url) == runs
    assert len(a.thread_state("demo", "t1")["messages"]) == 4


def test_a_request_id_of_another_thread_or_tenant_is_refused(open_service: OpenService) -> None:
    a, b = open_service(), open_service()
    a.run_turn("demo", "t1", "total export value", request_id="r1")
    with pytest.raises(RequestIdReused):
        b.run_turn("demo", "t2", "total export value", request_id="r1")
    with pytest.raises(RequestIdReused):
        b.run_turn("globex", "t1", "revenue by sales channel", request_id="r1")
    assert b.thread_state("demo", "t2") == {} and b.thread_state("globex", "t1") == {}


def test_one_request_id_is_one_query_run_under_a_race(settings: Settings) -> None:
    """The database's last line of defence: two replicas record the same request at once."""
    stores = [open_metadata_store(settings.metadata_url) for _ in range(2)]
    stored: list[QueryRun] = []
    barrier = threading.Barrier(8)

    def record(i: int) -> None:
        barrier.wait()
        stored.append(stores[i % 2].record_query_run(QueryRun(
            id=f"run-{i}", tenant="demo", thread_id="t1", request_id="same", question="q", sql="SELECT 1",
            status="ok", error=None, row_count=1, duration_ms=1)))

    workers = [threading.Thread(target=record, args=(i,)) for i in range(8)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    for store in stores:
        store.close()
    assert len({run.id for run in stored}) == 1 and len(stored) == 8
    assert count_rows(settings.metadata_url, where="request_id = ?", params=("same",)) == 1
