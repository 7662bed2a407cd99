"""A local OpenAI-compatible chat endpoint on 127.0.0.1, for tests of the real ChatOpenAI wiring.

Fakes prove a graph's logic; these tests prove what a user with a real key relies on: the base
URL, the key header, structured output and tool calls over HTTP. The stub answers
``POST /v1/chat/completions`` with the assistant message that ``reply(body)`` returns and records
every request (path, Authorization header, JSON body).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["OpenAIStub", "schema_name"]

Reply = Callable[[dict[str, Any]], dict[str, Any]]


def schema_name(body: dict[str, Any]) -> str:
    """The structured-output schema (or first bound tool) a request asks for; "text" when none."""
    fmt = body.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        return fmt["json_schema"]["name"]
    tools = body.get("tools") or []
    return tools[0]["function"]["name"] if tools else "text"


class OpenAIStub:
    """Serve chat completions from ``reply`` while used as a context manager."""

    def __init__(self, reply: Reply) -> None:
        self.requests: list[dict[str, Any]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server API
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), "body": body})
                message = {"role": "assistant", "content": None, **reply(body)}
                data = json.dumps({
                    "id": f"chatcmpl-{len(stub.requests)}", "object": "chat.completion",
                    "created": int(time.time()), "model": body.get("model", "stub"),
                    "choices": [{"index": 0, "finish_reason": "stop", "message": message}],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
                }).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        """The URL to give ChatOpenAI (``OPENAI_BASE_URL``)."""
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    @property
    def bodies(self) -> list[dict[str, Any]]:
        """The JSON bodies of the requests so far, in order."""
        return [r["body"] for r in self.requests]

    def __enter__(self) -> OpenAIStub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
