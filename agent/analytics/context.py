"""Run dependencies of the analytics graph, injected through LangGraph's runtime context.

Nodes never build connections or models themselves (STYLE rules 7 and 8): the service builds a
``AnalyticsContext`` per turn from long-lived, cached resources, and tests build one with fakes.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from agent.analytics.schemas import ChartPlanOutput, ColumnInfo, IntentResult
from agent.storage.tenants import QueryResult, TenantConfig, TenantDB

if TYPE_CHECKING:
    from agent.analytics.guard import GuardPolicy
    from agent.config import Settings
    from agent.storage.metadata import MetadataStore

__all__ = ["AnalyticsContext", "ModelBackend", "SqlDraft", "ResultCache"]


@dataclass
class SqlDraft:
    """What the SQL-writing model returned: SQL, or a clarification when it could not write any."""

    sql: str | None
    explanation: str = ""
    plan: dict | None = None
    clarification: str | None = None
    language: str | None = None


class ModelBackend(Protocol):
    """The one interface every model node calls; offline and LLM implementations share it."""

    name: str

    def route_intent(self, message: str, *, has_table: bool, last_intent: str | None,
                     last_event: str | None, plan: dict | None, as_of: dt.date | None = None) -> IntentResult:
        """Classify the user's latest message (``as_of``: the turn's reference date, when known)."""

    def write_sql(self, *, question: str, previous_question: str | None, intent: str, as_of: dt.date,
                  plan: dict | None,
                  previous_sql: str | None, db_error: str | None, feedback: str | None,
                  retry: int) -> SqlDraft:
        """Write (or revise) the SQL for a question."""

    def plan_chart(self, *, request: str, columns: list[ColumnInfo], sql: str, question: str | None,
                   language: str, row_count: int | None = None) -> ChartPlanOutput:
        """Plan a chart and its insights from column names and types only."""

    def suggestions(self, language: str) -> list[str]:
        """Example questions this tenant can answer (for help and clarifications)."""


class ResultCache:
    """Bounded in-process LRU of result rows keyed by ``query_run_id`` (rows are never persisted)."""

    def __init__(self, capacity: int = 64) -> None:
        self._capacity = capacity
        self._items: OrderedDict[str, QueryResult] = OrderedDict()
        self._lock = threading.Lock()

    def put(self, key: str, result: QueryResult) -> None:
        """Store rows, evicting the least recently used entry beyond capacity."""
        with self._lock:
            self._items[key] = result
            self._items.move_to_end(key)
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)

    def get(self, key: str) -> QueryResult | None:
        """Rows for a run, or None on a miss (the caller re-runs the SQL)."""
        with self._lock:
            result = self._items.get(key)
            if result is not None:
                self._items.move_to_end(key)
            return result


@dataclass
class AnalyticsContext:
    """Everything one turn needs besides the state."""

    settings: Settings
    tenant: TenantConfig
    db: TenantDB
    policy: GuardPolicy
    backend: ModelBackend
    metadata: MetadataStore
    cache: ResultCache
    as_of: dt.date
    thread_id: str = ""
    request_id: str | None = None
    forced_intent: str | None = None
    executor: Callable[..., QueryResult] | None = None

    def __post_init__(self) -> None:
        # Tests inject faults (timeouts, DB errors) by passing their own executor.
        if self.executor is None:
            self.executor = self.db.execute
