"""The real ChatOpenAI (langchain-openai) drives whole turns against a local OpenAI-compatible stub.

Fakes prove the graph's logic; this proves the wiring a user relies on with a real key: the LLM
factory's base URL, structured output over HTTP, a technical retry and a malformed answer.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from agent.analytics.backends.factory import build_backend
from agent.llm import make_chat_model
from tests.graphs.conftest import Turns


class StubOpenAI:
    """A /v1/chat/completions endpoint answering from per-schema scripts, recording requests."""

    def __init__(self, scripts: dict[str, list[str]]) -> None:
        self.scripts = scripts
        self.requests: list[dict] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output quiet
                pass

            def do_POST(self):  # noqa: N802 - http.server API
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append(body)
                schema = stub.schema_name(body)
                content = stub.scripts[schema].pop(0)
                reply = {
                    "id": f"chatcmpl-{len(stub.requests)}", "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model", "stub"),
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": content}}],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
                }
                data = json.dumps(reply).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @staticmethod
    def schema_name(body: dict) -> str:
        fmt = body.get("response_format") or {}
        if fmt.get("type") == "json_schema":
            return fmt["json_schema"]["name"]
        tools = body.get("tools") or []
        return tools[0]["function"]["name"] if tools else "text"

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> StubOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()


def js(**fields) -> str:
    return json.dumps(fields)


def test_real_chatopenai_through_a_retry_and_a_malformed_answer(service):
    scripts = {
        "IntentResult": [js(intent="NEW_QUESTION", reason="a data question")],
        "SqlOutput": [
            "this is not json at all",                                            # malformed: retried once
            js(sql="SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channl", explanation="typo"),
            js(sql="SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channel ORDER BY 1", explanation="ok"),
        ],
    }
    with StubOpenAI(scripts) as stub:
        settings = service.settings.with_overrides(openai_api_key="sk-test", openai_base_url=stub.base_url,
                                                   model_mode="llm")
        model = make_chat_model(settings)
        assert type(model).__name__ == "ChatOpenAI"
        turn = Turns(service)
        turn.backend = build_backend(service, "demo", "llm", chat_model=model)
        out = turn("How many orders per channel?").payload()
    assert out["last_event"] == "QUERY_EXECUTED"
    assert out["columns"] == ["channel", "orders"] and len(out["rows"]) == 3
    assert turn.steps[-1].count("DbExecute") == 2  # the typo failed in DuckDB and was retried
    assert len(stub.requests) == 4
    retry_prompt = json.dumps(stub.requests[-1]["messages"])
    assert "channl" in retry_prompt  # the DB error and previous SQL reached the model over HTTP
    assert all(r["response_format"]["type"] == "json_schema" for r in stub.requests)


def test_real_chatopenai_chart_plan(service):
    scripts = {
        "IntentResult": [js(intent="NEW_QUESTION", reason="q")],
        "SqlOutput": [js(sql="SELECT segment, COUNT(*) AS customers FROM customers GROUP BY 1 ORDER BY 1",
                         explanation="")],
        "ChartPlanOutput": [json.dumps({"chart": {"type": "pie", "x_axis": "segment", "y_axis": "customers",
                                                  "group_by": None, "aggregation": "none", "title": "Segments"},
                                        "insights": [{"template": "Largest segment: $X.", "placeholder": "$X",
                                                      "sql": "SELECT segment FROM result ORDER BY customers DESC"}]})],
    }
    with StubOpenAI(scripts) as stub:
        settings = service.settings.with_overrides(openai_api_key="sk-test", openai_base_url=stub.base_url,
                                                   model_mode="llm")
        turn = Turns(service)
        turn.backend = build_backend(service, "demo", "llm", chat_model=make_chat_model(settings))
        turn("customers per segment")
        out = turn("", intent="DRAW_CHART").payload()
    assert out["last_event"] == "INSIGHTS_READY" and out["chart_spec"]["type"] == "pie"
    assert out["insights"][0].startswith("Largest segment: ")
    planner_request = json.dumps(stub.requests[-1]["messages"])
    assert "segment" in planner_request and "Wholesale" not in planner_request  # names and types, no values
