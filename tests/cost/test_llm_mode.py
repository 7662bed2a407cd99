"""In LLM mode the model's SQL is estimated too, and its cheaper reading narrows the SQL itself."""

from __future__ import annotations

import dataclasses

from agent.analytics.backends.factory import build_backend
from agent.analytics.schemas import IntentResult, SqlOutput
from tests.fakes import ScriptedChatModel

LLM_SQL = ("SELECT o.channel, SUM(oi.quantity * oi.unit_price * (1 - oi.discount)) AS revenue FROM order_items oi "
           "JOIN orders o USING (order_id) WHERE o.status = 'completed' GROUP BY o.channel")


def _turn(service, backend, message: str, intent: str | None = None):
    ctx = dataclasses.replace(service.context("demo", "llm1", intent=intent), backend=backend)
    return service.run_turn("demo", "llm1", message, intent=intent, context=ctx).payload()


def test_the_models_sql_asks_first_and_its_cheaper_reading_filters_the_measures_date(low) -> None:
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="scripted"), SqlOutput(sql=LLM_SQL)])
    backend = build_backend(low, "demo", "llm", chat_model=model)
    asked = _turn(low, backend, "revenue by channel")
    assert asked["last_event"] == "COST_CONFIRMATION_NEEDED" and asked["cost"]["cheaper"] is not None
    ran = _turn(low, backend, "", intent="RUN_CHEAPER")
    assert ran["last_event"] == "QUERY_EXECUTED"
    assert '"o"."order_date" >= CAST(\'2025-11-01\' AS DATE)' in ran["sql"]
    assert '"o"."order_date" < CAST(\'2026-11-01\' AS DATE)' in ran["sql"]
    assert ran["row_count"] == 3
