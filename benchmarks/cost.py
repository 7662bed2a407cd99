"""Cost before running: how wrong the estimate is, and what the check costs a turn (issue 11, item 4).

Two parts, in one worker process (``python -m benchmarks.cost --work DIR [--home DIR]``):

1. **Estimate against the run, on a big table.** A DuckDB file with a ``sales`` fact table of
   ``--rows`` rows (appended in date order, as real sales are) and a ``stores`` dimension is
   opened the way the product opens a tenant (read-only, hardened, two threads). For a handful
   of analyst queries, the product's estimate (``estimate_cost`` with EXPLAIN forced) is printed
   beside what DuckDB's profiler measured: rows scanned (``total_rows_scanned``, after zone-map
   pruning) and the median wall time of three runs.
2. **The check's own cost per turn**, with ``--home``: every dev question through the whole graph
   on that data directory, once with the default thresholds (the size bound decides alone) and
   once with a threshold of one row (EXPLAIN, then the cheaper reading is built, guarded and
   estimated). ``check_ms`` is what the CostCheck node spent; the turns are not timed here.

It prints one JSON object; ``--table`` also prints the figures as a table on stderr.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from benchmarks.common import DEV_CASES, summary

__all__ = ["QUERIES", "build_sales", "estimate_error", "check_cost", "main", "table_lines"]

QUERIES: dict[str, str] = {
    "sum by store region": "SELECT st.region, SUM(s.amount) FROM sales s JOIN stores st USING (store_id) GROUP BY 1",
    "monthly revenue": "SELECT date_trunc('month', sale_date) AS m, SUM(amount) FROM sales GROUP BY 1 ORDER BY 1",
    "last 12 months by product": "SELECT product, SUM(amount) FROM sales WHERE sale_date >= DATE '2025-11-01' "
                                 "AND sale_date < DATE '2026-11-01' GROUP BY 1",
    "distinct customers": "SELECT COUNT(DISTINCT customer_id) FROM sales",
    "top 10 stores by quantity": "SELECT store_id, SUM(quantity) AS q FROM sales GROUP BY 1 ORDER BY q DESC LIMIT 10",
    "one row": "SELECT SUM(amount) FROM sales",
}


def build_sales(path: Path, rows: int) -> None:
    """Write the benchmark's DuckDB file: ``sales`` (``rows`` rows over 2019-2026) and ``stores``."""
    import duckdb

    con = duckdb.connect(str(path))
    try:
        con.execute("CREATE TABLE stores AS SELECT range AS store_id, 'region ' || (range % 12) AS region "
                    "FROM range(1000)")
        days = 8 * 365
        con.execute(f"""
            CREATE TABLE sales AS SELECT range AS sale_id,
                   DATE '2018-11-15' + CAST(range * {days} // {rows} AS INTEGER) AS sale_date,
                   CAST(hash(range) % 1000 AS INTEGER) AS store_id,
                   CAST(hash(range * 7) % 200000 AS INTEGER) AS customer_id,
                   'product ' || CAST(hash(range * 13) % 300 AS INTEGER) AS product,
                   1 + CAST(hash(range * 31) % 9 AS INTEGER) AS quantity,
                   round(CAST(hash(range * 17) % 100000 AS DOUBLE) / 100, 2) AS amount
            FROM range({rows})""")
        con.execute("CHECKPOINT")
    finally:
        con.close()


def _profiled(con: Any, sql: str, profile: Path) -> tuple[float, int]:
    """(seconds, rows scanned) of one run, from DuckDB's JSON profile."""
    con.execute("PRAGMA enable_profiling='json'")
    con.execute(f"PRAGMA profiling_output='{profile}'")
    started = time.perf_counter()
    con.execute(sql).fetchall()
    seconds = time.perf_counter() - started
    con.execute("PRAGMA disable_profiling")
    report = json.loads(profile.read_text(encoding="utf-8"))
    return seconds, int(report.get("query", {}).get("total_rows_scanned", 0))


