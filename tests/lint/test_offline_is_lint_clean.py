"""The offline engine never writes SQL the semantic lint flags: every development question, as guarded.

The development set is ../shared/eval/nl2sql_dev.yaml (read where it is checked out beside the
project); the in-repo gold and held-out sets are read always.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
import yaml

from agent.analytics.guard import check_sql
from agent.analytics.lint import lint_sql
from tests.conftest import DEV_QUESTION_SETS, DEV_SET, sample_service

AS_OF = dt.date(2026, 11, 15)


@pytest.fixture(scope="module")
def service(sample_settings, tmp_path_factory):
    with sample_service(sample_settings, tmp_path_factory.mktemp("lint")) as svc:
        yield svc


@pytest.mark.parametrize("path", DEV_QUESTION_SETS, ids=lambda p: p.name)
def test_every_question_of_the_set_is_lint_clean(service, path: Path) -> None:
    engine = service.backend("demo", "offline").engine
    policy = service.policy("demo")
    checked, flagged = 0, []
    for case in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]:
        result = engine.answer(case["q"], AS_OF)
        if not (result.ok and result.sql):
            continue
        verdict = check_sql(result.sql, policy, row_limit=1001)
        if not verdict.allowed:
            continue
        checked += 1
        found = lint_sql(verdict.sql, engine.model, policy.table_columns)
        if found:
            flagged.append((case["q"], [f.message for f in found]))
    assert flagged == []
    assert checked >= 20  # the set really was answered, not skipped


def test_the_development_set_is_checked_when_it_is_beside_the_project() -> None:
    assert DEV_SET in DEV_QUESTION_SETS or not DEV_SET.parent.is_dir()
