"""The HTTP/SSE API against a real server process: streaming, threads, keys, tenants and errors."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import httpx

from tests.api.conftest import REPO, Server, invoke, new_id, parse_sse, server_env
from tests.postgres.backends import count_rows

ANSWER_KEYS = {"intent", "last_event", "sql", "columns", "rows", "row_count", "truncated", "query_run_id",
               "answer", "error", "chart_spec", "insights", "replayed", "cost",
               "provenance", "alternatives"}


def test_healthz_answers_without_a_key(server: Server) -> None:
    response = httpx.get(f"{server.url}/healthz")
    assert response.status_code == 200 and response.json()["status"] == "ok"


def test_a_turn_streams_steps_then_the_answer(server: Server) -> None:
    body = {"thread_id": new_id(), "tenant": "demo", "message": "revenue by sales channel"}
    with server.client() as client, client.stream("POST", "/agent/invoke", json=body) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        assert response.headers["cache-control"] == "no-cache"
        events = list(parse_sse(response.iter_lines()))
    steps = [data for name, data in events if name == "step"]
    assert [s["node"] for s in steps][:5] == ["IntentRouter", "Nlp2Sql", "SqlGuard", "CostCheck", "DbExecute"]
    assert steps[-1]["node"] == "Conversation"
    assert all(s["label"] and isinstance(s["update"], dict) for s in steps)
    assert events[-1][0] == "answer" and [name for name, _ in events].count("answer") == 1
    answer = events[-1][1]
    assert set(answer) == ANSWER_KEYS  # the CLI's --json object (plus whether it was replayed)
    assert answer["last_event"] == "QUERY_EXECUTED" and answer["row_count"] == 3 and len(answer["rows"]) == 3
    assert answer["replayed"] is False and answer["error"] is None


def test_the_answer_is_the_cli_json(server: Server) -> None:
    question = "revenue by category in 2025"
    cli = subprocess.run([sys.executable, "-m", "agent", "ask", question, "--json"], cwd=REPO,
                         env=server_env(server.home, None), capture_output=True, text=True, timeout=120)
    assert cli.returncode == 0, cli.stderr
    expected = json.loads(cli.stdout)
    with server.client() as client:
        answer = invoke(client, thread_id=new_id(), message=question).answer
    assert set(answer) == set(expected)
    for key in ("intent", "last_event", "sql", "columns", "rows", "row_count", "truncated", "answer"):
        assert answer[key] == expected[key], (key, answer[key], expected[key])


def test_the_thread_keeps_messages_and_table_metadata(server: Server) -> None:
    thread = new_id()
    with server.client() as client:
        first = invoke(client, thread_id=thread, message="revenue by category in 2025").answer
        follow = invoke(client, thread_id=thread, message="now only for Germany").answer
        view = client.get(f"/threads/{thread}").json()
    assert follow["intent"] == "FOLLOWUP_QUESTION" and "Germany" in follow["sql"]
    assert view["thread_id"] == thread and view["tenant"] == "demo"
    roles = [m["role"] for m in view["messages"]]
    assert roles == ["user", "assistant", "user", "assistant"]
    assert view["messages"][0]["content"] == "revenue by category in 2025"
    table = view["table"]
    assert table["query_run_id"] == follow["query_run_id"] != first["query_run_id"]
    assert table["columns"] == follow["columns"] and table["row_count"] == follow["row_count"]
    assert "rows" not in table  # metadata only: rows never leave the result cache this way


def test_chart_this_is_a_turn_with_an_intent_and_no_words(server: Server) -> None:
    thread = new_id()
    with server.client() as client:
        invoke(client, thread_id=thread, message="monthly revenue in 2025")
        chart = invoke(client, thread_id=thread, intent="DRAW_CHART")
    assert [s["node"] for s in chart.of("step")][:2] == ["IntentRouter", "ChartPlanner"]
    assert chart.answer["intent"] == "DRAW_CHART" and chart.answer["chart_spec"]["type"] in ("line", "area")
    # streamed as the nodes finish, not buffered: the router's step arrives well before the answer
    # (drawing the chart and computing its insights take hundreds of milliseconds in between)
    assert chart.arrivals[-1] - chart.arrivals[0] > 0.02


def test_a_replayed_request_returns_the_first_answer_without_running(server: Server) -> None:
    thread, request_id = new_id(), new_id("r")
    body = {"thread_id": thread, "message": "total export value", "request_id": request_id}
    with server.client() as client:
        first = invoke(client, **body)
        runs = count_rows(server.metadata_url)
        again = invoke(client, **body)
    assert not first.answer["replayed"] and again.answer["replayed"]
    assert again.of("step") == []  # nothing ran
    assert again.answer["query_run_id"] == first.answer["query_run_id"]
    assert again.answer["rows"] == first.answer["rows"]
    assert count_rows(server.metadata_url) == runs
    assert count_rows(server.metadata_url, where="request_id = ?", params=(request_id,)) == 1


def test_a_double_submit_runs_once(server: Server) -> None:
    """Two identical requests at the same moment: the second waits for the first, then replays it."""
    thread, request_id = new_id(), new_id("r")
    body = {"thread_id": thread, "message": "orders by channel", "request_id": request_id}
    results: list = [None, None]

    def send(i: int) -> None:
        with server.client() as client:
            results[i] = invoke(client, **body).answer

    workers = [threading.Thread(target=send, args=(i,)) for i in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert sorted(r["replayed"] for r in results) == [False, True]
    assert results[0]["query_run_id"] == results[1]["query_run_id"]
    assert count_rows(server.metadata_url, where="request_id = ?", params=(request_id,)) == 1


def test_a_request_id_cannot_be_reused_for_another_conversation(server: Server) -> None:
    request_id = new_id("r")
    with server.client() as client:
        invoke(client, thread_id=new_id(), message="total export value", request_id=request_id)
        reused = invoke(client, thread_id=new_id(), message="total export value", request_id=request_id)
    assert reused.status == 409 and reused.error and "request id" in reused.error["error"]


def test_no_key_or_a_wrong_key_is_401(server: Server) -> None:
    body = {"thread_id": new_id(), "message": "revenue"}
    for client in (server.client(None), server.client(None, key="not-a-key")):
        with client:
            zipped = {"content-type": "application/zip"}
            for response in (client.post("/agent/invoke", json=body), client.get("/threads/x"),
                             client.post("/klaro", content=b"PK", headers=zipped)):
                assert response.status_code == 401, response.text
                assert response.json() == {"error": "Send a valid API key in the X-API-Key header."}


def test_a_key_never_reaches_another_tenant(server: Server) -> None:
    thread = new_id()
    with server.client("demo") as demo, server.client("globex") as globex:
        invoke(demo, thread_id=thread, message="revenue by sales channel")
        forbidden = invoke(globex, thread_id=thread, tenant="demo", message="revenue by sales channel")
        assert forbidden.status == 403
        assert forbidden.error == {"error": "This API key cannot reach that tenant."}
        assert globex.get(f"/threads/{thread}", params={"tenant": "demo"}).status_code == 403
        # the same thread id under the globex key is globex's own (empty) conversation
        assert globex.get(f"/threads/{thread}").status_code == 404
        own = invoke(globex, thread_id=thread, message="revenue by sales channel").answer
        demo_view = demo.get(f"/threads/{thread}").json()
        globex_view = globex.get(f"/threads/{thread}").json()
    assert own["query_run_id"] and demo_view["table"]["query_run_id"] != own["query_run_id"]
    assert globex_view["table"]["query_run_id"] == own["query_run_id"]
    assert [m["role"] for m in globex_view["messages"]] == ["user", "assistant"]


def test_globex_policy_still_applies_over_http(server: Server) -> None:
    """Same guard, same limits: globex may not read shipments."""
    with server.client("globex") as client:
        answer = invoke(client, thread_id=new_id(), message="total export value").answer
    assert answer["columns"] == [] and answer["answer"]


def test_a_key_for_a_missing_tenant_is_404(server: Server) -> None:
    with server.client("ghost") as client:
        result = invoke(client, thread_id=new_id(), message="revenue")
    assert result.status == 404 and result.error is not None
    assert "demo" not in result.error["error"]  # no tenant names leak


def test_bad_requests_get_one_sentence(server: Server) -> None:
    cases = [
        ({"message": "revenue"}, 422, "The field 'thread_id' is missing."),
        ({"thread_id": "../etc", "message": "revenue"}, 422, "The field 'thread_id' is not valid"),
        ({"thread_id": "t1", "message": "revenue", "extra": 1}, 422, "The field 'extra' is not accepted."),
        ({"thread_id": "t1", "message": " "}, 422, "send the question in 'message'"),
        ({"thread_id": "t1", "message": "x", "intent": "DROP"}, 422, "The field 'intent' is not valid"),
    ]
    with server.client() as client:
        for body, status, sentence in cases:
            response = client.post("/agent/invoke", json=body)
            assert response.status_code == status and set(response.json()) == {"error"}, body
            assert sentence in response.json()["error"], response.json()
        not_json = client.post("/agent/invoke", content=b"{oops",
                               headers={"content-type": "application/json"})
        assert not_json.status_code == 422
        assert not_json.json() == {"error": "The request body is not valid JSON."}
        huge = client.post("/agent/invoke", json={"thread_id": "t1", "message": "x" * 70_000})
        assert huge.status_code == 413 and huge.json()["error"].startswith("The request body is larger")
        assert client.get("/nowhere").json() == {"error": "There is no such endpoint."}
        assert client.delete("/healthz").status_code == 405
        assert client.get("/threads/never-started").status_code == 404


def test_the_server_binds_loopback_by_default() -> None:
    from agent.__main__ import _parser

    args = _parser().parse_args(["serve"])
    assert args.host == "127.0.0.1"
