"""The whole benchmark suite (``python -m benchmarks``, ``make bench``): one JSON report and a table.

Sections, in the order they run (each in processes of its own, see ``common``):

1. cold start — ``init-data`` at every scale (their data directories serve the later sections),
   the app's import time, the first answer of a new process;
2. question latency per scale — every dev question through the whole graph vs. its SQL run
   directly on DuckDB, and the "Chart this" turn; the worker's peak RSS is the memory figure;
3. cost before running (``benchmarks.cost``): the estimate against measured rows and time on a
   big table, and the CostCheck node's own time per dev question at the largest scale;
4. Klaro offline on this repository and on a generated 500-file repository, first run in a fresh
   data directory (it builds the embedding) and a second run;
5. API load on loopback, through ``benchmarks.load_api`` in a quick configuration;
6. your own data at size (``benchmarks.owndata``): a ~300 MB TPC-H ``lineitem.csv`` uploaded
   through the product's path beside DuckDB's own ``read_csv`` (paired runs: median and spread),
   the upload's peak RSS, and five questions on the workspace (with ``orders.csv`` added) beside
   their SQL.

The table goes to stderr and the JSON report to stdout (and to ``--output``). The exit code is 0
when every section ran; missed targets are reported, and fail the run only with ``--strict``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import platform
import shutil
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from benchmarks import coldstart
from benchmarks.common import DEV_CASES, REPO, clean_env, run_worker
from benchmarks.klaro import synthetic_repository

__all__ = ["Config", "TARGETS", "main", "run", "table", "targets"]


@dataclasses.dataclass
class Config:
    """What to run and how much of it."""

    scales: tuple[float, ...] = (1.0, 10.0)
    rounds: int = 5
    case_limit: int | None = None
    cases: Path = DEV_CASES
    cold_runs: int = 3
    klaro_repo: Path = REPO
    klaro_files: int = 500
    api_clients: int = 8
    api_questions: int = 20
    api_time_limit: float = 120.0
    profile_dir: Path | None = None
    owndata_scale: float = 0.4
    owndata_repeats: int = 5
    cost_rows: int = 20_000_000
    mode: str = "full"

    @classmethod
    def quick(cls) -> Config:
        """A smaller run (about a minute): scales 1 and 2, one round, fewer API clients."""
        return cls(scales=(1.0, 2.0), rounds=1, cold_runs=1, klaro_files=500, api_clients=4, api_questions=5,
                   api_time_limit=60.0, owndata_scale=0.05, owndata_repeats=2, cost_rows=4_000_000,
                   mode="quick")


def _scale_key(scale: float) -> str:
    return f"scale_{scale:g}"


def _cold_start(config: Config, homes: dict[float, Path]) -> dict[str, Any]:
    init = {}
    for scale, home in homes.items():
        print(f"[bench] init-data --scale {scale:g}", file=sys.stderr, flush=True)
        init[_scale_key(scale)] = coldstart.init_data(home, scale)
    print("[bench] import time, first answer", file=sys.stderr, flush=True)
    return {"init_data": init, "imports": coldstart.import_time(config.cold_runs),
            "first_answer": coldstart.first_answer(homes[min(homes)], config.cold_runs)}


def _questions(config: Config, homes: dict[float, Path]) -> dict[str, Any]:
    out = {}
    for scale, home in homes.items():
        print(f"[bench] questions at scale {scale:g}", file=sys.stderr, flush=True)
        args = ["--home", str(home), "--rounds", str(config.rounds), "--cases", str(config.cases)]
        if config.case_limit:
            args += ["--limit", str(config.case_limit)]
        if config.profile_dir:
            config.profile_dir.mkdir(parents=True, exist_ok=True)
            args += ["--profile", str(config.profile_dir / f"questions-{_scale_key(scale)}.txt")]
        report = run_worker("benchmarks.questions", args, clean_env(home))
        report["scale"] = scale
        out[_scale_key(scale)] = report
    return out


def _cost(config: Config, work: Path, home: Path) -> dict[str, Any]:
    print(f"[bench] cost estimate vs run ({config.cost_rows:,} rows), the check's cost per turn", file=sys.stderr,
          flush=True)
    return run_worker("benchmarks.cost", ["--work", str(work / "cost"), "--rows", str(config.cost_rows),
                                          "--home", str(home), "--cases", str(config.cases)], clean_env(home))


def _klaro(config: Config, work: Path) -> dict[str, Any]:
    synthetic = synthetic_repository(work / "klaro-synthetic", config.klaro_files)
    out = {}
    for name, path in (("this_repository", config.klaro_repo), (f"synthetic_{config.klaro_files}", synthetic)):
        print(f"[bench] klaro on {name}", file=sys.stderr, flush=True)
        home = work / f"klaro-home-{name}"
        shutil.rmtree(home, ignore_errors=True)  # "cold": the first run in a fresh data directory
        cold = run_worker("benchmarks.klaro", ["--path", str(path), "--home", str(home)], clean_env(home))
        warm = run_worker("benchmarks.klaro", ["--path", str(path), "--home", str(home)], clean_env(home))
        out[name] = {"path": str(path), "cold": cold, "warm": warm}
    return out


def _api(config: Config, home: Path, scale: float) -> dict[str, Any]:
    from benchmarks import load_api

    print(f"[bench] API load: {config.api_clients} clients × {config.api_questions} turns", file=sys.stderr,
          flush=True)
    args = argparse.Namespace(clients=config.api_clients, questions=config.api_questions, replicas=1,
                              database_url=None, home=str(home), scale=scale, time_limit=config.api_time_limit,
                              request_timeout=60.0, startup_timeout=120.0)
    report = load_api.run(args)
    report["passed"] = load_api._passed(report)
    return report


def _owndata(config: Config, work: Path) -> dict[str, Any]:
    print(f"[bench] own data: TPC-H lineitem at scale {config.owndata_scale:g} uploaded", file=sys.stderr,
          flush=True)
    return run_worker("benchmarks.owndata", ["--scale", f"{config.owndata_scale:g}", "--work",
                                             str(work / "owndata"), "--rounds", str(max(config.rounds, 1)),
                                             "--repeats", str(config.owndata_repeats)],
                      clean_env(work), timeout=3600)


# name, where in the report, limit, unit, what the issue asks
TARGETS: tuple[tuple[str, str, float, str], ...] = (
    ("graph overhead p50, every scale", "overhead_p50_ms", 15.0, "ms"),
    ("whole turn / DuckDB p50, largest scale", "ratio_p50_largest", 1.3, "x"),
    ("Chart this p50, scale 1", "chart_p50_ms", 100.0, "ms"),
    ("init-data scale 1", "init_data_scale_1_s", 10.0, "s"),
    ("first answer in a fresh process", "first_answer_s", 3.0, "s"),
    ("Klaro offline, 500-file repository", "klaro_500_s", 15.0, "s"),
    ("peak RSS, all questions at the largest scale", "peak_rss_largest_mb", 600.0, "MB"),
    ("upload through the product / DuckDB read_csv", "upload_ratio", 1.5, "x"),
    ("peak RSS during the upload", "upload_peak_rss_mb", 1024.0, "MB"),
    ("own data: whole turn / DuckDB, worst of five questions", "owndata_turn_ratio_max", 1.1, "x"),
    ("whole benchmark run", "bench_s", 900.0, "s"),
)


def _dig(report: dict[str, Any], *keys: str) -> Any:
    for key in keys:
        if not isinstance(report, dict) or key not in report:
            return None
        report = report[key]
    return report


def _init_at_1(report: dict[str, Any]) -> dict[str, Any]:
    """init-data at scale 1 (or at the smallest scale measured, in a smaller run)."""
    runs = sorted((_dig(report, "cold_start", "init_data") or {}).values(), key=lambda r: r["scale"])
    return next((r for r in runs if r["scale"] == 1.0), runs[0] if runs else {})


def targets(report: dict[str, Any]) -> list[dict[str, Any]]:
    """Each target of the issue with the measured value and whether it was met."""
    questions = report.get("questions") or {}
    by_scale = sorted(questions.values(), key=lambda q: q["scale"])
    small = next((q for q in by_scale if q["scale"] == 1.0), by_scale[0] if by_scale else None)
    large = by_scale[-1] if by_scale else None
    klaro = report.get("klaro") or {}
    synthetic = next((v for k, v in klaro.items() if k.startswith("synthetic")), None)
    values = {
        "overhead_p50_ms": max((q["overhead_ms"]["p50"] for q in by_scale), default=None),
        "ratio_p50_largest": large["ratio_p50"] if large else None,
        "chart_p50_ms": _dig(small or {}, "chart", "chart_ms", "p50"),
        "init_data_scale_1_s": _dig(_init_at_1(report), "seconds"),
        "first_answer_s": _dig(report, "cold_start", "first_answer", "median_s"),
        "klaro_500_s": _dig(synthetic or {}, "cold", "process_s"),
        "peak_rss_largest_mb": large["peak_rss_mb_after_questions"] if large else None,
        "upload_ratio": _dig(report, "owndata", "upload_ratio"),
        "upload_peak_rss_mb": _dig(report, "owndata", "upload_peak_rss_mb"),
        "owndata_turn_ratio_max": _dig(report, "owndata", "turn_ratio_max"),
        "bench_s": report.get("elapsed_s"),
    }
    out = []
    for name, key, limit, unit in TARGETS:
        value = values.get(key)
        met = None if value is None or (isinstance(value, float) and math.isnan(value)) else value <= limit
        out.append({"name": name, "key": key, "value": value, "limit": limit, "unit": unit, "met": met})
    return out


def run(config: Config, work: Path | None = None) -> dict[str, Any]:
    """Run every section and return the report (without printing)."""
    started = time.perf_counter()
    with ExitStack() as stack:
        if work is None:
            work = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="samaritan-bench-")))
        homes = {scale: work / f"home-{scale:g}" for scale in config.scales}
        report: dict[str, Any] = {
            "meta": {"mode": config.mode, "python": platform.python_version(), "cpus": os.cpu_count(),
                     "platform": platform.platform(), "scales": list(config.scales), "rounds": config.rounds,
                     "model": "offline", "started": time.strftime("%Y-%m-%dT%H:%M:%S")},
        }
        report["cold_start"] = _cold_start(config, homes)
        report["questions"] = _questions(config, homes)
        largest = max(config.scales)
        report["memory"] = {"scale": largest,
                            "peak_rss_mb": report["questions"][_scale_key(largest)]["peak_rss_mb_after_questions"],
                            "peak_rss_mb_with_charts": report["questions"][_scale_key(largest)]["peak_rss_mb"]}
        report["cost"] = _cost(config, work, homes[largest])
        report["klaro"] = _klaro(config, work)
        smallest = min(config.scales)
        report["api_load"] = _api(config, homes[smallest], smallest)
        report["owndata"] = _owndata(config, work)
    report["elapsed_s"] = round(time.perf_counter() - started, 1)
    report["targets"] = targets(report)
    return report


def _fmt(value: Any, unit: str = "") -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        value = f"{value:,.1f}" if abs(value) >= 10 else f"{value:,.2f}"
    return f"{value}{(' ' + unit) if unit else ''}"


def table(report: dict[str, Any]) -> str:
    """The report as a table a person reads."""
    lines = [f"Samaritan benchmarks — {report['meta']['mode']} run, offline, {report['meta']['cpus']} CPUs, "
             f"Python {report['meta']['python']}, {report['elapsed_s']} s in all"]

    def row(label: str, value: str) -> None:
        lines.append(f"  {label:<52} {value}")

    cold = report.get("cold_start", {})
    lines.append("Cold start")
    for key, init in cold.get("init_data", {}).items():
        row(f"init-data {key.replace('_', ' ')}", f"{_fmt(init['seconds'], 's')}   ({init['demo_mb']} MB demo file)")
    imports = cold.get("imports", {})
    if imports:
        row(f"import the app's modules ({len(imports['modules'])}), p50",
            f"{_fmt(imports['import_s']['p50'], 's')}   (process {_fmt(imports['process_s']['p50'], 's')})")
    first = cold.get("first_answer", {})
    if first:
        row("first answer, new process (`agent ask --json`), median", _fmt(first["median_s"], "s"))
    for key, q in report.get("questions", {}).items():
        lines.append(f"Questions, {key.replace('_', ' ')} ({q['cases']} questions × {q['rounds']} rounds, "
                     f"{q['executed_cases']} executed)")
        row("whole turn p50 / p95 (all questions)", f"{_fmt(q['turn_ms']['p50'])} / {_fmt(q['turn_ms']['p95'], 'ms')}")
        row("whole turn p50 / p95 (executed)",
            f"{_fmt(q['turn_executed_ms']['p50'])} / {_fmt(q['turn_executed_ms']['p95'], 'ms')}")
        row("same SQL on DuckDB p50 / p95", f"{_fmt(q['duckdb_ms']['p50'])} / {_fmt(q['duckdb_ms']['p95'], 'ms')}")
        row("graph's own overhead p50 / p95 (paired)",
            f"{_fmt(q['overhead_ms']['p50'])} / {_fmt(q['overhead_ms']['p95'], 'ms')}")
        row("turn / DuckDB: ratio of p50s (median of pairs)", f"{q['ratio_p50']} ({q['ratio_paired_p50']})")
        chart = q.get("chart", {})
        if chart.get("charts"):
            row(f"Chart this p50 / p95 ({chart['charts']} charts)",
                f"{_fmt(chart['chart_ms']['p50'])} / {_fmt(chart['chart_ms']['p95'], 'ms')}")
        row("peak RSS after the questions (with charts)",
            f"{_fmt(q['peak_rss_mb_after_questions'], 'MB')} ({_fmt(q['peak_rss_mb'], 'MB')})")
    if report.get("cost"):
        from benchmarks.cost import table_lines

        lines.append("Cost before running")
        lines.extend(table_lines(report["cost"]))
    for name, k in report.get("klaro", {}).items():
        lines.append(f"Klaro offline, {name.replace('_', ' ')} ({k['cold']['files']} files)")
        for kind in ("cold", "warm"):
            row(f"{kind} ({'fresh data directory' if kind == 'cold' else 'store built'}): process / run / peak",
                f"{_fmt(k[kind]['process_s'], 's')} / {_fmt(k[kind]['run_s'], 's')} / "
                f"{_fmt(k[kind]['peak_rss_mb'], 'MB')}")
    api = report.get("api_load")
    if api:
        lines.append(f"API load ({api['clients']} clients × {api['questions_per_client']} turns, loopback)")
        row("latency p50 / p95", f"{_fmt(api['latency_ms']['p50'])} / {_fmt(api['latency_ms']['p95'], 'ms')}")
        row("throughput", _fmt(api["throughput_rps"], "requests/s"))
        row("errors / failed answers / lost rows / passed",
            f"{api['errors']} / {api['failed_answers']} / {api['query_runs']['lost_rows']} / {api['passed']}")
    own = report.get("owndata")
    if own:
        lines.append(f"Own data: {own['file_mb']} MB lineitem.csv, {own['rows']:,} rows")
        row("DuckDB read_csv / upload through the product (medians)",
            f"{_fmt(own['read_csv_s'], 's')} / {_fmt(own['upload_s'], 's')} ({own['upload_ratio']}x)")
        spread = own.get("upload_ratio_spread")
        if spread:
            row(f"upload ratio over {own.get('repeats')} paired runs: lowest / highest",
                f"{spread['min']}x / {spread['max']}x (CPU time {own.get('upload_cpu_ratio')}x)")
        for phase, seconds in (own.get("upload_phases_s") or {}).items():
            row(f"  {phase}", _fmt(seconds, "s"))
        second = own.get("second_upload")
        if second:
            row(f"then orders.csv ({second['file_mb']} MB) added", f"{_fmt(second['seconds'], 's')}, links: "
                f"{', '.join(second['links']) or 'none'}")
        if own.get("service_start_s") is not None:
            row("starting the service before it (not in the ratio)", _fmt(own["service_start_s"], "s"))
        row("peak RSS: read_csv / upload", f"{_fmt(own['read_csv_peak_rss_mb'], 'MB')} / "
            f"{_fmt(own['upload_peak_rss_mb'], 'MB')}")
        for q in own["questions"]:
            ratio = f"{q['ratio']}x" if q["ratio"] else "not answered"
            row(f"“{q['question']}”", f"turn {_fmt(q['turn_ms_p50'], 'ms')}, DuckDB "
                f"{_fmt(q['duckdb_ms_p50'], 'ms')}, {ratio}")
            steps = q.get("steps_ms_p50") or {}
            if steps:
                row("  per step (ms, p50)", ", ".join(f"{k} {v}" for k, v in steps.items()))
    lines.append("Targets")
    for t in report.get("targets", []):
        mark = {True: "met", False: "MISSED", None: "not measured"}[t["met"]]
        row(t["name"], f"{_fmt(t['value'], t['unit'])}  (≤ {_fmt(t['limit'], t['unit'])})  {mark}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, run, print the table (stderr) and the JSON report (stdout)."""
    p = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="a smaller run: scales 1 and 2, one round")
    p.add_argument("--scales", default=None, help="comma-separated sample scales (default 1,10)")
    p.add_argument("--rounds", type=int, default=None, help="measured rounds of the dev questions")
    p.add_argument("--output", type=Path, default=None, help="also write the JSON report here")
    p.add_argument("--profile", type=Path, default=None, help="write a profile of each question run to this folder")
    p.add_argument("--keep", type=Path, default=None, help="build data in this folder and keep it")
    p.add_argument("--klaro-repo", type=Path, default=None, help="the repository Klaro reads (default: this one)")
    p.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = p.parse_args(argv)
    config = Config.quick() if args.quick else Config()
    if args.scales:
        config.scales = tuple(float(s) for s in args.scales.split(","))
    if args.rounds:
        config.rounds = args.rounds
    config.profile_dir = args.profile
    if args.klaro_repo:
        config.klaro_repo = args.klaro_repo.resolve()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    report = run(config, args.keep)
    print(table(report), file=sys.stderr)
    text = json.dumps(report, ensure_ascii=False)
    print(text)
    if args.output:
        args.output.write_text(text + "\n", encoding="utf-8")
    missed = [t for t in report["targets"] if t["met"] is False]
    return 1 if args.strict and missed else 0
