"""A local OpenAI-compatible server that misbehaves on purpose: slow, 429, 500, broken bodies.

``tests/openai_stub.py`` always answers 200 with a well-formed completion; a fault test needs the
status line, the raw body and the timing under its control. ``respond(body)`` returns a
:class:`Fault` (or a well-formed assistant message dict) for each request; every request is
recorded so a test can count how often the client tried.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["Fault", "FaultyLlmServer", "completion"]


@dataclass(frozen=True)
class Fault:
    """A raw HTTP answer: status, body bytes, seconds to wait before sending it."""

    status: int = 200
    body: bytes = b""
    delay_s: float = 0.0
    headers: tuple[tuple[str, str], ...] = ()


def completion(message: dict[str, Any], model: str = "stub") -> bytes:
    """A well-formed chat.completion body around one assistant ``message``."""
    return json.dumps({
        "id": "chatcmpl-1", "object": "chat.completion", "created": int(time.time()), "model": model,
        "choices": [{"index": 0, "finish_reason": "stop",
                     "message": {"role": "assistant", "content": None, **message}}],
        "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
    }).encode()


class FaultyLlmServer:
    """Serve ``respond(body)`` on 127.0.0.1 while used as a context manager."""

    def __init__(self, respond: Callable[[dict[str, Any]], Fault]) -> None:
        self.requests: list[dict[str, Any]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server API
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append(body)
                fault = respond(body)
                if fault.delay_s:
                    time.sleep(fault.delay_s)
                try:
                    self.send_response(fault.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(fault.body)))
                    for name, value in fault.headers:
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(fault.body)
                except OSError:
                    pass  # the client gave up waiting (the timeout test): nothing to send to

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        """The URL to give ChatOpenAI (``OPENAI_BASE_URL``)."""
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> FaultyLlmServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
