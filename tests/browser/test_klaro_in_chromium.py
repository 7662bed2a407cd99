"""Klaro in the real app: upload a repository zip, read the verified README, download it; a hostile zip is refused."""

from __future__ import annotations

import io
import zipfile

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import shot
from tests.klaro.builders import cli_package, zip_folder

pytestmark = pytest.mark.browser


def upload_and_write(page: Page, app_url: str, path) -> None:
    """Open the Klaro page, choose ``path`` in the zip uploader and press Write README."""
    page.goto(f"{app_url}/klaro")
    expect(page.get_by_role("heading", name="Klaro")).to_be_visible()
    page.locator("input[type=file]").first.set_input_files(str(path))
    button = page.get_by_role("button", name="Write README")
    expect(button).to_be_enabled()
    button.click()


def test_a_zip_becomes_a_verified_readme_that_downloads(page: Page, app_url: str, tmp_path):
    archive = tmp_path / "tally.zip"
    archive.write_bytes(zip_folder(cli_package(tmp_path / "tally"), prefix="tally-main/"))
    upload_and_write(page, app_url, archive)

    expect(page.get_by_role("heading", name="README for tally.zip")).to_be_visible()
    expect(page.get_by_text("Every name in the README was found in the repository.")).to_be_visible()
    expect(page.get_by_text("README written in", exact=False)).to_be_visible()
    preview = page.get_by_role("heading", name="Installation")
    expect(preview).to_be_visible()
    expect(page.get_by_text("pip install tally-cli", exact=False).first).to_be_visible()
    expect(page.get_by_role("cell", name="tally words")).to_be_visible()  # the command table renders
    expect(page.get_by_text("A test that shows the API in use", exact=False)).to_be_visible()
    expect(page.get_by_text("Usage examples from the repository: 1 shown of 1", exact=False)).to_be_visible()
    shot(page, "10-klaro-readme")

    with page.expect_download() as info:
        page.get_by_test_id("stDownloadButton").filter(has_text="Download README.md").get_by_role("button").click()
    path = info.value.path()
    assert path is not None, info.value.failure()
    readme = open(path, encoding="utf-8").read()
    assert readme.startswith("# ") and "pip install tally-cli" in readme and "tally" in readme
    assert "## Installation" in readme and "<" not in readme.split("\n", 1)[0]


def test_a_zip_slip_archive_is_refused_in_one_sentence(page: Page, app_url: str, tmp_path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as bad:
        bad.writestr("pkg/__init__.py", "")
        bad.writestr("../../evil.py", "print('escaped')")
    archive = tmp_path / "evil.zip"
    archive.write_bytes(buffer.getvalue())
    upload_and_write(page, app_url, archive)

    alert = page.get_by_test_id("stAlert").filter(has_text="..")
    expect(alert).to_be_visible()
    assert "Traceback" not in page.content()
    expect(page.get_by_role("heading", name="README for evil.zip")).to_have_count(0)
    shot(page, "11-klaro-refused")
