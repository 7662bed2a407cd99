"""Fixtures for uploads: a real analytics service over a private copy of the sample tenants."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from agent.analytics.service import AnalyticsService
from tests.conftest import copy_home, service_maker


@pytest.fixture
def make_service(sample_home: Path, tmp_path: Path) -> Iterator[Callable[..., AnalyticsService]]:
    """Build services on a fresh data directory each; keyword arguments become settings overrides."""
    with service_maker(lambda n: copy_home(sample_home, tmp_path / f"home{n}")) as build:
        yield build


@pytest.fixture
def service(make_service: Callable[..., AnalyticsService]) -> AnalyticsService:
    """A service with the default settings."""
    return make_service()
