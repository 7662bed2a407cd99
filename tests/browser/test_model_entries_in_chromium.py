"""The inferred model entry by entry in Chromium: edit an entry, upload again, infer again, the
edit is kept; then the new workspace's empty Ask page suggests questions and a click answers one."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.app.test_model_entries_page import BRANCHES, RETURNS, SALES
from tests.browser.conftest import shot
from tests.browser.test_workspace_in_chromium import _upload, create_workspace

pytestmark = pytest.mark.browser


def _row(page: Page, words: str):
    return page.get_by_test_id("stHorizontalBlock").filter(has_text=words).first


def test_edit_an_inferred_entry_and_it_survives_a_new_upload_and_inference(page: Page, app_url: str, tmp_path):
    for name, text in (("branches", BRANCHES), ("sales", SALES), ("returns", RETURNS)):
        (tmp_path / f"{name}.csv").write_text(text, encoding="utf-8")
    create_workspace(page, app_url, "edit_shop", "Edit Shop")
    # the sample company's business rules were on the page a moment ago; the new workspace has none. The
    # old page's box can linger for a moment while Streamlit reruns: wait until one box is left, then read it
    rules = page.get_by_role("textbox", name="Business rules, one per line")
    expect(rules).to_have_count(1)
    expect(rules).to_have_value("")
    _upload(page, tmp_path / "branches.csv", "Added table branches with 12 rows")
    _upload(page, tmp_path / "sales.csv", "Added table sales with 300 rows")

    row = _row(page, "measure: amount")
    expect(row).to_contain_text("inferred")
    row.get_by_role("button", name="Edit").click()
    body = page.get_by_test_id("stPopoverBody")
    body.get_by_role("textbox", name="Name in plain words").fill("turnover")
    body.get_by_role("textbox", name="Also called (comma-separated)").fill("turnover, ciro")
    body.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Saved your edit of measure", exact=False)).to_be_visible()
    expect(_row(page, "measure: turnover")).to_contain_text("edited")
    _row(page, "breakdown: city").get_by_role("button", name="Accept").click()
    expect(_row(page, "breakdown: city")).to_contain_text("accepted")
    _row(page, "breakdown: branch (column branch_name)").get_by_role("button", name="Delete").click()
    expect(_row(page, "breakdown branch name")).to_contain_text("deleted")
    shot(page, "30-model-entry-edited")

    _upload(page, tmp_path / "returns.csv", "Added table returns with 60 rows")
    page.get_by_role("button", name="Infer the model again").click()
    expect(page.get_by_text("Inferred the model of 3 tables again", exact=False)).to_be_visible()
    expect(_row(page, "measure: turnover")).to_contain_text("edited")
    expect(_row(page, "breakdown: city")).to_contain_text("accepted")
    expect(page.get_by_text("measure: amount (total)", exact=False)).to_have_count(0)
    expect(page.get_by_text("breakdown: branch (column branch_name)", exact=False)).to_have_count(0)
    expect(_row(page, "breakdown branch name")).to_contain_text("deleted")
    shot(page, "31-edit-kept-after-upload-and-reinference")
    expect(page.get_by_role("textbox", name="Business rules, one per line")).to_have_value("")

    page.get_by_role("link", name="Ask").click()
    suggestions = page.locator("[class*='st-key-ask_suggestion_']")
    expect(suggestions.nth(2)).to_be_visible()  # at least three
    count = suggestions.count()
    assert 3 <= count <= 6, count
    shot(page, "32-suggested-questions")
    expect(suggestions.first).to_contain_text(re.compile(r"\w{3}"))
    question = suggestions.first.inner_text().strip().splitlines()[-1]  # after the icon's name
    suggestions.first.get_by_role("button").click()
    expect(page.get_by_test_id("stChatMessage").filter(has_text=question).first).to_be_visible()
    expect(page.get_by_text("rows", exact=False).first).to_be_visible()
    expect(page.get_by_test_id("stDataFrame").first).to_be_visible()
    shot(page, "33-suggestion-answered")


def test_a_turkish_browser_gets_turkish_suggestions_on_the_sample_company(browser, app_url: str):
    context = browser.new_context(viewport={"width": 1500, "height": 1700}, locale="tr-TR")
    try:
        page = context.new_page()
        page.goto(app_url)
        suggestions = page.locator("[class*='st-key-ask_suggestion_']")
        expect(suggestions.nth(2)).to_be_visible()
        for i in range(suggestions.count()):  # rendered, not just placed: each button has its words
            expect(suggestions.nth(i)).to_contain_text(re.compile(r"\w{3}"))
        labels = [text.strip().splitlines()[-1] for text in suggestions.all_inner_texts() if text.strip()]
        assert 3 <= len(labels) <= 6 and any("ciro" in label.lower() for label in labels), labels
        expect(page.get_by_text("Örneğin (sormak için tıklayın):")).to_be_visible()
        shot(page, "34-turkish-suggestions")
        suggestions.first.get_by_role("button").click()
        expect(page.get_by_test_id("stChatMessage").filter(has_text=labels[0]).first).to_be_visible()
        expect(page.get_by_test_id("stDataFrame").first).to_be_visible()
        shot(page, "35-turkish-suggestion-answered")
    finally:
        context.close()
