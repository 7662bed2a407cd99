"""A real analytics service on the small sample company with a low confirmation threshold.

The sample at test scale has a few thousand order lines, so a threshold of 3,000 rows makes every
question over orders ask first, while the same questions run at once under the default thresholds.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store

LOW_ROWS = 3000


def _service(settings, tmp_path, name: str) -> Iterator[AnalyticsService]:
    metadata = open_metadata_store(f"sqlite:///{tmp_path / (name + '.sqlite')}")
    svc = AnalyticsService(settings, metadata, InMemorySaver())
    yield svc
    svc.close()
    metadata.close()


@pytest.fixture
def low(sample_settings, tmp_path) -> Iterator[AnalyticsService]:
    """A service whose turns ask before reading more than 3,000 rows (customers: 2,000)."""
    yield from _service(sample_settings.with_overrides(confirm_rows=LOW_ROWS), tmp_path, "low")


@pytest.fixture
def default(sample_settings, tmp_path) -> Iterator[AnalyticsService]:
    """A service with the default thresholds (50 million rows, 5 s)."""
    yield from _service(sample_settings, tmp_path, "default")
