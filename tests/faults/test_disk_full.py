"""Issue 12, item 4: the disk fills up while a file is uploaded or a result is exported.

The child process's files cannot grow past a limit (see :mod:`tests.faults.limited`). An upload
that runs out of room — while the file is copied in, or while DuckDB writes the new table — must
say so in one sentence and leave the workspace exactly as it was: no table, no overlay entry, the
old tables still answering. Exports are built in memory, so a full disk must not touch them.
"""

from __future__ import annotations

import duckdb

from agent import overlays
from tests.faults.conftest import one_sentence
from tests.faults.limited import run_limited

UPLOAD = """
from agent.errors import SamaritanError
from agent.workspaces.uploads import add_table
try:
    source = Path(sys.argv[1]) / "big.csv"
    result = add_table(service, "demo", "big.csv", source.read_bytes() if {as_bytes} else source)
    print(json.dumps({{"ok": result.table}}))
except SamaritanError as exc:
    print(json.dumps({{"refused": str(exc)}}))
except Exception as exc:
    print(json.dumps({{"crashed": type(exc).__name__ + ": " + str(exc)}}))
"""


def _big_csv(home) -> None:
    rows = "".join(f"{i},customer number {i},{i * 1.5}\n" for i in range(80_000))
    (home / "big.csv").write_text("id,name,amount\n" + rows, encoding="utf-8")


def _tables(home) -> set[str]:
    with duckdb.connect(str(home / "tenants" / "demo.duckdb"), read_only=True) as con:
        return {r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()}


def _check_nothing_was_added(service, home, before: set[str], outcome: dict) -> None:
    assert "refused" in outcome, outcome
    assert "no space left on the disk" in outcome["refused"] and one_sentence(outcome["refused"])
    assert _tables(home) == before
    assert "big" not in (overlays.read_overlay(service.settings, "demo").get("allowed_tables") or [])
    out = service.run_turn("demo", "t1", "revenue by sales channel").payload()
    assert out["last_event"] == "QUERY_EXECUTED" and out["rows"]


def test_disk_full_while_the_upload_is_copied_in(service, home):
    _big_csv(home)
    service.tenant_db("demo")  # published before the disk fills
    before = _tables(home)
    outcome = run_limited(home, UPLOAD.format(as_bytes=True), limit_bytes=1_000_000)
    _check_nothing_was_added(service, home, before, outcome)


def test_disk_full_while_duckdb_writes_the_new_table(service, home):
    _big_csv(home)  # a UTF-8 file on disk is read in place: the first big write is DuckDB's
    service.tenant_db("demo")
    before = _tables(home)
    outcome = run_limited(home, UPLOAD.format(as_bytes=False), limit_bytes=100_000)
    _check_nothing_was_added(service, home, before, outcome)
    wal = home / "tenants" / "demo.duckdb.wal"
    assert not wal.exists() or wal.stat().st_size == 0  # nothing left to replay into the file later


def test_the_same_upload_with_room_on_the_disk_succeeds(service, home):
    """The control: the limit, not the file, made the uploads above fail."""
    _big_csv(home)
    service.tenant_db("demo")
    outcome = run_limited(home, UPLOAD.format(as_bytes=False), limit_bytes=None)
    assert outcome == {"ok": "big"}


EXPORT = """
from agent.reports import export_run
sizes = {{kind: len(export_run(service, "demo", "{run}", kind).data) for kind in ("csv", "xlsx", "pdf")}}
print(json.dumps(sizes))
"""


def test_exports_are_built_in_memory_so_a_full_disk_does_not_touch_them(service, home):
    run = service.run_turn("demo", "t1", "revenue by sales channel").payload()["query_run_id"]
    sizes = run_limited(home, EXPORT.format(run=run), limit_bytes=0)  # not one byte may be written
    assert sizes["csv"] > 20 and sizes["xlsx"] > 1000 and sizes["pdf"] > 1000
