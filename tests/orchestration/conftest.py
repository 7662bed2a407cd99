"""Fixtures for orchestration tests: checkpointer URLs for every backend that is available.

SQLite always runs; Postgres joins only when ``SAMARITAN_TEST_PG_URL`` names a server (threads are
isolated by unique ids, so one database serves every test).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

PG_URL = os.environ.get("SAMARITAN_TEST_PG_URL")


@pytest.fixture(params=["sqlite"] + (["postgres"] if PG_URL else []))
def checkpoint_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Return a checkpointer URL: a SQLite file in a not-yet-existing folder, or the test server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'state' / 'checkpoints.sqlite'}"
    assert PG_URL is not None
    return PG_URL
