"""Fixtures shared by the workspace tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import SMALL_SCALE


@pytest.fixture
def home(sample_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private data directory with the small sample tenants, used by the CLI through the env."""
    home = tmp_path / "home"
    (home / "tenants").mkdir(parents=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    for key, value in {"SAMARITAN_HOME": str(home), "SAMARITAN_SAMPLE_SCALE": str(SMALL_SCALE),
                       "SAMARITAN_AS_OF": "2025-02-01"}.items():
        monkeypatch.setenv(key, value)
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "SAMARITAN_MODEL", "SAMARITAN_DATABASE_URL",
                 "SAMARITAN_TENANTS_FILE"):
        monkeypatch.delenv(name, raising=False)
    return home
