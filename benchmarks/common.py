"""Helpers the benchmarks share: percentiles, clean subprocess environments, worker processes.

Every figure that depends on what a process has already loaded (imports, caches, DuckDB's buffer
pool) is measured in a subprocess of its own, so one section cannot warm or slow another, and
peak memory is read from that process alone (``resource.getrusage(RUSAGE_SELF).ru_maxrss``).
"""

from __future__ import annotations

import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

__all__ = [
    "AS_OF", "DEV_CASES", "REPO", "WorkerError", "clean_env", "peak_rss_mb", "percentile", "run_timed",
    "run_worker", "summary",
]

REPO = Path(__file__).resolve().parent.parent
DEV_CASES = REPO.parent / "shared" / "eval" / "nl2sql_dev.yaml"
AS_OF = "2026-11-15"


class WorkerError(RuntimeError):
    """A benchmark subprocess failed; the message carries the end of its stderr."""


def percentile(values: Iterable[float], q: float) -> float:
    """The q-th percentile (0–100) by linear interpolation; NaN without values."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = (len(ordered) - 1) * q / 100
    low, high = int(rank), min(int(rank) + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def summary(values: Iterable[float], digits: int = 2) -> dict[str, float | int]:
    """p50, p95, mean, min, max and count of a sample, rounded."""
    data = list(values)
    if not data:
        return {"n": 0, "p50": math.nan, "p95": math.nan, "mean": math.nan, "min": math.nan, "max": math.nan}
    return {"n": len(data), "p50": round(percentile(data, 50), digits), "p95": round(percentile(data, 95), digits),
            "mean": round(statistics.fmean(data), digits), "min": round(min(data), digits),
            "max": round(max(data), digits)}


def peak_rss_mb() -> float:
    """This process's peak resident set size so far, in MiB (Linux reports KiB)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def clean_env(home: Path | None = None, **extra: str) -> dict[str, str]:
    """The environment of a benchmark subprocess: offline, fixed reference date, no inherited settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SAMARITAN_", "OPENAI_"))}
    env.update(SAMARITAN_MODEL="offline", SAMARITAN_AS_OF=AS_OF, PYTHONDONTWRITEBYTECODE="1")
    if home is not None:
        env["SAMARITAN_HOME"] = str(home)
    env.update(extra)
    return env


def run_timed(args: list[str], env: Mapping[str, str], timeout: float = 600) -> tuple[float, str]:
    """Run a command in the project directory; return (wall seconds, stdout); raise WorkerError on failure."""
    started = time.perf_counter()
    done = subprocess.run(args, cwd=REPO, env=dict(env), capture_output=True, text=True, timeout=timeout)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise WorkerError(f"{' '.join(args[:4])}… exited {done.returncode}: {done.stderr.strip()[-800:]}")
    return elapsed, done.stdout


def run_worker(module: str, args: list[str], env: Mapping[str, str], timeout: float = 600) -> dict[str, Any]:
    """Run ``python -m module args`` and return the JSON object it prints last, plus its wall time."""
    elapsed, out = run_timed([sys.executable, "-m", module, *args], env, timeout)
    lines = [line for line in out.splitlines() if line.strip()]
    if not lines:
        raise WorkerError(f"{module} printed nothing")
    report = json.loads(lines[-1])
    report["process_s"] = round(elapsed, 3)
    return report
