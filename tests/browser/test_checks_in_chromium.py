"""The Checks page in Chromium: a verified answer is flagged once its metric's definition is edited.

This test edits the demo tenant's overlay, so it runs its own server over its own data directory
(the session's server is shared by the other browser tests).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_app, shot
from tests.browser.test_app_in_chromium import ask
from tests.checks.conftest import edit_metric

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def checks_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("checks-home")


@pytest.fixture(scope="module")
def checks_url(sample_home: Path, checks_home: Path) -> Iterator[str]:
    with serve_app(sample_home, checks_home) as url:
        yield url


def test_checks_page_flags_a_verified_answer_after_its_metric_is_edited(browser, checks_url: str,
                                                                       checks_home: Path):
    context = browser.new_context(viewport={"width": 1500, "height": 1500})
    context.set_default_timeout(30_000)
    page: Page = context.new_page()
    try:
        page.goto(checks_url)
        ask(page, "revenue by sales channel")
        expect(page.get_by_text("3 rows", exact=True)).to_be_visible()
        page.get_by_role("button", name="Looks right").click()
        expect(page.get_by_text("saved as a verified example", exact=False)).to_be_visible()

        page.goto(f"{checks_url}/checks")
        expect(page.get_by_text("The verified answer still gives the verified result.")).to_be_visible()
        expect(page.get_by_test_id("stExpander").filter(has_text="revenue by sales channel — same SQL")).to_be_visible()
        expect(page.get_by_test_id("stDataFrame")).to_be_visible()
        shot(page, "30-checks-all-ok")

        edit_metric(checks_home, "demo", "revenue", "SUM(order_items.quantity * order_items.unit_price)")
        page.get_by_role("button", name="Check again").click()
        expect(page.get_by_text("1 of 1 verified answers changed: “revenue by sales channel”.")).to_be_visible()
        expander = page.get_by_test_id("stExpander").filter(has_text="revenue by sales channel — different result")
        expect(expander).to_contain_text("What changed")
        expect(expander).to_contain_text("→")
        expect(expander.get_by_test_id("stCode").nth(1)).not_to_contain_text("discount")
        page.wait_for_timeout(400)
        shot(page, "31-checks-drift-flagged")
    finally:
        context.close()
