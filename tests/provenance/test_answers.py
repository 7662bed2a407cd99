"""Every answer says how it was computed, names its assumptions and shows an ambiguous question's
other reading; a chosen reading is remembered for the thread or the workspace.

Real sample tenants, real SQLite metadata and checkpoints, the offline engine, the real CLI.
"""

from __future__ import annotations

import datetime as dt
import json

from agent.__main__ import main
from agent.analytics.provenance import (
    alternative_key,
    ask_with_reading,
    forget_workspace_reading,
    remember_reading,
    workspace_reading_list,
)
from agent.analytics.state import TableResult


def _ask(service, question: str, thread: str = "t", **kwargs):
    result = service.run_turn("demo", thread, question, **kwargs)
    assert result.state.get("response_to") == "QUERY_EXECUTED", result.state.get("error")
    return result.payload()


def test_an_answer_carries_definitions_period_filters_tables_freshness_and_its_run(service) -> None:
    out = _ask(service, "revenue last month")
    prov = out["provenance"]
    assert prov["definitions"] == [{"name": "revenue", "text": "Revenue = sum of quantity × unit price × "
                                    "(1 − discount), completed orders only; dated by order date"}]
    assert prov["period"] == {"start": "2026-10-01", "end": "2026-10-31"}
    assert prov["filters"] == ["order status is completed (the default of revenue)"]
    assert prov["tables"] == ["order_items", "orders"]
    built = dt.datetime.fromtimestamp(service.registry.get("demo").database.stat().st_mtime, dt.UTC)
    assert prov["freshness"] == {t: built.isoformat(timespec="seconds") for t in prov["tables"]}
    assert (prov["row_count"], prov["query_run_id"]) == (out["row_count"], out["query_run_id"])
    assert out["alternatives"] == []  # one reading only: no tabs


def test_each_default_is_an_assumption_whose_alternative_asks_the_other_reading(service) -> None:
    prov = _ask(service, "revenue by month")["provenance"]
    kinds = {a["kind"]: a for a in prov["assumptions"]}
    assert set(kinds) == {"status", "time_column"}
    assert kinds["status"]["text"].startswith("Only completed orders are counted")
    assert kinds["status"]["alternative"] == "Include cancelled and returned too"
    status = _ask(service, kinds["status"]["question"], "alt1")
    assert "'cancelled'" in status["sql"] and "'returned'" in status["sql"]
    dated = _ask(service, kinds["time_column"]["question"], "alt2")
    assert '"shipments"."ship_date"' in dated["sql"]


def test_a_button_click_uses_the_exact_reading_once(service) -> None:
    first = _ask(service, "revenue by month", "once")
    ask_with_reading(service, "demo", "once", "status", "all")
    widened = _ask(service, "revenue by month", "once", intent="NEW_QUESTION")
    assert "'completed'" in first["sql"] and "status" not in widened["sql"]  # every status, exactly
    again = _ask(service, "revenue by month", "once", intent="NEW_QUESTION")
    assert again["sql"] == first["sql"]  # used once, then the default again


def test_an_ambiguous_ranking_runs_both_readings_default_first(service) -> None:
    out = _ask(service, "best-selling products")
    default, other = out["alternatives"]
    assert (default["label"], other["label"]) == ("By revenue", "By units")
    assert default["sql"] == out["sql"] and '"units"' in other["sql"] and default["sql"] != other["sql"]
    assert other["row_count"] == default["row_count"] == 10
    assert other["difference"] == "The other tab ranks by units instead of revenue."
    assert "LIMIT" in other["sql"]  # guarded: the guard's row limit is on it
    state = service.thread_state("demo", "t")
    table = state["alternatives"][1]["table"]
    assert set(table) == set(TableResult.__annotations__)  # the shape of its table, never its rows
    assert "rows" not in json.dumps(state["provenance"]) and "rows" not in table
    cached = service.rows("demo", table)
    assert cached.columns == ["product_name", "units"] and cached.row_count == 10
    assert table["query_run_id"] == alternative_key(out["query_run_id"], 1)
    assert service.metadata.get_query_run(table["query_run_id"], tenant="demo") is None  # not in History


