"""The shipped semantic model, model validation, inference for uploaded tables."""

from __future__ import annotations

import datetime as dt

import duckdb
import pytest

from agent.analytics.inference import infer_semantic_model
from agent.analytics.semantic import (
    SemanticEngine,
    SemanticModelError,
    build_value_index,
    model_from_dict,
)
from agent.analytics.semantic.text import fold
from agent.storage.tenants import ColumnMeta, TableInfo

AS_OF = dt.date(2026, 11, 15)


def _words(item) -> set[str]:
    return {fold(w) for w, _ in item.all_synonyms()}


def test_model_has_what_design_names(semantic_model) -> None:
    m = semantic_model
    expected = {
        "revenue": {"revenue", "sales", "turnover", "satis", "ciro"},
        "orders": {"orders", "siparis"},
        "units": {"units", "adet", "miktar"},
        "average_order_value": {"average order value", "ortalama siparis tutari"},
        "gross_margin": {"gross margin", "brut kar"},
        "customers": {"customers", "musteri"},
        "exports": {"exports", "export value", "ihracat"},
        "freight": {"freight", "navlun"},
        "shipments": {"shipments", "sevkiyat"},
    }
    for metric, words in expected.items():
        assert words <= _words(m.metrics[metric]), metric
    dims = {
        "country": {"country", "ulke"},
        "city": {"city", "sehir"},
        "segment": {"segment"},
        "channel": {"channel", "kanal", "satis kanali"},
        "status": {"status", "durum"},
        "category": {"category", "kategori"},
        "product": {"product", "urun"},
        "customer": {"customer", "musteri"},
        "destination_country": {"destination country"},
        "incoterm": {"incoterm"},
    }
    for dim, words in dims.items():
        assert words <= _words(m.dimensions[dim]), dim
    assert {"order_date", "ship_date"} <= set(m.time_columns)
    assert m.metrics["exports"].dimension_overrides["country"] == "destination_country"
    for name in ("revenue", "orders", "units", "average_order_value", "gross_margin", "customers"):
        assert [(f.dimension, f.values) for f in m.metrics[name].filters] == [("status", ["completed"])]
        assert m.metrics[name].time_column == "order_date"
    for name in ("exports", "freight", "shipments"):
        assert m.metrics[name].time_column == "ship_date" and not m.metrics[name].filters
    assert {"email", "phone", "tax_id"} == set(m.tables["customers"].pii)
    assert len(m.business_rules) >= 8 and all(isinstance(r, str) for r in m.business_rules)


@pytest.mark.parametrize(
    ("patch", "message"),
    [
        ({"metrics": {"x": {"table": "nope", "expression": "SUM(nope.a)"}}}, "unknown table"),
        ({"metrics": {"x": {"table": "t", "expression": "SUM(t.a"}}}, "cannot parse"),
        (
            {"metrics": {"x": {"table": "t", "expression": "SUM(t.a)", "time_column": "when"}}},
            "unknown time column",
        ),
        (
            {
                "metrics": {
                    "x": {
                        "table": "t",
                        "expression": "SUM(t.a)",
                        "filters": [{"dimension": "d", "values": ["v"]}],
                    }
                }
            },
            "unknown dimension",
        ),
        ({"dimensions": {"mail": {"table": "t", "column": "email"}}}, "personal-data"),
    ],
)
def test_invalid_models_fail_with_a_sentence(patch: dict, message: str) -> None:
    raw = {"tables": {"t": {"pii": ["email"]}}, **patch}
    with pytest.raises(SemanticModelError, match=message):
        model_from_dict(raw)


