"""Run a snippet in a child Python process whose files cannot grow past a size (disk full).

A small tmpfs needs privileges the tests do not have; ``RLIMIT_FSIZE`` gives the same failure at
the same write calls, for this process only: a write past the limit fails with EFBIG (SIGXFSZ is
ignored so the process lives to report it). The snippet runs with ``service`` (an analytics
service on ``home``) in scope and prints one JSON line, which :func:`run_limited` returns.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

__all__ = ["run_limited", "CHILD_PRELUDE"]

ROOT = Path(__file__).resolve().parents[2]

CHILD_PRELUDE = """
import json, resource, signal, sys
from pathlib import Path
from langgraph.checkpoint.memory import InMemorySaver
from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store
from tests.conftest import make_settings

home = Path(sys.argv[1])
metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
service = AnalyticsService(make_settings(home), metadata, InMemorySaver())
service.tenant_db("demo")  # opened before the limit, as a running app would have it
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
"""


def run_limited(home: Path, snippet: str, limit_bytes: int | None, timeout_s: float = 300) -> dict[str, Any]:
    """Run ``snippet`` with file sizes capped at ``limit_bytes`` (None: no cap); return its JSON line."""
    cap = "" if limit_bytes is None else (
        f"resource.setrlimit(resource.RLIMIT_FSIZE, ({limit_bytes}, resource.RLIM_INFINITY))\n")
    code = CHILD_PRELUDE + cap + textwrap.dedent(snippet)
    done = subprocess.run([sys.executable, "-c", code, str(home)], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout_s)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the child printed no result (exit {done.returncode}): {done.stderr[-2000:]}"
    return json.loads(lines[-1])
