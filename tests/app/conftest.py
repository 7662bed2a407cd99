"""AppTest fixtures: the real app (``app.py``) over a fresh copy of the small sample tenants.

AppTest resets ``PagesManager.uses_pages_directory`` before every run, so with a ``pages/`` folder
it falls back to the pages-folder mode (running a page without ``app.py``) from the second run on;
the real server sets it to False for good once ``st.navigation`` runs. The ``app`` fixture keeps it
False, as the server does, so reruns execute ``app.py`` (and its sidebar) like the browser sees.

Each test gets its own data directory (a copy of the session's prebuilt DuckDB files, fresh
metadata and checkpoints) and a cleared ``st.cache_resource``, so services built for one test
never serve another. Offline mode, fixed reference date, no LLM configured.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
import streamlit as st
from streamlit.runtime.pages_manager import PagesManager
from streamlit.testing.v1 import AppTest

from tests.conftest import SMALL_SCALE

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 90


@pytest.fixture
def app_home(sample_home: Path, tmp_path: Path) -> Path:
    """A private data directory holding copies of the prebuilt sample tenants."""
    home = tmp_path / "home"
    (home / "tenants").mkdir(parents=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    return home


@pytest.fixture
def app(app_home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AppTest]:
    """The app, not yet run, pointing at ``app_home``."""
    monkeypatch.setenv("SAMARITAN_HOME", str(app_home))
    monkeypatch.setenv("SAMARITAN_SAMPLE_SCALE", str(SMALL_SCALE))
    monkeypatch.setenv("SAMARITAN_AS_OF", "2026-11-15")
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "SAMARITAN_MODEL", "SAMARITAN_DATABASE_URL",
                 "SAMARITAN_TENANTS_FILE"):
        monkeypatch.delenv(name, raising=False)
    original_init = PagesManager.__init__

    def navigation_mode(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        PagesManager.uses_pages_directory = False  # what st.navigation sets in the real server

    monkeypatch.setattr(PagesManager, "__init__", navigation_mode)
    st.cache_resource.clear()
    yield AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    st.cache_resource.clear()


def ask(at: AppTest, question: str) -> AppTest:
    """Type a question into the chat input and run the turn."""
    at.chat_input(key="ask_input").set_value(question).run()
    return at


def texts(elements) -> list[str]:
    """The values of a list of text elements."""
    return [str(e.value) for e in elements]
