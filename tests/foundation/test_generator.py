"""The sample generator is deterministic and matches DESIGN section 6."""

from __future__ import annotations

import hashlib

import duckdb
import pytest

from sample_data.generate import CATEGORIES, CHANNELS, COUNTRIES, INCOTERMS, SEGMENTS, STATUSES, build_tenant

EXPECTED_COLUMNS = {
    "customers": ["customer_id", "customer_name", "country", "city", "segment", "signup_date", "email", "phone",
                  "tax_id"],
    "products": ["product_id", "product_name", "category", "list_price", "unit_cost"],
    "orders": ["order_id", "customer_id", "order_date", "channel", "status"],
    "order_items": ["order_id", "line_no", "product_id", "quantity", "unit_price", "discount"],
    "shipments": ["shipment_id", "order_id", "ship_date", "destination_country", "export_value_usd",
                  "freight_cost_usd", "incoterm", "weight_kg"],
    "internal_audit": ["audit_id", "created_at", "note"],
}


def checksums(path) -> dict[str, str]:
    con = duckdb.connect(str(path), read_only=True)
    try:
        out = {}
        for table in EXPECTED_COLUMNS:
            rows = con.execute(f"SELECT * FROM {table} ORDER BY ALL").fetchall()
            out[table] = hashlib.sha256(repr(rows).encode()).hexdigest()
        return out
    finally:
        con.close()


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    path = tmp_path_factory.mktemp("gen") / "demo.duckdb"
    build_tenant(path, seed=20240101, scale=0.25)
    con = duckdb.connect(str(path), read_only=True)
    yield path, con
    con.close()


def test_same_seed_gives_same_checksums(tmp_path):
    a, b, c = tmp_path / "a.duckdb", tmp_path / "b.duckdb", tmp_path / "c.duckdb"
    build_tenant(a, seed=11, scale=0.02, customer_scale=0.1)
    build_tenant(b, seed=11, scale=0.02, customer_scale=0.1)
    build_tenant(c, seed=12, scale=0.02, customer_scale=0.1)
    assert checksums(a) == checksums(b)
    assert checksums(a)["orders"] != checksums(c)["orders"]


def test_tables_and_columns(demo):
    _, con = demo
    for table, columns in EXPECTED_COLUMNS.items():
        got = [r[0] for r in con.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_name = ? ORDER BY ordinal_position",
            [table]).fetchall()]
        assert got == columns, table
    types = dict(con.execute("SELECT column_name, data_type FROM information_schema.columns "
                             "WHERE table_name = 'order_items'").fetchall())
    assert types["unit_price"] == "DECIMAL(10,2)" and types["discount"] == "DECIMAL(4,3)"


def test_sizes_at_default_scale_shape(demo):
    _, con = demo
    assert con.execute("SELECT COUNT(*) FROM customers").fetchone()[0] == 2000
    assert con.execute("SELECT COUNT(*) FROM products").fetchone()[0] == 240
    assert con.execute("SELECT COUNT(*) FROM orders").fetchone()[0] == 30000  # 120,000 × 0.25
    per_category = con.execute("SELECT category, COUNT(*) FROM products GROUP BY 1").fetchall()
    assert sorted(per_category) == sorted((c, 40) for c in CATEGORIES)


@pytest.mark.parametrize("table, column, vocabulary", [
    ("customers", "country", set(COUNTRIES)),
    ("shipments", "destination_country", set(COUNTRIES)),
    ("customers", "segment", set(SEGMENTS)),
    ("orders", "channel", set(CHANNELS)),
    ("orders", "status", set(STATUSES)),
    ("products", "category", set(CATEGORIES)),
    ("shipments", "incoterm", set(INCOTERMS)),
])
def test_vocabularies(demo, table, column, vocabulary):
    _, con = demo
    got = {r[0] for r in con.execute(f"SELECT DISTINCT {column} FROM {table}").fetchall()}
    assert got == vocabulary


def test_vocabularies_match_design():
    assert set(COUNTRIES) == {"Germany", "United States", "United Kingdom", "France", "Italy", "Spain",
                              "Netherlands", "Poland", "Romania", "Russia", "Iraq", "United Arab Emirates",
                              "Saudi Arabia", "Israel", "Egypt", "China", "Japan", "Brazil", "Canada", "Türkiye"}
    assert set(CATEGORIES) == {"Textiles", "Food & Beverage", "Machinery", "Chemicals", "Furniture",
                               "Automotive Parts"}


def test_status_mix(demo):
    _, con = demo
    share = dict(con.execute("SELECT status, COUNT(*) / SUM(COUNT(*)) OVER () FROM orders GROUP BY 1").fetchall())
    assert share["completed"] == pytest.approx(0.88, abs=0.015)
    assert share["cancelled"] == pytest.approx(0.07, abs=0.01)
    assert share["returned"] == pytest.approx(0.05, abs=0.01)


def test_shipments_only_for_completed_or_returned(demo):
    _, con = demo
    bad = con.execute("SELECT COUNT(*) FROM shipments s JOIN orders o USING (order_id) "
                      "WHERE o.status = 'cancelled'").fetchone()[0]
    missing = con.execute("SELECT COUNT(*) FROM orders o LEFT JOIN shipments s USING (order_id) "
                          "WHERE o.status IN ('completed', 'returned') AND s.order_id IS NULL").fetchone()[0]
    doubled = con.execute("SELECT COUNT(*) FROM (SELECT order_id FROM shipments GROUP BY 1 HAVING COUNT(*) > 1)"
                          ).fetchone()[0]
    assert (bad, missing, doubled) == (0, 0, 0)


def test_shipment_dates_and_destinations(demo):
    _, con = demo
    lo, hi = con.execute("SELECT MIN(ship_date - order_date), MAX(ship_date - order_date) "
                         "FROM shipments JOIN orders USING (order_id)").fetchone()
    assert 1 <= lo and hi <= 20
    wrong = con.execute("SELECT COUNT(*) FROM shipments s JOIN orders o USING (order_id) "
                        "JOIN customers c USING (customer_id) WHERE s.destination_country <> c.country").fetchone()[0]
    assert wrong == 0


def test_date_range_growth_and_seasonality(demo):
    _, con = demo
    first, last = con.execute("SELECT MIN(order_date), MAX(order_date) FROM orders").fetchone()
    assert str(first) == "2024-01-01" and str(last) == "2026-10-31"
    by_year = dict(con.execute("SELECT year(order_date), COUNT(*) FROM orders "
                               "WHERE month(order_date) <= 10 GROUP BY 1").fetchall())
    assert by_year[2024] < by_year[2025] < by_year[2026]
    by_month = dict(con.execute("SELECT month(order_date), COUNT(*) FROM orders WHERE year(order_date) = 2025 "
                                "GROUP BY 1").fetchall())
    assert by_month[10] > by_month[1] * 1.2  # busy autumn, slow January
