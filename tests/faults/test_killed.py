"""Issue 12, item 4: the process is killed (SIGKILL) in the middle of a turn or of an upload.

A child process runs the real code on a shared data directory with SQLite metadata and
checkpoints; a hook (the only injected part) prints where it is and waits, and the test kills it
there. A new service on the same directory must then find a consistent state: the thread resumes
from its last checkpoint, a repeated request does not add a second ``query_runs`` row, and an
upload is either complete or leaves no table, no overlay entry and no journal behind.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import duckdb
import pytest

from agent import overlays
from agent.services import open_analytics
from agent.workspaces.uploads import add_table
from tests.conftest import make_settings
from tests.faults.limited import ROOT

PRELUDE = """
import sys, time
from pathlib import Path
from agent.services import open_analytics
from tests.conftest import make_settings

home = Path(sys.argv[1])

def stop_here(label):
    print(label, flush=True)
    time.sleep(600)
"""


def _run_until(home: Path, snippet: str, label: str) -> None:
    """Start the child, wait until it prints ``label``, then SIGKILL it."""
    child = subprocess.Popen([sys.executable, "-c", PRELUDE + textwrap.dedent(snippet), str(home)], cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        for line in child.stdout:
            if line.strip() == label:
                break
        else:
            pytest.fail(f"the child ended before {label}: {child.stderr.read()[-2000:]}")
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL


TURN = """
with open_analytics(make_settings(home)) as service:
    first = service.run_turn("demo", "t1", "revenue by sales channel", request_id="r1")
    assert first.state["response_to"] == "QUERY_EXECUTED"
    store = service.metadata
    record = store.record_query_run

    def record_then_die(run):
        stored = record(run)
        stop_here("RECORDED")
        return stored

    store.record_query_run = record_then_die
    service.run_turn("demo", "t1", "revenue by country", request_id="r2")
"""


def test_killed_mid_turn_the_thread_resumes_and_the_retry_adds_no_second_run(home):
    _run_until(home, TURN, "RECORDED")
    with open_analytics(make_settings(home)) as service:
        before = service.thread_state("demo", "t1")
        assert before["request_id"] == "r1" and len(before["messages"]) == 2  # the last checkpoint
        assert [r.request_id for r in service.metadata.list_query_runs("demo")] == ["r2", "r1"]
        again = service.run_turn("demo", "t1", "revenue by country", request_id="r2").payload()
        assert again["last_event"] == "QUERY_EXECUTED" and again["rows"]
        runs = service.metadata.list_query_runs("demo")
        assert sorted(r.request_id for r in runs) == ["r1", "r2"]  # the retry reused the killed turn's run
        assert again["query_run_id"] == service.metadata.find_query_run_by_request("r2").id
        after = service.thread_state("demo", "t1")
        assert after["request_id"] == "r2" and len(after["messages"]) == 4
        assert sum(day.queries for day in service.metadata.usage("demo")) == 2


UPLOAD = """
import agent.workspaces.uploads as uploads
point = sys.argv[2]
real_infer = uploads.infer_table_model

def progress(step):
    if step.phase.startswith(point):
        stop_here("HERE")

def infer(*args, **kwargs):
    if point == "Inferring":
        stop_here("HERE")
    return real_infer(*args, **kwargs)

uploads.infer_table_model = infer
with open_analytics(make_settings(home)) as service:
    service.tenant_db("demo")
    uploads.add_table(service, "demo", "shops.csv", (home / "shops.csv").read_bytes(), progress=progress)
"""

SHOPS = "shop,city,sales\n" + "".join(f"shop {i},city {i % 7},{i * 10}\n" for i in range(500))


@pytest.mark.parametrize("point", ["Writing table", "Registering", "Inferring"])
def test_killed_mid_upload_leaves_no_half_table_or_overlay_and_the_upload_can_be_repeated(home, point):
    (home / "shops.csv").write_text(SHOPS, encoding="utf-8")
    snippet = UPLOAD.replace("sys.argv[2]", repr(point))
    _run_until(home, snippet, "HERE")
    settings = make_settings(home)
    with open_analytics(settings) as service:
        service.tenant_db("demo")  # the first use of the tenant finds the journal and undoes the upload
        with duckdb.connect(str(home / "tenants" / "demo.duckdb"), read_only=True) as con:
            tables = {r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()}
        assert "shops" not in tables and "orders" in tables
        overlay = overlays.read_overlay(settings, "demo")
        assert "shops" not in (overlay.get("allowed_tables") or []) and "shops" not in (overlay.get("uploads") or {})
        assert not list(home.glob("tenants/.demo.upload-journal*"))
        assert "shops" not in service.tenant_db("demo").allowed_columns()
        result = add_table(service, "demo", "shops.csv", SHOPS.encode())  # the user adds the file again
        assert result.table == "shops" and result.rows == 500
        assert service.tenant_db("demo").execute("SELECT count(*) FROM shops").rows == [(500,)]
