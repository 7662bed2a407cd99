"""Fixtures for chart, insight and export tests: real frames from a real sample database.

The sample tenants are built once per session with the documented generator CLI at a small
scale; tables come from real DuckDB queries, so Decimals, dates and NULLs arrive as they do in
the app.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import duckdb
import pandas as pd
import pytest

from agent.analytics.schemas import ColumnInfo, LogicalType

Query = Callable[[str], tuple[pd.DataFrame, list[ColumnInfo]]]

REVENUE = "SUM(i.quantity * i.unit_price * (1 - i.discount))"
QUERIES = {
    "by_country": f"""
        SELECT c.country, {REVENUE} AS total_revenue
        FROM orders o JOIN order_items i USING (order_id) JOIN customers c USING (customer_id)
        WHERE o.status = 'completed' GROUP BY 1 ORDER BY 2 DESC""",
    "by_month": f"""
        SELECT CAST(date_trunc('month', o.order_date) AS DATE) AS month, {REVENUE} AS revenue
        FROM orders o JOIN order_items i USING (order_id) GROUP BY 1 ORDER BY 2""",
    "by_month_channel": """
        SELECT date_trunc('month', order_date) AS month, channel, COUNT(*) AS "order count"
        FROM orders GROUP BY 1, 2""",
    "country_segment": """
        SELECT c.country, c.segment, AVG(i.unit_price) AS avg_price
        FROM orders o JOIN order_items i USING (order_id) JOIN customers c USING (customer_id)
        GROUP BY 1, 2""",
    "by_segment": "SELECT segment, COUNT(*) AS customers FROM customers GROUP BY 1 ORDER BY 1",
    "shipments": """
        SELECT export_value_usd, freight_cost_usd, incoterm FROM shipments ORDER BY shipment_id LIMIT 300""",
    "weights": "SELECT weight_kg FROM shipments ORDER BY shipment_id LIMIT 300",
    "names_only": "SELECT customer_name, country, segment FROM customers ORDER BY customer_id LIMIT 40",
}


def logical_type_of(db_type: str, name: str) -> LogicalType:
    """Classify a result column the way the app does, enough for these tests."""
    t = db_type.upper()
    if name.lower().endswith("_id"):
        return "id"
    if t.startswith(("DATE", "TIMESTAMP")):
        return "date"
    if t.startswith(("DECIMAL", "DOUBLE", "FLOAT", "HUGEINT", "BIGINT", "INTEGER", "SMALLINT")):
        return "numeric"
    return "categorical"


@pytest.fixture(scope="session")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo tenant's DuckDB file, generated once at a small scale."""
    out = tmp_path_factory.mktemp("charts-sample")
    subprocess.run(
        [sys.executable, "-m", "sample_data.generate", "--out", str(out), "--scale", "0.05"],
        check=True, capture_output=True, cwd=Path(__file__).resolve().parents[2],
    )
    return out / "demo.duckdb"


@pytest.fixture(scope="session")
def con(demo_db: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    """A read-only connection to the demo tenant."""
    connection = duckdb.connect(str(demo_db), read_only=True)
    yield connection
    connection.close()


@pytest.fixture(scope="session")
def query(con: duckdb.DuckDBPyConnection) -> Query:
    """Run SQL (or a QUERIES key) and return its rows as fetched (Decimals kept) plus column info."""

    def run(sql_or_key: str) -> tuple[pd.DataFrame, list[ColumnInfo]]:
        sql = QUERIES.get(sql_or_key, sql_or_key)
        cursor = con.cursor()
        result = cursor.execute(sql)
        names = [d[0] for d in result.description]
        columns = [
            ColumnInfo(name=d[0], db_type=str(d[1]), logical_type=logical_type_of(str(d[1]), d[0]))
            for d in result.description
        ]
        return pd.DataFrame(result.fetchall(), columns=names), columns

    return run
