"""Insight templates: their SQL runs on real DuckDB over ``WITH result AS (...)`` and reads well."""

from __future__ import annotations

import re

import duckdb
import pytest

from agent.analytics.chart_planning import plan_chart_offline, wrap_insight_sql
from agent.analytics.guard import GuardPolicy, check_sql
from agent.analytics.schemas import ChartPlanOutput

from .conftest import QUERIES, Query


def fill(con: duckdb.DuckDBPyConnection, table_sql: str, out: ChartPlanOutput) -> list[str]:
    """Run every insight as InsightRuntime does and return the filled sentences."""
    sentences = []
    for spec in out.insights:
        rows = con.execute(wrap_insight_sql(table_sql, spec.sql)).fetchall()
        assert len(rows) == 1, spec.sql
        assert isinstance(rows[0][0], str) and rows[0][0], spec.sql
        assert spec.placeholder in spec.template
        sentences.append(spec.template.replace(spec.placeholder, rows[0][0]))
    return sentences


@pytest.mark.parametrize("key", [k for k in QUERIES])
@pytest.mark.parametrize("language", ["en", "tr"])
def test_every_insight_sql_returns_one_formatted_row(
    con: duckdb.DuckDBPyConnection, query: Query, key: str, language: str
) -> None:
    frame, columns = query(key)
    out = plan_chart_offline(columns, "", len(frame), language=language)  # type: ignore[arg-type]
    sentences = fill(con, QUERIES[key], out)
    assert 2 <= len(sentences) <= 3
    assert all("$X" not in s and "None" not in s for s in sentences)


def test_category_insights_name_the_leader_with_thousands_separators(
    con: duckdb.DuckDBPyConnection, query: Query
) -> None:
    frame, columns = query("by_country")
    sentences = fill(con, QUERIES["by_country"], plan_chart_offline(columns, "", len(frame)))
    revenue = frame.assign(total_revenue=frame["total_revenue"].astype(float))
    top = revenue.sort_values("total_revenue", ascending=False).iloc[0]
    share = 100 * top["total_revenue"] / revenue["total_revenue"].sum()
    assert sentences[0] == f"Highest total revenue: {top['country']} ({top['total_revenue']:,.0f})."
    assert sentences[1].startswith("Lowest total revenue: ")
    assert sentences[2] == f"Top country's share of total revenue: {top['country']}, {share:.1f}%."


def test_growth_compares_the_first_and_last_period(con: duckdb.DuckDBPyConnection, query: Query) -> None:
    frame, columns = query("by_month")  # ordered by revenue, not by month: the SQL must sort by date
    sentences = fill(con, QUERIES["by_month"], plan_chart_offline(columns, "", len(frame)))
    series = frame.assign(revenue=frame["revenue"].astype(float)).sort_values("month")
    first, last = series["revenue"].iloc[0], series["revenue"].iloc[-1]
    change = 100 * (last - first) / first
    assert sentences[0] == f"Change in revenue from the first to the last period: {change:+.1f}%."
    assert re.fullmatch(r"Highest revenue: \d{4}-\d{2}-01 \([\d,]+\)\.", sentences[1])


def test_turkish_insights_use_turkish_number_formatting(con: duckdb.DuckDBPyConnection, query: Query) -> None:
    frame, columns = query("by_country")
    sentences = fill(con, QUERIES["by_country"], plan_chart_offline(columns, "", len(frame), language="tr"))
    assert re.fullmatch(r"En yüksek total revenue: \w[\w ]* \(\d{1,3}(\.\d{3})+\)\.", sentences[0])
    assert re.fullmatch(r"Total revenue içinde en büyük country payı: [\w ]+, %\d+,\d\.", sentences[2])


def test_identifiers_with_spaces_and_keywords_are_quoted(
    con: duckdb.DuckDBPyConnection, query: Query
) -> None:
    sql = 'SELECT segment AS "select", COUNT(*) AS "number of customers" FROM customers GROUP BY 1'
    frame, columns = query(sql)
    out = plan_chart_offline(columns, "", len(frame))
    assert out.chart.x_axis == "select"
    sentences = fill(con, sql, out)
    assert sentences[0].startswith("Highest number of customers: ")


def test_insights_over_a_table_sql_with_its_own_cte(con: duckdb.DuckDBPyConnection, query: Query) -> None:
    sql = "WITH t AS (SELECT segment, COUNT(*) AS n FROM customers GROUP BY 1) SELECT * FROM t;"
    frame, columns = query(sql.rstrip(";"))
    assert len(fill(con, sql, plan_chart_offline(columns, "", len(frame)))) == 3


def test_small_counts_are_whole_numbers(con: duckdb.DuckDBPyConnection, query: Query) -> None:
    sql = "SELECT * FROM (VALUES ('a', 3), ('b', 1)) AS t(label, n)"
    frame, columns = query(sql)
    sentences = fill(con, sql, plan_chart_offline(columns, "", len(frame)))
    assert sentences[0] == "Highest n: a (3)."
    assert sentences[2] == "Top label's share of n: a, 75.0%."


@pytest.fixture(scope="module")
def guard_policy(con: duckdb.DuckDBPyConnection) -> GuardPolicy:
    """The demo tenant's policy as SqlGuard sees it: its tables, columns and PII columns."""
    sql = "SELECT table_name, column_name FROM information_schema.columns ORDER BY 1, ordinal_position"
    rows = con.execute(sql).fetchall()
    columns: dict[str, tuple[str, ...]] = {}
    for table, column in rows:
        columns[table] = (*columns.get(table, ()), column)
    allowed = frozenset(columns) - {"internal_audit"}
    pii = {"customers": frozenset({"email", "phone", "tax_id"})}
    return GuardPolicy(allowed, {t: c for t, c in columns.items() if t in allowed}, pii, 1000)


@pytest.mark.parametrize("key", list(QUERIES))
def test_insight_sql_passes_sql_guard(
    con: duckdb.DuckDBPyConnection, query: Query, guard_policy: GuardPolicy, key: str
) -> None:
    """InsightRuntime sends every insight through SqlGuard; none may use what it forbids."""
    frame, columns = query(key)
    for language in ("en", "tr"):
        out = plan_chart_offline(columns, "", len(frame), language=language)  # type: ignore[arg-type]
        for spec in out.insights:
            verdict = check_sql(wrap_insight_sql(QUERIES[key], spec.sql), guard_policy, row_limit=1)
            assert verdict.allowed, (verdict.reason, spec.sql)
            assert verdict.sql is not None and len(con.execute(verdict.sql).fetchall()) == 1
