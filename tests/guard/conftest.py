"""Fixtures for the SqlGuard tests: one small, real demo database per session and its policy.

The database is built with the real generator at a small scale (fast), the policy comes from the
real tenants file through ``policy_for`` and ``TenantDB.allowed_columns()``, and queries run on
the real hardened connection. Nothing here is a mock.
"""

from __future__ import annotations

from collections.abc import Iterator

import duckdb
import pytest

from agent.analytics.guard import GuardPolicy, policy_for
from agent.config import Settings, load_settings
from agent.storage.tenants import TenantConfig, TenantDB, TenantRegistry, connect_readonly
from sample_data.generate import build_tenant


@pytest.fixture(scope="session")
def guard_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """Settings for a throwaway data directory used only by the guard tests."""
    return load_settings({"SAMARITAN_HOME": str(tmp_path_factory.mktemp("guard-home"))})


@pytest.fixture(scope="session")
def demo_counts(guard_settings: Settings) -> dict[str, int]:
    """Build demo once, small for speed, and return its row counts per table as built."""
    tenant = TenantRegistry(guard_settings).get("demo")
    return build_tenant(tenant.database, seed=20240101, scale=0.05, customer_scale=0.1)


@pytest.fixture(scope="session")
def demo_tenant(guard_settings: Settings, demo_counts: dict[str, int]) -> TenantConfig:
    """Tenant "demo" from the shipped tenants file, its database built."""
    return TenantRegistry(guard_settings).get("demo")


@pytest.fixture(scope="session")
def demo_columns(demo_tenant: TenantConfig, guard_settings: Settings) -> dict[str, list[str]]:
    """``TenantDB.allowed_columns()`` of demo, read once; the TenantDB is closed again."""
    db = TenantDB(demo_tenant, guard_settings)
    try:
        return db.allowed_columns()
    finally:
        db.close()


@pytest.fixture(scope="session")
def demo_policy(demo_tenant: TenantConfig, demo_columns: dict[str, list[str]]) -> GuardPolicy:
    """The guard policy of demo, built exactly as the app builds it."""
    return policy_for(demo_tenant, demo_columns)


@pytest.fixture(scope="session")
def globex_policy(guard_settings: Settings, demo_columns: dict[str, list[str]]) -> GuardPolicy:
    """The guard policy of globex (same schema, but ``shipments`` is not allowed)."""
    return policy_for(TenantRegistry(guard_settings).get("globex"), demo_columns)


@pytest.fixture(scope="session")
def hardened(demo_tenant: TenantConfig, demo_columns: dict[str, list[str]],
             guard_settings: Settings) -> Iterator[duckdb.DuckDBPyConnection]:
    """The hardened read-only connection to demo (opened after the TenantDB above is closed).

    DuckDB shares one database instance per file and process, and ``connect_readonly`` locks its
    configuration, so the whole session uses this one connection, a fresh cursor per statement.
    """
    con = connect_readonly(demo_tenant.database, temp_dir=guard_settings.home / "tmp")
    yield con
    con.close()
