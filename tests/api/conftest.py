"""Real API servers for the HTTP tests: ``python -m agent serve`` in a subprocess on loopback.

The tests talk to the server the way a client would (httpx, streaming the SSE body), so the
lifespan, the worker threads, uvicorn and the CLI's ``serve`` command are all under test. Each
server gets its own data directory whose ``tenants/`` links to the session's sample databases
(built once by the root conftest), so servers start in a second or two and never share stores
unless a test points them at the same database on purpose.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from benchmarks.serving import api_process, free_port

REPO = Path(__file__).resolve().parents[2]
KEYS = {"demo": "key-demo-7f3a", "globex": "key-globex-91c2", "ghost": "key-ghost-0000"}
AS_OF = "2026-11-15"


@dataclasses.dataclass
class Server:
    """A running API server: its base URL, data directory and log."""

    url: str
    home: Path
    log: Path
    process: subprocess.Popen
    database_url: str | None

    @property
    def metadata_url(self) -> str:
        """Where this server's query_runs live (what ``Settings.metadata_url`` resolves to)."""
        return self.database_url or f"sqlite:///{(self.home / 'metadata.sqlite').resolve()}"

    def client(self, tenant: str | None = "demo", key: str | None = None) -> httpx.Client:
        """An httpx client for this server with ``tenant``'s key, or ``key`` as given (None: no key)."""
        key = key if key is not None else (KEYS[tenant] if tenant else None)
        return httpx.Client(base_url=self.url, headers={"X-API-Key": key} if key else {}, timeout=120)


@dataclasses.dataclass
class Sse:
    """What one ``POST /agent/invoke`` returned: status, content type, events in order, or the error."""

    status: int
    content_type: str
    events: list[tuple[str, Any]]
    error: dict[str, Any] | None = None
    arrivals: list[float] = dataclasses.field(default_factory=list)  # time.monotonic() per event

    def of(self, name: str) -> list[Any]:
        """The data of every event with this name."""
        return [data for event, data in self.events if event == name]

    @property
    def answer(self) -> dict[str, Any]:
        """The final answer payload (exactly one, last)."""
        assert self.events and self.events[-1][0] == "answer", self.events[-3:]
        assert len(self.of("answer")) == 1
        return self.events[-1][1]


def parse_sse(lines: Iterator[str]) -> Iterator[tuple[str, Any]]:
    """Yield ``(event, data)`` pairs from an SSE body as it arrives (data is JSON)."""
    event: str = "message"
    data: list[str] = []
    for line in lines:
        if line == "":
            if data:
                yield event, json.loads("\n".join(data))
            event, data = "message", []
        elif line.startswith("event:"):
            event = line.removeprefix("event:").strip()
        elif line.startswith("data:"):
            data.append(line.removeprefix("data:").strip())
    if data:
        yield event, json.loads("\n".join(data))


def invoke(client: httpx.Client, **body: Any) -> Sse:
    """POST /agent/invoke and read the whole event stream (or the JSON error)."""
    with client.stream("POST", "/agent/invoke", json=body) as response:
        kind = response.headers.get("content-type", "")
        if not kind.startswith("text/event-stream"):
            response.read()
            return Sse(response.status_code, kind, [], response.json())
        result = Sse(response.status_code, kind, [])
        for event in parse_sse(response.iter_lines()):
            result.events.append(event)
            result.arrivals.append(time.monotonic())
        return result


def server_env(home: Path, database_url: str | None, **extra: str) -> dict[str, str]:
    """A clean environment: offline, fixed reference date, test keys, this data directory."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SAMARITAN_", "OPENAI_", "KLARO_"))}
    env.update(SAMARITAN_HOME=str(home), SAMARITAN_AS_OF=AS_OF, SAMARITAN_SAMPLE_SCALE="0.05",
               SAMARITAN_API_KEYS=",".join(f"{key}:{tenant}" for tenant, key in KEYS.items()))
    if database_url:
        env["SAMARITAN_DATABASE_URL"] = database_url
    env.update(extra)
    return env


def linked_home(base: Path, sample_home: Path) -> Path:
    """A fresh data directory whose tenant databases are the session's sample ones."""
    home = base / f"home-{uuid.uuid4().hex[:8]}"
    home.mkdir(parents=True)
    (home / "tenants").symlink_to(sample_home / "tenants", target_is_directory=True)
    return home


@contextmanager
def run_server(home: Path, database_url: str | None = None, startup_s: float = 90.0) -> Iterator[Server]:
    """Start ``python -m agent serve`` on a free loopback port; stop it (SIGTERM) afterwards."""
    port = free_port()
    log = home / f"server-{port}.log"
    with api_process(server_env(home, database_url), log, startup_s, port) as (url, process):
        yield Server(url, home, log, process, database_url)


@pytest.fixture(scope="module")
def server(sample_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One server on SQLite files for a whole module (tests use their own thread ids)."""
    with run_server(linked_home(tmp_path_factory.mktemp("api"), sample_home)) as srv:
        yield srv


@pytest.fixture
def start_server(sample_home: Path, tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """Start servers for one test; all of them are stopped when it ends."""
    with ExitStack() as stack:

        def start(database_url: str | None = None, home: Path | None = None) -> Server:
            return stack.enter_context(run_server(home or linked_home(tmp_path, sample_home), database_url))

        yield start


def new_id(prefix: str = "t") -> str:
    """A fresh thread or request id."""
    return f"{prefix}-{uuid.uuid4().hex[:12]}"
