"""Your own data at size: a ~300 MB CSV through the product's upload path, then questions on it.

Three figures the own-data issue asks for, measured in one run on one file (TPC-H ``lineitem``
from the ``tpchgen-cli`` wheel, at the scale that makes it about 300 MB):

1. the upload through the product's path (create a workspace, ``add_files`` — staging, typing,
   the transaction, personal-data scan, publishing the analyst's catalog, model inference) beside
   DuckDB's own ``CREATE TABLE … AS SELECT * FROM read_csv(…)`` of the same file, each in a
   process of its own, alternating, so the ratio compares like with like. The upload is timed in a
   started service, as a user's upload meets a running app; starting the service (imports,
   metadata store) is reported beside it as ``service_start_s`` and ``upload_with_start_s``;
2. the upload process's peak RSS (its high-water mark, ``ru_maxrss``);
3. five questions on the new workspace, each whole turn beside its SQL run directly on the same
   connection, in the paired way of :mod:`benchmarks.questions`.

Run: ``python -m benchmarks.owndata [--scale 0.4] [--work DIR]``; prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from benchmarks.common import clean_env, peak_rss_mb, run_worker, summary

__all__ = ["QUESTIONS", "main", "run"]

WORKSPACE = "lineitems"
QUESTIONS = (
    "how many lineitem rows are there",
    "total quantity by ship mode",
    "average extended price by return flag",
    "maximum discount",
    "number of lineitems per line status",
)


def generate(out: Path, scale: float) -> Path:
    """TPC-H lineitem at ``scale`` as one CSV with a header (about 750 MB per unit of scale)."""
    binary = shutil.which("tpchgen-cli", path=str(Path(sys.executable).parent)) or shutil.which("tpchgen-cli")
    if binary is None:
        raise SystemExit("tpchgen-cli is not installed: pip install -e '.[test]'")
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run([binary, "csv", "-s", f"{scale:g}", "--tables=lineitem", f"--output-dir={out}"],
                   check=True, capture_output=True)
    return out / "lineitem.csv"


def _cpu_s() -> float:
    """This process's CPU time so far (user + system, all threads): unlike wall time, it barely
    moves when other processes share the machine, so it is the steadier figure on a busy host."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _raw_worker(csv: Path, target: Path) -> dict[str, Any]:
    import duckdb

    target.unlink(missing_ok=True)
    cpu, started = _cpu_s(), time.perf_counter()
    with duckdb.connect(str(target)) as con:
        con.execute("CREATE TABLE lineitem AS SELECT * FROM read_csv(?)", [str(csv)])
        rows = con.execute("SELECT count(*) FROM lineitem").fetchone()[0]
    return {"seconds": round(time.perf_counter() - started, 3), "cpu_s": round(_cpu_s() - cpu, 3), "rows": rows,
            "peak_rss_mb": peak_rss_mb()}


def _product_worker(csv: Path, home: Path) -> dict[str, Any]:
    from agent.config import load_settings
    from agent.services import open_analytics
    from agent.workspaces.manage import add_files, create_workspace

    settings = load_settings(clean_env(home))
    opening = time.perf_counter()
    with open_analytics(settings) as service:
        cpu, started = _cpu_s(), time.perf_counter()
        create_workspace(service, WORKSPACE, "TPC-H line items")
        result = add_files(service, WORKSPACE, [csv])[0]
        elapsed, cpu = time.perf_counter() - started, _cpu_s() - cpu
    return {"seconds": round(elapsed, 3), "cpu_s": round(cpu, 3), "start_s": round(started - opening, 3),
            "rows": result.rows, "peak_rss_mb": peak_rss_mb()}


