"""LLM SQL with a semantic mistake goes back to the model on the technical-retry edge, with the reason."""

from __future__ import annotations

from agent.analytics.schemas import IntentResult, SqlOutput
from tests.fakes import ScriptedChatModel
from tests.graphs.conftest import Turns

# Revenue is dated by order date; this filters the period on ship date instead.
SHIP_DATED = ("SELECT SUM(oi.quantity * oi.unit_price * (1 - oi.discount)) AS revenue FROM order_items oi "
              "JOIN orders o USING (order_id) JOIN shipments s USING (order_id) "
              "WHERE o.status = 'completed' AND s.ship_date >= DATE '2025-01-01' AND s.ship_date < DATE '2026-01-01'")
ORDER_DATED = SHIP_DATED.replace("JOIN shipments s USING (order_id) ", "").replace("s.ship_date", "o.order_date")
# Counting orders over their lines counts each order once per line.
FANNED = ("SELECT o.channel, COUNT(o.order_id) AS orders FROM orders o JOIN order_items oi USING (order_id) "
          "WHERE o.status = 'completed' GROUP BY o.channel")


def test_a_lint_finding_takes_the_retry_edge_and_the_model_fixes_it(service):
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="scripted"),
                                      SqlOutput(sql=SHIP_DATED), SqlOutput(sql=ORDER_DATED)])
    turn = Turns(service, chat_model=model)
    out = turn("total revenue in 2025").payload()
    assert out["last_event"] == "QUERY_EXECUTED" and "order_date" in out["sql"] and "ship_date" not in out["sql"]
    assert turn.steps[-1] == ["IntentRouter", "Nlp2Sql", "SqlGuard", "RetryController", "Nlp2Sql", "SqlGuard",
                              "CostCheck", "DbExecute", "Conversation"]
    retry_prompt = model.prompts_for("SqlOutput")[1]
    assert "filtered on ship date, but revenue" in retry_prompt and "orders.order_date" in retry_prompt
    runs = service.metadata.list_query_runs("demo")
    assert [(r.status, "ship date" in (r.error or "")) for r in reversed(runs)] == [("failed", True), ("ok", False)]


def test_sql_that_keeps_fanning_out_never_runs(service):
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="scripted"),
                                      SqlOutput(sql=FANNED), SqlOutput(sql=FANNED), SqlOutput(sql=FANNED)])
    turn = Turns(service, chat_model=model)
    out = turn("orders by channel").payload()
    assert out["last_event"] == "SQL_RETRY_LIMIT_REACHED" and out["rows"] == []
    assert "DbExecute" not in turn.steps[-1] and turn.steps[-1].count("SqlGuard") == 3
    assert "repeats each row of orders once per matching order_items row" in model.prompts_for("SqlOutput")[2]
    assert {r.status for r in service.metadata.list_query_runs("demo")} == {"failed"}
