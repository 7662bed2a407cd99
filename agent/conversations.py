"""What the Ask page shows of a conversation: its chat, its current result and its step labels.

The checkpointer keeps every thread's state (messages, the current table's shape, the chart's
plan), so a conversation is rebuilt from ``AnalyticsService.thread_state`` after a reload or a
restart; rows come back from the result cache or by re-running the SQL. Nothing here imports
Streamlit: pages call these functions and draw what they return.
"""

from __future__ import annotations

import dataclasses
import uuid
from typing import Any

import pandas as pd
import sqlglot
from langchain_core.messages import AIMessage, HumanMessage
from sqlglot import exp

from agent.analytics.chart_planning import axis_labels, chart_title, plan_for_type
from agent.analytics.charts import build_figure, plan_from_spec, switchable_types
from agent.analytics.guard import check_sql
from agent.analytics.provenance.view import current_provenance
from agent.analytics.schemas import ChartPlan, ColumnInfo
from agent.analytics.state import TableResult
from agent.orchestration.streaming import StepEvent

__all__ = [
    "ChatEntry", "ResultView", "StepLabeller", "chat_entries", "result_view", "new_thread_id",
    "chart_plan", "chart_types", "chart_figure", "confirm_answer", "report_wrong", "total_row_count",
    "thread_of_run", "pretty_sql", "user_turns",
]


def new_thread_id() -> str:
    """A fresh conversation id (short enough for a URL)."""
    return uuid.uuid4().hex[:16]


@dataclasses.dataclass
class ChatEntry:
    """One bubble of the chat: who said it, what, and how the answer was reached."""

    role: str                      # "user" or "assistant"
    text: str
    error: bool = False            # an answer that is a failure sentence (drawn as an error)
    steps: list[str] = dataclasses.field(default_factory=list)


def pretty_sql(sql: str) -> str:
    """The SQL laid out on several lines for reading (unchanged when it cannot be parsed)."""
    try:
        return sqlglot.transpile(sql, read="duckdb", write="duckdb", pretty=True)[0]
    except Exception:  # noqa: BLE001 - showing the original text is always acceptable
        return sql


def user_turns(state: dict[str, Any]) -> int:
    """How many user messages a saved thread holds."""
    return sum(isinstance(m, HumanMessage) for m in state.get("messages") or [])


def chat_entries(state: dict[str, Any]) -> list[ChatEntry]:
    """The chat of a saved thread, oldest first (user questions and the answers they got)."""
    entries = []
    for message in state.get("messages") or []:
        if isinstance(message, HumanMessage):
            entries.append(ChatEntry("user", str(message.content)))
        elif isinstance(message, AIMessage) and message.content:
            entries.append(ChatEntry("assistant", str(message.content)))
    return entries


@dataclasses.dataclass(frozen=True)
class ResultView:
    """The current table of a thread and what goes with it (chart plan, insights), never rows."""

    question: str
    sql: str
    table: TableResult
    chart_spec: dict[str, Any] | None
    insights: list[str]
    language: str
    provenance: dict[str, Any] | None = None
    alternatives: list[dict[str, Any]] = dataclasses.field(default_factory=list)

    @property
    def query_run_id(self) -> str:
        """The run whose SQL produced the table (exports and pins re-run it)."""
        return self.table["query_run_id"]

    @property
    def columns(self) -> list[ColumnInfo]:
        """The table's columns as the chart planner sees them."""
        t = self.table
        return [ColumnInfo(name=n, db_type=d, logical_type=lt)  # type: ignore[arg-type]
                for n, d, lt in zip(t["columns"], t["db_types"], t["logical_types"], strict=False)]


def result_view(state: dict[str, Any]) -> ResultView | None:
    """The thread's current result, or None while it has no table."""
    table = state.get("table_result")
    if not table:
        return None
    return ResultView(
        question=state.get("question") or "", sql=table.get("sql") or state.get("sql") or "", table=table,
        chart_spec=state.get("chart_spec"), insights=list(state.get("insights") or []),
        language=state.get("language") or "en", **_trust(state),
    )


def _trust(state: dict[str, Any]) -> dict[str, Any]:
    """The current table's provenance and its alternative readings (with their table shapes)."""
    current = current_provenance(state)
    if current["provenance"] is None:
        return {"provenance": None, "alternatives": []}
    return {"provenance": current["provenance"], "alternatives": list(state.get("alternatives") or [])}


def chart_types(view: ResultView) -> list[str]:
    """The chart types the current table supports (for the chart-type switcher)."""
    return switchable_types(view.columns)


def chart_plan(view: ResultView, chart_type: str | None = None) -> ChartPlan | None:
    """The plan to draw: the graph's own plan, or one of ``chart_type`` when the user switched."""
    planned = plan_from_spec(view.chart_spec) if view.chart_spec else None
    if chart_type is None or (planned is not None and planned.type == chart_type):
        return planned
    lang = "tr" if view.language == "tr" else "en"
    switched = plan_for_type(view.columns, chart_type, lang)  # type: ignore[arg-type]
    if switched is None or planned is None or not planned.labels:
        return switched
    # Keep the conversation's words for the columns (Turkish axis titles stay Turkish).
    names = {k: v for k, v in planned.labels.items() if k != "count"}
    return switched.model_copy(update={
        "labels": {**planned.labels, **axis_labels(switched, lang, names)},  # type: ignore[arg-type]
        "title": chart_title(switched.type, switched.x_axis, switched.y_axis, switched.group_by, lang, names)})


