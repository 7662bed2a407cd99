"""Ask an own-data set's questions of a fresh workspace filled through the product's upload path.

Why: the first honest estimate of what a stranger's data gets needs every real part in the loop —
an empty workspace, each CSV through the upload function (sniffing, renaming, PII detection, the
inferred semantic model), each question through ``AnalyticsService`` offline in a new thread —
and the same comparison as the shared eval runner. Nothing is mocked; only the way an empty
workspace is made is a stand-in until the workspace API exists (:func:`create_empty_workspace`).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import tempfile
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import duckdb
import yaml

from tests.owndata import datasets
from tests.owndata.compare import compare, compare_top

__all__ = ["SETS_DIR", "CaseResult", "SetResult", "available_sets", "create_empty_workspace", "run_set"]

SETS_DIR = Path(__file__).with_name("sets")
TENANT = "owndata"
GOLD_KEYS = ("gold", "alt_gold", "alt_gold2", "alt_gold3")
LIMIT_TAIL = re.compile(r"\s+LIMIT\s+\d+\s*$", re.IGNORECASE)


@dataclasses.dataclass(frozen=True)
class CaseResult:
    """One question's outcome."""

    id: str
    question: str
    passed: bool
    why: str
    sql: str | None


@dataclasses.dataclass
class SetResult:
    """One set's outcome: the cases, and notes about the uploads (files refused or shortened)."""

    name: str
    cases: list[CaseResult]
    notes: list[str]

    @property
    def passed(self) -> int:
        return sum(c.passed for c in self.cases)

    @property
    def total(self) -> int:
        return len(self.cases)

    @property
    def score(self) -> float:
        return self.passed / self.total if self.total else 0.0

    def summary(self) -> str:
        return f"{self.name}: {self.passed}/{self.total} ({100 * self.score:.0f}%)"


def available_sets() -> list[str]:
    """Set names, one per YAML file in ``sets/``."""
    return sorted(p.stem for p in SETS_DIR.glob("*.yaml"))


def _upload_api() -> tuple[Callable[..., Any], type[Exception], int]:
    """The product's upload function, its refusal error and its size limit in MB (new home first)."""
    try:
        from agent.workspaces import uploads
    except ImportError:  # before the move into agent/workspaces
        from agent import uploads  # type: ignore[no-redef]
    from agent.errors import UploadRejected

    return uploads.add_table, UploadRejected, int(getattr(uploads, "MAX_UPLOAD_MB", 0) or 0)


def create_empty_workspace(home: Path, tenant: str = TENANT) -> dict[str, str]:
    """Make an empty workspace ``tenant`` under ``home`` and return the environment that serves it.

    TODO(issue 10): swap for the real "create workspace" API (agent/workspaces/) once it exists;
    until then this writes a tenants file with one tenant that allows no tables and an empty
    DuckDB file, which is what a new user workspace is.
    """
    tenants_dir = home / "tenants"
    tenants_dir.mkdir(parents=True, exist_ok=True)
    duckdb.connect(str(tenants_dir / f"{tenant}.duckdb")).close()
    tenants_file = home / "tenants.yaml"
    tenants_file.write_text(yaml.safe_dump({"tenants": {tenant: {
        "display_name": "Own data", "allowed_tables": [], "row_limit": 1000, "statement_timeout_s": 20}}}),
        encoding="utf-8")
    return {"SAMARITAN_HOME": str(home), "SAMARITAN_TENANTS_FILE": str(tenants_file), "SAMARITAN_MODEL": "offline"}


def _leading_whole_groups(data: bytes, limit: int) -> bytes:
    """The header and the leading lines of a CSV that fit in ``limit`` bytes, ending where the first
    field changes (so a lineitem prefix keeps whole orders)."""
    end = data.rfind(b"\n", 0, limit)
    key = data[data.rfind(b"\n", 0, end) + 1:end].split(b",", 1)[0]
    while True:
        start = data.rfind(b"\n", 0, end)
        if data[start + 1:end].split(b",", 1)[0] != key:
            return data[:end + 1]
        end = start


