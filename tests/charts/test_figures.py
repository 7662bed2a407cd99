"""ChartRuntime's core: figures from real rows, CHART_ERROR cases, and data-free chart specs."""

from __future__ import annotations

import datetime as dt
import decimal
import json

import pandas as pd
import plotly.graph_objects as go
import plotly.io as pio
import pytest

from agent.analytics.chart_planning import plan_chart_offline, plan_for_type
from agent.analytics.charts import ChartError, build_figure, chart_spec, plan_from_spec, switchable_types
from agent.analytics.schemas import ChartPlan
from agent.errors import SamaritanError

from .conftest import QUERIES, Query

ALL_TYPES = ["bar", "line", "area", "scatter", "pie", "histogram", "heatmap", "box", "count_per_category"]


def test_every_chart_type_builds_from_real_rows(query: Query) -> None:
    built: set[str] = set()
    for key in QUERIES:
        frame, columns = query(key)
        for kind in switchable_types(columns):
            plan = plan_for_type(columns, kind)  # type: ignore[arg-type]
            assert plan is not None and plan.type == kind
            figure = build_figure(plan, frame)
            assert isinstance(figure, go.Figure) and figure.data, (key, kind)
            assert figure.layout.template == pio.templates["plotly_white"], (key, kind)  # the house look
            built.add(kind)
    assert built == set(ALL_TYPES)


@pytest.mark.parametrize("key", list(QUERIES))
def test_the_offline_plan_for_each_table_builds(query: Query, key: str) -> None:
    frame, columns = query(key)
    plan = plan_chart_offline(columns, "", len(frame)).chart
    figure = build_figure(plan, frame)
    assert figure.layout.title.text == plan.title


def test_switchable_types_follow_the_columns(query: Query) -> None:
    assert switchable_types(query("names_only")[1]) == ["count_per_category"]
    assert switchable_types(query("weights")[1]) == ["histogram", "box"]
    with_time = switchable_types(query("by_month_channel")[1])
    assert {"line", "area", "heatmap", "bar"} <= set(with_time)
    assert "scatter" in switchable_types(query("shipments")[1])


def test_bar_without_a_numeric_column_is_a_chart_error(query: Query) -> None:
    """Seed edge case 5.4 end to end: categorical table + "bar chart yap" → ChartError."""
    frame, columns = query("names_only")
    plan = plan_chart_offline(columns, "Bunu bar chart yap ve anlamlı 2–3 insight üret.", len(frame)).chart
    with pytest.raises(ChartError, match="no numeric column") as caught:
        build_figure(plan, frame)
    assert isinstance(caught.value, SamaritanError)
    with pytest.raises(ChartError):
        chart_spec(plan, frame)


@pytest.mark.parametrize(
    ("plan", "message"),
    [
        (ChartPlan(type="bar", x_axis="country", y_axis="segment"), "not numeric"),
        (ChartPlan(type="bar", x_axis="country", y_axis="revenue_usd"), "no such column"),
        (ChartPlan(type="line", x_axis=None, y_axis="total_revenue"), "x axis"),
        (ChartPlan(type="heatmap", x_axis="country", y_axis="total_revenue"), "two columns"),
        (ChartPlan(type="pie", x_axis="country", y_axis="profit"), "negative"),
        (ChartPlan(type="bar", x_axis="country", y_axis=None), "names none"),
    ],
)
def test_plans_that_cannot_be_honoured_raise_chart_error(plan: ChartPlan, message: str) -> None:
    frame = pd.DataFrame({
        "country": ["Germany", "France", "Iraq"],
        "segment": ["Retail", "Retail", "Wholesale"],
        "total_revenue": [decimal.Decimal("10.50"), decimal.Decimal("7.25"), None],
        "profit": [3.0, -1.0, 2.0],
    })
    with pytest.raises(ChartError, match=message):
        build_figure(plan, frame)


def test_empty_table_is_a_chart_error() -> None:
    with pytest.raises(ChartError, match="no rows"):
        build_figure(ChartPlan(type="bar", x_axis="a", y_axis="b"), pd.DataFrame({"a": [], "b": []}))


