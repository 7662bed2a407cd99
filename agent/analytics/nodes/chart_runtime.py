"""ChartRuntime: honour the chart plan on the current rows, or say plainly why it cannot.

The figure is built here to prove the plan works on the data, but only its spec (type,
encodings, layout) enters the state; the UI rebuilds the figure from cached rows.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from agent.analytics.charts import ChartError, build_figure, chart_spec
from agent.analytics.context import AnalyticsContext
from agent.analytics.runs import load_rows
from agent.analytics.schemas import ChartPlan
from agent.analytics.state import ConversationState
from agent.errors import SamaritanError

__all__ = ["chart_runtime"]


def chart_runtime(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """CHART_READY with a data-free spec, or CHART_ERROR with a reason."""
    ctx = runtime.context
    table = state.get("table_result")
    plan_data = state.get("chart_plan")
    if not table or not plan_data:
        return {"last_event": "CHART_ERROR", "error": "There is no table to chart."}
    try:
        plan = ChartPlan.model_validate(plan_data)
        frame = load_rows(ctx, table).to_frame()
        build_figure(plan, frame)
        spec = chart_spec(plan, frame)
    except ChartError as exc:
        return {"last_event": "CHART_ERROR", "error": str(exc)}
    except SamaritanError as exc:
        return {"last_event": "CHART_ERROR", "error": str(exc)}
    return {"chart_spec": spec, "last_event": "CHART_READY"}