def estimate_error(work: Path, rows: int, threads: int = 2) -> dict[str, Any]:
    """Estimated against measured rows and seconds for every query of ``QUERIES``."""
    import duckdb

    from agent.analytics.cost.estimate import estimate_cost

    path = work / "cost-sales.duckdb"
    if not path.exists():
        build_sales(path, rows)
    con = duckdb.connect(str(path), read_only=True, config={"threads": threads, "memory_limit": "1GB"})
    try:
        sizes = {name.lower(): (int(n), int(cols)) for name, n, cols in con.execute(
            "SELECT table_name, estimated_size, column_count FROM duckdb_tables()").fetchall()}
        out = []
        for name, sql in QUERIES.items():
            estimate = estimate_cost(con, sql, sizes, threads=threads)
            con.execute(sql).fetchall()  # warm: the buffer pool, as a second question would find it
            runs = [_profiled(con, sql, work / "cost-profile.json") for _ in range(3)]
            actual_s = statistics.median(r[0] for r in runs)
            scanned = runs[-1][1]
            out.append({"query": name, "estimated_rows": estimate.rows, "scanned_rows": scanned,
                        "rows_ratio": round(estimate.rows / scanned, 2) if scanned else None,
                        "estimated_s": round(estimate.seconds, 3), "actual_s": round(actual_s, 3),
                        "time_ratio": round(estimate.seconds / actual_s, 2) if actual_s else None,
                        "explain_ms": round(estimate.check_ms, 2)})
    finally:
        con.close()
    ratios = [q["time_ratio"] for q in out if q["time_ratio"]]
    return {"rows": rows, "threads": threads, "queries": out,
            "time_ratio_median": round(statistics.median(ratios), 2) if ratios else None,
            "time_ratio_range": [min(ratios), max(ratios)] if ratios else None}


def check_cost(home: Path, cases_path: Path = DEV_CASES) -> dict[str, Any]:
    """The CostCheck node's own time on every dev question: bound only, and with EXPLAIN forced."""
    import yaml

    from agent.analytics.service import AnalyticsService
    from agent.config import load_settings
    from agent.services import open_analytics

    spec = yaml.safe_load(cases_path.read_text(encoding="utf-8"))
    questions = [c["q"] for c in spec["cases"] if c.get("kind") == "table"]
    base = load_settings().with_overrides(home=home)
    report: dict[str, Any] = {"questions": len(questions)}
    for label, settings in (("below_threshold", base), ("asks_first", base.with_overrides(confirm_rows=1))):
        with open_analytics(settings) as service:
            assert isinstance(service, AnalyticsService)
            service.run_turn("demo", f"bench-cost-warm-{uuid.uuid4().hex[:6]}", questions[0])
            check_ms, explained, asked = [], 0, 0
            for question in questions:
                out = service.run_turn("demo", f"bench-cost-{uuid.uuid4().hex[:8]}", question).payload()
                cost = out.get("cost") or {}
                if "check_ms" in cost:
                    check_ms.append(float(cost["check_ms"]))
                    explained += bool(cost.get("explained"))
                    asked += out.get("last_event") == "COST_CONFIRMATION_NEEDED"
        report[label] = {"check_ms": summary(check_ms, 3), "explained": explained, "asked": asked}
    return report


def table_lines(report: dict[str, Any]) -> list[str]:
    """The report as lines of the benchmark table."""
    est = report["estimate"]
    lines = [f"  estimate vs run, sales table of {est['rows']:,} rows, {est['threads']} threads:",
             f"  {'query':28} {'est rows':>12} {'scanned':>12} {'est s':>8} {'actual s':>9} {'est/act':>8}"]
    for q in est["queries"]:
        lines.append(f"  {q['query']:28} {q['estimated_rows']:>12,} {q['scanned_rows']:>12,} "
                     f"{q['estimated_s']:>8.3f} {q['actual_s']:>9.3f} {q['time_ratio'] or 0:>8.2f}")
    lines.append(f"  time estimate / actual: median {est['time_ratio_median']}×, range {est['time_ratio_range']}")
    check = report.get("check")
    if check:
        for label in ("below_threshold", "asks_first"):
            c = check[label]
            lines.append(f"  CostCheck per turn, {label.replace('_', ' ')}: p50 {c['check_ms']['p50']} ms, "
                         f"p95 {c['check_ms']['p95']} ms (EXPLAIN ran in {c['explained']}/{check['questions']}, "
                         f"asked {c['asked']})")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Worker: print one JSON report (and the table on stderr with ``--table``)."""
    p = argparse.ArgumentParser(prog="python -m benchmarks.cost", description=__doc__.split("\n")[0])
    p.add_argument("--work", required=True, help="a directory for the benchmark's DuckDB file")
    p.add_argument("--rows", type=int, default=20_000_000, help="rows of the sales table")
    p.add_argument("--home", default=None, help="a data directory with built sample tenants (per-turn cost)")
    p.add_argument("--cases", default=str(DEV_CASES), help="the questions of the per-turn part")
    p.add_argument("--table", action="store_true", help="also print a table on stderr")
    args = p.parse_args(argv)
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    report: dict[str, Any] = {"estimate": estimate_error(work, args.rows)}
    if args.home:
        report["check"] = check_cost(Path(args.home), Path(args.cases))
    report["worker_s"] = round(time.perf_counter() - started, 2)
    if args.table:
        print("\n".join(table_lines(report)), file=sys.stderr)
    print(json.dumps(report, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
