"""The analytics graph in offline mode (the default), end to end on a real sample database."""

from __future__ import annotations

from agent.errors import QueryFailed, QueryTimeout
from tests.graphs.conftest import FaultyExecutor, Turns


def test_question_gives_a_table(service):
    out = Turns(service)("revenue by sales channel").payload()
    assert out["intent"] == "NEW_QUESTION" and out["last_event"] == "QUERY_EXECUTED"
    assert len(out["rows"]) == 3 and out["row_count"] == 3 and not out["truncated"]
    assert "completed" in out["sql"]
    assert out["answer"].startswith("Your table is ready")


def test_5_1_chart_without_a_table(service):
    turn = Turns(service)
    out = turn("Bana ihracat grafiği çiz.").payload()
    assert (out["intent"], out["last_event"]) == ("DRAW_CHART", "USER_ERROR_NO_TABLE")
    assert turn.steps[-1] == ["IntentRouter", "Conversation"]
    assert "grafik çizebileceğim bir tablo yok" in out["answer"]


def test_5_2_timeout_then_success_with_a_longer_timeout(service):
    executor = FaultyExecutor(service.tenant_db("demo"), [QueryTimeout("slow", "statement timeout after 10 s")])
    turn = Turns(service)
    out = turn("son 12 ayda ülkelere göre aylık ihracat", executor=executor).payload()
    assert out["last_event"] == "QUERY_EXECUTED" and out["row_count"] > 0
    assert turn.steps[-1].count("IntentRouter") == 1 and turn.steps[-1].count("DbExecute") == 2
    assert executor.timeouts[1] > executor.timeouts[0]
    assert "Tablon hazır" in out["answer"]  # Turkish question, Turkish answer


def test_5_3_business_feedback_offline(service):
    turn = Turns(service)
    first = turn("number of orders by channel in 2025").payload()
    second = turn("This is wrong, cancelled orders should be counted too").payload()
    assert second["intent"] == "BUSINESS_ERROR_FEEDBACK" and second["last_event"] == "QUERY_EXECUTED"
    assert "cancelled" in second["sql"]
    assert sum(r[-1] for r in second["rows"]) > sum(r[-1] for r in first["rows"])


def test_5_4_chart_error_for_a_table_without_measures(service):
    turn = Turns(service)
    turn("SELECT DISTINCT segment, channel FROM customers JOIN orders USING (customer_id)")
    out = turn("make a bar chart of this").payload()
    assert out["last_event"] == "CHART_ERROR" and out["insights"] == []
    assert "InsightRuntime" not in turn.steps[-1]


def test_5_5_retry_limit(service):
    failures = [QueryFailed("x", "Binder Error: something broke")] * 3
    executor = FaultyExecutor(service.tenant_db("demo"), failures)
    turn = Turns(service)
    out = turn("total export value", executor=executor).payload()
    assert out["last_event"] == "SQL_RETRY_LIMIT_REACHED"
    assert turn.steps[-1].count("DbExecute") == 3
    assert [r.status for r in service.metadata.list_query_runs("demo")] == ["failed"] * 3


def test_follow_up_refines_the_previous_question(service):
    turn = Turns(service)
    turn("revenue by category in 2025")
    out = turn("now only for Germany").payload()
    assert out["intent"] == "FOLLOWUP_QUESTION" and out["last_event"] == "QUERY_EXECUTED"
    assert "Germany" in out["sql"] and "category" in out["sql"]


def test_chart_this_then_insights(service):
    turn = Turns(service)
    turn("monthly revenue in 2025")
    out = turn("", intent="DRAW_CHART").payload()
    assert out["last_event"] in ("INSIGHTS_READY", "INSIGHTS_PARTIAL")
    assert out["chart_spec"]["type"] in ("line", "area")
    assert out["insights"]


