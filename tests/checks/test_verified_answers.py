"""Verified answers stay verified: "Looks right" keeps a fingerprint and `verify` re-asks the question.

Real sample tenants, real SQLite metadata and checkpoints, the offline engine; the only edit is a
metric definition written to the tenant's overlay, as a model edit would.
"""

from __future__ import annotations

import json

import pytest

from agent.__main__ import main
from agent.checks import check_verified, fingerprint, result_diff, verify_answer
from agent.conversations import result_view
from agent.storage.tenants import QueryResult
from tests.checks.conftest import edit_metric

FIVE = ["total revenue in 2024", "revenue by sales channel", "How many orders have been placed?",
        "top 5 customers by revenue", "monthly exports by country over the last 12 months"]


def _mark_right(service, question: str, thread: str, *corrections: str):
    result = service.run_turn("demo", thread, question)
    assert result.state.get("response_to") == "QUERY_EXECUTED", result.state.get("error")
    for text in corrections:
        result = service.run_turn("demo", thread, text, intent="BUSINESS_ERROR_FEEDBACK")
        assert result.state.get("response_to") == "QUERY_EXECUTED", result.state.get("error")
    view = result_view(service.thread_state("demo", thread))
    return verify_answer(service, "demo", thread, view)


def test_five_right_answers_pass_and_a_metric_edit_names_its_question(home, service, capsys) -> None:
    for i, question in enumerate(FIVE):
        saved = _mark_right(service, question, f"t{i}")
        assert saved.fingerprint and saved.fingerprint["row_count"] >= 1 and saved.freshness
    assert main(["verify"]) == 0
    out = capsys.readouterr().out
    assert out.count("same SQL") == 5 and "DRIFT" not in out

    edit_metric(home, "demo", "exports", "SUM(shipments.export_value_usd - shipments.freight_cost_usd)")
    assert main(["verify", "--tenant", "demo", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    drifted = [r for r in report["tenants"]["demo"] if r["drift"]]
    assert [r["question"] for r in drifted] == [FIVE[4]]
    assert drifted[0]["status"] == "different_result" and drifted[0]["data_changed"] is False
    assert drifted[0]["diff"] and "→" in drifted[0]["diff"][0] and "T00:00" not in drifted[0]["diff"][0]
    assert "freight_cost_usd" in drifted[0]["sql_now"] and "freight_cost_usd" not in drifted[0]["verified_sql"]
    assert main(["verify"]) == 1
    assert FIVE[4] in [line for line in capsys.readouterr().out.splitlines() if line.startswith("DRIFT")][0]


def test_a_corrected_answer_is_verified_with_its_correction(service) -> None:
    saved = _mark_right(service, "revenue by sales channel", "fix", "it should count returned orders too")
    assert saved.turns == [{"intent": "NEW_QUESTION", "text": "revenue by sales channel"},
                           {"intent": "BUSINESS_ERROR_FEEDBACK", "text": "it should count returned orders too"}]
    assert "returned" in saved.sql
    assert service.metadata.find_verified_query("demo", "revenue by sales channel").sql == saved.sql
    [check] = check_verified(service, "demo")
    assert (check.status, check.drift, check.corrections) == ("same_sql", False,
                                                               ["it should count returned orders too"])


def test_new_data_is_reported_as_changed_not_as_drift(home, service) -> None:
    _mark_right(service, "revenue by sales channel", "data")
    from agent.storage.tenants import TenantRegistry

    TenantRegistry(service.settings).build_samples(scale=0.06)  # the company's data is rebuilt, larger
    [check] = check_verified(service, "demo")
    assert check.data_changed is True
    assert (check.status, check.drift) == ("same_sql", False)  # today's engine still gives the verified SQL


def test_a_question_the_engine_cannot_answer_any_more_is_drift(service) -> None:
    service.metadata.add_verified_query(tenant="demo", question="how tall is the moon",
                                        sql="SELECT 1 AS one")
    [check] = check_verified(service, "demo")
    assert check.status == "not_answered" and check.drift and check.reason
    assert check.data_changed is None  # verified before fingerprints were kept


def test_fingerprint_ignores_row_order_and_float_noise_but_not_values() -> None:
    a = QueryResult(["c", "v"], ["VARCHAR", "DOUBLE"], [("x", 0.1 + 0.2), ("y", 2.0)], False, 1)
    b = QueryResult(["c", "v"], ["VARCHAR", "DOUBLE"], [("y", 2.0), ("x", 0.3)], False, 1)
    c = QueryResult(["c", "v"], ["VARCHAR", "DOUBLE"], [("x", 0.3), ("y", 2.5)], False, 1)
    assert fingerprint(a) == fingerprint(b)
    assert fingerprint(a)["checksum"] != fingerprint(c)["checksum"]
    assert result_diff(a, c) == ["y: v 2.00 → 2.50"] and result_diff(a, b) == []


def test_verify_of_an_unknown_tenant_is_one_sentence(home, capsys) -> None:
    assert main(["verify", "--tenant", "nope"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Error:") and "Traceback" not in err


@pytest.mark.parametrize("argv", [["looks-right", "--thread", "never-asked"]])
def test_looks_right_without_an_answer_is_one_sentence(home, argv, capsys) -> None:
    assert main(argv) == 1
    assert "nothing to mark right" in capsys.readouterr().err
