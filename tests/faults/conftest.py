"""Fixtures for the fault and attack tests: a private copy of the sample tenants per test.

Faults damage files (the tenant's DuckDB file, the metadata database, the Chroma folder), so every
test gets its own data directory; the session's sample tenants are copied, never touched.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from agent.analytics.service import AnalyticsService
from tests.conftest import copy_home, service_maker


@pytest.fixture
def home(sample_home: Path, tmp_path: Path) -> Path:
    """This test's own data directory."""
    return copy_home(sample_home, tmp_path / "home")


@pytest.fixture
def make_service(home: Path) -> Iterator[Callable[..., AnalyticsService]]:
    """Build services on ``home``; keyword arguments become settings overrides."""
    with service_maker(lambda _n: home) as build:
        yield build


@pytest.fixture
def service(make_service: Callable[..., AnalyticsService]) -> AnalyticsService:
    """A service with the default (offline) settings on this test's data directory."""
    return make_service()


def one_sentence(text: str | None) -> bool:
    """Whether ``text`` reads as a plain message: no traceback, no exception class, not empty."""
    return bool(text) and "Traceback" not in text and "Error:" not in text.split(".")[0] \
        and not any(name in text for name in ("IOException", "OperationalError", "duckdb.", "sqlite3."))
