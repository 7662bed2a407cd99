"""Defence in depth: what the guard rejects, the hardened connection stops or the guard alone stops.

Half one: raw statements the read-only, locked-down connection must refuse on its own (writes,
ATTACH, COPY, INSTALL/LOAD, file readers, SET, file names as tables, writable CTEs) — they raise
``duckdb.Error``, write no file and leave every row count as built; the guard rejects them too.
Half two: statements the connection happily runs (PII, forbidden tables, SQL in strings, catalog
and settings, the zero-width differential) — only the guard stands between them and the user.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from agent.analytics.guard import GuardPolicy, check_sql

CONNECTION_REFUSES = [
    "INSERT INTO orders VALUES (999999, 1, DATE '2024-01-01', 'Online', 'completed')",
    "UPDATE products SET list_price = 0",
    "DELETE FROM orders",
    "DROP TABLE customers",
    "CREATE TABLE stolen AS SELECT * FROM customers",
    "ALTER TABLE orders ADD COLUMN x INTEGER",
    "TRUNCATE orders",
    "ATTACH '{tmp}/other.duckdb' AS other",
    "ATTACH ':memory:' AS scratch",
    "COPY customers TO '{tmp}/leak.csv'",
    "COPY (SELECT email FROM customers) TO '{tmp}/leak.csv' (FORMAT csv)",
    "EXPORT DATABASE '{tmp}/export'",
    "COPY orders FROM '{csv}'",
    "INSTALL httpfs",
    "LOAD httpfs",
    "LOAD '{tmp}/evil.duckdb_extension'",
    "SELECT * FROM read_csv('/etc/passwd')",
    "SELECT * FROM read_text('/etc/hostname')",
    "SELECT * FROM read_csv('{csv}')",
    "SELECT * FROM glob('/etc/*')",
    "SELECT * FROM '/etc/passwd'",
    "SELECT * FROM '{csv}'",
    "SET enable_external_access = true",
    "SET lock_configuration = false",
    "SET GLOBAL memory_limit = '100GB'",
    "RESET memory_limit",
    "PRAGMA memory_limit = '100GB'",
    "CREATE PERSISTENT SECRET s (TYPE http, BEARER_TOKEN 'x')",
    "WITH d AS (DELETE FROM orders RETURNING *) SELECT COUNT(*) FROM d",
    "WITH u AS (UPDATE orders SET status = 'x' RETURNING *) SELECT COUNT(*) FROM u",
    "WITH i AS (INSERT INTO orders VALUES (1, 1, DATE '2024-01-01', 'x', 'y') RETURNING *) SELECT * FROM i",
]

ONLY_THE_GUARD_STOPS = [
    "SELECT email FROM customers",
    "SELECT\u200bemail FROM customers",
    "SELECT\ufeffemail FROM customers",
    "SELECT c FROM customers c",
    "SELECT #7 FROM customers",
    "SELECT * FROM internal_audit",
    "SELECT * FROM query_table('internal_audit')",
    "SELECT * FROM query('SELECT tax_id FROM customers')",
    "SELECT * FROM duckdb_settings()",
    "SELECT current_setting('memory_limit') AS m",
    "SELECT * FROM information_schema.columns",
]


def _counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """Row counts of every table, read through a fresh cursor."""
    cur = con.cursor()
    try:
        names = [r[0] for r in cur.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'").fetchall()]
        return {t: cur.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] for t in names}
    finally:
        cur.close()


def _run(con: duckdb.DuckDBPyConnection, sql: str) -> list[tuple]:
    cur = con.cursor()
    try:
        return cur.execute(sql).fetchall()
    finally:
        cur.close()


@pytest.mark.parametrize("statement", CONNECTION_REFUSES)
def test_connection_alone_refuses(statement: str, hardened: duckdb.DuckDBPyConnection,
                                  demo_counts: dict[str, int], demo_policy: GuardPolicy, tmp_path: Path):
    csv = tmp_path / "data.csv"
    csv.write_text("order_id,status\n1,completed\n", encoding="utf-8")
    sql = statement.format(tmp=tmp_path, csv=csv)
    assert not check_sql(sql, demo_policy).allowed
    with pytest.raises(duckdb.Error):
        _run(hardened, sql)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.csv"]  # nothing written
    assert _counts(hardened) == demo_counts


@pytest.mark.parametrize("statement", ONLY_THE_GUARD_STOPS)
def test_only_the_guard_stops(statement: str, hardened: duckdb.DuckDBPyConnection, demo_policy: GuardPolicy):
    assert _run(hardened, statement + " LIMIT 1")  # the connection would answer ...
    verdict = check_sql(statement, demo_policy)
    assert not verdict.allowed and verdict.sql is None  # ... so the guard must not let it through
