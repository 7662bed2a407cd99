"""A real analytics service on the small sample company (offline engine, in-memory threads)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store


@pytest.fixture
def service(sample_settings, tmp_path) -> Iterator[AnalyticsService]:
    metadata = open_metadata_store(f"sqlite:///{tmp_path / 'metadata.sqlite'}")
    svc = AnalyticsService(sample_settings, metadata, InMemorySaver())
    yield svc
    svc.close()
    metadata.close()
