"""Switch a SQLite connection to WAL safely when several processes open a new file at once."""

from __future__ import annotations

import sqlite3
import time

__all__ = ["enable_wal"]


def enable_wal(conn: sqlite3.Connection, *, timeout_s: float = 10.0) -> None:
    """Switch ``conn`` to WAL, retrying while another connection holds the file.

    Changing the journal mode needs an exclusive lock, and SQLite answers "database is locked" at
    once, without waiting in its busy handler, when replicas start together on a new file.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.02)
