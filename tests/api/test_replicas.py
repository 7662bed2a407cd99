"""Two API replicas on one database share threads, query runs and idempotency.

On Postgres (when ``SAMARITAN_TEST_PG_URL`` is set) each replica has its own data directory, as
it would on its own machine, so everything they share goes through the database. On SQLite the
two processes share one data directory: the one-host case.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.api.conftest import Server, invoke, linked_home, new_id
from tests.postgres.backends import BACKENDS, count_rows, database_url


@pytest.fixture(params=BACKENDS)
def replicas(request: pytest.FixtureRequest, start_server: Callable[..., Server], sample_home: Path,
             tmp_path: Path) -> Iterator[tuple[Server, Server]]:
    """Two running servers on one fresh database (Postgres) or one data directory (SQLite)."""
    with database_url(request.param) as url:
        if url is None:
            home = linked_home(tmp_path, sample_home)
            yield start_server(home=home), start_server(home=home)
        else:
            yield start_server(url), start_server(url)


def test_a_thread_started_on_one_replica_continues_on_the_other(replicas: tuple[Server, Server]) -> None:
    a, b = replicas
    thread = new_id()
    with a.client() as on_a, b.client() as on_b:
        first = invoke(on_a, thread_id=thread, message="revenue by category in 2025").answer
        seen_by_b = on_b.get(f"/threads/{thread}").json()
        follow = invoke(on_b, thread_id=thread, message="now only for Germany").answer
        seen_by_a = on_a.get(f"/threads/{thread}").json()
    assert seen_by_b["table"]["query_run_id"] == first["query_run_id"]
    assert follow["intent"] == "FOLLOWUP_QUESTION" and follow["last_event"] == "QUERY_EXECUTED"
    assert "Germany" in follow["sql"] and "category" in follow["sql"]
    assert len(seen_by_a["messages"]) == 4 and seen_by_a["table"]["query_run_id"] == follow["query_run_id"]
    # both query runs are in the one shared store, whichever replica ran them
    ids = (first["query_run_id"], follow["query_run_id"])
    assert count_rows(a.metadata_url, where="id IN (?, ?)", params=ids) == 2


def test_a_replay_on_the_other_replica_does_not_execute_again(replicas: tuple[Server, Server]) -> None:
    a, b = replicas
    thread, r1, r2 = new_id(), new_id("r"), new_id("r")
    with a.client() as on_a, b.client() as on_b:
        first = invoke(on_a, thread_id=thread, message="revenue by sales channel", request_id=r1).answer
        second = invoke(on_b, thread_id=thread, message="orders by channel", request_id=r2).answer
        runs = count_rows(a.metadata_url)
        usage = count_rows(a.metadata_url, "usage_requests")
        # the latest turn, replayed on the replica that did not run it: found in the checkpoint
        latest = invoke(on_a, thread_id=thread, message="orders by channel", request_id=r2)
        # an earlier turn, replayed after the thread moved on: found in the checkpoint history
        earlier = invoke(on_b, thread_id=thread, message="revenue by sales channel", request_id=r1)
        messages = len(on_a.get(f"/threads/{thread}").json()["messages"])
    for replay, original in ((latest, second), (earlier, first)):
        assert replay.of("step") == [] and replay.answer["replayed"] is True
        assert replay.answer["query_run_id"] == original["query_run_id"]
        assert replay.answer["rows"] == original["rows"]  # re-read through the guard on a cache miss
    assert count_rows(a.metadata_url) == runs
    assert count_rows(a.metadata_url, "usage_requests") == usage
    assert messages == 4  # replays add nothing to the conversation


def test_a_double_submit_to_both_replicas_runs_once(replicas: tuple[Server, Server]) -> None:
    a, b = replicas
    thread, request_id = new_id(), new_id("r")
    body = {"thread_id": thread, "message": "revenue by country", "request_id": request_id}
    answers: dict[str, dict] = {}
    runs = count_rows(a.metadata_url)

    def send(server: Server) -> None:
        with server.client() as client:
            answers[server.url] = invoke(client, **body).answer

    workers = [threading.Thread(target=send, args=(server,)) for server in (a, b)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    first, second = answers.values()
    assert first["query_run_id"] == second["query_run_id"] and first["rows"] == second["rows"]
    assert count_rows(a.metadata_url, where="request_id = ?", params=(request_id,)) == 1
    assert count_rows(a.metadata_url) == runs + 1
    if a.database_url:  # Postgres: the advisory lock makes the second wait and replay
        assert sorted([first["replayed"], second["replayed"]]) == [False, True]
