"""Provenance and alternative readings in Chromium: the panel, an assumption's one-click
alternative that gets the other table, and the tabs of an ambiguous question.

Screenshots: test-artifacts/browser/provenance-*.png.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import shot
from tests.browser.test_app_in_chromium import ask, show_sql

pytestmark = pytest.mark.browser


def open_provenance(page: Page):
    """Open "How this was computed" (unless a rerun kept it open) and return the expander."""
    expander = page.get_by_test_id("stExpander").filter(has_text="How this was computed")
    if expander.locator("details").get_attribute("open") is None:
        expander.get_by_text("How this was computed").click()
    return expander


def test_an_assumptions_alternative_gets_the_other_table(page: Page, app_url: str):
    page.goto(app_url)
    ask(page, "revenue by month")
    expect(page.get_by_text("Revenue (order status: completed) by month", exact=False).first).to_be_visible()
    panel = open_provenance(page)
    expect(panel).to_contain_text("Revenue = sum of quantity × unit price × (1 − discount), completed orders only")
    expect(panel).to_contain_text("order status is completed (the default of revenue)")
    expect(panel).to_contain_text("Only completed orders are counted")
    expect(panel).to_contain_text("Tables read")
    expect(page.get_by_test_id("stDataFrame")).to_be_visible()  # the page has finished redrawing
    expect(page.get_by_test_id("stDownloadButton").first).to_be_visible()
    page.wait_for_timeout(400)
    shot(page, "provenance-panel")
    assert "'completed'" in show_sql(page, "completed")

    panel.get_by_role("button", name="Include cancelled and returned too").click()
    expect(page.get_by_text("Revenue by month, order status: completed, cancelled, returned",
                            exact=False).first).to_be_visible()
    sql = show_sql(page, "returned")
    assert "'cancelled'" in sql and "'returned'" in sql
    shot(page, "provenance-after-alternative")


def test_an_ambiguous_ranking_shows_both_readings_as_tabs(page: Page, app_url: str):
    page.goto(app_url)
    ask(page, "best-selling products")
    default_tab = page.get_by_role("tab", name="By revenue (default)")
    expect(default_tab).to_be_visible()
    other = page.get_by_role("tab", name="By units")
    other.click()
    expect(page.get_by_text("The other tab ranks by units instead of revenue.")).to_be_visible()
    expect(page.get_by_test_id("stDataFrame").last).to_be_visible()
    page.wait_for_timeout(600)
    shot(page, "provenance-alternatives-tabs")

    page.get_by_role("button", name="Use this reading").click()
    expect(page.get_by_text("Units (order status: completed) by product, top 10 by units",
                            exact=False).first).to_be_visible()
    ask(page, "top customers")
    expect(page.get_by_text("the reading you chose", exact=False).first).to_be_visible()
    assert " ".join(show_sql(page, "units").split()).count("ORDER BY \"units\" DESC") == 1
    shot(page, "provenance-reading-remembered")
