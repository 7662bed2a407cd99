"""Issue 12, item 4: uploads at the same moment, and an upload while questions are being answered.

Threads share one service (Streamlit sessions do); processes share the data directory (the app
and the CLI, or two API replicas). Nothing may be lost: every upload that was told "added" is in
the overlay and answers queries, a name taken twice is refused in one sentence, and questions
asked during an upload are answered from the catalog as it was or as it is, never an error.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from agent import overlays
from agent.errors import UploadRejected
from agent.workspaces.uploads import add_table
from tests.faults.conftest import one_sentence
from tests.faults.limited import ROOT


def _csv(tag: str, rows: int = 2000) -> bytes:
    return ("shop,city,sales\n" + "".join(f"{tag} shop {i},city {i % 9},{i}\n" for i in range(rows))).encode()


def _together(*calls):
    """Run the calls in threads released at the same moment; return each result or exception."""
    barrier = threading.Barrier(len(calls))

    def go(call):
        barrier.wait()
        try:
            return call()
        except Exception as exc:  # noqa: BLE001 - the test inspects what each one raised
            return exc

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(go, calls))


def test_two_uploads_into_one_workspace_at_the_same_moment_both_land(service):
    results = _together(lambda: add_table(service, "demo", "north.csv", _csv("n")),
                        lambda: add_table(service, "demo", "south.csv", _csv("s")))
    assert [r.table for r in results] == ["north", "south"], results
    overlay = overlays.read_overlay(service.settings, "demo")
    assert {"north", "south"} <= set(overlay["allowed_tables"]) and {"north", "south"} <= set(overlay["uploads"])
    db = service.tenant_db("demo")
    assert db.execute("SELECT count(*) FROM north").rows == [(2000,)]
    assert db.execute("SELECT count(*) FROM south").rows == [(2000,)]


def test_the_same_name_from_two_uploads_at_once_is_taken_once(service):
    results = _together(lambda: add_table(service, "demo", "shops.csv", _csv("a")),
                        lambda: add_table(service, "demo", "shops.csv", _csv("b")))
    refused = [r for r in results if isinstance(r, UploadRejected)]
    added = [r for r in results if not isinstance(r, Exception)]
    assert len(added) == 1 and len(refused) == 1, results
    assert "already exists" in str(refused[0]) and one_sentence(str(refused[0]))
    tag = "a" if service.tenant_db("demo").execute("SELECT min(shop) FROM shops").rows[0][0].startswith("a") else "b"
    assert service.tenant_db("demo").execute(f"SELECT count(*) FROM shops WHERE shop LIKE '{tag} %'").rows == [(2000,)]


CHILD = """
import json, sys
from pathlib import Path
from agent.errors import SamaritanError
from agent.services import open_analytics
from agent.workspaces.uploads import add_table
from tests.conftest import make_settings

home, name = Path(sys.argv[1]), sys.argv[2]
with open_analytics(make_settings(home)) as service:
    try:
        data = (home / (name + ".csv")).read_bytes()
        print(json.dumps({"ok": add_table(service, "demo", name + ".csv", data).table}))
    except SamaritanError as exc:
        print(json.dumps({"refused": str(exc)}))
"""


def test_two_processes_uploading_into_one_workspace_both_land(service, home: Path):
    for name in ("east", "west"):
        (home / f"{name}.csv").write_bytes(_csv(name, 20_000))
    children = [subprocess.Popen([sys.executable, "-c", CHILD, str(home), name], cwd=ROOT, text=True,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE) for name in ("east", "west")]
    outcomes = []
    for child in children:
        out, err = child.communicate(timeout=300)
        outcomes.append(json.loads(out.strip().splitlines()[-1]) if out.strip() else {"crashed": err[-1500:]})
    assert outcomes == [{"ok": "east"}, {"ok": "west"}], outcomes
    overlay = overlays.read_overlay(service.settings, "demo")
    assert {"east", "west"} <= set(overlay["allowed_tables"])
    db = service.tenant_db("demo")
    assert db.execute("SELECT count(*) FROM east").rows == db.execute("SELECT count(*) FROM west").rows == [(20_000,)]


def test_questions_asked_during_an_upload_are_all_answered(service):
    service.run_turn("demo", "warm", "revenue by sales channel")
    started = threading.Event()
    answers: list[dict] = []

    def ask() -> None:
        started.wait()
        for i in range(6):
            answers.append(service.run_turn("demo", f"q{i}", "revenue by sales channel").payload())

    def upload():
        started.set()
        return add_table(service, "demo", "during.csv", _csv("d", 50_000))

    results = _together(ask, upload)
    assert results[0] is None and results[1].table == "during", results
    assert len(answers) == 6 and all(a["last_event"] == "QUERY_EXECUTED" and a["rows"] for a in answers), \
        [a["answer"] for a in answers if a["last_event"] != "QUERY_EXECUTED"]
    assert len({json.dumps(a["rows"]) for a in answers}) == 1  # the same answer before, during and after
    assert service.tenant_db("demo").execute("SELECT count(*) FROM during").rows == [(50_000,)]
