"""The analytics graph in LLM mode, end to end, with a scripted chat model (seed 002, 5.1–5.5)."""

from __future__ import annotations

import pytest

from agent.analytics.schemas import ChartPlan, ChartPlanOutput, InsightSpec, IntentResult, SqlOutput
from agent.errors import QueryFailed, QueryTimeout
from tests.fakes import ScriptedChatModel
from tests.graphs.conftest import FaultyExecutor, Turns

EXPORTS_SQL = ("SELECT date_trunc('month', ship_date) AS month, destination_country, SUM(export_value_usd) AS exports "
               "FROM shipments WHERE ship_date >= DATE '2025-11-01' AND ship_date < DATE '2026-11-01' "
               "GROUP BY ALL ORDER BY 1, 2")
REVENUE_SQL = ("SELECT c.customer_name, SUM(oi.quantity * oi.unit_price * (1 - oi.discount)) AS revenue "
               "FROM order_items oi JOIN orders o USING (order_id) JOIN customers c USING (customer_id) "
               "WHERE o.status = 'completed' AND o.order_date >= DATE '2026-06-01' "
               "AND o.order_date < DATE '2026-07-01' "
               "GROUP BY ALL ORDER BY revenue DESC LIMIT 10")


def intent(label: str) -> IntentResult:
    return IntentResult(intent=label, reason="scripted")


def test_5_1_chart_without_a_table(service):
    model = ScriptedChatModel(script=[intent("DRAW_CHART")])
    turn = Turns(service, chat_model=model)
    out = turn("Bana ihracat grafiği çiz.").payload()
    assert out["intent"] == "DRAW_CHART" and out["last_event"] == "USER_ERROR_NO_TABLE"
    assert "grafik çizebileceğim bir tablo yok" in out["answer"]
    assert turn.steps[-1] == ["IntentRouter", "Conversation"]
    assert [name for name, _ in model.calls] == ["IntentResult"]  # the chart planner was never called


def test_5_2_timeout_then_success_on_retry(service):
    heavy = EXPORTS_SQL.replace("GROUP BY ALL", "GROUP BY ALL HAVING SUM(weight_kg) >= 0")
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), SqlOutput(sql=heavy), SqlOutput(sql=EXPORTS_SQL)])
    db = service.tenant_db("demo")
    executor = FaultyExecutor(db, [QueryTimeout("slow", "statement timeout after 10 s")])
    turn = Turns(service, chat_model=model)
    out = turn("Son 12 ayda ülkelere göre aylık toplam ihracatımı göster.", executor=executor).payload()
    assert out["last_event"] == "QUERY_EXECUTED" and out["row_count"] > 0
    assert turn.steps[-1] == ["IntentRouter", "Nlp2Sql", "SqlGuard", "CostCheck", "DbExecute", "RetryController",
                              "Nlp2Sql", "SqlGuard", "CostCheck", "DbExecute", "Conversation"]
    assert executor.timeouts[1] > executor.timeouts[0]  # the timeout is raised on the retry
    retry_prompt = model.prompts_for("SqlOutput")[1]
    assert "statement timeout after 10 s" in retry_prompt and "weight_kg" in retry_prompt
    assert [name for name, _ in model.calls].count("IntentResult") == 1  # IntentRouter not re-run
    runs = service.metadata.list_query_runs("demo")
    assert sorted(r.status for r in runs) == ["ok", "timeout"]


def test_5_3_business_feedback_revises_the_sql(service):
    wrong = REVENUE_SQL.replace("o.status = 'completed'", "o.status = 'returned'")
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), SqlOutput(sql=wrong),
                                      intent("BUSINESS_ERROR_FEEDBACK"), SqlOutput(sql=REVENUE_SQL)])
    turn = Turns(service, chat_model=model)
    first = turn("Who were my top customers by revenue in June?").payload()
    feedback = "This table is wrong, it only counts returned orders; completed orders should count."
    second = turn(feedback).payload()
    assert second["intent"] == "BUSINESS_ERROR_FEEDBACK" and second["last_event"] == "QUERY_EXECUTED"
    assert "revised the query" in second["answer"]
    assert second["query_run_id"] != first["query_run_id"]
    prompt = model.prompts_for("SqlOutput")[1]
    assert feedback in prompt and "returned" in prompt  # the feedback and the previous SQL reach the model
    assert second["rows"] != first["rows"]


def test_5_4_chart_error_without_numeric_column(service):
    model = ScriptedChatModel(script=[
        intent("NEW_QUESTION"), SqlOutput(sql="SELECT DISTINCT segment, channel FROM customers JOIN orders USING "
                                              "(customer_id) ORDER BY ALL"),
        intent("DRAW_CHART"),
        ChartPlanOutput(chart=ChartPlan(type="bar", x_axis="segment", y_axis="channel"),
                        insights=[InsightSpec(template="Top: $X", sql="SELECT segment FROM result LIMIT 1")]),
    ])
    turn = Turns(service, chat_model=model)
    turn("which segments buy through which channels?")
    out = turn("Bunu bar chart yap ve anlamlı 2-3 insight üret.").payload()
    assert out["last_event"] == "CHART_ERROR" and out["chart_spec"] is None and out["insights"] == []
    assert "InsightRuntime" not in turn.steps[-1]
    assert "anlamlı bir grafik oluşturulamadı" in out["answer"]


