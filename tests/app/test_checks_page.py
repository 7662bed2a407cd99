"""The Checks page through AppTest: "Looks right" keeps the answer, an edited metric flags it."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from tests.app.conftest import ask
from tests.checks.conftest import edit_metric


def test_checks_page_starts_empty(app: AppTest):
    at = app.run()
    at.switch_page("pages/checks.py").run()
    assert not at.exception and not at.error
    assert "No verified answers yet" in at.info[0].value


def test_a_verified_answer_is_flagged_after_its_metric_is_edited(app: AppTest, app_home: Path):
    at = ask(app.run(), "revenue by sales channel")
    at.button(key="ask_looks_right").click().run()
    assert "verified example" in at.success[0].value
    at.switch_page("pages/checks.py").run()
    assert not at.exception and not at.error
    assert at.success[0].value == "The verified answer still gives the verified result."

    edit_metric(app_home, "demo", "revenue", "SUM(order_items.quantity * order_items.unit_price)")
    at.button(key="checks_rerun").click().run()
    assert not at.exception
    assert at.error[0].value == "1 of 1 verified answers changed: “revenue by sales channel”."
    table = at.dataframe[0].value
    assert list(table["today"]) == ["different result"] and list(table["data"]) == ["unchanged"]
    assert any("revenue" in m.value and "→" in m.value for m in at.markdown)