def test_decimals_become_floats_and_time_axes_are_sorted(query: Query) -> None:
    frame, columns = query("by_month")  # ordered by revenue; values are Decimals and dates
    assert isinstance(frame["revenue"].iloc[0], decimal.Decimal)
    assert isinstance(frame["month"].iloc[0], dt.date)
    plan = plan_chart_offline(columns, "", len(frame)).chart
    trace = build_figure(plan, frame).data[0]
    xs = list(pd.to_datetime(trace.x))
    assert xs == sorted(xs)
    assert all(isinstance(v, float) for v in trace.y)


def test_axis_titles_are_readable() -> None:
    frame = pd.DataFrame({"destination_country": ["A", "B"], "export_value_usd": [1.0, 2.0]})
    plan = ChartPlan(type="bar", x_axis="destination_country", y_axis="export_value_usd")
    figure = build_figure(plan, frame)
    assert figure.layout.xaxis.title.text == "Destination country"
    assert figure.layout.yaxis.title.text == "Export value usd"
    assert figure.layout.title.text == "Export value usd by destination country"


def test_aggregation_combines_duplicate_rows() -> None:
    frame = pd.DataFrame({"channel": ["Online", "Online", "Partner"], "amount": [1.0, 2.0, 5.0]})
    summed = build_figure(ChartPlan(type="bar", x_axis="channel", y_axis="amount", aggregation="sum"), frame)
    assert list(summed.data[0].y) == [3.0, 5.0]
    mean = build_figure(ChartPlan(type="bar", x_axis="channel", y_axis="amount", aggregation="mean"), frame)
    assert list(mean.data[0].y) == [1.5, 5.0]


def test_count_per_category_counts_rows(query: Query) -> None:
    frame, _ = query("names_only")
    figure = build_figure(ChartPlan(type="count_per_category", x_axis="segment"), frame)
    counts = dict(zip(figure.data[0].x, figure.data[0].y, strict=True))
    assert counts == frame["segment"].value_counts().to_dict()


def test_pie_folds_small_slices_into_other() -> None:
    frame = pd.DataFrame({"name": [f"n{i}" for i in range(15)], "v": [float(i + 1) for i in range(15)]})
    figure = build_figure(ChartPlan(type="pie", x_axis="name", y_axis="v"), frame)
    assert len(figure.data[0].labels) == 10 and "Other" in list(figure.data[0].labels)
    assert sum(figure.data[0].values) == pytest.approx(frame["v"].sum())


@pytest.mark.parametrize("key", list(QUERIES))
def test_chart_spec_holds_no_data(query: Query, key: str) -> None:
    frame, columns = query(key)
    for kind in switchable_types(columns):
        plan = plan_for_type(columns, kind)  # type: ignore[arg-type]
        assert plan is not None
        text = json.dumps(chart_spec(plan, frame))
        for column in frame.columns:
            for value in frame[column].dropna().unique()[:50]:
                rendered = value.isoformat() if isinstance(value, dt.date) else str(value)
                if isinstance(value, str) and value.lower() in {c.lower() for c in frame.columns}:
                    continue
                if isinstance(value, (int, float, decimal.Decimal)) and abs(float(value)) < 1000:
                    continue  # short numbers can occur in any text; large ones must not
                assert rendered not in text, (key, kind, column, rendered)


def test_chart_spec_describes_encodings_and_layout_and_rebuilds(query: Query) -> None:
    frame, columns = query("by_month_channel")
    plan = plan_chart_offline(columns, "", len(frame)).chart
    spec = chart_spec(plan, frame)
    assert spec["type"] == "line"
    assert spec["encodings"] == {"x": "month", "y": "order count", "color": "channel"}
    assert spec["layout"]["title"] == "Order count by month and channel"
    assert spec["layout"]["yaxis_title"] == "Order count"
    assert not any(isinstance(v, list) for v in spec["encodings"].values())
    rebuilt = build_figure(plan_from_spec(json.loads(json.dumps(spec))), frame)
    assert rebuilt.to_json() == build_figure(plan, frame).to_json()
