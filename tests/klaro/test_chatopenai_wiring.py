"""The real ChatOpenAI drives a Klaro run against a local OpenAI-compatible stub on 127.0.0.1.

The fake model proves the graph's logic; this proves the wiring: ``make_chat_model`` with a base
URL, ``bind_tools`` sending the five tool schemas, tool calls parsed from the response, and the
writer's structured output (``ReadmeProse``) over HTTP.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from agent.config import Settings
from agent.klaro import open_source, run_klaro
from tests.klaro.builders import cli_package


class Stub:
    """Answers tool-bound requests with scripted tool calls and structured requests with JSON."""

    def __init__(self, plans: list[list[tuple[str, dict]]], prose: dict[str, str]) -> None:
        self.plans, self.prose, self.requests = plans, prose, []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server API
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append(body)
                message: dict = {"role": "assistant", "content": None}
                if body.get("response_format"):
                    message["content"] = json.dumps(stub.prose)
                elif stub.plans:
                    calls = stub.plans.pop(0)
                    message["tool_calls"] = [
                        {
                            "id": f"call_{len(stub.requests)}_{i}",
                            "type": "function",
                            "function": {"name": name, "arguments": json.dumps(args)},
                        }
                        for i, (name, args) in enumerate(calls)
                    ]
                else:
                    message["content"] = "I have the facts."
                reply = {
                    "id": "x",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": "stub",
                    "choices": [{"index": 0, "finish_reason": "stop", "message": message}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }
                data = json.dumps(reply).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_real_chatopenai_plans_with_tools_and_writes_prose(tmp_path: Path, klaro_store) -> None:
    root = cli_package(tmp_path / "tally")
    stub = Stub(
        plans=[
            [("list_files", {"directory": "."})],
            [("read_file", {"file_path": "pyproject.toml"}), ("analyze_code", {"file_path": "tally/cli.py"})],
        ],
        prose={"description": "Count words and lines with the `tally` command.", "overview": ""},
    )
    try:
        settings = Settings(home=tmp_path / "home", model_mode="llm", openai_base_url=stub.base_url)
        with open_source(root) as repo:
            result = run_klaro(repo, settings, store=klaro_store)
    finally:
        stub.close()
    planner = [r for r in stub.requests if r.get("tools")]
    assert [t["function"]["name"] for t in planner[0]["tools"]] == [
        "list_files",
        "read_file",
        "analyze_code",
        "retrieve_knowledge",
        "web_search",
    ]
    assert len(planner) == 3 and len(stub.requests) == 4 == result.llm_calls
    assert any(m.get("role") == "tool" for m in planner[-1]["messages"]), "tool results go back to the model"
    assert stub.requests[-1]["response_format"]["json_schema"]["name"] == "ReadmeProse"
    assert "Count words and lines with the `tally` command." in result.readme
    assert result.verification["counts"]["removed"] == 0
