"""The analytics service: one object that runs conversation turns for the UI, CLI and API.

It owns the long-lived resources (tenant connections, semantic engines, the compiled graph with
its checkpointer, the result cache) and builds a fresh runtime context per turn. Threads are
namespaced by tenant, so one tenant can never read or continue another tenant's conversation.
"""

from __future__ import annotations

import datetime as dt
import threading
import uuid
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.types import Checkpointer

from agent.analytics.change_answer import change_payload
from agent.analytics.context import AnalyticsContext, ResultCache
from agent.analytics.cost import CHOICES, choice_label
from agent.analytics.graph import build_analytics_graph
from agent.analytics.guard import GuardPolicy, policy_for
from agent.analytics.labels import labels_for_update, node_labels
from agent.analytics.provenance.view import current_provenance
from agent.analytics.runs import load_rows
from agent.analytics.state import TableResult
from agent.config import Settings
from agent.errors import SamaritanError
from agent.orchestration.streaming import StepEvent, step_events
from agent.storage import upload_journal
from agent.storage.metadata import MetadataStore
from agent.storage.tenants import CatalogTables, QueryResult, TenantDB, TenantRegistry, json_safe

__all__ = ["AnalyticsService", "MAX_QUESTION_CHARS", "QuestionRefused", "RequestIdReused", "TurnResult",
           "MAX_JSON_ROWS", "clean_question"]

MAX_JSON_ROWS = 200
MAX_QUESTION_CHARS = 4000  # the API's limit; the chat box allows 2,000
_CONTROL = dict.fromkeys(c for c in range(32) if chr(c) not in "\t\n\r")


class QuestionRefused(SamaritanError):
    """A question that cannot be a question (too long); nothing of the turn ran or was stored."""


def clean_question(message: str) -> str:
    """The user's words as every store can keep them, or QuestionRefused when they are too many.

    Why here: the CLI passes undecodable argv bytes on as lone surrogates, which no UTF-8 store
    (SQLite, Postgres, the checkpoint) accepts, and Postgres refuses NUL in text; a turn must not
    fail half-way over what the user typed. Surrogates become U+FFFD, control characters are dropped.
    """
    text = message or ""
    if len(text) > MAX_QUESTION_CHARS:
        raise QuestionRefused(f"Your question is {len(text):,} characters long; ask it in at most "
                              f"{MAX_QUESTION_CHARS:,} characters.")
    if text.isprintable():
        return text
    return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace").translate(_CONTROL)


class RequestIdReused(SamaritanError):
    """A request id already answered another conversation (or tenant); it cannot mean this turn."""


@dataclass
class TurnResult:
    """The outcome of one turn, in the shape of the CLI's ``--json`` contract."""

    state: dict[str, Any]
    replayed: bool = False
    rows: list[list[Any]] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        """The JSON object of DESIGN section 7 (rows at most 200)."""
        s = self.state
        table = s.get("table_result") or {}
        return {
            "intent": s.get("intent"),
            "last_event": s.get("response_to") or s.get("last_event"),
            "sql": s.get("sql") if table or s.get("response_to") in ("SQL_REJECTED",) else s.get("sql"),
            "columns": table.get("columns", []),
            "rows": self.rows,
            "row_count": table.get("row_count", 0),
            "truncated": bool(table.get("truncated", False)),
            "query_run_id": s.get("query_run_id"),
            "answer": s.get("answer"),
            "error": s.get("error"),
            "chart_spec": s.get("chart_spec"),
            "insights": s.get("insights") or [],
            "replayed": self.replayed,
            "cost": s.get("cost"),
            **current_provenance(s),
        } | change_payload(s.get("plan"), table.get("columns", []), self.rows)


