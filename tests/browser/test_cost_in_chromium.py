"""Cost before running, in Chromium: the app asks first, "Run it" runs it, the other button narrows it.

Its own server over its own data directory, with a confirmation threshold of 3,000 rows, so any
question over the sample's orders asks first (customers, 2,000 rows, do not). The last test is a
Turkish conversation: the question, the buttons, the status steps and the chart's axes in Turkish.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_app, shot
from tests.browser.test_app_in_chromium import ask

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def cost_url(sample_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serve_app(sample_home, tmp_path_factory.mktemp("cost-home"), SAMARITAN_CONFIRM_ROWS="3000") as url:
        yield url


@pytest.fixture
def tab(browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1500, "height": 1900})
    context.set_default_timeout(30_000)
    yield context.new_page()
    context.close()


def test_the_app_asks_first_and_run_it_runs_it(tab: Page, cost_url: str):
    tab.goto(cost_url)
    ask(tab, "revenue by sales channel")
    question = "run it, or only the last 12 months (2025-11-01 to 2026-10-31)?"
    expect(tab.get_by_text(question, exact=False)).to_be_visible()
    run, cheaper = tab.get_by_role("button", name="Run it"), tab.get_by_role("button", name="Only the last 12 months")
    expect(run).to_be_visible()
    expect(cheaper).to_be_visible()
    expect(tab.get_by_text("3 rows", exact=True)).to_have_count(0)  # nothing ran yet
    tab.wait_for_timeout(300)
    shot(tab, "40-cost-asks-first")
    run.click()
    expect(tab.get_by_text("3 rows", exact=True)).to_be_visible()
    expect(tab.get_by_text("Your table is ready: 3 rows.", exact=False)).to_be_visible()
    expect(tab.get_by_role("button", name="Run it")).to_have_count(0)  # answered: the buttons are gone
    tab.wait_for_timeout(300)
    shot(tab, "41-cost-run-it")


def test_the_other_button_takes_the_last_12_months(tab: Page, cost_url: str):
    tab.goto(cost_url)
    ask(tab, "revenue by sales channel")
    tab.get_by_role("button", name="Only the last 12 months").click()
    expect(tab.get_by_text("Only the last 12 months (2025-11-01 to 2026-10-31).", exact=False)).to_be_visible()
    expect(tab.get_by_text("3 rows", exact=True)).to_be_visible()
    tab.get_by_text("Show SQL").click()
    expect(tab.get_by_test_id("stCode").filter(has_text="2025-11-01").first).to_be_visible()
    tab.wait_for_timeout(300)
    shot(tab, "42-cost-last-12-months")


def test_a_turkish_conversation_asks_steps_and_charts_in_turkish(tab: Page, cost_url: str):
    tab.goto(cost_url)
    ask(tab, "2025 yılında aylık ciro")
    expect(tab.get_by_text("satır okuyor", exact=False)).to_be_visible()
    expect(tab.get_by_role("button", name="Yalnızca son 12 ay")).to_have_count(0)  # 2025 is its own period
    tab.get_by_role("button", name="Çalıştır").click()
    expect(tab.get_by_text("Tablon hazır: 12 satır.", exact=False)).to_be_visible()
    steps = tab.get_by_test_id("stCaptionContainer").filter(has_text="Soru anlaşılıyor")
    expect(steps.last).to_contain_text("Sorgu denetleniyor → Maliyet tahmin ediliyor → demo üzerinde çalıştırılıyor")
    tab.get_by_role("button", name="Chart this").click()
    chart = tab.get_by_test_id("stPlotlyChart")
    expect(chart.locator(".main-svg").first).to_be_visible()
    expect(chart.locator("text.xtitle")).to_have_text("Ay")
    expect(chart.locator("text.ytitle")).to_have_text("Ciro")
    expect(tab.get_by_test_id("stCaptionContainer").filter(has_text="Grafik çiziliyor").last).to_be_visible()
    tab.wait_for_timeout(500)
    shot(tab, "43-turkish-steps-and-axes")