@pytest.fixture
def uploaded() -> tuple[duckdb.DuckDBPyConnection, list[TableInfo]]:
    con = duckdb.connect()
    con.execute("""CREATE TABLE sales_2025 AS SELECT * FROM (VALUES
        (1, DATE '2025-01-10', 'North', 'Widgets', 120.0, 3, 40.0, 'a@x.com'),
        (2, DATE '2025-02-11', 'South', 'Gadgets', 80.0, 2, 40.0, 'b@x.com'),
        (3, DATE '2025-02-20', 'North', 'Gadgets', 50.0, 1, 50.0, 'c@x.com'),
        (4, DATE '2025-03-05', 'West', 'Widgets', 200.0, 5, 40.0, 'd@x.com'))
        AS t(sale_id, sale_date, region, product_line, total_amount, qty, unit_price, email)""")
    distinct = {"region": ("North", "South", "West"), "product_line": ("Gadgets", "Widgets")}
    types = {
        "sale_id": "INTEGER",
        "sale_date": "DATE",
        "region": "VARCHAR",
        "product_line": "VARCHAR",
        "total_amount": "DOUBLE",
        "qty": "INTEGER",
        "unit_price": "DOUBLE",
        "email": "VARCHAR",
    }
    logical = {
        "sale_id": "id",
        "sale_date": "date",
        "region": "categorical",
        "product_line": "categorical",
        "total_amount": "numeric",
        "qty": "numeric",
        "unit_price": "numeric",
        "email": "text",
    }
    cols = tuple(ColumnMeta(n, types[n], logical[n], n == "email", distinct.get(n, ())) for n in types)
    return con, [TableInfo("sales_2025", 4, True, cols)]


def test_inferred_model_answers_questions(uploaded) -> None:
    con, infos = uploaded
    model = infer_semantic_model(infos)
    assert model.metrics["total_amount"].expression.startswith("SUM(")
    assert model.metrics["unit_price"].expression.startswith("AVG(")
    assert "sales_2025_count" in model.metrics and "email" in model.tables["sales_2025"].pii
    assert set(model.dimensions) == {"region", "product_line"}
    assert model.metrics["total_amount"].time_column == "sale_date"
    allowed = {"sales_2025"}
    engine = SemanticEngine(model, build_value_index(infos, model, allowed), allowed)
    result = engine.answer("total amount by region", AS_OF)
    assert result.ok, result.clarification
    assert sorted(con.execute(result.sql).fetchall()) == [("North", 170.0), ("South", 80.0), ("West", 200.0)]
    monthly = engine.answer("qty per month in 2025 for Widgets", AS_OF)
    assert monthly.ok, monthly.clarification
    assert sorted(r[-1] for r in con.execute(monthly.sql).fetchall()) == [3, 5]
    count = engine.answer("row count by product line", AS_OF)
    assert count.ok and sorted(con.execute(count.sql).fetchall()) == [("Gadgets", 2), ("Widgets", 2)]
    assert not engine.answer("show the emails", AS_OF).ok


def test_inferred_relationships(semantic_con) -> None:
    from agent.analytics.inference.infer import infer_semantic_model as infer

    infos = []
    for table in ("customers", "orders"):
        cols = semantic_con.execute(f"DESCRIBE {table}").fetchall()
        metas = []
        for name, dtype, *_ in cols:
            kind = "id" if name.endswith("_id") else "date" if dtype == "DATE" else "categorical"
            values = (
                tuple(r[0] for r in semantic_con.execute(f"SELECT DISTINCT {name} FROM {table}").fetchall())
                if kind == "categorical" and name in ("country", "channel", "status")
                else ()
            )
            metas.append(ColumnMeta(name, dtype, kind, name in ("email", "phone", "tax_id"), values))
        infos.append(TableInfo(table, 0, True, tuple(metas)))
    model = infer(infos)
    assert [(r.from_table, r.to_table) for r in model.relationships] == [("orders", "customers")]
    engine = SemanticEngine(
        model, build_value_index(infos, model, {"customers", "orders"}), {"customers", "orders"}
    )
    result = engine.answer("number of orders by country", AS_OF)
    assert result.ok, result.clarification
    assert "JOIN customers" in result.sql
