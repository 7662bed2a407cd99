"""The semantic lint's three rules on hand-written SQL, against the sample semantic model."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.analytics.lint import lint_reason, lint_sql
from agent.analytics.semantic import load_semantic_model

ROOT = Path(__file__).resolve().parents[2]
MODEL = load_semantic_model(ROOT / "sample_data" / "semantic_model.yaml")
COLUMNS = {
    "orders": ["order_id", "customer_id", "order_date", "channel", "status"],
    "order_items": ["order_id", "line_no", "product_id", "quantity", "unit_price", "discount"],
    "shipments": ["shipment_id", "order_id", "ship_date", "export_value_usd", "freight_cost_usd", "weight_kg"],
    "products": ["product_id", "product_name", "category", "list_price", "unit_cost"],
    "customers": ["customer_id", "customer_name", "country", "city", "segment", "signup_date"],
}


def rules(sql: str) -> list[str]:
    return [f.rule for f in lint_sql(sql, MODEL, COLUMNS)]


@pytest.mark.parametrize("sql", [
    # orders counted once per order line
    "SELECT o.channel, COUNT(o.order_id) FROM orders o JOIN order_items oi ON oi.order_id = o.order_id GROUP BY 1",
    # shipments (one per order) summed over order lines, through a one-to-one join
    "SELECT SUM(s.export_value_usd) FROM shipments s JOIN orders o ON s.order_id = o.order_id"
    " JOIN order_items oi ON oi.order_id = o.order_id",
    # a product's list price averaged over its order lines, column unqualified
    "SELECT category, AVG(list_price) FROM products JOIN order_items USING (product_id) GROUP BY 1",
])
def test_fan_out(sql: str) -> None:
    assert rules(sql) == ["fan_out"]


@pytest.mark.parametrize("sql", [
    "SELECT SUM(discount) FROM order_items",
    "SELECT SUM(c) FROM (SELECT country, COUNT(DISTINCT customer_id) AS c FROM customers GROUP BY country)",
    "WITH m AS (SELECT date_trunc('month', o.order_date) AS mo, AVG(oi.discount) AS d FROM order_items oi"
    " JOIN orders o USING (order_id) GROUP BY 1) SELECT SUM(m.d) FROM m",
    "SELECT SUM(r) FROM (SELECT channel, SUM(quantity) / COUNT(*) AS r FROM order_items"
    " JOIN orders USING (order_id) GROUP BY channel) t",
])
def test_non_additive_sum(sql: str) -> None:
    assert rules(sql) == ["non_additive_sum"]


@pytest.mark.parametrize("sql", [
    "SELECT SUM(quantity) FROM order_items JOIN orders USING (order_id) JOIN shipments USING (order_id)"
    " WHERE ship_date >= DATE '2025-01-01'",
    "SELECT SUM(s.export_value_usd) FROM shipments s JOIN orders o USING (order_id)"
    " WHERE o.order_date >= DATE '2025-01-01'",
])
def test_time_column(sql: str) -> None:
    assert rules(sql) == ["time_column"]


@pytest.mark.parametrize("sql", [
    "SELECT SUM(oi.quantity * oi.unit_price * (1 - oi.discount)) FROM order_items oi JOIN orders o"
    " USING (order_id) JOIN customers c USING (customer_id) WHERE c.country = 'Germany'"
    " AND o.order_date >= DATE '2025-01-01'",
    "SELECT COUNT(DISTINCT o.order_id) FROM orders o JOIN order_items oi USING (order_id)",  # DISTINCT: no repeat
    "SELECT COUNT(*) FROM orders o JOIN order_items oi USING (order_id)",  # counts lines, on purpose
    "SELECT SUM(oi.quantity * (oi.unit_price * (1 - oi.discount) - p.unit_cost)) FROM order_items oi"
    " JOIN products p USING (product_id)",  # the line is the grain, the product a lookup
    "SELECT o.channel, t.revenue FROM orders o JOIN (SELECT order_id, SUM(quantity) AS revenue FROM"
    " order_items GROUP BY order_id) t USING (order_id)",  # aggregated before the join
    "SELECT SUM(s.export_value_usd) FROM shipments s JOIN orders o USING (order_id)"
    " WHERE s.ship_date >= DATE '2025-01-01' AND o.order_date >= DATE '2024-12-01'",  # own date is filtered
    "SELECT 1 +",  # not SQL: the guard's to report
])
def test_sound_sql_has_no_findings(sql: str) -> None:
    assert rules(sql) == []


def test_reasons_are_one_sentence_naming_the_fix() -> None:
    findings = lint_sql("SELECT SUM(s.export_value_usd) FROM shipments s JOIN orders o USING (order_id)"
                        " WHERE o.order_date >= DATE '2025-01-01'", MODEL, COLUMNS)
    reason = lint_reason(findings)
    assert reason.endswith(".") and reason.count(". ") == 0
    assert "dated by ship date" in reason and "shipments.ship_date" in reason
    assert lint_reason([]) == ""


def test_check_sql_reports_lint_findings(home, capsys) -> None:
    import json

    from agent.__main__ import main

    fanned = "SELECT o.channel, COUNT(o.order_id) FROM orders o JOIN order_items oi USING (order_id) GROUP BY 1"
    assert main(["check-sql", fanned, "--tenant", "demo"]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["allowed"] is True and [f["rule"] for f in verdict["lint"]] == ["fan_out"]
    assert main(["check-sql", "SELECT COUNT(DISTINCT order_id) FROM orders", "--tenant", "demo"]) == 0
    assert json.loads(capsys.readouterr().out)["lint"] == []
