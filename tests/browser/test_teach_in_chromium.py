"""Teaching a workspace a word in Chromium: a question with the analyst's own words for a column is
not understood, the box under it offers to learn them, and after one click the same question answers.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import shot
from tests.browser.test_app_in_chromium import ask, show_sql
from tests.browser.test_workspace_in_chromium import _upload, create_workspace
from tests.workspaces.test_teaching import MARINA, POWERED

pytestmark = pytest.mark.browser


def test_teach_a_word_the_question_did_not_understand_and_it_answers(page: Page, app_url: str, tmp_path):
    (tmp_path / "marina.csv").write_text(MARINA, encoding="utf-8")
    create_workspace(page, app_url, "marina", "Marina")
    _upload(page, tmp_path / "marina.csv", "Added table marina with 30 rows")

    page.get_by_role("link", name="Ask").click()
    ask(page, "how many berths have shore power")
    expect(page.get_by_text("didn't understand", exact=False).first).to_be_visible()
    box = page.get_by_test_id("stExpander").filter(has_text="Teach me the words")
    expect(box).to_be_visible()
    expect(box.get_by_role("textbox", name="Your words")).to_have_value("shore power")
    expect(box.get_by_role("combobox", name="They mean")).to_have_value(  # the closest name first
        re.compile(r"^breakdown: shpw"))
    box.get_by_test_id("stSelectbox").click()
    page.get_by_role("option", name="breakdown: shpw", exact=False).click()
    shot(page, "40-teach-a-word")
    box.get_by_role("button", name="Remember and ask again").click()

    expect(page.get_by_text("Remembered “shore power”", exact=False)).to_be_visible()
    expect(page.get_by_text("1 row", exact=True)).to_be_visible()
    sql = show_sql(page, containing="shpw")
    assert "count" in sql.lower() and "shpw" in sql
    expect(page.get_by_test_id("stDataFrame").filter(has_text=str(sum(POWERED))).first).to_be_visible()
    expect(page.get_by_test_id("stExpander").filter(has_text="Teach me the words")).to_have_count(0)
    shot(page, "41-taught-word-answered")
