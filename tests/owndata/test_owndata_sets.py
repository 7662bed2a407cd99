"""Each own-data set scores at least its floor: the engine on strangers' data must not get worse.

Why: these sets (issue 10) measure the offline engine on public data uploaded through the real
upload path with no hand-written model. The floors in ``floors.yaml`` are the first measured
scores (see SCORES.md); raise them when the engine improves, never lower them to make a change pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tests.owndata.harness import available_sets, run_set

FLOORS = yaml.safe_load(Path(__file__).with_name("floors.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def owndata_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the sets' CSV files are generated, once per test session."""
    return tmp_path_factory.mktemp("owndata-cache")


def test_every_set_has_a_floor() -> None:
    assert sorted(FLOORS) == available_sets()


def test_no_set_has_two_floor_lines() -> None:
    """A merge that kept both sides of a conflict wrote a set's floor twice; YAML keeps the last
    (an older, lower floor) without a word, so a drop below the real floor would pass."""
    lines = Path(__file__).with_name("floors.yaml").read_text(encoding="utf-8").splitlines()
    keys = [line.split(":", 1)[0] for line in lines if line.strip() and not line.startswith(("#", " "))]
    assert sorted({k for k in keys if keys.count(k) > 1}) == []


def test_no_dataset_name_is_defined_twice() -> None:
    """Two sets' builders sharing a constant's name: at a merge the later one silently replaced the
    earlier (holdout6_tr's ``SIGARA_HEADERS`` by trdev5's), and only a fresh build noticed."""
    import ast

    tree = ast.parse(Path(__file__).with_name("datasets.py").read_text(encoding="utf-8"))
    names = [t.id for node in tree.body if isinstance(node, ast.Assign | ast.AnnAssign)
             for t in (node.targets if isinstance(node, ast.Assign) else [node.target]) if isinstance(t, ast.Name)]
    names += [node.name for node in tree.body if isinstance(node, ast.FunctionDef)]
    assert sorted({n for n in names if names.count(n) > 1}) == []


@pytest.mark.parametrize("name", available_sets())
def test_set_scores_at_least_its_floor(name: str, owndata_cache: Path) -> None:
    result = run_set(name, owndata_cache)
    failures = "\n".join(f"  {c.id}: {c.question} -- {c.why}" for c in result.cases if not c.passed)
    assert result.passed >= FLOORS[name]["passed"], (
        f"{result.summary()} is below its floor of {FLOORS[name]['passed']}; failures:\n{failures}")