def chart_figure(plan: ChartPlan, frame: pd.DataFrame):
    """The Plotly figure of a plan over the table's rows (raises ChartError when it cannot be drawn)."""
    return build_figure(plan, frame)


_STEP_PHRASES = {
    "en": {"run": "Running on {tenant}", "timeout": " — it timed out", "failed": " — the database reported an error",
           "give_up": "Giving up after three attempts", "retry_timeout": "Retrying after a timeout",
           "retry_error": "Retrying after a database error", "refused": "Checking the query — it was refused",
           "rewrite": "Rewriting the SQL", "ask_cost": "Estimating the cost — it reads a lot, asking first"},
    "tr": {"run": "{tenant} üzerinde çalıştırılıyor", "timeout": " — zaman aşımına uğradı",
           "failed": " — veritabanı bir hata bildirdi", "give_up": "Üç denemeden sonra bırakıldı",
           "retry_timeout": "Zaman aşımından sonra yeniden deneniyor",
           "retry_error": "Veritabanı hatasından sonra yeniden deneniyor",
           "refused": "Sorgu denetleniyor — reddedildi", "rewrite": "SQL yeniden yazılıyor",
           "ask_cost": "Maliyet tahmin ediliyor — çok veri okuyor, önce soruluyor"},
}


class StepLabeller:
    """Turn graph steps into the phrases the status box shows, with what the step found out.

    The graph's own labels are generic ("Running the query"); here they name the tenant and say
    why a retry happens ("Retrying after a timeout"), which needs the previous step's event. The
    phrases follow the conversation's language, which the first step (IntentRouter) reports.
    """

    def __init__(self, tenant: str, language: str = "en") -> None:
        """Label steps of one turn on ``tenant``, in ``language`` until a step says otherwise."""
        self.tenant = tenant
        self.language = language
        self._last_event: str | None = None

    def label(self, step: StepEvent) -> str:
        """The phrase for one finished step."""
        self.language = str(step.update.get("language") or self.language)
        say = _STEP_PHRASES.get(self.language, _STEP_PHRASES["en"])
        event = step.update.get("last_event")
        text = step.label
        if step.node == "DbExecute":
            text = say["run"].format(tenant=self.tenant)
            if event == "QUERY_TIMEOUT":
                text += say["timeout"]
            elif event == "QUERY_FAILED":
                text += say["failed"]
        elif step.node == "RetryController":
            if event == "SQL_RETRY_LIMIT_REACHED":
                text = say["give_up"]
            elif self._last_event == "QUERY_TIMEOUT":
                text = say["retry_timeout"]
            else:
                text = say["retry_error"]
        elif step.node == "SqlGuard" and event == "SQL_REJECTED":
            text = say["refused"]
        elif step.node == "CostCheck" and event == "COST_CONFIRMATION_NEEDED":
            text = say["ask_cost"]
        elif step.node == "Nlp2Sql" and self._last_event == "SQL_RETRY_REQUESTED":
            text = say["rewrite"]
        self._last_event = event or self._last_event
        return text


def confirm_answer(service: Any, tenant: str, thread_id: str, view: ResultView) -> None:
    """Keep the question→SQL pair as a verified example and record a thumbs-up."""
    service.metadata.add_verified_query(tenant=tenant, question=view.question, sql=view.sql)
    service.metadata.add_feedback(tenant=tenant, verdict="up", query_run_id=view.query_run_id,
                                  thread_id=thread_id)


def report_wrong(service: Any, tenant: str, thread_id: str, view: ResultView, comment: str) -> None:
    """Record a thumbs-down with the user's explanation (the correction turn follows it)."""
    service.metadata.add_feedback(tenant=tenant, verdict="down", query_run_id=view.query_run_id,
                                  thread_id=thread_id, comment=comment)


def total_row_count(service: Any, tenant: str, view: ResultView) -> int | None:
    """How many rows the query has without the row limit (None when that cannot be counted).

    Only asked when the table filled the limit: the count runs the SQL without its outer
    ``LIMIT`` inside ``COUNT(*)``, through the guard, with the insight timeout.
    """
    table, limit = view.table, service.registry.get(tenant).row_limit
    if not table.get("truncated") and table["row_count"] < limit:
        return table["row_count"]
    try:
        tree = sqlglot.parse_one(view.sql, dialect="duckdb")
        bound = tree.args.get("limit")
        value = bound.expression if isinstance(bound, exp.Limit) else None
        guard_limits = {str(limit), str(limit + 1)}  # the guard adds one row to detect truncation
        if bound is not None and not (isinstance(value, exp.Literal) and value.this in guard_limits):
            return table["row_count"]  # the question itself asked for this many rows
        tree.set("limit", None)
        count_tree = exp.select(exp.Count(this=exp.Star()).as_("n")).from_(tree.subquery("q"))
        count = count_tree.sql(dialect="duckdb")
        verdict = check_sql(count, service.policy(tenant), row_limit=1)
        if not verdict.allowed or not verdict.sql:
            return None
        result = service.tenant_db(tenant).execute(verdict.sql, limit=1,
                                                   timeout_s=service.settings.insight_timeout_s)
        return int(result.rows[0][0])
    except Exception:  # noqa: BLE001 - a count is a nicety: without it the page says "first N rows"
        return None


def thread_of_run(service: Any, tenant: str, run: Any) -> str | None:
    """The conversation a recorded run came from, if it still exists in this tenant."""
    if not run.thread_id or run.tenant != tenant:
        return None
    return run.thread_id if service.thread_state(tenant, run.thread_id).get("messages") else None
