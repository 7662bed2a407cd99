"""Question latency, "Chart this" latency and peak memory of a warm process (items 1, 2 and 5).

Each dev question is asked as a new conversation through ``AnalyticsService.run_turn`` — the
whole graph, with the real SQLite checkpointer and metadata store — and the SQL that turn ran is
executed again directly on DuckDB (a raw cursor of the same tenant connection, ``fetchmany`` as
DbExecute does). The two are measured in the same round, their order alternating from question
to question, so a noisy machine slows both alike; the graph's own overhead is the paired
difference. After the questions, every table answer gets its "Chart this" turn (plan, figure,
insights). Run as a worker (``python -m benchmarks.questions --home DIR``), it prints one JSON
object whose ``peak_rss_mb`` is this process's high-water mark.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import time
import uuid
from collections import Counter
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import yaml

from benchmarks.common import DEV_CASES, peak_rss_mb, percentile, summary

__all__ = ["load_cases", "measure_charts", "measure_questions", "main"]

TENANT = "demo"


def load_cases(path: Path = DEV_CASES, limit: int | None = None) -> tuple[list[dict[str, Any]], dt.date]:
    """The cases of an eval file and its reference date."""
    spec = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    cases = list(spec["cases"])[:limit] if limit else list(spec["cases"])
    return cases, dt.date.fromisoformat(str(spec["as_of"]))


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000


def _direct(service: Any, sql: str) -> float:
    """Milliseconds to run ``sql`` on a raw cursor of the tenant connection, as DbExecute fetches it."""
    db = service.tenant_db(TENANT)
    limit = db.tenant.row_limit
    started = time.perf_counter()
    with db.cursor() as cur:
        cur.execute(sql)
        cur.fetchmany(limit + 1)
    return _ms(started)


def measure_questions(service: Any, cases: list[dict[str, Any]], as_of: dt.date, rounds: int = 3) -> dict[str, Any]:
    """Time every case's whole turn and its SQL on DuckDB, ``rounds`` times after one warm-up round.

    Returns the summary plus ``threads``: a thread per executed case (for the chart turns).
    """
    def ask(question: str) -> Any:
        return service.run_turn(TENANT, f"bench-{uuid.uuid4().hex[:12]}", question, as_of=as_of)

    sql_of: dict[str, str | None] = {}
    events: dict[str, str] = {}
    for case in cases:  # warm-up: engine, caches, DuckDB buffers; fixes each case's SQL
        state = ask(case["q"]).state
        events[case["id"]] = state.get("response_to") or state.get("last_event") or ""
        sql_of[case["id"]] = state.get("sql") if state.get("table_result") else None
    turn: dict[str, list[float]] = {c["id"]: [] for c in cases}
    cpu: list[float] = []
    direct: dict[str, list[float]] = {c["id"]: [] for c in cases}
    threads: dict[str, str] = {}
    changed = 0
    for r in range(rounds):
        for i, case in enumerate(cases):
            sql = sql_of[case["id"]]
            direct_first = sql is not None and (r + i) % 2 == 1
            if direct_first:
                direct[case["id"]].append(_direct(service, sql))
            thread = f"bench-{uuid.uuid4().hex[:12]}"
            started, cpu_started = time.perf_counter(), time.process_time()
            result = service.run_turn(TENANT, thread, case["q"], as_of=as_of)
            turn[case["id"]].append(_ms(started))
            cpu.append((time.process_time() - cpu_started) * 1000)
            if sql is not None:
                changed += result.state.get("sql") != sql
                threads[case["id"]] = thread
                if not direct_first:
                    direct[case["id"]].append(_direct(service, sql))
    executed = [c["id"] for c in cases if sql_of[c["id"]] is not None]
    pairs = [(t, d) for cid in executed for t, d in zip(turn[cid], direct[cid], strict=True)]
    all_turns = [t for values in turn.values() for t in values]
    turn_exec = [t for t, _ in pairs]
    duck = [d for _, d in pairs]
    p50_duck = percentile(duck, 50)
    return {
        "cases": len(cases), "executed_cases": len(executed), "rounds": rounds, "samples": len(all_turns),
        "sql_changed_between_rounds": changed,
        "events": dict(Counter(events.values())),
        "turn_ms": summary(all_turns),
        "turn_executed_ms": summary(turn_exec),
        "turn_cpu_ms": summary(cpu),
        "duckdb_ms": summary(duck),
        "overhead_ms": summary(t - d for t, d in pairs),
        "ratio_p50": round(percentile(turn_exec, 50) / p50_duck, 3) if pairs else None,
        "ratio_paired_p50": round(percentile((t / d for t, d in pairs), 50), 3) if pairs else None,
        "per_case": [{"id": c["id"], "q": c["q"], "event": events[c["id"]],
                      "turn_ms_p50": round(percentile(turn[c["id"]], 50), 2),
                      "duckdb_ms_p50": round(percentile(direct[c["id"]], 50), 2) if direct[c["id"]] else None}
                     for c in cases],
        "threads": threads,
    }


def _draw(service: Any, state: dict[str, Any]) -> None:
    """Build the figure as the Ask page does: the turn's chart spec over the cached rows."""
    from agent.analytics.charts import build_figure, plan_from_spec

    spec, table = state.get("chart_spec"), state.get("table_result")
    if spec and table:
        build_figure(plan_from_spec(spec), service.rows(TENANT, table).to_frame())


