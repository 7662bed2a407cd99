"""End-to-end offline runs on repositories the tests build: sections, real commands, zero unverified names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agent.klaro import open_source, open_zip, run_klaro
from agent.klaro.blocks import names_in
from tests.klaro.builders import cli_package, go_repo, library, node_repo, syntax_error_repo, zip_folder
from tests.klaro.conftest import unresolved_names

SECTIONS = [
    "## Installation",
    "## Usage",
    "## Configuration",
    "## Project structure",
    "## API overview",
    "## Testing",
    "## License",
]


def run(root: Path, settings, store, **kwargs):
    with open_source(root) as repo:
        return run_klaro(repo, settings, store=store, **kwargs)


def assert_clean(result, root: Path) -> None:
    readme = result.readme
    assert result.verification["counts"]["removed"] == 0, result.verification["removed"]
    counts = result.verification["counts"]
    assert set(names_in(readme)) == set(result.verification["verified"]), "every name named is verified"
    assert counts["named"] == counts["verified"] + counts["removed"]
    assert unresolved_names(readme, root) == []
    assert not re.search(r"<[a-z_-]+>|\bTODO\b|lorem ipsum|\{\{", readme, re.I), "no template placeholder"
    assert len(readme.encode()) <= 21_000


def test_cli_package(tmp_path: Path, klaro_settings, klaro_store) -> None:
    root = cli_package(tmp_path / "tally")
    result = run(root, klaro_settings, klaro_store)
    readme = result.readme
    assert readme.startswith("# tally-cli\n\nCount words and lines in text files from the command line.\n")
    for heading in SECTIONS:
        assert heading in readme
    assert "```bash\npip install tally-cli\n```" in readme
    assert 'pip install -e ".[test]"' in readme and "Requires Python >=3.10." in readme
    assert "The package installs the `tally` command (`tally.cli:main`)." in readme
    assert "| Command | Options | What it does |\n|---|---|---|" in readme
    assert "| `tally words` | `--ignore-case` | count words in files. |" in readme
    assert "| `tally lines` | `-q` | count lines in files. |" in readme
    assert "| `TALLY_DEBUG` |" in readme and "| `TALLY_ENCODING` | utf-8 |" in readme
    assert (
        "A test that shows the API in use (from [tests/test_core.py](tests/test_core.py)):\n\n```python\n"
        'from tally.core import count_words\n\nassert count_words("a b") == 2\n```'
    ) in readme, "the test is the repository's only example of the API"
    assert "from tally import Counter, count_words" not in readme, "no import-only quickstart next to it"
    assert "`count_words(text: str, separator: str | None = None) -> int`" in readme
    assert "`Counter(*, ignore_case: bool = False)`" in readme
    assert "python -m pytest" in readme
    assert "Released under the MIT license. See [LICENSE](LICENSE)." in readme
    assert "debug.log" not in readme and "node_modules" not in readme and "secrets" not in readme
    assert_clean(result, root)


def test_library_with_private_modules(tmp_path: Path, klaro_settings, klaro_store) -> None:
    root = library(tmp_path / "geomkit")
    result = run(root, klaro_settings, klaro_store)
    readme = result.readme
    assert "pip install geomkit" in readme
    assert "from geomkit import Point, Polygon, distance, area" in readme, (
        "exceptions are left out of the quickstart"
    )
    assert "### `geomkit`" in readme
    assert "- `class Point`" in readme and "`Point(x: float, y: float = 0.0)`" in readme
    assert "`Polygon(points: list[Point], /, *, closed: bool = True)`" in readme
    assert "`Polygon.size: int`" in readme
    assert "`area(polygon: Polygon, *, absolute: bool = True) -> float`" in readme
    assert "Released under the Apache-2.0 license. See [LICENSE.txt](LICENSE.txt)." in readme
    assert "See [CONTRIBUTING.md](CONTRIBUTING.md)" in readme
    assert "```bash\ntox\n```" in readme
    assert "### `geomkit._shapes`" not in readme, "private modules are presented through the package"
    assert_clean(result, root)


def test_syntax_error_is_an_error_result_not_a_crash(tmp_path: Path, klaro_settings, klaro_store) -> None:
    root = syntax_error_repo(tmp_path / "broken")
    result = run(root, klaro_settings, klaro_store)
    assert any("brokenpkg/bad.py" in e and "syntax error on line 1" in e for e in result.errors)
    assert (
        "- [brokenpkg/bad.py](brokenpkg/bad.py) could not be analysed: has a syntax error on line 1"
        in result.readme
    )
    assert "`ok(value: int = 1) -> bool`" in result.readme
    assert "oops" not in result.readme
    assert_clean(result, root)


def test_go_and_node_repositories_say_what_was_not_analysed(
    tmp_path: Path, klaro_settings, klaro_store
) -> None:
    go = go_repo(tmp_path / "gizmo")
    result = run(go, klaro_settings, klaro_store)
    assert result.readme.startswith("# gizmo\n")
    assert "go install github.com/example/gizmo/cmd/gizmo@latest" in result.readme
    assert "go test ./..." in result.readme and "Released under the MIT license." in result.readme
    assert "the Go source of this repository was not analysed" in result.readme
    assert_clean(result, go)
    node = node_repo(tmp_path / "quick")
    result = run(node, klaro_settings, klaro_store)
    assert "npm install quick-serve" in result.readme and "```bash\nnpm test\n```" in result.readme
    assert "The package provides the `quick-serve` command." in result.readme
    assert "Released under the ISC license." in result.readme
    assert_clean(result, node)


def test_offline_output_is_byte_identical_for_folder_and_zip(
    tmp_path: Path, klaro_settings, klaro_store
) -> None:
    root = cli_package(tmp_path / "tally")
    first = run(root, klaro_settings, klaro_store).readme
    second = run(root, klaro_settings, klaro_store).readme
    with open_zip(zip_folder(root, prefix="tally/"), "tally.zip") as repo:
        zipped = run_klaro(repo, klaro_settings, store=klaro_store).readme
    assert first == second == zipped


def test_recursion_limit_gives_the_best_draft_with_a_warning(
    tmp_path: Path, klaro_settings, klaro_store
) -> None:
    root = cli_package(tmp_path / "tally")
    result = run(root, klaro_settings, klaro_store, recursion_limit=13)
    assert any("step limit (13 steps)" in w for w in result.warnings)
    assert result.readme.startswith("# tally-cli\n"), "the manifests read before the limit are used"
    assert "pip install tally-cli" in result.readme
    assert result.verification["counts"]["removed"] == 0
    tiny = run(root, klaro_settings, klaro_store, recursion_limit=5)
    assert tiny.readme.startswith("# ") and any("step limit" in w for w in tiny.warnings)


def test_custom_style_guide_orders_and_selects_sections(tmp_path: Path, klaro_settings, klaro_store) -> None:
    root = cli_package(tmp_path / "tally")
    guide = "# House style\n\n## Sections\n\n1. Title\n2. License\n3. Usage\n4. Installation\n"
    readme = run(root, klaro_settings, klaro_store, style_guide=guide).readme
    headings = re.findall(r"^## (.+)$", readme, re.M)
    assert headings[:3] == ["License", "Usage", "Installation"]
    assert "## API overview" not in readme


@pytest.mark.parametrize("budget", [1500])
def test_size_budget_names_what_was_left_out(
    tmp_path: Path, klaro_settings, klaro_store, budget: int
) -> None:
    from agent.klaro.facts import Facts
    from agent.klaro.verify import verify_readme
    from agent.klaro.writer import build_blocks

    root = library(tmp_path / "geomkit")
    result = run(root, klaro_settings, klaro_store)
    assert "Left out" not in result.readme
    with open_source(root) as repo:
        from agent.klaro.analysis import analyze_python
        from agent.klaro.knowledge import default_guide

        modules = {
            p: analyze_python(repo.read_text(p), p, repo.files) for p in repo.files if p.endswith(".py")
        }
        facts = Facts({"modules": modules}, repo)
        readme, report = verify_readme(build_blocks(facts, default_guide()), facts, budget=budget)
    assert "Left out to keep this README short:" in readme and report["left_out"]