def _upload(service: Any, folder: Path, files: Iterable[str]) -> list[str]:
    """Upload each file as a user would; a file over the size limit goes in shortened, with a note.

    TODO(issue 10): lineitem.csv (71 MB at TPC-H 0.1) was over the old 50 MB limit; since the limit
    became a setting (default 1024 MB) it goes in whole and this fallback is unused. Drop it once
    no deployment runs with a limit below the sets' largest file.
    """
    add_table, rejected, limit_mb = _upload_api()
    notes = []
    for name in files:
        data = (folder / name).read_bytes()
        try:
            add_table(service, TENANT, name, data)
        except rejected as exc:
            if not limit_mb or len(data) <= limit_mb * 1024 * 1024:
                raise
            short = _leading_whole_groups(data, limit_mb * 1024 * 1024 - 4096)
            add_table(service, TENANT, name, short)
            kept, rows = short.count(b"\n") - 1, data.count(b"\n") - 1
            notes.append(f"{name}: refused ({exc}); uploaded its first {kept:,} of {rows:,} rows "
                         f"({len(short) / 2**20:.1f} MB) instead")
    return notes


def _judge(case: dict[str, Any], payload: dict[str, Any], con: duckdb.DuckDBPyConnection) -> tuple[bool, str]:
    """The eval runner's verdict on one answer (``refuse``: no result table, but an answer)."""
    if case["kind"] == "refuse":
        if payload.get("columns"):
            return False, f"answered with a table {payload['columns']} instead of refusing"
        return bool(payload.get("answer")), f"{payload.get('last_event')}: {str(payload.get('answer'))[:100]}"
    sql = payload.get("sql")
    if not sql or not payload.get("columns"):
        said = str(payload.get("answer") or payload.get("error"))[:120]
        return False, f"no table ({payload.get('last_event')}: {said})"
    try:
        pred = con.execute(sql).fetchall()
    except duckdb.Error as exc:
        return False, f"SQL failed: {str(exc).splitlines()[0][:200]}"
    why = "no gold"
    for key in (k for k in GOLD_KEYS if k in case):
        gold_sql = case[key]
        ok, why = compare(con.execute(gold_sql).fetchall(), pred)
        tail = LIMIT_TAIL.search(gold_sql)
        if not ok and tail:
            ok, why = compare_top(con.execute(gold_sql).fetchall(),
                                  con.execute(gold_sql[:tail.start()]).fetchall(), pred)
        if ok:
            return True, why
    return False, why


def run_set(name: str, cache: Path, home: Path | None = None, only: Iterable[str] = ()) -> SetResult:
    """Build (or reuse) a set's files, upload them into a fresh workspace, ask and judge every case."""
    from langgraph.checkpoint.memory import InMemorySaver

    from agent.analytics.service import AnalyticsService
    from agent.config import load_settings
    from agent.storage.metadata import open_metadata_store

    spec = yaml.safe_load((SETS_DIR / f"{name}.yaml").read_text(encoding="utf-8"))
    as_of = dt.date.fromisoformat(str(spec["as_of"]))
    cases = [c for c in spec["cases"] if not only or c["id"] in set(only)]
    folder = datasets.build(name, cache)
    with tempfile.TemporaryDirectory(prefix=f"owndata-{name}-") as tmp:
        root = home or Path(tmp)
        settings = load_settings(create_empty_workspace(root))
        metadata = open_metadata_store(f"sqlite:///{root / 'metadata.sqlite'}")
        service = AnalyticsService(settings, metadata, InMemorySaver())
        try:
            notes = _upload(service, folder, datasets.dataset_files(name))
            answers = [service.run_turn(TENANT, f"owndata-{uuid.uuid4().hex[:8]}", case["q"], as_of=as_of,
                                        mode="offline").payload() for case in cases]
        finally:
            service.close()
            metadata.close()
        con = duckdb.connect(str(settings.tenants_dir / f"{TENANT}.duckdb"), read_only=True)
        try:
            results = [CaseResult(case["id"], case["q"], *_judge(case, payload, con), payload.get("sql"))
                       for case, payload in zip(cases, answers, strict=True)]
        finally:
            con.close()
    return SetResult(name, results, notes)
