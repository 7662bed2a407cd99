"""The offline chart planner: chart type per column-type combination, explicit requests, titles."""

from __future__ import annotations

import pytest

from agent.analytics.chart_planning import (
    humanize_column,
    plan_chart_offline,
    plan_for_type,
    quote_ident,
    requested_chart_type,
    wrap_insight_sql,
)
from agent.analytics.schemas import ChartPlanOutput, ColumnInfo


def col(name: str, logical: str, db_type: str = "") -> ColumnInfo:
    default = {"numeric": "DOUBLE", "date": "DATE", "categorical": "VARCHAR", "text": "TEXT", "id": "INTEGER"}
    return ColumnInfo(name=name, db_type=db_type or default[logical], logical_type=logical)  # type: ignore[arg-type]


COUNTRY, SEGMENT = col("country", "categorical"), col("segment", "categorical")
MONTH, REVENUE, FREIGHT = col("month", "date"), col("revenue", "numeric"), col("freight", "numeric")


@pytest.mark.parametrize(
    ("columns", "row_count", "request_text", "expected"),
    [
        ([MONTH, REVENUE], 24, "", ("line", "month", "revenue", None)),
        ([MONTH, REVENUE], 24, "show it as an area chart", ("area", "month", "revenue", None)),
        ([COUNTRY, REVENUE], 20, "", ("bar", "country", "revenue", None)),
        ([COUNTRY, REVENUE], 5, "what is each country's share?", ("pie", "country", "revenue", None)),
        ([COUNTRY, REVENUE], 5, "ülkelerin payı nedir", ("pie", "country", "revenue", None)),
        ([COUNTRY, REVENUE], 5, "satış dağılımı", ("pie", "country", "revenue", None)),
        ([COUNTRY, REVENUE], 5, "", ("bar", "country", "revenue", None)),
        ([COUNTRY, REVENUE], 20, "what is each country's share?", ("bar", "country", "revenue", None)),
        ([COUNTRY, REVENUE], 20, "pie please", ("pie", "country", "revenue", None)),
        ([REVENUE, FREIGHT], 300, "", ("scatter", "revenue", "freight", None)),
        ([REVENUE], 300, "", ("histogram", "revenue", None, None)),
        ([COUNTRY, SEGMENT, REVENUE], 60, "", ("heatmap", "country", "revenue", "segment")),
        ([COUNTRY, SEGMENT, REVENUE], 12, "", ("bar", "country", "revenue", "segment")),
        ([MONTH, COUNTRY, REVENUE], 200, "", ("line", "month", "revenue", "country")),
        ([COUNTRY, SEGMENT], 40, "", ("count_per_category", "country", None, None)),
        ([col("customer_name", "text"), COUNTRY], 40, "", ("count_per_category", "country", None, None)),
    ],
)
def test_planner_picks_the_chart_for_each_column_combination(
    columns: list[ColumnInfo], row_count: int, request_text: str, expected: tuple
) -> None:
    plan = plan_chart_offline(columns, request_text, row_count).chart
    assert (plan.type, plan.x_axis, plan.y_axis, plan.group_by) == expected
    assert plan.title


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        ("Bunu bar chart yap", "bar"),
        ("çubuk grafik olarak göster", "bar"),
        ("ÇİZGİ grafiği çiz", "line"),
        ("make it a line chart", "line"),
        ("pasta grafiği", "pie"),
        ("Make it a PIE", "pie"),
        ("scatter plot please", "scatter"),
        ("saçılım grafiği", "scatter"),
        ("histogram", "histogram"),
        ("heat map", "heatmap"),
        ("ısı haritası", "heatmap"),
        ("box plot", "box"),
        ("kutu grafiği", "box"),
        ("area chart", "area"),
        ("alan grafiği", "area"),
        ("line yerine bar yap", "bar"),
        ("bar instead of line", "bar"),
        ("a line chart, not a bar", "line"),
        ("payment totals by country", None),
        ("", None),
    ],
)
def test_explicit_chart_words_in_english_and_turkish(request_text: str, expected: str | None) -> None:
    assert requested_chart_type(request_text) == expected


@pytest.mark.parametrize("kind", ["bar", "line", "area", "pie", "box", "histogram"])
def test_explicit_request_is_honoured_when_the_columns_allow_it(kind: str) -> None:
    plan = plan_chart_offline([COUNTRY, REVENUE], f"make it a {kind} chart", 20).chart
    assert plan.type == kind


