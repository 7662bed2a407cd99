"""Driver analysis in Chromium: a monthly revenue chart, "why did it drop in August?", the driver
table and its waterfall (issue 14). Screenshots go to test-artifacts/browser/."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import shot
from tests.browser.test_app_in_chromium import ask, download, show_sql

pytestmark = pytest.mark.browser


def test_why_did_it_drop_shows_drivers_and_a_waterfall(page: Page, app_url: str):
    page.goto(app_url)
    ask(page, "monthly revenue in 2025")
    expect(page.get_by_text("12 rows", exact=True)).to_be_visible()
    page.get_by_role("button", name="Chart this").click()
    expect(page.get_by_test_id("stPlotlyChart").locator(".main-svg").first).to_be_visible()
    shot(page, "20-monthly-revenue-chart")

    ask(page, "why did it drop in August?")
    expect(page.get_by_text("The largest contributions", exact=False).first).to_be_visible()
    expect(page.get_by_text("August 2025", exact=False).first).to_be_visible()
    expect(page.get_by_test_id("stDataFrame")).to_be_visible()
    sql = show_sql(page, containing="UNION ALL")
    assert "2025-07-01" in sql and "2025-09-01" in sql
    csv = download(page, "CSV").decode("utf-8-sig").splitlines()
    assert csv[0] == "dimension,member,before,after,change,share"
    assert csv[1].startswith("total,all,")
    assert any(line.startswith("sales channel,") for line in csv)
    page.get_by_test_id("stExpander").filter(has_text="Show SQL").get_by_text("Show SQL").click()  # close it
    page.get_by_test_id("stDataFrame").scroll_into_view_if_needed()
    page.wait_for_timeout(400)
    shot(page, "21-driver-table")

    page.get_by_role("button", name="Chart this").click()
    chart = page.get_by_test_id("stPlotlyChart")
    expect(chart.locator(".main-svg").first).to_be_visible()
    expect(chart.get_by_text("What changed").first).to_be_visible()
    expect(chart.locator("g.trace.bars").first).to_be_attached()
    expect(chart.get_by_text("before", exact=True).first).to_be_attached()
    expect(chart.get_by_text("after", exact=True).first).to_be_attached()
    chart.scroll_into_view_if_needed()
    page.wait_for_timeout(400)
    shot(page, "22-driver-waterfall")
