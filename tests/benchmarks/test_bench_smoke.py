"""The benchmark suite runs end to end on tiny inputs and reports every figure as a sane number.

No timing is asserted (the machine may be busy); only that each section ran and produced
positive, finite figures where figures belong, so ``make bench`` cannot silently lose one.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import yaml

from benchmarks.klaro import synthetic_repository
from benchmarks.suite import TARGETS, Config, run, table

CASES = {
    "as_of": "2026-11-15",
    "cases": [
        {"id": "s1", "q": "revenue by sales channel", "kind": "table"},
        {"id": "s2", "q": "monthly orders in 2025", "kind": "table"},
        {"id": "s3", "q": "show me the customers' emails", "kind": "reject"},
        {"id": "s4", "q": "help", "kind": "intent"},
    ],
}

POSITIVE = [  # figures that must be measured and greater than zero
    ("cold_start", "init_data", "scale_0.05", "seconds"),
    ("cold_start", "imports", "import_s", "p50"),
    ("cold_start", "imports", "process_s", "p50"),
    ("cold_start", "first_answer", "median_s"),
    ("questions", "scale_0.05", "turn_ms", "p50"),
    ("questions", "scale_0.05", "turn_ms", "p95"),
    ("questions", "scale_0.05", "turn_executed_ms", "p50"),
    ("questions", "scale_0.05", "turn_cpu_ms", "p50"),
    ("questions", "scale_0.05", "duckdb_ms", "p50"),
    ("questions", "scale_0.05", "duckdb_ms", "p95"),
    ("questions", "scale_0.05", "overhead_ms", "p50"),
    ("questions", "scale_0.05", "ratio_p50"),
    ("questions", "scale_0.05", "chart", "chart_ms", "p50"),
    ("questions", "scale_0.05", "chart", "turn_ms", "p50"),
    ("questions", "scale_0.05", "peak_rss_mb"),
    ("memory", "peak_rss_mb"),
    ("klaro", "this_repository", "cold", "process_s"),
    ("klaro", "this_repository", "warm", "run_s"),
    ("klaro", "synthetic_30", "cold", "process_s"),
    ("klaro", "synthetic_30", "cold", "peak_rss_mb"),
    ("api_load", "latency_ms", "p50"),
    ("api_load", "throughput_rps"),
    ("owndata", "read_csv_s"),
    ("owndata", "upload_s"),
    ("owndata", "upload_cpu_ratio"),
    ("owndata", "service_start_s"),
    ("owndata", "upload_peak_rss_mb"),
    ("owndata", "questions", 0, "turn_ms_p50"),
    ("owndata", "upload_ratio_spread", "max"),
    ("owndata", "upload_phases_s", "Writing table lineitem"),
    ("owndata", "second_upload", "seconds"),
    ("cost", "estimate", "queries", 0, "estimated_rows"),
    ("cost", "estimate", "queries", 0, "scanned_rows"),
    ("cost", "estimate", "queries", 0, "actual_s"),
    ("cost", "check", "below_threshold", "check_ms", "p50"),
    ("cost", "check", "asks_first", "check_ms", "p50"),
    ("elapsed_s",),
]


def _get(report: dict, path: tuple):
    for key in path:
        found = key < len(report) if isinstance(key, int) and isinstance(report, list) else (
            isinstance(report, dict) and key in report)
        assert found, f"missing {'.'.join(map(str, path))} (at {key})"
        report = report[key]
    return report


def _numbers(node, where: str = ""):
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _numbers(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _numbers(value, f"{where}[{i}]")
    elif isinstance(node, int | float) and not isinstance(node, bool):
        yield where, node


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    work = tmp_path_factory.mktemp("bench")
    cases = work / "cases.yaml"
    cases.write_text(yaml.safe_dump(CASES), encoding="utf-8")
    repo = synthetic_repository(work / "small-repo", files=12)
    config = Config(scales=(0.05,), rounds=1, cases=cases, cold_runs=1, klaro_repo=repo, klaro_files=30,
                    api_clients=1, api_questions=2, api_time_limit=90.0, owndata_scale=0.005, owndata_repeats=2,
                    cost_rows=200_000,
                    mode="smoke")
    return run(config, work)


def test_every_figure_is_there_and_positive(report: dict) -> None:
    for path in POSITIVE:
        value = _get(report, path)
        where = ".".join(map(str, path))
        assert isinstance(value, int | float) and math.isfinite(value) and value > 0, f"{where} = {value!r}"


def test_every_number_is_finite_and_not_negative(report: dict) -> None:
    for where, value in _numbers(report):
        if where.endswith(("overhead_ms.min", "overhead_ms.p50", "overhead_ms.mean", "overhead_ms_p50")):
            assert math.isfinite(value), where  # a paired difference; only noise could make it negative
            continue
        assert math.isfinite(value) and value >= 0, f"{where} = {value!r}"


def test_sections_did_their_work(report: dict) -> None:
    q = report["questions"]["scale_0.05"]
    assert q["cases"] == 4 and q["executed_cases"] == 2 and q["sql_changed_between_rounds"] == 0
    assert q["chart"]["charts"] == 2 and set(q["chart"]["events"]) <= {"INSIGHTS_READY", "INSIGHTS_PARTIAL"}
    assert report["cold_start"]["first_answer"]["last_event"] == "QUERY_EXECUTED"
    assert "agent.analytics.service" in report["cold_start"]["imports"]["modules"]
    assert report["api_load"]["passed"] and report["api_load"]["requests"] == 2
    assert report["klaro"]["synthetic_30"]["cold"]["files"] == 30
    assert report["klaro"]["this_repository"]["warm"]["removed_names"] == 0
    own = report["owndata"]
    assert "lineitem.l_orderkey -> orders.o_orderkey" in own["second_upload"]["links"]
    assert all(q["sql"] for q in own["questions"]), [q["question"] for q in own["questions"] if not q["sql"]]
    assert any("JOIN" in q["sql"] for q in own["questions"])  # the questions reach across the inferred link
    check = report["cost"]["check"]  # two table questions: the bound alone below, EXPLAIN and a question above
    assert (check["below_threshold"]["explained"], check["below_threshold"]["asked"]) == (0, 0)
    assert (check["asks_first"]["explained"], check["asks_first"]["asked"]) == (2, 2)
    assert all(q["estimated_rows"] >= q["scanned_rows"] for q in report["cost"]["estimate"]["queries"])


def test_targets_and_table(report: dict) -> None:
    assert [t["key"] for t in report["targets"]] == [key for _, key, _, _ in TARGETS]
    for target in report["targets"]:
        assert target["value"] is not None and target["met"] in (True, False), target
    text = table(report)
    for heading in ("Cold start", "Questions, scale 0.05", "Cost before running", "Klaro offline", "API load",
                    "Own data", "Targets"):
        assert heading in text
    assert Path(report["klaro"]["this_repository"]["path"]).name == "small-repo"
