"""The Dashboard (pinned charts) and History (query runs) pages through AppTest."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.app.conftest import ask, texts


def service():
    from agent.ui import services

    return services.analytics()


def charted(app: AppTest) -> AppTest:
    at = ask(app.run(), "revenue by sales channel")
    at.button(key="ask_chart_this").click().run()
    return at


def test_dashboard_starts_empty(app: AppTest):
    at = app.run()
    at.switch_page("pages/dashboard.py").run()
    assert not at.exception and not at.error
    assert "Nothing is pinned yet" in at.info[0].value


def test_a_pinned_chart_is_rerun_on_the_dashboard_and_can_be_refreshed_and_removed(app: AppTest):
    at = charted(app)
    at.button(key="ask_pin").click().run()
    assert at.success[0].value == "Pinned to the dashboard."
    pin = service().metadata.list_pins("demo")[0]
    assert pin.title == "revenue by sales channel" and pin.chart_spec["type"] == "bar"
    assert "rows" not in pin.chart_spec and "data" not in pin.chart_spec  # plan only, never data

    at.switch_page("pages/dashboard.py").run()
    assert not at.exception and not at.error
    assert len(at.get("plotly_chart")) == 1
    assert "**revenue by sales channel**" in texts(at.markdown)
    assert any("3 rows" in c for c in texts(at.caption))
    at.button(key=f"dashboard_refresh_{pin.id}").click().run()
    assert not at.error and len(at.get("plotly_chart")) == 1
    at.button(key="dashboard_refresh_all").click().run()
    assert not at.error and len(at.get("plotly_chart")) == 1
    at.button(key=f"dashboard_remove_{pin.id}").click().run()
    assert "Removed" in at.success[0].value
    assert "Nothing is pinned yet" in at.info[0].value
    assert service().metadata.list_pins("demo") == []


def test_a_pin_whose_sql_no_longer_passes_says_why(app: AppTest):
    at = app.run()
    service().metadata.pin_chart(tenant="demo", title="Secret", sql="SELECT email FROM customers",
                                 chart_spec={"type": "bar", "plan": {"type": "bar", "x_axis": "email"}})
    at.switch_page("pages/dashboard.py").run()
    assert not at.exception
    assert [e.value for e in at.error] == ["The query reads customers.email, which is personal data."]


def test_pins_of_another_tenant_are_not_shown(app: AppTest):
    at = app.run()
    service().metadata.pin_chart(tenant="globex", title="Theirs", sql="SELECT 1 AS x",
                                 chart_spec={"type": "bar", "plan": {"type": "bar"}})
    at.switch_page("pages/dashboard.py").run()
    assert "Nothing is pinned yet" in at.info[0].value


def test_history_lists_filters_reruns_and_opens_in_chat(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    thread = at.session_state["ask_thread"]
    ask(at, "orders by country")
    at.switch_page("pages/history.py").run()
    assert not at.exception and not at.error
    table = at.dataframe[0].value
    assert list(table["question"]) == ["orders by country", "revenue by sales channel"]
    assert "2 runs, newest first" in texts(at.caption)

    at.text_input(key="history_text").input("channel").run()
    assert list(at.dataframe[0].value["question"]) == ["revenue by sales channel"]
    assert "channel" in at.code[0].value
    assert [b.label for b in at.download_button] == ["CSV", "Excel", "PDF"]
    at.button(key="history_rerun_button").click().run()
    assert not at.error
    assert len(at.dataframe[1].value) == 3 and any(c.startswith("3 rows · ran in") for c in texts(at.caption))

    at.selectbox(key="history_status").set_value("rejected").run()
    assert at.info[0].value == "No query matches."
    at.selectbox(key="history_status").set_value("all").run()
    at.button(key="history_open").click().run()
    assert not at.exception
    assert at.title[0].value == "Ask" and at.session_state["ask_thread"] == thread


def test_history_is_per_tenant(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    at.sidebar.selectbox(key="tenant").set_value("globex").run()
    at.switch_page("pages/history.py").run()
    assert "No questions have been asked in this tenant yet." in at.info[0].value


def test_history_hides_insight_queries_unless_asked(app: AppTest):
    at = charted(app)
    at.switch_page("pages/history.py").run()
    assert list(at.dataframe[0].value["question"]) == ["revenue by sales channel"]
    at.toggle(key="history_insights").set_value(True).run()
    questions = list(at.dataframe[0].value["question"])
    assert len(questions) > 1 and all(q.startswith("insight: ") for q in questions[:-1])
