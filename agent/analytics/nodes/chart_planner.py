"""ChartPlanner: choose the chart and its insight templates from column names and types only.

The planner never sees values (seed 002): what it gets is the request, the SQL and each column's
name, database type and logical type.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.schemas import ColumnInfo
from agent.analytics.state import ConversationState
from agent.errors import SamaritanError

__all__ = ["chart_planner", "columns_of"]


def columns_of(state: ConversationState) -> list[ColumnInfo]:
    """The current table's columns as the planner sees them."""
    table = state.get("table_result") or {}
    return [ColumnInfo(name=n, db_type=t, logical_type=lt)  # type: ignore[arg-type]
            for n, t, lt in zip(table.get("columns", []), table.get("db_types", []),
                                table.get("logical_types", []), strict=False)]


def chart_planner(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """CHART_PLAN_READY with a plan and insight specs, or CHART_ERROR when planning failed."""
    ctx = runtime.context
    try:
        out = ctx.backend.plan_chart(request=state.get("chart_request") or "", columns=columns_of(state),
                                     sql=state.get("sql") or "", question=state.get("question"),
                                     language=state.get("language", "en"),
                                     row_count=(state.get("table_result") or {}).get("row_count"))
    except SamaritanError as exc:
        return {"last_event": "CHART_ERROR", "error": str(exc)}
    return {
        "chart_plan": out.chart.model_dump(),
        "insight_specs": [spec.model_dump() for spec in out.insights],
        "last_event": "CHART_PLAN_READY",
    }
