"""Drill-down in Chromium: a table by country, "drill into Germany", the table of Germany's cities, and back.

Each step waits for the row count a person would read, checks the SQL the app shows, and saves a
screenshot to test-artifacts/browser/. The expected row counts come from the sample database.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import shot
from tests.browser.test_app_in_chromium import ask, show_sql

pytestmark = pytest.mark.browser

COMPLETED = ("FROM orders o JOIN customers c ON o.customer_id = c.customer_id "
             "WHERE o.status = 'completed'")


def _count(sample_home: Path, sql: str) -> int:
    con = duckdb.connect(str(sample_home / "tenants" / "demo.duckdb"), read_only=True)
    try:
        return con.execute(sql).fetchone()[0]
    finally:
        con.close()


def _settled(page: Page) -> None:
    """Wait until the table and the export buttons are drawn, so a screenshot shows them."""
    expect(page.get_by_test_id("stDataFrame")).to_be_visible()
    expect(page.get_by_test_id("stDownloadButton").first).to_be_visible()
    page.wait_for_timeout(500)


def test_drill_into_germany_and_go_up_a_level(page: Page, app_url: str, sample_home: Path):
    countries = _count(sample_home, f"SELECT count(DISTINCT c.country) {COMPLETED}")
    cities = _count(sample_home, f"SELECT count(DISTINCT c.city) {COMPLETED} AND c.country = 'Germany'")
    assert 1 < cities < countries
    page.goto(app_url)
    ask(page, "revenue by country")
    expect(page.get_by_text(f"{countries} rows", exact=True)).to_be_visible()
    _settled(page)
    shot(page, "drill-01-revenue-by-country")

    ask(page, "drill into Germany")
    expect(page.get_by_text(f"{cities} rows", exact=True)).to_be_visible()
    sql = show_sql(page, containing="Germany")
    assert '"customers"."city"' in sql and """"customers"."country" = 'Germany'""" in sql and "SUM(" in sql
    shot(page, "drill-02-germany-by-city")

    ask(page, "go up a level")
    expect(page.get_by_text(f"{countries} rows", exact=True)).to_be_visible()
    assert "Germany" not in show_sql(page, containing='"customers"."country" AS')
    shot(page, "drill-03-back-up-to-countries")
