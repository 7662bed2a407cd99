"""Fixtures shared by every test package: small real tenant databases in a temporary home.

Tests build real DuckDB files with the real generator (at a small scale, for speed) and real
SQLite stores; nothing here is a mock.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from agent.config import Settings, load_settings

if TYPE_CHECKING:
    from agent.analytics.service import AnalyticsService

SMALL_SCALE = 0.05
ROOT = Path(__file__).resolve().parents[1]
# The sample company's question sets: the development set checked out beside the project, and ours
DEV_SET = ROOT.parent / "shared" / "eval" / "nl2sql_dev.yaml"
DEV_QUESTION_SETS = [p for p in (DEV_SET, *sorted((ROOT / "tests" / "semantic").glob("*_cases.yaml"))) if p.is_file()]


def pytest_sessionstart(session: pytest.Session) -> None:
    """In CI, refuse to start without Chromium or a Postgres server rather than quietly test less.

    Locally the browser tests skip (saying why) and the Postgres backend is left out of the
    parametrisation when they are missing; in CI (``CI`` set) that would hide a broken install.
    """
    if not os.environ.get("CI"):
        return
    missing = [what for what, present in (
        ("Debian's chromium (/usr/bin/chromium)", Path("/usr/bin/chromium").exists()),
        ("a PostgreSQL server (SAMARITAN_TEST_PG_URL)", bool(os.environ.get("SAMARITAN_TEST_PG_URL"))),
    ) if not present]
    if missing:
        raise pytest.UsageError("CI must run every test, but these are missing: " + "; ".join(missing))


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist, give each worker a Postgres database of its own.

    ``make test`` runs the suite on every core. Most Postgres tests already create a database per
    test, but the checkpointer tests share the server's database and run LangGraph's migrations on
    it; two workers migrating one database at once race on the catalogue. A worker's own database
    (``<name>_gw0``...) keeps the shared-database tests as isolated as in a single process.
    """
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    url = os.environ.get("SAMARITAN_TEST_PG_URL")
    if not (worker and url):
        return
    from tests.postgres.backends import create_database

    os.environ["SAMARITAN_TEST_PG_URL"] = create_database(url, f"{_database_name(url)}_{worker}")
    config.stash[_WORKER_DATABASE] = url


def pytest_unconfigure(config: pytest.Config) -> None:
    server_url = config.stash.get(_WORKER_DATABASE, None)
    if server_url:
        from tests.postgres.backends import drop_database

        drop_database(server_url, f"{_database_name(server_url)}_{os.environ['PYTEST_XDIST_WORKER']}")


def _database_name(url: str) -> str:
    from urllib.parse import urlsplit

    return urlsplit(url).path.lstrip("/") or "postgres"


_WORKER_DATABASE = pytest.StashKey[str]()


def make_settings(home: Path, **overrides: object) -> Settings:
    """Settings for a temporary data directory, offline, with a fixed reference date."""
    env = {"SAMARITAN_HOME": str(home), "SAMARITAN_SAMPLE_SCALE": str(SMALL_SCALE),
           "SAMARITAN_AS_OF": "2026-11-15"}
    return load_settings(env).with_overrides(**overrides) if overrides else load_settings(env)


_CLI_UNSET = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "SAMARITAN_MODEL", "SAMARITAN_DATABASE_URL",
              "SAMARITAN_TENANTS_FILE")


def private_home(sample_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, as_of: str,
                 unset: tuple[str, ...] = (), **env: str) -> Path:
    """A data directory of the test's own, holding copies of the small sample tenants, set in the
    environment for the CLI (offline, no tenants file, no Postgres); ``env`` adds variables."""
    home = copy_home(sample_home, tmp_path / "home")
    for name, value in {"SAMARITAN_HOME": str(home), "SAMARITAN_SAMPLE_SCALE": str(SMALL_SCALE),
                        "SAMARITAN_AS_OF": as_of, **env}.items():
        monkeypatch.setenv(name, value)
    for name in (*_CLI_UNSET, *unset):
        monkeypatch.delenv(name, raising=False)
    return home


def copy_home(sample_home: Path, home: Path) -> Path:
    """A data directory holding copies of the sample tenants' DuckDB files (nothing published yet)."""
    (home / "tenants").mkdir(parents=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    return home


@contextmanager
def service_maker(home_for: Callable[[int], Path]) -> Iterator[Callable[..., AnalyticsService]]:
    """Build real services, the n-th on ``home_for(n)``, with settings overrides; close them all after."""
    from langgraph.checkpoint.memory import InMemorySaver

    from agent.analytics.service import AnalyticsService
    from agent.storage.metadata import open_metadata_store

    built: list[tuple[AnalyticsService, Any]] = []

    def build(**overrides: object) -> AnalyticsService:
        home = home_for(len(built))
        metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
        svc = AnalyticsService(make_settings(home, **overrides), metadata, InMemorySaver())
        built.append((svc, metadata))
        return svc

    try:
        yield build
    finally:
        for svc, metadata in built:
            svc.close()
            metadata.close()


@contextmanager
def sample_service(settings: Settings, directory: Path) -> Iterator[AnalyticsService]:
    """A service on the shared sample tenants whose metadata store lives in ``directory``."""
    from langgraph.checkpoint.memory import InMemorySaver

    from agent.analytics.service import AnalyticsService
    from agent.storage.metadata import open_metadata_store

    metadata = open_metadata_store(f"sqlite:///{directory / 'metadata.sqlite'}")
    svc = AnalyticsService(settings, metadata, InMemorySaver())
    try:
        yield svc
    finally:
        svc.close()
        metadata.close()


@pytest.fixture(scope="session")
def sample_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data directory whose demo and globex tenants are built once per test session."""
    from agent.storage.tenants import TenantRegistry

    home = tmp_path_factory.mktemp("samaritan-home")
    TenantRegistry(make_settings(home)).build_samples()
    return home


@pytest.fixture(scope="session")
def sample_settings(sample_home: Path) -> Settings:
    """Settings pointing at the session's sample data directory."""
    return make_settings(sample_home)
