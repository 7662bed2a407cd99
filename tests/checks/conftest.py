"""A private copy of the small sample tenants with a real service (metadata, checkpoints) per test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from tests.conftest import private_home

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(sample_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data directory of its own (overlay edits must not reach other tests), also for the CLI."""
    return private_home(sample_home, tmp_path, monkeypatch, as_of="2026-11-15")


@pytest.fixture
def service(home: Path) -> Iterator:
    """The analytics service over ``home``, as the app and the CLI open it."""
    from agent.config import load_settings
    from agent.services import open_analytics

    with open_analytics(load_settings()) as svc:
        yield svc


def edit_metric(home: Path, tenant: str, metric: str, expression: str) -> None:
    """Edit one metric's definition in the tenant's overlay: the overlay names the model the engine reads."""
    model = yaml.safe_load((ROOT / "sample_data" / "semantic_model.yaml").read_text(encoding="utf-8"))
    model["metrics"][metric]["expression"] = expression
    tenants = home / "tenants"
    (tenants / f"{tenant}.semantic_model.yaml").write_text(yaml.safe_dump(model, allow_unicode=True), encoding="utf-8")
    (tenants / f"{tenant}.overlay.yaml").write_text(
        yaml.safe_dump({"semantic_model": f"{tenant}.semantic_model.yaml"}), encoding="utf-8")
