"""InsightRuntime: fill each insight template by running its small SQL through guard and DB.

Each insight query reads the current result as the CTE ``result`` and runs with a smaller
timeout and a one-row limit; one failing insight makes the set PARTIAL, not the turn a failure.
While DuckDB runs one insight in a worker thread (it releases the GIL) the guard checks the
next one, so the two halves of the work overlap on a multi-core machine; results are taken and
recorded in the plan's order, as if they had run one after another.
"""

from __future__ import annotations

import decimal
from concurrent.futures import Future, ThreadPoolExecutor

from langgraph.runtime import Runtime

from agent.analytics.chart_planning import wrap_insight_sql
from agent.analytics.context import AnalyticsContext
from agent.analytics.guard import check_sql
from agent.analytics.runs import record_run
from agent.analytics.schemas import InsightSpec
from agent.analytics.state import ConversationState
from agent.errors import QueryFailed
from agent.storage.tenants import QueryResult

__all__ = ["insight_runtime", "format_value", "MAX_PARALLEL"]

MAX_PARALLEL = 2  # insight queries DuckDB may run at once (each also uses the tenant's threads)


def format_value(value: object) -> str:
    """Render one figure for a sentence: thousands separators, two decimals at most."""
    if isinstance(value, decimal.Decimal):
        value = float(value)
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.0f}" if abs(value) >= 100 else f"{value:,.2f}"
    return str(value)


def insight_runtime(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """INSIGHTS_READY when every template was filled, INSIGHTS_PARTIAL otherwise."""
    ctx = runtime.context
    table_sql = (state.get("table_result") or {}).get("sql") or state.get("sql") or ""
    specs = [InsightSpec.model_validate(raw) for raw in state.get("insight_specs") or []]
    filled: list[str] = []
    failures = 0
    with ThreadPoolExecutor(max_workers=MAX_PARALLEL, thread_name_prefix="samaritan-insight") as pool:
        checked: list[tuple[InsightSpec, str | None, Future[QueryResult] | None]] = []
        for spec in specs:
            verdict = check_sql(wrap_insight_sql(table_sql, spec.sql), ctx.policy, row_limit=1)
            if not verdict.allowed or not verdict.sql:
                checked.append((spec, None, None))
                continue
            future = pool.submit(ctx.db.execute, verdict.sql, limit=1, timeout_s=ctx.settings.insight_timeout_s)
            checked.append((spec, verdict.sql, future))
        for spec, sql, future in checked:
            if sql is None or future is None:
                failures += 1
                continue
            try:
                result = future.result()
            except QueryFailed as exc:
                record_run(ctx, question=f"insight: {spec.template}", sql=sql, status="failed",
                           error=exc.db_message)
                failures += 1
                continue
            record_run(ctx, question=f"insight: {spec.template}", sql=sql, status="ok",
                       row_count=result.row_count, duration_ms=result.duration_ms)
            if not result.rows or result.rows[0][0] is None:
                failures += 1
                continue
            filled.append(spec.template.replace(spec.placeholder, format_value(result.rows[0][0])))
    event = "INSIGHTS_READY" if failures == 0 else "INSIGHTS_PARTIAL"
    return {"insights": filled, "last_event": event}
