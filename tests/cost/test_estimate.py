"""The estimate and the cheaper reading on real DuckDB files and real SQL, without the graph."""

from __future__ import annotations

import datetime as dt
import json

import duckdb
import pytest

from agent.analytics.cost.estimate import estimate_cost, plan_cost, size_bound
from agent.analytics.cost.readings import cheaper_reading
from agent.analytics.cost.texts import about_rows, about_seconds, choice_from_text
from agent.analytics.edges import route_after_cost_check, route_after_guard, route_after_intent
from agent.analytics.semantic import load_semantic_model
from agent.config import SAMPLE_DATA_DIR

AS_OF = dt.date(2026, 11, 15)


@pytest.fixture(scope="module")
def con(tmp_path_factory):
    path = tmp_path_factory.mktemp("cost") / "big.duckdb"
    c = duckdb.connect(str(path))
    c.execute("CREATE TABLE orders AS SELECT range AS order_id, DATE '2020-01-01' + (range % 2500)::INT AS order_date,"
              " range % 7 AS channel, range % 97 AS customer_id FROM range(400000)")
    c.execute("CREATE TABLE order_items AS SELECT range AS line, range // 3 AS order_id, random() AS amount "
              "FROM range(1200000)")
    yield c
    c.close()


SIZES = {"orders": (400_000, 4), "order_items": (1_200_000, 3)}


def test_explain_counts_every_scanned_table_whole_even_when_filtered(con) -> None:
    sql = ("SELECT o.channel, SUM(i.amount) FROM order_items i JOIN orders o USING (order_id) "
           "WHERE o.order_date >= DATE '2026-01-01' GROUP BY 1")
    plan = json.loads(con.execute("EXPLAIN (FORMAT json) " + sql).fetchall()[0][1])
    rows, seconds, tables = plan_cost(plan, SIZES)
    assert rows == 1_600_000 and tables == ("order_items", "orders") and seconds > 0.001
    # A wider projection reads more values, so it is estimated slower.
    wide = json.loads(con.execute("EXPLAIN (FORMAT json) SELECT * FROM orders").fetchall()[0][1])
    narrow = json.loads(con.execute("EXPLAIN (FORMAT json) SELECT order_id FROM orders").fetchall()[0][1])
    assert plan_cost(wide, SIZES)[1] > plan_cost(narrow, SIZES)[1]


def test_the_size_bound_decides_alone_below_the_thresholds_and_explain_runs_above(con) -> None:
    sql = "SELECT count(*) FROM orders o JOIN orders p ON o.order_id = p.order_id + 1"
    rows, _, tables = size_bound(sql, SIZES)
    assert rows == 800_000 and tables == ("orders",)  # a self-join reads the table twice
    quiet = estimate_cost(con, sql, SIZES, max_rows=10_000_000, max_seconds=60)
    assert not quiet.explained and quiet.rows == 800_000
    loud = estimate_cost(con, sql, SIZES, max_rows=1000, max_seconds=60)
    assert loud.explained and loud.rows == 800_000 and loud.above(1000, 60)


def test_a_statement_duckdb_cannot_plan_keeps_the_bound_and_never_raises(con) -> None:
    est = estimate_cost(con, "SELECT nope FROM orders", SIZES, max_rows=1, max_seconds=0.0001)
    assert not est.explained and est.rows == 400_000


def test_any_sql_is_narrowed_on_a_semantic_time_column_it_reads_directly() -> None:
    model = load_semantic_model(SAMPLE_DATA_DIR / "semantic_model.yaml")
    sql = ("SELECT c.country, SUM(oi.quantity) FROM order_items AS oi JOIN orders AS o ON oi.order_id = o.order_id "
           "JOIN customers AS c ON o.customer_id = c.customer_id GROUP BY 1")
    reading = cheaper_reading(sql, as_of=AS_OF, plan=None, model=model, sizes={"orders": (10, 5)})
    assert reading is not None and (reading.start, reading.end) == (dt.date(2025, 11, 1), dt.date(2026, 11, 1))
    assert "o.order_date >= CAST('2025-11-01' AS DATE)" in reading.sql
    assert "o.order_date < CAST('2026-11-01' AS DATE)" in reading.sql
    dated = sql.replace("GROUP BY", "WHERE o.order_date >= DATE '2019-01-01' GROUP BY")
    assert cheaper_reading(dated, as_of=AS_OF, plan=None, model=model) is None  # it picked its own period
    outer = ("SELECT c.country, COUNT(o.order_id) FROM customers c LEFT JOIN orders o "
             "ON o.customer_id = c.customer_id GROUP BY 1")
    assert cheaper_reading(outer, as_of=AS_OF, plan=None, model=model) is None  # would turn the LEFT JOIN inner


def test_words_and_figures() -> None:
    assert about_rows(60_412_118, "en") == "60 million rows" and about_rows(4_798_652, "tr") == "4,8 milyon satır"
    assert about_seconds(8.2, "en") == "about 8 s" and about_seconds(0.2, "tr") == "bir saniyeden kısa"
    assert choice_from_text("run it") == "RUN_CONFIRMED" and choice_from_text("Evet") == "RUN_CONFIRMED"
    assert choice_from_text("sadece son 12 ay") == "RUN_CHEAPER"
    assert choice_from_text("run a report of revenue by country for every month of the year") is None


def test_routing_puts_the_check_between_the_guard_and_the_database() -> None:
    assert route_after_guard({"last_event": "SQL_VALIDATED"}) == "CostCheck"
    assert route_after_cost_check({"last_event": "COST_CHECKED"}) == "DbExecute"
    assert route_after_cost_check({"last_event": "COST_CONFIRMATION_NEEDED"}) == "Conversation"
    assert route_after_intent({"intent": "RUN_CONFIRMED", "last_event": "INTENT_DETECTED"}) == "SqlGuard"
    assert route_after_intent({"intent": "RUN_CHEAPER", "last_event": "NOTHING_TO_CONFIRM"}) == "Conversation"
