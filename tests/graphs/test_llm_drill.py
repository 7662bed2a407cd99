"""LLM mode: a drill-down follow-up reaches the model with the previous question and its SQL."""

from __future__ import annotations

from agent.analytics import prompts
from agent.analytics.schemas import IntentResult, SqlOutput
from tests.fakes import ScriptedChatModel
from tests.graphs.conftest import Turns

BY_COUNTRY = ("SELECT c.country, SUM(oi.quantity * oi.unit_price * (1 - oi.discount)) AS revenue "
              "FROM order_items oi JOIN orders o USING (order_id) JOIN customers c USING (customer_id) "
              "WHERE o.status = 'completed' GROUP BY 1 ORDER BY 2 DESC")
GERMANY_BY_CITY = BY_COUNTRY.replace("c.country,", "c.city,").replace(
    "WHERE o.status = 'completed'", "WHERE o.status = 'completed' AND c.country = 'Germany'")


def test_drill_into_germany_gets_the_previous_sql_as_context(service):
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="scripted"), SqlOutput(sql=BY_COUNTRY),
                                      IntentResult(intent="FOLLOWUP_QUESTION", reason="scripted"),
                                      SqlOutput(sql=GERMANY_BY_CITY)])
    turn = Turns(service, chat_model=model)
    first = turn("revenue by country").payload()
    assert first["last_event"] == "QUERY_EXECUTED" and first["row_count"] > 1
    out = turn("drill into Germany").payload()
    assert out["intent"] == "FOLLOWUP_QUESTION" and out["last_event"] == "QUERY_EXECUTED"
    assert out["columns"][0] == "city" and 1 < out["row_count"] < first["row_count"]
    prompt = model.prompts_for("SqlOutput")[1]
    context = prompt[prompt.index("The previous question was:"):]
    assert context.startswith("The previous question was: revenue by country\nIts SQL was:")
    assert "country" in context and "completed" in context and "city" not in context.split("Follow-up")[0]
    assert "Follow-up question: drill into Germany" in prompt
    assert "drill into Germany" in prompts.INTENT_SYSTEM  # the router's labels name the drill follow-ups
