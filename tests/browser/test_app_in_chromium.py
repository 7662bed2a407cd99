"""The real app in Chromium: ask, chart, export, correct, reload, and ask about an uploaded CSV.

Each step waits for what a person would wait for (the table's row count, the chart, the revised
answer) and saves a screenshot to test-artifacts/browser/.
"""

from __future__ import annotations

import io

import openpyxl
import pytest
from playwright.sync_api import Page, expect
from pypdf import PdfReader

from tests.browser.conftest import shot

pytestmark = pytest.mark.browser

QUESTION = "revenue by sales channel"
CORRECTION = "it should include returned orders too"


def ask(page: Page, text: str) -> None:
    """Type into the chat input and submit with Enter."""
    box = page.get_by_test_id("stChatInputTextArea")
    expect(box).to_be_enabled()
    box.fill(text)
    box.press("Enter")


def download(page: Page, label: str) -> bytes:
    """Click a download button and return the file's bytes."""
    with page.expect_download() as info:
        page.get_by_test_id("stDownloadButton").filter(has_text=label).get_by_role("button").click()
    path = info.value.path()
    assert path is not None, info.value.failure()
    return open(path, "rb").read()


def show_sql(page: Page, containing: str = "SELECT") -> str:
    """Open the "Show SQL" expander (unless a rerun kept it open) and return the SQL once it shows ``containing``.

    Streamlit keeps an expander open across reruns, so a blind click would close it again; and
    the dashboard pane may still be redrawing, so wait for the expected text rather than read at once.
    """
    expander = page.get_by_test_id("stExpander").filter(has_text="Show SQL")
    if expander.locator("details").get_attribute("open") is None:
        expander.get_by_text("Show SQL").click()
    code = expander.get_by_test_id("stCode")
    expect(code).to_contain_text(containing)
    page.wait_for_timeout(400)  # let the expander finish opening before a screenshot
    return code.inner_text()


def test_a_deep_link_to_a_page_gets_the_whole_app(page: Page, app_url: str):
    """Runs first: on a fresh server the first request is /history, not the entry point."""
    page.goto(f"{app_url}/history")
    expect(page.get_by_role("heading", name="History · Anatolia Exports")).to_be_visible()
    expect(page.get_by_role("button", name="New conversation")).to_be_visible()  # app.py's sidebar
    expect(page.get_by_role("link", name="Klaro")).to_be_visible()
    shot(page, "00-deep-link-history")


def test_ask_chart_export_correct_and_reload(page: Page, app_url: str):
    page.goto(app_url)
    ask(page, QUESTION)
    shot(page, "01a-turn-running")  # best effort: the status box with live steps, inputs disabled
    expect(page.get_by_text("3 rows", exact=True)).to_be_visible()
    expect(page.get_by_test_id("stDataFrame")).to_be_visible()
    expect(page.get_by_text("Running on demo", exact=False).first).to_be_visible()
    assert "thread=" in page.url
    shot(page, "01-question-table")

    page.get_by_role("button", name="Chart this").click()
    chart = page.get_by_test_id("stPlotlyChart")
    expect(chart.locator(".main-svg").first).to_be_visible()
    expect(page.get_by_text("Highest revenue: Online", exact=False).first).to_be_visible()
    shot(page, "02-chart")

    book = openpyxl.load_workbook(io.BytesIO(download(page, "Excel")))
    assert book.sheetnames == ["Result", "Chart", "Definitions", "Query"]
    assert [c.value for c in book["Result"][1]] == ["channel", "revenue"]
    assert isinstance(book["Result"]["B2"].value, float) and book["Chart"]._charts
    pdf = PdfReader(io.BytesIO(download(page, "PDF")))
    text = " ".join(p.extract_text() for p in pdf.pages)
    assert QUESTION in text and "SELECT" in text and "order_items" in text
    assert any(p.images for p in pdf.pages)
    assert b"Online" in download(page, "CSV")

    before = show_sql(page)
    page.get_by_role("button", name="This is wrong").click()
    page.get_by_label("What is wrong with this result?").fill(CORRECTION)
    page.get_by_role("button", name="Send correction").click()
    expect(page.get_by_text("I revised the query", exact=False)).to_be_visible()
    after = show_sql(page, containing="returned")
    assert after != before
    shot(page, "03-feedback-revised")

    url = page.url
    page.reload()
    expect(page.get_by_text("I revised the query", exact=False)).to_be_visible()
    expect(page.get_by_text(QUESTION, exact=True).first).to_be_visible()
    expect(page.get_by_test_id("stDataFrame")).to_be_visible()
    assert page.url == url
    shot(page, "04-after-reload")


def test_upload_a_csv_and_ask_about_it(page: Page, app_url: str, tmp_path):
    csv = tmp_path / "targets.csv"
    csv.write_text("Region,Quarter Start,Target Amount\n" + "\n".join(
        f"{region},2026-0{q * 3 + 1}-01,{1000 * (i + 1) + q}" for i, region in enumerate(("North", "South", "West"))
        for q in range(3)), encoding="utf-8")
    page.goto(f"{app_url}/data")
    page.locator("input[type=file]").set_input_files(str(csv))
    page.get_by_role("button", name="Add table").click()
    expect(page.get_by_text("Added table targets with 9 rows and 3 columns", exact=False)).to_be_visible()
    shot(page, "05-upload")

    page.goto(app_url)
    ask(page, "total target amount by region")
    expect(page.get_by_text("3 rows", exact=True)).to_be_visible()
    assert "targets" in show_sql(page)
    shot(page, "06-ask-uploaded-table")


def test_pin_a_chart_then_see_dashboard_history_and_settings(page: Page, app_url: str):
    page.goto(app_url)
    ask(page, "orders by month this year")
    expect(page.get_by_test_id("stDataFrame")).to_be_visible()
    page.get_by_role("button", name="Chart this").click()
    expect(page.get_by_test_id("stPlotlyChart").locator(".main-svg").first).to_be_visible()
    page.get_by_role("button", name="Pin to dashboard").click()
    expect(page.get_by_text("Pinned to the dashboard.")).to_be_visible()

    page.get_by_role("link", name="Dashboard").click()
    expect(page.get_by_role("heading", name="Dashboard · Anatolia Exports")).to_be_visible()
    expect(page.get_by_text("10 rows, re-run just now", exact=False)).to_be_visible()
    expect(page.get_by_test_id("stPlotlyChart").locator(".main-svg").first).to_be_visible()
    expect(page.get_by_role("button", name="Remove")).to_be_visible()
    shot(page, "07-dashboard")

    page.get_by_role("link", name="History").click()
    expect(page.get_by_role("heading", name="History · Anatolia Exports")).to_be_visible()
    expect(page.get_by_text("newest first", exact=False)).to_be_visible()
    page.get_by_role("button", name="Re-run").click()
    expect(page.get_by_text("ran in", exact=False)).to_be_visible()
    shot(page, "08-history")

    page.get_by_role("link", name="Settings").click()
    expect(page.get_by_role("heading", name="Settings")).to_be_visible()
    page.get_by_role("button", name="Test connection").click()
    expect(page.get_by_text("No LLM is configured", exact=False)).to_be_visible()
    expect(page.get_by_test_id("stDataFrame").nth(1)).to_be_visible()  # the limits
    page.wait_for_timeout(500)
    shot(page, "09-settings")
