"""Start ``python -m agent serve`` in a subprocess on a free loopback port, for load runs and tests.

One place knows how to start the API, wait for ``/healthz`` and stop it again, so the load
benchmark and the API tests cannot drift apart.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import httpx

__all__ = ["free_port", "api_process"]

REPO = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def api_process(env: Mapping[str, str], log: Path, startup_s: float = 90.0,
                port: int | None = None) -> Iterator[tuple[str, subprocess.Popen]]:
    """Run the API until the block ends; yields its base URL and process (SIGTERM, then kill)."""
    port = port or free_port()
    with open(log, "wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "agent", "serve", "--host", "127.0.0.1", "--port",
                                    str(port)], cwd=REPO, env=dict(env), stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + startup_s
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"The server exited with {process.returncode} during startup:\n{log.read_text()}")
            try:
                if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"The server did not start within {startup_s:g} s:\n{log.read_text()}")
            time.sleep(0.1)
        yield url, process
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
