"""The CLI (``run_klaro_cli``) and the Streamlit page (AppTest), driven like a person would."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from agent.__main__ import _parser
from agent.klaro.cli import run_klaro_cli
from tests.klaro.builders import cli_package, zip_folder
from tests.klaro.test_zip_safety import ATTACKS

PAGE = str(Path(__file__).resolve().parents[2] / "pages" / "klaro.py")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SAMARITAN_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("SAMARITAN_MODEL", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    return tmp_path / "home"


def parse(*argv: str) -> argparse.Namespace:
    """Parse ``argv`` as ``python -m agent klaro …`` would."""
    return _parser().parse_args(["klaro", *argv])


def test_cli_writes_the_readme_and_json(
    tmp_path: Path, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = cli_package(tmp_path / "tally")
    archive = tmp_path / "tally.zip"
    archive.write_bytes(zip_folder(root, prefix="tally-main/"))
    out = tmp_path / "README.md"
    assert run_klaro_cli(parse(str(archive), "-o", str(out))) == 0
    captured = capsys.readouterr()
    assert out.read_text().startswith("# tally-cli\n") and captured.out == ""
    assert "Running tools" in captured.err and "0 removed" in captured.err
    assert run_klaro_cli(argparse.Namespace(path=str(root), output=None, model=None, json=True)) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["readme"] == out.read_text()
    assert payload["verification"]["counts"]["removed"] == 0 and payload["steps"][-1]["node"] == "finalize"


def test_cli_refusals_are_one_sentence(
    tmp_path: Path, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "slip.zip"
    bad.write_bytes(ATTACKS["dot-dot"][0]())
    assert run_klaro_cli(parse(str(bad))) == 2
    assert (
        capsys.readouterr().err.strip()
        == "Error: The zip entry '../evil.txt' contains '..', which could escape the folder."
    )
    assert run_klaro_cli(parse(str(tmp_path), "--model", "llm")) == 2
    assert "needs OPENAI_API_KEY or OPENAI_BASE_URL" in capsys.readouterr().err


def test_page_uploads_a_zip_and_shows_preview_download_and_report(tmp_path: Path, home: Path) -> None:
    data = zip_folder(cli_package(tmp_path / "tally"), prefix="tally-main/")
    at = AppTest.from_file(PAGE, default_timeout=60).run()
    assert not at.exception and at.title[0].value == "Klaro"
    assert at.button(key="klaro_run").disabled
    at.file_uploader(key="klaro_upload").upload("tally-main.zip", data, "application/zip")
    at.run()
    at.button(key="klaro_run").click().run()
    assert not at.exception and not at.error
    assert any("README written" in s.label for s in at.status)
    readme = at.session_state["klaro_result"]["readme"]
    assert readme.startswith("# tally-cli") and any(m.value.strip() == readme.strip() for m in at.markdown)
    assert [m.label for m in at.metric] == ["Named", "Verified", "Removed"] and at.metric[2].value == "0"
    assert at.get("download_button")[0].proto.label == "Download README.md"


def test_page_shows_a_refusal_as_one_error(tmp_path: Path, home: Path) -> None:
    at = AppTest.from_file(PAGE, default_timeout=60).run()
    at.file_uploader(key="klaro_upload").upload("evil.zip", ATTACKS["symlink"][0](), "application/zip")
    at.run()
    at.button(key="klaro_run").click().run()
    assert [e.value for e in at.error] == ["The zip entry 'link' is a symbolic link, which is not allowed."]
    assert "klaro_result" not in at.session_state


def test_cli_follows_a_style_guide_file(tmp_path: Path, home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = cli_package(tmp_path / "tally")
    guide = tmp_path / "house.md"
    guide.write_text("# House style\n\n## Sections\n\n1. Title\n2. License\n3. Usage\n4. Installation\n")
    assert run_klaro_cli(parse(str(root), "--style-guide", str(guide))) == 0
    readme = capsys.readouterr().out
    headings = [line for line in readme.splitlines() if line.startswith("## ")]
    assert headings[:3] == ["## License", "## Usage", "## Installation"] and "## API overview" not in headings
    assert run_klaro_cli(parse(str(root), "--style-guide", str(tmp_path / "missing.md"))) == 2
    assert capsys.readouterr().err.strip().startswith("Error:")
