"""A real analytics service per test: sample DuckDB, SQLite metadata, in-memory checkpointer."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.backends.factory import build_backend
from agent.analytics.service import AnalyticsService, TurnResult
from agent.storage.metadata import open_metadata_store


@pytest.fixture
def service(sample_settings, tmp_path):
    metadata = open_metadata_store(f"sqlite:///{tmp_path / 'metadata.sqlite'}")
    svc = AnalyticsService(sample_settings, metadata, InMemorySaver())
    yield svc
    svc.close()
    metadata.close()


class Turns:
    """Runs turns on one thread with an optional scripted chat model and injected executor."""

    def __init__(self, service: AnalyticsService, thread: str = "t1", chat_model=None) -> None:
        self.service = service
        self.thread = thread
        self.backend = build_backend(service, "demo", "llm", chat_model=chat_model) if chat_model else None
        self.steps: list[list[str]] = []

    def __call__(self, message: str, *, intent: str | None = None, request_id: str | None = None,
                 executor: Callable | None = None) -> TurnResult:
        ctx = self.service.context("demo", self.thread, intent=intent, request_id=request_id)
        changes = {}
        if self.backend is not None:
            changes["backend"] = self.backend
        if executor is not None:
            changes["executor"] = executor
        if changes:
            ctx = dataclasses.replace(ctx, **changes)
        nodes, result = [], None
        for item in self.service.stream_turn("demo", self.thread, message, request_id=request_id, context=ctx):
            if isinstance(item, TurnResult):
                result = item
            else:
                nodes.append(item.node)
        self.steps.append(nodes)
        assert result is not None
        return result


class FaultyExecutor:
    """Injects database faults at DbExecute: raises the given errors in order, then runs for real."""

    def __init__(self, db, faults: list[Exception]) -> None:
        self.db = db
        self.faults = list(faults)
        self.timeouts: list[float | None] = []
        self.sql: list[str] = []

    def __call__(self, sql: str, *, limit: int | None = None, timeout_s: float | None = None):
        self.timeouts.append(timeout_s)
        self.sql.append(sql)
        if self.faults:
            raise self.faults.pop(0)
        return self.db.execute(sql, limit=limit, timeout_s=timeout_s)
