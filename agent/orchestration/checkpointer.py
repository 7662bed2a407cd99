"""Build the LangGraph checkpointer from a URL, so a conversation survives a restart.

``sqlite:///path`` is the one-machine default (a file in the data directory); ``postgresql://…``
lets several app replicas share threads; ``memory`` is for tests. It is a context manager because
each backend holds a connection that must be closed; callers keep it open for the process lifetime
(Streamlit: inside a ``st.cache_resource`` factory). Each backend is imported only in its branch.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from langgraph.checkpoint.base import BaseCheckpointSaver

from agent.errors import ConfigError

__all__ = ["make_checkpointer", "sqlite_path"]

_POSTGRES_PREFIXES = ("postgresql://", "postgres://")
_SETUP_LOCK_KEY = 727163002  # a Postgres advisory-lock key of our own (the metadata store uses …001)


def sqlite_path(url: str) -> str:
    """Return the file path of a ``sqlite:///path`` URL (four slashes for an absolute path)."""
    if not url.startswith("sqlite:///"):
        raise ConfigError(f"A SQLite URL must start with sqlite:///, but it is {url!r}.")
    path = url.removeprefix("sqlite:///")
    if not path:
        raise ConfigError("The SQLite URL names no file; use sqlite:///path/to/file.sqlite.")
    return path


@contextmanager
def make_checkpointer(url: str, *, pool_size: int = 4) -> Iterator[BaseCheckpointSaver[Any]]:
    """Open the checkpointer named by ``url`` and close its connections on exit.

    Args:
        url: ``sqlite:///path``, ``postgresql://user@host/db`` or ``memory``.
        pool_size: Largest Postgres connection pool (one connection per concurrent run).

    Yields:
        A checkpoint saver to pass to ``StateGraph.compile(checkpointer=…)``.
    """
    if url == "memory":
        from langgraph.checkpoint.memory import InMemorySaver

        yield InMemorySaver()
    elif url.startswith("sqlite:///"):
        import sqlite3

        from langgraph.checkpoint.sqlite import SqliteSaver

        from agent.storage.sqlite_wal import enable_wal

        path = sqlite_path(url)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # Streamlit serves each session from its own thread; SqliteSaver serialises access with a lock.
        conn = sqlite3.connect(path, check_same_thread=False)
        try:
            enable_wal(conn)  # before setup(), whose own switch fails when replicas start together
            saver = SqliteSaver(conn)
            saver.setup()
            # No fsync per commit: in WAL mode this cannot corrupt the file, and only a power cut
            # (not a crash of the process) can lose the last checkpoints.
            conn.execute("PRAGMA synchronous=NORMAL")
            yield saver
        finally:
            conn.close()
    elif url.startswith(_POSTGRES_PREFIXES):
        from langgraph.checkpoint.postgres import PostgresSaver
        from psycopg.rows import dict_row
        from psycopg_pool import ConnectionPool

        # The settings PostgresSaver needs on every connection: autocommit, dict rows, and no
        # server-side prepared statements (they break behind transaction-pooling proxies).
        kwargs = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
        with ConnectionPool(url, min_size=1, max_size=pool_size, kwargs=kwargs, open=True) as pool:
            saver = PostgresSaver(pool)  # type: ignore[arg-type]
            _setup_one_at_a_time(saver, url)
            yield saver
    else:
        scheme = url.partition(":")[0] or url  # never echo the rest: it may hold a password
        raise ConfigError(
            f"The checkpoint URL must start with sqlite:/// or postgresql://, or be 'memory', not {scheme!r}."
        )


def _setup_one_at_a_time(saver: Any, url: str, *, timeout_s: float = 60.0) -> None:
    """Run ``PostgresSaver.setup()`` under an advisory lock.

    setup() creates its tables and records its migrations without a lock, so replicas starting
    together on a new database collide ("type already exists", duplicate migration rows). The
    lock is held on a connection of its own, because setup() takes one from the saver's pool.
    Waiters poll with ``pg_try_advisory_lock`` instead of blocking in ``pg_advisory_lock``: one of
    setup()'s migrations is ``CREATE INDEX CONCURRENTLY``, which waits for every open transaction,
    and a replica blocked on the lock is one, so a blocking wait deadlocks the two.
    """
    import psycopg

    deadline = time.monotonic() + timeout_s
    with psycopg.connect(url, autocommit=True) as lock:
        while not lock.execute("SELECT pg_try_advisory_lock(%s)", (_SETUP_LOCK_KEY,)).fetchone()[0]:
            if time.monotonic() >= deadline:
                raise ConfigError("Another replica has been setting up the checkpoint tables for too long.")
            time.sleep(0.05)
        try:
            saver.setup()
        finally:
            lock.execute("SELECT pg_advisory_unlock(%s)", (_SETUP_LOCK_KEY,))
