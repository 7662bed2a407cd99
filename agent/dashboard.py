"""Pinned charts: what the Dashboard page shows, re-run from their SQL each time it loads.

A pin stores a chart's SQL and plan (type, encodings, layout), never its rows: loading the
dashboard runs each SQL again through the guard, so a pinned chart always shows current data.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from agent.analytics.charts import build_figure, chart_spec, plan_from_spec
from agent.analytics.schemas import ChartPlan
from agent.analytics.state import TableResult
from agent.errors import SamaritanError
from agent.storage.metadata import PinnedChart

__all__ = ["PinView", "pin_result", "load_pin", "pin_title"]


@dataclasses.dataclass
class PinView:
    """A pinned chart ready to draw: its figure, or the sentence saying why it cannot be drawn."""

    pin: PinnedChart
    figure: Any = None
    error: str | None = None
    row_count: int = 0


def pin_title(question: str, plan: ChartPlan) -> str:
    """The title a pin gets: the question asked, else the chart's own title."""
    return (question or plan.title or "Chart").strip()[:120]


def pin_result(service: Any, tenant: str, *, sql: str, question: str, plan: ChartPlan,
               frame: Any) -> PinnedChart:
    """Pin the chart drawn from ``frame`` (the rows of ``sql``) to the tenant's dashboard."""
    spec = chart_spec(plan, frame)
    title = pin_title(question, plan)
    return service.metadata.pin_chart(tenant=tenant, title=title, sql=sql, chart_spec=spec)


def load_pin(service: Any, tenant: str, pin: PinnedChart, generation: int = 0) -> PinView:
    """Run a pin's SQL again and rebuild its figure; ``generation`` > 0 forces a fresh run.

    The rows go through the service's result cache under a key of the pin and the generation, so
    a page rerun reuses them and Refresh (a new generation) runs the SQL again.
    """
    table = TableResult(query_run_id=f"pin:{pin.id}:{generation}", sql=pin.sql, columns=[], db_types=[],
                        logical_types=[], row_count=0, truncated=False)
    try:
        result = service.rows(tenant, table)
        figure = build_figure(plan_from_spec(pin.chart_spec), result.to_frame())
    except SamaritanError as exc:
        return PinView(pin, error=str(exc))
    except (KeyError, ValueError):
        return PinView(pin, error="This pin's chart description is damaged; remove it and pin it again.")
    return PinView(pin, figure=figure, row_count=result.row_count)
