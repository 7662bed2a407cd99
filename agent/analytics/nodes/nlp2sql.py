"""Nlp2Sql: write the SQL for a question, revise it after a DB error or business feedback.

The three prompt modes of seed 002 (first attempt, technical retry, business feedback) are
chosen here from the state; the backend (offline engine or LLM) does the writing.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.provenance import remembered_reading
from agent.analytics.runs import load_rows
from agent.analytics.state import ConversationState
from agent.errors import SamaritanError

__all__ = ["nlp2sql"]


def _previous_table(state: ConversationState, ctx: AnalyticsContext) -> tuple[list[str], list] | None:
    """The table on screen (columns, rows) for a follow-up such as "why?" after a monthly chart."""
    table = state.get("table_result")
    if not table:
        return None
    try:
        result = load_rows(ctx, table)
    except SamaritanError:
        return None
    return list(table["columns"]), list(result.rows)


def nlp2sql(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """Return new ``sql`` (SQL_GENERATED) or a clarification (SQL_NOT_UNDERSTOOD)."""
    ctx = runtime.context
    retry = state.get("technical_retry_count", 0)
    extra = {}
    if state.get("intent") == "FOLLOWUP_QUESTION" and getattr(ctx.backend, "name", "") == "offline":
        extra["table"] = _previous_table(state, ctx)
    try:
        draft = ctx.backend.write_sql(
            question=state.get("question") or "",
            previous_question=state.get("previous_question"),
            intent=state.get("intent") or "NEW_QUESTION",
            as_of=ctx.as_of,
            plan=state.get("plan"),
            previous_sql=state.get("sql"),
            db_error=state.get("db_error_message") if retry else None,
            feedback=state.get("business_feedback") if state.get("intent") == "BUSINESS_ERROR_FEEDBACK" else None,
            retry=retry,
            **extra,
        )
    except SamaritanError as exc:
        return {"last_event": "SQL_NOT_UNDERSTOOD", "error": str(exc)}
    if not draft.sql:
        return {"last_event": "SQL_NOT_UNDERSTOOD", "error": draft.clarification or ""}
    update: dict = {"sql": draft.sql, "last_event": "SQL_GENERATED", "explanation": draft.explanation or None}
    if draft.plan is not None or retry == 0:
        update["plan"] = draft.plan
    if draft.language:
        update["language"] = draft.language
    return remembered_reading(state, ctx, update)
