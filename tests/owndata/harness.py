"""Ask an own-data set's questions of a fresh workspace filled through the product's upload path.

Why: the first honest estimate of what a stranger's data gets needs every real part in the loop —
an empty workspace, each CSV through the upload function (sniffing, renaming, PII detection, the
inferred semantic model), each question through ``AnalyticsService`` offline in a new thread —
and the same comparison as the shared eval runner. Nothing is mocked: the workspace is created
and filled with the same functions as ``python -m agent add-data FILE... --tenant T --create``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import tempfile
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import duckdb
import yaml

from tests.owndata import datasets
from tests.owndata.compare import compare, compare_top

__all__ = ["SETS_DIR", "CaseResult", "SetResult", "available_sets", "run_set"]

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


def _upload(service: Any, folder: Path, files: Iterable[str]) -> list[str]:
    """Create the empty workspace and upload each file into it, as a user does (Data page, add-data)."""
    from agent.workspaces.manage import add_files, create_workspace

    create_workspace(service, TENANT, "Own data")
    add_files(service, TENANT, [folder / name for name in files])
    return []


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
        settings = load_settings({"SAMARITAN_HOME": str(root), "SAMARITAN_MODEL": "offline"})
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
