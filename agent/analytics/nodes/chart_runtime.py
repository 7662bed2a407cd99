"""ChartRuntime: honour the chart plan on the current rows, or say plainly why it cannot.

``chart_spec`` runs the whole validation of the plan against the rows (``prepare_chart_data``,
the same checks ``build_figure`` runs) and returns what enters the state: type, encodings and
layout. The Plotly figure itself is built only where it is drawn, by the UI from the cached
rows; building it here as well cost more than the rest of the node and was thrown away.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.runs import load_rows
from agent.analytics.schemas import ChartPlan
from agent.analytics.state import ConversationState
from agent.errors import SamaritanError

__all__ = ["chart_runtime"]


def chart_runtime(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """CHART_READY with a data-free spec, or CHART_ERROR with a reason."""
    # pandas and plotly load here, on the first chart, not with the graph: a question needs neither.
    from agent.analytics.charts import ChartError, chart_spec

    ctx = runtime.context
    table = state.get("table_result")
    plan_data = state.get("chart_plan")
    if not table or not plan_data:
        return {"last_event": "CHART_ERROR", "error": "There is no table to chart."}
    try:
        plan = ChartPlan.model_validate(plan_data)
        spec = chart_spec(plan, load_rows(ctx, table).to_frame())
    except ChartError as exc:
        return {"last_event": "CHART_ERROR", "error": str(exc)}
    except SamaritanError as exc:
        return {"last_event": "CHART_ERROR", "error": str(exc)}
    return {"chart_spec": spec, "last_event": "CHART_READY"}
