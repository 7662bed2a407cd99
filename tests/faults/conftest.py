"""Fixtures for the fault and attack tests: a private copy of the sample tenants per test.

Faults damage files (the tenant's DuckDB file, the metadata database, the Chroma folder), so every
test gets its own data directory; the session's sample tenants are copied, never touched.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store
from tests.conftest import make_settings


def copy_home(sample_home: Path, home: Path) -> Path:
    """A data directory holding copies of the sample tenants' DuckDB files (nothing published yet)."""
    (home / "tenants").mkdir(parents=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    return home


@pytest.fixture
def home(sample_home: Path, tmp_path: Path) -> Path:
    """This test's own data directory."""
    return copy_home(sample_home, tmp_path / "home")


@pytest.fixture
def make_service(home: Path) -> Iterator[Callable[..., AnalyticsService]]:
    """Build services on ``home``; keyword arguments become settings overrides."""
    built: list[tuple[AnalyticsService, Any]] = []

    def build(**overrides: object) -> AnalyticsService:
        metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
        svc = AnalyticsService(make_settings(home, **overrides), metadata, InMemorySaver())
        built.append((svc, metadata))
        return svc

    yield build
    for svc, metadata in built:
        svc.close()
        metadata.close()


@pytest.fixture
def service(make_service: Callable[..., AnalyticsService]) -> AnalyticsService:
    """A service with the default (offline) settings on this test's data directory."""
    return make_service()


def one_sentence(text: str | None) -> bool:
    """Whether ``text`` reads as a plain message: no traceback, no exception class, not empty."""
    return bool(text) and "Traceback" not in text and "Error:" not in text.split(".")[0] \
        and not any(name in text for name in ("IOException", "OperationalError", "duckdb.", "sqlite3."))