def test_per_customer_and_a_rolling_window_are_ambiguous_too(service) -> None:
    per = _ask(service, "revenue per customer", "per")["alternatives"]
    assert [a["label"] for a in per] == ["One row per customer", "Average per customer"]
    assert per[1]["row_count"] == 1 and "NULLIF" in per[1]["sql"]
    window = _ask(service, "revenue last 90 days", "window")
    assert [a["label"] for a in window["alternatives"]] == ["Ending 2026-11-14", "Ending 2026-11-15"]
    assert window["provenance"]["period"] == {"start": "2026-08-17", "end": "2026-11-14"}
    assert "CAST('2026-11-16' AS DATE)" in window["alternatives"][1]["sql"]


def test_a_chosen_reading_holds_for_its_thread_only(service) -> None:
    _ask(service, "top products", "mine")
    remember_reading(service, "demo", "mine", "measure", "units")
    mine = _ask(service, "top customers", "mine")
    assert 'ORDER BY "units" DESC' in mine["sql"] and "the reading you chose" in mine["answer"]
    other = _ask(service, "top customers", "theirs")
    assert 'ORDER BY "revenue" DESC' in other["sql"]


def test_a_reading_chosen_for_the_workspace_holds_everywhere_until_removed(service) -> None:
    remember_reading(service, "demo", "w1", "measure", "units", workspace=True)
    assert workspace_reading_list(service, "demo") == [
        {"kind": "measure", "reading": "Default measure when none is named", "value": "units"}]
    assert 'ORDER BY "units" DESC' in _ask(service, "top customers", "w2")["sql"]
    forget_workspace_reading(service, "demo", "measure")
    assert workspace_reading_list(service, "demo") == []
    assert 'ORDER BY "revenue" DESC' in _ask(service, "top customers", "w3")["sql"]


def test_a_chart_turn_keeps_the_tables_provenance_and_a_new_table_replaces_it(service) -> None:
    first = _ask(service, "revenue by sales channel", "c")
    chart = service.run_turn("demo", "c", "Chart this", intent="DRAW_CHART").payload()
    assert chart["provenance"] == first["provenance"]
    second = _ask(service, "exports by country", "c")
    assert second["provenance"]["query_run_id"] == second["query_run_id"] != first["query_run_id"]
    assert [d["name"] for d in second["provenance"]["definitions"]] == ["exports"]


def test_the_cli_prints_provenance_and_alternatives(home, capsys) -> None:
    assert main(["ask", "top products", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["provenance"]) >= {"definitions", "period", "filters", "tables", "freshness", "assumptions"}
    assert out["provenance"]["assumptions"][0] == {
        "text": "Ranked by revenue, the default measure (no measure was named).",
        "alternative": "Rank by units instead", "question": "top products by units", "kind": "measure",
        "value": "units"}
    assert [(a["label"], a["row_count"]) for a in out["alternatives"]] == [("By revenue", 10), ("By units", 10)]


def test_a_chosen_reading_is_an_assumption_that_can_be_undone_for_one_turn(service) -> None:
    _ask(service, "top products", "undo")
    remember_reading(service, "demo", "undo", "measure", "units")
    chosen = _ask(service, "best-selling categories", "undo", intent="NEW_QUESTION")
    first = chosen["provenance"]["assumptions"][0]
    assert first == {"text": "Rank by units instead: the reading you chose.", "alternative": "Use the default reading",
                     "question": "best-selling categories", "kind": "measure", "value": "default"}
    ask_with_reading(service, "demo", "undo", first["kind"], first["value"])
    undone = _ask(service, first["question"], "undo", intent="NEW_QUESTION")
    assert 'ORDER BY "revenue" DESC' in undone["sql"]
    again = _ask(service, "best-selling categories", "undo", intent="NEW_QUESTION")
    assert 'ORDER BY "units" DESC' in again["sql"]  # the thread's choice holds after the one-off


def test_a_period_comparison_names_both_periods_and_offers_no_other_reading(service) -> None:
    out = _ask(service, "revenue this year vs last year", "cmp")
    period = out["provenance"]["period"]
    assert period["before"] == {"start": "2025-01-01", "end": "2025-12-31"}
    assert period["after"] == {"start": "2026-01-01", "end": "2026-11-15"}
    assert out["provenance"]["assumptions"] == [] and out["alternatives"] == []
