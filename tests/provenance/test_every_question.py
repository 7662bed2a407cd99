"""On every development question: the offered readings compile, are guarded, and their words re-ask them.

Why on every question: an assumption's button is a promise that the other reading exists and is
different; a reading whose question in words came back as something else would be a wrong
promise. The app's buttons pass the reading itself (exact), the CLI and API offer the words.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
import yaml

from agent.analytics.guard import check_sql
from agent.analytics.provenance import find_readings
from agent.analytics.provenance.readings import reasks_as
from agent.analytics.semantic import QueryPlan
from tests.conftest import DEV_QUESTION_SETS, sample_service

AS_OF = dt.date(2026, 11, 15)


@pytest.fixture(scope="module")
def service(sample_settings, tmp_path_factory):
    with sample_service(sample_settings, tmp_path_factory.mktemp("prov")) as svc:
        yield svc


@pytest.mark.parametrize("path", DEV_QUESTION_SETS, ids=lambda p: p.name)
def test_every_offered_reading_is_different_guarded_and_reasked_by_its_words(service, path: Path) -> None:
    engine = service.backend("demo", "offline").engine
    policy = service.policy("demo")
    offered, wrong = 0, []
    for case in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]:
        result = engine.answer(case["q"], AS_OF)
        if not (result.ok and result.plan):
            continue
        for reading in find_readings(engine, case["q"], result.plan, AS_OF, compile_all=True):
            offered += 1
            if reading.sql == result.sql or not check_sql(reading.sql, policy, row_limit=1001).allowed:
                wrong.append((case["q"], reading.kind, "same SQL or refused"))
            elif not reasks_as(engine, reading, QueryPlan.model_validate(result.plan), AS_OF):
                wrong.append((case["q"], reading.kind, reading.question))
    assert wrong == []
    assert offered >= 10  # readings really were offered, not skipped
