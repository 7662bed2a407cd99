"""Open the long-lived pieces together: metadata store, checkpointer, analytics service.

The CLI, the API and the Streamlit app all start here, so they share one wiring and one set of
defaults (SQLite files under the data directory, Postgres when a URL says so).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from agent.config import Settings
from agent.storage.tenants import TenantRegistry

__all__ = ["open_analytics", "ensure_sample_data"]


def ensure_sample_data(settings: Settings, progress: Callable[[str], None] | None = None) -> dict[str, dict[str, int]]:
    """Build the sample tenants whose files are missing; ``progress(name)`` is told each one."""
    return TenantRegistry(settings).build_samples(only_missing=True, progress=progress)


@contextmanager
def open_analytics(settings: Settings) -> Iterator:
    """Yield an AnalyticsService wired to the configured stores; close everything afterwards."""
    from agent.analytics.service import AnalyticsService
    from agent.orchestration.checkpointer import make_checkpointer
    from agent.storage.metadata import open_metadata_store

    settings.home.mkdir(parents=True, exist_ok=True)
    metadata = open_metadata_store(settings.metadata_url)
    try:
        with make_checkpointer(settings.checkpoint_url) as checkpointer:
            service = AnalyticsService(settings, metadata, checkpointer)
            try:
                yield service
            finally:
                service.close()
    finally:
        metadata.close()
