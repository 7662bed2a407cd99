"""A turn whose estimate is above the setting asks first; "run it" runs it, the other choice narrows it."""

from __future__ import annotations

import datetime as dt

from agent.analytics.cost import ASK_EVENT
from agent.analytics.cost.readings import window

QUESTION = "revenue by sales channel"
AS_OF = dt.date(2026, 11, 15)


def _steps(service, thread: str, message: str, **kwargs) -> tuple[list[str], dict]:
    nodes, result = [], None
    for item in service.stream_turn("demo", thread, message, **kwargs):
        if hasattr(item, "node"):
            nodes.append(item.node)
        else:
            result = item
    return nodes, result.payload()


def _direct(service, sql: str) -> list[tuple]:
    return sorted(tuple(r) for r in service.tenant_db("demo").execute(sql, limit=10_000).rows)


def _runs(service) -> int:
    return len(service.metadata.list_query_runs(tenant="demo"))


def test_above_the_setting_the_turn_asks_and_runs_nothing(low) -> None:
    before = _runs(low)
    nodes, out = _steps(low, "a1", QUESTION)
    assert out["last_event"] == ASK_EVENT and "DbExecute" not in nodes and nodes[-2:] == ["CostCheck", "Conversation"]
    assert out["query_run_id"] is None and out["rows"] == [] and _runs(low) == before
    cost = out["cost"]
    assert cost["needs_confirmation"] and cost["rows"] > 3000 and cost["explained"]
    assert "rows" in out["answer"] and "run it, or only the last 12 months (2025-11-01 to 2026-10-31)?" in out["answer"]
    assert cost["cheaper"]["start"] == "2025-11-01" and cost["cheaper"]["end"] == "2026-11-01"


def test_run_it_runs_the_statement_that_asked(low, default) -> None:
    _, asked = _steps(low, "a2", QUESTION)
    nodes, out = _steps(low, "a2", "", intent="RUN_CONFIRMED")
    assert out["last_event"] == "QUERY_EXECUTED" and nodes[:3] == ["IntentRouter", "SqlGuard", "CostCheck"]
    assert out["sql"] == asked["sql"] and out["row_count"] == 3
    # The same answer as the question gets where it does not need confirmation.
    _, plain = _steps(default, "d1", QUESTION)
    assert plain["last_event"] == "QUERY_EXECUTED"
    assert sorted(map(tuple, out["rows"])) == sorted(map(tuple, plain["rows"]))
    assert (low.thread_state("demo", "a2").get("cost") or {}).get("needs_confirmation") is False


def test_the_other_choice_takes_the_last_12_months_on_the_measures_date(low) -> None:
    _steps(low, "a3", QUESTION)
    _, out = _steps(low, "a3", "", intent="RUN_CHEAPER")
    start, end = window(AS_OF)
    assert out["last_event"] == "QUERY_EXECUTED" and "order_date" in out["sql"] and start.isoformat() in out["sql"]
    gold = _direct(low, "SELECT o.channel, SUM(oi.quantity*oi.unit_price*(1-oi.discount)) FROM order_items oi "
                        "JOIN orders o USING (order_id) WHERE o.status = 'completed' "
                        f"AND o.order_date >= DATE '{start}' AND o.order_date < DATE '{end}' GROUP BY 1")
    got = sorted((r[0], r[1]) for r in out["rows"])
    assert [g[0] for g in gold] == [r[0] for r in got]
    assert all(abs(float(a[1]) - float(b[1])) < 1e-6 * abs(float(a[1])) for a, b in zip(gold, got, strict=True))
    whole = _direct(low, "SELECT o.channel, SUM(oi.quantity*oi.unit_price*(1-oi.discount)) FROM order_items oi "
                         "JOIN orders o USING (order_id) WHERE o.status = 'completed' GROUP BY 1")
    assert [round(r[1], 2) for r in gold] != [round(r[1], 2) for r in whole]  # really narrower
    assert "Only the last 12 months (2025-11-01 to 2026-10-31)" in out["answer"]
    # The plan kept the window, so a follow-up stays inside it.
    _, follow = _steps(low, "a3", "now only for Germany", intent="FOLLOWUP_QUESTION")
    assert follow["cost"]["needs_confirmation"] and start.isoformat() in follow["sql"] and "Germany" in follow["sql"]


def test_typed_answers_work_and_a_new_question_drops_the_pending_one(low) -> None:
    _steps(low, "a4", QUESTION)
    _, out = _steps(low, "a4", "run it")
    assert out["intent"] == "RUN_CONFIRMED" and out["last_event"] == "QUERY_EXECUTED"
    _steps(low, "a5", QUESTION)
    _, other = _steps(low, "a5", "number of customers per country")
    assert other["last_event"] == "QUERY_EXECUTED"  # customers: a small table, under the limit
    _, late = _steps(low, "a5", "", intent="RUN_CONFIRMED")
    assert late["last_event"] == "NOTHING_TO_CONFIRM" and late["error"] is None
    assert late["answer"] == "There is no query waiting for confirmation; ask your question again."


def test_a_question_that_names_its_period_is_not_narrowed(low) -> None:
    _, out = _steps(low, "a6", "total revenue in 2024")
    assert out["last_event"] == ASK_EVENT and out["cost"]["cheaper"] is None
    assert out["answer"].endswith("Run it?")
    _, cheaper = _steps(low, "a6", "", intent="RUN_CHEAPER")
    assert cheaper["last_event"] == "NOTHING_TO_CONFIRM" and "no narrower reading" in cheaper["answer"]
    _, run = _steps(low, "a6", "", intent="RUN_CONFIRMED")  # the question is still waiting
    assert run["last_event"] == "QUERY_EXECUTED" and "2024-01-01" in run["sql"]


def test_below_the_setting_nothing_asks_and_explain_is_not_even_run(default) -> None:
    nodes, out = _steps(default, "d2", QUESTION)
    assert out["last_event"] == "QUERY_EXECUTED" and nodes.index("CostCheck") == nodes.index("DbExecute") - 1
    assert out["cost"]["needs_confirmation"] is False and out["cost"]["explained"] is False


def test_a_turkish_conversation_is_asked_in_turkish(low) -> None:
    _, out = _steps(low, "a7", "satış kanalına göre ciro")
    assert out["last_event"] == ASK_EVENT
    assert "satır okuyor" in out["answer"] and "yalnızca son 12 ay mı (2025-11-01 – 2026-10-31)?" in out["answer"]
    _, ran = _steps(low, "a7", "Yalnızca son 12 ay", intent="RUN_CHEAPER")
    assert ran["last_event"] == "QUERY_EXECUTED" and ran["answer"].startswith("Tablon hazır")
