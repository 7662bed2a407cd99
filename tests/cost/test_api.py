"""The HTTP API: a turn that needs confirmation says so, RUN_CONFIRMED answers it; Turkish steps are Turkish."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.serving import api_process, free_port
from tests.api.conftest import Server, invoke, linked_home, new_id, server_env


@pytest.fixture(scope="module")
def server(sample_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    home = linked_home(tmp_path_factory.mktemp("cost-api"), sample_home)
    port = free_port()
    log = home / f"server-{port}.log"
    env = server_env(home, None, SAMARITAN_CONFIRM_ROWS="3000")
    with api_process(env, log, 90.0, port) as (url, process):
        yield Server(url, home, log, process, None)


def test_the_api_asks_then_runs_on_run_confirmed(server: Server) -> None:
    thread = new_id("cost")
    with server.client() as client:
        asked = invoke(client, thread_id=thread, message="revenue by sales channel")
        answer = asked.answer
        assert asked.status == 200 and answer["last_event"] == "COST_CONFIRMATION_NEEDED"
        assert answer["cost"]["needs_confirmation"] and answer["rows"] == [] and "run it" in answer["answer"]
        ran = invoke(client, thread_id=thread, message="", intent="RUN_CONFIRMED")
        assert ran.status == 200 and ran.answer["last_event"] == "QUERY_EXECUTED" and ran.answer["row_count"] == 3
        bad = invoke(client, thread_id=thread, message="", intent="RUN_EVERYTHING")
        assert bad.status == 422 and set(bad.error) == {"error"} and "Traceback" not in bad.error["error"]


def test_turkish_steps_stream_with_turkish_labels(server: Server) -> None:
    with server.client() as client:
        sse = invoke(client, thread_id=new_id("tr"), message="ülkelere göre müşteri sayısı")
    labels = [data["label"] for name, data in sse.events if name == "step"]
    assert labels[0] == "Soru anlaşılıyor" and "Sorgu çalıştırılıyor" in labels and labels[-1] == "Cevap yazılıyor"