def _questions_worker(home: Path, rounds: int) -> dict[str, Any]:
    from agent.config import load_settings
    from agent.services import open_analytics

    settings = load_settings(clean_env(home))
    out: list[dict[str, Any]] = []
    with open_analytics(settings) as service:
        db = service.tenant_db(WORKSPACE)
        for question in QUESTIONS:
            first = service.run_turn(WORKSPACE, f"bench-{uuid.uuid4().hex[:8]}", question).state
            sql = first.get("sql") if first.get("table_result") else None
            turns, direct = [], []
            for r in range(rounds):
                order = (("turn", "direct") if r % 2 == 0 else ("direct", "turn")) if sql else ("turn",)
                for what in order:
                    started = time.perf_counter()
                    if what == "turn":
                        service.run_turn(WORKSPACE, f"bench-{uuid.uuid4().hex[:8]}", question)
                        turns.append((time.perf_counter() - started) * 1000)
                    else:
                        with db.cursor() as cur:
                            cur.execute(sql)
                            cur.fetchmany(db.tenant.row_limit + 1)
                        direct.append((time.perf_counter() - started) * 1000)
            turn_p50 = summary(turns)["p50"]
            direct_p50 = summary(direct)["p50"] if direct else None
            out.append({"question": question, "sql": sql, "answer": (first.get("answer") or "")[:160],
                        "turn_ms_p50": turn_p50, "duckdb_ms_p50": direct_p50,
                        "ratio": round(turn_p50 / direct_p50, 2) if direct_p50 else None})
    return {"questions": out}


def run(scale: float, work: Path, rounds: int = 3, repeats: int = 2) -> dict[str, Any]:
    """Generate the file, time both loads ``repeats`` times, then the questions; return the report."""
    csv = generate(work / "data", scale)
    size_mb = round(csv.stat().st_size / 1024 / 1024, 1)
    raw, product = [], []
    home = work / "home"
    for i in range(repeats):
        raw.append(run_worker("benchmarks.owndata", ["--worker", "raw", "--csv", str(csv),
                                                     "--target", str(work / "raw.duckdb")], clean_env(work)))
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(parents=True)
        product.append(run_worker("benchmarks.owndata", ["--worker", "product", "--csv", str(csv),
                                                         "--home", str(home)], clean_env(home), timeout=1800))
        print(f"[owndata] load {i + 1}: read_csv {raw[-1]['seconds']} s, product {product[-1]['seconds']} s",
              file=sys.stderr, flush=True)
    questions = run_worker("benchmarks.owndata", ["--worker", "questions", "--home", str(home),
                                                  "--rounds", str(rounds)], clean_env(home))
    raw_s = min(r["seconds"] for r in raw)
    best = min(product, key=lambda p: p["seconds"])
    product_s = best["seconds"]
    return {"file_mb": size_mb, "rows": product[-1]["rows"], "read_csv_s": raw_s, "upload_s": product_s,
            "upload_ratio": round(product_s / raw_s, 2), "service_start_s": best["start_s"],
            "upload_with_start_s": round(product_s + best["start_s"], 3),
            "upload_cpu_ratio": round(min(p["cpu_s"] for p in product) / min(r["cpu_s"] for r in raw), 2),
            "read_csv_all_s": [r["seconds"] for r in raw], "upload_all_s": [p["seconds"] for p in product],
            "upload_peak_rss_mb": max(p["peak_rss_mb"] for p in product),
            "read_csv_peak_rss_mb": max(r["peak_rss_mb"] for r in raw), "questions": questions["questions"]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.owndata", description=__doc__.splitlines()[0])
    p.add_argument("--scale", type=float, default=0.4, help="TPC-H scale (0.4 gives a ~300 MB lineitem.csv)")
    p.add_argument("--work", default=None, help="a working directory (default: a temporary one)")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--repeats", type=int, default=2, help="loads of each kind, alternating (the fastest counts)")
    p.add_argument("--worker", choices=["raw", "product", "questions"], default=None)
    p.add_argument("--csv", default=None)
    p.add_argument("--target", default=None)
    p.add_argument("--home", default=None)
    args = p.parse_args(argv)
    if args.worker == "raw":
        report = _raw_worker(Path(args.csv), Path(args.target))
    elif args.worker == "product":
        report = _product_worker(Path(args.csv), Path(args.home))
    elif args.worker == "questions":
        report = _questions_worker(Path(args.home), args.rounds)
    elif args.work:
        report = run(args.scale, Path(args.work), args.rounds, args.repeats)
    else:
        with tempfile.TemporaryDirectory(prefix="samaritan-owndata-") as tmp:
            report = run(args.scale, Path(tmp), args.rounds, args.repeats)
    print(json.dumps(report, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
