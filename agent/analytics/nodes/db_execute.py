"""DbExecute: run the validated SQL on the tenant's hardened connection.

The timeout grows on each technical retry (seed 002's UX notes), so a query that was merely slow
gets a fair second chance. Rows go to the in-process cache; the state and ``query_runs`` keep
only the SQL and its metadata. Usage grows only here, only on success, once per request.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.provenance import after_run
from agent.analytics.runs import record_run, table_result_of
from agent.analytics.state import ConversationState
from agent.errors import QueryFailed, QueryTimeout

__all__ = ["db_execute"]


def db_execute(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """QUERY_EXECUTED with the table's shape, or QUERY_TIMEOUT / QUERY_FAILED with the DB's message."""
    ctx = runtime.context
    sql = state.get("sql") or ""
    retry = state.get("technical_retry_count", 0)
    timeout = ctx.tenant.statement_timeout_s * (1 + retry)
    try:
        result = ctx.executor(sql, limit=ctx.tenant.row_limit, timeout_s=timeout)
    except QueryTimeout as exc:
        record_run(ctx, question=state.get("question"), sql=sql, status="timeout", error=exc.db_message)
        return {"last_event": "QUERY_TIMEOUT", "db_error_message": exc.db_message}
    except QueryFailed as exc:
        record_run(ctx, question=state.get("question"), sql=sql, status="failed", error=exc.db_message)
        return {"last_event": "QUERY_FAILED", "db_error_message": exc.db_message}
    run_id = record_run(ctx, question=state.get("question"), sql=sql, status="ok", row_count=result.row_count,
                        duration_ms=result.duration_ms, request_id=ctx.request_id)
    ctx.cache.put(run_id, result)
    ctx.metadata.increment_usage(ctx.tenant.name, ctx.request_id or run_id)
    return {
        "last_event": "QUERY_EXECUTED",
        "db_error_message": None,
        "query_run_id": run_id,
        "table_result": table_result_of(run_id, sql, result),
        "chart_plan": None,
        "chart_spec": None,
        "insight_specs": None,
        "insights": None,
        **after_run(state, ctx, run_id, sql, result.row_count),
    }
