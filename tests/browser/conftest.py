"""Browser fixtures: the real app under ``streamlit run`` and Debian's Chromium driven by Playwright.

One server per test session on a free port, over a temporary data directory holding copies of
the small prebuilt sample tenants (the ``sample_home`` fixture), offline, with a fixed reference
date. Chromium is Debian's (``/usr/bin/chromium``, never ``playwright install``) with the flags
of DESIGN section 10. Screenshots of every step go to ``test-artifacts/browser/``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import SMALL_SCALE

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "browser"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]
STARTUP_S = 60


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_healthy(url: str, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + STARTUP_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"streamlit exited early:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.read().strip() == b"ok":
                    return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"streamlit did not become healthy in {STARTUP_S} s:\n{log.read_text()[-3000:]}")


@contextlib.contextmanager
def serve_app(sample_home: Path, home: Path, **settings: str) -> Iterator[str]:
    """Run ``streamlit run app.py`` on a free port over ``home`` (copies of the sample tenants).

    ``settings`` are extra environment variables (``SAMARITAN_CONFIRM_ROWS="3000"``).
    """
    (home / "tenants").mkdir(parents=True, exist_ok=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    port = _free_port()
    env = {k: v for k, v in os.environ.items()
           if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "SAMARITAN_MODEL", "SAMARITAN_DATABASE_URL")}
    env.update(SAMARITAN_HOME=str(home), SAMARITAN_SAMPLE_SCALE=str(SMALL_SCALE),
               SAMARITAN_AS_OF="2026-11-15", **settings)
    log = home / "streamlit.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
             "--server.address", "127.0.0.1", "--server.headless", "true",
             "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, process, log)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def app_url(sample_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Start ``streamlit run app.py`` on a free port; yield its base URL."""
    with serve_app(sample_home, tmp_path_factory.mktemp("browser-home")) as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium under Playwright (skipped where it is not installed)."""
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=30_000)  # the first page of a fresh server builds its services

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS,
                                              headless=True)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, app_url):
    """A fresh browser tab (own session) that accepts downloads."""
    context = browser.new_context(viewport={"width": 1500, "height": 1700}, accept_downloads=True)
    context.set_default_timeout(30_000)
    tab = context.new_page()
    yield tab
    context.close()


def shot(page, name: str) -> Path:
    """Save a full-page screenshot under test-artifacts/browser/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