class AnalyticsService:
    """Runs turns of the analytics graph against one metadata store and checkpointer."""

    def __init__(self, settings: Settings, metadata: MetadataStore, checkpointer: Checkpointer = None) -> None:
        self.settings = settings
        self.metadata = metadata
        self.registry = TenantRegistry(settings, workspaces=metadata.list_workspaces)
        self.cache = ResultCache(settings.result_cache_size)
        self.graph = build_analytics_graph(checkpointer)
        self._lock = threading.Lock()
        self._dbs: dict[str, TenantDB] = {}
        self._catalog_tables = CatalogTables()  # survives reopening a connection to the same file
        self._policies: dict[str, GuardPolicy] = {}
        self._backends: dict[tuple[str, str], Any] = {}
        self._vectors: Any = None

    # -- resources -------------------------------------------------------------------------------
    def tenant_db(self, tenant: str, added: Collection[str] = ()) -> TenantDB:
        """The tenant's hardened connection to its published catalog, reopened when it went stale.

        ``added`` names tables just created in the tenant's file (an upload), so publishing copies
        only those. Any process's upload or policy change makes the cached connection stale; its
        policy and engines are then rebuilt too.
        """
        config = self.registry.get(tenant)
        with self._lock:
            db = self._dbs.get(tenant)
            if db is not None and db.is_current(config):
                return db
        if db is not None:
            self.invalidate_tenant(tenant)
        if upload_journal.pending(self.settings.tenants_dir, tenant):
            # An upload died mid-way (its process was killed): undo it before anything reads the
            # tenant, so no half-registered table is shown or queried.
            from agent.workspaces.uploads import recover_interrupted_upload

            if recover_interrupted_upload(self, tenant):
                config = self.registry.get(tenant)
        fresh = TenantDB(config, self.settings, added, tables_cache=self._catalog_tables)
        with self._lock:
            current = self._dbs.setdefault(tenant, fresh)
        if current is not fresh:
            fresh.close()
        return current

    def policy(self, tenant: str) -> GuardPolicy:
        """The guard policy of a tenant (allowed tables, their columns, PII)."""
        db = self.tenant_db(tenant)
        with self._lock:
            if tenant not in self._policies:
                self._policies[tenant] = policy_for(db.tenant, db.allowed_columns())
            return self._policies[tenant]

    def backend(self, tenant: str, mode: str | None = None):
        """The model backend for a tenant in the chosen mode (built once, then reused)."""
        from agent.analytics.backends.factory import build_backend

        mode = mode or self.settings.model_mode
        key = (tenant, mode)
        with self._lock:
            cached = self._backends.get(key)
        if cached is None:
            cached = build_backend(self, tenant, mode)
            with self._lock:
                self._backends[key] = cached
        return cached

    def vectors(self):
        """The Chroma store in the data directory (built on first use: it loads the embedding)."""
        from agent.storage.vectors import VectorStore

        with self._lock:
            if self._vectors is None:
                self._vectors = VectorStore(self.settings.vector_dir)
            return self._vectors

    def invalidate_tenant(self, tenant: str) -> None:
        """Forget cached connection, policy and engines (after a table upload or model edit).

        The connection is not closed here: a turn on another thread may be running on it (an
        upload while questions are asked), and closing it under that turn failed it with
        "connection already closed". It closes when its last user lets go (``TenantDB``).
        """
        with self._lock:
            self._dbs.pop(tenant, None)
            self._policies.pop(tenant, None)
            for key in [k for k in self._backends if k[0] == tenant]:
                self._backends.pop(key)

    def close(self) -> None:
        """Close every tenant connection."""
        with self._lock:
            for db in self._dbs.values():
                db.close()
            self._dbs.clear()

    # -- turns -----------------------------------------------------------------------------------
    @staticmethod
    def config(tenant: str, thread_id: str) -> dict:
        """The LangGraph config of a tenant's thread (namespaced by tenant)."""
        return {"configurable": {"thread_id": f"{tenant}:{thread_id}"}, "recursion_limit": 40}

    def context(self, tenant: str, thread_id: str, *, request_id: str | None = None,
                intent: str | None = None, as_of: dt.date | None = None, mode: str | None = None) -> AnalyticsContext:
        """A fresh runtime context for one turn."""
        db = self.tenant_db(tenant)
        return AnalyticsContext(
            settings=self.settings, tenant=db.tenant, db=db, policy=self.policy(tenant),
            backend=self.backend(tenant, mode), metadata=self.metadata, cache=self.cache,
            as_of=as_of or self.settings.reference_date(), thread_id=thread_id, request_id=request_id,
            forced_intent=intent,
        )

    def thread_state(self, tenant: str, thread_id: str) -> dict[str, Any]:
        """The saved state of a thread ({} when it does not exist)."""
        snapshot = self.graph.get_state(self.config(tenant, thread_id))
        return dict(snapshot.values or {})

    def stream_turn(self, tenant: str, thread_id: str, message: str, *, request_id: str | None = None,
                    intent: str | None = None, as_of: dt.date | None = None, mode: str | None = None,
                    context: AnalyticsContext | None = None) -> Iterator[StepEvent | TurnResult]:
        """Run one turn, yielding a StepEvent per finished node and finally the TurnResult.

        A ``request_id`` the thread has already answered returns that answer again without
        running anything (double submits, retried HTTP requests, another replica).
        """
        message = clean_question(message)
        config = self.config(tenant, thread_id)
        if request_id:
            previous = self.answered(tenant, thread_id, request_id)
            if previous is not None:
                yield self._result(tenant, previous, replayed=True)
                return
        ctx = context or self.context(tenant, thread_id, request_id=request_id, intent=intent, as_of=as_of,
                                      mode=mode)
        text = message or ("Chart this" if intent == "DRAW_CHART" else
                           choice_label(intent, "en") if intent in CHOICES else "")
        final: dict[str, Any] = {}
        labels = node_labels("en")  # IntentRouter, the first step, names the turn's language
        # durability="exit": one checkpoint per turn, written when the turn ends (or fails), instead
        # of one per node from a background thread. A turn is short and is re-asked rather than
        # resumed mid-way, so the thread stays resumable turn by turn.
        for part in self.graph.stream({"messages": [HumanMessage(content=text)]}, config, context=ctx,
                                      stream_mode=["updates", "values"], version="v2", durability="exit"):
            if part["type"] == "values":
                final = dict(part["data"])
            else:
                labels = labels_for_update(part, labels)
                yield from step_events(part, labels)
        self.metadata.touch_conversation(tenant=tenant, thread_id=thread_id, title=_title(final))
        yield self._result(tenant, final)

    def answered(self, tenant: str, thread_id: str, request_id: str) -> dict[str, Any] | None:
        """The finished state that answered ``request_id`` on this thread, or None if none did.

        The thread's latest checkpoint is checked first (a retried or double-submitted request,
        on this replica or another). A request id that executed a query is also in ``query_runs``
        (unique there): if that was another thread or tenant, RequestIdReused; if it was this
        thread but later turns followed, the answer is found in the thread's checkpoint history.
        """
        latest = self.thread_state(tenant, thread_id)
        if latest.get("request_id") == request_id and latest.get("response_to"):
            return latest
        run = self.metadata.find_query_run_by_request(request_id)
        if run is None:
            return None
        if run.tenant != tenant or run.thread_id != thread_id:
            raise RequestIdReused("This request id was already used in another conversation; send a new one.")
        for snapshot in self.graph.get_state_history(self.config(tenant, thread_id)):
            values = snapshot.values or {}
            if not snapshot.next and values.get("request_id") == request_id and values.get("response_to"):
                return dict(values)
        return None

    def run_turn(self, tenant: str, thread_id: str, message: str, **kwargs: Any) -> TurnResult:
        """Run one turn to the end and return its result."""
        result: TurnResult | None = None
        for item in self.stream_turn(tenant, thread_id, message, **kwargs):
            if isinstance(item, TurnResult):
                result = item
        assert result is not None
        return result

    def _result(self, tenant: str, state: dict[str, Any], replayed: bool = False) -> TurnResult:
        rows: list[list[Any]] = []
        table = state.get("table_result")
        if table:
            try:
                # The turn just put its rows in the cache: read them there, without building a
                # second runtime context (tenant checks, policy, backend) as ``rows`` would.
                data = self.cache.get(table["query_run_id"]) or self.rows(tenant, table)
                rows = [[json_safe(v) for v in row] for row in data.rows[:MAX_JSON_ROWS]]
            except SamaritanError:
                rows = []
        return TurnResult(state=state, replayed=replayed, rows=rows)

    def rows(self, tenant: str, table: TableResult) -> QueryResult:
        """Rows of a table result: cached, or re-run through the guard (exports, reloads)."""
        ctx = self.context(tenant, "rows")
        return load_rows(ctx, table)

    def rerun(self, tenant: str, query_run_id: str) -> QueryResult:
        """Re-run a recorded query (history, exports, pinned charts) through the guard."""
        run = self.metadata.get_query_run(query_run_id, tenant=tenant)
        if run is None or not run.sql:
            raise SamaritanError("That query is not in this tenant's history.")
        table = TableResult(query_run_id=run.id, sql=run.sql, columns=[], db_types=[], logical_types=[],
                            row_count=run.row_count or 0, truncated=False)
        return self.rows(tenant, table)

    @staticmethod
    def new_request_id() -> str:
        """A fresh idempotency key."""
        return uuid.uuid4().hex


def _title(state: dict[str, Any]) -> str:
    for message in state.get("messages") or []:
        if isinstance(message, HumanMessage):
            return str(message.content)[:80]
        if isinstance(message, AIMessage):
            break
    return ""
