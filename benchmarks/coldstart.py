"""Cold start (item 3): ``init-data``, the app's imports, and the first answer of a new process.

* ``init_data`` times ``python -m agent init-data --scale N`` in an empty data directory (and
  leaves that directory built, for the other sections).
* ``import_time`` imports, in a fresh interpreter, the modules ``app.py`` and ``pages/*.py``
  import from ``agent`` (found by reading their source, so the list follows the pages) plus
  what the first question loads (``agent.services``, ``agent.analytics.service``); importing
  ``app`` itself would run the Streamlit script.
* ``first_answer`` times ``python -m agent ask … --json`` on a built data directory, the whole
  process from exec to exit.
"""

from __future__ import annotations

import ast
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from benchmarks.common import AS_OF, REPO, WorkerError, clean_env, run_timed, summary

__all__ = ["app_modules", "first_answer", "import_time", "init_data"]

FIRST_QUESTION = "revenue by sales channel"
ALWAYS = ("agent.services", "agent.analytics.service")


def init_data(home: Path, scale: float) -> dict[str, Any]:
    """Build the sample tenants at ``scale`` in ``home`` with the CLI; return the time and row counts."""
    home.mkdir(parents=True, exist_ok=True)
    elapsed, out = run_timed([sys.executable, "-m", "agent", "init-data", "--scale", f"{scale:g}"], clean_env(home))
    orders = next((line for line in out.splitlines() if line.startswith("demo:")), "")
    return {"scale": scale, "seconds": round(elapsed, 3), "demo": orders.removeprefix("demo: ").strip(),
            "demo_mb": round((home / "tenants" / "demo.duckdb").stat().st_size / 2**20, 1)}


def app_modules(root: Path = REPO) -> list[str]:
    """The ``agent`` modules that ``app.py`` and ``pages/*.py`` import, plus the first question's."""
    found: dict[str, None] = {}
    for path in [root / "app.py", *sorted((root / "pages").glob("*.py"))]:
        if not path.is_file():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                # "from agent.ui import services" names a submodule; "from agent.errors import X" does not
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names
                                         if _is_module(root, f"{node.module}.{alias.name}")]
            else:
                continue
            for name in names:
                if name == "streamlit" or name.startswith("agent"):
                    found.setdefault(name, None)
    for name in ALWAYS:
        found.setdefault(name, None)
    return list(found)


def _is_module(root: Path, name: str) -> bool:
    path = root.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


_IMPORT_SCRIPT = """
import importlib, json, sys, time
started = time.perf_counter()
for name in sys.argv[1:]:
    importlib.import_module(name)
print(json.dumps({"import_s": time.perf_counter() - started, "modules": sys.argv[1:], "loaded": len(sys.modules)}))
"""


def import_time(runs: int = 3) -> dict[str, Any]:
    """Median time to import the app's modules in a fresh interpreter (and the whole process)."""
    modules = app_modules()
    inside, whole, report = [], [], {}
    for _ in range(runs):
        elapsed, out = run_timed([sys.executable, "-c", _IMPORT_SCRIPT, *modules], clean_env())
        report = json.loads(out.strip().splitlines()[-1])
        inside.append(report["import_s"])
        whole.append(elapsed)
    return {"import_s": summary(inside, 3), "process_s": summary(whole, 3), "modules": report.get("modules", []),
            "sys_modules": report.get("loaded")}


def first_answer(home: Path, runs: int = 3, question: str = FIRST_QUESTION) -> dict[str, Any]:
    """Wall time of ``python -m agent ask QUESTION --json`` in a new process, on built data."""
    times, event = [], None
    for _ in range(runs):
        elapsed, out = run_timed([sys.executable, "-m", "agent", "ask", question, "--as-of", AS_OF, "--json"],
                                 clean_env(home))
        event = json.loads(out.strip().splitlines()[-1]).get("last_event")
        if event != "QUERY_EXECUTED":
            raise WorkerError(f"the first answer ended with {event}, not QUERY_EXECUTED")
        times.append(elapsed)
    return {"question": question, "seconds": summary(times, 3), "median_s": round(statistics.median(times), 3),
            "last_event": event}
