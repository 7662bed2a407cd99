"""The query connection is safe on its own, with no SQL guard in front of it."""

from __future__ import annotations

import time

import duckdb
import pytest

from agent.errors import QueryFailed, QueryTimeout
from agent.storage.tenants import TenantDB, TenantRegistry, connect_readonly


@pytest.fixture(scope="module")
def demo_db(sample_settings):
    db = TenantDB(TenantRegistry(sample_settings).get("demo"), sample_settings)
    yield db
    db.close()


def counts(db: TenantDB) -> dict[str, int]:
    """Row counts per table, read through the same process-wide database instance."""
    names = [r[0] for r in db.execute("SELECT table_name FROM information_schema.tables").rows]
    return {t: db.execute(f'SELECT COUNT(*) FROM "{t}"').rows[0][0] for t in names}


@pytest.mark.parametrize("statement", [
    "INSERT INTO orders VALUES (999999, 1, DATE '2024-01-01', 'Online', 'completed')",
    "UPDATE products SET list_price = 0",
    "DELETE FROM orders",
    "DROP TABLE customers",
    "CREATE TABLE stolen AS SELECT * FROM customers",
    "ATTACH '{globex}' AS other",
    "COPY customers TO '{out}'",
    "COPY (SELECT * FROM customers) TO '{out}' (FORMAT csv)",
    "INSTALL httpfs",
    "LOAD httpfs",
    "SELECT * FROM read_csv('/etc/passwd')",
    "SELECT * FROM '/etc/passwd'",
    "SELECT * FROM read_text('/etc/hostname')",
    "SET enable_external_access = true",
    "SET lock_configuration = false",
    "PRAGMA memory_limit='100GB'",
    "WITH d AS (DELETE FROM orders RETURNING *) SELECT COUNT(*) FROM d",
])
def test_connection_refuses_without_guard(demo_db, sample_settings, tmp_path, statement):
    before = counts(demo_db)
    out = tmp_path / "leak.csv"
    sql = statement.format(globex=sample_settings.tenants_dir / "globex.duckdb", out=out)
    with pytest.raises(QueryFailed):
        demo_db.execute(sql)
    assert not out.exists()
    assert counts(demo_db) == before


def test_configuration_is_locked_on_a_raw_connection(sample_settings):
    con = connect_readonly(sample_settings.tenants_dir / "globex.duckdb")
    try:
        with pytest.raises(duckdb.Error):
            con.execute("SET enable_external_access = true")
        with pytest.raises(duckdb.Error):
            con.execute("SELECT * FROM read_csv('/etc/passwd')")
        assert con.execute("SELECT COUNT(*) FROM orders").fetchone()[0] > 0
    finally:
        con.close()


def test_temp_view_does_not_outlive_its_cursor(demo_db):
    real = demo_db.execute("SELECT COUNT(*) FROM orders").rows[0][0]
    with demo_db.cursor() as cur:
        cur.execute("CREATE TEMP VIEW orders AS SELECT 1 AS order_id")
        assert cur.execute("SELECT COUNT(*) FROM orders").fetchone()[0] == 1
    assert demo_db.execute("SELECT COUNT(*) FROM orders").rows[0][0] == real


def test_slow_query_is_interrupted_by_the_timeout(demo_db):
    # An unbounded cross join would run for many minutes; the watchdog must stop it within ~0.5 s.
    started = time.perf_counter()
    with pytest.raises(QueryTimeout) as info:
        demo_db.execute("SELECT COUNT(*) FROM range(1000000000000) a", timeout_s=0.5)
    elapsed = time.perf_counter() - started
    assert elapsed < 5
    assert "timeout" in info.value.db_message


def test_truncation_is_reported(demo_db):
    result = demo_db.execute("SELECT order_id FROM orders ORDER BY order_id", limit=7)
    assert result.row_count == 7 and result.truncated
    whole = demo_db.execute("SELECT order_id FROM orders ORDER BY order_id LIMIT 3", limit=7)
    assert whole.row_count == 3 and not whole.truncated


def test_database_error_keeps_its_message(demo_db):
    with pytest.raises(QueryFailed) as info:
        demo_db.execute("SELECT no_such_column FROM orders")
    assert "no_such_column" in info.value.db_message


def test_introspection_marks_pii_and_allowed(demo_db):
    tables = {t.name: t for t in demo_db.tables()}
    assert set(tables) == {"customers", "products", "orders", "order_items", "shipments", "internal_audit"}
    assert not tables["internal_audit"].allowed and tables["orders"].allowed
    pii = {c.name for c in tables["customers"].columns if c.pii}
    assert pii == {"email", "phone", "tax_id"}
    segment = next(c for c in tables["customers"].columns if c.name == "segment")
    assert segment.logical_type == "categorical" and set(segment.distinct_values) == {"Wholesale", "Retail",
                                                                                       "Distributor"}
    email = next(c for c in tables["customers"].columns if c.name == "email")
    assert email.distinct_values == ()  # PII values are never sampled


def test_threads_get_their_own_cursors(demo_db):
    from concurrent.futures import ThreadPoolExecutor

    def count(status: str) -> int:
        return demo_db.execute(f"SELECT COUNT(*) FROM orders WHERE status = '{status}'").rows[0][0]

    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(count, ["completed", "cancelled", "returned"] * 4))
    total = demo_db.execute("SELECT COUNT(*) FROM orders").rows[0][0]
    assert sum(results[:3]) == total and results[:3] == results[3:6]


def test_second_connection_in_one_process_shares_the_hardened_instance(sample_settings):
    path = sample_settings.tenants_dir / "globex.duckdb"
    first = connect_readonly(path)
    second = connect_readonly(path)
    try:
        with pytest.raises(duckdb.Error):
            second.execute("SELECT * FROM read_csv('/etc/passwd')")
        first.close()
        assert second.execute("SELECT COUNT(*) FROM orders").fetchone()[0] > 0
    finally:
        second.close()
