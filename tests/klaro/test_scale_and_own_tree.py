"""Klaro on this project's own tree and on a synthetic 800-file package (make bench measures the speed)."""

from __future__ import annotations

import re
from pathlib import Path

from agent.klaro import open_source, run_klaro
from tests.klaro.builders import synthetic_repo
from tests.klaro.conftest import unresolved_names

PROJECT = Path(__file__).resolve().parents[2]


def test_own_tree(klaro_settings, klaro_store) -> None:
    with open_source(PROJECT) as repo:
        result = run_klaro(repo, klaro_settings, store=klaro_store)
    readme = result.readme
    for heading in (
        "## Installation",
        "## Usage",
        "## Configuration",
        "## Project structure",
        "## API overview",
        "## Testing",
        "## License",
    ):
        assert heading in readme
    assert "```bash\npip install samaritan\n```" in readme
    assert "The package installs the `samaritan` command (`agent.__main__:main`)." in readme
    assert re.search(r"^\| `samaritan klaro` \| .*`-o`", readme, re.M)
    assert "| `KLARO_RECURSION_LIMIT` | 50 |" in readme
    assert "Released under the MIT license." in readme
    tree = readme.split("```text", 1)[1].split("```", 1)[0]
    assert ".venv" not in tree and ".samaritan" not in tree and "egg-info" not in tree
    assert result.verification["counts"]["removed"] == 0 and result.errors == []
    assert unresolved_names(readme, PROJECT) == []


def test_synthetic_800_files(tmp_path: Path, klaro_settings, klaro_store) -> None:
    root = synthetic_repo(tmp_path / "mega", files=800)
    assert sum(1 for p in root.rglob("*") if p.is_file()) >= 800
    with open_source(root) as repo:
        result = run_klaro(repo, klaro_settings, store=klaro_store)
    readme = result.readme
    assert "pip install megapkg" in readme and "Released under the BSD-3-Clause license." in readme
    assert "The package installs the `mega` command (`megapkg.cli:run`)." in readme
    assert "| `mega sync` | `--force` | Synchronise things. |" in readme
    signatures = re.findall(r"^- `(?:class )?\w+(?:\(.*\))?`", readme, re.M)
    constructors = re.findall(r"^  - `Widget\d+\(size: int = \d+\)`", readme, re.M)
    assert len(signatures) >= 10 and len(constructors) >= 10
    assert "`build_0000(name: str, *, count: int = 3) -> Widget0000`" in readme
    assert "| `MEGA_LIMIT_0` | 5 |" in readme
    assert re.search(r"Klaro analysed 60 of \d{3} Python files, the most important first", readme), "ranked"
    assert 10_000 < len(readme.encode()) <= 21_000
    assert result.verification["counts"]["removed"] == 0
    assert unresolved_names(readme, root) == []
    assert result.analysed <= 60