def test_5_5_retry_limit_after_three_failures(service):
    bad = [SqlOutput(sql=f"SELECT missing_{i} FROM orders") for i in range(3)]
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), *bad])
    turn = Turns(service, chat_model=model)
    out = turn("a very confusing question about everything").payload()
    assert out["last_event"] == "SQL_RETRY_LIMIT_REACHED"
    assert turn.steps[-1].count("DbExecute") == 3 and turn.steps[-1].count("Nlp2Sql") == 3
    assert "three times" in out["answer"]
    prompts = model.prompts_for("SqlOutput")
    assert "missing_0" in prompts[1] and "missing_1" in prompts[2]  # each retry sees the DB error


def test_injected_db_errors_also_count_as_failures(service):
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), *[SqlOutput(sql=EXPORTS_SQL)] * 3])
    executor = FaultyExecutor(service.tenant_db("demo"), [QueryFailed("x", "IO Error: disk")] * 3)
    out = Turns(service, chat_model=model)("exports", executor=executor).payload()
    assert out["last_event"] == "SQL_RETRY_LIMIT_REACHED" and len(executor.sql) == 3


def test_full_chart_turn_with_insights(service):
    model = ScriptedChatModel(script=[
        intent("NEW_QUESTION"),
        SqlOutput(sql="SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channel ORDER BY channel"),
        ChartPlanOutput(chart=ChartPlan(type="bar", x_axis="channel", y_axis="orders"), insights=[
            InsightSpec(template="The busiest channel is $X.", sql="SELECT channel FROM result ORDER BY orders DESC"),
            InsightSpec(template="Broken: $X", sql="SELECT email FROM customers"),
        ]),
    ])
    turn = Turns(service, chat_model=model)
    turn("orders by channel")
    out = turn("", intent="DRAW_CHART").payload()  # "Chart this": no model call to classify it
    assert out["last_event"] == "INSIGHTS_PARTIAL"
    assert out["chart_spec"]["type"] == "bar"
    assert out["insights"][0].startswith("The busiest channel is ")
    assert [n for n, _ in model.calls] == ["IntentResult", "SqlOutput", "ChartPlanOutput"]


@pytest.mark.parametrize("garbage", [["not json", "still not json"], [ValueError("refused"), "nope"]])
def test_malformed_llm_output_twice_gives_a_plain_answer(service, garbage):
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), *garbage])
    out = Turns(service, chat_model=model)("revenue by channel").payload()
    assert out["last_event"] == "SQL_NOT_UNDERSTOOD"
    assert "could not use" in out["answer"] and "Traceback" not in out["answer"]


def test_malformed_once_is_retried(service):
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), "garbage",
                                      SqlOutput(sql="SELECT COUNT(*) AS n FROM orders")])
    out = Turns(service, chat_model=model)("how many orders").payload()
    assert out["last_event"] == "QUERY_EXECUTED" and out["rows"][0][0] > 0


def test_llm_sql_touching_pii_is_rejected(service):
    pii_sql = SqlOutput(sql="SELECT customer_name, email FROM customers")
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), pii_sql])
    out = Turns(service, chat_model=model)("customer emails").payload()
    assert out["last_event"] == "SQL_REJECTED" and out["rows"] == [] and out["columns"] == []
    assert [r.status for r in service.metadata.list_query_runs("demo")] == ["rejected"]


def test_malformed_intent_output_gives_a_plain_answer(service):
    model = ScriptedChatModel(script=["??", "??"])
    out = Turns(service, chat_model=model)("hello").payload()
    assert out["intent"] == "OTHER" and "could not use" in out["answer"]


def test_prompt_is_grounded_in_rules_and_retrieved_verified_examples(service):
    service.metadata.add_verified_query(tenant="demo", question="exports to Iraq by month",
                                        sql="SELECT 42 AS verified_marker_iraq")
    for i, q in enumerate(["number of customers per segment", "average discount of furniture products",
                           "which sales channel has the most returned orders", "list product categories",
                           "units sold per product in 2024"]):
        service.metadata.add_verified_query(tenant="demo", question=q, sql=f"SELECT {i} AS verified_marker_{i}")
    model = ScriptedChatModel(script=[intent("NEW_QUESTION"), SqlOutput(sql="SELECT COUNT(*) AS n FROM shipments")])
    Turns(service, chat_model=model)("monthly exports to Iraq")
    prompt = model.prompts_for("SqlOutput")[0]
    assert "verified_marker_iraq" in prompt  # the closest verified pair, retrieved from Chroma
    assert prompt.count("verified_marker_") == 4  # the top 4 of 6, not all of them
    assert "completed" in prompt.lower()  # business rules of the semantic model
    assert "email" not in prompt and "tax_id" not in prompt  # PII columns are not even shown
    assert "internal_audit" not in prompt
