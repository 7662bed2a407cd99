"""One upload at a time per workspace, and a note of what an unfinished upload was writing.

Why: an upload writes in three steps — the tables (one DuckDB transaction), the overlay that makes
them visible, the inferred models — and a process can be killed between any two. The note
(journal) is written before the first table and removed after the last step or after an undo, so
finding one while holding the workspace's upload lock means its writer died mid-way: whoever
finds it undoes that upload completely (the user still has the file and can add it again). The
same lock makes two uploads into one workspace, from threads or processes, run one after the
other, so neither overwrites the other's overlay entry.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import json
import os
from collections.abc import Iterator
from pathlib import Path

__all__ = ["upload_lock", "begin", "pending", "finish"]


def _lock_path(tenants_dir: Path, tenant: str) -> Path:
    return tenants_dir / f".{tenant}.upload.lock"


def _journal_path(tenants_dir: Path, tenant: str) -> Path:
    return tenants_dir / f".{tenant}.upload-journal.json"


@contextlib.contextmanager
def upload_lock(tenants_dir: Path, tenant: str, *, wait: bool = True) -> Iterator[bool]:
    """Hold the workspace's upload lock; yields False at once when ``wait`` is off and it is taken.

    A ``flock`` on a file opened per call: it excludes other threads of this process as well as
    other processes, and the kernel releases it when its holder dies.
    """
    path = _lock_path(tenants_dir, tenant)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def begin(tenants_dir: Path, tenant: str, tables: list[str], file_name: str) -> None:
    """Note, durably, the new tables an upload is about to create (call it holding the lock)."""
    path = _journal_path(tenants_dir, tenant)
    part = path.with_suffix(".part")
    raw = {"tables": tables, "file": file_name, "pid": os.getpid(),
           "started_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
    with open(part, "w", encoding="utf-8") as handle:
        handle.write(json.dumps(raw))
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(part, path)


def pending(tenants_dir: Path, tenant: str) -> list[str]:
    """The tables of an upload that never finished ([] when there is none)."""
    try:
        raw = json.loads(_journal_path(tenants_dir, tenant).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError):
        return []  # a note cut short was written before any table: there is nothing to undo
    return [str(t) for t in raw.get("tables") or []]


def finish(tenants_dir: Path, tenant: str) -> None:
    """Remove the note: the upload is complete, or it was undone."""
    _journal_path(tenants_dir, tenant).unlink(missing_ok=True)
