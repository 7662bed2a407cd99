"""A workspace of one's own in Chromium: create it, upload two related exports, read the model, ask
a question that needs the link between them, chart it and export it.

The files are what a Turkish or European export looks like: ``;``-separated, decimal commas,
``NA`` for missing values, day-first dates and a time-zone-aware timestamp; the link between them
is a code column (``branch_code``), not a ``<thing>_id``.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import shot
from tests.browser.test_app_in_chromium import ask, download, show_sql

pytestmark = pytest.mark.browser

BRANCHES = ("branch_code;branch_name;city\nKDK;Kadıköy Şubesi;İstanbul\nCNK;Çankaya Şubesi;Ankara\n"
            "KNK;Konak Şubesi;İzmir\n")
SALES = "sale_no;branch_code;amount;sold_at;note\n" + "\n".join(
    f"{i};{code};{amount};{stamp};{note}" for i, (code, amount, stamp, note) in enumerate([
        ("KDK", "1.250,50", "2025-01-05T09:15:00Z", "first"),
        ("KDK", "NA", "2025-01-06T10:00:00+03:00", "NA"),
        ("CNK", "980,25", "2025-01-07T11:30:00Z", "window"),
        ("KNK", "2.000,00", "2025-02-01T08:00:00Z", "NA"),
        ("CNK", "19,75", "2025-02-03T16:45:00-05:00", "door"),
    ], start=1))


def _pick(page: Page, path) -> None:
    """Choose a file once the page has settled on one uploader (a rerun may still show the old one)."""
    expect(page.locator("input[type=file]")).to_have_count(1)
    page.locator("input[type=file]").set_input_files(str(path))


def create_workspace(page: Page, app_url: str, name: str, display: str) -> None:
    """On the Data page, make a new workspace of one's own and wait for its page."""
    page.goto(f"{app_url}/data")
    page.get_by_text("New workspace from your own files").click()
    page.get_by_role("textbox", name="Name (used in URLs and the API)").fill(name)
    page.get_by_role("textbox", name="Display name").fill(display)
    page.get_by_role("button", name="Create workspace").click()
    expect(page.get_by_role("heading", name=f"Data · {display}")).to_be_visible()


def _upload(page: Page, path, expect_text: str) -> None:
    _pick(page, path)
    expect(page.get_by_role("button", name="Add table")).to_be_enabled()
    page.get_by_role("button", name="Add table").click()
    expect(page.get_by_text(expect_text, exact=False)).to_be_visible()


def test_create_a_workspace_upload_two_related_files_ask_chart_export(page: Page, app_url: str, tmp_path):
    branches, sales = tmp_path / "branches.csv", tmp_path / "sales.csv"
    branches.write_text(BRANCHES, encoding="utf-8")
    sales.write_text(SALES, encoding="utf-8")

    page.goto(f"{app_url}/data")
    page.get_by_text("New workspace from your own files").click()
    page.get_by_role("textbox", name="Name (used in URLs and the API)").fill("acme_shop")
    page.get_by_role("textbox", name="Display name").fill("Acme Shop")
    page.get_by_role("button", name="Create workspace").click()
    expect(page.get_by_text("Workspace Acme Shop (acme_shop) is ready", exact=False)).to_be_visible()
    expect(page.get_by_role("heading", name="Data · Acme Shop")).to_be_visible()
    shot(page, "20-workspace-created")

    _upload(page, branches, "Added table branches with 3 rows")
    _pick(page, sales)
    preview = page.get_by_test_id("stDataFrame").filter(has_text="sold_at")
    expect(preview.first).to_be_visible()
    shot(page, "21-preview-types")
    page.get_by_role("button", name="Add table").click()
    expect(page.get_by_text("Added table sales with 5 rows", exact=False)).to_be_visible()

    model = page.get_by_test_id("stMarkdown").filter(has_text="each sale has one branch")
    expect(model.first).to_be_visible()
    shot(page, "22-model-in-sentences")

    page.get_by_role("link", name="Ask").click()
    ask(page, "total amount by city")
    expect(page.get_by_text("3 rows", exact=True)).to_be_visible()
    sql = show_sql(page, containing="branches")
    assert "sales" in sql and "city" in sql
    shot(page, "23-linked-question")

    page.get_by_role("button", name="Chart this").click()
    expect(page.get_by_test_id("stPlotlyChart").locator(".main-svg").first).to_be_visible()
    shot(page, "24-chart")
    csv = download(page, "CSV").decode("utf-8")
    assert "İzmir" in csv and "2000" in csv and "1250.5" in csv
