"""Fixtures for uploads: a real analytics service over a private copy of the sample tenants."""

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


@pytest.fixture
def make_service(sample_home: Path, tmp_path: Path) -> Iterator[Callable[..., AnalyticsService]]:
    """Build services on a fresh data directory; keyword arguments become settings overrides."""
    built: list[tuple[AnalyticsService, Any]] = []

    def build(**overrides: object) -> AnalyticsService:
        home = tmp_path / f"home{len(built)}"
        (home / "tenants").mkdir(parents=True)
        for db in (sample_home / "tenants").glob("*.duckdb"):
            shutil.copy2(db, home / "tenants" / db.name)
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
    """A service with the default settings."""
    return make_service()
