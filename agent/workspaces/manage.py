"""Workspaces of one's own: create one, and fill it from files, a folder or another DuckDB file.

A workspace is a tenant a user made. Its record lives in the metadata store (so every replica
sharing one Postgres sees it at once, and it survives restarts), its DuckDB file is
``$SAMARITAN_HOME/tenants/<name>.duckdb``, and its tables, personal columns and semantic model
live in the same overlay an upload writes for any tenant. Nothing edits the tenants file.

An existing DuckDB file is **copied** into the workspace, table by table, through the same upload
path as a CSV (exported to Parquet first), never attached: the analyst's catalog is published from
the workspace's own file (:mod:`agent.storage.published`), so the user's original can move, be
locked by their own tools or change under us without breaking or silently changing answers, and
its tables get the same personal-data detection and model inference as any upload.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import duckdb

from agent.errors import UploadRejected
from agent.storage import published
from agent.storage.tenants import TenantConfig
from agent.workspaces.uploads import SUPPORTED_TYPES, UploadResult, add_tables

__all__ = ["RESERVED_NAMES", "WORKSPACE_NAME", "add_files", "create_workspace", "validate_workspace_name"]

WORKSPACE_NAME = re.compile(r"^[a-z][a-z0-9_]{1,39}$")
# Names that would collide with folders of the data directory, Windows device names, or words
# the app and API use for something else.
RESERVED_NAMES = frozenset("""
published tmp temp chroma tenants metadata checkpoints default all none new admin system public
main memory con prn aux nul com1 com2 com3 com4 lpt1 lpt2 lpt3
""".split())


def validate_workspace_name(name: str, taken: Iterable[str]) -> str:
    """Return the name when it can be a new workspace's, else raise one sentence saying why."""
    name = (name or "").strip()
    if not WORKSPACE_NAME.fullmatch(name):
        # The name is echoed to the user: control characters (NUL, escapes) are shown as "?".
        shown = "".join(ch if ch.isprintable() else "?" for ch in name[:60])
        raise UploadRejected(f"“{shown}” cannot be a workspace name: use 2 to 40 lower-case letters, digits "
                             "and underscores, starting with a letter (no spaces, dots or slashes).")
    if name in RESERVED_NAMES:
        raise UploadRejected(f"“{name}” is a reserved word; choose another workspace name.")
    if name in set(taken):
        raise UploadRejected(f"A company or workspace called {name} already exists; choose another name.")
    return name


def create_workspace(service: Any, name: str, display_name: str = "") -> TenantConfig:
    """Create an empty workspace; raises UploadRejected with one sentence when it cannot be made."""
    name = validate_workspace_name(name, service.registry.names())
    display = " ".join((display_name or "").split())[:80] or name
    database = service.settings.tenants_dir / f"{name}.duckdb"
    if database.exists():
        raise UploadRejected(f"A database file for {name} already exists in the data directory; choose "
                             "another name.")
    database.parent.mkdir(parents=True, exist_ok=True)
    tmp = database.with_name(f".{name}.{os.getpid()}.creating")
    try:
        duckdb.connect(str(tmp)).close()
        os.link(tmp, database)  # fails if another process created the name meanwhile: never overwrite
    except FileExistsError:
        raise UploadRejected(f"A workspace called {name} was just created by someone else; choose another "
                             "name.") from None
    finally:
        tmp.unlink(missing_ok=True)
    if service.metadata.add_workspace(name, display) is None:
        database.unlink(missing_ok=True)
        raise UploadRejected(f"A workspace called {name} already exists; choose another name.")
    # An empty file holds nothing personal: its catalog may be published by copying it whole until
    # something unpublishable is written to it (see agent.storage.published).
    published.mark_clean(service.settings.tenants_dir, name, database)
    return service.registry.get(name)


def add_files(service: Any, tenant: str, paths: Iterable[Path | str],
              progress: Callable[[str], None] | None = None) -> list[UploadResult]:
    """Add files to a tenant: CSV/TSV/Parquet/Excel files, folders of them, or DuckDB files.

    Each file goes through the upload path (its own transaction); the first failure stops with
    one sentence naming the file, and the tables added before it stay.
    """
    say = progress or (lambda _: None)
    results: list[UploadResult] = []
    for path in _expand(paths):
        say(f"Adding {path.name}")
        if path.suffix.lower() in (".duckdb", ".db"):
            results.extend(_add_database(service, tenant, path))
        else:
            results.extend(add_tables(service, tenant, path.name, path))
    return results


def _expand(paths: Iterable[Path | str]) -> list[Path]:
    """Files named directly, and the supported files of named folders (sorted, not recursive)."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.is_file()
                           and p.suffix.lower().lstrip(".") in (*SUPPORTED_TYPES, "duckdb"))
            if not found:
                raise UploadRejected(f"The folder {path.name} holds no CSV, Parquet, Excel or DuckDB files.")
            out.extend(found)
        elif path.is_file():
            out.append(path)
        else:
            raise UploadRejected(f"{path} does not exist.")
    return out


def _add_database(service: Any, tenant: str, path: Path) -> list[UploadResult]:
    """Copy every table of another DuckDB file into the tenant, each through the upload path."""
    try:
        source = duckdb.connect(str(path), read_only=True)
    except duckdb.Error as exc:
        raise UploadRejected(f"{path.name} could not be opened as a DuckDB database: "
                             f"{str(exc).splitlines()[0][:160]}") from None
    results = []
    with source, tempfile.TemporaryDirectory(prefix="samaritan-import-") as tmp:
        tables = [r[0] for r in source.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' "
            "AND table_type = 'BASE TABLE' ORDER BY 1").fetchall()]
        if not tables:
            raise UploadRejected(f"{path.name} has no tables.")
        for table in tables:
            parquet = Path(tmp) / f"{table}.parquet"
            quoted = '"' + table.replace('"', '""') + '"'
            source.execute(f"COPY (SELECT * FROM {quoted}) TO '{_sql_string(parquet)}' (FORMAT parquet)")
            results.extend(add_tables(service, tenant, parquet.name, parquet))
            parquet.unlink()
    return results


def _sql_string(path: Path) -> str:
    return str(path).replace("'", "''")
