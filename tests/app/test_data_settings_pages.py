"""The Data page (uploads, semantic model, business rules) and the Settings page through AppTest."""

from __future__ import annotations

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from tests.app.conftest import ask, texts
from tests.openai_stub import OpenAIStub

CSV = "Region,Sale Date,Amount USD,Units,Contact Email\n" + "\n".join(
    f"{r},2026-0{m}-1{d},{100 * m + d}.5,{m + d},p{m}{d}@example.com"
    for r in ("North", "South", "East") for m in range(1, 7) for d in range(5))


def service():
    from agent.ui import services

    return services.analytics()


def data_page(app: AppTest) -> AppTest:
    at = app.run()
    at.switch_page("pages/data.py").run()
    return at


def upload(at: AppTest, name: str, data: bytes, table: str = "") -> AppTest:
    at.file_uploader[0].set_value((name, data, "text/csv")).run()
    if table:
        at.text_input(key="data_table_name").input(table)
    if not at.button(key="data_add").disabled:  # a file that cannot be read is refused at the preview
        at.button(key="data_add").click().run()
    return at


def tables_in() -> set[str]:
    return {t.name for t in service().tenant_db("demo").tables(include_values=False)}


def test_data_page_lists_tables_and_offers_an_upload(app: AppTest):
    at = data_page(app)
    assert not at.exception and not at.error
    overview = at.dataframe[0].value
    assert "internal_audit" in set(overview["table"]) and "orders" in set(overview["table"])
    rows = overview.set_index("table")
    allowed = {t for t in rows.index if rows.loc[t, "allowed to analysts"] == "yes"}
    assert allowed == {"customers", "products", "orders", "order_items", "shipments"}
    assert rows.loc["internal_audit", "allowed to analysts"].startswith("no")
    real = {t.name: t.row_count for t in service().tenant_db("demo").tables(include_values=False)}
    assert {t: int(rows.loc[t, "rows"]) for t in rows.index} == real and real["internal_audit"] == 50
    assert rows.loc["customers", "PII columns"] == "email, phone, tax_id"
    assert at.button(key="data_add").disabled
    assert "Business rules, one per line" == at.text_area(key="data_rules_demo").label


def test_an_uploaded_csv_becomes_a_table_you_can_ask_about(app: AppTest, app_home):
    at = upload(data_page(app), "budget 2026.csv", CSV.encode())
    assert not at.exception and not at.error
    notice = at.success[0].value
    assert notice.startswith("Added table budget_2026 with 90 rows and 5 columns")
    assert "contact_email" in notice  # found as personal data, hidden from analysts
    row = at.dataframe[0].value.set_index("table").loc["budget_2026"]
    assert row["allowed to analysts"] == "yes" and row["PII columns"] == "contact_email"
    assert at.selectbox(key="data_model_table_demo").value == "budget_2026"

    at.switch_page("pages/ask.py").run()
    ask(at, "total amount by region")
    assert not at.error
    table = at.dataframe[0].value
    assert list(table.columns) == ["region", "amount_usd"] and len(table) == 3
    assert "budget_2026" in at.code[0].value


@pytest.mark.parametrize(("name", "data", "table", "message"), [
    ("header.csv", b"a,b\n", "", "header.csv has a header but no rows."),
    ("broken.parquet", b"PAR1 not really", "", "broken.parquet could not be read as a Parquet file"),
    ("orders.csv", CSV.encode(), "", "A table called orders already exists in this tenant"),
    ("x.csv", CSV.encode(), "Bad Name", "“Bad Name” cannot be a table name"),
])
def test_a_refused_upload_says_why_and_writes_nothing(app: AppTest, app_home, name, data, table, message):
    at = data_page(app)
    before = tables_in()
    upload(at, name, data, table)
    assert not at.exception
    assert at.error[0].value.startswith(message)
    assert tables_in() == before
    assert not (app_home / "tenants" / "demo.overlay.yaml").exists()


def test_the_inferred_model_can_be_edited_and_saved(app: AppTest):
    at = upload(data_page(app), "budget 2026.csv", CSV.encode())
    at.button(key="data_save_model").click().run()
    assert not at.error
    assert at.success[-1].value == "Saved the semantic model of budget_2026; questions use it from now on."


def test_business_rules_are_saved_and_indexed(app: AppTest):
    at = data_page(app)
    rules = "Revenue counts completed orders only.\nExports are dated by ship date.\n\n- Top means ten."
    at.text_area(key="data_rules_demo").input(rules)
    at.button(key="data_save_rules").click().run()
    assert not at.exception and not at.error
    assert at.success[-1].value == "Saved 3 business rules and indexed them for retrieval."
    from agent.ui import services

    hits = services.vectors().query("business_rules_demo", "when is an export counted", k=1)
    assert hits[0].text == "Exports are dated by ship date."


def test_settings_show_the_llm_status_limits_and_an_honest_connection_test(app: AppTest):
    at = app.run()
    at.switch_page("pages/settings.py").run()
    assert not at.exception and not at.error
    llm = at.dataframe[0].value.set_index("setting")["value"]
    assert llm["API key (OPENAI_API_KEY)"] == "not set"
    limits = at.dataframe[1].value.set_index("limit")["value"]
    assert limits["Rows per answer"] == "1,000" and limits["Upload size"] == "1,024 MB"
    at.button(key="settings_test").click().run()
    assert at.error[0].value.startswith("No LLM is configured")
    at.radio(key="settings_mode_choice").set_value("llm").run()
    assert "keeps using the offline engine" in at.warning[0].value


def test_test_connection_makes_one_real_call(app: AppTest, monkeypatch):
    with OpenAIStub(lambda body: {"content": "pong"}) as stub:
        base_url = stub.base_url
        monkeypatch.setenv("OPENAI_BASE_URL", base_url)
        st.cache_resource.clear()
        at = app.run()
        at.switch_page("pages/settings.py").run()
        assert at.dataframe[0].value.set_index("setting")["value"]["Base URL (OPENAI_BASE_URL)"] == base_url
        at.button(key="settings_test").click().run()
        assert not at.error
        assert at.success[0].value.startswith("gpt-4o-mini answered “pong” in")
        assert "LLM available" in texts(at.sidebar.caption)[0]
    assert len(stub.requests) == 1 and stub.requests[0]["path"] == "/v1/chat/completions"


def test_klaro_is_registered(app: AppTest):
    at = app.run()
    at.switch_page("pages/klaro.py").run()
    assert not at.exception