def test_explicit_request_the_columns_cannot_honour_falls_back() -> None:
    # scatter needs two measures, heatmap two axes: the planner keeps the default bar
    assert plan_chart_offline([COUNTRY, REVENUE], "scatter plot", 20).chart.type == "bar"
    assert plan_chart_offline([COUNTRY, REVENUE], "heatmap", 20).chart.type == "bar"
    # a pie of averages would not add up to a whole
    avg = col("avg_price", "numeric")
    assert plan_chart_offline([COUNTRY, avg], "pasta grafiği", 5).chart.type == "bar"


def test_bar_request_without_a_measure_keeps_bar_with_no_y_axis() -> None:
    """Seed edge case 5.4: the plan says bar with y None so ChartRuntime raises CHART_ERROR."""
    columns = [col("customer_name", "text"), COUNTRY, col("customer_id", "id")]
    out = plan_chart_offline(columns, "Bunu bar chart yap ve anlamlı 2–3 insight üret.", 40, language="tr")
    assert out.chart.type == "bar"
    assert out.chart.y_axis is None
    assert out.chart.x_axis == "country"
    assert out.insights == []


def test_without_request_and_without_measure_it_counts_per_category() -> None:
    out = plan_chart_offline([COUNTRY, SEGMENT], "", 40)
    assert out.chart.type == "count_per_category"
    assert out.chart.aggregation == "count"
    assert len(out.insights) == 2


def test_output_is_the_shared_schema_with_two_or_three_insights() -> None:
    out = plan_chart_offline([COUNTRY, REVENUE], "", 20)
    assert isinstance(out, ChartPlanOutput)
    assert 2 <= len(out.insights) <= 3
    assert all(spec.placeholder in spec.template for spec in out.insights)


def test_averages_are_averaged_and_totals_summed() -> None:
    assert plan_chart_offline([COUNTRY, REVENUE]).chart.aggregation == "sum"
    assert plan_chart_offline([COUNTRY, col("avg_order_value", "numeric")]).chart.aggregation == "mean"
    assert plan_chart_offline([COUNTRY, col("Ortalama sepet", "numeric")]).chart.aggregation == "mean"


def test_titles_follow_the_language() -> None:
    columns = [COUNTRY, col("total_revenue", "numeric")]
    assert plan_chart_offline(columns, language="en").chart.title == "Total revenue by country"
    assert plan_chart_offline(columns, language="tr").chart.title == "Country bazında total revenue"
    tr = plan_chart_offline(columns, language="tr").insights
    assert tr[0].template.startswith("En yüksek")


def test_labels_word_titles_and_insights_and_leave_the_sql_alone() -> None:
    labels = {"country": "ülke", "revenue": "ciro"}
    plain = plan_chart_offline([COUNTRY, REVENUE], language="tr")
    worded = plan_chart_offline([COUNTRY, REVENUE], language="tr", labels=labels)
    assert worded.chart.title == "Ülke bazında ciro"
    assert [i.template for i in worded.insights] == ["En yüksek ciro: $X.", "En düşük ciro: $X.",
                                                     "Ciro içinde en büyük ülke payı: $X."]
    assert [i.sql for i in worded.insights] == [i.sql for i in plain.insights]  # columns keep their names
    assert (worded.chart.x_axis, worded.chart.y_axis) == ("country", "revenue")
    monthly = plan_chart_offline([MONTH, FREIGHT], language="tr", labels={"month": "ay"})
    assert monthly.chart.title == "Ay bazında freight"  # a column without a label keeps its name


def test_plan_for_type_returns_none_when_the_columns_cannot_support_it() -> None:
    assert plan_for_type([COUNTRY, SEGMENT], "bar") is None
    assert plan_for_type([COUNTRY, REVENUE], "heatmap") is None
    assert plan_for_type([COUNTRY, REVENUE], "scatter") is None
    heat = plan_for_type([MONTH, COUNTRY, REVENUE], "heatmap")
    assert heat is not None and (heat.x_axis, heat.group_by, heat.y_axis) == ("month", "country", "revenue")


def test_helpers_quote_and_humanize() -> None:
    assert quote_ident("order count") == '"order count"'
    assert quote_ident('we"ird') == '"we""ird"'
    assert humanize_column("total_revenue_usd") == "Total revenue usd"
    assert humanize_column("GMV") == "GMV"


def test_wrap_insight_sql_merges_ctes_and_strips_semicolons() -> None:
    assert wrap_insight_sql("SELECT 1 AS a;", "SELECT a FROM result") == (
        "WITH result AS (\nSELECT 1 AS a\n)\nSELECT a FROM result"
    )
    merged = wrap_insight_sql("SELECT 1 AS a", "WITH t AS (SELECT a FROM result) SELECT a FROM t;")
    assert merged == "WITH result AS (\nSELECT 1 AS a\n), t AS (SELECT a FROM result) SELECT a FROM t"
