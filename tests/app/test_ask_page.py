"""The Ask page through AppTest: chat, live steps, the result panel, feedback, idempotency, reloads."""

from __future__ import annotations

import streamlit as st
from streamlit.testing.v1 import AppTest

from agent.analytics.service import AnalyticsService
from tests.app.conftest import ROOT, TIMEOUT, ask, texts


def chat(at: AppTest) -> list[tuple[str, str]]:
    """(role, text) of every chat bubble; errors count as text."""
    return [(m.name, " ".join(texts(m.markdown) + texts(m.error))) for m in at.chat_message]


def service() -> AnalyticsService:
    from agent.ui import services

    return services.analytics()


def test_first_visit_invites_a_question(app: AppTest):
    at = app.run()
    assert not at.exception and not at.error
    assert at.title[0].value == "Ask"
    assert not at.chat_input(key="ask_input").disabled
    assert at.button(key="ask_chart_this").disabled  # no table yet
    assert "Ask a question" in at.info[0].value
    assert at.sidebar.selectbox(key="tenant").value == "demo"


def test_a_question_shows_the_table_sql_steps_and_exports(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    assert not at.exception and not at.error
    assert [role for role, _ in chat(at)] == ["user", "assistant"]
    assert chat(at)[0][1] == "revenue by sales channel"
    assert "3 rows" in chat(at)[1][1]
    steps = texts(at.chat_message[1].caption)[0]
    assert steps.startswith("Understanding the question → Writing SQL → Checking the query → Estimating the cost → "
                            "Running on demo")
    table = at.dataframe[0].value
    assert list(table.columns) == ["channel", "revenue"] and len(table) == 3
    assert "3 rows" in texts(at.caption)
    assert any("Show SQL" in e.label for e in at.expander)
    assert at.code[0].value.startswith("SELECT") and "LIMIT" in at.code[0].value
    assert not at.button(key="ask_chart_this").disabled
    assert [b.label for b in at.download_button] == ["CSV", "Excel", "PDF"]
    assert at.query_params["tenant"] == "demo" and at.query_params["thread"]
    assert not at.chat_input(key="ask_input").disabled


def test_chart_this_draws_a_plotly_chart_with_a_type_switcher(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    at.button(key="ask_chart_this").click().run()
    assert not at.exception and not at.error
    assert chat(at)[2] == ("user", "Chart this")
    assert "Planning the chart" in texts(at.chat_message[3].caption)[0]
    assert [e.type for e in at.get("plotly_chart")] == ["plotly_chart"]
    switcher = at.segmented_control[0]
    assert switcher.value == "bar" and "Pie" in switcher.options
    assert any("Highest revenue" in m for m in texts(at.markdown))
    switcher.set_value("pie").run()
    assert not at.error and len(at.get("plotly_chart")) == 1
    assert at.button(key="ask_pin").label == "Pin to dashboard"


def test_looks_right_keeps_a_verified_example_and_a_thumbs_up(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    at.button(key="ask_looks_right").click().run()
    assert "verified example" in at.success[0].value
    store = service().metadata
    verified = store.find_verified_query("demo", "revenue by sales channel")
    assert verified is not None and verified.sql.startswith("SELECT")
    assert [f.verdict for f in store.list_feedback("demo")] == ["up"]


def test_this_is_wrong_sends_a_correction_turn(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    before = at.code[0].value
    at.button(key="ask_wrong").click().run()
    at.text_area(key="ask_feedback_text").input("it should include returned orders too")
    at.button(key="ask_send_correction").click().run()
    assert not at.exception and not at.error
    assert chat(at)[2] == ("user", "it should include returned orders too")
    after = at.code[0].value
    assert after != before and "returned" in after
    state = service().thread_state("demo", at.session_state["ask_thread"])
    assert state["intent"] == "BUSINESS_ERROR_FEEDBACK"
    assert state["business_feedback"] == "it should include returned orders too"
    feedback = service().metadata.list_feedback("demo")
    assert [(f.verdict, f.comment) for f in feedback] == [("down", "it should include returned orders too")]


def test_an_empty_correction_is_refused_in_one_sentence(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    at.button(key="ask_wrong").click().run()
    at.button(key="ask_send_correction").click().run()
    assert "Write what is wrong" in at.error[0].value
    assert len(at.chat_message) == 2


def test_a_failing_turn_keeps_the_question_and_says_why_in_one_sentence(app: AppTest, monkeypatch):
    def broken(self, *args, **kwargs):
        raise RuntimeError("boom\nTraceback (most recent call last): …")
        yield  # pragma: no cover - makes this a generator like the real one

    at = app.run()
    monkeypatch.setattr(AnalyticsService, "stream_turn", broken)
    ask(at, "revenue by sales channel")
    assert not at.exception
    assert chat(at)[0] == ("user", "revenue by sales channel")
    error = at.chat_message[1].error[0].value
    assert error.startswith("Something went wrong while answering") and "Traceback" not in error
    assert not at.chat_input(key="ask_input").disabled


def test_a_refused_question_is_answered_as_an_error(app: AppTest):
    at = ask(app.run(), "show customer emails and phone numbers")
    assert not at.exception
    assert chat(at)[0][0] == "user" and chat(at)[1][0] == "assistant"
    assert chat(at)[1][1]  # one plain answer, no table drawn
    assert "email" not in " ".join(texts(at.code)).lower()


def test_inputs_are_disabled_while_a_turn_is_queued(app: AppTest, monkeypatch):
    from agent.ui import chat as chat_ui

    at = ask(app.run(), "revenue by sales channel")
    monkeypatch.setattr(chat_ui, "run_pending", lambda slot: None)  # freeze the run before the turn
    at.session_state["ask_pending"] = {"message": "x", "intent": None, "request_id": "r1", "tenant": "demo",
                                       "thread": at.session_state["ask_thread"]}
    at.run()
    assert at.chat_input(key="ask_input").disabled
    assert at.button(key="ask_chart_this").disabled and at.button(key="ask_looks_right").disabled
    assert at.sidebar.selectbox(key="tenant").disabled and at.sidebar.button(key="sidebar_new").disabled


def test_a_repeated_request_id_runs_the_turn_once(app: AppTest):
    at = app.run()
    pending = {"message": "revenue by sales channel", "intent": None, "request_id": "same-request",
               "tenant": "demo", "thread": at.session_state["ask_thread"]}
    at.session_state["ask_pending"] = dict(pending)
    at.run()
    runs = service().metadata.list_query_runs("demo")
    at.session_state["ask_pending"] = dict(pending)  # the same submit arriving again
    at.run()
    assert not at.exception and not at.error
    assert len(service().metadata.list_query_runs("demo")) == len(runs) == 1
    assert sum(u.queries for u in service().metadata.usage("demo")) == 1


def test_a_reload_after_a_restart_restores_the_conversation(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    params = dict(at.query_params)
    st.cache_resource.clear()  # an app restart: new service, empty result cache
    reloaded = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    reloaded.query_params.update(params)
    reloaded.run()
    assert not reloaded.exception and not reloaded.error
    assert chat(reloaded)[0] == ("user", "revenue by sales channel")
    assert len(reloaded.dataframe[0].value) == 3  # rows re-run from the SQL
    assert reloaded.session_state["ask_thread"] == params["thread"]


def test_switching_tenant_shows_none_of_the_other_tenants_data(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    assert len(at.sidebar.button) == 2  # New conversation + this one
    at.sidebar.selectbox(key="tenant").set_value("globex").run()
    assert not at.exception and not at.error
    assert len(at.chat_message) == 0
    assert at.button(key="ask_chart_this").disabled
    assert [b.key for b in at.sidebar.button] == ["sidebar_new"]
    assert at.query_params["tenant"] == "globex" and "thread" not in at.query_params
    assert at.session_state["ask_chat"]["entries"] == []
    assert not [k for k in at.session_state.keys() if k.startswith(("ask_total_", "ask_chart_type_"))]


def test_new_conversation_and_resume_from_the_sidebar(app: AppTest):
    at = ask(app.run(), "revenue by sales channel")
    first = at.session_state["ask_thread"]
    at.sidebar.button(key="sidebar_new").click().run()
    assert len(at.chat_message) == 0 and at.session_state["ask_thread"] != first
    at.sidebar.button(key=f"sidebar_conv_{first}").click().run()
    assert at.session_state["ask_thread"] == first
    assert chat(at)[0] == ("user", "revenue by sales channel")
    assert len(at.dataframe[0].value) == 3


def test_a_table_cut_at_the_row_limit_says_first_n_of_m_rows(app: AppTest):
    at = ask(app.run(), "revenue by customer")
    assert not at.error
    caption = next(c for c in texts(at.caption) if c.startswith("First"))
    shown, total = caption.removeprefix("First ").removesuffix(" rows").split(" of ")
    assert shown == "1,000" and int(total.replace(",", "")) > 1000
    assert len(at.dataframe[0].value) == 1000


def test_a_second_tab_on_the_same_conversation_stays_in_step(app: AppTest):
    first = ask(app.run(), "revenue by sales channel")
    second = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    second.query_params.update(dict(first.query_params))
    ask(second.run(), "orders by country")
    first.run()
    assert [text for role, text in chat(first) if role == "user"] == ["revenue by sales channel",
                                                                       "orders by country"]
    assert list(first.dataframe[0].value.columns)[0] == "country"


def test_the_sample_company_offers_no_teaching_box_for_a_word_it_did_not_understand(app: AppTest):
    at = ask(app.run(), "revenue by flux capacitor")
    assert not at.exception
    assert "didn't understand" in chat(at)[1][1]
    assert not [e for e in at.expander if "Teach me" in e.label]  # its model is the shipped one, not an upload
