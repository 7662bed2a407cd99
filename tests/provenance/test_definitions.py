"""Measures in words, filters and periods read back from SQL: pure functions over the real sample model."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.analytics.provenance import build_provenance, define_metric, sql_facts
from agent.analytics.semantic import load_semantic_model

MODEL = load_semantic_model(Path(__file__).resolve().parents[2] / "sample_data" / "semantic_model.yaml")


@pytest.mark.parametrize(("name", "text"), [
    ("revenue", "Revenue = sum of quantity × unit price × (1 − discount), completed orders only; dated by order date"),
    ("orders", "Orders = number of distinct orders, completed orders only; dated by order date"),
    ("exports", "Export value = sum of export value usd; dated by ship date"),
    ("shipments", "Shipments = number of shipments rows; dated by ship date"),
    ("list_price", "Average list price = average of list price"),
    ("count:country", "Number of countries = number of distinct countries"),
])
def test_a_measure_is_defined_in_words_from_its_expression_filters_and_date(name: str, text: str) -> None:
    assert define_metric(MODEL, name)[0] == {"name": name, "text": text}


def test_a_ratio_defines_itself_and_both_parts() -> None:
    names = [d["name"] for d in define_metric(MODEL, "ratio:revenue:customers")]
    assert names == ["ratio:revenue:customers", "revenue", "customers"]
    assert define_metric(MODEL, "ratio:revenue:customers")[0]["text"] == "Revenue per customer = revenue ÷ customers"


def test_an_edited_expression_changes_the_sentence() -> None:
    edited = MODEL.model_copy(deep=True)
    raw = edited.model_dump()
    raw["metrics"]["revenue"]["expression"] = "SUM(order_items.quantity * order_items.unit_price)"
    from agent.analytics.semantic.model import model_from_dict

    model = model_from_dict(raw)
    assert define_metric(model, "revenue")[0]["text"].startswith("Revenue = sum of quantity × unit price,")


SQL = ("SELECT SUM(order_items.quantity) AS units FROM order_items JOIN orders ON order_items.order_id = "
       "orders.order_id JOIN customers ON orders.customer_id = customers.customer_id WHERE orders.status = "
       "'completed' AND orders.order_date >= CAST('2026-10-01' AS DATE) AND orders.order_date < "
       "CAST('2026-11-01' AS DATE) AND customers.country IN ('Germany', 'France') AND NOT orders.channel IN "
       "('Online') AND customers.city IS NULL")


def test_filters_are_read_back_in_the_models_words_and_the_period_as_inclusive_dates() -> None:
    facts = sql_facts(SQL, MODEL)
    assert facts.tables == ["customers", "order_items", "orders"]
    assert facts.filters == ["order status is completed", "country is Germany, France",
                             "sales channel is not Online", "city is not recorded"]
    assert facts.period() == {"start": "2026-10-01", "end": "2026-10-31"}
    assert facts.aliases == ["units"]


def test_provenance_of_bare_sql_finds_the_measures_by_alias_and_marks_the_default_filter() -> None:
    out = build_provenance(MODEL, SQL, row_count=1, query_run_id="r1", freshness={"orders": "2026-11-01T00:00:00"})
    assert [d["name"] for d in out["definitions"]] == ["units"]
    assert out["filters"][0] == "order status is completed (the default of units)"
    assert out["filters"][1] == "country is Germany, France"  # asked for: no "default" note
    assert out["period"] == {"start": "2026-10-01", "end": "2026-10-31"}
    assert (out["row_count"], out["query_run_id"], out["assumptions"]) == (1, "r1", [])


def test_sql_that_cannot_be_parsed_has_no_facts_and_no_error() -> None:
    facts = sql_facts("SELEC nonsense FROM", MODEL)
    assert (facts.tables, facts.filters, facts.period()) == ([], [], None)
