"""Where a test's stores live: SQLite files always, a fresh Postgres database when a server is named.

The Postgres backend joins a parametrisation only when ``SAMARITAN_TEST_PG_URL`` is set (CI's
``.ci/run`` starts a throwaway cluster and sets it); nothing is skipped. Each Postgres test gets a
database of its own (``CREATE DATABASE t_<uuid>``, dropped afterwards), so tests never see each
other's threads, query runs or migrations, and can run in any order.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlsplit, urlunsplit

__all__ = ["BACKENDS", "PG_URL", "count_rows", "create_database", "database_url", "drop_database", "fresh_database"]

PG_URL = os.environ.get("SAMARITAN_TEST_PG_URL")
BACKENDS = ["sqlite"] + (["postgres"] if PG_URL else [])


@contextmanager
def fresh_database(server_url: str) -> Iterator[str]:
    """Create an empty database on the server of ``server_url``, yield its URL, then drop it."""
    name = f"t_{uuid.uuid4().hex[:16]}"
    url = create_database(server_url, name)
    try:
        yield url
    finally:
        drop_database(server_url, name)


def create_database(server_url: str, name: str) -> str:
    """Create (or re-create, empty) database ``name`` on the server of ``server_url``; return its URL."""
    import psycopg

    with psycopg.connect(server_url, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        admin.execute(f"CREATE DATABASE {name}")
    return urlunsplit(urlsplit(server_url)._replace(path=f"/{name}"))


def drop_database(server_url: str, name: str) -> None:
    import psycopg

    with psycopg.connect(server_url, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@contextmanager
def database_url(backend: str) -> Iterator[str | None]:
    """The ``SAMARITAN_DATABASE_URL`` for a backend: None (SQLite files in the home) or a fresh database."""
    if backend == "sqlite":
        yield None
        return
    assert PG_URL is not None, "the postgres backend is only parametrised when SAMARITAN_TEST_PG_URL is set"
    with fresh_database(PG_URL) as url:
        yield url


def count_rows(metadata_url: str, table: str = "query_runs", where: str = "", params: tuple = ()) -> int:
    """Count rows of a metadata table straight from the database, bypassing the store."""
    sql = f"SELECT COUNT(*) FROM {table}" + (f" WHERE {where}" if where else "")
    if metadata_url.startswith("sqlite:///"):
        lite = sqlite3.connect(metadata_url.removeprefix("sqlite:///"))
        try:
            return int(lite.execute(sql, params).fetchone()[0])
        finally:
            lite.close()
    import psycopg

    with psycopg.connect(metadata_url) as pg:
        row = pg.execute(sql.replace("?", "%s"), params).fetchone()
    return int(row[0]) if row else 0
