"""The analytics graph's state: plain data only, never result rows (DESIGN section 2).

The checkpointer persists this state, so anything here is stored: the table's shape and its
``query_run_id`` are, its rows are not (they live in the result cache and are re-run on a miss);
the chart's type, encodings and layout are, its data arrays are not.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypedDict

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages

__all__ = ["ConversationState", "TableResult", "Event", "EVENTS"]

Event = Literal[
    "INTENT_DETECTED", "USER_ERROR_NO_TABLE", "SQL_GENERATED", "SQL_VALIDATED", "SQL_REJECTED",
    "QUERY_EXECUTED", "QUERY_TIMEOUT", "QUERY_FAILED", "SQL_RETRY_REQUESTED", "SQL_RETRY_LIMIT_REACHED",
    "CHART_PLAN_READY", "CHART_READY", "CHART_ERROR", "INSIGHTS_READY", "INSIGHTS_PARTIAL", "RESPONSE_READY",
    "SQL_NOT_UNDERSTOOD", "COST_CHECKED", "COST_CONFIRMATION_NEEDED", "NOTHING_TO_CONFIRM",
]
EVENTS: tuple[str, ...] = Event.__args__  # type: ignore[attr-defined]


class TableResult(TypedDict):
    """The current table's shape: what the UI and the chart planner need, without its rows."""

    query_run_id: str
    sql: str
    columns: list[str]
    db_types: list[str]
    logical_types: list[str]
    row_count: int
    truncated: bool


class ConversationState(TypedDict, total=False):
    """Seed 002's ConversationState plus the few fields the offline engine and idempotency need.

    ``messages`` uses LangGraph's ``add_messages`` reducer (append, with replacement by id);
    every other key is last-write-wins, and each turn's first node resets the per-turn keys.
    """

    messages: Annotated[list[AnyMessage], add_messages]
    intent: str | None
    question: str | None          # the analytic question the current SQL answers
    previous_question: str | None # the question before a follow-up (context for the model)
    chart_request: str | None     # the user's words when asking for a chart
    sql: str | None               # the latest SQL (as executed, after the guard)
    plan: dict[str, Any] | None   # the offline engine's query plan, for follow-ups and feedback
    table_result: TableResult | None
    query_run_id: str | None
    db_error_message: str | None
    technical_retry_count: int
    business_feedback: str | None
    chart_plan: dict[str, Any] | None
    chart_spec: dict[str, Any] | None
    insight_specs: list[dict[str, Any]] | None
    insights: list[str] | None
    last_event: str | None
    response_to: str | None       # the event the final answer responds to (last_event before RESPONSE_READY)
    error: str | None
    explanation: str | None
    language: str                 # "en" or "tr": answers follow the user's language
    request_id: str | None
    answer: str | None
    cost: dict[str, Any] | None   # the cost check's estimate; pending until answered when it asked (analytics/cost)
    provenance: dict[str, Any] | None     # how the current table was computed (metadata only)
    alternatives: list[dict[str, Any]]    # the other reading of an ambiguous question (SQL, count)
    readings: dict[str, str]              # readings the user chose in this thread ("measure": "units")
    next_reading: dict[str, str] | None   # a reading chosen for the next turn only (an assumption's button)
    applied_reading: dict[str, str] | None  # the chosen reading this turn's SQL uses, if any
