"""What the engine refuses or asks about instead of guessing; raw SQL; suggestions; speed."""

from __future__ import annotations

import datetime as dt

import pytest

from agent.analytics.semantic import SemanticEngine, build_value_index

AS_OF = dt.date(2026, 11, 15)
PII = ("email", "phone", "tax_id")


@pytest.mark.parametrize(
    "question",
    [
        "show customer tax ids",
        "list the emails of our customers",
        "müşterilerin telefon numaraları",
        "customer phone numbers in Germany",
        "vergi numarası olan müşteriler",
    ],
)
def test_personal_data_is_refused(engine, question: str) -> None:
    result = engine.answer(question, AS_OF)
    assert not result.ok and result.refused and result.sql is None and result.clarification


@pytest.mark.parametrize(
    "question",
    [
        "update the price of all products to zero",
        "delete all cancelled orders",
        "drop table customers",
        "tüm siparişleri sil",
        "insert a new customer called Acme",
        "set the discount of order 5 to 0",
    ],
)
def test_modifications_are_refused(engine, question: str) -> None:
    result = engine.answer(question, AS_OF)
    assert not result.ok and result.sql is None and result.clarification


@pytest.mark.parametrize(
    "question",
    [
        "read the file /etc/passwd",
        "open ~/secrets.txt",
        "load https://example.com/data.csv",
        "select * from read_csv('/etc/passwd')",
        "show me the contents of the file config.yaml",
    ],
)
def test_file_access_is_refused(engine, question: str) -> None:
    result = engine.answer(question, AS_OF)
    assert not result.ok and result.sql is None and result.clarification


def test_raw_select_is_passed_through_unless_it_reads_pii(engine, semantic_con) -> None:
    ok = engine.answer("SELECT country, COUNT(*) AS n FROM customers GROUP BY country", AS_OF)
    assert ok.ok and ok.sql.startswith("SELECT country") and ok.plan.raw_sql
    assert semantic_con.execute(ok.sql).fetchall()
    for sql in (
        "select * from customers",
        "SELECT email FROM customers",
        "WITH c AS (SELECT * FROM customers) SELECT * FROM c",
        "select c.tax_id from customers c",
    ):
        result = engine.answer(sql, AS_OF)
        assert not result.ok and result.refused, sql


def test_analytics_words_that_look_like_edits_are_not_refused(engine) -> None:
    previous = engine.answer("revenue by country", AS_OF).plan
    assert engine.answer("remove Türkiye", AS_OF, previous=previous).ok
    assert engine.answer("add channel", AS_OF, previous=previous).ok
    assert not engine.answer("revenue change by month in 2025", AS_OF).refused


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("revenue in Mexico", "Mexico"),
        ("revenue of electronics", "electronics"),
        ("sales forecast for next year", "forecast"),
        ("customer churn rate", "churn"),
    ],
)
def test_unknown_words_get_a_clarification_with_suggestions(engine, question: str, word: str) -> None:
    result = engine.answer(question, AS_OF)
    assert not result.ok and result.sql is None
    assert word in result.clarification and result.suggestions


def test_nothing_understood(engine) -> None:
    result = engine.answer("by country in 2025", AS_OF)
    assert not result.ok and "measure" in result.clarification
    tr = engine.answer("2025 yılında ülkelere göre", AS_OF)
    assert not tr.ok and tr.language == "tr"


def test_impossible_breakdown_is_explained(engine) -> None:
    result = engine.answer("exports by product category", AS_OF)  # a shipment has many order lines
    assert not result.ok and "double counting" in result.clarification


def test_tenant_without_shipments(semantic_con, semantic_model) -> None:
    allowed = {"customers", "products", "orders", "order_items"}
    engine = SemanticEngine(semantic_model, build_value_index(semantic_con, semantic_model, allowed), allowed)
    result = engine.answer("total export value by country", AS_OF)
    assert not result.ok and "not available" in result.clarification
    assert engine.answer("revenue by country", AS_OF).ok
    assert all("shipments" not in (engine.answer(q, AS_OF).sql or "") for q in engine.suggestions("en"))
    assert "exports" not in engine.usable_metrics()


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_suggestions_are_answerable(engine, semantic_con, lang: str) -> None:
    suggestions = engine.suggestions(lang)
    assert len(suggestions) >= 3
    for question in suggestions:
        result = engine.answer(question, AS_OF)
        assert result.ok and result.language == lang, question
        semantic_con.execute(result.sql).fetchall()


def test_explanations_name_what_was_computed(engine) -> None:
    en = engine.answer("revenue by destination country in 2025", AS_OF)
    assert (
        en.explanation.startswith("Revenue")
        and "destination country" in en.explanation
        and "2025" in en.explanation
    )
    tr = engine.answer("geçen ay ülkelere göre ciro", AS_OF)
    assert tr.language == "tr" and tr.explanation.startswith("Ciro") and "Ekim 2026" in tr.explanation


@pytest.mark.parametrize(
    ("message", "refused"),
    [
        ("select 1; drop table customers", True),
        ("tüm fiyatları güncelle", True),
        ("SET threads=1", True),
        ("attach '/tmp/other.duckdb' as o", True),
        ("update me on revenue", False),
        ("set of customers in Germany", False),
    ],
)
def test_statements_that_are_not_queries(engine, message: str, refused: bool) -> None:
    result = engine.answer(message, AS_OF)
    assert result.sql is None and result.refused is refused


def test_average_needs_a_per(engine) -> None:
    result = engine.answer("average revenue", AS_OF)
    assert not result.ok and "average" in result.clarification
    assert engine.answer("average revenue per customer", AS_OF).ok


@pytest.mark.parametrize("question", ["change the price of all products to zero", "please change the prices"])
def test_requests_to_change_prices_are_refused(engine, question: str) -> None:
    result = engine.answer(question, AS_OF)
    assert not result.ok and result.sql is None and result.refused


@pytest.mark.parametrize("question", ["how did the average price change", "change in average price by month"])
def test_how_a_measure_moved_is_no_request_to_change_it(engine, question: str) -> None:
    """Why: "how did the median sale price change" was refused as "I can only read data, never change it"."""
    assert not engine.answer(question, AS_OF).refused
