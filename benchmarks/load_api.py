"""A bounded load run of the HTTP/SSE API on loopback: latency, throughput, errors, lost rows.

Why it exists: the API's claims — turns run in worker threads without blocking the event loop,
every executed turn leaves exactly one ``query_runs`` row, replays execute nothing — only mean
something under concurrency. This script starts its own server(s) on 127.0.0.1 (``python -m agent
serve``, offline mode, sample data in a temporary data directory unless ``--home`` is given),
drives ``--clients`` concurrent conversations of ``--questions`` turns each, replays one request
per client, then counts the rows in the metadata store and stops everything it started.

It is bounded in count (clients × questions, plus one replay each) and in time (``--time-limit``
for the whole run, ``--request-timeout`` per request); it never waits for anything unbounded.
The report is one JSON object on stdout (after a readable table on stderr); the exit code is 0
only with zero errors, zero failed answers and zero lost or extra rows.

    python -m benchmarks.load_api                                   # 20 × 10, one replica, SQLite
    python -m benchmarks.load_api --replicas 2 --database-url postgresql://…/bench
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import AsyncExitStack, ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx

from benchmarks.serving import api_process, free_port

__all__ = ["main", "run"]

API_KEY = "bench-key"
TENANT = "demo"
AS_OF = "2026-11-15"
# One conversation's script: new questions, follow-ups and a "Chart this" turn (intent, no words).
SCRIPT: tuple[tuple[str, str | None], ...] = (
    ("revenue by sales channel", None),
    ("revenue by category in 2025", None),
    ("now only for Germany", None),
    ("monthly revenue in 2025", None),
    ("", "DRAW_CHART"),
    ("total export value", None),
    ("orders by channel", None),
    ("revenue by country", None),
    ("top 5 products by revenue", None),
    ("number of orders by channel in 2025", None),
)


@dataclasses.dataclass
class Outcome:
    """One request as the client saw it."""

    client: int
    request_id: str
    latency_s: float
    first_event_s: float | None
    status: int
    answer: dict[str, Any] | None
    error: str | None


def _percentile(values: list[float], q: float) -> float | None:
    """The q-th percentile (0–100) by linear interpolation; None without values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low, high = int(rank), min(int(rank) + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@contextmanager
def _server(home: Path, database_url: str | None, log_dir: Path, startup_s: float) -> Iterator[str]:
    """Run one ``python -m agent serve`` on a free loopback port; always stop it afterwards."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SAMARITAN_", "OPENAI_"))}
    env.update(SAMARITAN_HOME=str(home), SAMARITAN_API_KEYS=f"{API_KEY}:{TENANT}", SAMARITAN_MODEL="offline",
               SAMARITAN_AS_OF=AS_OF)
    if database_url:
        env["SAMARITAN_DATABASE_URL"] = database_url
    port = free_port()
    with api_process(env, log_dir / f"server-{port}.log", startup_s, port) as (url, _process):
        yield url


async def _turn(client: httpx.AsyncClient, index: int, body: dict[str, Any], timeout: float) -> Outcome:
    """Send one turn and read its event stream to the answer, giving up after ``timeout`` seconds."""
    started = time.perf_counter()
    first: float | None = None
    answer: dict[str, Any] | None = None
    error: str | None = None
    status = 0
    event = ""
    try:
        async with asyncio.timeout(timeout), client.stream("POST", "/agent/invoke", json=body) as response:
            status = response.status_code
            if status != 200:
                await response.aread()
                error = f"HTTP {status}: {response.text[:200]}"
            else:
                async for line in response.aiter_lines():
                    if line.startswith("event:"):
                        event = line[6:].strip()
                        first = first if first is not None else time.perf_counter() - started
                    elif line.startswith("data:") and event == "answer":
                        answer = json.loads(line[5:])
                    elif line.startswith("data:") and event == "error":
                        error = json.loads(line[5:]).get("error", "error event")
                if answer is None and error is None:
                    error = "the stream ended without an answer"
    except (httpx.HTTPError, json.JSONDecodeError, TimeoutError) as exc:
        error = f"{type(exc).__name__}: {exc}" if str(exc) else f"{type(exc).__name__} after {timeout:.0f} s"
    elapsed = time.perf_counter() - started
    return Outcome(index, body.get("request_id", ""), elapsed, first, status, answer, error)


async def _load(urls: list[str], clients: int, questions: int, request_timeout: float, deadline: float,
                grace: float) -> tuple[list[Outcome], list[Outcome], float]:
    """Run every client's conversation, then one replay each; return outcomes, replays and wall time.

    No request starts after ``deadline``, and none runs past ``deadline + grace``.
    """

    def budget() -> float:
        return max(1.0, min(request_timeout, deadline + grace - time.monotonic()))

    run_id = uuid.uuid4().hex[:8]
    limits = httpx.Limits(max_connections=clients * 2, max_keepalive_connections=clients * 2)
    timeout = httpx.Timeout(request_timeout, connect=10)
    async with AsyncExitStack() as stack:
        pools = [await stack.enter_async_context(httpx.AsyncClient(
            base_url=url, headers={"X-API-Key": API_KEY}, timeout=timeout, limits=limits)) for url in urls]

        async def conversation(index: int) -> list[Outcome]:
            client = pools[index % len(pools)]
            thread = f"bench-{run_id}-{index}"
            outcomes = []
            for turn in range(questions):
                if time.monotonic() > deadline:
                    break
                message, intent = SCRIPT[turn % len(SCRIPT)]
                body: dict[str, Any] = {"thread_id": thread, "tenant": TENANT, "message": message,
                                        "request_id": f"{thread}-{turn}"}
                if intent:
                    body["intent"] = intent
                outcomes.append(await _turn(client, index, body, budget()))
            return outcomes

        started = time.perf_counter()
        per_client = await asyncio.gather(*(conversation(i) for i in range(clients)))
        wall = time.perf_counter() - started
        outcomes = [o for group in per_client for o in group]

        async def replay(index: int, first: Outcome) -> Outcome:
            # the first turn again, sent to another replica when there is one
            message, intent = SCRIPT[0]
            body = {"thread_id": f"bench-{run_id}-{index}", "tenant": TENANT, "message": message,
                    "request_id": first.request_id}
            return await _turn(pools[(index + 1) % len(pools)], index, body, budget())

        firsts = {o.client: o for o in reversed(outcomes)}
        replays = [] if time.monotonic() > deadline else list(
            await asyncio.gather(*(replay(i, o) for i, o in sorted(firsts.items()))))
    return outcomes, replays, wall


def _count_rows(metadata_url: str, outcomes: list[Outcome]) -> dict[str, int]:
    """Check the store: every executed turn has its one row, and nothing else has one."""
    from agent.storage.metadata import open_metadata_store

    store = open_metadata_store(metadata_url)
    try:
        expected = lost = mismatched = 0
        for o in outcomes:
            if o.answer is None or o.answer.get("replayed"):
                continue
            run = store.find_query_run_by_request(o.request_id, tenant=TENANT)
            executed = o.answer.get("last_event") == "QUERY_EXECUTED"
            expected += executed
            if executed and run is None:
                lost += 1
            elif run is not None and (not executed or run.id != o.answer.get("query_run_id")):
                mismatched += 1
        total = len(store.list_query_runs(TENANT, limit=1_000_000))
    finally:
        store.close()
    return {"expected_rows": expected, "lost_rows": lost, "mismatched_rows": mismatched, "total_rows": total}


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Run the whole benchmark and return its report."""
    from agent.config import load_settings
    from agent.storage.tenants import TenantRegistry

    started = time.monotonic()
    deadline = started + args.time_limit
    with ExitStack() as stack:
        home = Path(args.home) if args.home else Path(stack.enter_context(tempfile.TemporaryDirectory(
            prefix="samaritan-bench-")))
        env = {"SAMARITAN_HOME": str(home), "SAMARITAN_SAMPLE_SCALE": str(args.scale),
               "SAMARITAN_AS_OF": AS_OF}
        if args.database_url:
            env["SAMARITAN_DATABASE_URL"] = args.database_url
        settings = load_settings(env)
        TenantRegistry(settings).build_samples(only_missing=True)
        urls = [stack.enter_context(_server(home, args.database_url, home, args.startup_timeout))
                for _ in range(args.replicas)]
        rows_before = _count_rows(settings.metadata_url, [])["total_rows"]
        reserve = min(30.0, args.time_limit / 4)  # time to finish requests, count rows and stop
        outcomes, replays, wall = asyncio.run(_load(urls, args.clients, args.questions, args.request_timeout,
                                                    deadline - reserve, reserve / 2))
        rows = _count_rows(settings.metadata_url, outcomes)
        rows_after_replays = rows["total_rows"]
    ok = [o for o in outcomes if o.error is None]
    latencies = [o.latency_s * 1000 for o in ok]
    firsts = [o.first_event_s * 1000 for o in ok if o.first_event_s is not None]
    first_answers = {o.request_id: o.answer for o in outcomes if o.answer}
    replays_ok = sum(1 for r in replays if r.error is None and r.answer and r.answer.get("replayed")
                     and r.answer.get("query_run_id") == first_answers[r.request_id].get("query_run_id"))
    executed_rows = sum(1 for o in outcomes if o.answer and o.answer.get("last_event") == "QUERY_EXECUTED")

    def ms(value: float | None) -> float | None:
        return None if value is None else round(value, 1)

    return {
        "clients": args.clients, "questions_per_client": args.questions, "replicas": args.replicas,
        "store": "postgres" if args.database_url else "sqlite", "model": "offline", "scale": args.scale,
        "requests": len(outcomes), "planned_requests": args.clients * args.questions,
        "errors": len(outcomes) - len(ok),
        "failed_answers": sum(1 for o in ok if o.answer and o.answer.get("error")),
        "error_samples": sorted({o.error for o in outcomes if o.error})[:5],
        "wall_s": round(wall, 2), "throughput_rps": round(len(ok) / wall, 2) if wall else None,
        "latency_ms": {"p50": ms(_percentile(latencies, 50)), "p95": ms(_percentile(latencies, 95)),
                       "max": ms(max(latencies, default=None)), "mean": ms(statistics.fmean(latencies))
                       if latencies else None},
        "first_event_ms": {"p50": ms(_percentile(firsts, 50)), "p95": ms(_percentile(firsts, 95))},
        "p50_ms_by_turn": {label: ms(_percentile(values, 50)) for label, values in _by_turn(ok).items()},
        "query_runs": {**rows, "executed_turns": executed_rows, "rows_before": rows_before,
                       "new_rows": rows_after_replays - rows_before,
                       "rows_without_request_id": rows_after_replays - rows_before - rows["expected_rows"]},
        "replays": {"sent": len(replays), "replayed_same_answer": replays_ok},
        "elapsed_s": round(time.monotonic() - started, 2),
    }


def _by_turn(outcomes: list[Outcome]) -> dict[str, list[float]]:
    """Latencies (ms) grouped by the script line each request came from."""
    groups: dict[int, list[float]] = {}
    for o in outcomes:
        line = int(o.request_id.rsplit("-", 1)[1]) % len(SCRIPT)
        groups.setdefault(line, []).append(o.latency_s * 1000)
    return {f"{line + 1}. {SCRIPT[line][0] or SCRIPT[line][1]}": groups[line] for line in sorted(groups)}


def _table(report: dict[str, Any]) -> str:
    lat, first = report["latency_ms"], report["first_event_ms"]
    runs, rep = report["query_runs"], report["replays"]
    lines = [
        f"Samaritan API load: {report['clients']} clients × {report['questions_per_client']} questions, "
        f"{report['replicas']} replica(s), {report['store']}, {report['model']}",
        f"  requests            {report['requests']} of {report['planned_requests']}",
        f"  errors              {report['errors']}   failed answers {report['failed_answers']}",
        f"  throughput          {report['throughput_rps']} requests/s over {report['wall_s']} s",
        f"  latency p50 / p95   {lat['p50']} / {lat['p95']} ms   (max {lat['max']} ms)",
        f"  first event p50/p95 {first['p50']} / {first['p95']} ms",
        f"  query_runs          {runs['expected_rows']} expected, {runs['lost_rows']} lost, "
        f"{runs['mismatched_rows']} mismatched, {runs['new_rows']} new rows in all",
        f"  replays             {rep['replayed_same_answer']} of {rep['sent']} returned the first answer",
        "  p50 by turn of the script:",
        *(f"    {label:<40} {value} ms" for label, value in report["p50_ms_by_turn"].items()),
    ]
    return "\n".join(lines)


def _passed(report: dict[str, Any]) -> bool:
    runs, replays = report["query_runs"], report["replays"]
    return (report["errors"] == 0 and report["failed_answers"] == 0 and runs["lost_rows"] == 0
            and runs["mismatched_rows"] == 0 and replays["replayed_same_answer"] == replays["sent"]
            and report["requests"] == report["planned_requests"])


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, run, print the table (stderr) and the JSON report (stdout); 0 if it passed."""
    p = argparse.ArgumentParser(prog="python -m benchmarks.load_api", description=__doc__.split("\n")[0])
    p.add_argument("--clients", type=int, default=20)
    p.add_argument("--questions", type=int, default=10, help="turns per client")
    p.add_argument("--replicas", type=int, default=1, help="servers to start (share --database-url)")
    p.add_argument("--database-url", default=None,
                   help="a Postgres URL; default: SQLite files in the data directory")
    p.add_argument("--home", default=None, help="data directory (default: a temporary one)")
    p.add_argument("--scale", type=float, default=1.0, help="sample data scale for a new data directory")
    p.add_argument("--time-limit", type=float, default=600.0, help="seconds for the whole run")
    p.add_argument("--request-timeout", type=float, default=120.0)
    p.add_argument("--startup-timeout", type=float, default=120.0)
    args = p.parse_args(argv)
    if args.clients < 1 or args.questions < 1 or args.replicas < 1:
        p.error("--clients, --questions and --replicas must be at least 1")
    if args.replicas > 1 and not args.database_url:
        print("Note: replicas without --database-url share the SQLite files of one data directory.",
              file=sys.stderr)
    report = run(args)
    report["passed"] = _passed(report)
    print(_table(report), file=sys.stderr)
    print(json.dumps(report, ensure_ascii=False))
    return 0 if report["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