def measure_charts(service: Any, threads: dict[str, str], as_of: dt.date) -> dict[str, Any]:
    """Time "Chart this" on each thread: the graph turn (plan, checks, insights) and the figure drawn.

    ``chart_ms`` is what a user waits for — the turn plus building the Plotly figure from the
    cached rows, as the Ask page does; ``turn_ms`` is the graph turn alone. One warm-up chart first.
    """
    if not threads:
        return {"charts": 0, "chart_ms": summary([]), "turn_ms": summary([]), "events": {}}
    warm = f"bench-warm-{uuid.uuid4().hex[:8]}"
    service.run_turn(TENANT, warm, "revenue by sales channel", as_of=as_of)
    _draw(service, service.run_turn(TENANT, warm, "", intent="DRAW_CHART", as_of=as_of).state)  # imports plotly
    totals, turns, events = [], [], Counter()
    for thread in threads.values():
        started = time.perf_counter()
        state = service.run_turn(TENANT, thread, "", intent="DRAW_CHART", as_of=as_of).state
        turns.append(_ms(started))
        _draw(service, state)
        totals.append(_ms(started))
        events[state.get("response_to") or state.get("last_event") or ""] += 1
    return {"charts": len(totals), "chart_ms": summary(totals), "turn_ms": summary(turns), "events": dict(events)}


def _profiler(path: str | None):
    """A context manager that writes a profile of its block to ``path`` (pyinstrument, else cProfile)."""
    if not path:
        return nullcontext()
    from contextlib import contextmanager

    @contextmanager
    def profiled():
        try:
            from pyinstrument import Profiler
        except ImportError:
            import cProfile
            import io
            import pstats

            prof = cProfile.Profile()
            prof.enable()
            try:
                yield
            finally:
                prof.disable()
                out = io.StringIO()
                pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(80)
                Path(path).write_text(out.getvalue(), encoding="utf-8")
            return
        profiler = Profiler(interval=0.0005)
        profiler.start()
        try:
            yield
        finally:
            profiler.stop()
            Path(path).write_text(profiler.output_text(), encoding="utf-8")

    return profiled()


def main(argv: list[str] | None = None) -> int:
    """Worker: answer the cases in this process and print one JSON report."""
    p = argparse.ArgumentParser(prog="python -m benchmarks.questions", description=__doc__.split("\n")[0])
    p.add_argument("--home", required=True, help="a data directory whose tenants are built")
    p.add_argument("--cases", default=str(DEV_CASES))
    p.add_argument("--limit", type=int, default=None, help="only the first N cases")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--no-charts", action="store_true")
    p.add_argument("--profile", default=None, help="write a profile of the measured rounds here")
    args = p.parse_args(argv)

    from agent.config import load_settings
    from agent.services import open_analytics

    started = time.perf_counter()
    cases, as_of = load_cases(Path(args.cases), args.limit)
    settings = load_settings().with_overrides(home=Path(args.home))
    with open_analytics(settings) as service:
        ready = time.perf_counter()
        service.run_turn(TENANT, f"bench-first-{uuid.uuid4().hex[:8]}", "revenue by sales channel", as_of=as_of)
        first_turn_ms = _ms(ready)
        with _profiler(args.profile):
            report = measure_questions(service, cases, as_of, args.rounds)
        report["peak_rss_mb_after_questions"] = peak_rss_mb()
        threads = report.pop("threads")
        report["chart"] = ({"charts": 0} if args.no_charts else measure_charts(service, threads, as_of))
    report["first_turn_in_process_ms"] = round(first_turn_ms, 1)
    report["peak_rss_mb"] = peak_rss_mb()
    report["worker_s"] = round(time.perf_counter() - started, 2)
    print(json.dumps(report, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
