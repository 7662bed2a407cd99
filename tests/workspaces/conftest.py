"""Fixtures shared by the workspace tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import private_home


@pytest.fixture
def home(sample_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private data directory with the small sample tenants, used by the CLI through the env."""
    return private_home(sample_home, tmp_path, monkeypatch, as_of="2025-02-01")
