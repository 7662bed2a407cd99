"""Suggested questions: built from each workspace's model, and every one answered with a table."""

from __future__ import annotations

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store
from agent.workspaces.suggestions import suggested_questions
from tests.conftest import make_settings
from tests.workspaces.test_links import BRANCHES, CUSTOMERS, NATIONS, ORDERS, REGIONS, SALES, _workspace


def _each_answered_with_rows(service: AnalyticsService, tenant: str, questions: list[str]) -> None:
    for i, question in enumerate(questions):
        out = service.run_turn(tenant, f"s{i}", question).payload()
        assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
        assert out["row_count"] > 0 and out["columns"], question


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_sample_company_gets_three_to_six_answerable_suggestions(sample_settings, tmp_path, lang):
    service = AnalyticsService(sample_settings, open_metadata_store(f"sqlite:///{tmp_path / 'm.sqlite'}"),
                               InMemorySaver())
    try:
        questions = suggested_questions(service, "demo", lang)
        assert 3 <= len(questions) <= 6, questions
        _each_answered_with_rows(service, "demo", questions)
    finally:
        service.close()
    if lang == "tr":
        assert any(w in " ".join(questions).lower() for w in ("bazında", "ciro", "geçen")), questions


@pytest.mark.parametrize("files", [
    {"branches.csv": BRANCHES, "sales.csv": SALES},
    {"region.csv": REGIONS, "nation.csv": NATIONS, "customer.csv": CUSTOMERS, "orders.csv": ORDERS},
], ids=["branches-sales", "tpch-like"])
def test_an_uploaded_multi_table_workspace_gets_answerable_suggestions(tmp_path, files):
    service = _workspace(tmp_path, files)
    try:
        questions = suggested_questions(service, "mine", "en")
        assert 3 <= len(questions) <= 6, questions
        _each_answered_with_rows(service, "mine", questions)
    finally:
        service.close()


def test_a_question_whose_data_is_empty_at_the_reference_date_is_not_suggested(tmp_path):
    dated = "sale_no,amount,sold_on,shop\n" + "".join(
        f"{i},{10 + i},2021-0{i % 9 + 1}-1{i % 9},{['North', 'South'][i % 2]}\n" for i in range(40))
    service = _workspace(tmp_path, {"sales.csv": dated})
    try:
        engine = service.backend("mine", "offline").engine
        candidates = engine.suggestions("en")
        questions = suggested_questions(service, "mine", "en")
    finally:
        service.close()
    timed = [q for q in candidates if any(w in q.lower() for w in ("last month", "this year", "last year"))]
    assert timed, candidates  # the engine proposes questions about recent periods ...
    assert not set(timed) & set(questions)  # ... which 2021 data cannot answer, so they are not shown
    assert len(questions) >= 3, questions


def test_a_workspace_without_a_model_has_no_suggestions_and_no_error(tmp_path):
    from agent.workspaces.manage import create_workspace

    service = AnalyticsService(make_settings(tmp_path / "home"),
                               open_metadata_store(f"sqlite:///{tmp_path / 'm.sqlite'}"), InMemorySaver())
    try:
        create_workspace(service, "empty")
        assert suggested_questions(service, "empty", "en") == []
    finally:
        service.close()


def test_a_breakdown_that_is_the_same_on_every_row_is_not_suggested(tmp_path):
    service = _workspace(tmp_path, {"branches.csv": BRANCHES, "sales.csv": SALES})
    try:
        candidates = service.backend("mine", "offline").engine.suggestions("en")
        questions = suggested_questions(service, "mine", "en")
        flat = service.run_turn("mine", "f", "Number of branches by branch code").payload()
    finally:
        service.close()
    assert "Number of branches by branch code" in candidates  # the engine proposes it ...
    assert {row[-1] for row in flat["rows"]} == {1}  # ... it is one branch per branch code ...
    assert "Number of branches by branch code" not in questions  # ... so it is not a first question
    assert len(questions) >= 3


# a greenhouse: ``drp`` (drip irrigation yes/no) is a breakdown and, as its share of yes, a measure
BEDS = "bed,drp,yld,zone\n" + "".join(f"B{k},{'yes' if k % 4 == 0 else 'no'},{10 + k % 7},{'ab'[k % 2]}\n"
                                     for k in range(1, 41))


def test_a_measure_broken_down_by_its_own_column_is_not_suggested(tmp_path):
    service = _workspace(tmp_path, {"greenhouse.csv": BEDS})
    try:
        candidates = service.backend("mine", "offline").engine.suggestions("en")
        questions = suggested_questions(service, "mine", "en")
        answer = service.run_turn("mine", "q", "average irrigation").payload()["answer"]
        pointless = service.run_turn("mine", "p", "Drp rate by drp").payload()
    finally:
        service.close()
    assert pointless["last_event"] == "QUERY_EXECUTED"  # it answers (100 % and 0 %) ...
    assert "Drp rate by drp" not in candidates + questions  # ... but is no example of a question
    assert "Drp rate by drp" not in answer
    assert any(q.lower().startswith("drp rate") for q in candidates + questions)  # the measure is offered