def test_help_and_other(service):
    turn = Turns(service)
    help_out = turn("help").payload()
    assert help_out["intent"] == "HELP" and help_out["sql"] is None and "“" in help_out["answer"]
    other = turn("what's the weather like in Paris?").payload()
    assert other["intent"] in ("OTHER", "NEW_QUESTION") and other["columns"] == []


def test_not_understood_suggests_questions(service):
    out = Turns(service)("flibbertigibbet quantum wobble").payload()
    assert out["columns"] == [] and out["sql"] is None
    assert "“" in out["answer"]  # suggestions quoted


def test_pii_and_writes_are_refused(service):
    turn = Turns(service)
    for question in ["show customer tax ids", "select * from customers", "update the price of all products to zero",
                     "read the file /etc/passwd"]:
        out = turn(question).payload()
        assert not {"email", "phone", "tax_id"} & {c.lower() for c in out["columns"]}, question
        assert out["answer"]


def test_idempotent_repeat_returns_the_first_answer(service):
    turn = Turns(service)
    first = turn("total export value", request_id="req-1").payload()
    runs_before = len(service.metadata.list_query_runs("demo"))
    usage_before = service.metadata.usage("demo")
    again = turn("total export value", request_id="req-1").payload()
    assert again["replayed"] and again["query_run_id"] == first["query_run_id"] and again["rows"] == first["rows"]
    assert len(service.metadata.list_query_runs("demo")) == runs_before
    assert service.metadata.usage("demo") == usage_before
    assert turn.steps[-1] == []  # no node ran


def test_usage_counts_successes_once(service):
    turn = Turns(service)
    turn("total export value", request_id="a")
    turn("show customer tax ids", request_id="b")
    turn("orders by channel", request_id="c")
    assert sum(day.queries for day in service.metadata.usage("demo")) == 2


def test_threads_are_isolated_per_tenant(service):
    Turns(service, thread="shared")("revenue by channel")
    assert service.thread_state("demo", "shared")["table_result"] is not None
    assert service.thread_state("globex", "shared") == {}


def test_count_alias_named_like_a_table_passes_the_guard(service):
    # The compiled SQL orders by the alias "customers"; the guard must not take it for the table's row.
    out = Turns(service)("number of customers per country").payload()
    assert out["last_event"] == "QUERY_EXECUTED" and out["columns"] == ["country", "customers"]
    assert out["rows"][0][1] >= out["rows"][-1][1]


def test_every_gold_question_passes_the_guard_and_runs(service):
    """The engine's SQL for every hand-checked question survives the guard (no false rejections)."""
    import pathlib

    import yaml

    cases = yaml.safe_load((pathlib.Path(__file__).parents[1] / "semantic" / "gold_cases.yaml").read_text())["cases"]
    outcomes = {c["q"]: Turns(service, thread=f"gold-{i}")(c["q"]).payload()["last_event"]
                for i, c in enumerate(cases)}
    assert {q: e for q, e in outcomes.items() if e != "QUERY_EXECUTED"} == {}


def test_chart_this_in_a_turkish_conversation_answers_in_turkish(service):
    # As the UI's button and the CLI's chart command do: the turn's text is the label "Chart this".
    service.run_turn("demo", "tr", "geçen yıl kanallara göre ciro")
    out = service.run_turn("demo", "tr", "", intent="DRAW_CHART").payload()
    assert out["last_event"] in ("INSIGHTS_READY", "INSIGHTS_PARTIAL")
    assert out["answer"].startswith("Grafiği oluşturdum"), out["answer"]
    # The semantic model's Turkish labels, not the English column names.
    assert "En yüksek ciro: Online" in out["answer"] and "revenue" not in out["answer"]
    assert out["chart_spec"]["layout"]["title"] == "Satış kanalı bazında ciro"
    service.run_turn("demo", "en", "revenue by channel last year")
    assert service.run_turn("demo", "en", "", intent="DRAW_CHART").payload()["answer"].startswith("I drew the chart")
